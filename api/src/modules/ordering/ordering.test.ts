import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import type { Week } from '../../generated/prisma/client.ts';
import { createCustomerSession } from '../auth/index.ts';
import { weekIsLive } from '../catalog/index.ts';

let server: TestServer;
let week: Week;
/** Meal ids on the live week's menu. */
let menu: number[];
let laterWeek: Week;
let laterMenu: number[];
/** A real, active meal on no menu at all. */
let offMenuMealId: number;

const globalId = (typename: string, id: number) => Buffer.from(`${typename}:${id}`).toString('base64');

async function newCustomer() {
  const customer = await server.app.prisma.customer.create({
    data: {
      email: `ordering-${randomUUID()}@example.com`,
      passwordHash: 'not used by these tests',
      name: 'Order Test',
    },
  });
  return { id: customer.id, token: await createCustomerSession(server.app, customer.id) };
}

/** Everything ordering can have written for a customer: compared before and after a refused request. */
async function ordersOf(customerId: number) {
  return server.app.prisma.order.findMany({
    where: { customerId },
    orderBy: { id: 'asc' },
    include: { items: { orderBy: { id: 'asc' } } },
  });
}

const meals = (count: number, portionSize?: 'standard' | 'large', ids = menu) =>
  Array.from({ length: count }, (_, i) => ({ mealId: ids[i % ids.length]!, ...(portionSize ? { portionSize } : {}) }));

const orderBody = (overrides: Record<string, unknown> = {}) => ({
  weekId: week.id,
  mealCount: 6,
  defaultPortionSize: 'large',
  deliverySlot: 'morning',
  items: meals(6, 'large'),
  ...overrides,
});

beforeAll(async () => {
  server = await startTestServer();
  const weeks = await server.app.prisma.week.findMany({ orderBy: { startDate: 'asc' } });
  const live = weeks.filter((w) => weekIsLive(server.app, w));
  week = live[0]!;
  laterWeek = live[1]!;
  const menuOf = async (weekId: number) =>
    (
      await server.app.prisma.weekMenuItem.findMany({
        where: { weekId, isAvailable: true, meal: { isActive: true } },
        orderBy: { sortOrder: 'asc' },
      })
    ).map((item) => item.mealId);
  menu = await menuOf(week.id);
  laterMenu = await menuOf(laterWeek.id);
  // Seeded meals not on this week's menu (the catalogue has 40, a menu 18-24);
  // tests share the database, so none are created here.
  offMenuMealId = (
    await server.app.prisma.meal.findFirstOrThrow({
      where: { isActive: true, menus: { none: { weekId: week.id } } },
      orderBy: { id: 'asc' },
    })
  ).id;
  expect(menu.length).toBeGreaterThanOrEqual(6);
});

afterEach(() => server.clock.reset());
afterAll(async () => {
  await server?.close();
});

