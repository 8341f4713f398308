// Reads rooted at the signed-in customer, asked for in the same turn of one
// request, share a statement unless they include a relation differently.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { recordPrismaCalls, type PrismaCallRecorder } from '../../../test/prismaCalls.ts';
import { readCustomerWith } from './customerReads.ts';

let server: TestServer;
let calls: PrismaCallRecorder;
beforeAll(async () => {
  server = await startTestServer();
  calls = recordPrismaCalls(server.app);
});
afterAll(async () => {
  calls?.restore();
  await server?.close();
});

describe('readCustomerWith', () => {
  it('joins the reads of one request and turn into one call, each seeing what it included', async () => {
    const { customer } = await createCustomer(server.app);
    const request = {};
    calls.reset();
    const [flags, orders] = (await Promise.all([
      readCustomerWith(server.app, request, customer.id, { subscription: true }),
      readCustomerWith(server.app, request, customer.id, { orders: { take: 1 } }),
    ])) as [{ subscription: unknown }, { orders: unknown[] }];
    expect(flags.subscription).toBeNull();
    expect(orders.orders).toEqual([]);
    expect(calls.names()).toEqual(['customer.findUnique']);
  });

  it('reads apart what includes one relation two ways, and what other requests ask', async () => {
    const { customer } = await createCustomer(server.app);
    const request = {};
    calls.reset();
    await Promise.all([
      readCustomerWith(server.app, request, customer.id, { orders: { take: 1 } }),
      readCustomerWith(server.app, request, customer.id, { orders: { take: 2 } }),
      readCustomerWith(server.app, {}, customer.id, { orders: { take: 1 } }),
    ]);
    expect(calls.names()).toEqual(['customer.findUnique', 'customer.findUnique', 'customer.findUnique']);
  });

  it('answers null for a customer that does not exist', async () => {
    expect(await readCustomerWith(server.app, {}, 2_000_000_000, { orders: true })).toBeNull();
  });
});
