// Content in Arabic: meals, FAQs, the carousel, the hero and neighbourhood names answer in the
// request's language (Accept-Language), fall back to English, are cached per language and
// invalidated in both, and admins write both with the English fields' checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { adminMealForm, unique } from '../../../test/factories.ts';
import { adminWithToken } from '../../../test/uploads.ts';

let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_CACHE_TTL_MS: '60000' }, { ownDatabase: 'content_language' });
  adminToken = (await adminWithToken(server.app)).token;
});
afterAll(() => server.close());

const ar = { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' };

/** A meal made through the admin REST path, with Arabic unless told otherwise. */
async function createMeal(overrides: Record<string, unknown> = {}) {
  const title = unique('Koshari');
  const { status, body } = await server.rest(
    'POST',
    '/api/admin/meals',
    adminMealForm({
      title,
      titleAr: `كشري ${title}`,
      descriptionAr: 'أرز وعدس ومكرونة',
      ingredientsAr: 'أرز، عدس',
      ...overrides,
    }),
    { token: adminToken },
  );
  expect(status).toBe(201);
  return body as { id: number; title: string; titleAr: string };
}

const MEALS =
  'query ($search: String) { meals(search: $search, first: 5) { edges { node { title description ingredients } } } }';
const mealsIn = async (search: string, headers: Record<string, string> = {}) =>
  (await server.gql(MEALS, { search }, { headers })).data.meals.edges.map((edge: any) => edge.node);

describe('meals in the request language', () => {
  it('GraphQL answers Arabic for Accept-Language ar, English by default and when English is preferred', async () => {
    const meal = await createMeal();
    expect(await mealsIn(meal.title, ar)).toEqual([
      { title: meal.titleAr, description: 'أرز وعدس ومكرونة', ingredients: ['أرز، عدس'] },
    ]);
    const english = [
      {
        title: meal.title,
        description: 'Rice, lentils, pasta and spiced tomato sauce',
        ingredients: ['rice', 'lentils', 'pasta', 'tomato'],
      },
    ];
    expect(await mealsIn(meal.title)).toEqual(english);
    expect(await mealsIn(meal.title, { 'accept-language': 'en, ar;q=0.9' })).toEqual(english);
  });

  it('falls back to English, field by field, where the Arabic is empty', async () => {
    const meal = await createMeal({ descriptionAr: '', ingredientsAr: undefined });
    expect(await mealsIn(meal.title, ar)).toEqual([
      {
        title: meal.titleAr,
        description: 'Rice, lentils, pasta and spiced tomato sauce',
        ingredients: ['rice', 'lentils', 'pasta', 'tomato'],
      },
    ]);
  });

  it('REST follows Accept-Language the same way, English for old clients, and says it varies with it', async () => {
    const meal = await createMeal();
    const path = `/api/meals?search=${encodeURIComponent(meal.title)}`;
    const english = await server.rest('GET', path);
    expect(english.body.map((row: any) => row.title)).toEqual([meal.title]);
    expect(english.body[0]).not.toHaveProperty('titleAr');
    const arabic = await server.rest('GET', path, undefined, { headers: ar });
    expect(arabic.body.map((row: any) => [row.title, row.description])).toEqual([[meal.titleAr, 'أرز وعدس ومكرونة']]);
    expect(arabic.headers.get('vary')).toMatch(/accept-language/i);
    expect(arabic.headers.get('etag')).not.toBe(english.headers.get('etag'));
    // Both kept: asked again in either language, each gets its own answer (not the other's).
    expect((await server.rest('GET', path)).body[0].title).toBe(meal.title);
    expect((await server.rest('GET', path, undefined, { headers: ar })).body[0].title).toBe(meal.titleAr);
  });

  it('search finds a meal by its Arabic text too', async () => {
    const meal = await createMeal({ descriptionAr: `وصف فريد ${unique('x')}` });
    const word = meal.titleAr.split(' ').slice(1).join(' ');
    expect((await mealsIn('فريد', ar)).map((node: any) => node.title)).toContain(meal.titleAr);
    expect((await mealsIn(word)).map((node: any) => node.title)).toEqual([meal.title]);
  });
});

describe('caches kept per language', () => {
  it('a cached GraphQL answer in one language is never served for the other, and an edit drops both', async () => {
    const meal = await createMeal();
    const ask = async (headers: Record<string, string>) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: MEALS, variables: { search: meal.title } }),
      });
      const body = (await response.json()) as any;
      return { title: body.data.meals.edges[0].node.title, hit: body.extensions?.responseCache?.hit === true };
    };
    expect(await ask({})).toEqual({ title: meal.title, hit: false });
    expect(await ask({})).toEqual({ title: meal.title, hit: true });
    expect(await ask(ar)).toEqual({ title: meal.titleAr, hit: false });
    expect(await ask(ar)).toEqual({ title: meal.titleAr, hit: true });

    const restPath = `/api/meals?search=${encodeURIComponent(meal.title)}`;
    await server.rest('GET', restPath);
    await server.rest('GET', restPath, undefined, { headers: ar });

    const { status } = await server.rest(
      'PUT',
      `/api/admin/meals/${meal.id}`,
      adminMealForm({ title: meal.title, titleAr: 'كشري بالصلصة', description: 'New English' }),
      { token: adminToken },
    );
    expect(status).toBe(200);
    expect(await ask(ar)).toEqual({ title: 'كشري بالصلصة', hit: false });
    expect(await ask({})).toEqual({ title: meal.title, hit: false });
    expect((await server.rest('GET', restPath, undefined, { headers: ar })).body[0].title).toBe('كشري بالصلصة');
    expect((await server.rest('GET', restPath)).body[0].description).toBe('New English');
  });
});

