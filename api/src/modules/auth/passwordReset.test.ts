import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { mailsTo, waitForMails } from '../../../test/mail.ts';
import { mailDir } from '../../lib/mailer.ts';
import { hashToken } from '../../lib/tokens.ts';
import { hashPassword } from './passwords.ts';
import { RESET_DONE_MESSAGE, RESET_LINK_INVALID, RESET_REQUESTED_MESSAGE } from './passwordReset.service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://meals.example.eg' });
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => server.clock.reset());

const uniqueEmail = () => `reset-${randomUUID().slice(0, 8)}@example.com`;

async function createCustomer(password = 'old-secret') {
  const email = uniqueEmail();
  const customer = await server.app.prisma.customer.create({
    data: { email, name: 'Mona', passwordHash: await hashPassword(password) },
  });
  const login = await server.rest('POST', '/api/auth/login', { email, password });
  expect(login.status).toBe(200);
  return { email, id: customer.id, sessionToken: login.body.token as string };
}

async function requestResetLink(email: string, expectedMails = 1): Promise<string> {
  const response = await server.rest('POST', '/api/auth/forgot-password', { email: email.toUpperCase() });
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
  const mails = await waitForMails(server.app, email, expectedMails);
  const latest = mails.sort((a, b) => a.sentAt.localeCompare(b.sentAt)).at(-1)!;
  const link = latest.links.find((l) => l.includes('/reset-password?token='))!;
  expect(link).toMatch(/^https:\/\/meals\.example\.eg\/reset-password\?token=mbr_/);
  return new URL(link).searchParams.get('token')!;
}

const passwordHashOf = async (id: number) =>
  (await server.app.prisma.customer.findUniqueOrThrow({ where: { id } })).passwordHash;
const reset = (body: unknown) => server.rest('POST', '/api/auth/reset-password', body);
const login = (email: string, password: string) => server.rest('POST', '/api/auth/login', { email, password });

