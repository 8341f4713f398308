import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { checkoutBody, customerWithOrder, NO_PAYMOB_KEYS, paymentStateOf } from '../../../test/payments.ts';
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

/** The old product's REST checkout: a multipart form with the screenshot last. */
async function restCheckout(token: string, orderId: number, file: Buffer | null, filename = 'transfer.png') {
  const form = new FormData();
  const body = checkoutBody(orderId, { orderType: 'trial', paymentMethod: 'instapay' });
  form.set('orderId', String(orderId));
  form.set('paymentMethod', body.paymentMethod as string);
  form.set('orderType', body.orderType as string);
  form.set('address', JSON.stringify(body.address));
  form.set('deliveryNotes', 'Call on arrival');
  if (file) form.set('paymentConfirmationImage', new Blob([new Uint8Array(file)], { type: 'image/png' }), filename);
  const response = await fetch(`${server.url}/api/orders/checkout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

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

    // The proof: admins only, not even the customer who sent it.
    expect((await fetch(`${server.url}${proofUrl}`)).status).toBe(404);
    expect((await fetch(`${server.url}${proofUrl}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      404,
    );
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
      message: 'Only an InstaPay payment being verified can be marked received or failed.',
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
