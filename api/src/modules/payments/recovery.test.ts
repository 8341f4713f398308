// No dead ends for a paying customer: a declined or abandoned card
// payment leaves the same order payable at once, and a paid subscription has its live weeks'
// orders the moment it starts. Over real HTTP, through the Paymob simulator on the test server.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  addOrder,
  checkoutBody,
  customerWithOrder,
  liveWeeks,
  NO_PAYMOB_KEYS,
  paymentStateOf,
  postCallback,
  submitHostedCheckout,
  transactionCallback,
  successScreen,
} from '../../../test/payments.ts';
import { paymentRetryMessages } from '../../shared/rules.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(NO_PAYMOB_KEYS, { ownPublicUrl: true });
});
afterAll(async () => {
  await server?.close();
});

const PENDING = `{ viewer { pendingOrder { databaseId paymentStatus paymentRetry { reason title message } } } }`;

async function pendingOrder(token: string) {
  const answer = await server.gql(PENDING, {}, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data.viewer.pendingOrder as {
    databaseId: number;
    paymentStatus: string;
    paymentRetry: { reason: string; title: string; message: string } | null;
  } | null;
}

async function cardCheckout(
  token: string,
  orderId: number,
  orderType: 'trial' | 'subscription' = 'subscription',
  replaceUnfinishedPayment = false,
) {
  const answer = await server.rest(
    'POST',
    '/api/orders/checkout',
    checkoutBody(orderId, { orderType, replaceUnfinishedPayment }),
    { token },
  );
  expect(answer.status).toBe(200);
  return answer.body.paymentUrl as string;
}

/** Follows the hosted page's redirect through our response callback; answers where the browser lands. */
async function landing(hosted: Response): Promise<string> {
  expect(hosted.status).toBe(303);
  const back = await fetch(hosted.headers.get('location')!, { redirect: 'manual' });
  expect(back.status).toBe(303);
  return back.headers.get('location')!;
}

describe('a declined card', () => {
  it('leaves the same order pending with "Your last payment did not go through", and the second try pays it', async () => {
    const { token, order } = await customerWithOrder(server);
    const first = await cardCheckout(token, order.id, 'trial');
    expect(await landing(await submitHostedCheckout(first, 'decline'))).toBe('/payment/response?success=false');

    const pending = await pendingOrder(token);
    expect(pending).toMatchObject({ databaseId: order.id, paymentStatus: 'failed' });
    expect(pending!.paymentRetry).toMatchObject({ reason: 'declined', title: paymentRetryMessages.title });
    const rest = await server.rest('GET', '/api/orders/pending', undefined, { token });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id: order.id, paymentRetry: { reason: 'declined' } });

    // The address typed the first time is the customer's now: the form starts from it.
    const me = await server.gql('{ me { phone } }', {}, { token });
    expect(me.data.me.phone).toBe('+201001234567');

    const second = await cardCheckout(token, order.id, 'trial');
    expect(await landing(await submitHostedCheckout(second, 'pay'))).toBe(successScreen(order.id));
    expect(await paymentStateOf(server, order.id)).toMatchObject({ paymentStatus: 'confirmed', trial: 1 });
    expect(await pendingOrder(token)).toBeNull();
  });
});

