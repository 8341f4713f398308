// The orders back office: the Orders List (filters, search, paging) over GraphQL and REST, the
// delivered flag (one and a selection, audited, mailed), an order's items, who may see what, and
// that the list with its items is a constant number of statements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createOrder, createSignedInAdmin, liveWeeksWithMenus } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { mailsTo, waitForMails } from '../../../test/mail.ts';
import { allowOutbox, lastWriterOf, outboxWritersOf, recordOutboxWrites, refuseOutbox } from '../../../test/outbox.ts';
import { recordPrismaCalls } from '../../../test/prismaCalls.ts';

let server: TestServer;
let adminToken: string;
let weekId: number;
let otherWeekId: number;
let menu: number[];

const globalId = (typename: string, id: number | string) => Buffer.from(`${typename}:${id}`).toString('base64');

beforeAll(async () => {
  // Public rows kept in memory (the catalogue's meals) stay kept for the whole file, so the
  // statement counts below do not depend on which test ran first.
  server = await startTestServer({ PUBLIC_CACHE_TTL_MS: '60000' }, { ownPublicUrl: true, ownDatabase: 'fulfilment' });
  adminToken = (await createSignedInAdmin(server.app)).token;
  // A database of its own (the weeks made below are public rows); a week of its own too (far in
  // the past), so the list tests read only their orders.
  const weeks = await liveWeeksWithMenus(server.app);
  menu = weeks[0]!.menu;
  otherWeekId = weeks[0]!.week.id;
  // Between 2001 and 2020: never inside the week selector's window (the last 12 weeks and ahead).
  const start = new Date(Date.UTC(2001, 0, 5 + Math.floor(Math.random() * 1000) * 7));
  const week = await server.app.prisma.week.create({
    data: {
      startDate: start,
      endDate: new Date(start.getTime() + 6 * 86_400_000),
      orderDeadline: new Date(start.getTime() - 3 * 86_400_000),
      deliveryDate: new Date(start.getTime() + 86_400_000),
      label: 'Test week',
    },
  });
  weekId = week.id;
});
afterAll(async () => {
  await server?.close();
});

const address = (area: string, name = 'Mona Hassan') => ({
  name,
  street: '26 July Street',
  building: '7',
  floor: '3',
  apartment: '12',
  area,
  landmark: 'Next to the bakery',
  phone: '+201001234567',
});

/** A customer of their own with an order in the test week. */
async function customerOrder(
  options: {
    name?: string;
    status?: 'not_selected' | 'selected' | 'skipped' | 'cancelled';
    paymentStatus?: 'pending' | 'processing' | 'confirmed' | 'failed';
    paymentMethod?: 'card' | 'instapay';
    area?: string;
    slot?: 'morning' | 'evening';
    items?: number;
    week?: number;
  } = {},
) {
  const made = await createCustomer(server.app);
  const name = options.name ?? 'Test Customer';
  await server.app.prisma.customer.update({ where: { id: made.customer.id }, data: { name, phone: '+201001234567' } });
  const items = options.items ?? 4;
  const order = await createOrder(server.app, {
    customerId: made.customer.id,
    weekId: options.week ?? weekId,
    mealCount: 4,
    mealIds: Array.from({ length: items }, (_, i) => menu[i % menu.length]!),
    status: options.status,
    paymentStatus: options.paymentStatus ?? 'confirmed',
    paymentMethod: options.paymentMethod ?? 'card',
  });
  await server.app.prisma.order.update({
    where: { id: order.id },
    data: { deliveryAddress: address(options.area ?? 'Zamalek', name), deliverySlot: options.slot ?? 'morning' },
  });
  return { ...made, order };
}

const LIST = `query ($weekId: ID, $status: OrderStatus, $paymentMethod: PaymentMethodKind, $paymentStatus: PaymentStatus,
  $delivered: Boolean, $area: String, $slot: DeliverySlot, $search: String, $first: Int, $after: String) {
  adminOrders(weekId: $weekId, status: $status, paymentMethod: $paymentMethod, paymentStatus: $paymentStatus,
    delivered: $delivered, area: $area, slot: $slot, search: $search, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { databaseId status delivered customer { name email phone } deliveryAddress { area name }
      items { portionSize meal { title } } } }
  }
}`;

