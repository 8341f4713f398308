import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  checkoutBody,
  customerWithOrder,
  NO_PAYMOB_KEYS,
  paymentStateOf,
  restInstapayCheckout,
} from '../../../test/payments.ts';
import { createCustomer } from '../../../test/factories.ts';
import { waitForMails } from '../../../test/mail.ts';
import { adminWithToken, images, MB, pdf, pngOfSize } from '../../../test/uploads.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(NO_PAYMOB_KEYS, { ownPublicUrl: true });
});
afterAll(async () => {
  await server?.close();
});

const ORDER_CHECKOUT = `mutation ($input: OrderCheckoutInput!) {
  orderCheckout(input: $input) {
    __typename
    ... on OrderCheckoutPayload { message paymentUrl order { databaseId paymentStatus paymentMethod orderType } }
    ... on Error { message }
    ... on ValidationError { issues { path message } }
  }
}`;

const instapayInput = (orderId: number) => ({
  ...checkoutBody(orderId, { orderType: 'trial', paymentMethod: 'instapay' }),
  orderId: String(orderId),
  paymentProof: null,
});

/** orderCheckout as a GraphQL multipart request with the screenshot, as the web app sends it. */
async function gqlCheckout(token: string, orderId: number, file: Buffer, filename = 'transfer.png') {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: ORDER_CHECKOUT, variables: { input: instapayInput(orderId) } }));
  form.set('map', JSON.stringify({ 0: ['variables.input.paymentProof'] }));
  form.set('0', new Blob([new Uint8Array(file)], { type: 'image/png' }), filename);
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'x-graphql-yoga-csrf': '1', authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

const restCheckout = (token: string, orderId: number, file: Buffer | null, filename?: string) =>
  restInstapayCheckout(server, token, orderId, file, filename);

const proofCount = () => server.app.prisma.uploadedFile.count({ where: { purpose: 'payment_proof' } });

const MARK = `mutation ($input: OrderPaymentStatusUpdateInput!) {
  orderPaymentStatusUpdate(input: $input) {
    __typename
    ... on OrderPaymentStatusUpdatePayload { order { paymentStatus paymentProof { url } } }
    ... on Error { message }
  }
}`;

