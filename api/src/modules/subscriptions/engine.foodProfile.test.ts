// The chef's choice that knows the customer, on a database of its own: the test clock
// runs four weeks for three subscribers (one avoids gluten and sesame and dislikes okra, one
// vegetarian, one with no profile). No pick ever breaks a profile (checked against the shared
// rule, foodConflicts, not the SQL), meals had in the last two weeks are avoided while others
// fit, the reasons reach the e-mail, and the week where nothing fits is flagged, mailed and not
// charged. A fourth subscriber's ratings steer the picks: their 5-star meal comes back, a meal
// rated 1–2 is not picked while others fit.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createOrder } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { mailsTo } from '../../../test/mail.ts';
import { createTempDatabase, type TempDatabase } from '../../../test/postgres.ts';
import type { Meal, Week } from '../../generated/prisma/client.ts';
import { registerJobs } from '../../jobs.ts';
import { SIMULATOR_TEST_TOKENS } from '../../lib/paymob/index.ts';
import { SIMULATOR_CONFIG } from '../../../test/paymobSimulator.ts';
import { foodConflicts } from '../../shared/rules.ts';
import { weekIsLive } from '../catalog/index.ts';
import { ENGINE_JOB, ensureSubscriptionOrders } from './index.ts';

let temp: TempDatabase | null;
let server: TestServer;
const HOUR = 3_600_000;

beforeAll(async () => {
  temp = await createTempDatabase('engine_food');
  if (!temp) return;
  server = await startTestServer({ ...SIMULATOR_CONFIG, DATABASE_URL: temp.url }, { ownPublicUrl: true });
  registerJobs(server.app);
  await server.app.jobs.start();
}, 120_000);

afterAll(async () => {
  await server?.close();
  await temp?.drop();
});

const at = (date: Date, offsetMs: number) => new Date(date.getTime() + offsetMs);

async function runAt(date: Date) {
  server.clock.set(date);
  await server.app.jobs.enqueue(ENGINE_JOB, {}, { key: `test:${date.toISOString()}`, runAt: date });
  return server.app.jobs.runDue();
}

async function fourLiveWeeks(): Promise<Week[]> {
  const live = async () =>
    (await server.app.prisma.week.findMany({ orderBy: { startDate: 'asc' } })).filter((w) => weekIsLive(server.app, w));
  const weeks = await live();
  if (weeks.length >= 4) return weeks.slice(0, 4);
  const next = await server.app.prisma.week.findFirstOrThrow({
    where: { startDate: { gt: server.clock.now() } },
    orderBy: { startDate: 'asc' },
  });
  server.clock.set(at(next.startDate, 12 * HOUR));
  return (await live()).slice(0, 4);
}

async function subscriber(profile: Record<string, string[]> | null) {
  const made = await createCustomer(server.app);
  await server.app.prisma.customer.update({
    where: { id: made.customer.id },
    data: { userType: 'subscriber', name: 'Mona Hassan', phone: '+201001234567' },
  });
  const card = await server.app.prisma.savedCard.create({
    data: {
      customerId: made.customer.id,
      token: `${SIMULATOR_TEST_TOKENS.approved}-${made.customer.id}`,
      maskedPan: 'xxxx-xxxx-xxxx-2346',
      cardBrand: 'MasterCard',
      isDefault: true,
    },
  });
  await server.app.prisma.subscription.create({
    data: { customerId: made.customer.id, mealCount: 4, portionSize: 'standard', savedCardId: card.id },
  });
  if (profile) {
    const saved = await server.rest('PUT', '/api/user/food-profile', profile, { token: made.token });
    expect(saved.status).toBe(200);
  }
  await ensureSubscriptionOrders(server.app, { customerId: made.customer.id });
  return made;
}

