// The subscription lifecycle over real HTTP (REST and GraphQL) on the run's
// PostgreSQL, with the Paymob simulator on the test server itself.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { SIMULATOR_TEST_TOKENS } from '../../lib/paymob/index.ts';
import { clearSimulatorFaults, setSimulatorFault, SIMULATOR_CONFIG } from '../../../test/paymobSimulator.ts';
import { weekIsLive } from '../catalog/index.ts';

let server: TestServer;
let liveWeekIds: number[];

beforeAll(async () => {
  server = await startTestServer(SIMULATOR_CONFIG, { ownPublicUrl: true });
  const weeks = await server.app.prisma.week.findMany({ orderBy: { startDate: 'asc' } });
  liveWeekIds = weeks.filter((week) => weekIsLive(server.app, week)).map((week) => week.id);
  expect(liveWeekIds.length).toBeGreaterThanOrEqual(3);
});

afterEach(async () => {
  await clearSimulatorFaults(server);
});

afterAll(async () => {
  await server?.close();
});

/** A subscriber with a saved card, as a paid subscription checkout leaves them. */
async function subscriber(options: { token?: string; mealCount?: number } = {}) {
  const made = await createCustomer(server.app);
  const card = await server.app.prisma.savedCard.create({
    data: {
      customerId: made.customer.id,
      token: options.token ?? `${SIMULATOR_TEST_TOKENS.approved}-${made.customer.id}`,
      maskedPan: 'xxxx-xxxx-xxxx-2346',
      cardBrand: 'MasterCard',
      isDefault: true,
    },
  });
  await server.app.prisma.customer.update({ where: { id: made.customer.id }, data: { userType: 'subscriber' } });
  const subscription = await server.app.prisma.subscription.create({
    data: { customerId: made.customer.id, mealCount: options.mealCount ?? 6, savedCardId: card.id },
  });
  return { ...made, card, subscription };
}

const ordersOf = (customerId: number) =>
  server.app.prisma.order.findMany({ where: { customerId }, orderBy: { weekId: 'asc' }, include: { items: true } });

describe('status', () => {
  it('answers null for a customer who never subscribed, and 401 signed out', async () => {
    const { token } = await createCustomer(server.app);
    const status = await server.rest('GET', '/api/user/subscription/status', undefined, { token });
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ subscriptionStatus: null, subscriptionCancelledAt: null });
    expect(status.headers.get('cache-control')).toContain('no-store');
    for (const [method, path] of [
      ['GET', '/api/user/subscription/status'],
      ['POST', '/api/user/subscription/cancel'],
      ['POST', '/api/user/subscription/resume'],
      ['PATCH', '/api/user/subscription/defaults'],
      ['POST', '/api/user/start-subscription'],
      ['GET', '/api/payment-methods'],
      ['POST', '/api/payment-methods/update'],
    ] as const) {
      const answer = await server.rest(method, path, method === 'GET' ? undefined : {});
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  });

  it('cancel and resume without a subscription are 404', async () => {
    const { token } = await createCustomer(server.app);
    const cancel = await server.rest('POST', '/api/user/subscription/cancel', undefined, { token });
    expect(cancel.status).toBe(404);
    expect(cancel.body).toEqual({ message: 'You have no subscription yet.' });
    expect((await server.rest('POST', '/api/user/subscription/resume', undefined, { token })).status).toBe(404);
  });
});