describe('InstaPay checkout', () => {
  it('GraphQL multipart: the screenshot is stored, the order processing until an admin marks it received', async () => {
    const { token, order } = await customerWithOrder(server);
    const answer = await gqlCheckout(token, order.id, images.png);
    expect(answer.body.data.orderCheckout).toMatchObject({
      __typename: 'OrderCheckoutPayload',
      message:
        "Order submitted successfully! Your payment is being processed. You'll receive confirmation once verified.",
      paymentUrl: null,
      order: { paymentStatus: 'processing', paymentMethod: 'instapay', orderType: 'trial' },
    });
    const stored = await server.app.prisma.order.findUniqueOrThrow({
      where: { id: order.id },
      include: { paymentProof: true },
    });
    expect(stored.paymentProof).toMatchObject({ purpose: 'payment_proof', contentType: 'image/png' });
    const proofUrl = `/uploads/${stored.paymentProof!.key}`;

    // The proof: admins and the customer who sent it; a visitor or another customer is told it does not exist.
    expect((await fetch(`${server.url}${proofUrl}`)).status).toBe(404);
    const other = await createCustomer(server.app);
    const stranger = await fetch(`${server.url}${proofUrl}`, { headers: { authorization: `Bearer ${other.token}` } });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ message: 'Not found' });
    const own = await fetch(`${server.url}${proofUrl}`, { headers: { authorization: `Bearer ${token}` } });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const admin = await adminWithToken(server.app);
    const seen = await fetch(`${server.url}${proofUrl}`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(seen.status).toBe(200);
    expect(Buffer.from(await seen.arrayBuffer())).toEqual(images.png);

    // A customer cannot mark their own payment received.
    const selfMarked = await server.gql(
      MARK,
      { input: { orderId: String(order.id), paymentStatus: 'confirmed' } },
      { token },
    );
    expect(selfMarked.errors?.[0]?.message).toMatch(/Not authorized/i);
    expect(await paymentStateOf(server, order.id)).toMatchObject({ paymentStatus: 'processing' });

    const marked = await server.gql(
      MARK,
      { input: { orderId: String(order.id), paymentStatus: 'confirmed' } },
      { token: admin.token },
    );
    expect(marked.data.orderPaymentStatusUpdate).toMatchObject({
      __typename: 'OrderPaymentStatusUpdatePayload',
      order: { paymentStatus: 'confirmed', paymentProof: { url: proofUrl } },
    });
    const audit = await server.app.prisma.auditEntry.findFirst({
      where: { entityType: 'Order', entityId: order.id, action: 'order.paymentStatus.update' },
    });
    expect(audit?.adminId).toBe(admin.admin.id);
    const payment = await server.app.prisma.payment.findFirstOrThrow({ where: { orderId: order.id } });
    expect(payment).toMatchObject({ provider: 'instapay', status: 'succeeded' });

    // Only from processing: marking it again is a conflict.
    const again = await server.gql(
      MARK,
      { input: { orderId: String(order.id), paymentStatus: 'failed' } },
      { token: admin.token },
    );
    expect(again.data.orderPaymentStatusUpdate).toMatchObject({
      __typename: 'ConflictError',
      message: 'This InstaPay payment is already marked received.',
    });
  });

  it('REST multipart, then PATCH /api/admin/orders/{id}/payment-status failed: the trial is released', async () => {
    const { token, order } = await customerWithOrder(server);
    const answer = await restCheckout(token, order.id, images.jpeg, 'transfer.jpg');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      order: { paymentStatus: 'processing', paymentMethod: 'instapay' },
    });
    expect((await server.rest('GET', '/api/auth/me', undefined, { token })).body.hasUsedTrialBox).toBe(true);

    const admin = await adminWithToken(server.app);
    const customerTry = await server.rest(
      'PATCH',
      `/api/admin/orders/${order.id}/payment-status`,
      { paymentStatus: 'confirmed' },
      { token },
    );
    expect(customerTry.status).toBe(401);
    const bad = await server.rest(
      'PATCH',
      `/api/admin/orders/${order.id}/payment-status`,
      { paymentStatus: 'pending' },
      { token: admin.token },
    );
    expect(bad.status).toBe(400);
    const marked = await server.rest(
      'PATCH',
      `/api/admin/orders/${order.id}/payment-status`,
      { paymentStatus: 'failed' },
      { token: admin.token },
    );
    expect(marked.status).toBe(200);
    expect(marked.body.paymentStatus).toBe('failed');
    expect((await server.rest('GET', '/api/auth/me', undefined, { token })).body.hasUsedTrialBox).toBe(false);
    const unknown = await server.rest(
      'PATCH',
      '/api/admin/orders/99999999/payment-status',
      { paymentStatus: 'failed' },
      { token: admin.token },
    );
    expect(unknown.status).toBe(404);
  });

  const badFiles: [string, Buffer, string, string][] = [
    [
      'a non-image',
      Buffer.from('just some text, not a picture'),
      'notes.png',
      'Invalid file type: Please select an image file',
    ],
    ['a PDF renamed .png', pdf, 'transfer.png', 'Invalid file type: Please select an image file'],
    ['a 6 MB image', pngOfSize(6 * MB), 'big.png', 'File too large: Please select an image smaller than 5MB'],
  ];

  it.each(badFiles)(
    'GraphQL: %s is refused, nothing stored, the order untouched',
    async (_name, file, filename, message) => {
      const { token, order } = await customerWithOrder(server);
      const before = await paymentStateOf(server, order.id);
      const proofs = await proofCount();
      const answer = await gqlCheckout(token, order.id, file, filename);
      expect(answer.body.data.orderCheckout).toMatchObject({ __typename: 'ValidationError', message });
      expect(answer.body.data.orderCheckout.issues[0].path).toEqual(['paymentProof']);
      expect(await paymentStateOf(server, order.id)).toEqual(before);
      expect(await proofCount()).toBe(proofs);
    },
  );

  it.each(badFiles)(
    'REST: %s is refused, nothing stored, the order untouched',
    async (_name, file, filename, message) => {
      const { token, order } = await customerWithOrder(server);
      const before = await paymentStateOf(server, order.id);
      const proofs = await proofCount();
      const answer = await restCheckout(token, order.id, file, filename);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      expect(await paymentStateOf(server, order.id)).toEqual(before);
      expect(await proofCount()).toBe(proofs);
    },
  );

  it('REST without the screenshot: the specification’s message', async () => {
    const { token, order } = await customerWithOrder(server);
    const answer = await restCheckout(token, order.id, null);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'Payment confirmation required: Please upload your InstaPay payment confirmation image',
    );
  });

  it('a refused checkout (a subscription by InstaPay) keeps no screenshot', async () => {
    const { token, order } = await customerWithOrder(server);
    const proofs = await proofCount();
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query: ORDER_CHECKOUT,
        variables: { input: { ...instapayInput(order.id), orderType: 'subscription' } },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.input.paymentProof'] }));
    form.set('0', new Blob([new Uint8Array(images.png)], { type: 'image/png' }), 'transfer.png');
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'x-graphql-yoga-csrf': '1', authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await response.json();
    expect(body.data.orderCheckout).toMatchObject({ message: 'Subscriptions are paid by card only.' });
    expect(await proofCount()).toBe(proofs);
  });
});

