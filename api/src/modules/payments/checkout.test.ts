import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createSignedInAdmin } from '../../../test/factories.ts';
import { registerJobs } from '../../jobs.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  addOrder,
  checkoutBody,
  customerWithOrder,
  goodAddress,
  liveWeeks,
  NO_PAYMOB_KEYS,
  paymentStateOf,
  simulatorFault,
} from '../../../test/payments.ts';

let server: TestServer;

beforeAll(async () => {
  // A short Paymob bound, so "slow" is provable in a test's time.
  server = await startTestServer({ ...NO_PAYMOB_KEYS, PAYMOB_TIMEOUT_MS: '1500' }, { ownPublicUrl: true });
});
afterEach(async () => {
  server.clock.reset();
  await simulatorFault(server, 'intention', null);
});
afterAll(async () => {
  await server?.close();
});

const checkoutRest = (token: string, body: unknown) => server.rest('POST', '/api/orders/checkout', body, { token });

const QUOTE = `query ($orderId: ID!, $orderType: OrderType!) {
  checkoutQuote(orderId: $orderId, orderType: $orderType) {
    __typename
    ... on CheckoutQuote { subtotal { piasters } discount { piasters } firstOrderDiscount { piasters } total { piasters } isFirstSubscriptionOrder }
    ... on Error { message }
  }
}`;

describe('checkoutQuote', () => {
  it('gives a first subscription order its 10 % and a trial none; checkout charges exactly the quote', async () => {
    const { token, order } = await customerWithOrder(server, { mealCount: 6 });
    const sub = await server.gql(QUOTE, { orderId: String(order.id), orderType: 'subscription' }, { token });
    const trial = await server.gql(QUOTE, { orderId: String(order.id), orderType: 'trial' }, { token });
    const s = sub.data.checkoutQuote;
    const t = trial.data.checkoutQuote;
    // 6 meals: reference 249 × 6 = 1494, bundle 239 → 60 off; 10 % of 1434 = 143.4 → 143.
    expect(s).toMatchObject({ subtotal: { piasters: 149_400 }, firstOrderDiscount: { piasters: 14_300 } });
    expect(s.total.piasters).toBe(149_400 - 6_000 - 14_300);
    expect(t).toMatchObject({ firstOrderDiscount: { piasters: 0 }, total: { piasters: 143_400 } });
    expect(t.isFirstSubscriptionOrder).toBe(false);

    const paid = await checkoutRest(token, checkoutBody(order.id, { orderType: 'trial' }));
    expect(paid.status).toBe(200);
    const payment = await server.app.prisma.payment.findFirstOrThrow({ where: { orderId: order.id } });
    expect(payment.amountPiasters).toBe(143_400);
    expect(paid.body.order.total).toBe(1434);
  });

  it('the pending order carries the same quotes, so checkout reads them in its one query', async () => {
    const { token, order } = await customerWithOrder(server, { mealCount: 6 });
    const answer = await server.gql(
      `{ viewer { pendingOrder {
          subscription: checkoutQuote(orderType: subscription) { ... on CheckoutQuote { total { piasters } } }
          trial: checkoutQuote(orderType: trial) { ... on CheckoutQuote { total { piasters } } }
      } } }`,
      {},
      { token },
    );
    const rootQuote = async (orderType: string) =>
      (await server.gql(QUOTE, { orderId: String(order.id), orderType }, { token })).data.checkoutQuote.total.piasters;
    expect(answer.data.viewer.pendingOrder).toEqual({
      subscription: { total: { piasters: await rootQuote('subscription') } },
      trial: { total: { piasters: 143_400 } },
    });
  });

  it("the pending order's subscription quote knows an earlier paid subscription order: no first-order 10 %", async () => {
    const { customer, token, order } = await customerWithOrder(server, { mealCount: 6 });
    const firstOrderDiscount = async () =>
      (
        await server.gql(
          `{ viewer { pendingOrder { q: checkoutQuote(orderType: subscription) {
              ... on CheckoutQuote { firstOrderDiscount { piasters } isFirstSubscriptionOrder } } } } }`,
          {},
          { token },
        )
      ).data.viewer.pendingOrder.q;
    expect(await firstOrderDiscount()).toEqual({
      firstOrderDiscount: { piasters: 14_300 },
      isFirstSubscriptionOrder: true,
    });
    // An order of another week, checked out as a subscription and paid.
    const earlier = await server.app.prisma.order.create({
      data: {
        customerId: customer.id,
        weekId: (await liveWeeks(server)).find(({ week }) => week.id !== order.weekId)!.week.id,
        mealCount: 6,
        defaultPortionSize: 'standard',
        deliverySlot: 'evening',
        purchaseType: 'subscription',
        paymentStatus: 'confirmed',
      },
    });
    try {
      expect(await firstOrderDiscount()).toEqual({
        firstOrderDiscount: { piasters: 0 },
        isFirstSubscriptionOrder: false,
      });
    } finally {
      await server.app.prisma.order.delete({ where: { id: earlier.id } });
    }
  });

  it('a price an admin changes reaches the next quote at once (the price table is kept in memory until then)', async () => {
    const { token, order } = await customerWithOrder(server, { mealCount: 6 });
    const trialTotal = async () =>
      (await server.gql(QUOTE, { orderId: String(order.id), orderType: 'trial' }, { token })).data.checkoutQuote.total
        .piasters;
    expect(await trialTotal()).toBe(143_400);
    const admin = await createSignedInAdmin(server.app);
    const bundle = await server.app.prisma.pricingConfig.findFirstOrThrow({
      where: { configType: 'meal_bundle', configKey: '6_meals' },
    });
    const patch = (price: number) =>
      server.rest('PATCH', `/api/admin/pricing/${bundle.id}`, { price }, { token: admin.token });
    try {
      expect((await patch(229)).status).toBe(200);
      expect(await trialTotal()).toBe(229 * 6 * 100);
    } finally {
      await patch(bundle.pricePiasters / 100);
    }
    expect(await trialTotal()).toBe(143_400);
  });

  it("another customer's order is not found", async () => {
    const { order } = await customerWithOrder(server);
    const other = await createCustomer(server.app);
    const answer = await server.gql(QUOTE, { orderId: String(order.id), orderType: 'trial' }, { token: other.token });
    expect(answer.data.checkoutQuote).toMatchObject({ __typename: 'NotFoundError' });
  });
});

