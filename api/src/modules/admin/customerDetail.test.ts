import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createOrder,
  createSignedInAdmin,
  createSubscription,
  liveWeeksWithMenus,
} from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const DETAIL = `query ($id: ID!) {
  node(id: $id) {
    ... on Customer {
      email
      subscription { status mealCount }
      orders(first: 5) { totalCount edges { node { databaseId paymentStatus status week { label } total { piasters } } } }
      payments { provider kind status amount { piasters } reference failureReason orderDatabaseId weekLabel }
    }
  }
}`;
const customerGlobalId = (id: number) => Buffer.from(`Customer:${id}`).toString('base64');

describe("a customer's detail in User Accounts", () => {
  it('shows an admin the subscription, the orders (newest week first) and the payments', async () => {
    const { token } = await createSignedInAdmin(server.app);
    const { customer } = await createCustomer(server.app);
    await createSubscription(server.app, customer.id, { mealCount: 6 });
    const [first, second] = await liveWeeksWithMenus(server.app);
    const older = await createOrder(server.app, {
      customerId: customer.id,
      weekId: first!.week.id,
      paymentStatus: 'confirmed',
    });
    const newer = await createOrder(server.app, { customerId: customer.id, weekId: second!.week.id });
    await server.app.prisma.payment.create({
      data: {
        orderId: older.id,
        customerId: customer.id,
        provider: 'paymob',
        status: 'succeeded',
        amountPiasters: 99600,
        reference: `test-${older.id}`,
      },
    });

    const { data, errors } = await server.gql(DETAIL, { id: customerGlobalId(customer.id) }, { token });
    expect(errors).toBeUndefined();
    expect(data.node.subscription).toEqual({ status: 'active', mealCount: 6 });
    expect(data.node.orders.totalCount).toBe(2);
    expect(data.node.orders.edges.map((edge: { node: { databaseId: number } }) => edge.node.databaseId)).toEqual([
      newer.id,
      older.id,
    ]);
    expect(data.node.orders.edges[1].node).toMatchObject({
      paymentStatus: 'confirmed',
      week: { label: first!.week.label },
    });
    expect(data.node.payments).toEqual([
      {
        provider: 'paymob',
        kind: 'order_charge',
        status: 'succeeded',
        amount: { piasters: 99600 },
        reference: `test-${older.id}`,
        failureReason: null,
        orderDatabaseId: older.id,
        weekLabel: first!.week.label,
      },
    ]);
  });

  it('keeps the orders and payments fields from the customer themself and from visitors', async () => {
    const { customer, token } = await createCustomer(server.app);
    const own = await server.gql(DETAIL, { id: customerGlobalId(customer.id) }, { token });
    expect(own.errors?.map((error: { message: string }) => error.message).join(' ')).toMatch(/not authorized/i);
    expect(own.data?.node?.payments ?? null).toBeNull();
    const visitor = await server.gql(DETAIL, { id: customerGlobalId(customer.id) });
    expect(visitor.data?.node ?? null).toBeNull();
  });
});
