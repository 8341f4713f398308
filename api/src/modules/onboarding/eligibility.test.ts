import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { createInvitationCode, invitationCodeUses, unique } from '../../../test/factories.ts';
import { ALREADY_REGISTERED_MESSAGE, ELIGIBLE_MESSAGE, INVALID_CODE_MESSAGE } from './eligibility.service.ts';
import { areaNotServicedMessage } from '../../shared/rules.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const uniqueEmail = () => `${unique('elig')}@example.com`;

const makeCode = (options?: Parameters<typeof createInvitationCode>[1]) => createInvitationCode(server.app, options);

const usesOf = (code: string) => invitationCodeUses(server.app, code);
const waitlistOf = (email: string) =>
  server.app.prisma.waitlistEntry.findMany({ where: { email }, orderBy: { id: 'asc' } });

const validate = (body: unknown) => server.rest('POST', '/api/pre-onboarding/validate', body);

describe('eligibility check', () => {
  it('accepts a serviced neighbourhood with a usable code, without using the code up', async () => {
    const code = await makeCode({ maxUses: 1 });
    const email = uniqueEmail();
    const { status, body } = await validate({ email, neighborhood: 'Zamalek', invitationCode: code.toLowerCase() });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, redirectToLogin: false, message: ELIGIBLE_MESSAGE });
    expect(await usesOf(code)).toBe(0);
    expect(await waitlistOf(email)).toEqual([]);
    // Checking twice is still fine: the one place is taken only at registration.
    expect((await validate({ email, neighborhood: 'Zamalek', invitationCode: code })).body.success).toBe(true);
  });

  it('answers the same through GraphQL', async () => {
    const code = await makeCode({ maxUses: null });
    const { data, errors } = await server.gql(
      `mutation ($input: EligibilityCheckInput!) {
        eligibilityCheck(input: $input) {
          __typename
          ... on EligibilityCheckPayload { success redirectToLogin message }
        }
      }`,
      { input: { email: uniqueEmail(), neighborhood: 'Maadi', invitationCode: code } },
    );
    expect(errors).toBeUndefined();
    expect(data.eligibilityCheck).toEqual({
      __typename: 'EligibilityCheckPayload',
      success: true,
      redirectToLogin: false,
      message: ELIGIBLE_MESSAGE,
    });
  });

  it('sends a registered e-mail (any case) to login and waitlists nothing', async () => {
    const email = uniqueEmail();
    await server.app.prisma.customer.create({ data: { email, passwordHash: 'not-used' } });
    const code = await makeCode();
    const { status, body } = await validate({
      email: `  ${email.toUpperCase()} `,
      neighborhood: 'Zamalek',
      invitationCode: code,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ success: false, redirectToLogin: true, message: ALREADY_REGISTERED_MESSAGE });
    expect(await waitlistOf(email)).toEqual([]);
    expect(await usesOf(code)).toBe(0);
  });

  it('waitlists an unserviced neighbourhood with reason area_not_serviced', async () => {
    const email = uniqueEmail();
    const code = await makeCode();
    const { body } = await validate({ email: email.toUpperCase(), neighborhood: 'Shubra', invitationCode: code });
    expect(body).toEqual({ success: false, redirectToLogin: false, message: areaNotServicedMessage('Shubra') });
    expect(body.message).toBe(
      "Sorry, we don't currently deliver to Shubra. We've added you to our waitlist and will notify you when we expand service to your area.",
    );
    const entries = await waitlistOf(email);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      email,
      neighborhood: 'Shubra',
      invitationCode: code,
      rejectionReason: 'area_not_serviced',
    });
    expect(await usesOf(code)).toBe(0);
  });

  it('waitlists a neighbourhood we do not know at all', async () => {
    const email = uniqueEmail();
    const { body } = await validate({ email, neighborhood: 'Atlantis', invitationCode: await makeCode() });
    expect(body.success).toBe(false);
    expect(body.redirectToLogin).toBe(false);
    expect(body.message).toContain("we don't currently deliver to Atlantis");
    expect((await waitlistOf(email)).map((e) => e.rejectionReason)).toEqual(['area_not_serviced']);
  });

  it.each([
    ['used up', { maxUses: 3, currentUses: 3 }],
    ['inactive', { isActive: false, maxUses: null }],
  ])('waitlists a code that is %s with reason invalid_code', async (_label, options) => {
    const email = uniqueEmail();
    const code = await makeCode(options);
    const before = await usesOf(code);
    const { body } = await validate({ email, neighborhood: 'Dokki', invitationCode: code });
    expect(body).toEqual({ success: false, redirectToLogin: false, message: INVALID_CODE_MESSAGE });
    const entries = await waitlistOf(email);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ neighborhood: 'Dokki', invitationCode: code, rejectionReason: 'invalid_code' });
    expect(await usesOf(code)).toBe(before);
  });

  it('waitlists an unknown code with reason invalid_code', async () => {
    const email = uniqueEmail();
    const { body } = await validate({ email, neighborhood: 'Dokki', invitationCode: unique('NOPE').toUpperCase() });
    expect(body.success).toBe(false);
    expect((await waitlistOf(email)).map((e) => e.rejectionReason)).toEqual(['invalid_code']);
  });

  it.each([
    ['email', { neighborhood: 'Zamalek', invitationCode: 'FRIENDS' }, 'Email is required'],
    ['neighborhood', { neighborhood: '  ', invitationCode: 'FRIENDS' }, 'Neighborhood is required'],
    ['invitationCode', { neighborhood: 'Zamalek', invitationCode: '' }, 'Invitation code is required'],
  ])('refuses a missing %s, naming the field, and writes nothing', async (field, partial, message) => {
    const email = uniqueEmail();
    const body = field === 'email' ? partial : { email, ...partial };
    const response = await validate(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect(response.body.issues.map((i: { path: string[] }) => i.path[0])).toContain(field);
    expect(await waitlistOf(email)).toEqual([]);
  });

  it('refuses a malformed e-mail and writes nothing', async () => {
    const before = await server.app.prisma.waitlistEntry.count({ where: { email: 'not-an-email' } });
    const response = await validate({ email: 'not-an-email', neighborhood: 'Shubra', invitationCode: 'FRIENDS' });
    expect(response.status).toBe(400);
    expect(response.body.issues[0].path).toEqual(['email']);
    expect(await server.app.prisma.waitlistEntry.count({ where: { email: 'not-an-email' } })).toBe(before);
  });

  it('answers a missing field in GraphQL as a ValidationError with the field path', async () => {
    const { data } = await server.gql(
      `mutation ($input: EligibilityCheckInput!) {
        eligibilityCheck(input: $input) { __typename ... on ValidationError { message issues { path message } } }
      }`,
      { input: { email: '', neighborhood: 'Zamalek', invitationCode: 'FRIENDS' } },
    );
    expect(data.eligibilityCheck.__typename).toBe('ValidationError');
    expect(data.eligibilityCheck.issues[0].path).toEqual(['email']);
  });
});
