import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { createCustomer, unique } from '../../../test/factories.ts';
import { adminWithToken, MB, pdf, pngOfSize, svgWithScript } from '../../../test/uploads.ts';

let server: TestServer;
let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  server = await startTestServer({}, { ownDatabase: 'landing_admin' });
  adminToken = (await adminWithToken(server.app)).token;
  customerToken = (await createCustomer(server.app)).token;
});
afterAll(() => server.close());

const admin = () => ({ token: adminToken });

type CacheMeta = { hit?: boolean } | undefined;
async function cached(query: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: any; extensions?: { responseCache?: CacheMeta } };
  return { data: body.data, hit: body.extensions?.responseCache?.hit === true };
}

const HERO = '{ landingHero { id ctaText ctaUrl backgroundImageUrl } }';
const CAROUSEL = '{ carouselMeals { id name } }';
const FAQS = '{ faqs { id question } }';
const ALL = [HERO, CAROUSEL, FAQS];

/** Caches the three landing answers, runs `change`, and tells which answers were evicted. */
async function evictedBy(change: () => Promise<unknown>) {
  for (const query of ALL) await cached(query);
  for (const query of ALL) expect((await cached(query)).hit).toBe(true);
  await change();
  const evicted = [];
  for (const [index, query] of ALL.entries()) {
    if (!(await cached(query)).hit) evicted.push(['hero', 'carousel', 'faqs'][index]);
  }
  return evicted;
}

