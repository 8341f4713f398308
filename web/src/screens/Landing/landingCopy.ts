// The landing page's fixed copy (specification §1, §2). The `i18n` comment before each text
// marks it for the message catalogue; the components translate it where they show it.

/** Used when the server has no active hero. */
export { LANDING_HEADLINE as DEFAULT_HEADLINE } from '@rules';
export const DEFAULT_CTA_TEXT = /*i18n*/ 'Get Started';

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
    title: /*i18n*/ 'Select your favourites',
    text: /*i18n*/ 'Pick your meals from a new weekly menu, in standard or large portions, or mix both.',
  },
  {
    title: /*i18n*/ 'We cook',
    text: /*i18n*/ 'Our chefs, under Michelin-trained leadership, cook every dish fresh with real ingredients.',
  },
  {
    title: /*i18n*/ 'Delivered fresh',
    text: /*i18n*/ 'Your meals arrive chilled, never frozen, and are ready to heat in minutes.',
  },
] as const;

export const WHY_IT_WORKS = [
  {
    title: /*i18n*/ 'Chef-crafted quality',
    text: /*i18n*/ 'Recipes developed under Michelin-trained leadership, cooked fresh every week.',
  },
  {
    title: /*i18n*/ 'Fresh, never frozen',
    text: /*i18n*/ 'Delivered chilled to your door and ready to heat: dinner in minutes, no prep, no washing up.',
  },
  {
    title: /*i18n*/ 'On your terms',
    text: /*i18n*/ 'Choose how many meals you want each week, skip a week, pause or cancel any time.',
  },
] as const;

export const QUOTE = {
  text: /*i18n*/ 'Restaurant-quality food at home, without the shopping, the cooking or the washing up.',
  attribution: /*i18n*/ 'Our kitchen’s promise',
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
