import { PrismaPg } from '@prisma/adapter-pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrismaClient } from '../../generated/prisma/client.ts';
import { startTestServer, testDatabaseUrl, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MEALS_PAGE = `query($first: Int, $after: String, $search: String, $category: MealCategory) {
  meals(first: $first, after: $after, search: $search, category: $category) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id databaseId title category categoryLabel tags ingredients imageUrl
      standard { calories protein } large { calories protein } } }
  }
}`;

describe('public REST reads', () => {
  it('lists the week in progress and the weeks ahead with labels, dates and liveness', async () => {
    const { status, body, headers } = await server.rest('GET', '/api/weeks');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(8);
    expect(body[0]).toMatchObject({
      id: expect.any(Number),
      label: expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}-[A-Z][a-z]{2} \d{1,2}, \d{4}$/),
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      isSelectable: true,
    });
    expect(body.some((week: { isLive: boolean }) => week.isLive)).toBe(true);
    expect(headers.get('cache-control')).toMatch(/public/);
  });

  it('answers unknown ids with 404 and a message', async () => {
    for (const path of [
      '/api/weeks/999999',
      '/api/weeks/abc',
      '/api/menu/999999',
      '/api/menu/-1',
      '/api/nothing-here',
    ]) {
      const answer = await server.rest('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.message, path).toEqual(expect.any(String));
    }
  });

  it('serves the current week menu with nutrition fallbacks applied', async () => {
    const { status, body } = await server.rest('GET', '/api/menu/current');
    expect(status).toBe(200);
    expect(body.meals.length).toBeGreaterThanOrEqual(18);
    const week = await server.rest('GET', `/api/weeks/${body.weekId}`);
    expect(week.body.isLive).toBe(true);
    for (const meal of body.meals) {
      expect(meal.caloriesLarge).toEqual(expect.any(Number));
      expect(meal.proteinLarge).toEqual(expect.any(Number));
    }
  });

  it('computes large nutrition as 1.5 × standard, rounded, when a meal has none', async () => {
    const meal = await server.app.prisma.meal.findFirstOrThrow({ where: { caloriesLarge: null } });
    const { body } = await server.rest('GET', '/api/meals');
    const listed = body.find((m: { id: number }) => m.id === meal.id);
    expect(listed.caloriesLarge).toBe(Math.round(meal.calories * 1.5));
    expect(listed.proteinLarge).toBe(Math.round(meal.protein * 1.5));
  });

  it('searches meals by title, ingredient and tag, and filters by category', async () => {
    const all = (await server.rest('GET', '/api/meals')).body;
    expect(all.length).toBe(40);
    const koshari = (await server.rest('GET', '/api/meals?search=KOSHARI')).body;
    expect(koshari.map((m: { title: string }) => m.title)).toContain('Koshari with Lentils');
    const vegetarian = (await server.rest('GET', '/api/meals?search=vegetarian')).body;
    expect(vegetarian.length).toBeGreaterThan(0);
    const desserts = (await server.rest('GET', '/api/meals?category=dessert')).body;
    expect(desserts.length).toBeGreaterThan(0);
    expect(desserts.every((m: { categoryKey: string }) => m.categoryKey === 'dessert')).toBe(true);
    expect((await server.rest('GET', '/api/meals?search=%25')).body).toEqual([]);
  });

  it('gives pricing configs and per-meal-count prices in whole pounds', async () => {
    const { body } = await server.rest('GET', '/api/pricing');
    expect(body.pricingConfigs).toContainEqual(
      expect.objectContaining({ configType: 'meal_bundle', configKey: '4_meals', price: 249 }),
    );
    expect(body.pricePerMealCount['6']).toEqual({ standard: 239, large: 338, standardWeekly: 1434, largeWeekly: 2028 });
    expect(body.pricePerMealCount['10'].standardWeekly).toBe(1990);
  });

  it('serves neighbourhoods and landing content', async () => {
    const neighborhoods = (await server.rest('GET', '/api/neighborhoods')).body;
    expect(neighborhoods.some((n: { isServiced: boolean }) => !n.isServiced)).toBe(true);
    expect(new Set(neighborhoods.map((n: { city: string }) => n.city))).toEqual(new Set(['Cairo', 'Giza']));
    expect((await server.rest('GET', '/api/landing/hero')).body.ctaText).toBe('Get Started');
    expect((await server.rest('GET', '/api/landing/carousel-meals')).body.length).toBeGreaterThan(0);
    const faqs = (await server.rest('GET', '/api/landing/faqs')).body;
    expect(faqs.map((f: { displayOrder: number }) => f.displayOrder)).toEqual(
      [...faqs.map((f: { displayOrder: number }) => f.displayOrder)].sort((a, b) => a - b),
    );
  });

  it('revalidates public reads with ETags', async () => {
    const first = await server.rest('GET', '/api/meals');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}/api/meals`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });
});

describe('GraphQL catalogue', () => {
  it('pages through the catalogue with cursors and a total', async () => {
    const first = await server.gql(MEALS_PAGE, { first: 5 });
    expect(first.errors).toBeUndefined();
    const page1 = first.data.meals;
    expect(page1.totalCount).toBe(40);
    expect(page1.edges).toHaveLength(5);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await server.gql(MEALS_PAGE, { first: 5, after: page1.pageInfo.endCursor })).data.meals;
    const ids = [...page1.edges, ...page2.edges].map((e: { node: { id: string } }) => e.node.id);
    expect(new Set(ids).size).toBe(10);
    const titles = [...page1.edges, ...page2.edges].map((e: { node: { title: string } }) => e.node.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('rejects page sizes outside 0..100', async () => {
    for (const first of [101, -1]) {
      const answer = await server.gql(MEALS_PAGE, { first });
      expect(answer.data?.meals ?? null).toBeNull();
      expect(answer.errors?.[0]?.message).toMatch(/at (most 100|least 0)/);
    }
    const max = await server.gql(MEALS_PAGE, { first: 100 });
    expect(max.data.meals.edges).toHaveLength(40);
  });

  it('matches REST search results and counts, with ingredients as a list', async () => {
    const gql = (await server.gql(MEALS_PAGE, { first: 100, search: 'chicken' })).data.meals;
    const rest = (await server.rest('GET', '/api/meals?search=chicken')).body;
    expect(gql.totalCount).toBe(rest.length);
    expect(gql.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId).sort()).toEqual(
      rest.map((m: { id: number }) => m.id).sort(),
    );
    const withIngredients = gql.edges.find((e: { node: { ingredients: string[] } }) => e.node.ingredients.length > 0);
    expect(withIngredients.node.ingredients.every((i: string) => i === i.trim() && i.length > 0)).toBe(true);
  });

  it('lists only categories that have meals, with labels', async () => {
    const { data } = await server.gql('{ mealCategories { value label } }');
    expect(data.mealCategories[0]).toEqual({ value: 'main', label: 'Main Dishes' });
    expect(data.mealCategories.length).toBe(6);
  });

  it('resolves meals by global id and answers null for unknown ones', async () => {
    const page = (await server.gql(MEALS_PAGE, { first: 1 })).data.meals;
    const id = page.edges[0].node.id;
    const found = await server.gql('query($id: ID!) { node(id: $id) { ... on Meal { title } } }', { id });
    expect(found.data.node.title).toBe(page.edges[0].node.title);
    const missing = await server.gql('query($id: ID!) { node(id: $id) { id } }', {
      id: Buffer.from('Meal:999999').toString('base64'),
    });
    expect(missing.data.node).toBeNull();
  });

  it('exposes weeks with isLive and a menu, and "current"', async () => {
    const { data } = await server.gql(`{
      weeks(liveOnly: true) { databaseId isLive label }
      week(ref: "current") { databaseId isLive menu { isFeatured meal { title } } }
      pricing { plans { mealCount largeWeekly { pounds formatted } } }
    }`);
    expect(data.weeks.length).toBeGreaterThan(0);
    expect(data.weeks.every((w: { isLive: boolean }) => w.isLive)).toBe(true);
    expect(data.week.databaseId).toBe(data.weeks[0].databaseId);
    expect(data.week.menu.length).toBeGreaterThanOrEqual(18);
    const six = data.pricing.plans.find((p: { mealCount: number }) => p.mealCount === 6);
    expect(six.largeWeekly).toEqual({ pounds: 2028, formatted: 'EGP 2,028' });
  });
});

describe('live weeks', () => {
  // The live window is computed once (weekRules.liveWindow); the database applies it for
  // `liveOnly` and "current", isWeekLive applies it to each week's `isLive`: they must agree,
  // also on either side of a deadline.
  async function agree() {
    // A query text of its own each time: the response cache must not answer across clock moves.
    const { data } = await server.gql(`query q${Date.now()}${Math.round(Math.random() * 1e9)} {
      all: weeks { databaseId isLive orderDeadline }
      live: weeks(liveOnly: true) { databaseId }
      current: week(ref: "current") { databaseId }
    }`);
    const live = data.all.filter((w: { isLive: boolean }) => w.isLive).map((w: { databaseId: number }) => w.databaseId);
    expect(data.live.map((w: { databaseId: number }) => w.databaseId)).toEqual(live);
    if (live.length > 0) expect(data.current.databaseId).toBe(live[0]);
    return data.all as { databaseId: number; isLive: boolean; orderDeadline: string }[];
  }

  it('liveOnly and "current" pick exactly the weeks whose isLive is true, either side of a deadline', async () => {
    const weeks = await agree();
    const first = weeks.find((w) => w.isLive)!;
    try {
      server.clock.set(new Date(new Date(first.orderDeadline).getTime() - 1000));
      expect((await agree()).find((w) => w.databaseId === first.databaseId)!.isLive).toBe(true);
      server.clock.set(new Date(new Date(first.orderDeadline).getTime() + 1000));
      expect((await agree()).find((w) => w.databaseId === first.databaseId)!.isLive).toBe(false);
    } finally {
      server.clock.reset();
    }
  });
});

describe('query cost', () => {
  it('loads a meals page with nested fields in a fixed number of SQL statements, whatever its size', async () => {
    const url = testDatabaseUrl();
    if (!url) return expect.fail('needs the run database');
    const counting = new PrismaClient({
      adapter: new PrismaPg({ connectionString: url }),
      log: [{ emit: 'event', level: 'query' }],
    });
    const statements: string[] = [];
    counting.$on('query', (event) => statements.push(event.query));
    const original = server.app.prisma;
    server.app.prisma = counting;
    try {
      const counts: number[] = [];
      for (const first of [2, 10, 40]) {
        statements.length = 0;
        // Each page size is a distinct request, so the response cache cannot answer it.
        const answer = await server.gql(MEALS_PAGE, { first, search: 'a' });
        expect(answer.errors).toBeUndefined();
        counts.push(statements.filter((sql) => !/^(BEGIN|COMMIT|DEALLOCATE)/i.test(sql)).length);
      }
      expect(counts[0]).toBeGreaterThan(0);
      expect(new Set(counts).size).toBe(1);
    } finally {
      server.app.prisma = original;
      await counting.$disconnect();
    }
  });
});