describe('landing-page management', () => {
  it('refuses a customer token and no token on every admin query, mutation and path', async () => {
    const carousel = await server.app.prisma.carouselMeal.create({ data: { name: unique('Carousel') } });
    const faq = await server.app.prisma.faq.create({ data: { question: 'Q?', answer: 'A.' } });
    const documents: [string, Record<string, unknown>][] = [
      ['{ adminLandingHero { id } }', {}],
      ['{ adminCarouselMeals(first: 5) { totalCount } }', {}],
      ['{ adminFaqs(first: 5) { totalCount } }', {}],
      ['mutation { landingHeroSave(input: { ctaText: "Go" }) { __typename } }', {}],
      ['mutation { carouselMealCreate(input: { carouselMeal: { name: "X" } }) { __typename } }', {}],
      [
        'mutation ($id: ID!) { carouselMealUpdate(input: { id: $id, carouselMeal: { name: "X" } }) { __typename } }',
        { id: encodeGlobalID('CarouselMeal', carousel.id) },
      ],
      [
        'mutation ($id: ID!) { carouselMealDelete(input: { id: $id }) { __typename } }',
        { id: encodeGlobalID('CarouselMeal', carousel.id) },
      ],
      ['mutation { faqCreate(input: { faq: { question: "Q", answer: "A" } }) { __typename } }', {}],
      [
        'mutation ($id: ID!) { faqUpdate(input: { id: $id, faq: { question: "Q", answer: "A" } }) { __typename } }',
        { id: encodeGlobalID('Faq', faq.id) },
      ],
      ['mutation ($id: ID!) { faqDelete(input: { id: $id }) { __typename } }', { id: encodeGlobalID('Faq', faq.id) }],
    ];
    const hero = await server.app.prisma.landingHero.findFirstOrThrow();
    const paths: [string, string, unknown][] = [
      ['GET', '/api/admin/landing/hero', undefined],
      ['POST', '/api/admin/landing/hero', { ctaText: 'Go' }],
      ['PATCH', `/api/admin/landing/hero/${hero.id}`, { ctaText: 'Go' }],
      ['GET', '/api/admin/landing/carousel-meals', undefined],
      ['POST', '/api/admin/landing/carousel-meals', { name: 'X' }],
      ['PATCH', `/api/admin/landing/carousel-meals/${carousel.id}`, { name: 'X' }],
      ['DELETE', `/api/admin/landing/carousel-meals/${carousel.id}`, undefined],
      ['GET', '/api/admin/landing/faqs', undefined],
      ['POST', '/api/admin/landing/faqs', { question: 'Q', answer: 'A' }],
      ['PATCH', `/api/admin/landing/faqs/${faq.id}`, { question: 'Q', answer: 'A' }],
      ['DELETE', `/api/admin/landing/faqs/${faq.id}`, undefined],
    ];
    for (const token of [customerToken, undefined]) {
      const options = token ? { token } : {};
      for (const [document, variables] of documents) {
        const { data, errors } = await server.gql(document, variables, options);
        expect(errors?.[0]?.message, document).toMatch(/not authorized/i);
        expect(data ? Object.values(data)[0] : null, document).toBeNull();
      }
      for (const [method, path, body] of paths) {
        expect((await server.rest(method, path, body, options)).status, `${method} ${path}`).toBe(401);
      }
    }
    expect(await server.app.prisma.carouselMeal.findUnique({ where: { id: carousel.id } })).toMatchObject({
      name: carousel.name,
    });
    expect(await server.app.prisma.faq.findUnique({ where: { id: faq.id } })).toMatchObject({ question: 'Q?' });
    expect(await server.app.prisma.landingHero.findFirstOrThrow()).toMatchObject({ ctaText: hero.ctaText });
  });

  it('saves the hero (defaults for empty text, URL or empty image), audited; only the hero answer is evicted', async () => {
    let saved: any;
    const evicted = await evictedBy(async () => {
      saved = await server.rest(
        'POST',
        '/api/admin/landing/hero',
        { ctaText: '', ctaUrl: '', backgroundImageUrl: '' },
        admin(),
      );
    });
    expect(saved.body).toMatchObject({ ctaText: 'Get Started', ctaUrl: '/', backgroundImageUrl: '', isActive: true });
    expect(evicted).toEqual(['hero']);

    const patched = await server.rest(
      'PATCH',
      `/api/admin/landing/hero/${saved.body.id}`,
      { ctaText: 'Order now', ctaUrl: '/meal-plans', backgroundImageUrl: 'https://cdn.example.com/hero.jpg' },
      admin(),
    );
    expect(patched.body).toMatchObject({ id: saved.body.id, ctaText: 'Order now', ctaUrl: '/meal-plans' });
    expect((await server.rest('GET', '/api/landing/hero')).body.ctaText).toBe('Order now');
    expect((await cached(HERO)).data.landingHero).toMatchObject({ ctaText: 'Order now', ctaUrl: '/meal-plans' });

    for (const body of [{ backgroundImageUrl: 'not a url' }, { ctaUrl: 'javascript:alert(1)' }]) {
      const refused = await server.rest('POST', '/api/admin/landing/hero', body, admin());
      expect(refused).toMatchObject({ status: 400, body: { message: 'Please enter a valid URL or leave it empty' } });
    }
    const { data } = await server.gql(
      'mutation { landingHeroSave(input: { ctaText: "Start here" }) { __typename ... on LandingHeroSavePayload { hero { ctaText headline } } } }',
      {},
      admin(),
    );
    expect(data.landingHeroSave.hero).toEqual({
      ctaText: 'Start here',
      headline: 'Refined recipes. Real ingredients. Ready in minutes.',
    });
    expect(await server.app.prisma.landingHero.count()).toBe(1);
    expect(await server.app.prisma.auditEntry.count({ where: { action: 'landingHero.update' } })).toBe(3);
  });

  it('creates, edits and deletes carousel meals; each change evicts only the carousel answers', async () => {
    let created: any;
    expect(
      await evictedBy(async () => {
        created = await server.rest(
          'POST',
          '/api/admin/landing/carousel-meals',
          { name: unique('Shawarma'), displayOrder: 'abc', imageUrl: '' },
          admin(),
        );
      }),
    ).toEqual(['carousel']);
    expect(created).toMatchObject({ status: 201, body: { displayOrder: 0, description: '', isActive: true } });

    const name = unique('Hawawshi');
    expect(
      await evictedBy(() =>
        server.rest(
          'PATCH',
          `/api/admin/landing/carousel-meals/${created.body.id}`,
          { name, displayOrder: '7' },
          admin(),
        ),
      ),
    ).toEqual(['carousel']);
    expect((await cached(CAROUSEL)).data.carouselMeals).toContainEqual({
      id: encodeGlobalID('CarouselMeal', created.body.id),
      name,
    });

    // Switched off, then back on: the public list loses it, then shows it again.
    await server.rest(
      'PATCH',
      `/api/admin/landing/carousel-meals/${created.body.id}`,
      { name, isActive: false },
      admin(),
    );
    expect((await server.rest('GET', '/api/landing/carousel-meals')).body.map((m: any) => m.id)).not.toContain(
      created.body.id,
    );
    await cached(CAROUSEL);
    await server.rest(
      'PATCH',
      `/api/admin/landing/carousel-meals/${created.body.id}`,
      { name, isActive: true },
      admin(),
    );
    expect((await cached(CAROUSEL)).data.carouselMeals.map((m: any) => m.name)).toContain(name);
    expect((await server.rest('GET', '/api/admin/landing/carousel-meals', undefined, admin())).body).toContainEqual(
      expect.objectContaining({ id: created.body.id, name, displayOrder: 0 }),
    );

    const refused = await server.rest('POST', '/api/admin/landing/carousel-meals', { name: ' ' }, admin());
    expect(refused).toMatchObject({ status: 400, body: { message: 'Name is required' } });

    expect(
      await evictedBy(() =>
        server.rest('DELETE', `/api/admin/landing/carousel-meals/${created.body.id}`, undefined, admin()),
      ),
    ).toEqual(['carousel']);
    expect((await server.rest('GET', '/api/landing/carousel-meals')).body.map((m: any) => m.id)).not.toContain(
      created.body.id,
    );
    const again = await server.rest(
      'DELETE',
      `/api/admin/landing/carousel-meals/${created.body.id}`,
      undefined,
      admin(),
    );
    expect(again.status).toBe(404);
    expect(
      await server.app.prisma.auditEntry.count({ where: { entityType: 'CarouselMeal', entityId: created.body.id } }),
    ).toBe(5);
  });

  it('creates, edits and deletes FAQs through GraphQL; each change evicts only the FAQ answers', async () => {
    const FAQ_CREATE = `mutation ($input: FaqCreateInput!) {
      faqCreate(input: $input) { __typename ... on FaqCreatePayload { faq { id databaseId question displayOrder } } ... on ValidationError { message } }
    }`;
    let faq: any;
    expect(
      await evictedBy(async () => {
        const { data } = await server.gql(
          FAQ_CREATE,
          { input: { faq: { question: 'Do you deliver on Fridays?', answer: 'Saturdays.' } } },
          admin(),
        );
        faq = data.faqCreate.faq;
      }),
    ).toEqual(['faqs']);
    expect(faq).toMatchObject({ question: 'Do you deliver on Fridays?', displayOrder: 0 });

    for (const [input, message] of [
      [{ question: '', answer: 'A' }, 'Question is required'],
      [{ question: 'Q', answer: '  ' }, 'Answer is required'],
    ] as const) {
      const { data } = await server.gql(FAQ_CREATE, { input: { faq: input } }, admin());
      expect(data.faqCreate).toEqual({ __typename: 'ValidationError', message });
    }

    expect(
      await evictedBy(() =>
        server.gql(
          'mutation ($input: FaqUpdateInput!) { faqUpdate(input: $input) { __typename } }',
          {
            input: { id: faq.id, faq: { question: 'When do you deliver?', answer: 'On Saturdays.', displayOrder: 3 } },
          },
          admin(),
        ),
      ),
    ).toEqual(['faqs']);
    expect((await server.rest('GET', '/api/landing/faqs')).body).toContainEqual(
      expect.objectContaining({ id: faq.databaseId, question: 'When do you deliver?', displayOrder: 3 }),
    );

    const { data } = await server.gql(
      'mutation ($input: FaqDeleteInput!) { faqDelete(input: $input) { __typename ... on FaqDeletePayload { deletedFaqId } } }',
      { input: { id: faq.id } },
      admin(),
    );
    expect(data.faqDelete).toEqual({ __typename: 'FaqDeletePayload', deletedFaqId: faq.id });
    expect((await cached(FAQS)).data.faqs.map((f: any) => f.id)).not.toContain(faq.id);
    const missing = await server.rest(
      'PATCH',
      `/api/admin/landing/faqs/${faq.databaseId}`,
      { question: 'Q', answer: 'A' },
      admin(),
    );
    expect(missing.status).toBe(404);
  });

  it('takes landing images up to 10 MB by their bytes: an 11 MB image, a PDF renamed .png and an SVG with a script are refused', async () => {
    const put = async (file: Buffer, type: string) => {
      const { body } = await server.rest('POST', '/api/objects/upload', {}, admin());
      const response = await fetch(server.url + body.uploadURL, {
        method: 'PUT',
        headers: { 'content-type': type },
        body: new Uint8Array(file),
      });
      return {
        status: response.status,
        body: (await response.json()) as any,
        imageUrl: (body.uploadURL as string).split('?')[0],
      };
    };
    const big = await put(pngOfSize(9 * MB), 'image/png');
    expect(big.status).toBe(200);
    const hero = await server.rest('POST', '/api/admin/landing/hero', { backgroundImageUrl: big.imageUrl }, admin());
    expect(hero.body.backgroundImageUrl).toBe(big.imageUrl);
    expect((await fetch(server.url + big.imageUrl)).status).toBe(200);

    const tooLarge = await put(pngOfSize(11 * MB), 'image/png');
    expect(tooLarge).toMatchObject({ status: 400, body: { message: 'Please select an image smaller than 10MB' } });
    const renamed = await put(pdf, 'image/png');
    expect(renamed).toMatchObject({ status: 400, body: { message: 'Please select an image file' } });
    const svg = await put(svgWithScript, 'image/svg+xml');
    expect(svg).toMatchObject({ status: 400, body: { message: 'Please select an image file' } });
    for (const refused of [tooLarge, renamed, svg])
      expect((await fetch(server.url + refused.imageUrl)).status).toBe(404);
  });
});
