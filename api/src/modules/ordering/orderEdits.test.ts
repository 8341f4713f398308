import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createOrder,
  createSubscription,
  createTrialRedemption,
  liveWeeksWithMenus,
  type OrderFactoryOptions,
} from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import type { Week } from '../../generated/prisma/client.ts';
import { DEADLINE_PASSED_MESSAGE } from './selection.ts';

let server: TestServer;
let weeks: { week: Week; menu: number[] }[];

beforeAll(async () => {
  server = await startTestServer();
  weeks = await liveWeeksWithMenus(server.app);
  expect(weeks.length).toBeGreaterThanOrEqual(3);
});
afterEach(() => server.clock.reset());
afterAll(async () => {
  await server?.close();
});

/** A subscriber (or, with `plan`, a trial or cancelled customer) with an order for the first live week. */
async function customerWithOrder(
  order: Partial<OrderFactoryOptions> = {},
  plan: 'subscriber' | 'cancelled' | 'none' = 'subscriber',
) {
  const { customer, token } = await createCustomer(server.app);
  if (plan !== 'none') {
    await createSubscription(server.app, customer.id, { status: plan === 'cancelled' ? 'cancelled' : 'active' });
  }
  const { week, menu } = weeks[0]!;
  const created = await createOrder(server.app, {
    customerId: customer.id,
    weekId: week.id,
    mealIds: menu.slice(0, 4),
    ...order,
  });
  return { customer, token, order: created, week, menu };
}

/** The order and its items as stored: compared before and after a refused request. */
const stored = (orderId: number) =>
  server.app.prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    include: { items: { orderBy: { id: 'asc' } } },
  });

const pastDeadline = (week: Week) => server.clock.set(new Date(week.orderDeadline.getTime() + 1000));

