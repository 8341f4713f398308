import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { createInvitationCode, invitationCodeUses, unique } from '../../../test/factories.ts';
import { areaNotServicedMessage, eligibilityMessages } from '../../shared/rules.ts';

const {
  eligible: ELIGIBLE_MESSAGE,
  alreadyRegistered: ALREADY_REGISTERED_MESSAGE,
  invalidCode: INVALID_CODE_MESSAGE,
  invitationRequested: invitationRequestedMessage,
} = eligibilityMessages;

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
    expect(body).toEqual({
      success: false,
      redirectToLogin: true,
      message: ALREADY_REGISTERED_MESSAGE,
      field: 'email',
    });
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
  ])('a code that is %s is a field error to correct, not a waitlist entry', async (_label, options) => {
    const email = uniqueEmail();
    const code = await makeCode(options);
    const before = await usesOf(code);
    const { body } = await validate({ email, neighborhood: 'Dokki', invitationCode: code });
    expect(body).toEqual({
      success: false,
      redirectToLogin: false,
      message: INVALID_CODE_MESSAGE,
      field: 'invitationCode',
    });
    expect(await waitlistOf(email)).toEqual([]);
    expect(await usesOf(code)).toBe(before);
  });

  it('a typo in a serviced area (WELCOME1) is a field error; the corrected code then passes', async () => {
    const email = uniqueEmail();
    const { body } = await validate({ email, neighborhood: 'Zamalek', invitationCode: 'WELCOME1' });
    expect(body).toMatchObject({ success: false, redirectToLogin: false, field: 'invitationCode' });
    expect(body.message).toBe(
      'That invitation code isn\'t valid or has no places left. Check it and try again, or choose "I don\'t have a code".',
    );
    expect(await waitlistOf(email)).toEqual([]);
    const code = await makeCode({ maxUses: null });
    expect((await validate({ email, neighborhood: 'Zamalek', invitationCode: code })).body.success).toBe(true);
    expect(await waitlistOf(email)).toEqual([]);
  });

  it('names the code field in GraphQL too', async () => {
    const { data } = await server.gql(
      `mutation ($input: EligibilityCheckInput!) {
        eligibilityCheck(input: $input) { __typename ... on EligibilityCheckPayload { success message field } }
      }`,
      { input: { email: uniqueEmail(), neighborhood: 'Zamalek', invitationCode: unique('NOPE').toUpperCase() } },
    );
    expect(data.eligibilityCheck).toEqual({
      __typename: 'EligibilityCheckPayload',
      success: false,
      message: INVALID_CODE_MESSAGE,
      field: 'invitationCode',
    });
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

describe('asking for an invitation ("I don\'t have a code")', () => {
  const request = (body: unknown) => server.rest('POST', '/api/pre-onboarding/request-invitation', body);

  it('a serviced area is noted once as invitation_requested; an unserviced one as area_not_serviced', async () => {
    const email = uniqueEmail();
    const first = await request({ email: email.toUpperCase(), neighborhood: 'zamalek' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, redirectToLogin: false, message: invitationRequestedMessage(email) });
    await request({ email, neighborhood: 'Zamalek' });
    expect((await waitlistOf(email)).map((e) => [e.neighborhood, e.rejectionReason, e.invitationCode])).toEqual([
      ['Zamalek', 'invitation_requested', null],
    ]);

    const other = uniqueEmail();
    const far = await request({ email: other, neighborhood: 'Shubra' });
    expect(far.body).toEqual({ success: true, redirectToLogin: false, message: areaNotServicedMessage('Shubra') });
    expect((await waitlistOf(other)).map((e) => e.rejectionReason)).toEqual(['area_not_serviced']);
  });

  it('a registered e-mail goes to login and nothing is written; bad input names its field', async () => {
    const email = uniqueEmail();
    await server.app.prisma.customer.create({ data: { email, passwordHash: 'not-used' } });
    expect((await request({ email, neighborhood: 'Zamalek' })).body).toMatchObject({
      success: false,
      redirectToLogin: true,
      field: 'email',
    });
    const bad = await request({ email: 'nope', neighborhood: 'Zamalek' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toEqual(['email']);
    expect(await waitlistOf(email)).toEqual([]);
  });

  it('works through GraphQL', async () => {
    const email = uniqueEmail();
    const { data } = await server.gql(
      `mutation ($input: InvitationRequestInput!) {
        invitationRequest(input: $input) { __typename ... on EligibilityCheckPayload { success message } }
      }`,
      { input: { email, neighborhood: 'Maadi' } },
    );
    expect(data.invitationRequest).toEqual({
      __typename: 'EligibilityCheckPayload',
      success: true,
      message: invitationRequestedMessage(email),
    });
  });

  it('registering with a waitlisted e-mail marks its entries joined', async () => {
    const email = uniqueEmail();
    await request({ email, neighborhood: 'Zamalek' });
    await validate({ email, neighborhood: 'Shubra', invitationCode: 'FRIENDS' });
    expect((await waitlistOf(email)).map((e) => e.joinedAt)).toEqual([null, null]);
    const code = await makeCode({ maxUses: null });
    const registered = await server.rest('POST', '/api/auth/register', {
      email: email.toUpperCase(),
      password: 'secret123',
      invitationCode: code,
      neighborhood: 'Zamalek',
    });
    expect(registered.status).toBeLessThan(300);
    const entries = await waitlistOf(email);
    expect(entries).toHaveLength(2);
    for (const entry of entries) expect(entry.joinedAt).toBeInstanceOf(Date);
  });
});
