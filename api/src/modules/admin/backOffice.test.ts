import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGraphQLRefused, expectRestRefused } from '../../../test/adminAccess.ts';
import { createCustomer, createSignedInAdmin, unique } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { createTempDatabase, type TempDatabase } from '../../../test/postgres.ts';
import { adminMessages } from '../../shared/rules.ts';

let server: TestServer;
let superAdmin: Awaited<ReturnType<typeof createSignedInAdmin>>;
beforeAll(async () => {
  server = await startTestServer();
  superAdmin = await createSignedInAdmin(server.app, 'super_admin');
});
afterAll(() => server?.close());

const asSuper = () => ({ token: superAdmin.token });
const adminGlobalId = (id: number) => Buffer.from(`Admin:${id}`).toString('base64');

const USERS = `query ($search: String, $first: Int, $after: String) {
  adminUsers(search: $search, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { databaseId name username email phone addressLine createdAt } }
  }
}`;
const ADMINS = `{ adminAccounts(first: 100) { totalCount edges { node { id username role } } } }`;
const ADMIN_CREATE = `mutation ($input: AdminCreateInput!) {
  adminCreate(input: $input) {
    __typename
    ... on AdminPayload { admin { id databaseId username email name role } }
    ... on Error { message }
    ... on ValidationError { issues { path message } }
  }
}`;
const ADMIN_UPDATE = `mutation ($input: AdminUpdateInput!) {
  adminUpdate(input: $input) { __typename ... on AdminPayload { admin { username role name } } ... on Error { message } }
}`;
const ADMIN_DELETE = `mutation ($input: AdminDeleteInput!) {
  adminDelete(input: $input) { __typename ... on DeletedPayload { deletedId } ... on Error { message } }
}`;

describe('User Accounts', () => {
  it('refuses a customer token and no token', async () => {
    await expectGraphQLRefused(server, [{ document: USERS, variables: { first: 5 }, field: 'adminUsers' }]);
    await expectRestRefused(server, [{ method: 'GET', path: '/api/admin/users' }]);
  });

  it('lists customers newest first, searchable and paginated, for any admin', async () => {
    const { token } = await createSignedInAdmin(server.app, 'admin');
    const marker = unique('Nour');
    const made = [];
    for (const suffix of ['a', 'b', 'c']) {
      const { customer } = await createCustomer(server.app, { email: `${marker}-${suffix}@example.com`.toLowerCase() });
      made.push(customer);
    }
    const neighborhood = await server.app.prisma.neighborhood.findFirstOrThrow({ where: { name: 'Zamalek' } });
    await server.app.prisma.customer.update({
      where: { id: made[2]!.id },
      data: {
        name: `${marker} Hassan`,
        phone: '+201012345678',
        street: '26 July Street',
        building: '4',
        floor: '3',
        apartment: '12',
        landmark: 'Next to Diwan bookstore',
        neighborhoodId: neighborhood.id,
      },
    });

    const first = await server.gql(USERS, { search: marker.toUpperCase(), first: 2 }, { token });
    expect(first.data.adminUsers.totalCount).toBe(3);
    expect(first.data.adminUsers.pageInfo.hasNextPage).toBe(true);
    expect(first.data.adminUsers.edges[0].node).toMatchObject({
      databaseId: made[2]!.id,
      name: `${marker} Hassan`,
      phone: '+201012345678',
      addressLine: '26 July Street, Building 4, Floor 3, Apartment 12, Zamalek, Next to Diwan bookstore',
    });
    const next = await server.gql(
      USERS,
      { search: marker, first: 2, after: first.data.adminUsers.pageInfo.endCursor },
      { token },
    );
    expect(next.data.adminUsers.edges.map((e: any) => e.node.databaseId)).toEqual([made[0]!.id]);

    const byPhone = await server.gql(USERS, { search: '01234567', first: 10 }, { token });
    expect(byPhone.data.adminUsers.edges.map((e: any) => e.node.databaseId)).toContain(made[2]!.id);
    const wildcard = await server.gql(USERS, { search: '%', first: 10 }, { token });
    expect(wildcard.data.adminUsers.totalCount).toBe(0);

    const rest = await server.rest('GET', `/api/admin/users?search=${marker}&limit=2&offset=0`, undefined, { token });
    expect(rest.headers.get('x-total-count')).toBe('3');
    expect(rest.headers.get('cache-control')).toBe('private, no-store');
    expect(rest.body).toHaveLength(2);
    expect(rest.body[0]).toEqual({
      id: made[2]!.id,
      name: `${marker} Hassan`,
      username: null,
      email: made[2]!.email,
      phone: '+201012345678',
      address: '26 July Street, Building 4, Floor 3, Apartment 12, Zamalek, Next to Diwan bookstore',
      createdAt: made[2]!.createdAt.toISOString(),
    });
    const tooMany = await server.rest('GET', '/api/admin/users?limit=101', undefined, { token });
    expect(tooMany.status).toBe(400);
    const pageTooBig = await server.gql(USERS, { first: 101 }, { token });
    expect(pageTooBig.data?.adminUsers ?? null).toBeNull();
  });
});