describe('Mark Received / Mark Failed', () => {
  /** A customer whose InstaPay trial (with its screenshot) waits for an admin. */
  async function waitingTransfer() {
    const { token, order, customer } = await customerWithOrder(server);
    expect((await restCheckout(token, order.id, images.png)).status).toBe(200);
    return { token, order, customer };
  }

  it('the customer is e-mailed either way', async () => {
    const admin = await adminWithToken(server.app);
    const received = await waitingTransfer();
    const failed = await waitingTransfer();
    const arabic = await waitingTransfer();
    await server.app.prisma.customer.update({ where: { id: arabic.customer.id }, data: { preferredLanguage: 'ar' } });
    // The back office's list shows each with its proof, which an admin can open.
    const listed = await server.rest(
      'GET',
      '/api/admin/orders?paymentMethod=instapay&paymentStatus=processing',
      undefined,
      { token: admin.token },
    );
    const row = listed.body.find((order: { id: number }) => order.id === received.order.id);
    expect(row).toMatchObject({ paymentMethod: 'instapay', paymentStatus: 'processing' });
    expect(row.paymentConfirmationImage).toMatch(/^\/uploads\/[\w.-]+$/);
    const image = await fetch(`${server.url}${row.paymentConfirmationImage}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    for (const [{ order }, paymentStatus] of [
      [received, 'confirmed'],
      [failed, 'failed'],
      [arabic, 'confirmed'],
    ] as const) {
      const answer = await server.rest(
        'PATCH',
        `/api/admin/orders/${order.id}/payment-status`,
        { paymentStatus },
        { token: admin.token },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.paymentStatus).toBe(paymentStatus);
    }
    const [receivedMail] = await waitForMails(server.app, received.customer.email);
    expect(receivedMail!.subject).toMatch(/Payment received/);
    expect(receivedMail!.text).toMatch(/Your order is confirmed/);
    const [failedMail] = await waitForMails(server.app, failed.customer.email);
    expect(failedMail!.subject).toMatch(/could not verify/);
    expect(failedMail!.text).toMatch(/will not be delivered/);
    // An Arabic reader's, in Arabic: the amount in ar-EG, the link to the /ar account.
    const [arabicMail] = await waitForMails(server.app, arabic.customer.email);
    expect(arabicMail!.subject).toMatch(/^استلمنا دفعتك لطلبك من MealBox \(/);
    expect(arabicMail!.text).toMatch(/تم تأكيد طلبك\./);
    expect(arabicMail!.text).toMatch(/ج\.م\./);
    expect(arabicMail!.links).toEqual([
      expect.stringMatching(/\/ar\/account$/),
      expect.stringMatching(/\/api\/notifications\/opt-out\/[\w-]+\/instapay_received\?lang=ar$/),
    ]);
  });

  it('a card order and an order already confirmed are refused with a 409, unchanged', async () => {
    const admin = await adminWithToken(server.app);
    const card = await customerWithOrder(server);
    await server.app.prisma.order.update({
      where: { id: card.order.id },
      data: { paymentMethod: 'card', paymentStatus: 'processing' },
    });
    const onCard = await server.rest(
      'PATCH',
      `/api/admin/orders/${card.order.id}/payment-status`,
      { paymentStatus: 'confirmed' },
      { token: admin.token },
    );
    expect(onCard.status).toBe(409);
    expect(onCard.body.message).toBe(
      'This order was paid by card: only an InstaPay payment can be marked received or failed.',
    );
    expect(await paymentStateOf(server, card.order.id)).toMatchObject({ paymentStatus: 'processing' });

    const done = await waitingTransfer();
    const path = `/api/admin/orders/${done.order.id}/payment-status`;
    expect((await server.rest('PATCH', path, { paymentStatus: 'confirmed' }, { token: admin.token })).status).toBe(200);
    for (const paymentStatus of ['confirmed', 'failed']) {
      const again = await server.rest('PATCH', path, { paymentStatus }, { token: admin.token });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This InstaPay payment is already marked received.');
    }
    expect(await paymentStateOf(server, done.order.id)).toMatchObject({ paymentStatus: 'confirmed' });
    const audits = await server.app.prisma.auditEntry.count({
      where: { entityType: 'Order', entityId: done.order.id, action: 'order.paymentStatus.update' },
    });
    expect(audits).toBe(1);
  });

  it('two admins marking the same order received and failed at once: one wins, the other is told', async () => {
    const first = await adminWithToken(server.app);
    const second = await adminWithToken(server.app);
    const { order, customer } = await waitingTransfer();
    const path = `/api/admin/orders/${order.id}/payment-status`;
    const answers = await Promise.all([
      server.rest('PATCH', path, { paymentStatus: 'confirmed' }, { token: first.token }),
      server.rest('PATCH', path, { paymentStatus: 'failed' }, { token: second.token }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body.message).toMatch(/already marked (received|failed)/);
    const state = await paymentStateOf(server, order.id);
    expect(state).toMatchObject({ paymentStatus: winner.body.paymentStatus });
    const audits = await server.app.prisma.auditEntry.count({
      where: { entityType: 'Order', entityId: order.id, action: 'order.paymentStatus.update' },
    });
    expect(audits).toBe(1);
    expect(await waitForMails(server.app, customer.email)).toHaveLength(1);
  });
});