describe('password reset', () => {
  it('mails a single-use link that sets the new password and ends other sessions', async () => {
    const { email, id, sessionToken } = await createCustomer();
    const token = await requestResetLink(email);

    // Stored only as its hash, expiring in an hour.
    const stored = await server.app.prisma.passwordResetToken.findMany({ where: { customerId: id } });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashToken(token));
    const ttl = stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime();
    expect(Math.abs(ttl - 60 * 60 * 1000)).toBeLessThan(5_000);
    const eml = (await readdir(mailDir(server.app.config))).filter((f) => f.endsWith('.eml'));
    expect(eml.length).toBeGreaterThan(0);

    const response = await reset({ token, newPassword: 'new-secret' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: RESET_DONE_MESSAGE });

    expect((await server.rest('GET', '/api/auth/me', undefined, { token: sessionToken })).status).toBe(401);
    expect((await login(email, 'old-secret')).status).toBe(401);
    expect((await login(email, 'new-secret')).status).toBe(200);
    expect(
      (await server.app.prisma.passwordResetToken.findFirstOrThrow({ where: { customerId: id } })).usedAt,
    ).not.toBeNull();
  });

  it("writes the mail in the customer's language: Arabic, with the /ar page's link, for an Arabic reader", async () => {
    const { email, id } = await createCustomer();
    await server.app.prisma.customer.update({ where: { id }, data: { preferredLanguage: 'ar' } });
    // The request's own language does not matter: the mail is the customer's.
    await server.rest('POST', '/api/auth/forgot-password', { email }, { cookie: 'mb_lang=en' });
    const [mail] = await waitForMails(server.app, email);
    expect(mail!.subject).toBe('إعادة تعيين كلمة المرور');
    expect(mail!.text.split('\n')[0]).toBe('مرحبًا Mona،');
    expect(mail!.links).toEqual([
      expect.stringMatching(/^https:\/\/meals\.example\.eg\/ar\/reset-password\?token=mbr_/),
    ]);
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    // The Arabic page's link resets the password like the English one.
    const token = new URL(mail!.links[0]!).searchParams.get('token')!;
    expect((await reset({ token, newPassword: 'new-secret' })).status).toBe(200);
  });

  it('rejects a link used once already, leaving the password as it is', async () => {
    const { email, id } = await createCustomer();
    const token = await requestResetLink(email);
    expect((await reset({ token, newPassword: 'first-new' })).status).toBe(200);
    const hash = await passwordHashOf(id);

    const again = await reset({ token, newPassword: 'second-new' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(RESET_LINK_INVALID);
    expect(await passwordHashOf(id)).toBe(hash);
    expect((await login(email, 'first-new')).status).toBe(200);
  });

  it('rejects an expired link, leaving the password and sessions as they are', async () => {
    const { email, id, sessionToken } = await createCustomer();
    const token = await requestResetLink(email);
    const hash = await passwordHashOf(id);

    server.clock.set(new Date(Date.now() + 61 * 60 * 1000));
    const late = await reset({ token, newPassword: 'too-late' });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ message: RESET_LINK_INVALID });
    server.clock.reset();

    expect(await passwordHashOf(id)).toBe(hash);
    expect(
      (await server.app.prisma.passwordResetToken.findFirstOrThrow({ where: { customerId: id } })).usedAt,
    ).toBeNull();
    expect((await server.rest('GET', '/api/auth/me', undefined, { token: sessionToken })).status).toBe(200);
  });

  it('accepts a link just before it expires', async () => {
    const { email } = await createCustomer();
    const token = await requestResetLink(email);
    server.clock.set(new Date(Date.now() + 59 * 60 * 1000));
    expect((await reset({ token, newPassword: 'just-in-time' })).status).toBe(200);
  });

  it('gives an unknown e-mail the same answer and sends nothing', async () => {
    const email = uniqueEmail();
    const tokensBefore = await server.app.prisma.passwordResetToken.count();
    const response = await server.rest('POST', '/api/auth/forgot-password', { email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(server.app, email)).toEqual([]);
    expect(await server.app.prisma.passwordResetToken.count({ where: { customer: { email } } })).toBe(0);
    expect(await server.app.prisma.passwordResetToken.count()).toBeGreaterThanOrEqual(tokensBefore);
  });

  it('asks for an e-mail when none is given', async () => {
    const response = await server.rest('POST', '/api/auth/forgot-password', { email: ' ' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Email required');
  });

  it('refuses a short new password and keeps the link usable', async () => {
    const { email, id } = await createCustomer();
    const token = await requestResetLink(email);
    const hash = await passwordHashOf(id);
    const short = await reset({ token, newPassword: '12345' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 6 characters long');
    expect(await passwordHashOf(id)).toBe(hash);
    expect((await reset({ token, newPassword: '123456' })).status).toBe(200);
  });

  it.each([
    ['a made-up token', 'mbr_made-up'],
    ['a session token', 'mbc_whatever'],
    ['no token', ''],
  ])('refuses %s', async (_label, token) => {
    const response = await reset({ token, newPassword: 'new-secret' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(token ? RESET_LINK_INVALID : 'Please fill in all fields');
  });

  it('works through GraphQL with typed answers', async () => {
    const { email } = await createCustomer();
    const requested = await server.gql(
      `mutation ($input: CustomerPasswordResetRequestInput!) {
        customerPasswordResetRequest(input: $input) { __typename ... on CustomerPasswordResetRequestPayload { message } }
      }`,
      { input: { email } },
    );
    expect(requested.data.customerPasswordResetRequest).toEqual({
      __typename: 'CustomerPasswordResetRequestPayload',
      message: RESET_REQUESTED_MESSAGE,
    });
    const [mail] = await waitForMails(server.app, email, 1);
    const token = new URL(mail!.links[0]!).searchParams.get('token')!;
    const mutation = `mutation ($input: CustomerPasswordResetInput!) {
      customerPasswordReset(input: $input) {
        __typename
        ... on CustomerPasswordResetPayload { message }
        ... on ValidationError { message issues { path } }
      }
    }`;
    const bad = await server.gql(mutation, { input: { token: 'mbr_nope', newPassword: 'new-secret' } });
    expect(bad.data.customerPasswordReset).toEqual({
      __typename: 'ValidationError',
      message: RESET_LINK_INVALID,
      issues: [{ path: ['token'] }],
    });
    const good = await server.gql(mutation, { input: { token, newPassword: 'new-secret' } });
    expect(good.data.customerPasswordReset).toEqual({
      __typename: 'CustomerPasswordResetPayload',
      message: RESET_DONE_MESSAGE,
    });
    expect((await login(email, 'new-secret')).status).toBe(200);
  });
});
