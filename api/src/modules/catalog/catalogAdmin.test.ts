import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { adminMealForm, createCustomer, unique } from '../../../test/factories.ts';
import { adminWithToken, images, MB, pdf, pngOfSize, svgWithScript } from '../../../test/uploads.ts';

let server: TestServer;
let adminToken: string;
let otherAdminToken: string;
let customerToken: string;

beforeAll(async () => {
  server = await startTestServer({}, { ownDatabase: 'catalog_admin' });
  adminToken = (await adminWithToken(server.app)).token;
  otherAdminToken = (await adminWithToken(server.app)).token;
  customerToken = (await createCustomer(server.app)).token;
});
afterAll(() => server.close());
afterEach(() => server.clock.reset());

const mealForm = adminMealForm;

/** A meal made through the REST facade; answers its REST JSON. */
async function createMealRest(overrides: Record<string, unknown> = {}) {
  const { status, body } = await server.rest('POST', '/api/admin/meals', mealForm(overrides), { token: adminToken });
  expect(status).toBe(201);
  return body as { id: number; title: string; caloriesLarge: number; proteinLarge: number; price: number };
}

/** A week whose deadline is ahead (the editor's first week), and one more. */
async function editableWeeks() {
  const weeks = await server.app.prisma.week.findMany({
    where: { orderDeadline: { gt: new Date() } },
    orderBy: { startDate: 'asc' },
    take: 2,
  });
  return weeks as [(typeof weeks)[0], (typeof weeks)[0]];
}

type CacheMeta = { hit?: boolean; didCache?: boolean } | undefined;

/** POSTs a document and reads the response cache's metadata too. */
async function gqlWithCache(query: string, variables?: Record<string, unknown>) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: any; extensions?: { responseCache?: CacheMeta } };
  return { data: body.data, cache: body.extensions?.responseCache };
}

const WEEK_MENU = `query ($ref: String!) { week(ref: $ref) { id label menu { id meal { id title } } } }`;
const NEIGHBORHOODS = '{ neighborhoods { id name } }';

describe('who may use the admin catalogue', () => {
  it('refuses a customer token and no token on every admin query, mutation and path', async () => {
    const meal = await createMealRest();
    const [week] = await editableWeeks();
    const weekId = encodeGlobalID('Week', week.id);
    const mealId = encodeGlobalID('Meal', meal.id);
    const documents: [string, Record<string, unknown>][] = [
      ['{ adminMeals(first: 5) { totalCount } }', {}],
      ['{ adminWeeks { id } }', {}],
      ['query ($ref: String!) { week(ref: $ref) { menuEntries { id } } }', { ref: String(week.id) }],
      [
        'mutation ($input: MealCreateInput!) { mealCreate(input: $input) { __typename } }',
        { input: { meal: mealForm() } },
      ],
      [
        'mutation ($input: MealUpdateInput!) { mealUpdate(input: $input) { __typename } }',
        { input: { id: mealId, meal: mealForm() } },
      ],
      ['mutation ($input: MealDeleteInput!) { mealDelete(input: $input) { __typename } }', { input: { id: mealId } }],
      [
        'mutation ($input: WeekMenuMealAddInput!) { weekMenuMealAdd(input: $input) { __typename } }',
        { input: { weekId, mealId } },
      ],
      [
        'mutation ($input: WeekMenuMealRemoveInput!) { weekMenuMealRemove(input: $input) { __typename } }',
        { input: { weekId, mealId } },
      ],
    ];
    for (const token of [customerToken, undefined]) {
      for (const [document, variables] of documents) {
        const { data, errors } = await server.gql(document, variables, token ? { token } : {});
        expect(errors?.[0]?.message, document).toMatch(/not authorized/i);
        const root = data && Object.values(data)[0];
        expect(root?.menuEntries ?? root ?? null, document).toBeNull();
      }
      const paths: [string, string, unknown][] = [
        ['POST', '/api/admin/meals', mealForm()],
        ['PUT', `/api/admin/meals/${meal.id}`, mealForm()],
        ['DELETE', `/api/admin/meals/${meal.id}`, undefined],
        ['POST', `/api/weeks/${week.id}/meals`, { mealId: meal.id }],
        ['DELETE', `/api/weeks/${week.id}/meals/${meal.id}`, undefined],
      ];
      for (const [method, path, body] of paths) {
        const answer = await server.rest(method, path, body, token ? { token } : {});
        expect(answer.status, `${method} ${path}`).toBe(401);
      }
    }
    // Nothing was written by any of them.
    expect(await server.app.prisma.meal.count({ where: { id: meal.id, isActive: true } })).toBe(1);
    expect(await server.app.prisma.weekMenuItem.count({ where: { mealId: meal.id } })).toBe(0);
    expect(await server.app.prisma.auditEntry.count({ where: { entityType: 'Meal', entityId: meal.id } })).toBe(1);
  });
});

