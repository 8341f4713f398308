import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { expectGraphQLRefused, expectRestRefused } from '../../../test/adminAccess.ts';
import { createSignedInAdmin, unique } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { adminMessages, WAITLIST_CSV_COLUMNS } from '../../shared/rules.ts';

let server: TestServer;
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
beforeAll(async () => {
  server = await startTestServer({}, { ownDatabase: 'onboarding_admin' });
  admin = await createSignedInAdmin(server.app);
});
afterAll(() => server?.close());

const asAdmin = () => ({ token: admin.token });
const auditOf = (entityType: string, entityId: number) =>
  server.app.prisma.auditEntry.findMany({ where: { entityType, entityId }, orderBy: { id: 'asc' } });

type CacheMeta = { hit?: boolean; didCache?: boolean } | undefined;
/** A public GraphQL read as a visitor, with whether the shared cache answered it. */
async function publicRead(query: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: any; extensions?: { responseCache?: CacheMeta } };
  return { data: body.data, hit: body.extensions?.responseCache?.hit === true };
}

const NEIGHBORHOOD_CREATE = `mutation ($input: NeighborhoodCreateInput!) {
  neighborhoodCreate(input: $input) {
    __typename
    ... on NeighborhoodPayload { neighborhood { id databaseId name city isServiced } }
    ... on Error { message }
    ... on ValidationError { issues { path message } }
  }
}`;
const NEIGHBORHOOD_UPDATE = `mutation ($input: NeighborhoodUpdateInput!) {
  neighborhoodUpdate(input: $input) {
    __typename
    ... on NeighborhoodPayload { neighborhood { id name isServiced } }
    ... on Error { message }
  }
}`;
const NEIGHBORHOOD_DELETE = `mutation ($input: NeighborhoodDeleteInput!) {
  neighborhoodDelete(input: $input) { __typename ... on DeletedPayload { deletedId } ... on Error { message } }
}`;
const ADMIN_NEIGHBORHOODS = `query ($first: Int, $after: String) {
  adminNeighborhoods(first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { name isServiced } }
  }
}`;

const CODE_CREATE = `mutation ($input: InvitationCodeCreateInput!) {
  invitationCodeCreate(input: $input) {
    __typename
    ... on InvitationCodePayload { invitationCode { id databaseId code isActive maxUses currentUses description } }
    ... on Error { message }
    ... on ValidationError { issues { path message } }
  }
}`;
const CODE_UPDATE = `mutation ($input: InvitationCodeUpdateInput!) {
  invitationCodeUpdate(input: $input) {
    __typename
    ... on InvitationCodePayload { invitationCode { code isActive maxUses } }
    ... on Error { message }
    ... on ValidationError { issues { path message } }
  }
}`;
const CODE_DELETE = `mutation ($input: InvitationCodeDeleteInput!) {
  invitationCodeDelete(input: $input) { __typename ... on DeletedPayload { deletedId } ... on Error { message } }
}`;
const ADMIN_CODES = `{ adminInvitationCodes(first: 100) { totalCount edges { node { code } } } }`;

const WAITLIST = `{
  adminWaitlist(first: 100) { totalCount edges { node { id databaseId email neighborhood rejectionReason createdAt } } }
  adminWaitlistTopNeighborhoods { neighborhood count }
}`;
const WAITLIST_DELETE = `mutation ($input: WaitlistEntryDeleteInput!) {
  waitlistEntryDelete(input: $input) { __typename ... on DeletedPayload { deletedId } ... on Error { message } }
}`;
const WAITLIST_CSV = `{ adminWaitlistCsv { filename content } }`;