describe('POST /api/orders and the pending order', () => {
  it('turns 6 large meals into a pending order priced by the server, visible through REST and GraphQL', async () => {
    const customer = await newCustomer();
    const created = await server.rest('POST', '/api/orders', orderBody(), { token: customer.token });
    expect(created.status).toBe(200);
    // 6×249 + 6×99 = 2088; bundle (249−239)×6 = 60; first subscription order: 10 % of 2028 = 203.
    expect(created.body).toMatchObject({
      weekId: week.id,
      mealCount: 6,
      defaultPortionSize: 'large',
      deliverySlot: 'morning',
      status: 'selected',
      paymentStatus: 'pending',
      subtotal: 2088,
      discount: 263,
      deliveryFee: 0,
      total: 1825,
      isFirstSubscriptionOrder: true,
    });
    expect(created.body.items).toHaveLength(6);
    expect(created.body.items.every((item: { portionSize: string }) => item.portionSize === 'large')).toBe(true);

    const stored = await ordersOf(customer.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ subtotalPiasters: 208800, discountPiasters: 26300, totalPiasters: 182500 });

    const pending = await server.rest('GET', '/api/orders/pending', undefined, { token: customer.token });
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({
      id: created.body.id,
      weekId: week.id,
      subtotal: 2088,
      discount: 263,
      total: 1825,
    });

    const forWeek = await server.rest('GET', `/api/orders/${week.id}`, undefined, { token: customer.token });
    expect(forWeek.status).toBe(200);
    expect(forWeek.body.id).toBe(created.body.id);

    const gql = await server.gql(
      `query ($weekId: ID!) {
        viewer { pendingOrder { databaseId status paymentStatus mealCount defaultPortionSize
          subtotal { pounds } discount { pounds } deliveryFee { pounds } total { pounds formatted }
          isFirstSubscriptionOrder items { portionSize meal { databaseId } } week { databaseId } } }
        orderForWeek(weekId: $weekId) { databaseId }
      }`,
      { weekId: globalId('Week', week.id) },
      { token: customer.token },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.viewer.pendingOrder).toMatchObject({
      databaseId: created.body.id,
      status: 'selected',
      paymentStatus: 'pending',
      mealCount: 6,
      defaultPortionSize: 'large',
      subtotal: { pounds: 2088 },
      discount: { pounds: 263 },
      deliveryFee: { pounds: 0 },
      total: { pounds: 1825, formatted: 'EGP 1,825' },
      isFirstSubscriptionOrder: true,
      week: { databaseId: week.id },
    });
    expect(gql.data.viewer.pendingOrder.items.map((i: any) => i.meal.databaseId)).toEqual(
      meals(6).map((m) => m.mealId),
    );
    expect(gql.data.orderForWeek).toEqual({ databaseId: created.body.id });
  });

  it('gives no first-subscription discount after an earlier paid subscription order', async () => {
    const customer = await newCustomer();
    await server.app.prisma.order.create({
      data: {
        customerId: customer.id,
        weekId: laterWeek.id,
        mealCount: 4,
        status: 'selected',
        purchaseType: 'subscription',
        paymentStatus: 'confirmed',
      },
    });
    const created = await server.rest('POST', '/api/orders', orderBody(), { token: customer.token });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ subtotal: 2088, discount: 60, total: 2028, isFirstSubscriptionOrder: false });
  });

  it('creates orders through GraphQL with global IDs, a mixed plan pricing each meal by its size', async () => {
    const customer = await newCustomer();
    const items = meals(8).map((meal, i) => ({
      mealId: globalId('Meal', meal.mealId),
      portionSize: i < 3 ? 'large' : 'standard',
    }));
    const result = await server.gql(
      `mutation ($input: OrderCreateInput!) {
        orderCreate(input: $input) {
          __typename
          ... on OrderCreatePayload { order { databaseId defaultPortionSize subtotal { pounds } discount { pounds } total { pounds }
            items { portionSize } } }
          ... on Error { message }
        }
      }`,
      {
        input: {
          weekId: globalId('Week', week.id),
          mealCount: 8,
          defaultPortionSize: 'mixed',
          deliverySlot: 'evening',
          items,
        },
      },
      { token: customer.token },
    );
    expect(result.errors).toBeUndefined();
    // 8×249 + 3×99 = 2289; bundle (249−219)×8 = 240 → 2049; first subscription 10 % = 204.9 → 205.
    expect(result.data.orderCreate).toMatchObject({
      __typename: 'OrderCreatePayload',
      order: {
        defaultPortionSize: 'mixed',
        subtotal: { pounds: 2289 },
        discount: { pounds: 445 },
        total: { pounds: 1844 },
      },
    });
    expect(result.data.orderCreate.order.items.filter((i: any) => i.portionSize === 'large')).toHaveLength(3);
  });
});

describe('counts typed in Arabic-Indic digits', () => {
  it('reads a meal count sent as "٦" as 6', async () => {
    const customer = await newCustomer();
    const created = await server.rest('POST', '/api/orders', orderBody({ mealCount: '٦' }), { token: customer.token });
    expect([created.status, created.body.mealCount]).toEqual([200, 6]);
  });
});

