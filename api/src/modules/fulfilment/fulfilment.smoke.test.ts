// The orders back office's writes on the embedded database (PGlite, one connection: a query on
// the root client inside a transaction would deadlock): the Orders List, Mark Delivered one and
// many, and an InstaPay verdict. fulfilment.test.ts and payments/instapay.test.ts cover the rest
// on PostgreSQL; this file runs only in the PGlite project.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createOrder, createSignedInAdmin, liveWeeksWithMenus } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { waitForMails } from '../../../test/mail.ts';

const onPglite = process.env.TEST_DB === 'pglite';
let server: TestServer;

beforeAll(async () => {
  if (!onPglite) return;
  server = await startTestServer({}, { ownPublicUrl: true });
}, 120_000);
afterAll(() => server?.close());

const globalId = (typename: string, id: number) => Buffer.from(`${typename}:${id}`).toString('base64');

describe.runIf(onPglite)('the orders back office on PGlite', () => {
  it('lists, marks delivered (one and many) and verifies an InstaPay payment', async () => {
    const { token: adminToken } = await createSignedInAdmin(server.app);
    const { week, menu } = (await liveWeeksWithMenus(server.app))[0]!;
    const made = [];
    for (const paymentMethod of ['card', 'card', 'instapay'] as const) {
      const customer = await createCustomer(server.app);
      const order = await createOrder(server.app, {
        customerId: customer.customer.id,
        weekId: week.id,
        mealIds: menu.slice(0, 4),
        paymentMethod,
        paymentStatus: paymentMethod === 'card' ? 'confirmed' : 'processing',
      });
      made.push({ ...customer, order });
    }
    const list = await server.rest('GET', `/api/admin/orders?weekId=${week.id}`, undefined, { token: adminToken });
    expect(list.status).toBe(200);
    expect(list.body.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining(made.map((m) => m.order.id)));

    const one = await server.rest(
      'PATCH',
      `/api/admin/orders/${made[0]!.order.id}`,
      { delivered: true },
      { token: adminToken },
    );
    expect(one.body.delivered).toBe(true);
    const many = await server.gql(
      'mutation ($ids: [ID!]!) { orderDeliveredMarkMany(input: { orderIds: $ids }) { __typename ... on OrderDeliveredMarkManyPayload { orders { delivered } } } }',
      { ids: [made[1]!.order.id, made[0]!.order.id].map((id) => globalId('Order', id)) },
      { token: adminToken },
    );
    expect(many.data.orderDeliveredMarkMany.orders).toEqual([{ delivered: true }, { delivered: true }]);
    await waitForMails(server.app, made[1]!.email);

    const verdict = await server.rest(
      'PATCH',
      `/api/admin/orders/${made[2]!.order.id}/payment-status`,
      { paymentStatus: 'confirmed' },
      { token: adminToken },
    );
    expect(verdict.status).toBe(200);
    expect(verdict.body.paymentStatus).toBe('confirmed');
    await waitForMails(server.app, made[2]!.email);
    expect(await server.app.prisma.auditEntry.count({ where: { entityType: 'Order' } })).toBeGreaterThanOrEqual(3);
  });
});
