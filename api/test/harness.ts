import { randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { closeAppContext, createAppContext, type AppContext } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { IN_MEMORY } from '../src/db/client.ts';
import type { PublicAnswers } from '../src/http/publicCache/index.ts';
import { buildServer } from '../src/http/server.ts';
import { createLogger } from '../src/logger.ts';
import { ensureWeeks } from '../src/modules/catalog/index.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { createTempDatabase, type TempDatabase } from './postgres.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A movable clock: tests pin "now" to reach deadlines without waiting. It runs with real time
 * from wherever it was set, unless frozen: a frozen clock answers the same instant until it is
 * set, resumed or reset, so an expectation built from `now()` cannot be a millisecond off the
 * value the code under test read a moment earlier.
 */
export class TestClock {
  private offsetMs = 0;
  private frozenAtMs: number | null = null;
  now = (): Date => new Date(this.frozenAtMs ?? Date.now() + this.offsetMs);
  /** Moves the clock to `date` (a frozen clock stays frozen, at `date`). */
  set(date: Date): void {
    if (this.frozenAtMs !== null) this.frozenAtMs = date.getTime();
    else this.offsetMs = date.getTime() - Date.now();
  }
  /** Stops the clock at `date` (default: its current time). */
  freeze(date: Date = this.now()): void {
    this.frozenAtMs = date.getTime();
  }
  /** Lets a frozen clock run again, from the instant it was frozen at. */
  resume(): void {
    if (this.frozenAtMs === null) return;
    this.offsetMs = this.frozenAtMs - Date.now();
    this.frozenAtMs = null;
  }
  /** Real time, running. */
  reset(): void {
    this.offsetMs = 0;
    this.frozenAtMs = null;
  }
}

export interface TestServer {
  url: string;
  app: AppContext;
  clock: TestClock;
  /** The store of public answers (REST, GraphQL, pages). */
  publicAnswers: PublicAnswers;
  close(): Promise<void>;
  /** POSTs a GraphQL document (whole documents are allowed outside production). */
  gql<T = any>(query: string, variables?: Record<string, unknown>, options?: RequestOptions): Promise<GraphQLResult<T>>;
  /** Calls a REST path; the body is sent as JSON. */
  rest<T = any>(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<RestResult<T>>;
}

export interface RequestOptions {
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface GraphQLResult<T> {
  status: number;
  data: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  headers: Headers;
}

export interface RestResult<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** A port nothing listens on right now (the OS picks it; released for the caller to take). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Which database this test process uses: the run's fresh Postgres, else in-memory PGlite. */
export function testDatabaseUrl(): string | undefined {
  if (process.env.TEST_DB === 'pglite') return undefined;
  return inject('databaseUrl') || undefined;
}

/**
 * Starts the real server (real HTTP on a free port) on the run's database,
 * seeded with the demo data.
 */
export async function startTestServer(
  overrides: Record<string, string> = {},
  options: {
    logDestination?: DestinationStream;
    /**
     * PUBLIC_URL is the test server's own address (a free port chosen first): for flows that
     * call the server back through it, as the Paymob simulator and its callbacks do.
     */
    ownPublicUrl?: boolean;
    /**
     * A database of this server's own (Postgres runs; PGlite runs are in memory anyway), for test
     * files that change the public catalogue, prices, neighbourhoods or landing content: on the
     * shared run database those changes would show in other files' exact expectations.
     */
    ownDatabase?: string;
  } = {},
): Promise<TestServer> {
  let own: TempDatabase | null = null;
  if (options.ownDatabase && testDatabaseUrl()) own = await createTempDatabase(options.ownDatabase);
  const databaseUrl = own?.url ?? testDatabaseUrl();
  const port = options.ownPublicUrl ? await freePort() : 0;
  if (options.ownPublicUrl) overrides = { PUBLIC_URL: `http://127.0.0.1:${port}`, ...overrides };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mealbox-test-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    RATE_LIMIT_MULTIPLIER: '100',
    DATA_DIR: dataDir,
    PERSISTED_OPERATIONS: path.join(dataDir, 'none.json'),
    // Test files share one database: each server hears only its own changes
    // unless a test gives two servers the same channel.
    PUBLIC_CHANGES_CHANNEL: `test_${randomBytes(6).toString('hex')}`,
    ...overrides,
  });
  const clock = new TestClock();
  const logger = createLogger(config.LOG_LEVEL, options.logDestination);
  const app = await createAppContext(config, logger, {
    now: clock.now,
    dataDir: databaseUrl ? undefined : IN_MEMORY,
    // Jobs run only when a test calls app.jobs.runDue(), at the clock's time; a
    // queue schema per server keeps parallel test files apart.
    jobs: { mode: 'manual', schema: `jobs_${randomBytes(5).toString('hex')}` },
  });
  await seedDemo(app.prisma);
  await ensureWeeks(app.prisma, app.now(), app.weekRules);
  const server = await buildServer(app);
  await server.listen({ port, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;

  const headersFor = (options: RequestOptions = {}) => ({
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...options.headers,
  });

  return {
    url,
    app,
    clock,
    publicAnswers: server.publicAnswers,
    async close() {
      await server.close();
      await closeAppContext(app);
      await own?.drop();
    },
    async gql(query, variables, options) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headersFor(options) },
        body: JSON.stringify({ query, variables }),
      });
      const json = (await response.json()) as { data: any; errors?: any[] };
      return { status: response.status, data: json.data, errors: json.errors, headers: response.headers };
    },
    async rest(method, restPath, body, options) {
      const response = await fetch(`${url}${restPath}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headersFor(options) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
    },
  };
}
