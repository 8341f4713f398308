// Demo weekly menus: each week gets a different, deterministic selection of
// the catalogue (seeded by the week's start date), so re-running the demo
// gives the same menus and neighbouring weeks differ like a real rotation.

import type { MealCategory } from '../generated/prisma/client.ts';

export interface MenuMeal {
  id: number;
  category: MealCategory;
  /** Meals whose ingredients are still "coming soon" are not featured. */
  ingredients?: string;
}

export interface MenuEntry {
  mealId: number;
  isFeatured: boolean;
  sortOrder: number;
}

export const MENU_MIN_SIZE = 18;
export const MENU_MAX_SIZE = 24;
export const FEATURED_PER_WEEK = 3;

const categoryOrder: MealCategory[] = ['main', 'breakfast', 'lunch', 'dinner', 'snack', 'dessert'];

/**
 * 18-24 meals for the week starting `weekStart`: at least one of every
 * category present in the catalogue, the rest drawn at random; three mains
 * (with their ingredients listed) are featured and listed first, then the
 * menu runs mains, breakfast, lunch, dinner, snacks, desserts.
 */
export function buildWeekMenu(meals: MenuMeal[], weekStart: Date): MenuEntry[] {
  const weekNumber = Math.floor(weekStart.getTime() / (7 * 86_400_000));
  const random = mulberry32(weekNumber);
  const shuffled = shuffle(meals, random);
  const size = Math.min(meals.length, MENU_MIN_SIZE + (weekNumber % (MENU_MAX_SIZE - MENU_MIN_SIZE + 1)));

  const picked = new Set<MenuMeal>();
  for (const category of categoryOrder.slice(1)) {
    const first = shuffled.find((m) => m.category === category);
    if (first) picked.add(first);
  }
  for (const meal of shuffled) {
    if (picked.size >= size) break;
    picked.add(meal);
  }

  const chosen = shuffled.filter((m) => picked.has(m));
  const featured = chosen.filter((m) => m.category === 'main' && m.ingredients !== '').slice(0, FEATURED_PER_WEEK);
  const rest = chosen
    .filter((m) => !featured.includes(m))
    .sort((a, b) => categoryOrder.indexOf(a.category) - categoryOrder.indexOf(b.category));

  return [...featured, ...rest].map((meal, sortOrder) => ({
    mealId: meal.id,
    isFeatured: featured.includes(meal),
    sortOrder,
  }));
}

export function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A small seeded PRNG (mulberry32): deterministic, good enough for a demo (menus, the demo order book). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
