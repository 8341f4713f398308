// Sign-in, sign-up and forgot-password must not tell who has an account by the work they do
// for a known and an unknown account, the same SQL statements and the same limiter
// rows, and the password check the same argon2id work. Timings are bench/auth-timing.mjs's.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createCustomer, createInvitationCode, unique } from '../../../test/factories.ts';
import { startTestServer, testDatabaseUrl, type TestServer } from '../../../test/harness.ts';
import { recordSqlStatements } from '../../../test/sqlStatements.ts';
import { DECOY_HASH, PASSWORD_HASH_OPTIONS } from './passwords.ts';

describe('the decoy hash an unknown account is checked against', () => {
  it('has the parameters of every stored hash (argon2id, 19 MiB, 2 passes, 1 lane)', () => {
    const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_OPTIONS;
    expect(DECOY_HASH).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryCost},t=${timeCost},p=${parallelism}\\$`));
  });
});

describe.skipIf(!testDatabaseUrl())('known and unknown accounts: the same database work', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The SQL a request sends (Prisma's), and the limiter rows it leaves, with the account's name as `<account>`. */
  async function workOf(account: string, send: () => Promise<{ status: number }>) {
    const sql = recordSqlStatements(server.app, testDatabaseUrl()!);
    let status: number;
    try {
      status = (await send()).status;
    } finally {
      await sql.restore();
    }
    const limiterRows = await server.app.prisma.rateLimit.findMany({
      where: { key: { contains: account.toLowerCase() } },
      select: { key: true, points: true },
      orderBy: { key: 'asc' },
    });
    return {
      status,
      statements: sql.statements,
      limiterRows: limiterRows.map((row) => ({ ...row, key: row.key.replace(account.toLowerCase(), '<account>') })),
    };
  }

  const loginGql = `mutation ($input: CustomerLoginInput!) {
    customerLogin(input: $input) { __typename ... on CustomerLoginPayload { customer { id email name isSubscriber } } }
  }`;
  const adminLoginGql = `mutation ($input: AdminLoginInput!) {
    adminLogin(input: $input) { __typename ... on AdminLoginPayload { admin { id username name role } } }
  }`;

  it('POST /api/auth/login with a wrong password', async () => {
    const { email } = await createCustomer(server.app);
    const unknownEmail = `${unique('nobody')}@example.com`;
    const login = (address: string) => () =>
      server.rest('POST', '/api/auth/login', { email: address, password: 'wrong password' });
    const known = await workOf(email, login(email));
    const unknown = await workOf(unknownEmail, login(unknownEmail));
    expect(known.status).toBe(401);
    expect(unknown).toEqual(known);
    expect(known.limiterRows).toHaveLength(2); // the address+account pair, the account (the address's own is shared)
  });

  it('GraphQL customerLogin with a wrong password, selecting the customer’s relations', async () => {
    const { email } = await createCustomer(server.app);
    const unknownEmail = `${unique('nobody')}@example.com`;
    const login = (address: string) => () => server.gql(loginGql, { input: { email: address, password: 'wrong' } });
    const known = await workOf(email, login(email));
    const unknown = await workOf(unknownEmail, login(unknownEmail));
    expect(unknown).toEqual(known);
  });

  it('GraphQL adminLogin with a wrong password', async () => {
    const { username } = await createAdmin(server.app);
    const unknownName = unique('nobody');
    const login = (name: string) => () => server.gql(adminLoginGql, { input: { username: name, password: 'wrong' } });
    const known = await workOf(username, login(username));
    const unknown = await workOf(unknownName, login(unknownName));
    expect(unknown).toEqual(known);
  });

  it('POST /api/auth/forgot-password', async () => {
    const { email } = await createCustomer(server.app);
    const unknownEmail = `${unique('nobody')}@example.com`;
    const ask = (address: string) => () => server.rest('POST', '/api/auth/forgot-password', { email: address });
    const known = await workOf(email, ask(email));
    const unknown = await workOf(unknownEmail, ask(unknownEmail));
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    // The known customer still gets a working link.
    const customer = await server.app.prisma.customer.findUniqueOrThrow({ where: { email }, select: { id: true } });
    expect(await server.app.prisma.passwordResetToken.count({ where: { customerId: customer.id } })).toBe(1);
  });

  it('POST /api/auth/register with an e-mail taken or not, and a code that does not exist', async () => {
    const { email } = await createCustomer(server.app);
    const unknownEmail = `${unique('nobody')}@example.com`;
    const register = (address: string) => () =>
      server.rest('POST', '/api/auth/register', {
        email: address,
        password: 'secret6',
        invitationCode: 'NO-SUCH-CODE',
      });
    const known = await workOf(email, register(email));
    const unknown = await workOf(unknownEmail, register(unknownEmail));
    expect(known.status).toBe(400);
    expect(unknown).toEqual(known);
  });

  it('POST /api/auth/register with a valid code: a taken e-mail does the sign-up’s work up to the refused insert', async () => {
    const { email } = await createCustomer(server.app);
    const code = await createInvitationCode(server.app);
    const unknownEmail = `${unique('nobody')}@example.com`;
    const register = (address: string) => () =>
      server.rest('POST', '/api/auth/register', { email: address, password: 'secret6', invitationCode: code });
    const known = await workOf(email, register(email));
    const unknown = await workOf(unknownEmail, register(unknownEmail));
    expect([known.status, unknown.status]).toEqual([409, 200]);
    // The same claim of the code; then the insert, refused by the unique index for the taken
    // e-mail (Prisma records no statement that failed) and rolled back with the claim.
    const beforeInsert = known.statements.slice(0, -1);
    expect(beforeInsert[0]).toContain('UPDATE "InvitationCode"');
    expect(known.statements.at(-1)).toBe('ROLLBACK');
    expect(unknown.statements.slice(0, beforeInsert.length)).toEqual(beforeInsert);
    expect(unknown.statements[beforeInsert.length]).toMatch(/^INSERT INTO "public"\."Customer"/);
  });
});