const ids = (answer: { data: { adminOrders: { edges: { node: { databaseId: number } }[] } } }) =>
  answer.data.adminOrders.edges.map((edge) => edge.node.databaseId).sort((a, b) => a - b);

describe('who may see and change orders', () => {
  it('a visitor and a customer are refused on every new REST path; an order’s items are its owner’s', async () => {
    const owner = await customerOrder();
    const stranger = await createCustomer(server.app);
    const id = owner.order.id;
    for (const token of [undefined, stranger.token]) {
      expect((await server.rest('GET', '/api/admin/orders', undefined, { token })).status).toBe(401);
      expect((await server.rest('PATCH', `/api/admin/orders/${id}`, { delivered: true }, { token })).status).toBe(401);
      const marked = await server.rest(
        'PATCH',
        `/api/admin/orders/${id}/payment-status`,
        { paymentStatus: 'confirmed' },
        { token },
      );
      expect(marked.status).toBe(401);
    }
    expect((await server.rest('GET', `/api/orders/${id}/items`)).status).toBe(401);
    const strangers = await server.rest('GET', `/api/orders/${id}/items`, undefined, { token: stranger.token });
    expect(strangers.status).toBe(404);
    expect(strangers.body).toEqual({ message: 'Order not found' });
    // The same answer as an order that does not exist.
    expect(
      (await server.rest('GET', '/api/orders/999999999/items', undefined, { token: stranger.token })).body,
    ).toEqual(strangers.body);
    for (const token of [owner.token, adminToken]) {
      const items = await server.rest('GET', `/api/orders/${id}/items`, undefined, { token });
      expect(items.status).toBe(200);
      expect(items.body).toHaveLength(4);
      expect(items.body[0]).toMatchObject({ orderId: id, mealId: menu[0], portionSize: 'standard' });
      expect(items.body[0].meal).toMatchObject({ id: menu[0], title: expect.any(String) });
    }
    const order = await server.app.prisma.order.findUniqueOrThrow({ where: { id } });
    expect(order.delivered).toBe(false);
  });

  it('GraphQL: every new root field and mutation is refused to a visitor and a customer', async () => {
    const owner = await customerOrder();
    const id = globalId('Order', owner.order.id);
    const documents = [
      ['{ adminOrders(first: 1) { totalCount } }', {}],
      ['{ adminOrderWeeks { label } }', {}],
      ['{ adminNextDeliveryWeek { label } }', {}],
      ['mutation ($id: ID!) { orderDeliveredUpdate(input: { orderId: $id, delivered: true }) { __typename } }', { id }],
      ['mutation ($id: ID!) { orderDeliveredMarkMany(input: { orderIds: [$id] }) { __typename } }', { id }],
      [
        'mutation ($id: ID!) { orderPaymentStatusUpdate(input: { orderId: $id, paymentStatus: confirmed }) { __typename } }',
        { id },
      ],
    ] as const;
    for (const token of [undefined, owner.token]) {
      for (const [document, variables] of documents) {
        const answer = await server.gql(document, variables, { token });
        expect(answer.errors?.[0]?.message, document).toMatch(/not authorized/i);
      }
    }
    expect((await server.app.prisma.order.findUniqueOrThrow({ where: { id: owner.order.id } })).delivered).toBe(false);
  });

  it('an order’s customer and payments are for admins; its owner reads delivered and the address', async () => {
    const owner = await customerOrder();
    const id = globalId('Order', owner.order.id);
    const own = await server.gql(
      'query ($id: ID!) { node(id: $id) { ... on Order { delivered deliveredAt deliveryAddress { area } } } }',
      { id },
      { token: owner.token },
    );
    expect(own.errors).toBeUndefined();
    expect(own.data.node).toEqual({ delivered: false, deliveredAt: null, deliveryAddress: { area: 'Zamalek' } });
    for (const field of ['customer { email }', 'payments { status }']) {
      const answer = await server.gql(
        `query ($id: ID!) { node(id: $id) { ... on Order { ${field} } } }`,
        { id },
        { token: owner.token },
      );
      expect(answer.errors?.[0]?.message, field).toMatch(/not authorized/i);
    }
  });
});

