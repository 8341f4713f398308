// Partner API keys end to end over real HTTP: super admins make, list and revoke them; a key
// reaches only what its scopes allow (GraphQL and REST), is refused when revoked, unknown or
// malformed, and is limited per minute across two server instances sharing the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGraphQLRefused, expectRestRefused } from '../../../test/adminAccess.ts';
import { createCustomer, createOrder, createSignedInAdmin } from '../../../test/factories.ts';
import { startTestServer, testDatabaseUrl, type TestServer } from '../../../test/harness.ts';
import { createOwnWeek } from '../../../test/weeks.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

let server: TestServer;
let superToken: string;
let week: Awaited<ReturnType<typeof createOwnWeek>>;
let orderId: number;
const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

const CREATE = `mutation ($input: PartnerKeyCreateInput!) {
  partnerKeyCreate(input: $input) {
    __typename
    ... on PartnerKeyCreatePayload { secret key { id name prefix scopes rateLimitPerMinute revokedAt } }
    ... on ValidationError { message issues { path message } }
  }
}`;
const REVOKE = `mutation ($id: ID!) {
  partnerKeyRevoke(input: { id: $id }) {
    __typename
    ... on PartnerKeyRevokePayload { key { id revokedAt } }
    ... on Error { message }
  }
}`;
const LIST = `{ adminPartnerKeys(first: 100) { edges { node {
  id name prefix scopes rateLimitPerMinute lastUsedAt revokedAt createdByUsername dailyRequests { day requests }
} } } }`;
const SHEET = `query ($weekId: ID!) {
  adminDeliverySheet(weekId: $weekId, slot: "morning") { deliveryCount areas { deliveries { orderDatabaseId } } }
}`;
const ORDERS = `query ($weekId: ID!) {
  adminOrders(weekId: $weekId, first: 10) { edges { node { databaseId customer { name phone } } } }
}`;
const MARK = `mutation ($orderId: ID!) {
  orderDeliveredUpdate(input: { orderId: $orderId, delivered: true }) {
    __typename ... on OrderDeliveredUpdatePayload { order { delivered } }
  }
}`;

type Scope = 'catalog_read' | 'orders_read' | 'deliveries_read' | 'deliveries_write';

/** A key made through the API by the super admin: its secret and global id. */
async function makeKey(scopes: Scope[], rateLimitPerMinute?: number) {
  const { data, errors } = await server.gql(
    CREATE,
    { input: { name: `Courier ${scopes.join('+')}`, scopes, rateLimitPerMinute } },
    { token: superToken },
  );
  expect(errors).toBeUndefined();
  expect(data.partnerKeyCreate.__typename).toBe('PartnerKeyCreatePayload');
  return { secret: data.partnerKeyCreate.secret as string, id: data.partnerKeyCreate.key.id as string };
}

beforeAll(async () => {
  server = await startTestServer();
  ({ token: superToken } = await createSignedInAdmin(server.app, 'super_admin'));
  week = await createOwnWeek(server.app);
  const { customer } = await createCustomer(server.app);
  const order = await createOrder(server.app, { customerId: customer.id, weekId: week.id, paymentStatus: 'confirmed' });
  orderId = order.id;
});
afterAll(() => server?.close());

