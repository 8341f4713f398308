import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGraphQLRefused, expectRestRefused } from '../../../test/adminAccess.ts';
import { createCustomer, createOrder, createSignedInAdmin } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { createOwnWeek } from '../../../test/weeks.ts';
import { outForDeliveryKey } from './deliveryStart.service.ts';

let server: TestServer;
let token: string;
let week: Awaited<ReturnType<typeof createOwnWeek>>;
const delivered: number[] = [];
const notDelivered: number[] = [];

const START = `mutation ($input: DeliveryStartInput!) {
  deliveryStart(input: $input) {
    __typename
    ... on DeliverySheet { slot deliveryCount startedAt }
    ... on Error { message }
    ... on ValidationError { issues { path message } }
  }
}`;

async function orderIn(
  slot: 'morning' | 'evening',
  options: Omit<Parameters<typeof createOrder>[1], 'customerId' | 'weekId'>,
) {
  const { customer } = await createCustomer(server.app);
  const order = await createOrder(server.app, {
    purchaseType: 'trial',
    ...options,
    customerId: customer.id,
    weekId: week.id,
  });
  await server.app.prisma.order.update({ where: { id: order.id }, data: { deliverySlot: slot } });
  return order.id;
}

const outbox = (orderIds: number[]) =>
  server.app.prisma.notification.findMany({
    where: { kind: 'out_for_delivery', eventKey: { in: orderIds.map(outForDeliveryKey) } },
    select: { eventKey: true, channel: true },
  });
const runs = () => server.app.prisma.deliveryRun.findMany({ where: { weekId: week.id } });
const audits = () =>
  server.app.prisma.auditEntry.findMany({ where: { action: 'deliveryRun.start', entityId: week.id } });

beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await createSignedInAdmin(server.app));
  week = await createOwnWeek(server.app);
  delivered.push(await orderIn('morning', { paymentStatus: 'confirmed' }));
  delivered.push(await orderIn('morning', { paymentStatus: 'confirmed' }));
  // Not on the morning sheet: the evening slot, a skipped week, an unpaid trial, a failed payment.
  notDelivered.push(await orderIn('evening', { paymentStatus: 'confirmed' }));
  notDelivered.push(await orderIn('morning', { paymentStatus: 'confirmed', status: 'skipped' }));
  notDelivered.push(await orderIn('morning', {}));
  notDelivered.push(await orderIn('morning', { paymentStatus: 'failed' }));
});
afterAll(() => server?.close());

describe('Starting a delivery', () => {
  it('refuses a customer and nobody, writing nothing', async () => {
    const input = { weekId: String(week.id), slot: 'morning' };
    await expectGraphQLRefused(server, [{ document: START, variables: { input }, field: 'deliveryStart' }]);
    await expectRestRefused(server, [{ method: 'POST', path: '/api/admin/delivery-sheet/start', body: input }]);
    expect(await runs()).toEqual([]);
    expect(await outbox([...delivered, ...notDelivered])).toEqual([]);
  });

  it('names a bad slot or week and writes nothing', async () => {
    for (const slot of ['noon', '', 'MORNING']) {
      const { data } = await server.gql(START, { input: { weekId: String(week.id), slot } }, { token });
      expect(data.deliveryStart.__typename).toBe('ValidationError');
      expect(data.deliveryStart.message).toBe('Slot must be morning or evening');
      expect(data.deliveryStart.issues[0].path).toEqual(['slot']);
      const rest = await server.rest('POST', '/api/admin/delivery-sheet/start', { weekId: week.id, slot }, { token });
      expect(rest.status).toBe(400);
      expect(rest.body.message).toBe('Slot must be morning or evening');
    }
    const { data } = await server.gql(START, { input: { weekId: '999999999', slot: 'morning' } }, { token });
    expect(data.deliveryStart).toMatchObject({ __typename: 'NotFoundError', message: 'Week not found' });
    const rest = await server.rest(
      'POST',
      '/api/admin/delivery-sheet/start',
      { weekId: 999999999, slot: 'morning' },
      { token },
    );
    expect(rest.status).toBe(404);
    expect(rest.body.message).toBe('Week not found');
    expect(await runs()).toEqual([]);
    expect(await outbox([...delivered, ...notDelivered])).toEqual([]);
  });

  it("tells each customer of the slot's sheet once, and a second start sends nothing more", async () => {
    const { data, errors } = await server.gql(
      START,
      { input: { weekId: String(week.id), slot: 'morning' } },
      { token },
    );
    expect(errors).toBeUndefined();
    expect(data.deliveryStart).toMatchObject({ __typename: 'DeliverySheet', slot: 'morning', deliveryCount: 2 });
    const startedAt = data.deliveryStart.startedAt as string;
    expect(startedAt).toBeTruthy();

    const first = await outbox([...delivered, ...notDelivered]);
    expect(new Set(first.map((row) => row.eventKey))).toEqual(new Set(delivered.map(outForDeliveryKey)));
    expect(first.filter((row) => row.channel === 'email')).toHaveLength(2);

    // Again, through REST: the first start answers, nothing new is written.
    const again = await server.rest(
      'POST',
      '/api/admin/delivery-sheet/start',
      { weekId: week.id, slot: 'morning' },
      { token },
    );
    expect(again.status).toBe(200);
    expect(again.body.startedAt).toBe(startedAt);
    expect(await outbox([...delivered, ...notDelivered])).toHaveLength(first.length);
    expect(await runs()).toHaveLength(1);
    expect(await audits()).toHaveLength(1);

    // The sheet shows it; the evening slot has not started.
    const sheet = await server.rest('GET', `/api/admin/delivery-sheet?weekId=${week.id}&slot=morning`, undefined, {
      token,
    });
    expect(sheet.body.startedAt).toBe(startedAt);
    const evening = await server.rest('GET', `/api/admin/delivery-sheet?weekId=${week.id}&slot=evening`, undefined, {
      token,
    });
    expect(evening.body.startedAt).toBeNull();
  });
});