describe('meals', () => {
  it('creates a meal with every field: large values default to 1.5 ×, the price to 249, audited', async () => {
    const meal = await createMealRest({ calories: 521, protein: 18.3 });
    expect(meal).toMatchObject({ caloriesLarge: 782, proteinLarge: 27, price: 249, category: 'Lunch' });
    const entry = await server.app.prisma.auditEntry.findFirstOrThrow({
      where: { entityType: 'Meal', entityId: meal.id },
    });
    expect(entry.action).toBe('meal.create');

    const explicit = await createMealRest({ caloriesLarge: 700, proteinLarge: 25.5, price: 199 });
    expect(explicit).toMatchObject({ caloriesLarge: 700, proteinLarge: 25.5, price: 199 });

    const { data } = await server.gql(
      `mutation ($input: MealCreateInput!) {
        mealCreate(input: $input) { __typename ... on MealCreatePayload { meal { title price { pounds } large { calories protein } } } }
      }`,
      { input: { meal: mealForm({ title: 'Molokhia', calories: 300, protein: 20 }) } },
      { token: adminToken },
    );
    expect(data.mealCreate).toEqual({
      __typename: 'MealCreatePayload',
      meal: { title: 'Molokhia', price: { pounds: 249 }, large: { calories: 450, protein: 30 } },
    });
  });

  it('refuses a form with a required field missing, a negative value or protein finer than 0.1', async () => {
    for (const [overrides, message] of [
      [{ title: '  ' }, 'Please fill in all required fields.'],
      [{ description: '' }, 'Please fill in all required fields.'],
      [{ imageUrl: undefined }, 'Please fill in all required fields.'],
      [{ imageUrl: 'javascript:alert(1)' }, 'Image URL is not valid'],
      [{ calories: -1 }, 'Calories cannot be negative'],
      [{ protein: -0.5 }, 'Protein cannot be negative'],
      [{ protein: 10.25 }, 'Protein allows steps of 0.1'],
      [{ price: -5 }, 'Price cannot be negative'],
    ] as const) {
      const answer = await server.rest('POST', '/api/admin/meals', mealForm(overrides), { token: adminToken });
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    const { data } = await server.gql(
      'mutation ($input: MealCreateInput!) { mealCreate(input: $input) { __typename ... on ValidationError { message issues { path } } } }',
      { input: { meal: mealForm({ title: '' }) } },
      { token: adminToken },
    );
    expect(data.mealCreate).toEqual({
      __typename: 'ValidationError',
      message: 'Please fill in all required fields.',
      issues: [{ path: ['title'] }],
    });
  });

  it('edits a meal: the change shows at once on /api/menu, /api/meals and the cached GraphQL menu, and nothing unrelated is evicted', async () => {
    const meal = await createMealRest();
    const [week, otherWeek] = await editableWeeks();
    await server.rest('POST', `/api/weeks/${week.id}/meals`, { mealId: meal.id }, { token: adminToken });

    const menu = () => gqlWithCache(WEEK_MENU, { ref: String(week.id) });
    const otherMenu = () => gqlWithCache(WEEK_MENU, { ref: String(otherWeek.id) });
    await menu();
    await otherMenu();
    await gqlWithCache(NEIGHBORHOODS);
    expect((await menu()).cache?.hit).toBe(true);

    const title = unique('Fattah');
    const edited = await server.rest('PUT', `/api/admin/meals/${meal.id}`, mealForm({ title, calories: 600 }), {
      token: adminToken,
    });
    expect(edited.body).toMatchObject({ id: meal.id, title, calories: 600, caloriesLarge: 900 });

    const after = await menu();
    expect(after.cache?.hit).not.toBe(true);
    expect(after.data.week.menu.map((item: any) => item.meal.title)).toContain(title);
    expect((await gqlWithCache(NEIGHBORHOODS)).cache?.hit).toBe(true);
    expect((await otherMenu()).cache?.hit).toBe(true);

    const rest = await server.rest('GET', `/api/menu/${week.id}`);
    expect(rest.body.meals.find((m: any) => m.id === meal.id).title).toBe(title);
    const catalogue = await server.rest('GET', '/api/meals');
    expect(catalogue.body.find((m: any) => m.id === meal.id).title).toBe(title);
    expect(await server.app.prisma.auditEntry.count({ where: { action: 'meal.update', entityId: meal.id } })).toBe(1);
  });

  it('deletes a meal nobody ordered, and hides one that past orders name', async () => {
    const fresh = await createMealRest();
    const ordered = await createMealRest();
    const [week] = await editableWeeks();
    await server.rest('POST', `/api/weeks/${week.id}/meals`, { mealId: ordered.id }, { token: adminToken });
    const { customer } = await createCustomer(server.app);
    await server.app.prisma.order.create({
      data: { customerId: customer.id, weekId: week.id, mealCount: 4, items: { create: [{ mealId: ordered.id }] } },
    });

    const deleted = await server.rest('DELETE', `/api/admin/meals/${fresh.id}`, undefined, { token: adminToken });
    expect(deleted.body).toEqual({ success: true, hidden: false });
    expect(await server.app.prisma.meal.findUnique({ where: { id: fresh.id } })).toBeNull();

    const { data } = await server.gql(
      'mutation ($input: MealDeleteInput!) { mealDelete(input: $input) { __typename ... on MealDeletePayload { hidden deletedMealId } } }',
      { input: { id: encodeGlobalID('Meal', ordered.id) } },
      { token: adminToken },
    );
    expect(data.mealDelete).toEqual({
      __typename: 'MealDeletePayload',
      hidden: true,
      deletedMealId: encodeGlobalID('Meal', ordered.id),
    });
    const kept = await server.app.prisma.meal.findUniqueOrThrow({
      where: { id: ordered.id },
      include: { orderItems: true },
    });
    expect(kept.isActive).toBe(false);
    expect(kept.orderItems).toHaveLength(1);

    const catalogue = (await server.rest('GET', '/api/meals')).body.map((m: any) => m.id);
    expect(catalogue).not.toContain(fresh.id);
    expect(catalogue).not.toContain(ordered.id);
    const menu = (await server.rest('GET', `/api/menu/${week.id}`)).body.meals.map((m: any) => m.id);
    expect(menu).not.toContain(ordered.id);
    const again = await server.rest('DELETE', `/api/admin/meals/${ordered.id}`, undefined, { token: adminToken });
    expect(again.status).toBe(404);
  });

  it('takes an uploaded image through the upload-URL flow and refuses bad files before a meal can use them', async () => {
    const put = async (path: string, file: Buffer, type: string) => {
      const { body } = await server.rest('POST', path, {}, { token: adminToken });
      const response = await fetch(server.url + body.uploadURL, {
        method: 'PUT',
        headers: { 'content-type': type },
        body: new Uint8Array(file),
      });
      return { status: response.status, body: (await response.json()) as any, uploadURL: body.uploadURL as string };
    };
    const good = await put('/api/admin/upload-image', images.png, 'image/png');
    expect(good.status).toBe(200);
    const confirmed = await server.rest(
      'POST',
      '/api/admin/confirm-upload',
      { uploadURL: good.uploadURL },
      {
        token: adminToken,
      },
    );
    const meal = await createMealRest({ imageUrl: confirmed.body.imageUrl });
    expect((await server.rest('GET', '/api/meals')).body.find((m: any) => m.id === meal.id).imageUrl).toBe(
      good.uploadURL.split('?')[0],
    );

    const sixMb = await put('/api/admin/upload-image', pngOfSize(6 * MB), 'image/png');
    expect(sixMb).toMatchObject({ status: 400, body: { message: 'Please upload an image smaller than 5MB.' } });
    const renamedPdf = await put('/api/admin/upload-image', pdf, 'image/png');
    expect(renamedPdf.status).toBe(400);
    const svg = await put('/api/admin/upload-image', svgWithScript, 'image/svg+xml');
    expect(svg.status).toBe(400);
    for (const refused of [sixMb, renamedPdf, svg]) {
      const confirm = await server.rest(
        'POST',
        '/api/admin/confirm-upload',
        { uploadURL: refused.uploadURL },
        {
          token: adminToken,
        },
      );
      expect(confirm.status).toBe(404);
    }
  });
});

describe('week menus', () => {
  it('adds a meal to a week (last, audited): the week and the menus show it at once; other weeks stay cached', async () => {
    const meal = await createMealRest();
    const [week, otherWeek] = await editableWeeks();
    await gqlWithCache(WEEK_MENU, { ref: String(week.id) });
    await gqlWithCache(WEEK_MENU, { ref: String(otherWeek.id) });

    const { data } = await server.gql(
      `mutation ($input: WeekMenuMealAddInput!) {
        weekMenuMealAdd(input: $input) {
          __typename
          ... on WeekMenuMealAddPayload { entryId week { label } }
        }
      }`,
      { input: { weekId: encodeGlobalID('Week', week.id), mealId: encodeGlobalID('Meal', meal.id), isFeatured: true } },
      { token: adminToken },
    );
    expect(data.weekMenuMealAdd.__typename).toBe('WeekMenuMealAddPayload');
    const entries = (
      await server.gql(
        'query ($ref: String!) { week(ref: $ref) { menuEntries { meal { databaseId } isFeatured sortOrder } } }',
        { ref: String(week.id) },
        { token: adminToken },
      )
    ).data.week.menuEntries;
    const added = entries.at(-1);
    expect(added).toMatchObject({ meal: { databaseId: meal.id }, isFeatured: true });
    expect(added.sortOrder).toBe(Math.max(...entries.map((e: any) => e.sortOrder)));

    const menu = await gqlWithCache(WEEK_MENU, { ref: String(week.id) });
    expect(menu.cache?.hit).not.toBe(true);
    expect(menu.data.week.menu.map((item: any) => item.meal.id)).toContain(encodeGlobalID('Meal', meal.id));
    expect((await gqlWithCache(WEEK_MENU, { ref: String(otherWeek.id) })).cache?.hit).toBe(true);
    const rest = await server.rest('GET', `/api/menu/${week.id}`);
    expect(rest.body.meals.find((m: any) => m.id === meal.id)).toMatchObject({ isFeatured: true });

    // Withdrawn (isAvailable false): off the public menu, still in the admin's entries.
    const withdrawn = await server.rest(
      'POST',
      `/api/weeks/${week.id}/meals`,
      { mealId: meal.id, isAvailable: false },
      { token: adminToken },
    );
    expect(withdrawn.body).toMatchObject({ mealId: meal.id, isAvailable: false, isFeatured: true });
    expect((await server.rest('GET', `/api/menu/${week.id}`)).body.meals.map((m: any) => m.id)).not.toContain(meal.id);
    expect(
      await server.app.prisma.auditEntry.count({
        where: { entityType: 'Week', entityId: week.id, action: 'weekMenu.add' },
      }),
    ).toBeGreaterThan(0);
  });

  it('removes a meal from a week before the deadline', async () => {
    const meal = await createMealRest();
    const [week] = await editableWeeks();
    await server.rest('POST', `/api/weeks/${week.id}/meals`, { mealId: meal.id }, { token: adminToken });
    const removed = await server.rest('DELETE', `/api/weeks/${week.id}/meals/${meal.id}`, undefined, {
      token: adminToken,
    });
    expect(removed).toMatchObject({ status: 200, body: { success: true } });
    expect((await server.rest('GET', `/api/menu/${week.id}`)).body.meals.map((m: any) => m.id)).not.toContain(meal.id);
    const twice = await server.rest('DELETE', `/api/weeks/${week.id}/meals/${meal.id}`, undefined, {
      token: adminToken,
    });
    expect(twice).toMatchObject({ status: 404, body: { message: "This meal is not on this week's menu" } });
  });

  it('refuses to remove (or add) a meal once the week’s deadline has passed: orders exist', async () => {
    const meal = await createMealRest();
    const [week] = await editableWeeks();
    await server.rest('POST', `/api/weeks/${week.id}/meals`, { mealId: meal.id }, { token: adminToken });
    const frozen = `query ($ref: String!) { week(ref: $ref) { isMenuFrozen } }`;
    const frozenNow = async () =>
      (await server.gql(frozen, { ref: String(week.id) }, { token: adminToken })).data.week.isMenuFrozen;
    expect(await frozenNow()).toBe(false);
    server.clock.set(new Date(week.orderDeadline.getTime() + 1000));
    // The editor says so before anyone tries (admins only).
    expect(await frozenNow()).toBe(true);
    expect((await server.gql(frozen, { ref: String(week.id) })).errors).toBeDefined();

    const message = "This week's order deadline has passed and orders exist: its menu can no longer change.";
    const rest = await server.rest('DELETE', `/api/weeks/${week.id}/meals/${meal.id}`, undefined, {
      token: adminToken,
    });
    expect(rest).toMatchObject({ status: 409, body: { message } });
    const { data } = await server.gql(
      'mutation ($input: WeekMenuMealRemoveInput!) { weekMenuMealRemove(input: $input) { __typename ... on Error { message } } }',
      { input: { weekId: encodeGlobalID('Week', week.id), mealId: encodeGlobalID('Meal', meal.id) } },
      { token: adminToken },
    );
    expect(data.weekMenuMealRemove).toEqual({ __typename: 'ConflictError', message });
    const other = await createMealRest();
    const add = await server.rest('POST', `/api/weeks/${week.id}/meals`, { mealId: other.id }, { token: adminToken });
    expect(add.status).toBe(409);
    expect(await server.app.prisma.weekMenuItem.count({ where: { weekId: week.id, mealId: meal.id } })).toBe(1);
  });

  it('refuses malformed and unknown ids', async () => {
    const meal = await createMealRest();
    const [week] = await editableWeeks();
    expect((await server.rest('POST', '/api/weeks/abc/meals', { mealId: meal.id }, { token: adminToken })).status).toBe(
      400,
    );
    expect(
      (await server.rest('POST', '/api/weeks/999999/meals', { mealId: meal.id }, { token: adminToken })).status,
    ).toBe(404);
    expect(
      (await server.rest('POST', `/api/weeks/${week.id}/meals`, { mealId: 'x' }, { token: adminToken })).status,
    ).toBe(400);
    expect(
      (await server.rest('POST', `/api/weeks/${week.id}/meals`, { mealId: 999999 }, { token: adminToken })).status,
    ).toBe(404);
  });

  it('stays consistent when two admins edit the same week at once', async () => {
    const meals = await Promise.all(Array.from({ length: 6 }, () => createMealRest()));
    const [week] = await editableWeeks();
    const tokens = [adminToken, otherAdminToken];
    // Both admins add all six meals at the same time (each meal twice, concurrently).
    const answers = await Promise.all(
      meals.flatMap((meal) =>
        tokens.map((token) => server.rest('POST', `/api/weeks/${week.id}/meals`, { mealId: meal.id }, { token })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const entries = await server.app.prisma.weekMenuItem.findMany({
      where: { weekId: week.id, mealId: { in: meals.map((m) => m.id) } },
    });
    expect(entries).toHaveLength(6);
    const allSortOrders = (await server.app.prisma.weekMenuItem.findMany({ where: { weekId: week.id } })).map(
      (e) => e.sortOrder,
    );
    expect(new Set(allSortOrders).size).toBe(allSortOrders.length);

    // One removes while the other re-flags the same meal: either order, never an error or a half state.
    const [target] = meals;
    const [removal, flag] = await Promise.all([
      server.rest('DELETE', `/api/weeks/${week.id}/meals/${target!.id}`, undefined, { token: adminToken }),
      server.rest(
        'POST',
        `/api/weeks/${week.id}/meals`,
        { mealId: target!.id, isFeatured: true },
        { token: otherAdminToken },
      ),
    ]);
    expect(removal.status).toBe(200);
    expect(flag.status).toBe(201);
    const left = await server.app.prisma.weekMenuItem.findMany({ where: { weekId: week.id, mealId: target!.id } });
    expect(left.length).toBeLessThanOrEqual(1);
    if (left[0]) expect(left[0].isFeatured).toBe(true);
  });

  it('offers the editor the weeks starting today or later, up to 8 weeks ahead, with every entry of their menus', async () => {
    // Read before the request, on the server's clock: a "today" read after the answer could be
    // the next day's, past a week the server rightly offered.
    const today = server.clock.now().toISOString().slice(0, 10);
    const { data } = await server.gql(
      '{ adminWeeks { databaseId startDate isLive menuEntries { isAvailable meal { id } } } }',
      {},
      { token: adminToken },
    );
    expect(data.adminWeeks.length).toBeGreaterThanOrEqual(8);
    expect(data.adminWeeks.length).toBeLessThanOrEqual(9);
    for (const week of data.adminWeeks) expect(week.startDate >= today).toBe(true);
    expect(data.adminWeeks.some((week: any) => week.isLive)).toBe(true);
  });
});
