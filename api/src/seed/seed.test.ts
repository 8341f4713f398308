import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../../test/postgres.ts';
import { openDatabase, type Database } from '../db/client.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { defaultWeekRules, ensureWeeks, isWeekLive, weekWindowsFrom } from '../modules/catalog/index.ts';
import { demoMeals } from './meals.ts';
import { MENU_MAX_SIZE, MENU_MIN_SIZE } from './menus.ts';
import { DEMO_SUPER_ADMIN, seedDemo } from './seed.ts';

// A Monday in September 2025, 09:00 Cairo.
const now = new Date('2025-09-08T06:00:00Z');
const expectedWeeks = defaultWeekRules.weeksAhead + 1;

async function rowCounts(prisma: PrismaClient) {
  return {
    meals: await prisma.meal.count(),
    weeks: await prisma.week.count(),
    menuItems: await prisma.weekMenuItem.count(),
    neighborhoods: await prisma.neighborhood.count(),
    invitationCodes: await prisma.invitationCode.count(),
    pricingConfigs: await prisma.pricingConfig.count(),
    heroes: await prisma.landingHero.count(),
    carouselMeals: await prisma.carouselMeal.count(),
    faqs: await prisma.faq.count(),
    admins: await prisma.admin.count(),
  };
}

describe('seedDemo on an empty database (PGlite)', () => {
  let db: Database;
  let first: { seeded: boolean };

  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    first = await seedDemo(db.prisma, { now });
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  it('reports that it seeded', () => {
    expect(first).toEqual({ seeded: true });
  });

  it('writes the catalogue', async () => {
    const meals = await db.prisma.meal.findMany();
    expect(meals).toHaveLength(demoMeals.length);
    expect(meals.length).toBeGreaterThanOrEqual(38);
    expect(new Set(meals.map((m) => m.category))).toEqual(
      new Set(['main', 'breakfast', 'lunch', 'dinner', 'snack', 'dessert']),
    );
    expect(meals.filter((m) => m.category === 'main').length).toBeGreaterThan(meals.length / 2);
    expect(meals.filter((m) => m.ingredients === '')).toHaveLength(3);
    expect(meals.filter((m) => m.caloriesLarge === null && m.proteinLarge === null).length).toBeGreaterThanOrEqual(2);
    for (const meal of meals) {
      expect(meal.description.length).toBeGreaterThan(40);
      expect(meal.tags.length).toBeGreaterThanOrEqual(2);
      expect(meal.tags.length).toBeLessThanOrEqual(6);
      expect(meal.imageUrl).toBe(`/images/meals/${meal.category}.svg`);
      if (meal.category === 'main') {
        expect(meal.calories).toBeGreaterThanOrEqual(500);
        expect(meal.calories).toBeLessThanOrEqual(600);
      }
      if (meal.caloriesLarge !== null) expect(meal.caloriesLarge).toBeGreaterThan(meal.calories);
      if (meal.proteinLarge !== null) expect(meal.proteinLarge).toBeGreaterThan(meal.protein);
    }
    expect(new Set(meals.map((m) => m.title)).size).toBe(meals.length);
  });

  it('generates the weeks from now with a varied menu each', async () => {
    const weeks = await db.prisma.week.findMany({
      orderBy: { startDate: 'asc' },
      include: { menu: { include: { meal: { select: { category: true, ingredients: true } } } } },
    });
    const windows = weekWindowsFrom(now, defaultWeekRules);
    expect(weeks).toHaveLength(expectedWeeks);
    expect(weeks.map((w) => w.startDate.toISOString())).toEqual(windows.map((w) => w.startDate.toISOString()));
    expect(weeks[0]!.label).toBe('Sep 5-Sep 11, 2025');
    expect(weeks[0]!.orderDeadline.toISOString()).toBe('2025-09-02T20:59:00.000Z');
    expect(weeks.filter((w) => isWeekLive(w, now, defaultWeekRules)).map((w) => w.label)).toEqual([
      'Sep 12-Sep 18, 2025',
      'Sep 19-Sep 25, 2025',
      'Sep 26-Oct 2, 2025',
      'Oct 3-Oct 9, 2025',
    ]);

    const menus = weeks.map((w) => [...w.menu].sort((a, b) => a.sortOrder - b.sortOrder));
    for (const menu of menus) {
      expect(menu.length).toBeGreaterThanOrEqual(MENU_MIN_SIZE);
      expect(menu.length).toBeLessThanOrEqual(MENU_MAX_SIZE);
      expect(menu.map((m) => m.sortOrder)).toEqual(menu.map((_, i) => i));
      expect(menu.filter((m) => m.isFeatured)).toHaveLength(3);
      expect(menu.slice(0, 3).every((m) => m.isFeatured)).toBe(true);
      expect(
        menu.filter((m) => m.isFeatured).every((m) => m.meal.category === 'main' && m.meal.ingredients !== ''),
      ).toBe(true);
      expect(new Set(menu.map((m) => m.meal.category)).size).toBe(6);
      expect(menu.every((m) => m.isAvailable)).toBe(true);
    }
    const signatures = new Set(
      menus.map((menu) =>
        menu
          .map((m) => m.mealId)
          .sort((a, b) => a - b)
          .join(','),
      ),
    );
    expect(signatures.size).toBe(menus.length);
  });

  it('writes delivery areas, invitation codes and prices', async () => {
    const areas = await db.prisma.neighborhood.findMany();
    expect(areas.length).toBeGreaterThanOrEqual(14);
    expect(new Set(areas.map((a) => a.city))).toEqual(new Set(['Cairo', 'Giza']));
    expect(areas.filter((a) => !a.isServiced).length).toBeGreaterThanOrEqual(4);
    expect(areas.find((a) => a.name === 'Zamalek')?.isServiced).toBe(true);

    const codes = Object.fromEntries((await db.prisma.invitationCode.findMany()).map((c) => [c.code, c]));
    expect(codes.WELCOME10).toMatchObject({ isActive: true, maxUses: 100, currentUses: 0 });
    expect(codes.FRIENDS).toMatchObject({ isActive: true, maxUses: null });
    expect(codes.CAIRO2026).toMatchObject({ isActive: true, maxUses: 10 });
    const all = Object.values(codes);
    expect(all.some((c) => !c.isActive)).toBe(true);
    expect(all.some((c) => c.isActive && c.maxUses !== null && c.currentUses >= c.maxUses)).toBe(true);

    const prices = Object.fromEntries(
      (await db.prisma.pricingConfig.findMany()).map((p) => [`${p.configType}/${p.configKey}`, p.pricePiasters]),
    );
    expect(prices).toMatchObject({
      'meal_bundle/4_meals': 24900,
      'meal_bundle/5_meals': 23900,
      'meal_bundle/6_meals': 23900,
      'meal_bundle/7_meals': 21900,
      'meal_bundle/9_meals': 21900,
      'meal_bundle/10_meals': 19900,
      'meal_bundle/15_meals': 19900,
      'meal_addon/large_meal_addon': 9900,
      'delivery/base_delivery': 0,
      'delivery/express_delivery': 3000,
    });
    expect(Object.keys(prices).filter((k) => k.startsWith('meal_bundle/'))).toHaveLength(12);
  });

  it('writes the landing content', async () => {
    const heroes = await db.prisma.landingHero.findMany();
    expect(heroes).toHaveLength(1);
    expect(heroes[0]).toMatchObject({ ctaText: 'Get Started', ctaUrl: '/', isActive: true });
    const carousel = await db.prisma.carouselMeal.findMany({ orderBy: { displayOrder: 'asc' } });
    expect(carousel).toHaveLength(6);
    expect(carousel.every((c) => c.imageUrl.startsWith('/images/meals/') && c.description !== '')).toBe(true);
    const faqs = await db.prisma.faq.findMany({ orderBy: { displayOrder: 'asc' } });
    expect(faqs.length).toBeGreaterThanOrEqual(6);
    expect(faqs.map((f) => f.displayOrder)).toEqual(faqs.map((_, i) => i));
    expect(faqs.some((f) => f.answer.includes('Tuesday') && f.answer.includes('23:59'))).toBe(true);
    expect(faqs.some((f) => f.answer.includes('InstaPay'))).toBe(true);
  });

  it('creates the super admin with an argon2id hash of the documented password', async () => {
    const admin = await db.prisma.admin.findUniqueOrThrow({ where: { username: DEMO_SUPER_ADMIN.username } });
    expect(admin).toMatchObject({ email: DEMO_SUPER_ADMIN.email, role: 'super_admin' });
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(admin.passwordHash, DEMO_SUPER_ADMIN.password)).toBe(true);
    expect(await verify(admin.passwordHash, 'wrong-password')).toBe(false);
  });

  it('changes nothing when run again', async () => {
    const before = await rowCounts(db.prisma);
    expect(await seedDemo(db.prisma, { now })).toEqual({ seeded: false });
    // Even weeks later: the seed does not run again (the week job adds weeks).
    expect(await seedDemo(db.prisma, { now: new Date('2025-11-01T06:00:00Z') })).toEqual({ seeded: false });
    expect(await rowCounts(db.prisma)).toEqual(before);
  });
});