describe('cancel and resume', () => {
  it('cancel stops the subscription, cancels unpaid orders, keeps paid ones; resume regenerates the live weeks', async () => {
    const { customer, token } = await subscriber();
    const [paidWeek, ...rest] = liveWeekIds;
    const paid = await server.app.prisma.order.create({
      data: {
        customerId: customer.id,
        weekId: paidWeek!,
        mealCount: 6,
        status: 'selected',
        paymentStatus: 'confirmed',
        purchaseType: 'subscription',
        totalPiasters: 143_400,
      },
    });
    const status = await server.rest('GET', '/api/user/subscription/status', undefined, { token });
    expect(status.body.subscriptionStatus).toBe('active');

    // Resuming regenerates: orders made before the cancel for the other live weeks.
    const { ensureSubscriptionOrders } = await import('./index.ts');
    await ensureSubscriptionOrders(server.app, { customerId: customer.id });
    expect((await ordersOf(customer.id)).map((o) => o.weekId)).toEqual(liveWeekIds);

    const cancelAt = new Date(Date.now() + 60_000);
    server.clock.set(cancelAt);
    const cancelled = await server.rest('POST', '/api/user/subscription/cancel', undefined, { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.subscriptionStatus).toBe('cancelled');
    // The app's clock, not the database's: a minute ahead of real time here.
    const cancelledAt = new Date(cancelled.body.subscriptionCancelledAt).getTime();
    expect(cancelledAt).toBeGreaterThanOrEqual(cancelAt.getTime());
    expect(cancelledAt).toBeLessThan(cancelAt.getTime() + 30_000);
    server.clock.reset();
    const afterCancel = await ordersOf(customer.id);
    expect(afterCancel.find((o) => o.id === paid.id)).toMatchObject({ status: 'selected', paymentStatus: 'confirmed' });
    expect(afterCancel.filter((o) => o.id !== paid.id).map((o) => o.status)).toEqual(rest.map(() => 'cancelled'));

    const again = await server.rest('POST', '/api/user/subscription/cancel', undefined, { token });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Your subscription is already cancelled.' });

    const resumed = await server.rest('POST', '/api/user/subscription/resume', undefined, { token });
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ subscriptionStatus: 'active', subscriptionCancelledAt: null, mealCount: 6 });
    const afterResume = await ordersOf(customer.id);
    expect(afterResume.find((o) => o.id === paid.id)?.paymentStatus).toBe('confirmed');
    for (const order of afterResume.filter((o) => o.id !== paid.id)) {
      expect(order).toMatchObject({ status: 'not_selected', paymentStatus: 'pending', mealCount: 6, items: [] });
    }
    expect(afterResume.map((o) => o.weekId)).toEqual(liveWeekIds);
    expect((await server.rest('POST', '/api/user/subscription/resume', undefined, { token })).status).toBe(409);
  });

  it('GraphQL: me.subscription, subscriptionCancel and subscriptionResume with typed errors', async () => {
    const { token } = await subscriber({ mealCount: 8 });
    const me = await server.gql(
      `{ me { isSubscriber subscription { id status mealCount portionSize deliverySlot paymentMethod { last4 cardBrand isDefault } }
        paymentMethods { maskedPan isDefault } } }`,
      {},
      { token },
    );
    expect(me.errors).toBeUndefined();
    expect(me.data.me).toMatchObject({
      isSubscriber: true,
      subscription: {
        status: 'active',
        mealCount: 8,
        portionSize: 'standard',
        deliverySlot: 'morning',
        paymentMethod: { last4: '2346', cardBrand: 'MasterCard', isDefault: true },
      },
      paymentMethods: [{ maskedPan: 'xxxx-xxxx-xxxx-2346', isDefault: true }],
    });
    const cancel = `mutation { subscriptionCancel { __typename
      ... on SubscriptionCancelPayload { subscription { status cancelledAt } } ... on Error { message } } }`;
    const first = await server.gql(cancel, {}, { token });
    expect(first.data.subscriptionCancel).toMatchObject({
      __typename: 'SubscriptionCancelPayload',
      subscription: { status: 'cancelled' },
    });
    // The same document from another customer runs for them (a mutation is never a cached answer).
    const other = await subscriber();
    const theirs = await server.gql(cancel, {}, { token: other.token });
    expect(theirs.data.subscriptionCancel).toMatchObject({ __typename: 'SubscriptionCancelPayload' });
    expect(
      (await server.app.prisma.subscription.findUniqueOrThrow({ where: { customerId: other.customer.id } })).status,
    ).toBe('cancelled');
    const second = await server.gql(cancel, {}, { token });
    expect(second.data.subscriptionCancel).toEqual({
      __typename: 'ConflictError',
      message: 'Your subscription is already cancelled.',
    });
    const resume = await server.gql(
      `mutation { subscriptionResume { __typename ... on SubscriptionResumePayload { subscription { status } } } }`,
      {},
      { token },
    );
    expect(resume.data.subscriptionResume).toEqual({
      __typename: 'SubscriptionResumePayload',
      subscription: { status: 'active' },
    });
    const anonymous = await server.gql(`mutation { subscriptionCancel { __typename } }`);
    expect(anonymous.errors?.[0]?.message).toBeTruthy();
  });
});

