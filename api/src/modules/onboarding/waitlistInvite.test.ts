import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGraphQLRefused, expectRestRefused } from '../../../test/adminAccess.ts';
import { createSignedInAdmin, unique } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { waitForMails } from '../../../test/mail.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await createSignedInAdmin(server.app));
});
afterAll(() => server?.close());

const INVITE = `mutation ($input: WaitlistEntryInviteInput!) {
  waitlistEntryInvite(input: $input) {
    __typename
    ... on WaitlistEntryInvitePayload { code email }
    ... on Error { message }
  }
}`;
const entryGlobalId = (id: number) => Buffer.from(`WaitlistEntry:${id}`).toString('base64');

const newEntry = () =>
  server.app.prisma.waitlistEntry.create({
    data: { email: `${unique('wait')}@example.com`, neighborhood: 'Maadi', rejectionReason: 'area_not_serviced' },
  });

describe('Invite from the waitlist', () => {
  it('creates a one-use code, e-mails it and audits it', async () => {
    const entry = await newEntry();
    const { data } = await server.gql(INVITE, { input: { id: entryGlobalId(entry.id) } }, { token });
    const answer = data.waitlistEntryInvite;
    expect(answer).toMatchObject({ __typename: 'WaitlistEntryInvitePayload', email: entry.email });
    expect(answer.code).toMatch(/^[A-Z0-9]{8}$/);
    const code = await server.app.prisma.invitationCode.findUniqueOrThrow({ where: { code: answer.code } });
    expect(code).toMatchObject({
      maxUses: 1,
      currentUses: 0,
      isActive: true,
      description: `Invitation for ${entry.email}`,
    });
    const [mail] = await waitForMails(server.app, entry.email);
    expect(mail!.subject).toBe('Your MealBox invitation');
    expect(mail!.text).toContain(answer.code);
    const audit = await server.app.prisma.auditEntry.findMany({
      where: { entityType: 'WaitlistEntry', entityId: entry.id },
    });
    expect(audit.map((row) => row.action)).toEqual(['waitlistEntry.invite']);
    expect(audit[0]!.changes).toMatchObject({ email: entry.email, invitationCodeId: code.id });

    const rest = await server.rest('POST', `/api/admin/waitlist/${entry.id}/invite`, undefined, { token });
    expect(rest.status).toBe(201);
    expect(rest.body.email).toBe(entry.email);
    expect(rest.body.code).not.toBe(answer.code);
  });

  it('mails the invitation in the language of the page the visitor asked from (mb_lang)', async () => {
    const ask = async (cookie?: string) => {
      const email = `${unique('wait')}@example.com`;
      const { data } = await server.gql(
        `mutation ($input: InvitationRequestInput!) {
          invitationRequest(input: $input) { __typename }
        }`,
        { input: { email, neighborhood: 'Atlantis' } },
        cookie ? { cookie } : {},
      );
      expect(data.invitationRequest.__typename).toBe('EligibilityCheckPayload');
      const entry = await server.app.prisma.waitlistEntry.findFirstOrThrow({ where: { email } });
      const invited = await server.gql(INVITE, { input: { id: entryGlobalId(entry.id) } }, { token });
      const [mail] = await waitForMails(server.app, email);
      return { entry, mail: mail!, code: invited.data.waitlistEntryInvite.code as string };
    };

    const arabic = await ask('mb_lang=ar');
    expect(arabic.entry.language).toBe('ar');
    expect(arabic.mail.subject).toBe('دعوتك للانضمام إلى MealBox');
    expect(arabic.mail.text).toContain('طلبت الانضمام إلى MealBox من Atlantis.');
    expect(arabic.mail.text).toContain(`    ${arabic.code}`);
    expect(arabic.mail.links[0]).toMatch(/\/ar\.?$/);
    expect(arabic.mail.html).toContain('dir="rtl"');

    for (const english of [await ask('mb_lang=en'), await ask()]) {
      expect(english.entry.language).toBe('en');
      expect(english.mail.subject).toBe('Your MealBox invitation');
      expect(english.mail.text).toContain('You asked to join MealBox from Atlantis.');
    }
  });

  it('answers not found for an entry that does not exist, and changes nothing', async () => {
    const codes = await server.app.prisma.invitationCode.count();
    const { data } = await server.gql(INVITE, { input: { id: entryGlobalId(999999999) } }, { token });
    expect(data.waitlistEntryInvite).toEqual({ __typename: 'NotFoundError', message: 'Waitlist entry not found' });
    const rest = await server.rest('POST', '/api/admin/waitlist/nonsense/invite', undefined, { token });
    expect(rest.status).toBe(404);
    expect(await server.app.prisma.invitationCode.count()).toBe(codes);
  });

  it('refuses a customer and a visitor', async () => {
    const entry = await newEntry();
    const codes = await server.app.prisma.invitationCode.count();
    await expectGraphQLRefused(server, [
      { document: INVITE, variables: { input: { id: entryGlobalId(entry.id) } }, field: 'waitlistEntryInvite' },
    ]);
    await expectRestRefused(server, [{ method: 'POST', path: `/api/admin/waitlist/${entry.id}/invite` }]);
    expect(await server.app.prisma.invitationCode.count()).toBe(codes);
  });
});
