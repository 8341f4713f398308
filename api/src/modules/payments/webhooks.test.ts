import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  checkoutBody,
  customerWithOrder,
  NO_PAYMOB_KEYS,
  paymentStateOf,
  postCallback,
  simulatorFault,
  submitHostedCheckout,
  transactionCallback,
  successScreen,
} from '../../../test/payments.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(NO_PAYMOB_KEYS, { ownPublicUrl: true });
});
afterAll(async () => {
  await server?.close();
});

/** A customer whose order is checked out by card and waiting on the hosted page. */
async function cardCheckout(orderType: 'trial' | 'subscription') {
  const { customer, token, order } = await customerWithOrder(server);
  const answer = await server.rest('POST', '/api/orders/checkout', checkoutBody(order.id, { orderType }), { token });
  expect(answer.status).toBe(200);
  const payment = await server.app.prisma.payment.findFirstOrThrow({ where: { orderId: order.id } });
  return { customer, token, order, paymentUrl: answer.body.paymentUrl as string, payment };
}

/** Follows the hosted page's redirect to our response callback, which redirects to the result screen. */
async function resultScreenAfter(hosted: Response): Promise<string> {
  expect(hosted.status).toBe(303);
  const back = await fetch(hosted.headers.get('location')!, { redirect: 'manual' });
  expect(back.status).toBe(303);
  return back.headers.get('location')!;
}

describe('through the simulator, the same code path as Paymob', () => {
  it('a paid subscription: order confirmed, card saved, subscription started, customer a subscriber', async () => {
    const { customer, token, order, paymentUrl } = await cardCheckout('subscription');
    const hosted = await submitHostedCheckout(paymentUrl, 'pay');
    expect(await resultScreenAfter(hosted)).toBe(successScreen(order.id));

    expect(await paymentStateOf(server, order.id)).toMatchObject({
      paymentStatus: 'confirmed',
      purchaseType: 'subscription',
    });
    const card = await server.app.prisma.savedCard.findFirstOrThrow({ where: { customerId: customer.id } });
    expect(card).toMatchObject({ maskedPan: 'xxxx-xxxx-xxxx-2346', cardBrand: 'MasterCard', isDefault: true });
    const subscription = await server.app.prisma.subscription.findUniqueOrThrow({ where: { customerId: customer.id } });
    expect(subscription).toMatchObject({
      status: 'active',
      mealCount: 6,
      deliverySlot: 'evening',
      savedCardId: card.id,
    });
    const me = await server.rest('GET', '/api/auth/me', undefined, { token });
    expect(me.body).toMatchObject({ userType: 'subscriber', isSubscriber: true, hasUsedTrialBox: false });
    const orders = await server.rest('GET', '/api/orders', undefined, { token });
    expect(orders.status).toBe(200);
    // With the live weeks' orders the subscription made at once (recovery.test.ts).
    expect(orders.body.find((o: { id: number }) => o.id === order.id)).toMatchObject({
      paymentStatus: 'confirmed',
      paymentMethod: 'card',
    });
  });

  it('a paid trial: confirmed, hasUsedTrialBox, no subscription, no saved card', async () => {
    const { customer, token, order, paymentUrl } = await cardCheckout('trial');
    expect(await resultScreenAfter(await submitHostedCheckout(paymentUrl, 'pay'))).toBe(successScreen(order.id));
    expect(await paymentStateOf(server, order.id)).toMatchObject({ paymentStatus: 'confirmed', trial: 1 });
    expect(await server.app.prisma.subscription.count({ where: { customerId: customer.id } })).toBe(0);
    expect(await server.app.prisma.savedCard.count({ where: { customerId: customer.id } })).toBe(0);
    const me = await server.gql('{ me { hasUsedTrialBox isSubscriber userType } }', {}, { token });
    expect(me.data.me).toEqual({ hasUsedTrialBox: true, isSubscriber: false, userType: 'trial' });
  });

  it('a declined card: failed, the trial released, the order payable again', async () => {
    const { token, order, paymentUrl } = await cardCheckout('trial');
    expect(await resultScreenAfter(await submitHostedCheckout(paymentUrl, 'decline'))).toBe(
      '/payment/response?success=false',
    );
    expect(await paymentStateOf(server, order.id)).toMatchObject({ paymentStatus: 'failed', trial: 0 });
    const me = await server.rest('GET', '/api/auth/me', undefined, { token });
    expect(me.body.hasUsedTrialBox).toBe(false);
    const retry = await server.rest('POST', '/api/orders/checkout', checkoutBody(order.id), { token });
    expect(retry.status).toBe(200);
  });
});