describe('refused orders change nothing', () => {
  async function expectRefused(
    body: Record<string, unknown>,
    status: number,
    message: string | RegExp,
    options: { customer?: { id: number; token: string } } = {},
  ) {
    const customer = options.customer ?? (await newCustomer());
    const before = await ordersOf(customer.id);
    const response = await server.rest('POST', '/api/orders', body, { token: customer.token });
    expect(response.status).toBe(status);
    expect(response.body.message).toMatch(message);
    expect(await ordersOf(customer.id)).toEqual(before);
    return response;
  }

  it('needs exactly mealCount meals', async () => {
    const response = await expectRefused(
      orderBody({ items: meals(5, 'large') }),
      400,
      'Wrong number of meals: Please select exactly 6 meals before saving.',
    );
    expect(response.body.issues).toEqual([
      { path: ['items'], message: 'Wrong number of meals: Please select exactly 6 meals before saving.' },
    ]);
    await expectRefused(orderBody({ items: meals(7, 'large') }), 400, /exactly 6 meals/);
  });

  it('needs 4 to 15 meals', async () => {
    await expectRefused(orderBody({ mealCount: 3, items: meals(3, 'large') }), 400, 'Meal count must be from 4 to 15');
    await expectRefused(
      orderBody({ mealCount: 16, items: meals(16, 'large') }),
      400,
      'Meal count must be from 4 to 15',
    );
  });

  it('needs every meal on that week’s menu', async () => {
    const items = meals(6, 'large');
    items[2] = { mealId: offMenuMealId, portionSize: 'large' };
    const response = await expectRefused(orderBody({ items }), 400, /is not on this week's menu/);
    expect(response.body.issues[0].path).toEqual(['items', '2', 'mealId']);
    // A meal withdrawn from the menu is refused too.
    const withdrawn = await server.app.prisma.meal.findFirstOrThrow({
      where: { isActive: true, menus: { none: { weekId: week.id } } },
      orderBy: { id: 'desc' },
    });
    await server.app.prisma.weekMenuItem.create({
      data: { weekId: week.id, mealId: withdrawn.id, isAvailable: false },
    });
    await expectRefused(
      orderBody({ items: [...meals(5, 'large'), { mealId: withdrawn.id, portionSize: 'large' }] }),
      400,
      /not on this week's menu/,
    );
  });

  it('knows only standard, large and mixed plans and standard or large meals', async () => {
    await expectRefused(
      orderBody({ defaultPortionSize: 'huge' }),
      400,
      'Portion size must be standard, large or mixed',
    );
    await expectRefused(
      orderBody({
        defaultPortionSize: 'mixed',
        items: [...meals(5, 'large'), { mealId: menu[0], portionSize: 'huge' }],
      }),
      400,
      'Meal portion must be standard or large',
    );
    await expectRefused(orderBody({ deliverySlot: 'midnight' }), 400, 'Delivery slot must be morning or evening');
  });

  it('needs a portion for each meal of a mixed plan, and the plan size otherwise', async () => {
    const response = await expectRefused(
      orderBody({ defaultPortionSize: 'mixed', items: [...meals(5, 'large'), { mealId: menu[0] }] }),
      400,
      /^Portion sizes required/,
    );
    expect(response.body.issues[0].path).toEqual(['items', '5', 'portionSize']);
    await expectRefused(
      orderBody({
        defaultPortionSize: 'standard',
        items: [...meals(5, 'standard'), { mealId: menu[0], portionSize: 'large' }],
      }),
      400,
      /must be standard; choose the mixed plan/,
    );
  });

  it('refuses an unknown week', async () => {
    await expectRefused(orderBody({ weekId: 99_999_999 }), 404, 'Week not found');
  });

  it('refuses any change after the week’s deadline', async () => {
    const customer = await newCustomer();
    const first = await server.rest('POST', '/api/orders', orderBody(), { token: customer.token });
    expect(first.status).toBe(200);
    server.clock.set(new Date(week.orderDeadline.getTime() + 60_000));
    await expectRefused(
      orderBody({ defaultPortionSize: 'standard', items: meals(6, 'standard') }),
      400,
      'Order deadline has passed. You can no longer modify this order.',
      { customer },
    );
    // And it is no longer pending checkout.
    expect((await server.rest('GET', '/api/orders/pending', undefined, { token: customer.token })).status).toBe(404);
  });

  it('replaces an unpaid order in place, and refuses to touch one being paid', async () => {
    const customer = await newCustomer();
    const first = await server.rest('POST', '/api/orders', orderBody(), { token: customer.token });
    const firstItemIds = first.body.items.map((item: { id: number }) => item.id);

    const replaced = await server.rest(
      'POST',
      '/api/orders',
      orderBody({ mealCount: 10, defaultPortionSize: 'standard', deliverySlot: 'evening', items: meals(10) }),
      { token: customer.token },
    );
    expect(replaced.status).toBe(200);
    // 10×249 = 2490; bundle (249−199)×10 = 500 → 1990; first subscription 199 → 1791.
    expect(replaced.body).toMatchObject({
      id: first.body.id,
      mealCount: 10,
      defaultPortionSize: 'standard',
      deliverySlot: 'evening',
      subtotal: 2490,
      discount: 699,
      total: 1791,
    });
    const stored = await ordersOf(customer.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.items).toHaveLength(10);
    expect(stored[0]!.items.some((item) => firstItemIds.includes(item.id))).toBe(false);

    await server.app.prisma.order.update({ where: { id: first.body.id }, data: { paymentStatus: 'processing' } });
    await expectRefused(orderBody(), 409, /already paid or being paid/, { customer });
  });
});

describe('a customer reaches only their own orders', () => {
  it('answers NotFound for another customer’s week or order id', async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const created = await server.rest('POST', '/api/orders', orderBody(), { token: owner.token });
    expect(created.status).toBe(200);

    const rest = await server.rest('GET', `/api/orders/${week.id}`, undefined, { token: other.token });
    expect(rest).toMatchObject({ status: 404, body: { message: 'Order not found' } });
    expect((await server.rest('GET', '/api/orders/pending', undefined, { token: other.token })).status).toBe(404);
    expect((await server.rest('GET', '/api/orders/not-a-week', undefined, { token: owner.token })).status).toBe(404);

    const gql = await server.gql(
      `query ($weekId: ID!, $orderId: ID!) {
        orderForWeek(weekId: $weekId) { databaseId }
        viewer { pendingOrder { databaseId } }
        nodes(ids: [$orderId]) { id }
      }`,
      { weekId: globalId('Week', week.id), orderId: globalId('Order', created.body.id) },
      { token: other.token },
    );
    expect(gql.data?.orderForWeek ?? null).toBeNull();
    expect(gql.data?.viewer?.pendingOrder ?? null).toBeNull();
    // Not found rather than forbidden: the answer must not tell an order exists.
    expect(JSON.stringify(gql)).not.toContain(String(created.body.id));
    expect(JSON.stringify(gql.errors ?? [])).not.toMatch(/not authorized|forbidden/i);

    const own = await server.gql(
      `query ($id: ID!) { node(id: $id) { ... on Order { databaseId } } }`,
      {
        id: globalId('Order', created.body.id),
      },
      { token: owner.token },
    );
    expect(own.data.node).toEqual({ databaseId: created.body.id });
  });

  it('answers 401 with a message when signed out', async () => {
    const before = await server.app.prisma.order.count();
    const post = await server.rest('POST', '/api/orders', orderBody());
    expect(post).toMatchObject({ status: 401, body: { message: 'Not authenticated' } });
    expect((await server.rest('GET', '/api/orders/pending')).status).toBe(401);
    expect((await server.rest('GET', `/api/orders/${week.id}`)).status).toBe(401);

    const gql = await server.gql(`mutation ($input: OrderCreateInput!) { orderCreate(input: $input) { __typename } }`, {
      input: {
        weekId: globalId('Week', week.id),
        mealCount: 6,
        defaultPortionSize: 'large',
        deliverySlot: 'morning',
        items: meals(6, 'large').map((m) => ({ mealId: globalId('Meal', m.mealId), portionSize: 'large' })),
      },
    });
    expect(gql.errors?.length).toBeGreaterThan(0);
    expect(gql.data?.orderCreate ?? null).toBeNull();
    expect(await server.app.prisma.order.count()).toBe(before);
  });
});

