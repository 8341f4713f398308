// Public REST reads served from memory: no database call for an answer that
// has not changed, strong ETags with 304s, exact invalidation by the rows a
// change names, the TTL on the app's clock, and compression done once.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { recordPrismaCalls, type PrismaCallRecorder } from '../../../test/prismaCalls.ts';
import type { ChangedEntity } from '../../lib/publicChanges/index.ts';
import { createPublicAnswers, matchesEtag } from './answers.ts';

let server: TestServer;
let prisma: PrismaCallRecorder;
let weekId: number;
let menuMealId: number;
let pricingConfigId: number;
let neighborhoodId: number;
let carouselMealId: number;

const urls = {
  menu: () => `/api/menu/${weekId}`,
  current: () => '/api/menu/current',
  weeks: () => '/api/weeks',
  meals: () => '/api/meals',
  pricing: () => '/api/pricing',
  neighborhoods: () => '/api/neighborhoods',
  hero: () => '/api/landing/hero',
  carousel: () => '/api/landing/carousel-meals',
  faqs: () => '/api/landing/faqs',
};
type Read = keyof typeof urls;
const reads = Object.keys(urls) as Read[];

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });

/** The database calls one GET makes. */
async function callsOf(path: string, headers: Record<string, string> = {}) {
  prisma.reset();
  const response = await get(path, headers);
  await response.arrayBuffer();
  return { response, calls: prisma.names().length };
}

beforeAll(async () => {
  // A long TTL: what expires here is what a change dropped (the TTL has its own test).
  server = await startTestServer({ PUBLIC_CACHE_TTL_MS: '60000' });
  const menu = (await server.rest('GET', '/api/menu/current')).body;
  weekId = menu.weekId;
  menuMealId = menu.meals[0].id;
  pricingConfigId = (await server.rest('GET', '/api/pricing')).body.pricingConfigs[0].id;
  neighborhoodId = (await server.rest('GET', '/api/neighborhoods')).body[0].id;
  carouselMealId = (await server.rest('GET', '/api/landing/carousel-meals')).body[0].id;
  prisma = recordPrismaCalls(server.app);
});
afterEach(() => server.clock.reset());
afterAll(async () => {
  prisma?.restore();
  await server?.close();
});

