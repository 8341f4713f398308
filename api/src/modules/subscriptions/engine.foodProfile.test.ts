// The chef's choice that knows the customer, on a database of its own: the test clock
// runs four weeks for three subscribers (one avoids gluten and sesame and dislikes okra, one
// vegetarian, one with no profile). No pick ever breaks a profile (checked against the shared
// rule, foodConflicts, not the SQL), meals had in the last two weeks are avoided while others
// fit, the reasons reach the e-mail, and the week where nothing fits is flagged, mailed and not
// charged.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/factories.ts';
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

    const avoider = await subscriber({ avoidAllergens: ['gluten', 'sesame'], dislikedIngredients: [' Okra '] });
    const vegetarian = await subscriber({ followDiets: ['vegetarian'] });
    const anyone = await subscriber(null);
    const customers = [avoider, vegetarian, anyone];
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