describe('admins write both languages', () => {
  it('GraphQL reads and writes the English and the Arabic whatever the request language', async () => {
    const meal = await createMeal();
    const id = (
      await server.gql('{ adminMeals(first: 100) { edges { node { id databaseId } } } }', {}, { token: adminToken })
    ).data.adminMeals.edges.find((edge: any) => edge.node.databaseId === meal.id).node.id;
    const { data } = await server.gql(
      `mutation ($input: MealUpdateInput!) { mealUpdate(input: $input) { __typename
        ... on MealUpdatePayload { meal { title titleEn titleAr descriptionAr ingredientsEn ingredientsAr } } } }`,
      {
        input: {
          id,
          meal: adminMealForm({ title: meal.title, titleAr: '  فتة  ', descriptionAr: '', ingredientsAr: 'عيش، أرز' }),
        },
      },
      { token: adminToken, headers: ar },
    );
    expect(data.mealUpdate.meal).toEqual({
      title: 'فتة',
      titleEn: meal.title,
      titleAr: 'فتة',
      descriptionAr: '',
      ingredientsEn: 'rice, lentils, pasta, tomato',
      ingredientsAr: 'عيش، أرز',
    });
  });

  it('a form that leaves the Arabic out keeps it (an old client never erases it)', async () => {
    const meal = await createMeal();
    const englishOnly = adminMealForm({ title: meal.title, description: 'Edited' });
    expect(Object.keys(englishOnly).filter((key) => key.endsWith('Ar'))).toEqual([]);
    const edited = await server.rest('PUT', `/api/admin/meals/${meal.id}`, englishOnly, { token: adminToken });
    expect(edited.body).toMatchObject({
      title: meal.title,
      titleAr: meal.titleAr,
      description: 'Edited',
      descriptionAr: 'أرز وعدس ومكرونة',
    });
  });

  it('refuses Arabic that is too long or not text, naming the field, and changes nothing', async () => {
    const meal = await createMeal();
    for (const [field, value] of [
      ['titleAr', 'ك'.repeat(121)],
      ['descriptionAr', 'ك'.repeat(2001)],
      ['ingredientsAr', 42],
    ] as const) {
      const answer = await server.rest(
        'PUT',
        `/api/admin/meals/${meal.id}`,
        adminMealForm({ title: meal.title, description: 'Changed', [field]: value }),
        { token: adminToken },
      );
      expect(answer.status, field).toBe(400);
      expect(
        answer.body.issues.map((issue: any) => issue.path),
        field,
      ).toEqual([[field]]);
    }
    const row = await server.app.prisma.meal.findUniqueOrThrow({ where: { id: meal.id } });
    expect(row).toMatchObject({ titleAr: meal.titleAr, description: 'Rice, lentils, pasta and spiced tomato sauce' });
    const { data } = await server.gql(
      'mutation ($input: MealCreateInput!) { mealCreate(input: $input) { __typename ... on ValidationError { issues { path } } } }',
      { input: { meal: adminMealForm({ titleAr: 'ك'.repeat(121) }) } },
      { token: adminToken },
    );
    expect(data.mealCreate).toEqual({ __typename: 'ValidationError', issues: [{ path: ['titleAr'] }] });
  });
});