describe('back-office access to neighbourhoods, codes and the waitlist', () => {
  it('refuses a customer token and no token on every GraphQL query and mutation', async () => {
    const neighborhood = await server.app.prisma.neighborhood.findFirstOrThrow();
    const someId = Buffer.from(`Neighborhood:${neighborhood.id}`).toString('base64');
    await expectGraphQLRefused(server, [
      { document: ADMIN_NEIGHBORHOODS, variables: { first: 5 }, field: 'adminNeighborhoods' },
      { document: NEIGHBORHOOD_CREATE, variables: { input: { name: unique('Nope') } }, field: 'neighborhoodCreate' },
      {
        document: NEIGHBORHOOD_UPDATE,
        variables: { input: { id: someId, isServiced: false } },
        field: 'neighborhoodUpdate',
      },
      { document: NEIGHBORHOOD_DELETE, variables: { input: { id: someId } }, field: 'neighborhoodDelete' },
      { document: ADMIN_CODES, field: 'adminInvitationCodes' },
      { document: CODE_CREATE, variables: { input: { code: unique('NOPE') } }, field: 'invitationCodeCreate' },
      { document: CODE_UPDATE, variables: { input: { id: '1', isActive: false } }, field: 'invitationCodeUpdate' },
      { document: CODE_DELETE, variables: { input: { id: '1' } }, field: 'invitationCodeDelete' },
      { document: WAITLIST, field: 'adminWaitlist' },
      { document: '{ adminWaitlistTopNeighborhoods { count } }', field: 'adminWaitlistTopNeighborhoods' },
      { document: WAITLIST_CSV, field: 'adminWaitlistCsv' },
      { document: WAITLIST_DELETE, variables: { input: { id: '1' } }, field: 'waitlistEntryDelete' },
    ]);
    expect(await server.app.prisma.neighborhood.findUniqueOrThrow({ where: { id: neighborhood.id } })).toEqual(
      neighborhood,
    );
  });

  it('refuses a customer token and no token on every REST path', async () => {
    const neighborhood = await server.app.prisma.neighborhood.findFirstOrThrow();
    await expectRestRefused(server, [
      { method: 'GET', path: '/api/admin/neighborhoods' },
      { method: 'POST', path: '/api/admin/neighborhoods', body: { name: unique('Nope'), isServiced: true } },
      { method: 'PATCH', path: `/api/admin/neighborhoods/${neighborhood.id}`, body: { isServiced: false } },
      { method: 'DELETE', path: `/api/admin/neighborhoods/${neighborhood.id}` },
      { method: 'GET', path: '/api/admin/invitation-codes' },
      { method: 'POST', path: '/api/admin/invitation-codes', body: { code: unique('NOPE') } },
      { method: 'PATCH', path: '/api/admin/invitation-codes/1', body: { isActive: false } },
      { method: 'DELETE', path: '/api/admin/invitation-codes/1' },
      { method: 'GET', path: '/api/admin/waitlist' },
      { method: 'GET', path: '/api/admin/waitlist/export' },
      { method: 'DELETE', path: '/api/admin/waitlist/1' },
    ]);
    expect(await server.app.prisma.neighborhood.findUniqueOrThrow({ where: { id: neighborhood.id } })).toEqual(
      neighborhood,
    );
  });
});