describe('Back on the payment page (no answer from Paymob)', () => {
  it('the checkout still shows the order, and paying again releases the attempt and pays at once', async () => {
    const { token, order } = await customerWithOrder(server);
    await cardCheckout(token, order.id, 'trial'); // the customer goes to the hosted page, then presses Back

    const pending = await pendingOrder(token);
    expect(pending).toMatchObject({ databaseId: order.id, paymentStatus: 'processing' });
    expect(pending!.paymentRetry).toMatchObject({ reason: 'abandoned', title: paymentRetryMessages.title });

    // Without saying so (another tab, say) the attempt still holds the order.
    const blind = await server.rest('POST', '/api/orders/checkout', checkoutBody(order.id, { orderType: 'trial' }), {
      token,
    });
    expect(blind.status).toBe(409);
    const again = await cardCheckout(token, order.id, 'trial', true);
    const payments = await server.app.prisma.payment.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } });
    expect(payments.map((p) => [p.status, p.failureReason])).toEqual([
      ['failed', 'abandoned'],
      ['pending', null],
    ]);
    expect(await landing(await submitHostedCheckout(again, 'pay'))).toBe(successScreen(order.id));
    expect(await paymentStateOf(server, order.id)).toMatchObject({ paymentStatus: 'confirmed', trial: 1 });
  });

  it('picking meals again for that week replaces the order instead of "already paid or being paid"', async () => {
    const { token, order } = await customerWithOrder(server);
    await cardCheckout(token, order.id, 'trial');
    const replaced = await addOrder(server, token, { mealCount: 8 });
    expect(replaced.id).toBe(order.id);
    expect(await paymentStateOf(server, order.id)).toMatchObject({ paymentStatus: 'pending', trial: 0 });
    const payment = await server.app.prisma.payment.findFirstOrThrow({ where: { orderId: order.id } });
    expect(payment).toMatchObject({ status: 'failed', failureReason: 'abandoned' });
  });

  it('a late decline of the abandoned attempt does not fail the new attempt', async () => {
    const { token, order } = await customerWithOrder(server);
    await cardCheckout(token, order.id);
    const abandoned = await server.app.prisma.payment.findFirstOrThrow({ where: { orderId: order.id } });
    await cardCheckout(token, order.id, 'subscription', true);
    const late = transactionCallback(server, {
      paymobOrderId: abandoned.providerRef!,
      amountPiasters: abandoned.amountPiasters,
      success: false,
    });
    expect((await postCallback(server, late)).status).toBe(200);
    expect(await paymentStateOf(server, order.id)).toMatchObject({ paymentStatus: 'processing' });
  });

  it('an InstaPay transfer under verification is not released by picking meals again', async () => {
    const { token, order } = await customerWithOrder(server);
    await server.app.prisma.order.update({
      where: { id: order.id },
      data: { paymentStatus: 'processing', paymentMethod: 'instapay' },
    });
    const again = await server.rest(
      'POST',
      '/api/orders',
      { weekId: order.weekId, mealCount: 6, defaultPortionSize: 'standard', deliverySlot: 'evening', items: [] },
      { token },
    );
    expect(again.status).toBe(400); // the count is checked first: nothing changed
    expect(await paymentStateOf(server, order.id)).toMatchObject({ paymentStatus: 'processing' });
    expect(await pendingOrder(token)).toBeNull();
  });
});

describe('a paid subscription', () => {
  it("has every live week's order at once, without the engine's run: next week can be skipped a minute later", async () => {
    const { customer, token, order } = await customerWithOrder(server);
    const url = await cardCheckout(token, order.id, 'subscription');
    expect(await landing(await submitHostedCheckout(url, 'pay'))).toBe(successScreen(order.id));

    const live = await liveWeeks(server);
    const orders = await server.app.prisma.order.findMany({ where: { customerId: customer.id } });
    expect(orders.map((o) => o.weekId).sort()).toEqual(live.map((w) => w.week.id).sort());

    server.clock.set(new Date(server.clock.now().getTime() + 60_000));
    const next = orders.find((o) => o.id !== order.id)!;
    const skip = await server.rest('PATCH', `/api/orders/${next.id}/skip`, {}, { token });
    server.clock.reset();
    expect(skip.status).toBe(200);
    expect((await server.app.prisma.order.findUniqueOrThrow({ where: { id: next.id } })).status).toBe('skipped');
  });
});

describe('a card update or subscription start that fails', () => {
  it('returns to the Subscription tab saying the card was declined, never to the checkout', async () => {
    const { token } = await customerWithOrder(server);
    const started = await server.rest('POST', '/api/payment-methods/update', {}, { token });
    expect(started.status).toBe(200);
    const url = (started.body.checkout_url ?? started.body.checkoutUrl) as string;
    expect(await landing(await submitHostedCheckout(url, 'decline'))).toBe('/account?tab=subscription&card=declined');
    const again = await server.rest('POST', '/api/payment-methods/update', {}, { token });
    const next = (again.body.checkout_url ?? again.body.checkoutUrl) as string;
    expect(await landing(await submitHostedCheckout(next, 'pay'))).toBe('/account?tab=subscription&card=saved');
  });
});