describe('defaults', () => {
  const NOTHING_TO_CHANGE = 'Send at least one of mealCount, portionSize and deliverySlot';

  it('updates the defaults and the untouched live-week orders follow; touched ones keep their choice', async () => {
    const { customer, token } = await subscriber();
    const { ensureSubscriptionOrders } = await import('./index.ts');
    await ensureSubscriptionOrders(server.app, { customerId: customer.id });
    const [touched] = await ordersOf(customer.id);
    const meal = await server.app.prisma.weekMenuItem.findFirstOrThrow({ where: { weekId: touched!.weekId } });
    await server.app.prisma.orderItem.create({ data: { orderId: touched!.id, mealId: meal.mealId } });

    const answer = await server.rest(
      'PATCH',
      '/api/user/subscription/defaults',
      { mealCount: 10, portionSize: 'large', deliverySlot: 'evening' },
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ mealCount: 10, portionSize: 'large', deliverySlot: 'evening' });
    const orders = await ordersOf(customer.id);
    expect(orders.find((o) => o.id === touched!.id)).toMatchObject({ mealCount: 6, defaultPortionSize: 'standard' });
    for (const order of orders.filter((o) => o.id !== touched!.id)) {
      // 10 large meals: 249 × 10 + 99 × 10 − (249 − 199) × 10 = 2980
      expect(order).toMatchObject({
        mealCount: 10,
        defaultPortionSize: 'large',
        deliverySlot: 'evening',
        totalPiasters: 298_000,
      });
    }
  });

  it.each([
    [
      { mealCount: 3, portionSize: 'standard', deliverySlot: 'morning' },
      'Meal count must be from 4 to 15',
      'mealCount',
    ],
    [
      { mealCount: 16, portionSize: 'standard', deliverySlot: 'morning' },
      'Meal count must be from 4 to 15',
      'mealCount',
    ],
    [
      { mealCount: 4.5, portionSize: 'standard', deliverySlot: 'morning' },
      'Meal count must be a whole number from 4 to 15',
      'mealCount',
    ],
    [
      { mealCount: 6, portionSize: 'huge', deliverySlot: 'morning' },
      'Portion size must be standard, large or mixed',
      'portionSize',
    ],
    [
      { mealCount: 6, portionSize: 'standard', deliverySlot: 'noon' },
      'Delivery slot must be morning or evening',
      'deliverySlot',
    ],
    [{ deliverySlot: 'Evening' }, 'Delivery slot must be morning or evening', 'deliverySlot'],
    [{}, NOTHING_TO_CHANGE, null],
    [{ mealCount: null, portionSize: null }, NOTHING_TO_CHANGE, null],
  ])('refuses %j', async (body, message, field) => {
    const { customer, token } = await subscriber();
    const answer = await server.rest('PATCH', '/api/user/subscription/defaults', body, { token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(answer.body.issues[0].path).toEqual(field ? [field] : []);
    const stored = await server.app.prisma.subscription.findUniqueOrThrow({ where: { customerId: customer.id } });
    expect(stored).toMatchObject({ mealCount: 6, portionSize: 'standard', deliverySlot: 'morning' });
  });

  it('changes only what was sent: a mixed subscriber who changes the slot stays mixed, orders too', async () => {
    const { customer, token } = await subscriber({ mealCount: 8 });
    await server.app.prisma.subscription.update({ where: { customerId: customer.id }, data: { portionSize: 'mixed' } });
    const { ensureSubscriptionOrders } = await import('./index.ts');
    await ensureSubscriptionOrders(server.app, { customerId: customer.id });

    const answer = await server.rest(
      'PATCH',
      '/api/user/subscription/defaults',
      { deliverySlot: 'evening' },
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ mealCount: 8, portionSize: 'mixed', deliverySlot: 'evening' });
    const stored = await server.app.prisma.subscription.findUniqueOrThrow({ where: { customerId: customer.id } });
    expect(stored).toMatchObject({ mealCount: 8, portionSize: 'mixed', deliverySlot: 'evening' });
    const orders = await ordersOf(customer.id);
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) {
      expect(order).toMatchObject({ mealCount: 8, defaultPortionSize: 'mixed', deliverySlot: 'evening' });
    }

    // GraphQL alike: the meal count alone, the portion stays mixed.
    const result = await server.gql(
      `mutation ($input: SubscriptionDefaultsUpdateInput!) { subscriptionDefaultsUpdate(input: $input) {
        __typename ... on SubscriptionDefaultsUpdatePayload { subscription { mealCount portionSize deliverySlot } } } }`,
      { input: { mealCount: 12 } },
      { token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.subscriptionDefaultsUpdate.subscription).toEqual({
      mealCount: 12,
      portionSize: 'mixed',
      deliverySlot: 'evening',
    });
  });

  it('GraphQL: subscriptionDefaultsUpdate answers ValidationError with the field path', async () => {
    const { token } = await subscriber();
    const mutation = `mutation ($input: SubscriptionDefaultsUpdateInput!) { subscriptionDefaultsUpdate(input: $input) {
      __typename ... on SubscriptionDefaultsUpdatePayload { subscription { mealCount portionSize deliverySlot } }
      ... on ValidationError { message issues { path } } } }`;
    const bad = await server.gql(
      mutation,
      { input: { mealCount: 20, portionSize: 'standard', deliverySlot: 'morning' } },
      { token },
    );
    expect(bad.data.subscriptionDefaultsUpdate).toEqual({
      __typename: 'ValidationError',
      message: 'Meal count must be from 4 to 15',
      issues: [{ path: ['mealCount'] }],
    });
    const good = await server.gql(
      mutation,
      { input: { mealCount: 12, portionSize: 'large', deliverySlot: 'evening' } },
      { token },
    );
    expect(good.data.subscriptionDefaultsUpdate.subscription).toEqual({
      mealCount: 12,
      portionSize: 'large',
      deliverySlot: 'evening',
    });
  });
});

