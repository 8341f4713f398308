// Every GraphQL read goes through its module's service with Pothos' `query`, so one field is one
// Prisma call: these tests record each call a request makes and fail on an N+1 or a row loaded
// twice (the way Pothos' plugin-prisma tests do).
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdmin, createCustomer } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { recordPrismaCalls, type PrismaCallRecorder } from '../../test/prismaCalls.ts';
import { mealRowsById } from '../modules/catalog/index.ts';

let server: TestServer;
let prisma: PrismaCallRecorder;
let liveWeekId: number;
let menu: number[];

const globalId = (typename: string, id: number) => Buffer.from(`${typename}:${id}`).toString('base64');
/** The response cache must not answer: every public read gets a query text of its own. */
const fresh = () => `q${randomUUID().replaceAll('-', '')}`;

beforeAll(async () => {
  // Public rows kept in memory (the catalogue's meals, the live window's weeks) stay kept for the
  // whole file, so each test's calls are the same whichever runs first.
  server = await startTestServer({ PUBLIC_CACHE_TTL_MS: '60000' });
  await mealRowsById(server.app, []);
  const { data } = await server.gql('{ weeks(liveOnly: true) { databaseId menu { meal { databaseId } } } }');
  liveWeekId = data.weeks[0].databaseId;
  menu = data.weeks[0].menu.map((item: { meal: { databaseId: number } }) => item.meal.databaseId);
  prisma = recordPrismaCalls(server.app);
});
afterEach(() => prisma.reset());
afterAll(async () => {
  prisma?.restore();
  await server?.close();
});

/** The calls a request made, without the session lookup every signed-in request starts with. */
const readsAfterSession = () => prisma.names().filter((name) => !/Session\.findUnique$/.test(name));

async function signedInCustomer() {
  const customer = await createCustomer(server.app);
  prisma.reset();
  return customer;
}

async function orderFor(token: string) {
  const items = Array.from({ length: 4 }, (_, i) => ({ mealId: menu[i]!, portionSize: 'standard' }));
  const created = await server.rest(
    'POST',
    '/api/orders',
    { weekId: liveWeekId, mealCount: 4, defaultPortionSize: 'standard', deliverySlot: 'evening', items },
    { token },
  );
  expect(created.status).toBe(200);
  prisma.reset();
  return created.body.id as number;
}