describe('the customer back before the processed callback (Paymob does not promise the order)', () => {
  it('the signed redirect confirms and starts the subscription; the late callbacks replay and link the card', async () => {
    const { customer, token, order, paymentUrl } = await cardCheckout('subscription');
    await simulatorFault(server, 'notification', { mode: 'slow', delayMs: 1500, times: 1 });
    expect(await resultScreenAfter(await submitHostedCheckout(paymentUrl, 'pay'))).toBe(successScreen(order.id));
    // Back on our site before Paymob called: already a subscriber, so /account lets them in.
    expect(await paymentStateOf(server, order.id)).toMatchObject({ paymentStatus: 'confirmed' });
    const me = await server.rest('GET', '/api/auth/me', undefined, { token });
    expect(me.body).toMatchObject({ userType: 'subscriber', isSubscriber: true });
    expect(await server.app.prisma.savedCard.count({ where: { customerId: customer.id } })).toBe(0);

    // The callbacks arrive: the transaction one is a replay, the token one gives the subscription its card.
    await expect
      .poll(() => server.app.prisma.providerEvent.count({ where: { payment: { orderId: order.id } } }), {
        timeout: 10_000,
      })
      .toBe(2);
    const card = await server.app.prisma.savedCard.findFirstOrThrow({ where: { customerId: customer.id } });
    const subscription = await server.app.prisma.subscription.findUniqueOrThrow({ where: { customerId: customer.id } });
    expect(subscription).toMatchObject({ status: 'active', savedCardId: card.id });
    expect(await server.app.prisma.payment.count({ where: { orderId: order.id, status: 'succeeded' } })).toBe(1);
  });

  it('a declined card with no callback at all: the redirect fails the order and releases the trial', async () => {
    const { order, paymentUrl } = await cardCheckout('trial');
    await simulatorFault(server, 'notification', { mode: 'drop', times: 1 });
    expect(await resultScreenAfter(await submitHostedCheckout(paymentUrl, 'decline'))).toBe(
      '/payment/response?success=false',
    );
    expect(await paymentStateOf(server, order.id)).toMatchObject({ paymentStatus: 'failed', trial: 0 });
  });

  it('the same signed redirect opened twice changes the order once', async () => {
    const { order, paymentUrl } = await cardCheckout('trial');
    await simulatorFault(server, 'notification', { mode: 'drop', times: 1 });
    const hosted = await submitHostedCheckout(paymentUrl, 'pay');
    const redirect = hosted.headers.get('location')!;
    expect(await resultScreenAfter(hosted)).toBe(successScreen(order.id));
    const again = await fetch(redirect, { redirect: 'manual' });
    expect(again.headers.get('location')).toBe(successScreen(order.id));
    expect(await paymentStateOf(server, order.id)).toMatchObject({ paymentStatus: 'confirmed', trial: 1 });
    expect(await server.app.prisma.providerEvent.count({ where: { payment: { orderId: order.id } } })).toBe(1);
  });
});

describe('callbacks that change nothing', () => {
  it('a forged HMAC is refused (401) and changes nothing', async () => {
    const { order, payment } = await cardCheckout('trial');
    const callback = transactionCallback(server, {
      paymobOrderId: payment.providerRef!,
      amountPiasters: payment.amountPiasters,
      success: true,
    });
    const forged = await postCallback(server, { body: callback.body, hmac: 'a'.repeat(128) });
    expect(forged.status).toBe(401);
    const unsigned = await fetch(`${server.url}/api/payments/paymob/notification`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(callback.body),
    });
    expect(unsigned.status).toBe(401);
    // Signed, then altered: the amount is part of what is signed.
    const altered = { ...callback.body, obj: { ...callback.body.obj, success: false } };
    expect((await postCallback(server, { body: altered, hmac: callback.hmac })).status).toBe(401);
    expect(await paymentStateOf(server, order.id)).toMatchObject({ paymentStatus: 'processing' });
    expect(await server.app.prisma.providerEvent.count({ where: { paymentId: payment.id } })).toBe(0);
  });

  it('100 replays of one callback: one change, one event, every answer 200', async () => {
    const { order, payment } = await cardCheckout('subscription');
    const callback = transactionCallback(server, {
      paymobOrderId: payment.providerRef!,
      amountPiasters: payment.amountPiasters,
      success: true,
    });
    const statuses: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => postCallback(server, callback)));
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses).toEqual(Array(100).fill(200));
    expect(await server.app.prisma.providerEvent.count({ where: { paymentId: payment.id } })).toBe(1);
    expect(await paymentStateOf(server, order.id)).toMatchObject({ paymentStatus: 'confirmed' });
    expect(await server.app.prisma.subscription.count({ where: { customerId: payment.customerId } })).toBe(1);
  });

  it('a callback for an unknown order is answered 200 and changes nothing', async () => {
    const callback = transactionCallback(server, { paymobOrderId: '987654321', amountPiasters: 100_00, success: true });
    const answer = await postCallback(server, callback);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ outcome: 'unknown_payment' });
  });

  it('an amount or currency that does not match: refused (200 to Paymob), flagged, nothing moves', async () => {
    const { order, payment } = await cardCheckout('trial');
    for (const mismatch of [
      { amountPiasters: payment.amountPiasters - 100 },
      { amountPiasters: payment.amountPiasters, currency: 'USD' },
    ]) {
      const callback = transactionCallback(server, { paymobOrderId: payment.providerRef!, success: true, ...mismatch });
      const answer = await postCallback(server, callback);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ outcome: 'amount_mismatch' });
    }
    expect(await paymentStateOf(server, order.id)).toMatchObject({ paymentStatus: 'processing' });
    const flagged = await server.app.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(flagged).toMatchObject({ status: 'pending', failureReason: 'amount_mismatch' });
  });

  it('a malformed body is 400', async () => {
    const answer = await postCallback(server, { body: { type: 'TRANSACTION' }, hmac: 'a'.repeat(128) });
    expect(answer.status).toBe(400);
  });

  it('a forged response redirect shows the failure screen, never success', async () => {
    const forged = await fetch(
      `${server.url}/api/payments/paymob/response?success=true&order=1&amount_cents=100&hmac=${'b'.repeat(128)}`,
      { redirect: 'manual' },
    );
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe('/payment/response?success=false');
  });

  it('sends the customer back in the language they paid from (the mb_lang cookie)', async () => {
    const url = `${server.url}/api/payments/paymob/response?success=true&order=1&amount_cents=100&hmac=${'b'.repeat(128)}`;
    const inArabic = await fetch(url, { redirect: 'manual', headers: { cookie: 'mb_lang=ar' } });
    expect(inArabic.headers.get('location')).toBe('/ar/payment/response?success=false');
    const inEnglish = await fetch(url, { redirect: 'manual', headers: { cookie: 'mb_lang=en' } });
    expect(inEnglish.headers.get('location')).toBe('/payment/response?success=false');
  });
});