describe('start a subscription (trial customer)', () => {
  it('with a saved card: active at once, subscriber, orders for every live week from the trial order’s plan', async () => {
    const { customer, token } = await createCustomer(server.app);
    await server.app.prisma.savedCard.create({
      data: {
        customerId: customer.id,
        token: `trial-card-${customer.id}`,
        maskedPan: 'xxxx-xxxx-xxxx-2346',
        cardBrand: 'MasterCard',
      },
    });
    await server.app.prisma.order.create({
      data: {
        customerId: customer.id,
        weekId: liveWeekIds[0]!,
        mealCount: 8,
        defaultPortionSize: 'large',
        deliverySlot: 'evening',
        status: 'selected',
        paymentStatus: 'confirmed',
        purchaseType: 'trial',
      },
    });
    const answer = await server.rest(
      'POST',
      '/api/user/start-subscription',
      { paymentMethod: 'credit_card', mockPayment: true },
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      subscriptionStatus: 'active',
      mealCount: 8,
      portionSize: 'large',
      deliverySlot: 'evening',
      paymentMethod: { maskedPan: 'xxxx-xxxx-xxxx-2346' },
      cardSetup: null,
    });
    const stored = await server.app.prisma.customer.findUniqueOrThrow({ where: { id: customer.id } });
    expect(stored.userType).toBe('subscriber');
    const orders = await ordersOf(customer.id);
    expect(orders.map((o) => o.weekId)).toEqual(liveWeekIds);
    expect(orders.slice(1).every((o) => o.mealCount === 8 && o.purchaseType === 'subscription')).toBe(true);

    const twice = await server.rest('POST', '/api/user/start-subscription', {}, { token });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: 'You already have an active subscription.' });
  });

  it('without a saved card: active, and the answer carries the Paymob checkout that saves one', async () => {
    const { customer, token } = await createCustomer(server.app);
    const answer = await server.rest(
      'POST',
      '/api/user/start-subscription',
      { paymentMethod: 'credit_card' },
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ subscriptionStatus: 'active', mealCount: 6, paymentMethod: null });
    expect(answer.body.cardSetup.public_key).toMatch(/^egy_pk_test_sim/);
    expect(answer.body.cardSetup.client_secret).toMatch(/^egy_csk_test_/);
    const page = await fetch(answer.body.cardSetup.checkout_url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Save card for future payments');
    const payment = await server.app.prisma.payment.findFirstOrThrow({ where: { customerId: customer.id } });
    expect(payment).toMatchObject({ kind: 'card_verification', amountPiasters: 100, status: 'pending' });
    expect(payment.providerRef).toBeTruthy();
  });

  it('refuses another payment method, and a second start racing the first starts once', async () => {
    const { customer, token } = await createCustomer(server.app);
    const instapay = await server.rest(
      'POST',
      '/api/user/start-subscription',
      { paymentMethod: 'instapay' },
      { token },
    );
    expect(instapay.status).toBe(400);
    expect(instapay.body.message).toBe('Subscriptions are paid by card.');
    expect(await server.app.prisma.subscription.count({ where: { customerId: customer.id } })).toBe(0);

    const both = await Promise.all([
      server.rest('POST', '/api/user/start-subscription', {}, { token }),
      server.rest('POST', '/api/user/start-subscription', {}, { token }),
    ]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await server.app.prisma.subscription.count({ where: { customerId: customer.id } })).toBe(1);
    const orders = await ordersOf(customer.id);
    expect(orders.map((o) => o.weekId)).toEqual(liveWeekIds);
  });
});