describe('the Orders List', () => {
  it('filters by status, payment, delivered, area and slot, searches, and leaves skipped orders out by default', async () => {
    const confirmed = await customerOrder({ name: 'Amira Filter', area: 'Maadi', slot: 'evening' });
    const skipped = await customerOrder({ status: 'skipped' });
    const instapay = await customerOrder({ paymentMethod: 'instapay', paymentStatus: 'processing' });
    const failed = await customerOrder({ paymentStatus: 'failed' });
    const list = (variables: Record<string, unknown>) =>
      server.gql(LIST, { weekId: globalId('Week', weekId), first: 100, ...variables }, { token: adminToken });

    const all = await list({});
    expect(all.errors).toBeUndefined();
    expect(ids(all)).toEqual(expect.arrayContaining([confirmed.order.id, instapay.order.id, failed.order.id]));
    expect(ids(all)).not.toContain(skipped.order.id);
    expect(all.data.adminOrders.totalCount).toBe(all.data.adminOrders.edges.length);

    expect(ids(await list({ status: 'skipped' }))).toEqual([skipped.order.id]);
    const waiting = await list({ paymentMethod: 'instapay', paymentStatus: 'processing' });
    expect(ids(waiting)).toEqual([instapay.order.id]);
    expect(ids(await list({ paymentStatus: 'failed' }))).toEqual([failed.order.id]);
    expect(ids(await list({ area: 'maadi' }))).toEqual([confirmed.order.id]);
    expect(ids(await list({ slot: 'evening' }))).toEqual([confirmed.order.id]);
    expect(ids(await list({ delivered: true }))).toEqual([]);
    expect(ids(await list({ search: 'amira fil' }))).toEqual([confirmed.order.id]);
    expect(ids(await list({ search: confirmed.email.toUpperCase() }))).toEqual([confirmed.order.id]);

    const row = (await list({ search: 'amira fil' })).data.adminOrders.edges[0].node;
    expect(row).toMatchObject({
      customer: { name: 'Amira Filter', email: confirmed.email, phone: '+201001234567' },
      deliveryAddress: { area: 'Maadi', name: 'Amira Filter' },
      delivered: false,
    });
    expect(row.items).toHaveLength(4);

    // REST: the same filters as query parameters, the specification's field names.
    const rest = await server.rest('GET', `/api/admin/orders?weekId=${weekId}&area=Maadi&slot=evening`, undefined, {
      token: adminToken,
    });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('x-total-count')).toBe('1');
    expect(rest.headers.get('cache-control')).toBe('private, no-store');
    expect(rest.body).toHaveLength(1);
    expect(Object.keys(rest.body[0])).toEqual(
      expect.arrayContaining([
        'id',
        'userId',
        'weekId',
        'status',
        'mealCount',
        'defaultPortionSize',
        'total',
        'paymentMethod',
        'paymentStatus',
        'paymentConfirmationImage',
        'delivered',
        'deliveryAddress',
        'deliveryNotes',
        'deliverySlot',
        'createdAt',
      ]),
    );
    expect(rest.body[0]).toMatchObject({
      id: confirmed.order.id,
      userId: confirmed.customer.id,
      weekId,
      delivered: false,
    });
    expect(JSON.parse(rest.body[0].deliveryAddress)).toMatchObject({ area: 'Maadi', building: '7', floor: '3' });
    const restSkipped = await server.rest('GET', `/api/admin/orders?weekId=${weekId}&status=skipped`, undefined, {
      token: adminToken,
    });
    expect(restSkipped.body.map((o: { id: number }) => o.id)).toEqual([skipped.order.id]);
    const restDelivered = await server.rest(
      'GET',
      `/api/admin/orders?weekId=${weekId}&delivered=false&paymentMethod=instapay`,
      undefined,
      {
        token: adminToken,
      },
    );
    expect(restDelivered.body.map((o: { id: number }) => o.id)).toEqual([instapay.order.id]);
  });

  it('pages with a cursor (Load more)', async () => {
    const { id } = await server.app.prisma.week.create({
      data: {
        startDate: new Date(Date.UTC(1990, 0, 5 + Math.floor(Math.random() * 500) * 7)),
        endDate: new Date(Date.UTC(1990, 0, 11)),
        orderDeadline: new Date(Date.UTC(1990, 0, 2)),
        deliveryDate: new Date(Date.UTC(1990, 0, 6)),
        label: 'Paging week',
      },
    });
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await customerOrder({ week: id })).order.id);
    const first = await server.gql(LIST, { weekId: globalId('Week', id), first: 2 }, { token: adminToken });
    expect(ids(first)).toEqual(made.slice(0, 2));
    expect(first.data.adminOrders.pageInfo.hasNextPage).toBe(true);
    const next = await server.gql(
      LIST,
      { weekId: globalId('Week', id), first: 2, after: first.data.adminOrders.pageInfo.endCursor },
      { token: adminToken },
    );
    expect(ids(next)).toEqual([made[2]]);
    expect(next.data.adminOrders.pageInfo.hasNextPage).toBe(false);
  });

  it('unknown filter values are a 400 naming the parameter; an unknown week is a 404', async () => {
    const bad: [string, string][] = [
      ['status=shipped', 'status'],
      ['paymentMethod=cash', 'paymentMethod'],
      ['paymentStatus=paid', 'paymentStatus'],
      ['delivered=yes', 'delivered'],
      ['slot=night', 'slot'],
      ['area=Atlantis', 'area'],
      ['weekId=abc', 'weekId'],
      ['limit=0', 'limit'],
      ['colour=red', 'colour'],
    ];
    for (const [query, name] of bad) {
      const answer = await server.rest('GET', `/api/admin/orders?${query}`, undefined, { token: adminToken });
      expect(answer.status, query).toBe(400);
      expect(JSON.stringify(answer.body), query).toContain(name);
    }
    const missing = await server.rest('GET', '/api/admin/orders?weekId=999999999', undefined, { token: adminToken });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Week not found' });

    const gqlMissing = await server.gql(LIST, { weekId: globalId('Week', 999999999) }, { token: adminToken });
    expect(gqlMissing.errors?.[0]?.message).toBe('Week not found');
    const gqlArea = await server.gql(LIST, { area: 'Atlantis' }, { token: adminToken });
    expect(gqlArea.errors?.[0]?.message).toMatch(/area/);
    const gqlEnum = await server.gql(LIST, { status: 'shipped' }, { token: adminToken });
    expect(gqlEnum.errors?.[0]?.message).toMatch(/status|OrderStatus/);
  });

  it('the week selector: past and coming weeks, and the next week to be delivered', async () => {
    const answer = await server.gql(
      '{ adminOrderWeeks { databaseId label deliveryDate } adminNextDeliveryWeek { databaseId deliveryDate } }',
      {},
      { token: adminToken },
    );
    expect(answer.errors).toBeUndefined();
    const weeks = answer.data.adminOrderWeeks as { databaseId: number; label: string; deliveryDate: string }[];
    expect(weeks.map((week) => week.databaseId)).toContain(otherWeekId);
    expect(weeks[0]!.label).toMatch(/^[A-Z][a-z]{2} \d{1,2}-[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const next = answer.data.adminNextDeliveryWeek;
    const today = new Date().toISOString().slice(0, 10);
    expect(next.deliveryDate >= today.slice(0, 8) + '00').toBe(true);
    expect(weeks.filter((week) => week.deliveryDate >= next.deliveryDate)[0]!.databaseId).toBe(next.databaseId);
  });
});

