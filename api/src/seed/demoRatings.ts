// The demo's ratings: written only after the demo order book (SEED_DEMO_ORDERS), and only for
// its delivered orders, so a demo without deliveries has none. Deterministic (a seeded PRNG): each
// meal has a "true" quality from its id, each rating scatters around it, so the back office's best
// and worst lists and /meals' averages (5 ratings or more) have something real to show. A rating
// is given a day or two after the delivery, never after `now`.

import type { Db } from '../db/client.ts';

const DAY = 86_400_000;

/** Short comments, as customers write them; most ratings have none. */
const COMMENTS: Record<number, string[]> = {
  5: ['Delicious, we will order it again.', 'Perfectly spiced.', 'The best meal of the week.'],
  4: ['Very good, generous portion.', 'Tasty, a little salty.'],
  3: ['Fine, nothing special.', 'Good taste but it arrived a bit dry.'],
  2: ['Too oily for us.', 'The sauce was bland.'],
  1: ['Did not like it at all.'],
};

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rates about 60 % of the meals of each delivered order; answers how many ratings it wrote. */
export async function writeDemoRatings(tx: Db, now: Date): Promise<number> {
  const random = mulberry32(24_030_001);
  const orders = await tx.order.findMany({
    where: { delivered: true, deliveredAt: { not: null } },
    select: { id: true, deliveredAt: true, items: { select: { mealId: true }, orderBy: { id: 'asc' } } },
    orderBy: { id: 'asc' },
  });
  const rows = orders.flatMap((order) =>
    [...new Set(order.items.map((item) => item.mealId))].flatMap((mealId) => {
      if (random() >= 0.6) return [];
      // A meal's quality from 2.4 to 4.8 stars (its id decides), each rating within ±1.5 of it.
      const quality = 2.4 + ((mealId * 37) % 25) / 10;
      const stars = Math.min(5, Math.max(1, Math.round(quality + (random() - 0.5) * 3)));
      const choices = COMMENTS[stars]!;
      const comment = random() < 0.3 ? choices[Math.floor(random() * choices.length)]! : '';
      const at = new Date(Math.min(order.deliveredAt!.getTime() + (0.5 + random() * 1.5) * DAY, now.getTime()));
      return [{ orderId: order.id, mealId, stars, comment, createdAt: at, updatedAt: at }];
    }),
  );
  if (rows.length > 0) await tx.mealRating.createMany({ data: rows });
  return rows.length;
}
