// The old client's sign-up: POST /api/pre-onboarding/validate with the e-mail, neighbourhood and
// invitation code, then POST /api/auth/register without `invitationCode` (its payload never
// sends one). The code the check accepted counts, through a short-lived signed cookie naming the
// code and the e-mail; it is still claimed atomically at registration.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvitationCode, invitationCodeUses, unique } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const uniqueEmail = () => `${unique('old-client')}@example.com`;
const usesOf = (code: string) => invitationCodeUses(server.app, code);

/** The eligibility check as the old client makes it; answers the invitation cookie it set (`name=value`). */
async function validate(email: string, invitationCode: string) {
  const answer = await server.rest('POST', '/api/pre-onboarding/validate', {
    email,
    neighborhood: 'Zamalek',
    invitationCode,
  });
  const cookie = answer.headers
    .getSetCookie()
    .find((line) => line.startsWith('mb_invitation='))
    ?.split(';')[0];
  return { answer, cookie, setCookie: answer.headers.getSetCookie().join('\n') };
}

/** The old client's registration payload: username, password, email, name, isAdmin; no invitationCode. */
const register = (email: string, cookie?: string) =>
  server.rest(
    'POST',
    '/api/auth/register',
    { username: unique('user'), password: 'secret6', email, name: 'Old Client', isAdmin: false },
    cookie ? { cookie } : {},
  );

describe('registration with the code the eligibility check accepted', () => {
  it('counts the validated code when the payload has no invitationCode, once', async () => {
    const code = await createInvitationCode(server.app, { maxUses: 3 });
    const email = uniqueEmail();
    const { answer, cookie, setCookie } = await validate(email, code.toLowerCase());
    expect(answer.body).toMatchObject({ success: true });
    expect(answer.body).toEqual({ success: true, redirectToLogin: false, message: expect.any(String) });
    expect(cookie).toBeDefined();
    expect(setCookie).toMatch(/mb_invitation=[^;]+;.*Max-Age=3600;.*HttpOnly;.*SameSite=Lax/i);
    expect(await usesOf(code)).toBe(0); // the check never counts a use

    const registered = await register(email.toUpperCase(), cookie);
    expect(registered.status).toBe(200);
    expect(registered.body.user.email).toBe(email);
    expect(await usesOf(code)).toBe(1);
    const customer = await server.app.prisma.customer.findUniqueOrThrow({
      where: { email },
      include: { invitationCode: true },
    });
    expect(customer.invitationCode?.code).toBe(code);
    // The pass is spent: the answer clears it.
    expect(registered.headers.getSetCookie().join('\n')).toMatch(/mb_invitation=;/);
  });

  it('still requires a code without a check, or after a check that failed', async () => {
    const missing = await register(uniqueEmail());
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('An invitation code is required');

    const email = uniqueEmail();
    const failed = await validate(email, 'NO-SUCH-CODE');
    expect(failed.answer.body.success).toBe(false);
    expect(failed.cookie).toBeUndefined();
    expect((await register(email)).status).toBe(400);
  });

  it('counts the pass only for the e-mail it was made for, and never a forged one', async () => {
    const code = await createInvitationCode(server.app, { maxUses: 3 });
    const email = uniqueEmail();
    const { cookie } = await validate(email, code);
    const other = await register(uniqueEmail(), cookie);
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('An invitation code is required');

    const [name, value] = cookie!.split('=') as [string, string];
    const [payload, signature] = value.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, email: 'someone-else@example.com' })).toString(
      'base64url',
    );
    const forged = await register('someone-else@example.com', `${name}=${forgedPayload}.${signature}`);
    expect(forged.status).toBe(400);
    expect(await usesOf(code)).toBe(0);
  });

  it('expires after an hour', async () => {
    const code = await createInvitationCode(server.app, { maxUses: 3 });
    const email = uniqueEmail();
    const { cookie } = await validate(email, code);
    server.clock.set(new Date(Date.now() + 61 * 60_000));
    try {
      expect((await register(email, cookie)).status).toBe(400);
    } finally {
      server.clock.reset();
    }
    expect((await register(email, cookie)).status).toBe(200);
  });

  it('keeps maxUses: two validated sign-ups at once for a code with one place left, one gets in', async () => {
    const code = await createInvitationCode(server.app, { maxUses: 1 });
    const [first, second] = [uniqueEmail(), uniqueEmail()];
    const passes = [await validate(first, code), await validate(second, code)];
    const answers = await Promise.all([register(first, passes[0]!.cookie), register(second, passes[1]!.cookie)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(await usesOf(code)).toBe(1);
  });

  it('takes the pass from the GraphQL eligibility check too', async () => {
    const code = await createInvitationCode(server.app, { maxUses: 3 });
    const email = uniqueEmail();
    const checked = await server.gql(
      `mutation ($input: EligibilityCheckInput!) {
        eligibilityCheck(input: $input) { __typename ... on EligibilityCheckPayload { success } }
      }`,
      { input: { email, neighborhood: 'Zamalek', invitationCode: code } },
    );
    expect(checked.data.eligibilityCheck).toEqual({ __typename: 'EligibilityCheckPayload', success: true });
    const cookie = checked.headers
      .getSetCookie()
      .find((line) => line.startsWith('mb_invitation='))
      ?.split(';')[0];
    expect((await register(email, cookie)).status).toBe(200);
    expect(await usesOf(code)).toBe(1);
  });

  it('lets a code in the payload win over the pass', async () => {
    const validated = await createInvitationCode(server.app, { maxUses: 3 });
    const sent = await createInvitationCode(server.app, { maxUses: 3 });
    const email = uniqueEmail();
    const { cookie } = await validate(email, validated);
    const answer = await server.rest(
      'POST',
      '/api/auth/register',
      { email, password: 'secret6', invitationCode: sent },
      { cookie: cookie! },
    );
    expect(answer.status).toBe(200);
    expect([await usesOf(validated), await usesOf(sent)]).toEqual([0, 1]);
  });
});
