// Every cookie is written one way: httpOnly, SameSite=Lax, the whole site, and cleared with the
// same attributes (a browser only replaces a cookie whose attributes match).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createCustomer } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The Set-Cookie header for one cookie, its attributes lower-cased and sorted. */
function setCookie(headers: Headers, name: string) {
  const header = headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!header) return null;
  const [pair, ...attributes] = header.split(/;\s*/);
  const names = attributes.map((attribute) => attribute.split('=')[0]!.toLowerCase()).sort();
  return { value: pair!.slice(name.length + 1), names, header };
}

const EVERY_COOKIE = ['httponly', 'path', 'samesite'];

function expectOurAttributes(cookie: ReturnType<typeof setCookie>) {
  expect(cookie).not.toBeNull();
  expect(cookie!.names).toEqual(expect.arrayContaining(EVERY_COOKIE));
  expect(cookie!.header).toMatch(/;\s*Path=\/(;|$)/);
  expect(cookie!.header).toMatch(/;\s*SameSite=Lax/i);
}

describe('the cookies the server writes', () => {
  it('customer session: set and cleared with the same attributes, REST and GraphQL alike', async () => {
    const { email, password } = await createCustomer(server.app);
    const login = await server.rest('POST', '/api/auth/login', { email, password });
    const set = setCookie(login.headers, 'mb_session');
    expectOurAttributes(set);
    expect(set!.names).toContain('max-age');

    const logout = await server.rest('POST', '/api/auth/logout', undefined, { cookie: `mb_session=${set!.value}` });
    const cleared = setCookie(logout.headers, 'mb_session');
    expectOurAttributes(cleared);
    expect(cleared!.value).toBe('');

    const gqlLogin = await server.gql(
      'mutation ($input: CustomerLoginInput!) { customerLogin(input: $input) { __typename } }',
      { input: { email, password } },
    );
    expect(setCookie(gqlLogin.headers, 'mb_session')!.names).toEqual(set!.names);
    const gqlLogout = await server.gql(
      'mutation { customerLogout { success } }',
      {},
      { cookie: `mb_session=${set!.value}` },
    );
    expect(setCookie(gqlLogout.headers, 'mb_session')!.names).toEqual(cleared!.names);
  });

  it('admin session: the same attributes', async () => {
    const { username, password } = await createAdmin(server.app);
    const login = await server.rest('POST', '/api/admin/auth/login', { username, password });
    const set = setCookie(login.headers, 'mb_admin_session');
    expectOurAttributes(set);
    const logout = await server.rest('POST', '/api/admin/auth/logout', undefined, {
      cookie: `mb_admin_session=${set!.value}`,
    });
    expectOurAttributes(setCookie(logout.headers, 'mb_admin_session'));
  });

  it('visitor key: issued with the same attributes by REST and GraphQL, once', async () => {
    const { data } = await server.gql('{ weeks(liveOnly: true) { id databaseId menu { meal { id databaseId } } } }');
    const week = data.weeks[0];
    const rest = await server.rest('POST', '/api/temp/meal-selections', {
      weekId: week.databaseId,
      mealCount: 4,
      portionSize: 'standard',
      deliverySlot: 'morning',
      selectedMeals: [{ mealId: week.menu[0].meal.databaseId }],
    });
    expect(rest.status).toBe(200);
    const restCookie = setCookie(rest.headers, 'mb_visitor');
    expectOurAttributes(restCookie);
    expect(restCookie!.names).toContain('max-age');

    const saveMutation = `mutation ($input: TempMealSelectionSaveInput!) {
      tempMealSelectionSave(input: $input) { __typename ... on TempMealSelectionSavePayload { selection { mealCount } } }
    }`;
    const input = {
      weekId: week.id,
      mealCount: 4,
      portionSize: 'standard',
      deliverySlot: 'morning',
      selectedMeals: [{ mealId: week.menu[0].meal.id, portionSize: 'standard' }],
    };
    const gql = await server.gql(saveMutation, { input });
    expect(gql.data.tempMealSelectionSave.__typename).toBe('TempMealSelectionSavePayload');
    expect(setCookie(gql.headers, 'mb_visitor')!.names).toEqual(restCookie!.names);

    // A visitor who already has a key is not given another.
    const again = await server.gql(saveMutation, { input }, { cookie: `mb_visitor=${restCookie!.value}` });
    expect(again.data.tempMealSelectionSave.__typename).toBe('TempMealSelectionSavePayload');
    expect(setCookie(again.headers, 'mb_visitor')).toBeNull();
  });
});
