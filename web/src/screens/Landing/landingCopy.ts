/** The landing page's fixed copy (specification §1, §2). */

/** Used when the server has no active hero. */
export { LANDING_HEADLINE as DEFAULT_HEADLINE } from '@rules';
export const DEFAULT_CTA_TEXT = 'Get Started';

/** The hero headline is three sentences, one per line. */
export function headlineLines(headline: string): string[] {
  const lines = headline
    .split(/(?<=[.!?])\s+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return lines.length > 0 ? lines : [headline];
}

export const HOW_IT_WORKS = [
  {
    title: 'Select your favourites',
    text: 'Pick your meals from a new weekly menu, in standard or large portions, or mix both.',
  },
  {
    title: 'We cook',
    text: 'Our chefs, under Michelin-trained leadership, cook every dish fresh with real ingredients.',
  },
  {
    title: 'Delivered fresh',
    text: 'Your meals arrive chilled, never frozen, and are ready to heat in minutes.',
  },
] as const;

export const WHY_IT_WORKS = [
  {
    title: 'Chef-crafted quality',
    text: 'Recipes developed under Michelin-trained leadership, cooked fresh every week.',
  },
  {
    title: 'Fresh, never frozen',
    text: 'Delivered chilled to your door and ready to heat: dinner in minutes, no prep, no washing up.',
  },
  {
    title: 'On your terms',
    text: 'Choose how many meals you want each week, skip a week, pause or cancel any time.',
  },
] as const;

export const QUOTE = {
  text: 'Restaurant-quality food at home, without the shopping, the cooking or the washing up.',
  attribution: 'Our kitchen’s promise',
} as const;

/** How many leading carousel items are repeated at the end so the loop has no gap. */
export const CAROUSEL_LOOP_REPEAT = 3;

/** The carousel's items: all meals, then the first three again. */
export function loopedCarouselItems<T>(items: readonly T[]): { item: T; isRepeat: boolean }[] {
  return [
    ...items.map((item) => ({ item, isRepeat: false })),
    ...items.slice(0, CAROUSEL_LOOP_REPEAT).map((item) => ({ item, isRepeat: true })),
  ];
}
