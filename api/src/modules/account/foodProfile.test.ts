// The food profile through REST and GraphQL, and the meals' allergens and diets
// through the admin's REST paths, on the run's database (and on PGlite: api-pglite). Each bad
// input is a field error naming the field, and changes nothing.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMealForm, createCustomer, createSignedInAdmin } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;

beforeAll(async () => {
  // It creates meals: a database of its own keeps the shared catalogue's counts exact for other files.
  server = await startTestServer({}, { ownDatabase: 'food_profile' });
});
afterAll(async () => {
  await server?.close();
});

const PROFILE = `{ viewer { foodProfile { avoidAllergens followDiets dislikedIngredients } } }`;

describe('the food profile', () => {
  it('is empty at first, saved through REST normalised, and read back through GraphQL', async () => {
    const { token } = await createCustomer(server.app);
    expect((await server.rest('GET', '/api/user/food-profile', undefined, { token })).body).toEqual({
      avoidAllergens: [],
      followDiets: [],
      dislikedIngredients: [],
    });
    const saved = await server.rest(
      'PUT',
      '/api/user/food-profile',
      {
        avoidAllergens: ['sesame', 'gluten', 'sesame'],
        followDiets: ['vegetarian'],
        dislikedIngredients: ['  Green   Pepper ', 'green pepper', '', 'Okra'],
      },
      { token },
    );
    expect(saved.status).toBe(200);
    // The fixed list's order, repeats and empties dropped, tags trimmed and lower-cased.
    const expected = {
      avoidAllergens: ['gluten', 'sesame'],
      followDiets: ['vegetarian'],
      dislikedIngredients: ['green pepper', 'okra'],
    };
    expect(saved.body).toEqual(expected);
    expect((await server.gql(PROFILE, {}, { token })).data.viewer.foodProfile).toEqual(expected);
    // Only the lists given change.
    const partly = await server.rest('PUT', '/api/user/food-profile', { followDiets: [] }, { token });
    expect(partly.body).toEqual({ ...expected, followDiets: [] });
    expect((await server.rest('GET', '/api/user/food-profile')).status).toBe(401);
  });

  it('refuses an unknown allergen or diet, a bad tag, too many tags: a field error, nothing changed', async () => {
    const { customer, token } = await createCustomer(server.app);
    await server.rest('PUT', '/api/user/food-profile', { avoidAllergens: ['fish'] }, { token });
    const before = await server.app.prisma.customer.findUniqueOrThrow({ where: { id: customer.id } });
    for (const [body, field, message] of [
      [{ avoidAllergens: ['sesame', 'nuts'] }, 'avoidAllergens', 'Unknown allergen: nuts'],
      [{ avoidAllergens: 'sesame' }, 'avoidAllergens', 'Allergens must be a list'],
      [{ followDiets: ['keto'] }, 'followDiets', 'Unknown diet: keto'],
      [
        { dislikedIngredients: ['x'.repeat(41)] },
        'dislikedIngredients',
        'A disliked ingredient is at most 40 characters',
      ],
      [
        { dislikedIngredients: ['okra\u0007'] },
        'dislikedIngredients',
        'dislikedIngredients.0 must not contain control characters or invalid Unicode',
      ],
      [
        { dislikedIngredients: Array.from({ length: 21 }, (_, i) => `tag ${i}`) },
        'dislikedIngredients',
        'At most 20 disliked ingredients',
      ],
      // One bad list and one good: nothing changes.
      [{ followDiets: ['vegan'], avoidAllergens: ['peanut'] }, 'avoidAllergens', 'Unknown allergen: peanut'],
    ] as const) {
      const answer = await server.rest('PUT', '/api/user/food-profile', body, { token });
      expect([answer.status, answer.body.message], JSON.stringify(body)).toEqual([400, message]);
      expect(JSON.stringify(answer.body)).toContain(field);
    }
    expect(await server.app.prisma.customer.findUniqueOrThrow({ where: { id: customer.id } })).toEqual(before);
  });

  it('is changed through GraphQL, whose enums refuse an unknown allergen', async () => {
    const { token } = await createCustomer(server.app);
    const result = await server.gql(
      `mutation($input: FoodProfileInput!) { foodProfileUpdate(input: $input) {
        __typename
        ... on ProfileUpdatePayload { viewer { foodProfile { avoidAllergens followDiets dislikedIngredients } } }
        ... on ValidationError { issues { path message } }
      } }`,
      { input: { avoidAllergens: ['tree_nuts'], followDiets: ['high_protein'], dislikedIngredients: ['Coriander'] } },
      { token },
    );
    expect(result.data.foodProfileUpdate).toEqual({
      __typename: 'ProfileUpdatePayload',
      viewer: {
        foodProfile: {
          avoidAllergens: ['tree_nuts'],
          followDiets: ['high_protein'],
          dislikedIngredients: ['coriander'],
        },
      },
    });
    const tooLong = await server.gql(
      `mutation { foodProfileUpdate(input: { dislikedIngredients: ["${'y'.repeat(41)}"] }) {
        __typename ... on ValidationError { issues { path message } }
      } }`,
      {},
      { token },
    );
    expect(tooLong.data.foodProfileUpdate).toEqual({
      __typename: 'ValidationError',
      issues: [{ path: ['dislikedIngredients'], message: 'A disliked ingredient is at most 40 characters' }],
    });
    const unknown = await server.gql(
      `mutation { foodProfileUpdate(input: { avoidAllergens: [nuts] }) { __typename } }`,
      {},
      {
        token,
      },
    );
    expect(unknown.errors?.[0]?.message).toMatch(/Allergen/);
  });
});