describe("the chef's choice over four weeks, three profiles", () => {
  it('never breaks a profile, avoids repeats, explains its picks, and does not charge a week nothing fits', async (ctx) => {
    if (!temp) return ctx.skip('PostgreSQL is not reachable');
    const weeks = await fourLiveWeeks();
    expect(weeks).toHaveLength(4);
    const meals = await server.app.prisma.meal.findMany();
    const byTitle = (title: string): Meal => {
      const meal = meals.find((m) => m.title === title);
      if (!meal) throw new Error(`no demo meal ${title}`);
      return meal;
    };
    const menus: string[][] = [
      [
        'Koshari with Lentils',
        'Kofta with Tahini',
        'Bamya with Lamb',
        'Lentil & Quinoa Power Bowl',
        "Mesa'aa with Minced Beef",
        'Harissa Chicken Cauliflower Rice Bowl',
        'Mixed Mahshi with Yoghurt',
        'Hummus with Crudités',
      ],
      [
        'Koshari with Lentils',
        'Kofta with Tahini',
        'Bamya with Lamb',
        'Lentil & Quinoa Power Bowl',
        "Mesa'aa with Minced Beef",
        'Harissa Chicken Cauliflower Rice Bowl',
        'Mixed Mahshi with Yoghurt',
        'Hummus with Crudités',
        'Lemon Herb Chicken with Roasted Vegetables',
        'Grilled Sea Bass with Lemon and Herbs',
        'Roz bel Laban with Pistachios',
        'Shrimp Tagine',
      ],
      [
        'Lentil & Quinoa Power Bowl',
        "Mesa'aa with Minced Beef",
        'Harissa Chicken Cauliflower Rice Bowl',
        'Mixed Mahshi with Yoghurt',
        'Grilled Sea Bass with Lemon and Herbs',
        'Ful Medames with Baladi Bread',
        'Shakshuka with Feta',
        'Alexandrian Liver with Peppers',
      ],
      // No vegetarian meal at all: the vegetarian's week nothing fits.
      [
        'Kofta with Tahini',
        'Bamya with Lamb',
        "Mesa'aa with Minced Beef",
        'Harissa Chicken Cauliflower Rice Bowl',
        'Lemon Herb Chicken with Roasted Vegetables',
        'Shrimp Tagine',
      ],
    ];
    for (const [i, week] of weeks.entries()) {
      await server.app.prisma.weekMenuItem.deleteMany({ where: { weekId: week.id } });
      await server.app.prisma.weekMenuItem.createMany({
        data: menus[i]!.map((title, sortOrder) => ({ weekId: week.id, mealId: byTitle(title).id, sortOrder })),
      });
    }

    // A fourth subscriber, no profile, who rated meals of an order more than two weeks ago (not
    // recent): Hummus 5 stars, Kofta 2, Koshari 1; Mahshi is well rated by five others.
    const old = at(weeks[0]!.startDate, -35 * 24 * HOUR);
    const oldWeek = await server.app.prisma.week.upsert({
      where: { startDate: old },
      update: {},
      create: {
        startDate: old,
        endDate: at(old, 6 * 24 * HOUR),
        orderDeadline: at(old, -48 * HOUR),
        deliveryDate: old,
        label: 'Old week',
      },
    });
    const rater = await subscriber(null);
    const rated = async (customerId: number, stars: Record<string, number>) => {
      const order = await createOrder(server.app, {
        customerId,
        weekId: oldWeek.id,
        mealIds: Object.keys(stars).map((title) => byTitle(title).id),
        status: 'selected',
        paymentStatus: 'confirmed',
      });
      await server.app.prisma.mealRating.createMany({
        data: Object.entries(stars).map(([title, n]) => ({ orderId: order.id, mealId: byTitle(title).id, stars: n })),
      });
    };
    await rated(rater.customer.id, { 'Hummus with Crudités': 5, 'Kofta with Tahini': 2, 'Koshari with Lentils': 1 });
    for (const stars of [5, 4, 4, 5, 4]) {
      await rated((await createCustomer(server.app)).customer.id, { 'Mixed Mahshi with Yoghurt': stars });
    }

    const avoider = await subscriber({ avoidAllergens: ['gluten', 'sesame'], dislikedIngredients: [' Okra '] });
    const vegetarian = await subscriber({ followDiets: ['vegetarian'] });
    const anyone = await subscriber(null);
    const customers = [avoider, vegetarian, anyone];
    // Referral credit: the rater's covers every week whole (no charge), anyone's EGP 100 part of one.
    const grant = (customerId: number, amount: number) =>
      server.app.prisma.$transaction([
        server.app.prisma.customer.update({
          where: { id: customerId },
          data: { creditPiasters: { increment: amount } },
        }),
        server.app.prisma.creditEntry.create({ data: { customerId, amountPiasters: amount, reason: 'referral' } }),
      ]);
    await grant(rater.customer.id, 10_000_000);
    await grant(anyone.customer.id, 10_000);
    const profiles = await server.app.prisma.customer.findMany({
      where: { id: { in: customers.map((c) => c.customer.id) } },
    });
    expect(profiles.find((p) => p.id === avoider.customer.id)?.dislikedIngredients).toEqual(['okra']);

    const eaten = new Map<number, Set<number>[]>(customers.map((c) => [c.customer.id, []]));
    for (const [i, week] of weeks.entries()) {
      await runAt(at(week.orderDeadline, 60_000));
      for (const made of customers) {
        const profile = profiles.find((p) => p.id === made.customer.id)!;
        const order = await server.app.prisma.order.findUniqueOrThrow({
          where: { customerId_weekId: { customerId: made.customer.id, weekId: week.id } },
          include: { items: { include: { meal: true } }, payments: true },
        });
        const history = eaten.get(made.customer.id)!;
        const recent = new Set([...(history[i - 1] ?? []), ...(history[i - 2] ?? [])]);
        const fitting = menus[i]!.map(byTitle).filter((meal) => foodConflicts(profile, meal).length === 0);
        if (fitting.length === 0) {
          // Nothing fits: not locked, not charged, flagged for the admin.
          expect(order).toMatchObject({ status: 'not_selected', paymentStatus: 'pending', items: [], payments: [] });
          expect(order.noFittingMealsAt).not.toBeNull();
          history.push(new Set());
          continue;
        }
        expect(order).toMatchObject({ status: 'selected', paymentStatus: 'confirmed', noFittingMealsAt: null });
        expect(order.items).toHaveLength(4);
        for (const item of order.items) expect(foodConflicts(profile, item.meal)).toEqual([]);
        // Repeats avoided: as many picks from the last two weeks as the fitting menu forces, no more.
        const fresh = fitting.filter((meal) => !recent.has(meal.id)).length;
        const repeatedFromRecent = order.items.filter((item) => recent.has(item.mealId)).length;
        expect(repeatedFromRecent).toBe(Math.max(0, 4 - fresh));
        for (const item of order.items) {
          expect(item.pickReasons.includes('not_recent')).toBe(!recent.has(item.mealId));
          expect(item.pickReasons.includes('diet:vegetarian')).toBe(made === vegetarian);
        }
        history.push(new Set(order.items.map((item) => item.mealId)));
      }
    }

    // The rater, week by week: their 5-star meal first (and the well-rated one next) while not
    // recent, a recent well-rated meal before other recent ones, a 1–2-star meal never while
    // others fit, even recent ones (week 4: Kofta is fresh but rated 2, so two recent meals come first).
    const raterPicks = [
      {
        'Hummus with Crudités': ['not_recent', 'rated:5'],
        'Mixed Mahshi with Yoghurt': ['not_recent', 'well_rated'],
        'Bamya with Lamb': ['not_recent'],
        'Lentil & Quinoa Power Bowl': ['not_recent'],
      },
      {
        "Mesa'aa with Minced Beef": ['not_recent'],
        'Harissa Chicken Cauliflower Rice Bowl': ['not_recent'],
        'Lemon Herb Chicken with Roasted Vegetables': ['not_recent'],
        'Grilled Sea Bass with Lemon and Herbs': ['not_recent'],
      },
      {
        'Ful Medames with Baladi Bread': ['not_recent'],
        'Shakshuka with Feta': ['not_recent'],
        'Alexandrian Liver with Peppers': ['not_recent'],
        'Mixed Mahshi with Yoghurt': ['well_rated'],
      },
      {
        'Bamya with Lamb': ['not_recent'],
        'Shrimp Tagine': ['not_recent'],
        "Mesa'aa with Minced Beef": [],
        'Harissa Chicken Cauliflower Rice Bowl': [],
      },
    ];
    for (const [i, week] of weeks.entries()) {
      const items = await server.app.prisma.orderItem.findMany({
        where: { order: { customerId: rater.customer.id, weekId: week.id } },
        include: { meal: true },
      });
      const picks = Object.fromEntries(items.map((item) => [item.meal.title, item.pickReasons]));
      expect(picks, `week ${i + 1}`).toEqual(raterPicks[i]);
    }
    const raterLocked = (await mailsTo(server.app, rater.email)).filter((m) => m.subject.includes('is locked'));
    expect(
      raterLocked.some((m) => m.text.includes('picked for you: not eaten in the last 2 weeks, you rated it 5 stars')),
    ).toBe(true);
    // Paid by credit whole: never charged, still told what is coming, with the credit as a line.
    expect(await server.app.prisma.payment.count({ where: { customerId: rater.customer.id } })).toBe(0);
    expect(raterLocked).toHaveLength(4);
    for (const mail of raterLocked) {
      expect(mail.text).toMatch(/Credit used: EGP [\d,]+\.\nTotal: EGP 0 charged: your credit paid it all\./);
    }
    // Part paid by credit: the credit line, then the rest charged to the card.
    const anyoneLocked = (await mailsTo(server.app, anyone.email)).filter((m) => m.subject.includes('is locked'));
    expect(anyoneLocked[0]!.text).toMatch(
      /Credit used: EGP 100\.\nTotal: EGP [\d,]+, charged to MasterCard ending 2346\./,
    );
    expect(anyoneLocked[1]!.text).not.toContain('Credit used');

    // The week nothing fits: the vegetarian is told once, in their language, and never charged.
    const w4 = weeks[3]!;
    await runAt(at(w4.orderDeadline, 2 * HOUR));
    const vegetarianMails = await mailsTo(server.app, vegetarian.email);
    expect(vegetarianMails.filter((m) => m.subject.startsWith('No meal of'))).toHaveLength(1);
    expect(vegetarianMails.find((m) => m.subject.startsWith('No meal of'))!.text).toContain(
      'your card has not been charged',
    );
    expect(await server.app.prisma.payment.count({ where: { customerId: vegetarian.customer.id } })).toBe(3);
    // The reasons reach the locked e-mail.
    const locked = vegetarianMails.filter((m) => m.subject.includes('is locked'));
    expect(locked).toHaveLength(3);
    expect(locked[0]!.text).toMatch(/chef's choice; picked for you: vegetarian, not eaten in the last 2 weeks/);
  }, 180_000);
});