describe('seedDemo', () => {
  it('leaves a database with an admin alone', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      await db.prisma.admin.create({ data: { username: 'ops', email: 'ops@example.com', passwordHash: 'x' } });
      expect(await seedDemo(db.prisma, { now })).toEqual({ seeded: false });
      expect(await db.prisma.meal.count()).toBe(0);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('gives weeks generated before the seed a menu too', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      expect(await ensureWeeks(db.prisma, now)).toHaveLength(expectedWeeks);
      expect(await seedDemo(db.prisma, { now })).toEqual({ seeded: true });
      const weeks = await db.prisma.week.findMany({ include: { _count: { select: { menu: true } } } });
      expect(weeks).toHaveLength(expectedWeeks);
      expect(weeks.every((w) => w._count.menu >= MENU_MIN_SIZE)).toBe(true);
    } finally {
      await db.close();
    }
  }, 60_000);
});

describe('seedDemo on PostgreSQL, concurrently', () => {
  let temp: TempDatabase | null = null;
  const replicas: Database[] = [];

  beforeAll(async () => {
    temp = await createTempDatabase('seed_test');
  }, 30_000);
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.close()));
    await temp?.drop();
  });

  it('lets exactly one of several replicas write the demo', async (ctx) => {
    if (!temp) return ctx.skip('PostgreSQL is not reachable on 127.0.0.1:5432');
    // Separate clients (separate pools), as separate server processes would have.
    replicas.push(await openDatabase({ databaseUrl: temp.url }));
    for (let i = 1; i < 4; i++) replicas.push(await openDatabase({ databaseUrl: temp.url, migrate: false }));

    const results = await Promise.all(replicas.map((r) => seedDemo(r.prisma, { now })));
    expect(results.filter((r) => r.seeded)).toHaveLength(1);

    const counts = await rowCounts(replicas[0]!.prisma);
    expect(counts).toMatchObject({
      meals: demoMeals.length,
      weeks: expectedWeeks,
      admins: 1,
      heroes: 1,
      carouselMeals: 6,
      pricingConfigs: 15,
    });
    expect(counts.menuItems).toBeGreaterThanOrEqual(expectedWeeks * MENU_MIN_SIZE);

    // And once more, all at the same time: nothing changes.
    const again = await Promise.all(replicas.map((r) => seedDemo(r.prisma, { now })));
    expect(again.every((r) => !r.seeded)).toBe(true);
    expect(await rowCounts(replicas[0]!.prisma)).toEqual(counts);
  }, 120_000);
});