describe("meals' allergens and diets", () => {
  it('the admin sets them through REST; the public catalogue and GraphQL show them; an unknown allergen is a field error', async () => {
    const { token } = await createSignedInAdmin(server.app);
    const created = await server.rest(
      'POST',
      '/api/admin/meals',
      adminMealForm({ allergens: ['sesame', 'gluten'], diets: ['vegan', 'vegetarian'] }),
      { token },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ allergens: ['gluten', 'sesame'], diets: ['vegetarian', 'vegan'] });
    const id = created.body.id as number;
    // Left out: kept.
    const edited = await server.rest('PUT', `/api/admin/meals/${id}`, adminMealForm({ title: 'Renamed' }), { token });
    expect(edited.body).toMatchObject({ title: 'Renamed', allergens: ['gluten', 'sesame'] });
    const before = await server.app.prisma.meal.findUniqueOrThrow({ where: { id } });
    const refused = await server.rest(
      'PUT',
      `/api/admin/meals/${id}`,
      adminMealForm({ title: 'Other', allergens: ['gluten', 'nuts'] }),
      { token },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Unknown allergen: nuts');
    expect(JSON.stringify(refused.body)).toContain('allergens');
    const badDiet = await server.rest('POST', '/api/admin/meals', adminMealForm({ diets: ['paleo'] }), { token });
    expect([badDiet.status, badDiet.body.message]).toEqual([400, 'Unknown diet: paleo']);
    expect(await server.app.prisma.meal.findUniqueOrThrow({ where: { id } })).toEqual(before);

    const seeded = await server.app.prisma.meal.findFirstOrThrow({ where: { title: 'Kofta with Tahini' } });
    const { data } = await server.gql(`query($id: ID!) { node(id: $id) { ... on Meal { allergens diets } } }`, {
      id: Buffer.from(`Meal:${seeded.id}`).toString('base64'),
    });
    expect(data.node).toEqual({ allergens: ['sesame'], diets: ['high_protein'] });
  });

  it('the public catalogue hides meals with an allergen and keeps only meals fitting every diet (both databases)', async () => {
    const { token } = await createSignedInAdmin(server.app);
    const make = async (title: string, allergens: string[], diets: string[]) => {
      const made = await server.rest('POST', '/api/admin/meals', adminMealForm({ title, allergens, diets }), { token });
      expect(made.status).toBe(201);
    };
    await make('Filter test: sesame vegan', ['sesame'], ['vegan', 'vegetarian']);
    await make('Filter test: plain vegetarian', [], ['vegetarian']);
    await make('Filter test: dairy', ['dairy', 'gluten'], []);
    const titles = async (args: string) => {
      const { data, errors } = await server.gql(
        `{ meals(first: 100, search: "Filter test", ${args}) { totalCount edges { node { title } } } }`,
      );
      expect(errors).toBeUndefined();
      const shown = data.meals.edges.map((edge: { node: { title: string } }) => edge.node.title).sort();
      expect(data.meals.totalCount).toBe(shown.length);
      return shown;
    };
    expect(await titles('withoutAllergens: [sesame, gluten]')).toEqual(['Filter test: plain vegetarian']);
    expect(await titles('diets: [vegetarian, vegan]')).toEqual(['Filter test: sesame vegan']);
    expect(await titles('withoutAllergens: [dairy], diets: [vegetarian]')).toEqual([
      'Filter test: plain vegetarian',
      'Filter test: sesame vegan',
    ]);
  });
});
