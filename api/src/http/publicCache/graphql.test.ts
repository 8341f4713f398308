import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { createCustomer } from '../../../test/factories.ts';
import { publicFields } from './publicFields.ts';
import { privateCoordinates, unknownPublicFields } from './graphql.ts';
import { schema } from '../../graphql/schema.ts';

type CacheMeta = { hit?: boolean; didCache?: boolean } | undefined;
const cacheOf = (answer: { extensions?: Record<string, unknown> }): CacheMeta =>
  answer.extensions?.responseCache as CacheMeta;

describe('which answers the shared cache may keep', () => {
  it('declares only fields the schema has', () => {
    expect(unknownPublicFields(schema)).toEqual([]);
  });

  it('treats a field as private until it is declared public', () => {
    const grown = buildSchema(`
      type Query { meals: [Meal!]! }
      type Meal { id: ID! title: String! myRating: Int }
    `);
    const ttl = privateCoordinates(grown, { Query: ['meals'], Meal: ['id', 'title'] });
    expect(ttl['Meal.myRating']).toBe(0);
    expect(ttl['Meal.title']).toBeUndefined();
  });

  it('keeps every personal entry point private', () => {
    const ttl = privateCoordinates(schema);
    for (const coordinate of [
      'Query.me',
      'Query.adminMe',
      'Query.tempMealSelection',
      'Viewer.pendingOrder',
      'Query.orderForWeek',
      'Query.node',
      'Query.nodes',
    ]) {
      expect(ttl[coordinate], coordinate).toBe(0);
    }
    expect(publicFields.Query).not.toContain('me');
  });
});

describe('the GraphQL response cache', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const post = async (query: string, headers: Record<string, string> = {}, variables?: Record<string, unknown>) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data: any; errors?: unknown[]; extensions?: Record<string, unknown> };
    return { ...body, setCookie: response.headers.getSetCookie() };
  };

  it('shares a public answer between everyone, signed in or not', async () => {
    const query = '{ neighborhoods { id name isServiced } }';
    const first = await post(query);
    expect(cacheOf(first)).toMatchObject({ didCache: true });
    const { token } = await createCustomer(server.app);
    const asCustomer = await post(query, { authorization: `Bearer ${token}` });
    expect(cacheOf(asCustomer)).toMatchObject({ hit: true });
    expect(asCustomer.data).toEqual(first.data);
  });

  /** A live week's global id and the global ids of meals on its menu. */
  const liveWeek = async (meals: number) => {
    const week = await server.app.prisma.week.findFirstOrThrow({
      where: { isSelectable: true, orderDeadline: { gt: new Date() } },
      orderBy: { startDate: 'asc' },
      include: { menu: { where: { isAvailable: true }, take: meals } },
    });
    return {
      weekId: Buffer.from(`Week:${week.id}`).toString('base64'),
      mealIds: week.menu.map((item) => Buffer.from(`Meal:${item.mealId}`).toString('base64')),
    };
  };

  it("never serves a visitor's temporary selection to a visitor without the cookie (regression)", async () => {
    const { weekId, mealIds } = await liveWeek(1);
    const saved = await post(
      'mutation($input: TempMealSelectionSaveInput!) { tempMealSelectionSave(input: $input) { __typename } }',
      {},
      {
        input: {
          weekId,
          mealCount: 5,
          portionSize: 'standard',
          deliverySlot: 'morning',
          selectedMeals: [{ mealId: mealIds[0], portionSize: 'standard' }],
        },
      },
    );
    expect(saved.data.tempMealSelectionSave.__typename).toBe('TempMealSelectionSavePayload');
    const visitorCookie = saved.setCookie.find((cookie) => cookie.startsWith('mb_visitor='))!.split(';')[0]!;

    const query = '{ tempMealSelection { mealCount selectedMeals { meal { title } } } }';
    const own = await post(query, { cookie: visitorCookie });
    expect(own.data.tempMealSelection.mealCount).toBe(5);
    const stranger = await post(query);
    expect(stranger.data.tempMealSelection).toBeNull();
    expect(cacheOf(stranger)?.hit).not.toBe(true);
  });

  it('reads nothing from the cache for a logged-out bearer token (regression)', async () => {
    const { token } = await createCustomer(server.app);
    const bearer = { authorization: `Bearer ${token}` };
    const { weekId, mealIds } = await liveWeek(4);
    const created = await post(
      'mutation($input: OrderCreateInput!) { orderCreate(input: $input) { __typename } }',
      bearer,
      {
        input: {
          weekId,
          mealCount: 4,
          defaultPortionSize: 'standard',
          deliverySlot: 'morning',
          items: mealIds.map((mealId) => ({ mealId, portionSize: 'standard' })),
        },
      },
    );
    expect(created.data.orderCreate.__typename).toBe('OrderCreatePayload');

    const query = '{ viewer { pendingOrder { id mealCount } } }';
    const before = await post(query, bearer);
    expect(before.data.viewer.pendingOrder.mealCount).toBe(4);
    await post('mutation { customerLogout { success } }', bearer);
    const after = await post(query, bearer);
    expect(after.data?.viewer?.pendingOrder ?? null).toBeNull();
    expect(cacheOf(after)?.hit).not.toBe(true);
  });

  it('keeps a document with one personal field out of the shared cache, whatever its aliases or fragments', async () => {
    const { token } = await createCustomer(server.app);
    const documents = [
      '{ faqs { id question } me { email } }',
      '{ faqs { id question } hidden: me { email } }',
      'query { faqs { id } ...Who } fragment Who on Query { me { email } }',
      '{ faqs { id } tempMealSelection { mealCount } }',
    ];
    for (const document of documents) {
      const first = await post(document, { authorization: `Bearer ${token}` });
      // Not even offered to the cache (the plugin is off for it): no `didCache: true`.
      expect(cacheOf(first)?.didCache, document).not.toBe(true);
      const again = await post(document, { authorization: `Bearer ${token}` });
      expect(cacheOf(again)?.hit, document).not.toBe(true);
      const anonymous = await post(document);
      expect(cacheOf(anonymous)?.hit, document).not.toBe(true);
      expect(JSON.stringify(anonymous.data), document).not.toContain('@example.com');
    }
  });

  it('drops exactly the answers that showed a changed entity, and is reachable on the server', async () => {
    const carousel = '{ carouselMeals { id name } }';
    const faqs = '{ faqs { id question } }';
    await post(carousel);
    await post(faqs);
    expect(cacheOf(await post(carousel))).toMatchObject({ hit: true });
    const first = await server.app.prisma.carouselMeal.findFirstOrThrow({
      where: { isActive: true },
      orderBy: { displayOrder: 'asc' },
    });

    server.publicAnswers.invalidate([{ typename: 'CarouselMeal', id: first.id }]);
    expect(cacheOf(await post(carousel))).toMatchObject({ hit: false });
    expect(cacheOf(await post(faqs))).toMatchObject({ hit: true });

    // A whole type (a row added): every answer that showed one.
    server.publicAnswers.invalidate([{ typename: 'Faq' }]);
    expect(cacheOf(await post(faqs))).toMatchObject({ hit: false });
    expect(cacheOf(await post(faqs))).toMatchObject({ hit: true });

    // What services do after a commit: announce the change; the cache listens.
    await server.app.publicChanges.publish([{ typename: 'Faq' }]);
    expect(cacheOf(await post(faqs))).toMatchObject({ hit: false });
    expect(cacheOf(await post(carousel))).toMatchObject({ hit: true });
  });
});