describe('the landing page and neighbourhoods in the request language', () => {
  it('FAQs, carousel cards and the hero answer in Arabic, falling back to English; admins write both', async () => {
    const question = unique('How fresh');
    const faq = await server.rest(
      'POST',
      '/api/admin/landing/faqs',
      { question, questionAr: 'ما مدى طزاجة الوجبات؟', answer: 'Cooked daily.', answerAr: '', displayOrder: 99 },
      { token: adminToken },
    );
    expect(faq.status).toBe(201);
    expect(faq.body).toMatchObject({ question, questionAr: 'ما مدى طزاجة الوجبات؟', answerAr: '' });
    const card = await server.gql(
      `mutation ($input: CarouselMealCreateInput!) { carouselMealCreate(input: $input) { __typename
        ... on CarouselMealCreatePayload { carouselMeal { nameEn nameAr } } } }`,
      { input: { carouselMeal: { name: 'Om Ali', nameAr: 'أم علي', description: 'Warm pudding', displayOrder: 99 } } },
      { token: adminToken },
    );
    expect(card.data.carouselMealCreate.carouselMeal).toEqual({ nameEn: 'Om Ali', nameAr: 'أم علي' });
    await server.gql(
      'mutation ($input: LandingHeroSaveInput!) { landingHeroSave(input: $input) { __typename } }',
      {
        input: { ctaText: 'Get Started', ctaTextAr: 'ابدأ الآن' },
      },
      { token: adminToken },
    );

    const page = '{ landingHero { ctaText } carouselMeals { name description } faqs { question answer } }';
    const arabic = (await server.gql(page, {}, { headers: ar })).data;
    expect(arabic.landingHero.ctaText).toBe('ابدأ الآن');
    expect(arabic.carouselMeals).toContainEqual({ name: 'أم علي', description: 'Warm pudding' });
    expect(arabic.faqs).toContainEqual({ question: 'ما مدى طزاجة الوجبات؟', answer: 'Cooked daily.' });
    const english = (await server.gql(page)).data;
    expect(english.landingHero.ctaText).toBe('Get Started');
    expect(english.faqs).toContainEqual({ question, answer: 'Cooked daily.' });

    const restFaqs = await server.rest('GET', '/api/landing/faqs', undefined, { headers: ar });
    expect(restFaqs.body).toContainEqual(
      expect.objectContaining({ question: 'ما مدى طزاجة الوجبات؟', answer: 'Cooked daily.' }),
    );
    expect((await server.rest('GET', '/api/landing/hero', undefined, { headers: ar })).body.ctaText).toBe('ابدأ الآن');
    expect((await server.rest('GET', '/api/landing/hero')).body.ctaText).toBe('Get Started');
  });

  it('a neighbourhood keeps its English name as the key and shows its Arabic one', async () => {
    const name = unique('Zamalek');
    const created = await server.rest(
      'POST',
      '/api/admin/neighborhoods',
      { name, nameAr: 'الزمالك' },
      { token: adminToken },
    );
    expect(created.body).toMatchObject({ name, nameAr: 'الزمالك' });
    const query = '{ neighborhoods { name displayName } }';
    expect((await server.gql(query, {}, { headers: ar })).data.neighborhoods).toContainEqual({
      name,
      displayName: 'الزمالك',
    });
    expect((await server.gql(query)).data.neighborhoods).toContainEqual({ name, displayName: name });
    const rest = await server.rest('GET', '/api/neighborhoods', undefined, { headers: ar });
    expect(rest.body).toContainEqual(expect.objectContaining({ name, displayName: 'الزمالك' }));
  });
});