describe('neighbourhoods in the back office', () => {
  it('adds, edits, toggles and deletes through GraphQL, one audit row per change', async () => {
    const name = unique('Garden City');
    const created = await server.gql(
      NEIGHBORHOOD_CREATE,
      { input: { name: `  ${name} `, isServiced: false } },
      asAdmin(),
    );
    const row = created.data.neighborhoodCreate.neighborhood;
    expect(row).toMatchObject({ name, city: 'Cairo', isServiced: false });

    const toggled = await server.gql(NEIGHBORHOOD_UPDATE, { input: { id: row.id, isServiced: true } }, asAdmin());
    expect(toggled.data.neighborhoodUpdate.neighborhood).toEqual({ id: row.id, name, isServiced: true });

    const list = await server.gql(ADMIN_NEIGHBORHOODS, { first: 100 }, asAdmin());
    expect(list.data.adminNeighborhoods.totalCount).toBeGreaterThan(10);
    expect(list.data.adminNeighborhoods.edges.map((e: any) => e.node)).toContainEqual({ name, isServiced: true });
    const firstPage = await server.gql(ADMIN_NEIGHBORHOODS, { first: 2 }, asAdmin());
    expect(firstPage.data.adminNeighborhoods.edges).toHaveLength(2);
    expect(firstPage.data.adminNeighborhoods.pageInfo.hasNextPage).toBe(true);

    const removed = await server.gql(NEIGHBORHOOD_DELETE, { input: { id: row.id } }, asAdmin());
    expect(removed.data.neighborhoodDelete).toEqual({ __typename: 'DeletedPayload', deletedId: row.id });
    expect(await server.app.prisma.neighborhood.findUnique({ where: { id: row.databaseId } })).toBeNull();

    const audit = await auditOf('Neighborhood', row.databaseId);
    expect(audit.map((entry) => [entry.action, entry.adminUsername])).toEqual([
      ['neighborhood.create', admin.username],
      ['neighborhood.update', admin.username],
      ['neighborhood.delete', admin.username],
    ]);
    expect(audit[0]!.changes).toEqual({ name, isServiced: false, city: 'Cairo' });
  });

  it('answers the specification paths over REST', async () => {
    const name = unique('Dokki West');
    const created = await server.rest('POST', '/api/admin/neighborhoods', { name, isServiced: true }, asAdmin());
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), name, nameAr: '', city: 'Cairo', isServiced: true });
    expect(created.headers.get('cache-control')).toBe('private, no-store');

    const patched = await server.rest(
      'PATCH',
      `/api/admin/neighborhoods/${created.body.id}`,
      { name: `${name} 2`, isServiced: false },
      asAdmin(),
    );
    expect(patched.body).toMatchObject({ name: `${name} 2`, isServiced: false });
    const list = await server.rest('GET', '/api/admin/neighborhoods', undefined, asAdmin());
    expect(list.body).toContainEqual({
      id: created.body.id,
      name: `${name} 2`,
      nameAr: '',
      city: 'Cairo',
      isServiced: false,
    });

    const removed = await server.rest('DELETE', `/api/admin/neighborhoods/${created.body.id}`, undefined, asAdmin());
    expect(removed).toMatchObject({ status: 200, body: { success: true } });
    const again = await server.rest('DELETE', `/api/admin/neighborhoods/${created.body.id}`, undefined, asAdmin());
    expect(again).toMatchObject({ status: 404, body: { message: 'Neighborhood not found' } });
    expect((await auditOf('Neighborhood', created.body.id)).map((entry) => entry.action)).toEqual([
      'neighborhood.create',
      'neighborhood.update',
      'neighborhood.delete',
    ]);
  });

  it('refuses an empty name with the specification text, and a name taken in any case', async () => {
    const empty = await server.rest('POST', '/api/admin/neighborhoods', { name: '   ', isServiced: true }, asAdmin());
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(adminMessages.neighborhoodNameRequired);
    expect(empty.body.issues[0].path).toEqual(['name']);

    const graphEmpty = await server.gql(NEIGHBORHOOD_CREATE, { input: { name: '' } }, asAdmin());
    expect(graphEmpty.data.neighborhoodCreate).toMatchObject({
      __typename: 'ValidationError',
      message: adminMessages.neighborhoodNameRequired,
    });

    const taken = await server.rest('POST', '/api/admin/neighborhoods', { name: 'zamalek' }, asAdmin());
    expect(taken).toMatchObject({ status: 409, body: { message: adminMessages.neighborhoodExists } });
    const maadi = await server.app.prisma.neighborhood.findFirstOrThrow({ where: { name: 'Maadi' } });
    const renamed = await server.rest('PATCH', `/api/admin/neighborhoods/${maadi.id}`, { name: 'ZAMALEK' }, asAdmin());
    expect(renamed).toMatchObject({ status: 409, body: { message: adminMessages.neighborhoodExists } });
    expect(await server.app.prisma.neighborhood.findUniqueOrThrow({ where: { id: maadi.id } })).toEqual(maadi);
  });

  it('shows an edit in the public neighbourhoods answer and the eligibility check at once, evicting nothing else', async () => {
    const name = unique('Rehab');
    const created = await server.rest('POST', '/api/admin/neighborhoods', { name, isServiced: true }, asAdmin());
    const neighborhoods = '{ neighborhoods { id name isServiced } }';
    const faqs = '{ faqs { id question } }';
    await publicRead(neighborhoods);
    await publicRead(faqs);
    expect((await publicRead(neighborhoods)).hit).toBe(true);
    expect((await publicRead(faqs)).hit).toBe(true);

    await server.rest('PATCH', `/api/admin/neighborhoods/${created.body.id}`, { isServiced: false }, asAdmin());
    const after = await publicRead(neighborhoods);
    expect(after.hit).toBe(false);
    expect(after.data.neighborhoods.find((n: any) => n.name === name).isServiced).toBe(false);
    expect((await publicRead(faqs)).hit).toBe(true);

    const email = `${unique('rehab')}@example.com`;
    const check = await server.rest('POST', '/api/pre-onboarding/validate', {
      email,
      neighborhood: name,
      invitationCode: 'FRIENDS',
    });
    expect(check.body.success).toBe(false);
    expect(check.body.message).toContain(`deliver to ${name}`);

    // A new neighbourhood appears in the cached list at once too.
    await publicRead(neighborhoods);
    const added = unique('Shorouk');
    await server.rest('POST', '/api/admin/neighborhoods', { name: added }, asAdmin());
    const withNew = await publicRead(neighborhoods);
    expect(withNew.hit).toBe(false);
    expect(withNew.data.neighborhoods.map((n: any) => n.name)).toContain(added);
  });
});