describe('auth reads', () => {
  it('me, adminMe and viewer for a visitor: null, no call, and no unused query reported', async () => {
    const warn = vi.spyOn(console, 'warn');
    try {
      // Fields with relations of their own, so each field plans a query with includes.
      const answer = await server.gql(
        '{ me { email hasUsedTrialBox } adminMe { username } viewer { name upcomingWeeks { edges { node { restriction } } } } }',
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({ me: null, adminMe: null, viewer: null });
      expect(readsAfterSession()).toEqual([]);
      expect(warn.mock.calls.flat().join(' ')).not.toMatch(/unused/);
    } finally {
      warn.mockRestore();
    }
  });

  it('me: the customer and their trial and subscription flags in one query', async () => {
    const { token } = await signedInCustomer();
    const answer = await server.gql('{ me { email hasUsedTrialBox isSubscriber } }', {}, { token });
    expect(answer.errors).toBeUndefined();
    expect(readsAfterSession()).toEqual(['customer.findUnique']);
  });

  it('adminMe: the admin in one query', async () => {
    const { username, password } = await createAdmin(server.app);
    const login = await server.gql(
      'mutation ($input: AdminLoginInput!) { adminLogin(input: $input) { ... on AdminLoginPayload { token } } }',
      { input: { username, password } },
    );
    prisma.reset();
    const answer = await server.gql('{ adminMe { username role } }', {}, { token: login.data.adminLogin.token });
    expect(answer.errors).toBeUndefined();
    expect(readsAfterSession()).toEqual(['admin.findUnique']);
  });

  it('customerLogin: the customer row is read once, with what the payload asks for', async () => {
    const { email, password } = await signedInCustomer();
    const answer = await server.gql(
      `mutation ($input: CustomerLoginInput!) {
        customerLogin(input: $input) { ... on CustomerLoginPayload { customer { email hasUsedTrialBox isSubscriber } } }
      }`,
      { input: { email, password } },
    );
    expect(answer.data.customerLogin.customer).toMatchObject({ email, hasUsedTrialBox: false, isSubscriber: false });
    expect(prisma.names()).toEqual(['customer.findUnique', 'customerSession.create']);
  });

  it('REST login reads the customer once too', async () => {
    const { email, password } = await signedInCustomer();
    const answer = await server.rest('POST', '/api/auth/login', { email, password });
    expect(answer.body.user).toMatchObject({ email, hasUsedTrialBox: false, isSubscriber: false });
    expect(prisma.names()).toEqual(['customer.findUnique', 'customerSession.create']);
  });
});

describe('catalogue reads', () => {
  it('meals: one search, one page, one count', async () => {
    const answer = await server.gql(
      `query ${fresh()} { meals(first: 5, search: "chicken") { totalCount edges { node { title standard { calories } } } } }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.meals.edges.length).toBeGreaterThan(0);
    expect(prisma.names().sort()).toEqual(['$queryRaw', 'meal.count', 'meal.findMany']);
  });

  it('weeks with their menus and meals: one query, however many weeks', async () => {
    const answer = await server.gql(`query ${fresh()} { weeks { label menu { meal { title } } } }`);
    expect(answer.data.weeks.length).toBeGreaterThan(1);
    expect(prisma.names()).toEqual(['week.findMany']);
  });

  it('week(ref: "current") with its menu: one query, the week is not loaded twice', async () => {
    const answer = await server.gql(`query ${fresh()} { week(ref: "current") { databaseId menu { meal { title } } } }`);
    expect(answer.data.week.databaseId).toBe(liveWeekId);
    expect(answer.data.week.menu.length).toBeGreaterThan(0);
    expect(prisma.names()).toEqual(['week.findFirst']);
  });

  it('week(ref: id) with its menu: one query', async () => {
    const answer = await server.gql(
      `query ${fresh()} { week(ref: "${liveWeekId}") { label menu { meal { title } } } }`,
    );
    expect(answer.data.week.menu.length).toBeGreaterThan(0);
    expect(prisma.names()).toEqual(['week.findUnique']);
  });
});

describe('ordering reads', () => {
  const ORDER_FIELDS = 'databaseId total { pounds } week { label } items { portionSize meal { title } }';

  it('the viewer with its customer and pendingOrder, the order week and meals: one query', async () => {
    const { token } = await signedInCustomer();
    const orderId = await orderFor(token);
    const answer = await server.gql(
      `{ viewer { customer { email hasUsedTrialBox } pendingOrder { ${ORDER_FIELDS} } } }`,
      {},
      { token },
    );
    expect(answer.data.viewer.customer.hasUsedTrialBox).toBe(false);
    expect(answer.data.viewer.pendingOrder.databaseId).toBe(orderId);
    expect(answer.data.viewer.pendingOrder.items).toHaveLength(4);
    // Pothos plans the customer variant and the order into the viewer's statement.
    expect(readsAfterSession()).toEqual(['customer.findUniqueOrThrow']);
  });

  it("the checkout's two quotes on the pending order: the order is not read again nor its earlier orders counted, the price table at most once (it is kept in memory)", async () => {
    const { token } = await signedInCustomer();
    await orderFor(token);
    const quote = (type: string) =>
      `${type}: checkoutQuote(orderType: ${type}) { ... on CheckoutQuote { total { piasters } } }`;
    const answer = await server.gql(
      // The items as the screen also shows them: both selections are merged into the order's read.
      `{ viewer { pendingOrder { databaseId items { portionSize meal { title } } ${quote('subscription')} ${quote('trial')} } } }`,
      {},
      { token },
    );
    expect(answer.data.viewer.pendingOrder.trial.total.piasters).toBeGreaterThan(0);
    const reads = readsAfterSession();
    expect(reads[0]).toBe('customer.findUniqueOrThrow');
    // Whether it is the first subscription order is read with the order, not counted apart.
    expect(reads.filter((name) => name.startsWith('order.'))).toEqual([]);
    expect(reads.filter((name) => name === 'pricingConfig.findMany').length).toBeLessThanOrEqual(1);
  });

  it("an order's meals come from the catalogue in memory, read again once a meal's change is announced", async () => {
    const { token } = await signedInCustomer();
    await orderFor(token);
    await server.app.publicChanges.publish([{ typename: 'Meal', id: menu[0]! }]);
    prisma.reset();
    const read = async () => {
      const answer = await server.gql(`{ viewer { pendingOrder { ${ORDER_FIELDS} } } }`, {}, { token });
      expect(answer.data.viewer.pendingOrder.items).toHaveLength(4);
      const calls = readsAfterSession();
      prisma.reset();
      return calls;
    };
    expect(await read()).toEqual(['customer.findUniqueOrThrow', 'meal.findMany']);
    expect(await read()).toEqual(['customer.findUniqueOrThrow']);
  });

  it('orderForWeek with its week and meals: one query', async () => {
    const { token } = await signedInCustomer();
    const orderId = await orderFor(token);
    const answer = await server.gql(
      `query ($weekId: ID!) { orderForWeek(weekId: $weekId) { ${ORDER_FIELDS} } }`,
      { weekId: globalId('Week', liveWeekId) },
      { token },
    );
    expect(answer.data.orderForWeek.databaseId).toBe(orderId);
    expect(readsAfterSession()).toEqual(['order.findUnique']);
  });

  it('orderCreate answers with the order it wrote, without reading it again', async () => {
    const { token } = await signedInCustomer();
    const answer = await server.gql(
      `mutation ($input: OrderCreateInput!) {
        orderCreate(input: $input) { __typename ... on OrderCreatePayload { order { ${ORDER_FIELDS} } } }
      }`,
      {
        input: {
          weekId: globalId('Week', liveWeekId),
          mealCount: 4,
          defaultPortionSize: 'standard',
          deliverySlot: 'morning',
          items: menu.slice(0, 4).map((id) => ({ mealId: globalId('Meal', id), portionSize: 'standard' })),
        },
      },
      { token },
    );
    expect(answer.data.orderCreate.order.items).toHaveLength(4);
    const reads = readsAfterSession();
    // The order is written and read back once, inside the transaction.
    expect(reads.filter((name) => name.startsWith('order.find'))).toHaveLength(1);
    expect(reads.filter((name) => name.startsWith('meal.') || name.startsWith('week.find'))).toEqual([
      'week.findUnique',
    ]);
  });

  it('tempMealSelection with its week and meals: the selection, then its meals in one query', async () => {
    const { token } = await signedInCustomer();
    const save = await server.rest(
      'POST',
      '/api/temp/meal-selections',
      {
        weekId: liveWeekId,
        mealCount: 4,
        portionSize: 'standard',
        deliverySlot: 'morning',
        selectedMeals: menu.slice(0, 3).map((mealId) => ({ mealId })),
      },
      { token },
    );
    expect(save.status).toBe(200);
    prisma.reset();
    const answer = await server.gql(
      '{ tempMealSelection { mealCount week { label } selectedMeals { portionSize meal { title } } } }',
      {},
      { token },
    );
    expect(answer.data.tempMealSelection.selectedMeals).toHaveLength(3);
    expect(readsAfterSession()).toEqual(['tempMealSelection.findFirst', 'meal.findMany']);
  });
});