describe('Admin Management', () => {
  it('refuses customers, visitors and plain admins on every query, mutation and path', async () => {
    const other = await createSignedInAdmin(server.app, 'admin');
    const id = adminGlobalId(other.admin.id);
    const calls = [
      { document: ADMINS, field: 'adminAccounts' },
      {
        document: ADMIN_CREATE,
        variables: { input: { username: unique('x'), password: 'secret123', email: `${unique('x')}@example.com` } },
        field: 'adminCreate',
      },
      { document: ADMIN_UPDATE, variables: { input: { id, role: 'super_admin' } }, field: 'adminUpdate' },
      { document: ADMIN_DELETE, variables: { input: { id } }, field: 'adminDelete' },
    ];
    await expectGraphQLRefused(server, calls, { superAdminOnly: true });
    const paths = [
      { method: 'GET', path: '/api/admin/admins' },
      {
        method: 'POST',
        path: '/api/admin/admins',
        body: { username: unique('x'), password: 'secret123', email: `${unique('x')}@example.com` },
      },
      { method: 'PUT', path: `/api/admin/admins/${other.admin.id}`, body: { role: 'super_admin' } },
      { method: 'DELETE', path: `/api/admin/admins/${other.admin.id}` },
    ];
    await expectRestRefused(server, paths, { superAdminOnly: true });
    const plain = await createSignedInAdmin(server.app, 'admin');
    const refused = await server.rest('GET', '/api/admin/admins', undefined, { token: plain.token });
    expect(refused.body.message).toBe(adminMessages.superAdminRequired);
    expect(await server.app.prisma.admin.findUniqueOrThrow({ where: { id: other.admin.id } })).toMatchObject({
      role: 'admin',
    });
  });

  it('creates, lists, edits (password only if filled) and deletes an admin, each change audited', async () => {
    const username = unique('ops');
    const created = await server.gql(
      ADMIN_CREATE,
      { input: { username, password: 'first-pass', name: 'Ops', email: `${username.toUpperCase()}@Example.com` } },
      asSuper(),
    );
    const made = created.data.adminCreate.admin;
    expect(made).toMatchObject({ username, email: `${username}@example.com`, name: 'Ops', role: 'admin' });
    const login = (password: string) => server.rest('POST', '/api/admin/auth/login', { username, password });
    expect((await login('first-pass')).status).toBe(200);

    const list = await server.gql(ADMINS, {}, asSuper());
    expect(list.data.adminAccounts.edges.map((e: any) => e.node.username)).toContain(username);

    const renamed = await server.rest(
      'PUT',
      `/api/admin/admins/${made.databaseId}`,
      { name: 'Operations', password: '' },
      asSuper(),
    );
    expect(renamed.body).toMatchObject({ id: made.databaseId, name: 'Operations', role: 'admin' });
    expect((await login('first-pass')).status).toBe(200);
    await server.rest('PUT', `/api/admin/admins/${made.databaseId}`, { password: 'second-pass' }, asSuper());
    expect((await login('first-pass')).status).toBe(401);
    expect((await login('second-pass')).status).toBe(200);

    const promoted = await server.gql(ADMIN_UPDATE, { input: { id: made.id, role: 'super_admin' } }, asSuper());
    expect(promoted.data.adminUpdate.admin.role).toBe('super_admin');
    const removed = await server.gql(ADMIN_DELETE, { input: { id: made.id } }, asSuper());
    expect(removed.data.adminDelete.deletedId).toBe(made.id);
    expect(await server.app.prisma.admin.findUnique({ where: { id: made.databaseId } })).toBeNull();

    const audit = await server.app.prisma.auditEntry.findMany({
      where: { entityType: 'Admin', entityId: made.databaseId },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((entry) => entry.action)).toEqual([
      'admin.create',
      'admin.update',
      'admin.update',
      'admin.update',
      'admin.delete',
    ]);
    expect(JSON.stringify(audit.map((entry) => entry.changes))).not.toMatch(/pass/);
  });

  it('refuses a taken username (any case) or e-mail, and a short password', async () => {
    const other = await createSignedInAdmin(server.app, 'admin');
    const sameName = await server.rest(
      'POST',
      '/api/admin/admins',
      { username: other.username.toUpperCase(), password: 'secret123', email: `${unique('e')}@example.com` },
      asSuper(),
    );
    expect(sameName).toMatchObject({ status: 409, body: { message: adminMessages.usernameExists } });
    const sameEmail = await server.rest(
      'POST',
      '/api/admin/admins',
      { username: unique('u'), password: 'secret123', email: other.admin.email },
      asSuper(),
    );
    expect(sameEmail).toMatchObject({ status: 409, body: { message: adminMessages.adminEmailExists } });
    const short = await server.rest(
      'POST',
      '/api/admin/admins',
      { username: unique('u'), password: '123', email: `${unique('e')}@example.com` },
      asSuper(),
    );
    expect(short.status).toBe(400);
    expect(short.body.issues[0].path).toEqual(['password']);
  });

  it('never lets a super admin delete or demote themself', async () => {
    const me = await createSignedInAdmin(server.app, 'super_admin');
    const id = adminGlobalId(me.admin.id);
    const del = await server.gql(ADMIN_DELETE, { input: { id } }, { token: me.token });
    expect(del.data.adminDelete).toEqual({ __typename: 'ForbiddenError', message: adminMessages.cannotDeleteSelf });
    const restDel = await server.rest('DELETE', `/api/admin/admins/${me.admin.id}`, undefined, { token: me.token });
    expect(restDel).toMatchObject({ status: 403, body: { message: adminMessages.cannotDeleteSelf } });
    const demote = await server.rest('PUT', `/api/admin/admins/${me.admin.id}`, { role: 'admin' }, { token: me.token });
    expect(demote).toMatchObject({ status: 403, body: { message: adminMessages.cannotDemoteSelf } });
    expect(await server.app.prisma.admin.findUniqueOrThrow({ where: { id: me.admin.id } })).toMatchObject({
      role: 'super_admin',
    });
  });
});

// The last-super-admin rule is about every admin in the database, so it runs on a database of
// its own: the run's shared one has other files' super admins coming and going.
describe('the last super admin', () => {
  let own: TestServer;
  let database: TempDatabase | null;
  beforeAll(async () => {
    database = await createTempDatabase('last_super_admin');
    own = await startTestServer(database ? { DATABASE_URL: database.url } : {});
  });
  afterAll(async () => {
    await own?.close();
    await database?.drop();
  });

  /** Two super admins, the only ones. */
  const twoSuperAdmins = async () => {
    await own.app.prisma.admin.updateMany({ where: { role: 'super_admin' }, data: { role: 'admin' } });
    return [await createSignedInAdmin(own.app, 'super_admin'), await createSignedInAdmin(own.app, 'super_admin')];
  };

  it.runIf(process.env.TEST_DB !== 'pglite')(
    'cannot be demoted: two super admins demoting each other at once leave one',
    async () => {
      const [a, b] = await twoSuperAdmins();
      const answers = await Promise.all([
        own.rest('PUT', `/api/admin/admins/${b!.admin.id}`, { role: 'admin' }, { token: a!.token }),
        own.rest('PUT', `/api/admin/admins/${a!.admin.id}`, { role: 'admin' }, { token: b!.token }),
      ]);
      const [won, lost] = [...answers].sort((x, y) => x.status - y.status);
      expect(won!.status).toBe(200);
      // The loser is refused by the rule (409), or, when the winner's change committed before
      // the loser's request read its role, as no longer a super admin (403).
      expect([403, 409]).toContain(lost!.status);
      expect(lost!.body.message).toBe(
        lost!.status === 409 ? adminMessages.lastSuperAdmin : adminMessages.superAdminRequired,
      );
      expect(await own.app.prisma.admin.count({ where: { role: 'super_admin' } })).toBe(1);
    },
  );

  it.runIf(process.env.TEST_DB !== 'pglite')(
    'cannot be deleted: two super admins deleting each other at once leave one',
    async () => {
      const [a, b] = await twoSuperAdmins();
      const answers = await Promise.all([
        own.rest('DELETE', `/api/admin/admins/${b!.admin.id}`, undefined, { token: a!.token }),
        own.rest('DELETE', `/api/admin/admins/${a!.admin.id}`, undefined, { token: b!.token }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      // One wins; the other is refused by the rule (409), or, when the winner's delete took the
      // loser's session with its account first, as signed out (401).
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      expect(await own.app.prisma.admin.count({ where: { role: 'super_admin' } })).toBe(1);
    },
  );

  it('answers the rule through GraphQL too', async () => {
    const [a, b] = await twoSuperAdmins();
    // b is made a plain admin behind the API's back, so a is the last super admin; b's own
    // attempt is then refused by the scope (403-like), and a cannot demote themself.
    const self = await own.gql(
      ADMIN_UPDATE,
      { input: { id: adminGlobalId(a!.admin.id), role: 'admin' } },
      { token: a!.token },
    );
    expect(self.data.adminUpdate).toEqual({ __typename: 'ForbiddenError', message: adminMessages.cannotDemoteSelf });
    const other = await own.gql(
      ADMIN_UPDATE,
      { input: { id: adminGlobalId(b!.admin.id), role: 'admin' } },
      { token: a!.token },
    );
    expect(other.data.adminUpdate.admin.role).toBe('admin');
    expect(await own.app.prisma.admin.count({ where: { role: 'super_admin' } })).toBe(1);
  });
});