describe('invitation codes in the back office', () => {
  it('stores a lower-case code upper-cased, and a new visitor can use it', async () => {
    const typed = unique('spring').toLowerCase();
    const created = await server.gql(
      CODE_CREATE,
      { input: { code: typed, maxUses: 3, description: 'Spring launch' } },
      asAdmin(),
    );
    const code = created.data.invitationCodeCreate.invitationCode;
    expect(code).toMatchObject({
      code: typed.toUpperCase(),
      isActive: true,
      maxUses: 3,
      currentUses: 0,
      description: 'Spring launch',
    });
    const viaRest = await server.rest('POST', '/api/admin/invitation-codes', { code: unique('rest') }, asAdmin());
    expect(viaRest.status).toBe(201);
    expect(viaRest.body.code).toMatch(/^REST-[0-9A-F]{8}$/);
    expect(viaRest.body.maxUses).toBeNull();

    const check = await server.rest('POST', '/api/pre-onboarding/validate', {
      email: `${unique('spring')}@example.com`,
      neighborhood: 'Zamalek',
      invitationCode: typed,
    });
    expect(check.body.success).toBe(true);
    expect((await auditOf('InvitationCode', code.databaseId)).map((e) => e.action)).toEqual(['invitationCode.create']);
  });

  it('refuses a duplicate code, whatever its case, over GraphQL and REST', async () => {
    const code = unique('DUP').toUpperCase();
    await server.rest('POST', '/api/admin/invitation-codes', { code }, asAdmin());
    const again = await server.rest('POST', '/api/admin/invitation-codes', { code: code.toLowerCase() }, asAdmin());
    expect(again).toMatchObject({ status: 409, body: { message: adminMessages.codeExists } });
    const graph = await server.gql(CODE_CREATE, { input: { code: ` ${code.toLowerCase()} ` } }, asAdmin());
    expect(graph.data.invitationCodeCreate).toEqual({ __typename: 'ConflictError', message: adminMessages.codeExists });
    expect(await server.app.prisma.invitationCode.count({ where: { code } })).toBe(1);
  });

  it.each([
    [{ code: '' }, 'code', adminMessages.codeRequired],
    [{ code: 'NO SPACES' }, 'code', adminMessages.codeCharacters],
    [{ code: 'GOOD1', maxUses: 2.5 }, 'maxUses', adminMessages.maxUsesInteger],
    [{ code: 'GOOD2', maxUses: 0 }, 'maxUses', adminMessages.maxUsesInteger],
    [{ code: 'GOOD3', maxUses: '٥ مرات' }, 'maxUses', adminMessages.maxUsesInteger],
    [{ code: 'GOOD4', maxUses: '٢٫٥' }, 'maxUses', adminMessages.maxUsesInteger],
  ])('refuses %j naming the field', async (body, field, message) => {
    const answer = await server.rest('POST', '/api/admin/invitation-codes', body, asAdmin());
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(answer.body.issues[0].path).toEqual([field]);
  });

  it('takes max uses typed in Arabic-Indic digits (an Arabic page, a REST form) as the same number', async () => {
    const created = await server.rest(
      'POST',
      '/api/admin/invitation-codes',
      { code: unique('ARDIG'), maxUses: '١٢' },
      asAdmin(),
    );
    expect(created).toMatchObject({ status: 201, body: { maxUses: 12 } });
    const patched = await server.rest(
      'PATCH',
      `/api/admin/invitation-codes/${created.body.id}`,
      { maxUses: '٧' },
      asAdmin(),
    );
    expect(patched).toMatchObject({ status: 200, body: { maxUses: 7 } });
  });

  it('edits the changed fields only; maxUses never below the uses counted; unlimited again', async () => {
    const created = await server.rest(
      'POST',
      '/api/admin/invitation-codes',
      { code: unique('EDIT'), maxUses: 5 },
      asAdmin(),
    );
    await server.app.prisma.invitationCode.update({ where: { id: created.body.id }, data: { currentUses: 3 } });
    const path = `/api/admin/invitation-codes/${created.body.id}`;

    const below = await server.rest('PATCH', path, { maxUses: 2 }, asAdmin());
    expect(below).toMatchObject({ status: 400, body: { message: adminMessages.maxUsesBelowUses } });

    const patched = await server.rest(
      'PATCH',
      path,
      { isActive: false, code: 'renamed-' + created.body.id },
      asAdmin(),
    );
    expect(patched.body).toMatchObject({
      isActive: false,
      maxUses: 5,
      currentUses: 3,
      code: `RENAMED-${created.body.id}`,
    });

    const id = Buffer.from(`InvitationCode:${created.body.id}`).toString('base64');
    const unlimited = await server.gql(CODE_UPDATE, { input: { id, unlimited: true } }, asAdmin());
    expect(unlimited.data.invitationCodeUpdate.invitationCode).toMatchObject({ maxUses: null, isActive: false });

    const removed = await server.gql(CODE_DELETE, { input: { id } }, asAdmin());
    expect(removed.data.invitationCodeDelete.deletedId).toBe(id);
    const missing = await server.rest('PATCH', path, { isActive: true }, asAdmin());
    expect(missing).toMatchObject({ status: 404, body: { message: 'Invitation code not found' } });
    expect((await auditOf('InvitationCode', created.body.id)).map((e) => e.action)).toEqual([
      'invitationCode.create',
      'invitationCode.update',
      'invitationCode.update',
      'invitationCode.delete',
    ]);
  });

  it('lists codes newest first and invalidates no public answer', async () => {
    const neighborhoods = '{ neighborhoods { id name } }';
    await publicRead(neighborhoods);
    const code = unique('LIST').toUpperCase();
    await server.rest('POST', '/api/admin/invitation-codes', { code }, asAdmin());
    expect((await publicRead(neighborhoods)).hit).toBe(true);
    const list = await server.gql(ADMIN_CODES, {}, asAdmin());
    expect(list.data.adminInvitationCodes.edges[0].node.code).toBe(code);
    const rest = await server.rest('GET', '/api/admin/invitation-codes', undefined, asAdmin());
    expect(rest.body[0].code).toBe(code);
  });
});