describe('creating, listing and revoking keys (super admins)', () => {
  it('answers the secret once, stores only its digest, and lists the key without it', async () => {
    const { data } = await server.gql(
      CREATE,
      { input: { name: '  Bosta couriers ', scopes: ['deliveries_read', 'deliveries_read'] } },
      { token: superToken },
    );
    const { secret, key } = data.partnerKeyCreate;
    expect(secret).toMatch(/^mbp_[\w-]{43}$/);
    expect(key).toMatchObject({ name: 'Bosta couriers', scopes: ['deliveries_read'], rateLimitPerMinute: 60 });
    expect(secret.startsWith(key.prefix)).toBe(true);
    const row = await server.app.prisma.partnerApiKey.findFirstOrThrow({ where: { prefix: key.prefix } });
    expect(row.keyHash).toBe(hashToken(secret));
    expect(JSON.stringify(row)).not.toContain(secret);

    const list = await server.gql(LIST, {}, { token: superToken });
    const listed = list.data.adminPartnerKeys.edges.map((edge: { node: { id: string } }) => edge.node);
    const mine = listed.find((node: { id: string }) => node.id === key.id);
    expect(mine.dailyRequests).toHaveLength(7);
    expect(JSON.stringify(list.data)).not.toContain(secret);
    const audit = await server.app.prisma.auditEntry.findFirst({
      where: { action: 'partnerApiKey.create', entityId: row.id },
    });
    expect(audit?.changes).toMatchObject({ name: 'Bosta couriers', scopes: ['deliveries:read'] });
  });

  it('refuses bad input naming the field, and creates nothing', async () => {
    const before = await server.app.prisma.partnerApiKey.count();
    const bad = [
      [{ name: 'No scopes', scopes: [] }, 'scopes'],
      [{ name: '   ', scopes: ['orders_read'] }, 'name'],
      [{ name: 'Too slow', scopes: ['orders_read'], rateLimitPerMinute: 0 }, 'rateLimitPerMinute'],
      [{ name: 'Too fast', scopes: ['orders_read'], rateLimitPerMinute: 6001 }, 'rateLimitPerMinute'],
    ] as const;
    for (const [input, field] of bad) {
      const { data } = await server.gql(CREATE, { input }, { token: superToken });
      expect(data.partnerKeyCreate.__typename, field).toBe('ValidationError');
      expect(data.partnerKeyCreate.issues[0].path[0], field).toBe(field);
    }
    // REST takes scope values as text: an unknown one is named.
    const rest = await server.rest(
      'POST',
      '/api/admin/partner-keys',
      { name: 'Odd', scopes: ['orders:write'] },
      { token: superToken },
    );
    expect(rest.status).toBe(400);
    expect(rest.body.issues[0].path[0]).toBe('scopes');
    expect(await server.app.prisma.partnerApiKey.count()).toBe(before);
  });

  it('the database itself refuses a scope outside PARTNER_SCOPES', async () => {
    await expect(
      server.app.prisma.partnerApiKey.create({
        data: { name: 'raw', prefix: 'mbp_raw', keyHash: hashToken(newToken('partner')), scopes: ['admin:all'] },
      }),
    ).rejects.toThrow();
  });

  it('is refused to plain admins, customers and visitors (GraphQL and REST)', async () => {
    const input = { name: 'Sneaky', scopes: ['orders_read'] };
    await expectGraphQLRefused(server, [{ document: CREATE, variables: { input }, field: 'partnerKeyCreate' }], {
      superAdminOnly: true,
    });
    await expectGraphQLRefused(server, [{ document: LIST, field: 'adminPartnerKeys' }], { superAdminOnly: true });
    await expectRestRefused(
      server,
      [
        { method: 'GET', path: '/api/admin/partner-keys' },
        { method: 'POST', path: '/api/admin/partner-keys', body: { name: 'Sneaky', scopes: ['orders:read'] } },
      ],
      { superAdminOnly: true },
    );
  });

  it('revokes over REST, once (a second revoke is a conflict, an unknown key not found)', async () => {
    const created = await server.rest(
      'POST',
      '/api/admin/partner-keys',
      { name: 'Short-lived', scopes: ['catalog:read'], rateLimitPerMinute: '30' },
      { token: superToken },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ scopes: ['catalog:read'], rateLimitPerMinute: 30 });
    expect(created.body.secret).toMatch(/^mbp_/);
    const revoked = await server.rest('DELETE', `/api/admin/partner-keys/${created.body.id}`, undefined, {
      token: superToken,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toBeTruthy();
    const again = await server.rest('DELETE', `/api/admin/partner-keys/${created.body.id}`, undefined, {
      token: superToken,
    });
    expect(again.status).toBe(409);
    const unknown = await server.gql(REVOKE, { id: globalId('PartnerApiKey', 999999) }, { token: superToken });
    expect(unknown.data.partnerKeyRevoke.__typename).toBe('NotFoundError');
  });
});

describe('what a key reaches', () => {
  it('deliveries:read reads the week’s deliveries and is refused orders (GraphQL and REST)', async () => {
    const { secret } = await makeKey(['deliveries_read']);
    const weekId = globalId('Week', week.id);
    const sheet = await server.gql(SHEET, { weekId }, { token: secret });
    expect(sheet.errors).toBeUndefined();
    expect(sheet.data.adminDeliverySheet.areas.flatMap((area: any) => area.deliveries)).toContainEqual({
      orderDatabaseId: orderId,
    });
    const next = await server.gql('{ adminNextDeliveryWeek { id } }', {}, { token: secret });
    expect(next.errors).toBeUndefined();

    const orders = await server.gql(ORDERS, { weekId }, { token: secret });
    expect(orders.data?.adminOrders ?? null).toBeNull();
    expect(orders.errors?.[0]?.message).toMatch(/not authorized/i);
    const order = await server.gql(`{ node(id: "${globalId('Order', orderId)}") { id } }`, {}, { token: secret });
    expect(order.data.node).toBeNull();
    const mark = await server.gql(MARK, { orderId: globalId('Order', orderId) }, { token: secret });
    expect(mark.errors?.[0]?.message).toMatch(/not authorized/i);

    const restSheet = await server.rest('GET', `/api/admin/delivery-sheet?weekId=${week.id}&slot=morning`, undefined, {
      token: secret,
    });
    expect(restSheet.status).toBe(200);
    const restOrders = await server.rest('GET', `/api/admin/orders?weekId=${week.id}`, undefined, { token: secret });
    expect(restOrders.status).toBe(403);
    expect(restOrders.body.message).toMatch(/orders:read/);
    const mealPrep = await server.rest('GET', `/api/admin/meal-prep?weekId=${week.id}`, undefined, { token: secret });
    expect(mealPrep.status).toBe(401);
  });

  it('orders:read reads the orders list and the order, not its admin-only fields', async () => {
    const { secret } = await makeKey(['orders_read']);
    const orders = await server.gql(ORDERS, { weekId: globalId('Week', week.id) }, { token: secret });
    expect(orders.errors).toBeUndefined();
    const row = orders.data.adminOrders.edges.find((edge: any) => edge.node.databaseId === orderId);
    // The customer's contact, as the scope promises.
    expect(row.node.customer.name).toBeTruthy();
    const rest = await server.rest('GET', `/api/admin/orders?weekId=${week.id}`, undefined, { token: secret });
    expect(rest.status).toBe(200);
    const payments = await server.gql(
      `{ node(id: "${globalId('Order', orderId)}") { ... on Order { payments { status } } } }`,
      {},
      { token: secret },
    );
    expect(payments.errors?.[0]?.message).toMatch(/not authorized/i);
    const sheet = await server.gql(SHEET, { weekId: globalId('Week', week.id) }, { token: secret });
    expect(sheet.errors?.[0]?.message).toMatch(/not authorized/i);
  });

  it('deliveries:write marks delivered, audited as the key, not an admin (GraphQL and REST)', async () => {
    const { secret } = await makeKey(['deliveries_write']);
    const { customer } = await createCustomer(server.app);
    const other = await createOrder(server.app, {
      customerId: customer.id,
      weekId: week.id,
      paymentStatus: 'confirmed',
    });
    const mark = await server.gql(MARK, { orderId: globalId('Order', orderId) }, { token: secret });
    expect(mark.errors).toBeUndefined();
    expect(mark.data.orderDeliveredUpdate).toEqual({
      __typename: 'OrderDeliveredUpdatePayload',
      order: { delivered: true },
    });
    const rest = await server.rest('PATCH', `/api/admin/orders/${other.id}`, { delivered: true }, { token: secret });
    expect(rest.status).toBe(200);

    const key = await server.app.prisma.partnerApiKey.findFirstOrThrow({ where: { keyHash: hashToken(secret) } });
    const audits = await server.app.prisma.auditEntry.findMany({
      where: { action: 'order.delivered.update', entityId: { in: [orderId, other.id] } },
    });
    expect(audits).toHaveLength(2);
    for (const audit of audits) {
      expect(audit).toMatchObject({
        adminId: null,
        partnerApiKeyId: key.id,
        adminUsername: `partner key: ${key.name}`,
      });
    }
  });

  it('catalog:read reads the admin catalogue, nothing of orders', async () => {
    const { secret } = await makeKey(['catalog_read']);
    const meals = await server.gql('{ adminMeals(first: 1) { edges { node { id } } } }', {}, { token: secret });
    expect(meals.errors).toBeUndefined();
    expect(meals.data.adminMeals.edges).toHaveLength(1);
    const weeks = await server.gql('{ adminOrderWeeks { id } }', {}, { token: secret });
    expect(weeks.errors?.[0]?.message).toMatch(/not authorized/i);
  });
});

describe('keys that must be refused', () => {
  const expectRefused = async (token: string) => {
    // A public path too: a dead key is never served as an anonymous visitor.
    for (const path of ['/api/admin/delivery-sheet', '/api/neighborhoods']) {
      const rest = await server.rest('GET', path, undefined, { token });
      expect(rest.status, path).toBe(401);
      expect(rest.body.message).toMatch(/partner key/i);
    }
    const gql = await server.gql('{ __typename }', {}, { token });
    expect(gql.status).toBe(401);
    expect(gql.errors?.[0]?.extensions?.code).toBe('AuthenticationError');
  };

  it('an unknown key', () => expectRefused(newToken('partner')));
  it('a malformed key', () => expectRefused('mbp_not-a-key'));
  it('a revoked key, from its next request', async () => {
    const { secret, id } = await makeKey(['deliveries_read']);
    expect((await server.rest('GET', '/api/neighborhoods', undefined, { token: secret })).status).toBe(200);
    const revoked = await server.gql(REVOKE, { id }, { token: superToken });
    expect(revoked.data.partnerKeyRevoke.__typename).toBe('PartnerKeyRevokePayload');
    await expectRefused(secret);
  });
});

describe('the rate limit per key', () => {
  it('holds across two servers sharing the database (429 with Retry-After; GraphQL RATE_LIMITED), and counts the day', async () => {
    const { secret, id } = await makeKey(['deliveries_read'], 3);
    // On PostgreSQL a second server shares the database and the limiter's table; PGlite is one
    // process (in-memory limits), so there the same server answers every request.
    const other = testDatabaseUrl() ? await startTestServer() : server;
    try {
      const answers = [];
      for (const target of [server, other, server]) {
        answers.push((await target.rest('GET', '/api/neighborhoods', undefined, { token: secret })).status);
      }
      expect(answers).toEqual([200, 200, 200]);
      const limited = await other.rest('GET', '/api/neighborhoods', undefined, { token: secret });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      const gql = await server.gql('{ __typename }', {}, { token: secret });
      expect(gql.status).toBe(429);
      expect(gql.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      // Another key is not held back by this one.
      const { secret: fresh } = await makeKey(['deliveries_read'], 3);
      expect((await other.rest('GET', '/api/neighborhoods', undefined, { token: fresh })).status).toBe(200);
    } finally {
      if (other !== server) await other.close();
    }
    const list = await server.gql(LIST, {}, { token: superToken });
    const mine = list.data.adminPartnerKeys.edges.find((edge: any) => edge.node.id === id).node;
    expect(mine.dailyRequests.at(-1).requests).toBe(3);
    expect(mine.lastUsedAt).toBeTruthy();
  });
});