describe('payment methods', () => {
  it('lists saved cards with the one in use marked default', async () => {
    const { customer, token, card } = await subscriber();
    const other = await server.app.prisma.savedCard.create({
      data: {
        customerId: customer.id,
        token: `other-${customer.id}`,
        maskedPan: 'xxxx-xxxx-xxxx-1111',
        cardBrand: 'Visa',
      },
    });
    const list = await server.rest('GET', '/api/payment-methods', undefined, { token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { id: other.id, isDefault: false, cardBrand: 'Visa', maskedPan: 'xxxx-xxxx-xxxx-1111' },
      { id: card.id, isDefault: true, cardBrand: 'MasterCard', maskedPan: 'xxxx-xxxx-xxxx-2346' },
    ]);
    const stranger = await createCustomer(server.app);
    expect((await server.rest('GET', '/api/payment-methods', undefined, { token: stranger.token })).body).toEqual([]);
  });

  it('update starts a card-saving checkout; Paymob down is a 503 that leaves a failed attempt and no dangling state', async () => {
    const { customer, token } = await subscriber();
    const update = await server.rest(
      'POST',
      '/api/payment-methods/update',
      { address: JSON.stringify({ name: 'Mona Hassan', street: '26 July St', phone: '+201001234567' }) },
      { token },
    );
    expect(update.status).toBe(200);
    expect(Object.keys(update.body).sort()).toEqual(['checkout_url', 'client_secret', 'intention_id', 'public_key']);

    await setSimulatorFault(server, 'intention', { mode: 'error', status: 503, times: 1 });
    const down = await server.rest('POST', '/api/payment-methods/update', {}, { token });
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      message: 'We could not reach the payment provider. Please try again in a few minutes.',
    });
    const attempts = await server.app.prisma.payment.findMany({
      where: { customerId: customer.id },
      orderBy: { id: 'asc' },
    });
    expect(attempts.map((p) => p.status)).toEqual(['pending', 'failed']);

    const badAddress = await server.rest('POST', '/api/payment-methods/update', { address: '{not json' }, { token });
    expect(badAddress.status).toBe(400);
    expect(badAddress.body.message).toBe('Address is not valid');

    const gql = await server.gql(
      `mutation { paymentMethodUpdate(input: {}) { __typename ... on PaymentMethodUpdatePayload { cardSetup { checkoutUrl publicKey } } } }`,
      {},
      { token },
    );
    expect(gql.data.paymentMethodUpdate.__typename).toBe('PaymentMethodUpdatePayload');
    expect(gql.data.paymentMethodUpdate.cardSetup.checkoutUrl).toContain('/paymob-sim/unifiedcheckout/');
  });
});