describe('meals of an order, one at a time (REST)', () => {
  it('removes and adds meals within the count, repricing and marking the selection incomplete meanwhile', async () => {
    const { token, order, menu } = await customerWithOrder({ mealIds: undefined, mealCount: 4 });
    const add = (mealId: number) => server.rest('POST', `/api/orders/${order.id}/items`, { mealId }, { token });
    for (const mealId of menu.slice(0, 3)) expect((await add(mealId)).status).toBe(200);
    expect((await stored(order.id)).status).toBe('not_selected');
    const fourth = await add(menu[3]!);
    expect(fourth.status).toBe(200);
    expect(fourth.body.id).toEqual(expect.any(Number));
    expect(fourth.body.order).toMatchObject({ status: 'selected', mealCount: 4, subtotal: 996, total: 996 });

    // One more than the count is refused with the specification's text, and nothing is added.
    const beyond = await add(menu[4]!);
    expect(beyond.status).toBe(400);
    expect(beyond.body.message).toBe(
      'Maximum meals reached: You have already selected 4 meals. Remove a meal to add a different one.',
    );
    expect((await stored(order.id)).items).toHaveLength(4);

    const removed = await server.rest('DELETE', `/api/orders/${order.id}/items/${fourth.body.id}`, undefined, {
      token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ status: 'not_selected' });
    expect(removed.body.items).toHaveLength(3);

    // Saving needs exactly the count.
    const short = await server.rest('POST', `/api/orders/${order.id}/save-selection`, undefined, { token });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Wrong number of meals: Please select exactly 4 meals before saving.');
    await add(menu[5]!);
    const saved = await server.rest('POST', `/api/orders/${order.id}/save-selection`, {}, { token });
    expect(saved.status).toBe(200);
    expect(saved.body.status).toBe('selected');
  });

  it('refuses a meal that is not on the week menu, and an unknown item', async () => {
    const { token, order, week } = await customerWithOrder({ mealIds: [] });
    const offMenu = await server.app.prisma.meal.findFirstOrThrow({ where: { menus: { none: { weekId: week.id } } } });
    const refused = await server.rest('POST', `/api/orders/${order.id}/items`, { mealId: offMenu.id }, { token });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("is not on this week's menu");
    const unknownItem = await server.rest('DELETE', `/api/orders/${order.id}/items/999999999`, undefined, { token });
    expect(unknownItem.status).toBe(404);
    expect((await stored(order.id)).items).toHaveLength(0);
  });

  it('asks each meal of a mixed plan for its portion and prices the large ones', async () => {
    const { token, order, menu } = await customerWithOrder({ mealIds: [], portionSize: 'mixed' });
    const noPortion = await server.rest('POST', `/api/orders/${order.id}/items`, { mealId: menu[0] }, { token });
    expect(noPortion.status).toBe(400);
    expect(noPortion.body.message).toMatch(/^Portion sizes required/);
    const large = await server.rest(
      'POST',
      `/api/orders/${order.id}/items`,
      { mealId: menu[0], portionSize: 'large' },
      { token },
    );
    expect(large.status).toBe(200);
    // 4 × 249 + one large add-on of 99.
    expect(large.body.order.subtotal).toBe(1095);
    expect(large.body.order.items[0].portionSize).toBe('large');
  });

  it('keeps two concurrent adds for the last place to one', async () => {
    const { token, order, menu } = await customerWithOrder({ mealIds: menu3() });
    const results = await Promise.all(
      [menu[0], menu[1]].map((mealId) => server.rest('POST', `/api/orders/${order.id}/items`, { mealId }, { token })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
    expect((await stored(order.id)).items).toHaveLength(4);
  });
});

const menu3 = () => weeks[0]!.menu.slice(0, 3);

describe('after the deadline', () => {
  it('refuses every change with the deadline message and changes nothing', async () => {
    const { token, order, week, menu } = await customerWithOrder({ mealIds: menu3() });
    const before = await stored(order.id);
    pastDeadline(week);
    const attempts = [
      server.rest('POST', `/api/orders/${order.id}/items`, { mealId: menu[5] }, { token }),
      server.rest('DELETE', `/api/orders/${order.id}/items/${before.items[0]!.id}`, undefined, { token }),
      server.rest('POST', `/api/orders/${order.id}/save-selection`, {}, { token }),
      server.rest('PATCH', `/api/orders/${order.id}/skip`, undefined, { token }),
      server.rest('PATCH', `/api/orders/${order.id}/unskip`, undefined, { token }),
      server.rest(
        'PATCH',
        `/api/orders/${week.id}/delivery`,
        { mealCount: 6, defaultPortionSize: 'standard', deliverySlot: 'evening' },
        { token },
      ),
      server.rest('PATCH', `/api/orders/${order.id}/payment`, { paymentMethod: 'card' }, { token }),
    ];
    for (const result of await Promise.all(attempts)) {
      expect(result.status).toBe(409);
      expect(result.body.message).toBe(DEADLINE_PASSED_MESSAGE);
    }
    expect(await stored(order.id)).toEqual(before);

    const viaGraphQL = await server.gql(
      `mutation($input: OrderSkipInput!) { orderSkip(input: $input) { __typename ... on Error { message } } }`,
      { input: { orderId: encodeGlobalID('Order', order.id) } },
      { token },
    );
    expect(viaGraphQL.data.orderSkip).toEqual({ __typename: 'ConflictError', message: DEADLINE_PASSED_MESSAGE });
  });
});

describe("another customer's order", () => {
  it('is not found for every change, and nothing changes', async () => {
    const { order, week } = await customerWithOrder();
    const stranger = await customerWithOrder();
    const before = await stored(order.id);
    const token = stranger.token;
    const attempts = await Promise.all([
      server.rest('PATCH', `/api/orders/${order.id}/skip`, undefined, { token }),
      server.rest('POST', `/api/orders/${order.id}/items`, { mealId: weeks[0]!.menu[0] }, { token }),
      server.rest('DELETE', `/api/orders/${order.id}/items/${before.items[0]!.id}`, undefined, { token }),
      server.rest('POST', `/api/orders/${order.id}/save-selection`, {}, { token }),
      server.rest('PATCH', `/api/orders/${order.id}/payment`, { paymentMethod: 'card' }, { token }),
    ]);
    for (const result of attempts) {
      expect(result.status).toBe(404);
      expect(result.body.message).toBe('Order not found');
    }
    const skip = await server.gql(
      `mutation($input: OrderSkipInput!) { orderSkip(input: $input) { __typename ... on Error { message } } }`,
      { input: { orderId: encodeGlobalID('Order', order.id) } },
      { token },
    );
    expect(skip.data.orderSkip).toEqual({ __typename: 'NotFoundError', message: 'Order not found' });
    expect(await stored(order.id)).toEqual(before);
    // The stranger's delivery change by week reaches only their own order for that week.
    await server.rest(
      'PATCH',
      `/api/orders/${week.id}/delivery`,
      { mealCount: 5, defaultPortionSize: 'standard', deliverySlot: 'evening' },
      { token },
    );
    expect(await stored(order.id)).toEqual(before);
    expect((await stored(stranger.order.id)).mealCount).toBe(5);
  });

  it('needs a signed-in customer', async () => {
    const { order } = await customerWithOrder();
    const anonymous = await server.rest('PATCH', `/api/orders/${order.id}/skip`);
    expect(anonymous.status).toBe(401);
  });
});

describe('skip and unskip', () => {
  it('skips a subscriber week until the deadline and brings it back as it was', async () => {
    const { token, order } = await customerWithOrder({ mealIds: weeks[0]!.menu.slice(0, 4) });
    const skipped = await server.gql(
      `mutation($input: OrderSkipInput!) {
        orderSkip(input: $input) { __typename ... on OrderSkipPayload { order { id status } } }
      }`,
      { input: { orderId: encodeGlobalID('Order', order.id) } },
      { token },
    );
    expect(skipped.data.orderSkip.order).toEqual({ id: encodeGlobalID('Order', order.id), status: 'skipped' });
    const twice = await server.rest('PATCH', `/api/orders/${order.id}/skip`, undefined, { token });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This delivery is already skipped.');
    const editWhileSkipped = await server.rest('POST', `/api/orders/${order.id}/save-selection`, undefined, { token });
    expect(editWhileSkipped.status).toBe(409);

    const unskipped = await server.rest('PATCH', `/api/orders/${order.id}/unskip`, undefined, { token });
    expect(unskipped.status).toBe(200);
    expect(unskipped.body).toMatchObject({ status: 'selected', isSkipped: false });
    expect(unskipped.body.items).toHaveLength(4);
  });

  it('refuses to skip a paid order, a trial customer skipping, and any change under a cancelled subscription', async () => {
    const paid = await customerWithOrder({ paymentStatus: 'confirmed' });
    const paidSkip = await server.rest('PATCH', `/api/orders/${paid.order.id}/skip`, undefined, { token: paid.token });
    expect(paidSkip.status).toBe(409);
    expect(paidSkip.body.message).toBe('This order is already paid or being paid, so it cannot be skipped.');

    const trial = await customerWithOrder({ paymentStatus: 'confirmed', purchaseType: 'trial' }, 'none');
    const trialSkip = await server.rest('PATCH', `/api/orders/${trial.order.id}/skip`, undefined, {
      token: trial.token,
    });
    expect(trialSkip.status).toBe(409);

    const cancelled = await customerWithOrder({}, 'cancelled');
    const cancelledSkip = await server.rest('PATCH', `/api/orders/${cancelled.order.id}/skip`, undefined, {
      token: cancelled.token,
    });
    expect(cancelledSkip.status).toBe(409);
    expect(cancelledSkip.body.message).toBe('Subscription needed: resume your subscription to change this delivery.');
    for (const { order } of [paid, trial, cancelled]) expect((await stored(order.id)).status).toBe('selected');
  });
});

describe('delivery and payment', () => {
  it('changes the count (clearing the meals), the slot alone keeps them, and applies to later weeks and defaults', async () => {
    const { customer, token, week } = await customerWithOrder({ mealIds: weeks[0]!.menu.slice(0, 4) });
    const later = await createOrder(server.app, {
      customerId: customer.id,
      weekId: weeks[1]!.week.id,
      mealIds: weeks[1]!.menu.slice(0, 4),
    });
    const paidLater = await createOrder(server.app, {
      customerId: customer.id,
      weekId: weeks[2]!.week.id,
      mealIds: weeks[2]!.menu.slice(0, 4),
      paymentStatus: 'confirmed',
    });

    const slotOnly = await server.rest(
      'PATCH',
      `/api/orders/${week.id}/delivery`,
      { mealCount: 4, defaultPortionSize: 'standard', deliverySlot: 'evening' },
      { token },
    );
    expect(slotOnly.status).toBe(200);
    expect(slotOnly.body).toMatchObject({ deliverySlot: 'evening', status: 'selected' });
    expect(slotOnly.body.items).toHaveLength(4);

    const result = await server.gql(
      `mutation($input: OrderDeliveryUpdateInput!) {
        orderDeliveryUpdate(input: $input) {
          __typename
          ... on OrderDeliveryUpdatePayload {
            order { mealCount defaultPortionSize status items { id } total { piasters } }
            futureOrders { databaseId mealCount }
          }
        }
      }`,
      {
        input: {
          weekId: encodeGlobalID('Week', week.id),
          mealCount: 6,
          defaultPortionSize: 'large',
          deliverySlot: 'morning',
          applyToFuture: true,
        },
      },
      { token },
    );
    const payload = result.data.orderDeliveryUpdate;
    expect(payload.order).toMatchObject({
      mealCount: 6,
      defaultPortionSize: 'large',
      status: 'not_selected',
      items: [],
    });
    // 6 × 249 + 6 × 99 − (249 − 239) × 6 = 2028.
    expect(payload.order.total.piasters).toBe(202800);
    expect(payload.futureOrders).toEqual([{ databaseId: later.id, mealCount: 6 }]);
    expect((await stored(later.id)).items).toHaveLength(0);
    expect(await stored(paidLater.id)).toMatchObject({ mealCount: 4, status: 'selected' });
    expect(
      await server.app.prisma.subscription.findUniqueOrThrow({ where: { customerId: customer.id } }),
    ).toMatchObject({ mealCount: 6, portionSize: 'large', deliverySlot: 'morning' });

    const badCount = await server.rest(
      'PATCH',
      `/api/orders/${week.id}/delivery`,
      { mealCount: 16, defaultPortionSize: 'standard', deliverySlot: 'morning' },
      { token },
    );
    expect(badCount.status).toBe(400);
    expect(badCount.body.message).toBe('Meal count must be from 4 to 15');
  });

  it('lets a paid order change only its slot', async () => {
    const { token, week, order: paidOrder } = await customerWithOrder({ paymentStatus: 'confirmed' });
    const refused = await server.rest(
      'PATCH',
      `/api/orders/${week.id}/delivery`,
      { mealCount: 6, defaultPortionSize: 'standard', deliverySlot: 'morning' },
      { token },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This order is already paid, so only its delivery slot can change.');
    expect((await stored(paidOrder.id)).mealCount).toBe(4);
  });

  it('keeps subscriptions on card and lets a trial customer switch an unpaid order to InstaPay', async () => {
    const subscriber = await customerWithOrder();
    const refused = await server.rest(
      'PATCH',
      `/api/orders/${subscriber.order.id}/payment`,
      { paymentMethod: 'instapay' },
      { token: subscriber.token },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Subscriptions are paid by card.');

    const trial = await customerWithOrder({ paymentStatus: 'failed' }, 'none');
    const switched = await server.rest(
      'PATCH',
      `/api/orders/${trial.order.id}/payment`,
      { paymentMethod: 'instapay' },
      { token: trial.token },
    );
    expect(switched.status).toBe(200);
    expect(switched.body.paymentMethod).toBe('instapay');
    const unknown = await server.rest(
      'PATCH',
      `/api/orders/${trial.order.id}/payment`,
      { paymentMethod: 'cash' },
      { token: trial.token },
    );
    expect(unknown.status).toBe(400);

    const paidTrial = await customerWithOrder({ paymentStatus: 'confirmed', purchaseType: 'trial' }, 'none');
    await createTrialRedemption(server.app, paidTrial.customer.id, paidTrial.order.id);
    const paidSwitch = await server.rest(
      'PATCH',
      `/api/orders/${paidTrial.order.id}/payment`,
      { paymentMethod: 'instapay' },
      { token: paidTrial.token },
    );
    expect(paidSwitch.status).toBe(409);
  });
});
