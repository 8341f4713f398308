// Our server as production runs it, on a fresh PostgreSQL database that its own
// start-up migrates and seeds (api/src/main.ts), plus the reference servers and
// a signed-in customer with a pending order made through the product's REST API.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './processes.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
const referenceDir = path.resolve(import.meta.dirname, '../reference');

/** What a run needs before it starts: the generated Prisma client and the built web app. */
export function assertBuilt() {
  const missing = [
    ['api/src/generated/prisma/client.ts', 'npm run setup'],
    ['api/dist/main.js', 'npm run build'],
    ['web/dist/index.html', 'npm run build'],
    ['web/persisted-queries.json', 'npm run build'],
    ['bench/node_modules/autocannon', 'npm ci --prefix bench'],
  ].filter(([file]) => !existsSync(path.join(repoRoot, file)));
  if (missing.length > 0) {
    const steps = [...new Set(missing.map(([, step]) => step))].join(' && ');
    throw new Error(`not built: ${missing.map(([file]) => file).join(', ')} missing. Run: npm ci && ${steps}`);
  }
}

/** A scratch folder for the run: server logs, DATA_DIR (uploads, mail). */
export function scratchDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'mealbox-bench-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** What `npm run serve` runs: the compiled API (`npm run build`), by node itself. */
export const PRODUCTION_ENTRY = 'api/dist/main.js';

/**
 * Our server in production mode, as `npm run serve` starts it (node on the
 * compiled API, source maps on) but without npm, so the pid is the server's.
 * `--entry api/src/main.ts` runs the TypeScript sources through tsx instead.
 */
export function startOurs({ databaseUrl, port, scratch, logLevel = 'info', entry = PRODUCTION_ENTRY, name = 'ours' }) {
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : ['--enable-source-maps', entry];
  return startServer({
    name,
    command: process.execPath,
    args,
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: path.join(scratch, `data-${name}`),
      LOG_LEVEL: logLevel,
      SEED_DEMO: 'true',
    },
    port,
    healthPath: '/api/health',
    logFile: path.join(scratch, `${name}.log`),
  });
}

/** A reference server from bench/reference/ (same database, same core). */
export function startReference({ file, name, databaseUrl, port, scratch }) {
  return startServer({
    name,
    command: process.execPath,
    args: [path.join(referenceDir, file)],
    cwd: referenceDir,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1' },
    port,
    healthPath: '/health',
    logFile: path.join(scratch, `${name}.log`),
  });
}

async function call(baseUrl, method, urlPath, { body, cookie } = {}) {
  const response = await fetch(baseUrl + urlPath, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${urlPath} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** The weeks open for orders, soonest first (the first is the one the menu screen shows). */
export async function liveWeeks(baseUrl) {
  const weeks = (await call(baseUrl, 'GET', '/api/weeks')).filter((candidate) => candidate.isLive);
  if (weeks.length === 0) throw new Error('no live week in /api/weeks');
  return weeks;
}

/** The first `mealCount` meals of the week's menu as an order's items. */
async function menuItems(baseUrl, week, mealCount) {
  const menu = await call(baseUrl, 'GET', `/api/menu/${week.id}`);
  if (menu.meals.length < mealCount)
    throw new Error(`week ${week.id} offers ${menu.meals.length} meals, fewer than ${mealCount}`);
  return { menuSize: menu.meals.length, items: menu.meals.slice(0, mealCount).map((meal) => ({ mealId: meal.id })) };
}

/**
 * Registers customers through the REST API (invitation code FRIENDS, which the
 * demo seed leaves unlimited) and saves each a pending order of `mealCount`
 * meals for the first live week; with `everyLiveWeek`, also one for each later
 * live week (the account's upcoming weeks). Returns their session cookies.
 */
export async function createCustomers(baseUrl, { count = 1, mealCount = 10, everyLiveWeek = false } = {}) {
  const weeks = await liveWeeks(baseUrl);
  // Later weeks first: the pending order is the most recently saved one, so the
  // first live week's order, saved last, stays the pending order either way.
  const ordered = (everyLiveWeek ? weeks : weeks.slice(0, 1)).toReversed();
  const menus = new Map();
  for (const week of ordered) menus.set(week.id, await menuItems(baseUrl, week, mealCount));
  const customers = [];
  for (let i = 0; i < count; i += 1) {
    const stamp = `${Date.now().toString(36)}${i}`;
    const registered = await call(baseUrl, 'POST', '/api/auth/register', {
      body: {
        email: `bench-${stamp}@example.com`,
        password: `bench-password-${stamp}`,
        name: `Bench Customer ${i + 1}`,
        invitationCode: 'FRIENDS',
        neighborhood: 'Zamalek',
      },
    });
    const cookie = `mb_session=${registered.token}`;
    for (const week of ordered)
      await call(baseUrl, 'POST', '/api/orders', {
        cookie,
        body: {
          weekId: week.id,
          mealCount,
          defaultPortionSize: 'standard',
          deliverySlot: 'morning',
          items: menus.get(week.id).items,
        },
      });
    customers.push({ cookie, token: registered.token });
  }
  return {
    week: weeks[0],
    orderedWeeks: ordered.length,
    menuSize: menus.get(weeks[0].id).menuSize,
    customers,
  };
}
