import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { createInvitationCode, invitationCodeUses, unique } from '../../../test/factories.ts';
import { accountMessages } from '../../shared/rules.ts';
import { ALREADY_EXISTS, INVALID_INVITATION_CODE } from './registration.service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const uniqueEmail = () => `${unique('reg')}@example.com`;

const makeCode = (options?: Parameters<typeof createInvitationCode>[1]) => createInvitationCode(server.app, options);

const usesOf = (code: string) => invitationCodeUses(server.app, code);
const customersWith = (email: string) =>
  server.app.prisma.customer.count({ where: { email: { equals: email, mode: 'insensitive' } } });
const register = (body: unknown) => server.rest('POST', '/api/auth/register', body);

describe('customer registration (REST)', () => {
  it('creates the customer, counts the code, sets the cookie and returns a working token', async () => {
    const code = await makeCode({ maxUses: 2 });
    const email = uniqueEmail();
    const { status, body, headers } = await register({
      username: unique('user'),
      email: `  ${email.toUpperCase()}`,
      password: 'secret6',
      name: 'Nour Hassan',
      isAdmin: false,
      invitationCode: code.toLowerCase(),
      neighborhood: 'Zamalek',
    });
    expect(status).toBe(200);
    expect(body.token).toMatch(/^mbc_/);
    expect(body.user).toMatchObject({ email, name: 'Nour Hassan', userType: 'trial', hasUsedTrialBox: false });
    expect(headers.get('set-cookie')).toMatch(/mb_session=mbc_[^;]+;.*HttpOnly/i);
    expect(headers.get('cache-control')).toBe('private, no-store');

    const me = await server.rest('GET', '/api/auth/me', undefined, { token: body.token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);

    const stored = await server.app.prisma.customer.findUniqueOrThrow({
      where: { email },
      include: { neighborhood: true, invitationCode: true },
    });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.neighborhood?.name).toBe('Zamalek');
    expect(stored.invitationCode?.code).toBe(code);
    expect(await usesOf(code)).toBe(1);

    // The same credentials now sign in.
    const login = await server.rest('POST', '/api/auth/login', { email, password: 'secret6' });
    expect(login.status).toBe(200);
  });

  it('refuses an e-mail already registered, whatever its case, and changes nothing', async () => {
    const code = await makeCode();
    const email = uniqueEmail();
    expect((await register({ email, password: 'secret6', invitationCode: code })).status).toBe(200);
    const response = await register({ email: email.toUpperCase(), password: 'other-secret', invitationCode: code });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: ALREADY_EXISTS });
    expect(await customersWith(email)).toBe(1);
    expect(await usesOf(code)).toBe(1);
  });

  it('refuses a username already taken', async () => {
    const code = await makeCode();
    const username = unique('taken');
    expect((await register({ email: uniqueEmail(), username, password: 'secret6', invitationCode: code })).status).toBe(
      200,
    );
    const email = uniqueEmail();
    const response = await register({ email, username, password: 'secret6', invitationCode: code });
    expect(response.status).toBe(409);
    expect(await customersWith(email)).toBe(0);
    expect(await usesOf(code)).toBe(1);
  });

  it.each([
    ['a short password', { password: '12345' }, accountMessages.passwordTooShort, 'password'],
    ['no password', { password: '' }, 'Please fill in all required fields', 'password'],
    ['no e-mail', { email: '' }, 'Please fill in all required fields', 'email'],
    ['a malformed e-mail', { email: 'nobody-at-example' }, 'Please enter a valid email address', 'email'],
    ['no invitation code', { invitationCode: '' }, 'An invitation code is required', 'invitationCode'],
    [
      'an unknown neighbourhood',
      { neighborhood: 'Atlantis' },
      'Please choose a neighborhood from the list',
      'neighborhood',
    ],
  ])('refuses %s and changes nothing', async (_label, override, message, field) => {
    const code = await makeCode();
    const email = uniqueEmail();
    const response = await register({ email, password: 'secret6', invitationCode: code, ...override });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.issues[0].path).toEqual([field]);
    expect(await customersWith(email)).toBe(0);
    expect(await usesOf(code)).toBe(0);
  });

  it.each([
    ['used up', { maxUses: 2, currentUses: 2 }],
    ['inactive', { isActive: false, maxUses: null }],
  ])('refuses a code that is %s, on the invitationCode field, and changes nothing', async (_label, options) => {
    const code = await makeCode(options);
    const before = await usesOf(code);
    const email = uniqueEmail();
    const response = await register({ email, password: 'secret6', invitationCode: code });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(INVALID_INVITATION_CODE);
    expect(response.body.issues).toEqual([{ path: ['invitationCode'], message: INVALID_INVITATION_CODE }]);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await customersWith(email)).toBe(0);
    expect(await usesOf(code)).toBe(before);
  });

  it('ignores isAdmin: the new customer cannot act as an admin', async () => {
    const email = uniqueEmail();
    const { status, body } = await register({
      email,
      password: 'secret6',
      isAdmin: true,
      invitationCode: await makeCode(),
    });
    expect(status).toBe(200);
    const { data } = await server.gql('{ adminMe { id } me { email } }', {}, { token: body.token });
    expect(data).toEqual({ adminMe: null, me: { email } });
    expect((await server.rest('GET', '/api/admin/auth/me', undefined, { token: body.token })).status).toBe(401);
    expect(await server.app.prisma.admin.count({ where: { email } })).toBe(0);
  });

  it('lets exactly the remaining places through when 50 sign up at once', async () => {
    const code = await makeCode({ maxUses: 15, currentUses: 5 });
    const emails = Array.from({ length: 50 }, () => uniqueEmail());
    const responses = await Promise.all(
      emails.map((email) => register({ email, password: 'secret6', invitationCode: code })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 400)).toHaveLength(40);
    for (const refused of responses.filter((r) => r.status === 400)) {
      expect(refused.body.issues[0].path).toEqual(['invitationCode']);
    }
    expect(await usesOf(code)).toBe(15);
    const codeId = (await server.app.prisma.invitationCode.findUniqueOrThrow({ where: { code } })).id;
    expect(await server.app.prisma.customer.count({ where: { invitationCodeId: codeId } })).toBe(10);
    expect(await server.app.prisma.customer.count({ where: { email: { in: emails } } })).toBe(10);
  });

  it('lets only one of two simultaneous sign-ups with the same e-mail through, counting one use', async () => {
    const code = await makeCode({ maxUses: null });
    const email = uniqueEmail();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => register({ email, password: 'secret6', invitationCode: code })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await customersWith(email)).toBe(1);
    expect(await usesOf(code)).toBe(1);
  });
});

