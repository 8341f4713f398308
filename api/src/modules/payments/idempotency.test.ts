// Idempotency-Key on the writes a client may send again: the first answer is replayed, the write
// happens once, a key reused for another request or by another customer is told apart, and the
// answers expire. On both databases.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeExpiredIdempotencyKeys } from '../../lib/idempotency/index.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { checkoutBody, customerWithOrder, NO_PAYMOB_KEYS } from '../../../test/payments.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(NO_PAYMOB_KEYS, { ownPublicUrl: true });
});
afterAll(async () => {
  await server?.close();
});

const withKey = (token: string, key: string) => ({ token, headers: { 'idempotency-key': key } });
const paymentsOf = (orderId: number) => server.app.prisma.payment.count({ where: { orderId } });

describe('Idempotency-Key', () => {
  it('a checkout sent again with its key answers the first answer, and the order is paid for once', async () => {
    const { token, order } = await customerWithOrder(server);
    const key = `checkout-${order.id}`;
    const first = await server.rest('POST', '/api/orders/checkout', checkoutBody(order.id), withKey(token, key));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    const again = await server.rest('POST', '/api/orders/checkout', checkoutBody(order.id), withKey(token, key));
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await paymentsOf(order.id)).toBe(1);

    // Without the key the same request is a second checkout, which the order's state refuses.
    const unkeyed = await server.rest('POST', '/api/orders/checkout', checkoutBody(order.id), { token });
    expect(unkeyed.status).toBe(409);
    expect(await paymentsOf(order.id)).toBe(1);
  });

  it('two requests racing with one key: the write happens once', async () => {
    const { token, order } = await customerWithOrder(server);
    const answers = await Promise.all(
      [1, 2].map(() =>
        server.rest('POST', '/api/orders/checkout', checkoutBody(order.id), withKey(token, `race-${order.id}`)),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    // The second waits for nothing: it is told the first is still being answered, or gets its answer.
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    expect(await paymentsOf(order.id)).toBe(1);
  });

  it('is refused for a different request, and another customer’s same key is their own', async () => {
    const { token, order } = await customerWithOrder(server);
    const key = `order-${order.id}`;
    expect(
      (await server.rest('POST', '/api/orders/checkout', checkoutBody(order.id), withKey(token, key))).status,
    ).toBe(200);
    const other = await server.rest(
      'POST',
      '/api/orders/checkout',
      checkoutBody(order.id, { deliveryNotes: 'Leave at the door' }),
      withKey(token, key),
    );
    expect(other.status).toBe(400);
    expect(other.body.issues[0].path).toEqual(['Idempotency-Key']);

    const second = await customerWithOrder(server);
    const theirs = await server.rest(
      'POST',
      '/api/orders/checkout',
      checkoutBody(second.order.id),
      withKey(second.token, key),
    );
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await paymentsOf(second.order.id)).toBe(1);
  });

  it('works for GraphQL mutations, refuses a malformed key, and answers expire after a day', async () => {
    const { token, order } = await customerWithOrder(server);
    const mutation = `mutation ($input: OrderSkipInput!) { orderSkip(input: $input) { __typename } }`;
    const variables = { input: { orderId: String(order.id) } };
    const first = await server.gql(mutation, variables, withKey(token, `skip-${order.id}`));
    const again = await server.gql(mutation, variables, withKey(token, `skip-${order.id}`));
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data).toEqual(first.data);

    const malformed = await server.rest(
      'POST',
      '/api/orders/checkout',
      checkoutBody(order.id),
      withKey(token, 'x'.repeat(256)),
    );
    expect(malformed.status).toBe(400);

    const kept = await server.app.prisma.idempotentRequest.count();
    expect(await removeExpiredIdempotencyKeys(server.app, new Date(Date.now() + 25 * 60 * 60_000))).toBe(kept);
    expect(await server.app.prisma.idempotentRequest.count()).toBe(0);
  });
});