describe('temporary meal selections', () => {
  const selection = (overrides: Record<string, unknown> = {}) => ({
    weekId: week.id,
    mealCount: 6,
    portionSize: 'mixed',
    deliverySlot: 'evening',
    selectedMeals: [
      { mealId: menu[0], portionSize: 'large' },
      { mealId: menu[1], portionSize: 'standard' },
      { mealId: menu[1], portionSize: 'standard' },
    ],
    ...overrides,
  });
  const visitorCookie = (headers: Headers) => {
    const cookie = headers.getSetCookie().find((c) => c.startsWith('mb_visitor='));
    return cookie ? { header: cookie, value: cookie.split(';')[0]! } : null;
  };

  it('gives a visitor a cookie when saving, and restores the selection with it', async () => {
    const saved = await server.rest('POST', '/api/temp/meal-selections', selection());
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      weekId: week.id,
      mealCount: 6,
      portionSize: 'mixed',
      deliverySlot: 'evening',
      selectedMeals: selection().selectedMeals,
    });
    const cookie = visitorCookie(saved.headers)!;
    expect(cookie.header).toMatch(/HttpOnly/i);
    expect(cookie.header).toMatch(/SameSite=Lax/i);
    expect(cookie.header).toMatch(/Max-Age=2592000/);

    const restored = await server.rest('GET', '/api/temp/meal-selections', undefined, { cookie: cookie.value });
    expect(restored).toMatchObject({ status: 200, body: saved.body });
    // A second save keeps the cookie (no new one) and replaces the selection.
    const again = await server.rest(
      'POST',
      '/api/temp/meal-selections',
      selection({ portionSize: 'standard', selectedMeals: [{ mealId: menu[2] }] }),
      { cookie: cookie.value },
    );
    expect(again.status).toBe(200);
    expect(visitorCookie(again.headers)).toBeNull();
    expect(again.body.selectedMeals).toEqual([{ mealId: menu[2], portionSize: 'standard' }]);

    const gql = await server.gql(
      `{ tempMealSelection { mealCount portionSize deliverySlot week { databaseId } selectedMeals { portionSize meal { databaseId } } } }`,
      {},
      { cookie: cookie.value },
    );
    expect(gql.data.tempMealSelection).toEqual({
      mealCount: 6,
      portionSize: 'standard',
      deliverySlot: 'evening',
      week: { databaseId: week.id },
      selectedMeals: [{ portionSize: 'standard', meal: { databaseId: menu[2] } }],
    });

    // Someone else (no cookie) has nothing to restore.
    expect((await server.rest('GET', '/api/temp/meal-selections')).status).toBe(404);
    expect((await server.gql('{ tempMealSelection { mealCount } }')).data.tempMealSelection).toBeNull();

    // Seven days on, it has expired.
    server.clock.set(new Date(Date.now() + 8 * 24 * 60 * 60 * 1000));
    expect((await server.rest('GET', '/api/temp/meal-selections', undefined, { cookie: cookie.value })).status).toBe(
      404,
    );
  });

  it('saves through GraphQL and falls back to a signed-in customer’s own latest selection', async () => {
    const customer = await newCustomer();
    const saved = await server.gql(
      `mutation ($input: TempMealSelectionSaveInput!) {
        tempMealSelectionSave(input: $input) { __typename ... on TempMealSelectionSavePayload { selection { mealCount } } }
      }`,
      {
        input: {
          weekId: globalId('Week', week.id),
          mealCount: 4,
          portionSize: 'large',
          deliverySlot: 'morning',
          selectedMeals: [{ mealId: globalId('Meal', menu[0]!), portionSize: 'large' }],
        },
      },
      { token: customer.token },
    );
    expect(saved.data.tempMealSelectionSave).toEqual({
      __typename: 'TempMealSelectionSavePayload',
      selection: { mealCount: 4 },
    });
    expect(visitorCookie(saved.headers)).not.toBeNull();
    const row = await server.app.prisma.tempMealSelection.findFirst({ where: { customerId: customer.id } });
    expect(row).not.toBeNull();
    expect(row!.visitorKey).not.toBe(visitorCookie(saved.headers)!.value.split('=')[1]); // only a digest is stored

    // Signed in elsewhere, without that cookie: their own selection comes back.
    const restored = await server.rest('GET', '/api/temp/meal-selections', undefined, { token: customer.token });
    expect(restored.body).toMatchObject({ weekId: week.id, mealCount: 4, portionSize: 'large' });
    // Another customer gets nothing.
    const other = await newCustomer();
    expect((await server.rest('GET', '/api/temp/meal-selections', undefined, { token: other.token })).status).toBe(404);
  });

  describe('refused selections change nothing', () => {
    async function expectRefused(body: Record<string, unknown>, status: number, message: string | RegExp) {
      const before = await server.app.prisma.tempMealSelection.findMany({ orderBy: { id: 'asc' } });
      const response = await server.rest('POST', '/api/temp/meal-selections', body);
      expect(response.status).toBe(status);
      expect(response.body.message).toMatch(message);
      expect(visitorCookie(response.headers)).toBeNull();
      const after = await server.app.prisma.tempMealSelection.findMany({ orderBy: { id: 'asc' } });
      // Other test files share the database: compare only this file's week.
      const mine = (rows: typeof before) => rows.filter((r) => r.weekId === week.id || r.weekId === laterWeek.id);
      expect(mine(after)).toEqual(mine(before));
    }

    it('refuses more meals than the plan holds', async () => {
      await expectRefused(
        selection({ mealCount: 4, portionSize: 'standard', selectedMeals: meals(5) }),
        400,
        'Maximum meals reached: You have already selected 4 meals. Remove a meal to add a different one.',
      );
    });
    it('refuses meal counts outside 4..15, unknown sizes and slots', async () => {
      await expectRefused(selection({ mealCount: 3 }), 400, 'Meal count must be from 4 to 15');
      await expectRefused(selection({ mealCount: 16 }), 400, 'Meal count must be from 4 to 15');
      await expectRefused(selection({ portionSize: 'huge' }), 400, 'Portion size must be standard, large or mixed');
      await expectRefused(selection({ deliverySlot: 'noon' }), 400, 'Delivery slot must be morning or evening');
    });
    it('refuses meals off the menu and portions the plan does not allow', async () => {
      await expectRefused(
        selection({ selectedMeals: [{ mealId: offMenuMealId, portionSize: 'large' }] }),
        400,
        /not on this week's menu/,
      );
      await expectRefused(selection({ selectedMeals: [{ mealId: menu[0] }] }), 400, /^Portion sizes required/);
      await expectRefused(
        selection({ portionSize: 'large', selectedMeals: [{ mealId: menu[0], portionSize: 'standard' }] }),
        400,
        /must be large/,
      );
    });
    it('refuses unknown weeks and weeks closed for orders', async () => {
      await expectRefused(selection({ weekId: 99_999_999 }), 404, 'Week not found');
      server.clock.set(new Date(week.orderDeadline.getTime() + 1000));
      await expectRefused(selection(), 400, /not open for orders/);
    });
  });
});

it('keeps a later week’s menu separate', () => {
  // Sanity for the fixtures: the two live weeks exist and each has a menu.
  expect(laterMenu.length).toBeGreaterThan(0);
});