describe('the waitlist in the back office', () => {
  const seedEntries = async (neighborhood: string, count: number, email = () => `${unique('wait')}@example.com`) => {
    for (let i = 0; i < count; i += 1) {
      await server.app.prisma.waitlistEntry.create({
        data: { email: email(), neighborhood, rejectionReason: 'area_not_serviced' },
      });
    }
  };

  it('lists entries newest first with the top neighbourhoods, through GraphQL and REST', async () => {
    const busiest = unique('Obour');
    await seedEntries(busiest, 30);
    await seedEntries(busiest.toLowerCase(), 2);
    const newest = await server.app.prisma.waitlistEntry.create({
      data: { email: `${unique('late')}@example.com`, neighborhood: 'Helwan', rejectionReason: 'invalid_code' },
    });

    const { data } = await server.gql(WAITLIST, {}, asAdmin());
    expect(data.adminWaitlist.edges[0].node).toMatchObject({
      databaseId: newest.id,
      email: newest.email,
      neighborhood: 'Helwan',
      rejectionReason: 'invalid_code',
    });
    expect(data.adminWaitlistTopNeighborhoods.length).toBeLessThanOrEqual(10);
    // Spellings that differ only in case count as one.
    expect(data.adminWaitlistTopNeighborhoods[0].neighborhood.toLowerCase()).toBe(busiest.toLowerCase());
    expect(data.adminWaitlistTopNeighborhoods[0].count).toBe(32);

    const rest = await server.rest('GET', '/api/admin/waitlist', undefined, asAdmin());
    expect(rest.body.waitlistEntries[0]).toMatchObject({ id: newest.id, email: newest.email });
    expect(rest.body.topNeighborhoods[0]).toEqual(data.adminWaitlistTopNeighborhoods[0]);
  });

  it('shows at most 10 neighbourhoods', async () => {
    for (let i = 0; i < 11; i += 1) await seedEntries(unique(`Area${i}`), 1);
    const { data } = await server.gql('{ adminWaitlistTopNeighborhoods { neighborhood } }', {}, asAdmin());
    expect(data.adminWaitlistTopNeighborhoods).toHaveLength(10);
  });

  it('deletes an entry (GraphQL and REST), with its audit row', async () => {
    const one = await server.app.prisma.waitlistEntry.create({
      data: { email: `${unique('del')}@example.com`, neighborhood: 'Shubra', rejectionReason: 'area_not_serviced' },
    });
    const two = await server.app.prisma.waitlistEntry.create({
      data: { email: `${unique('del')}@example.com`, neighborhood: 'Shubra', rejectionReason: 'area_not_serviced' },
    });
    const id = Buffer.from(`WaitlistEntry:${one.id}`).toString('base64');
    const graph = await server.gql(WAITLIST_DELETE, { input: { id } }, asAdmin());
    expect(graph.data.waitlistEntryDelete).toEqual({ __typename: 'DeletedPayload', deletedId: id });
    const rest = await server.rest('DELETE', `/api/admin/waitlist/${two.id}`, undefined, asAdmin());
    expect(rest).toMatchObject({ status: 200, body: { success: true } });
    expect(await server.app.prisma.waitlistEntry.count({ where: { id: { in: [one.id, two.id] } } })).toBe(0);
    const gone = await server.gql(WAITLIST_DELETE, { input: { id } }, asAdmin());
    expect(gone.data.waitlistEntryDelete).toEqual({ __typename: 'NotFoundError', message: 'Waitlist entry not found' });
    expect((await auditOf('WaitlistEntry', one.id)).map((e) => e.action)).toEqual(['waitlistEntry.delete']);
  });

  it('exports CSV with Email, Neighborhood, Reason, Date, the date in the file name, formulas made inert', async () => {
    const email = `${unique('csv')}@example.com`;
    await server.app.prisma.waitlistEntry.create({
      data: {
        email,
        neighborhood: '=HYPERLINK("http://evil.example","Zamalek, north")',
        rejectionReason: 'invalid_code',
        createdAt: new Date('2026-03-10T22:30:00Z'), // 00:30 on 11 March in Cairo
      },
    });
    // The server's clock, frozen: the file's date is the one the expectation reads (across
    // midnight in Cairo, a date read after the answer was the next day's).
    server.clock.freeze();
    onTestFinished(() => server.clock.reset());
    const response = await fetch(`${server.url}/api/admin/waitlist/export`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(server.clock.now());
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="waitlist-${today}.csv"`);
    const text = await response.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(WAITLIST_CSV_COLUMNS.join(','));
    expect(lines).toContain(
      `${email},"'=HYPERLINK(""http://evil.example"",""Zamalek, north"")",invalid_code,2026-03-11`,
    );

    const graph = await server.gql(WAITLIST_CSV, {}, asAdmin());
    expect(graph.data.adminWaitlistCsv.filename).toBe(`waitlist-${today}.csv`);
    expect(graph.data.adminWaitlistCsv.content.split('\r\n')[0]).toBe('Email,Neighborhood,Reason,Date');
  });
});