describe('Mark Delivered', () => {
  it('REST: delivered and back, audited, the customer mailed once, and the customer sees it', async () => {
    const { order, email, token, customer } = await customerOrder({ week: otherWeekId });
    const marked = await server.rest(
      'PATCH',
      `/api/admin/orders/${order.id}`,
      { delivered: true },
      { token: adminToken },
    );
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id: order.id, delivered: true, userId: customer.id });
    const mails = await waitForMails(server.app, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/delivered/);

    // Again: nothing changes, nothing is sent or audited twice.
    expect(
      (await server.rest('PATCH', `/api/admin/orders/${order.id}`, { delivered: true }, { token: adminToken })).status,
    ).toBe(200);

    const own = await server.rest('GET', `/api/orders/${otherWeekId}`, undefined, { token });
    expect(own.status).toBe(200);
    expect(own.body.delivered).toBe(true);
    const gql = await server.gql(`{ orderForWeek(weekId: "${otherWeekId}") { delivered } }`, {}, { token });
    expect(gql.data.orderForWeek).toEqual({ delivered: true });

    const back = await server.rest(
      'PATCH',
      `/api/admin/orders/${order.id}`,
      { delivered: false },
      { token: adminToken },
    );
    expect(back.body.delivered).toBe(false);
    const audit = await server.app.prisma.auditEntry.findMany({
      where: { entityType: 'Order', entityId: order.id, action: 'order.delivered.update' },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((entry) => entry.changes)).toEqual([{ delivered: true }, { delivered: false }]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo(server.app, email)).toHaveLength(1);
  });

  it('writes the "delivered" notification in the transaction that marks the order: both or neither', async () => {
    await recordOutboxWrites(server.app);
    const one = await customerOrder();
    const two = await customerOrder();
    const key = (order: { id: number }) => `delivered:order:${order.id}`;
    const MANY = `mutation ($ids: [ID!]!) { orderDeliveredMarkMany(input: { orderIds: $ids }) { __typename } }`;
    const both = [one.order, two.order].map((order) => globalId('Order', order.id));

    // The outbox refuses the second order's row: the selection is refused whole, and the single
    // mark too; no order is delivered and no row is left behind.
    await refuseOutbox(server.app, key(two.order));
    try {
      const bulk = await server.gql(MANY, { ids: both }, { token: adminToken });
      expect(bulk.data?.orderDeliveredMarkMany?.__typename).not.toBe('OrderDeliveredMarkManyPayload');
      const single = await server.rest(
        'PATCH',
        `/api/admin/orders/${two.order.id}`,
        { delivered: true },
        { token: adminToken },
      );
      expect(single.status).toBe(500);
    } finally {
      await allowOutbox(server.app);
    }
    const ids = [one.order.id, two.order.id];
    expect((await server.app.prisma.order.findMany({ where: { id: { in: ids } } })).map((o) => o.delivered)).toEqual([
      false,
      false,
    ]);
    expect(
      await server.app.prisma.notification.count({ where: { eventKey: { in: ids.map((id) => key({ id })) } } }),
    ).toBe(0);

    // Committed, one by REST and the rest by the selection: each order's rows were written by the
    // transaction that marked it.
    expect(
      (await server.rest('PATCH', `/api/admin/orders/${one.order.id}`, { delivered: true }, { token: adminToken }))
        .status,
    ).toBe(200);
    expect((await server.gql(MANY, { ids: both }, { token: adminToken })).data.orderDeliveredMarkMany.__typename).toBe(
      'OrderDeliveredMarkManyPayload',
    );
    for (const order of [one.order, two.order]) {
      // One row (e-mail: the phone is not verified), written by the order's last writer.
      expect(await outboxWritersOf(server.app, key(order))).toEqual([
        await lastWriterOf(server.app, 'Order', order.id),
      ]);
    }
  });

  it('refuses bad input and orders that are not going out, changing nothing', async () => {
    const skipped = await customerOrder({ status: 'skipped' });
    const failed = await customerOrder({ paymentStatus: 'failed' });
    const unpaid = await customerOrder({ paymentStatus: 'pending' });
    for (const { order } of [skipped, failed, unpaid]) {
      const answer = await server.rest(
        'PATCH',
        `/api/admin/orders/${order.id}`,
        { delivered: true },
        { token: adminToken },
      );
      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(/^Only an order that is going out can be marked delivered/);
    }
    const notBoolean = await server.rest(
      'PATCH',
      `/api/admin/orders/${skipped.order.id}`,
      { delivered: 'yes' },
      { token: adminToken },
    );
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.message).toMatch(/delivered/);
    expect(
      (await server.rest('PATCH', '/api/admin/orders/999999999', { delivered: true }, { token: adminToken })).status,
    ).toBe(404);
    expect(
      (await server.rest('PATCH', '/api/admin/orders/abc', { delivered: true }, { token: adminToken })).status,
    ).toBe(400);
    const rows = await server.app.prisma.order.findMany({
      where: { id: { in: [skipped.order.id, failed.order.id, unpaid.order.id] } },
    });
    expect(rows.every((row) => !row.delivered)).toBe(true);
  });

  it('GraphQL: one order, and a selection all or none', async () => {
    const a = await customerOrder();
    const b = await customerOrder();
    // Each customer is told in their own language.
    await server.app.prisma.customer.update({ where: { id: a.customer.id }, data: { preferredLanguage: 'ar' } });
    const skipped = await customerOrder({ status: 'skipped' });
    const MANY = `mutation ($ids: [ID!]!) { orderDeliveredMarkMany(input: { orderIds: $ids }) {
      __typename ... on OrderDeliveredMarkManyPayload { orders { databaseId delivered } }
      ... on ValidationError { message issues { path } } } }`;
    const refused = await server.gql(
      MANY,
      { ids: [a.order.id, skipped.order.id].map((id) => globalId('Order', id)) },
      { token: adminToken },
    );
    expect(refused.data.orderDeliveredMarkMany).toMatchObject({
      __typename: 'ValidationError',
      issues: [{ path: ['orderIds'] }],
    });
    expect(refused.data.orderDeliveredMarkMany.message).toContain(String(skipped.order.id));
    expect((await server.app.prisma.order.findUniqueOrThrow({ where: { id: a.order.id } })).delivered).toBe(false);

    const done = await server.gql(
      MANY,
      { ids: [b.order.id, a.order.id].map((id) => globalId('Order', id)) },
      { token: adminToken },
    );
    expect(done.data.orderDeliveredMarkMany.orders).toEqual([
      { databaseId: b.order.id, delivered: true },
      { databaseId: a.order.id, delivered: true },
    ]);
    const [arabic] = await waitForMails(server.app, a.email);
    const [english] = await waitForMails(server.app, b.email);
    expect(arabic!.subject).toMatch(/^تم توصيل طلبك من MealBox لأسبوع /);
    // The order's ratings in Order History, the account, then the one-tap opt-out (notifications).
    expect(arabic!.links).toEqual([
      expect.stringMatching(new RegExp(`/ar/account\\?tab=history&rate=${a.order.id}$`)),
      expect.stringMatching(/\/ar\/account$/),
      expect.stringMatching(/\/api\/notifications\/opt-out\/[\w-]+\/delivered\?lang=ar$/),
    ]);
    expect(english!.subject).toMatch(/^Your MealBox order for .* has been delivered$/);

    const ONE = `mutation ($id: ID!, $delivered: Boolean!) { orderDeliveredUpdate(input: { orderId: $id, delivered: $delivered }) {
      __typename ... on OrderDeliveredUpdatePayload { order { delivered } } ... on Error { message } } }`;
    const back = await server.gql(ONE, { id: globalId('Order', a.order.id), delivered: false }, { token: adminToken });
    expect(back.data.orderDeliveredUpdate).toEqual({
      __typename: 'OrderDeliveredUpdatePayload',
      order: { delivered: false },
    });
    const conflict = await server.gql(
      ONE,
      { id: globalId('Order', skipped.order.id), delivered: true },
      { token: adminToken },
    );
    expect(conflict.data.orderDeliveredUpdate.__typename).toBe('ConflictError');
    const tooMany = await server.gql(MANY, { ids: [] }, { token: adminToken });
    expect(tooMany.data.orderDeliveredMarkMany.__typename).toBe('ValidationError');
  });
});