describe('public REST answers', () => {
  it('answer a repeated read from memory: no database call, the same bytes, a strong ETag', async () => {
    for (const read of reads) {
      const first = await get(urls[read]());
      expect(first.status, read).toBe(200);
      const body = await first.text();
      const etag = first.headers.get('etag')!;
      expect(etag, read).toMatch(/^"[\w-]{27}"$/);
      expect(first.headers.get('cache-control'), read).toBe('public, max-age=60');
      expect(first.headers.get('content-type'), read).toBe('application/json; charset=utf-8');

      const again = await callsOf(urls[read]());
      expect(again.calls, read).toBe(0);
      expect(again.response.headers.get('etag'), read).toBe(etag);
      expect(await (await get(urls[read]())).text(), read).toBe(body);
    }
  });

  it('answer If-None-Match with a 304 and no body, without touching the database', async () => {
    const first = await get(urls.meals());
    const etag = first.headers.get('etag')!;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const { response, calls } = await callsOf(urls.meals(), { 'if-none-match': header });
      expect(response.status, header).toBe(304);
      expect(calls, header).toBe(0);
      expect(response.headers.get('etag'), header).toBe(etag);
    }
    const empty = await get(urls.meals(), { 'if-none-match': etag });
    expect(await empty.text()).toBe('');
  });

  it('answer a stale, malformed or empty If-None-Match with the whole body', async () => {
    for (const header of ['"stale"', 'garbage', '""', 'W/', ',,,']) {
      const response = await get(urls.pricing(), { 'if-none-match': header });
      expect(response.status, header).toBe(200);
      expect((await response.json()).pricingConfigs.length, header).toBeGreaterThan(0);
    }
  });

  it('rebuild an answer after a change but still answer 304 when its bytes did not change (the ETag is a digest)', async () => {
    const etag = (await get(urls.faqs())).headers.get('etag')!;
    await server.app.publicChanges.publish([{ typename: 'Faq' }]);
    const { response, calls } = await callsOf(urls.faqs(), { 'if-none-match': etag });
    expect(calls).toBeGreaterThan(0);
    expect(response.status).toBe(304);
  });

  it('keep nothing for a refused read: an unknown or malformed week is a 404 every time', async () => {
    for (const path of ['/api/menu/99999999', '/api/menu/not-a-week', '/api/weeks/99999999', '/api/weeks/-1']) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const { response } = await callsOf(path);
        expect(response.status, path).toBe(404);
        expect(response.headers.get('cache-control'), path).toBeNull();
        expect(server.publicAnswers.get(`GET ${path}`), path).toBeNull();
      }
    }
    // An unknown week asks the database each time (nothing remembered).
    expect((await callsOf('/api/menu/99999999')).calls).toBeGreaterThan(0);
  });

  it('answer HEAD from memory too, without a body', async () => {
    await get(urls.neighborhoods());
    prisma.reset();
    const response = await fetch(`${server.url}${urls.neighborhoods()}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^"/);
    expect(await response.text()).toBe('');
    expect(prisma.names()).toEqual([]);
  });

  it('expire after the TTL on the app clock', async () => {
    await get(urls.hero());
    expect((await callsOf(urls.hero())).calls).toBe(0);
    server.clock.set(new Date(Date.now() + 61_000));
    expect((await callsOf(urls.hero())).calls).toBeGreaterThan(0);
  });

  it('build an expired answer once for all the requests that miss it together', async () => {
    server.clock.set(new Date(Date.now() + 61_000));
    const oneMiss = (await callsOf(urls.faqs())).calls; // what a single rebuild costs
    expect(oneMiss).toBeGreaterThan(0);

    server.clock.set(new Date(Date.now() + 122_000));
    prisma.reset();
    // A slow database: the twenty requests all arrive while the first one's build waits.
    const faq = server.app.prisma.faq;
    const findMany = faq.findMany.bind(faq);
    faq.findMany = (async (...args: Parameters<typeof findMany>) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      return findMany(...args);
    }) as typeof faq.findMany;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(urls.faqs()))).finally(() => {
      faq.findMany = findMany;
    });
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(new Set(bodies).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.headers.get('etag'))).size).toBe(1);
    expect(prisma.names()).toHaveLength(oneMiss); // one build, not twenty
  });
});

describe('a change drops exactly the answers that showed it', () => {
  const cases: { change: () => ChangedEntity[]; drops: Read[] }[] = [
    { change: () => [{ typename: 'PricingConfig', id: pricingConfigId }], drops: ['pricing'] },
    { change: () => [{ typename: 'PricingConfig' }], drops: ['pricing'] },
    { change: () => [{ typename: 'Meal', id: menuMealId }], drops: ['menu', 'current', 'meals'] },
    { change: () => [{ typename: 'Meal' }], drops: ['menu', 'current', 'meals'] },
    { change: () => [{ typename: 'Week', id: weekId }], drops: ['menu', 'current', 'weeks'] },
    { change: () => [{ typename: 'Neighborhood', id: neighborhoodId }], drops: ['neighborhoods'] },
    { change: () => [{ typename: 'LandingHero' }], drops: ['hero'] },
    { change: () => [{ typename: 'CarouselMeal', id: carouselMealId }], drops: ['carousel'] },
    { change: () => [{ typename: 'Faq' }], drops: ['faqs'] },
    // A row no answer showed drops nothing.
    { change: () => [{ typename: 'Neighborhood', id: 99_999_999 }], drops: [] },
  ];

  for (const { change, drops } of cases) {
    it(`${JSON.stringify(change()).replaceAll('"', '')} → ${drops.join(', ') || 'nothing'}`, async () => {
      for (const read of reads) await (await get(urls[read]())).arrayBuffer();
      await server.app.publicChanges.publish(change());
      const rebuilt: Read[] = [];
      for (const read of reads) {
        if ((await callsOf(urls[read]())).calls > 0) rebuilt.push(read);
      }
      expect(rebuilt).toEqual(drops);
    });
  }
});

describe('compression of public answers', () => {
  it('sends brotli or gzip as the client prefers, once compressed, with Vary', async () => {
    const identity = await (await get(urls.meals())).text();
    expect(Buffer.byteLength(identity)).toBeGreaterThan(1024);

    const br = await get(urls.meals(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const brBytes = Buffer.from(await rawBody(urls.meals(), 'br'));
    expect(brotliDecompressSync(brBytes).toString()).toBe(identity);
    expect(brBytes.length).toBeLessThan(Buffer.byteLength(identity) / 3);

    const gzip = await rawBody(urls.meals(), 'br;q=0, gzip');
    expect(gunzipSync(gzip).toString()).toBe(identity);

    // Compressed once: the stored answer keeps its encodings.
    const stored = server.publicAnswers.get(`GET ${urls.meals()}`)!;
    const first = stored.encoded.br;
    await rawBody(urls.meals(), 'br');
    expect(server.publicAnswers.get(`GET ${urls.meals()}`)!.encoded.br).toBe(first);
  });

  it('leaves small answers and unknown encodings alone', async () => {
    const hero = await get(urls.hero(), { 'accept-encoding': 'br, gzip' });
    expect(hero.headers.get('content-encoding')).toBeNull();
    const unknown = await get(urls.meals(), { 'accept-encoding': 'compress, zstd' });
    expect(unknown.headers.get('content-encoding')).toBeNull();
    expect((await unknown.json()).length).toBeGreaterThan(0);
  });
});

describe('the store of public answers', () => {
  it('does not keep an answer whose build began before an invalidation (it may show what the change replaced)', async () => {
    const answers = createPublicAnswers({ ttlMs: 60_000, now: () => Date.now() });
    let finish!: () => void;
    const slow = answers.build('GET /slow', async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return { body: '"before the change"', shows: [{ typename: 'Meal', id: 1 }] };
    });
    answers.invalidate([{ typename: 'Meal', id: 1 }]);
    finish();
    expect((await slow).body.toString()).toBe('"before the change"'); // its waiters get it...
    expect(answers.get('GET /slow')).toBeNull(); // ...the next request builds again

    const fresh = await answers.build('GET /slow', async () => ({ body: '"after"', shows: [] }));
    expect(answers.get('GET /slow')).toBe(fresh);
  });
});

describe('matchesEtag', () => {
  it('compares weakly, ignores blanks, and never matches garbage', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag(' W/"a" ', '"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('a', '"a"')).toBe(false);
    expect(matchesEtag('', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});

/** The body as sent (undecoded): fetch would decode it. */
async function rawBody(path: string, acceptEncoding: string): Promise<Buffer> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    });
    req.on('error', reject);
    req.end();
  });
}
