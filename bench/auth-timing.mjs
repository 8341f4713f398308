// Whether the sign-in, sign-up and forgot-password answers tell who has an account:
// for each, the server's answer time for a known account and for an unknown one, 200 tries each
// (interleaved, after 10 warm-up tries of each), their medians and the difference. Starts the
// built server as production runs it (`node api/dist/main.js`, NODE_ENV=production) on a fresh
// PostgreSQL database, or on embedded PGlite with `--pglite` (what `npm start` runs).
// Usage: npm run build && node bench/auth-timing.mjs [--pglite] [--tries 200] [--only forgot] > auth-timing.md
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { machineLine, pinLoadGenerator } from './lib/cores.mjs';
import { createBenchDatabase } from './lib/database.mjs';
import { onExit, stopAll } from './lib/processes.mjs';
import { repoRoot, scratchDir, startOurs } from './lib/product.mjs';
import { median } from './lib/stats.mjs';
import { fixed, markdownTable } from './lib/table.mjs';

const args = process.argv.slice(2);
const pglite = args.includes('--pglite');
const tries = Number(args[args.indexOf('--tries') + 1] || 0) || 200;
// `--only forgot` runs the cases whose name contains the word.
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const WARMUP = 10;
const port = Number(process.env.BENCH_PORT ?? 4392);

// Every limit raised far past the tries (the limiter's rows are still written and read).
process.env.RATE_LIMIT_MULTIPLIER = '100000';
pinLoadGenerator();
const machineBefore = machineLine();
console.error(`machine: ${machineBefore}`);
const database = pglite ? null : await createBenchDatabase('bench_auth_timing');
const scratch = scratchDir();
const close = onExit(async () => {
  await stopAll();
  await database?.drop();
  scratch.remove();
});

const persisted = Object.entries(JSON.parse(readFileSync(path.join(repoRoot, 'web/persisted-queries.json'), 'utf8')));
const documentId = (operation) => {
  const found = persisted.find(([, text]) => text.includes(`mutation ${operation}(`));
  if (!found) throw new Error(`${operation} is not in web/persisted-queries.json: run npm run build`);
  return found[0];
};

try {
  const server = await startOurs({ databaseUrl: database?.url ?? '', port, scratch: scratch.dir, logLevel: 'warn' });
  const stamp = Date.now().toString(36);
  let counter = 0;
  const fresh = (what) => `${what}-${stamp}-${(counter += 1)}@example.com`;

  /** One request: its answer's status and the milliseconds until the whole answer was read. */
  async function timed(urlPath, body, headers = {}) {
    const started = performance.now();
    const response = await fetch(server.url + urlPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    const typename = /"__typename":"(\w+)"/.exec(text)?.[1];
    return { ms, outcome: typename ? `${response.status} ${typename}` : String(response.status) };
  }

  const gql = (operation, input) => ({
    urlPath: '/graphql',
    body: { documentId: documentId(operation), variables: { input } },
    headers: { 'x-graphql-yoga-csrf': '1' },
  });
  const rest = (urlPath, body) => ({ urlPath, body });

  const known = { email: fresh('known'), password: `right-password-${stamp}` };
  const registered = await timed('/api/auth/register', {
    email: known.email,
    password: known.password,
    name: 'Known Customer',
    invitationCode: 'FRIENDS',
    neighborhood: 'Zamalek',
  });
  if (registered.outcome !== '200') throw new Error(`registering the known customer answered ${registered.outcome}`);
  const unknownEmail = fresh('unknown');
  const wrong = 'wrong-password-123';

  // Each case: how to make one request for the known account and one for an unknown account.
  const cases = [
    {
      name: 'POST /api/auth/login, wrong password',
      known: () => rest('/api/auth/login', { email: known.email, password: wrong }),
      unknown: () => rest('/api/auth/login', { email: unknownEmail, password: wrong }),
    },
    {
      name: 'GraphQL customerLogin, wrong password',
      known: () => gql('LoginFormMutation', { email: known.email, password: wrong }),
      unknown: () => gql('LoginFormMutation', { email: unknownEmail, password: wrong }),
    },
    {
      name: 'GraphQL adminLogin, wrong password',
      known: () => gql('AdminLoginScreenMutation', { username: 'admin', password: wrong }),
      unknown: () => gql('AdminLoginScreenMutation', { username: `nobody${stamp}`, password: wrong }),
    },
    {
      name: 'POST /api/auth/register, valid code (known: taken; unknown: a new account each try)',
      known: () =>
        rest('/api/auth/register', {
          email: known.email,
          password: wrong,
          invitationCode: 'FRIENDS',
          neighborhood: 'Zamalek',
        }),
      unknown: () =>
        rest('/api/auth/register', {
          email: fresh('new'),
          password: wrong,
          invitationCode: 'FRIENDS',
          neighborhood: 'Zamalek',
        }),
    },
    {
      name: 'POST /api/auth/register, unknown invitation code',
      known: () => rest('/api/auth/register', { email: known.email, password: wrong, invitationCode: 'NO-SUCH-CODE' }),
      unknown: () =>
        rest('/api/auth/register', { email: fresh('new'), password: wrong, invitationCode: 'NO-SUCH-CODE' }),
    },
    {
      name: 'POST /api/auth/forgot-password',
      known: () => rest('/api/auth/forgot-password', { email: known.email }),
      unknown: () => rest('/api/auth/forgot-password', { email: unknownEmail }),
    },
  ];

  const rows = [];
  for (const entry of cases.filter((candidate) => !only || candidate.name.includes(only))) {
    console.error(`${entry.name}…`);
    const samples = { known: [], unknown: [] };
    const outcomes = { known: new Set(), unknown: new Set() };
    for (let i = 0; i < WARMUP + tries; i += 1) {
      // Interleaved, the order alternating, so drift in the machine's load hits both alike.
      const order = i % 2 ? ['known', 'unknown'] : ['unknown', 'known'];
      for (const side of order) {
        const { urlPath, body, headers } = entry[side]();
        const { ms, outcome } = await timed(urlPath, body, headers);
        if (outcome.startsWith('429') || outcome.startsWith('5'))
          throw new Error(`${entry.name}: ${side} answered ${outcome}`);
        outcomes[side].add(outcome);
        if (i >= WARMUP) samples[side].push(ms);
      }
    }
    const knownMedian = median(samples.known);
    const unknownMedian = median(samples.unknown);
    rows.push({
      name: entry.name,
      known: knownMedian,
      unknown: unknownMedian,
      difference: unknownMedian - knownMedian,
      answers: `${[...outcomes.known].join(', ')} / ${[...outcomes.unknown].join(', ')}`,
    });
  }

  console.log(`## Known vs unknown account: answer time (${tries} tries each, medians)\n`);
  console.log(`${pglite ? 'Embedded PGlite' : 'PostgreSQL'}; ${machineBefore}; at the end: ${machineLine()}\n`);
  console.log(
    markdownTable(
      [
        { title: 'request', value: (row) => row.name },
        { title: 'known (ms)', value: (row) => fixed(row.known, 1), align: 'right' },
        { title: 'unknown (ms)', value: (row) => fixed(row.unknown, 1), align: 'right' },
        { title: 'unknown − known (ms)', value: (row) => fixed(row.difference, 1), align: 'right' },
        { title: 'answers (known / unknown)', value: (row) => row.answers },
      ],
      rows,
    ),
  );
} finally {
  await close();
}