describe('card checkout', () => {
  it('locks the order, records the payment, saves the address and answers the hosted checkout', async () => {
    const { customer, token, order } = await customerWithOrder(server);
    const answer = await checkoutRest(token, checkoutBody(order.id, { address: { ...goodAddress, area: 'zamalek' } }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'Order placed successfully!' });
    expect(answer.body.paymentUrl).toMatch(`${server.url}/paymob-sim/unifiedcheckout/?publicKey=`);
    expect(answer.body.client_secret).toBeTruthy();
    expect(await paymentStateOf(server, order.id)).toMatchObject({
      paymentStatus: 'processing',
      paymentMethod: 'card',
      purchaseType: 'subscription',
      payments: 1,
      trial: 0,
    });
    const payment = await server.app.prisma.payment.findFirstOrThrow({ where: { orderId: order.id } });
    expect(payment).toMatchObject({ provider: 'paymob', status: 'pending' });
    expect(payment.providerRef).toMatch(/^\d+$/);
    const saved = await server.app.prisma.customer.findUniqueOrThrow({
      where: { id: customer.id },
      include: { neighborhood: true },
    });
    expect(saved).toMatchObject({ phone: '+201001234567', street: '26 July Street', deliveryNotes: 'Ring twice' });
    expect(saved.neighborhood?.name).toBe('Zamalek');
    const stored = await server.app.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored.deliveryAddress).toMatchObject({ area: 'Zamalek', phone: '+201001234567', floor: '3' });
  });

  it("the full name becomes the account's name when it has none, and never replaces one", async () => {
    const blank = await customerWithOrder(server);
    await server.app.prisma.customer.update({ where: { id: blank.customer.id }, data: { name: '' } });
    const answer = await checkoutRest(
      blank.token,
      checkoutBody(blank.order.id, { address: { ...goodAddress, phone: '010 0123 4567' } }),
    );
    expect(answer.status).toBe(200);
    expect(await server.app.prisma.customer.findUniqueOrThrow({ where: { id: blank.customer.id } })).toMatchObject({
      name: 'Mona Hassan',
      phone: '+201001234567',
    });

    const named = await customerWithOrder(server);
    expect((await checkoutRest(named.token, checkoutBody(named.order.id))).status).toBe(200);
    expect((await server.app.prisma.customer.findUniqueOrThrow({ where: { id: named.customer.id } })).name).toBe(
      'Test Customer',
    );
  });

  it('a trial reserves the one trial box; a second trial is refused by the database rule', async () => {
    const { token, order } = await customerWithOrder(server, { weekIndex: 0 });
    const first = await checkoutRest(token, checkoutBody(order.id, { orderType: 'trial' }));
    expect(first.status).toBe(200);
    const me = await server.rest('GET', '/api/auth/me', undefined, { token });
    expect(me.body.hasUsedTrialBox).toBe(true);

    const second = await addOrder(server, token, { weekIndex: 1 });
    const before = await paymentStateOf(server, second.id);
    const refused = await checkoutRest(token, checkoutBody(second.id, { orderType: 'trial' }));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('You have already used your trial box. Please choose a subscription.');
    expect(await paymentStateOf(server, second.id)).toEqual(before);
  });

  it('two tabs checking out the same order at once: one payment, the other is told', async () => {
    const { token, order } = await customerWithOrder(server);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => checkoutRest(token, checkoutBody(order.id, { orderType: 'trial' }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe('This order is already being paid.');
    expect(await server.app.prisma.payment.count({ where: { orderId: order.id } })).toBe(1);
    expect(await server.app.prisma.trialRedemption.count({ where: { orderId: order.id } })).toBe(1);
  });
});

describe('bad input: refused, nothing written', () => {
  const refusals: [string, Record<string, unknown>, number, string][] = [
    ['a subscription paid by InstaPay', { paymentMethod: 'instapay' }, 400, 'Subscriptions are paid by card only.'],
    [
      'an unserviced area',
      { address: { ...goodAddress, area: 'Shubra' } },
      400,
      "We don't deliver to Shubra yet. Please choose one of our delivery areas.",
    ],
    [
      'an area that does not exist',
      { address: { ...goodAddress, area: 'Atlantis' } },
      400,
      "We don't deliver to Atlantis yet. Please choose one of our delivery areas.",
    ],
    [
      'a phone starting 13',
      { address: { ...goodAddress, phone: '1301234567' } },
      400,
      'Egyptian mobile numbers start with 010, 011, 012 or 015',
    ],
    ['a phone of 9 digits', { address: { ...goodAddress, phone: '100123456' } }, 400, 'Enter 1 more digit(s)'],
    [
      'a missing street',
      { address: { ...goodAddress, street: '  ' } },
      400,
      'Missing information: Please fill in all required delivery information',
    ],
    [
      'no address at all',
      { address: undefined },
      400,
      'Missing information: Please fill in all required delivery information',
    ],
    ['an unknown order type', { orderType: 'free' }, 400, 'Order type must be trial or subscription'],
    [
      'InstaPay without the screenshot',
      { orderType: 'trial', paymentMethod: 'instapay' },
      400,
      'Payment confirmation required: Please upload your InstaPay payment confirmation image',
    ],
  ];

  it.each(refusals)('%s', async (_name, overrides, status, message) => {
    const { token, order } = await customerWithOrder(server);
    const before = await paymentStateOf(server, order.id);
    const answer = await checkoutRest(token, checkoutBody(order.id, overrides));
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
    expect(await paymentStateOf(server, order.id)).toEqual(before);
  });

  it("another customer's order is not found (404), and stays untouched", async () => {
    const { order } = await customerWithOrder(server);
    const other = await createCustomer(server.app);
    const before = await paymentStateOf(server, order.id);
    const answer = await checkoutRest(other.token, checkoutBody(order.id));
    expect(answer.status).toBe(404);
    expect(await paymentStateOf(server, order.id)).toEqual(before);
  });

  it('after the deadline the order cannot be checked out', async () => {
    const { token, order } = await customerWithOrder(server);
    const week = await server.app.prisma.week.findUniqueOrThrow({ where: { id: order.weekId } });
    server.clock.set(new Date(week.orderDeadline.getTime() + 60_000));
    const before = await paymentStateOf(server, order.id);
    const answer = await checkoutRest(token, checkoutBody(order.id));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Order deadline has passed. You can no longer modify this order.');
    expect(await paymentStateOf(server, order.id)).toEqual(before);
  });

  it('signed out: 401', async () => {
    const answer = await server.rest('POST', '/api/orders/checkout', checkoutBody(1));
    expect(answer.status).toBe(401);
  });
});

describe('Paymob unreachable or slow', () => {
  it.each([
    ['answers 503', { mode: 'error', status: 503 }],
    ['drops the connection', { mode: 'reset' }],
    ['is slower than the bound', { mode: 'slow', delayMs: 4000 }],
  ])('Paymob %s: a clear message, the order stays payable, nothing half-written', async (_name, fault) => {
    const { token, order } = await customerWithOrder(server);
    const before = await paymentStateOf(server, order.id);
    await simulatorFault(server, 'intention', { ...fault, times: 1 });
    const answer = await checkoutRest(token, checkoutBody(order.id, { orderType: 'trial' }));
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe(
      "We couldn't reach our payment provider. Your order is saved and still waiting for payment: please try again in a few minutes.",
    );
    expect(await paymentStateOf(server, order.id)).toEqual(before);
    const me = await server.rest('GET', '/api/auth/me', undefined, { token });
    expect(me.body.hasUsedTrialBox).toBe(false);
    const failed = await server.app.prisma.payment.findFirstOrThrow({ where: { orderId: order.id } });
    expect(failed.status).toBe('failed');

    // Still payable: the next try goes through.
    const retry = await checkoutRest(token, checkoutBody(order.id, { orderType: 'trial' }));
    expect(retry.status).toBe(200);
  });
});

describe('a card attempt that never hears back', () => {
  it('is released after the hosted checkout expires (by the job, or by the next checkout)', async () => {
    const { token, order } = await customerWithOrder(server);
    const first = await checkoutRest(token, checkoutBody(order.id, { orderType: 'trial' }));
    expect(first.status).toBe(200);
    // Within its life the attempt holds the order (unless the customer says they left it: recovery.test.ts).
    expect((await checkoutRest(token, checkoutBody(order.id, { orderType: 'trial' }))).status).toBe(409);

    registerJobs(server.app);
    await server.app.jobs.start();
    server.clock.set(new Date(Date.now() + 31 * 60_000));
    await server.app.jobs.runDue();
    expect(await paymentStateOf(server, order.id)).toMatchObject({ paymentStatus: 'failed', payments: 0, trial: 0 });
    const expired = await server.app.prisma.payment.findFirstOrThrow({ where: { orderId: order.id } });
    expect(expired).toMatchObject({ status: 'failed', failureReason: 'expired_without_callback' });
    // Payable again.
    expect((await checkoutRest(token, checkoutBody(order.id, { orderType: 'trial' }))).status).toBe(200);
  });
});

describe('the phone typed at checkout', () => {
  const CHECKOUT = `mutation ($input: OrderCheckoutInput!) { orderCheckout(input: $input) { __typename } }`;
  /** A customer with an order and a verified phone, and the SMS chosen for locked orders. */
  async function verifiedCustomer(phone: string) {
    const made = await customerWithOrder(server);
    await server.app.prisma.customer.update({
      where: { id: made.customer.id },
      data: { phone, phoneVerifiedAt: new Date() },
    });
    await server.app.prisma.notificationPreference.create({
      data: { customerId: made.customer.id, kind: 'order_locked', channel: 'sms', enabled: true },
    });
    return made;
  }
  const stateOf = async (customerId: number, token: string) => {
    const customer = await server.app.prisma.customer.findUniqueOrThrow({ where: { id: customerId } });
    const settings = await server.rest('GET', '/api/user/notifications', undefined, { token });
    const locked = settings.body.kinds.find((k: { kind: string }) => k.kind === 'order_locked');
    return {
      phone: customer.phone,
      verified: customer.phoneVerifiedAt !== null,
      phoneVerified: settings.body.phoneVerified,
      whatsapp: locked.whatsapp,
      sms: locked.sms,
    };
  };

  it('the same number keeps the verification; another one (REST or GraphQL) clears it and turns WhatsApp and SMS off', async () => {
    // goodAddress.phone is +201001234567 once normalised.
    const same = await verifiedCustomer('+201001234567');
    expect((await checkoutRest(same.token, checkoutBody(same.order.id))).status).toBe(200);
    expect(await stateOf(same.customer.id, same.token)).toEqual({
      phone: '+201001234567',
      verified: true,
      phoneVerified: true,
      whatsapp: true,
      sms: true,
    });

    const cleared = {
      phone: '+201001234567',
      verified: false,
      phoneVerified: false,
      whatsapp: false,
      sms: false,
    };
    const rest = await verifiedCustomer('+201009999991');
    expect((await checkoutRest(rest.token, checkoutBody(rest.order.id))).status).toBe(200);
    expect(await stateOf(rest.customer.id, rest.token)).toEqual(cleared);

    const gql = await verifiedCustomer('+201009999992');
    const answer = await server.gql(
      CHECKOUT,
      { input: { ...checkoutBody(gql.order.id), orderId: String(gql.order.id) } },
      { token: gql.token },
    );
    expect(answer.data.orderCheckout.__typename).toBe('OrderCheckoutPayload');
    expect(await stateOf(gql.customer.id, gql.token)).toEqual(cleared);
    // The saved choice is kept: it applies again once the new number is verified.
    expect(
      await server.app.prisma.notificationPreference.count({
        where: { customerId: gql.customer.id, channel: 'sms', enabled: true },
      }),
    ).toBe(1);
  });

  it('a refused checkout leaves the phone and its verification as they were', async () => {
    const made = await verifiedCustomer('+201009999993');
    const refused = await checkoutRest(
      made.token,
      checkoutBody(made.order.id, { address: { ...goodAddress, area: 'Shubra' } }),
    );
    expect(refused.status).toBe(400);
    const answer = await server.gql(
      CHECKOUT,
      {
        input: {
          ...checkoutBody(made.order.id, { address: { ...goodAddress, area: 'Shubra' } }),
          orderId: String(made.order.id),
        },
      },
      { token: made.token },
    );
    expect(answer.data.orderCheckout.__typename).toBe('ValidationError');
    expect(await stateOf(made.customer.id, made.token)).toMatchObject({
      phone: '+201009999993',
      verified: true,
      sms: true,
    });
  });
});

describe('order reads around checkout', () => {
  it('GET /api/orders asks for payment while nothing is paid; details are the owner’s only', async () => {
    const { token, order } = await customerWithOrder(server);
    const before = await server.rest('GET', '/api/orders', undefined, { token });
    expect(before.status).toBe(403);
    expect(before.body).toEqual({ message: 'Payment required', requiresPayment: true });

    const checkedOut = await server.gql(
      `mutation ($input: OrderCheckoutInput!) {
        orderCheckout(input: $input) {
          __typename
          ... on OrderCheckoutPayload { paymentUrl order { paymentStatus orderType } }
        }
      }`,
      { input: { ...checkoutBody(order.id), orderId: String(order.id) } },
      { token },
    );
    expect(checkedOut.data.orderCheckout).toMatchObject({
      __typename: 'OrderCheckoutPayload',
      order: { paymentStatus: 'processing', orderType: 'subscription' },
    });
    expect(checkedOut.data.orderCheckout.paymentUrl).toContain('/paymob-sim/unifiedcheckout/');

    const after = await server.rest('GET', '/api/orders', undefined, { token });
    expect(after.status).toBe(200);
    expect(after.body.map((o: { id: number }) => o.id)).toContain(order.id);
    const details = await server.rest('GET', `/api/orders/${order.id}/details`, undefined, { token });
    expect(details.body).toMatchObject({ id: order.id, deliveryNotes: 'Ring twice', purchaseType: 'subscription' });
    expect(details.body.deliveryAddress).toMatchObject({ area: 'Zamalek', phone: '+201001234567' });
    const other = await createCustomer(server.app);
    expect(
      (await server.rest('GET', `/api/orders/${order.id}/details`, undefined, { token: other.token })).status,
    ).toBe(404);
  });
});