describe('two admins at once', () => {
  it('marking the same order delivered together: one change, one audit row, one e-mail; then back and forth stays consistent', async () => {
    const { order, email } = await customerOrder();
    const second = (await createSignedInAdmin(server.app)).token;
    const mark = (token: string, delivered: boolean) =>
      server.rest('PATCH', `/api/admin/orders/${order.id}`, { delivered }, { token });
    const answers = await Promise.all([mark(adminToken, true), mark(second, true), mark(adminToken, true)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const audits = () =>
      server.app.prisma.auditEntry.findMany({
        where: { entityType: 'Order', entityId: order.id, action: { startsWith: 'order.delivered' } },
        orderBy: { id: 'asc' },
      });
    expect((await audits()).map((entry) => entry.changes)).toEqual([{ delivered: true }]);
    await waitForMails(server.app, email);

    // Delivered and not delivered at once: whichever lands last is the state, and every real change is audited.
    await Promise.all([mark(adminToken, false), mark(second, true), mark(adminToken, false), mark(second, true)]);
    const row = await server.app.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    const changes = (await audits()).map((entry) => (entry.changes as { delivered: boolean }).delivered);
    expect(changes.at(-1)).toBe(row.delivered);
    // Each audited change flips the flag: no change recorded twice in a row.
    expect(changes.every((value, index) => index === 0 || value !== changes[index - 1])).toBe(true);
    expect(row.deliveredAt === null).toBe(!row.delivered);
  });

  it('a selection marked delivered while another admin marks one of it: each order changes once', async () => {
    const a = await customerOrder();
    const b = await customerOrder();
    const second = (await createSignedInAdmin(server.app)).token;
    const MANY = `mutation ($ids: [ID!]!) { orderDeliveredMarkMany(input: { orderIds: $ids }) {
      __typename ... on OrderDeliveredMarkManyPayload { orders { databaseId delivered } } } }`;
    const [bulk, single] = await Promise.all([
      server.gql(MANY, { ids: [a.order.id, b.order.id].map((id) => globalId('Order', id)) }, { token: adminToken }),
      server.rest('PATCH', `/api/admin/orders/${a.order.id}`, { delivered: true }, { token: second }),
    ]);
    expect(bulk.data.orderDeliveredMarkMany.__typename).toBe('OrderDeliveredMarkManyPayload');
    expect(single.status).toBe(200);
    const rows = await server.app.prisma.order.findMany({ where: { id: { in: [a.order.id, b.order.id] } } });
    expect(rows.every((row) => row.delivered)).toBe(true);
    // One e-mail per customer, whoever changed the order.
    await waitForMails(server.app, a.email);
    await waitForMails(server.app, b.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo(server.app, a.email)).toHaveLength(1);
    expect(await mailsTo(server.app, b.email)).toHaveLength(1);
  });
});

describe('statements per request', () => {
  it('the Orders List with customers, addresses and items is the same number of statements for 1 and 20 orders', async () => {
    const countFor = async (orders: number) => {
      const { id } = await server.app.prisma.week.create({
        data: {
          startDate: new Date(Date.UTC(1980, 0, 4 + orders * 7 + Math.floor(Math.random() * 400) * 7 * 30)),
          endDate: new Date(Date.UTC(1980, 0, 10)),
          orderDeadline: new Date(Date.UTC(1980, 0, 1)),
          deliveryDate: new Date(Date.UTC(1980, 0, 5)),
          label: `N+1 week ${orders}`,
        },
      });
      for (let i = 0; i < orders; i++) await customerOrder({ week: id, items: 4 + (i % 3) });
      const LIST_ALL = `query ($weekId: ID) { adminOrders(weekId: $weekId, first: 50) { totalCount edges { node {
        databaseId status paymentStatus paymentMethod mealCount defaultPortionSize deliverySlot delivered
        total { formatted } customer { name email phone } deliveryAddress { name street area phone }
        paymentProof { url } payments { status } week { label }
        items { portionSize meal { title } } } } } }`;
      const recorder = recordPrismaCalls(server.app);
      try {
        const answer = await server.gql(LIST_ALL, { weekId: globalId('Week', id) }, { token: adminToken });
        expect(answer.errors).toBeUndefined();
        expect(answer.data.adminOrders.edges).toHaveLength(orders);
        return recorder.names().filter((name) => !/Session\.findUnique$/.test(name));
      } finally {
        recorder.restore();
      }
    };
    await countFor(1); // warms the catalogue's meals in memory, as a running server has them
    const one = await countFor(1);
    const twenty = await countFor(20);
    expect(twenty).toEqual(one);
    expect(one.filter((name) => name === 'order.findMany')).toHaveLength(1);
  });
});