describe('customer registration (GraphQL)', () => {
  const mutation = `mutation ($input: CustomerRegisterInput!) {
    customerRegister(input: $input) {
      __typename
      ... on CustomerRegisterPayload { token customer { email name } }
      ... on Error { message }
      ... on ValidationError { issues { path } }
    }
  }`;

  it('registers and sets the session cookie', async () => {
    const email = uniqueEmail();
    const { data, errors, headers } = await server.gql(mutation, {
      input: { email, password: 'secret6', name: 'Omar', invitationCode: await makeCode(), neighborhood: 'Dokki' },
    });
    expect(errors).toBeUndefined();
    expect(data.customerRegister).toMatchObject({
      __typename: 'CustomerRegisterPayload',
      customer: { email, name: 'Omar' },
    });
    expect(headers.get('set-cookie')).toMatch(/mb_session=mbc_/);
    const cookie = headers.get('set-cookie')!.split(';')[0]!;
    const me = await server.rest('GET', '/api/auth/me', undefined, { cookie });
    expect(me.body.email).toBe(email);
  });

  it('keeps the language the customer signed up in (English when none is given)', async () => {
    const inArabic = uniqueEmail();
    await server.gql(mutation, {
      input: { email: inArabic, password: 'secret6', invitationCode: await makeCode(), preferredLanguage: 'ar' },
    });
    const inEnglish = uniqueEmail();
    await server.gql(mutation, { input: { email: inEnglish, password: 'secret6', invitationCode: await makeCode() } });
    const languages = await server.app.prisma.customer.findMany({
      where: { email: { in: [inArabic, inEnglish] } },
      select: { email: true, preferredLanguage: true },
    });
    expect(Object.fromEntries(languages.map((row) => [row.email, row.preferredLanguage]))).toEqual({
      [inArabic]: 'ar',
      [inEnglish]: 'en',
    });
  });

  it('answers a duplicate with ConflictError and a used-up code with ValidationError', async () => {
    const email = uniqueEmail();
    const code = await makeCode({ maxUses: 1 });
    await server.gql(mutation, { input: { email, password: 'secret6', invitationCode: code } });
    // The code is judged first: with a code that is not valid (here used up), a taken e-mail is
    // answered like any other, so an invalid code never tells who has an account.
    const takenUsedUp = await server.gql(mutation, { input: { email, password: 'secret6', invitationCode: code } });
    expect(takenUsedUp.data.customerRegister).toMatchObject({
      __typename: 'ValidationError',
      issues: [{ path: ['invitationCode'] }],
    });
    const fresh = await makeCode();
    const duplicate = await server.gql(mutation, { input: { email, password: 'secret6', invitationCode: fresh } });
    expect(duplicate.data.customerRegister).toMatchObject({ __typename: 'ConflictError', message: ALREADY_EXISTS });
    expect(await usesOf(fresh)).toBe(0);
    const other = uniqueEmail();
    const usedUp = await server.gql(mutation, { input: { email: other, password: 'secret6', invitationCode: code } });
    expect(usedUp.data.customerRegister).toMatchObject({
      __typename: 'ValidationError',
      issues: [{ path: ['invitationCode'] }],
    });
    expect(await customersWith(other)).toBe(0);
    expect(await usesOf(code)).toBe(1);
  });
});
