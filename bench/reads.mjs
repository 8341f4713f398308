// Every public read (REST path and the web
// app's persisted GraphQL query) side by side with a bare node:http + pg
// handler serving the same JSON, and the customer's personal reads (pending
// order, upcoming weeks) against Express + drizzle, in one run on one fresh database.
//
// Needs a built product: npm ci && npm run setup && npm run build, then
// npm ci --prefix bench. Usage:
//   node bench/reads.mjs [--runs 3] [--seconds 10] [--warmup 2] [--connections 50]
//                        [--only menu,pending,upcoming] [--log-level info] [--json out.json]
// About 19 minutes with the defaults (30 targets × 3 runs × 12 s, plus set-up).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { machineLine } from './lib/cores.mjs';
import { measure } from './lib/load.mjs';
import { errorLogLines } from './lib/processes.mjs';
import { firstDifference, probe, send } from './lib/probe.mjs';
import { createCustomers, PRODUCTION_ENTRY, startOurs, startReference } from './lib/product.mjs';
import { startStatementCounter, statementsPerRequest } from './lib/statements.mjs';
import { openBenchSession } from './lib/session.mjs';
import { median } from './lib/stats.mjs';
import { fixed, markdownTable, thousands } from './lib/table.mjs';
import { readTargets } from './lib/targets.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    'log-level': { type: 'string', default: 'info' },
    entry: { type: 'string', default: PRODUCTION_ENTRY },
    'port-base': { type: 'string', default: '4518' },
    json: { type: 'string' },
  },
});
const runs = Number(options.runs);
const load = {
  seconds: Number(options.seconds),
  warmupSeconds: Number(options.warmup),
  connections: Number(options.connections),
};
const portBase = Number(options['port-base']);

const session = await openBenchSession('reads');
const { machineBefore, database, startedAt } = session;

try {
  const servers = {
    ours: await startOurs({
      databaseUrl: database.url,
      port: portBase,
      scratch: session.scratch,
      logLevel: options['log-level'],
      entry: options.entry,
    }),
  };
  servers.bare = await startReference({
    file: 'bare.mjs',
    name: 'bare',
    databaseUrl: database.url,
    port: portBase + 1,
    scratch: session.scratch,
  });
  servers.express = await startReference({
    file: 'express-drizzle.mjs',
    name: 'express',
    databaseUrl: database.url,
    port: portBase + 2,
    scratch: session.scratch,
  });

  // An order for every live week, so the upcoming weeks answer several weeks with their meals.
  const fixture = await createCustomers(servers.ours.url, { count: 1, mealCount: 10, everyLiveWeek: true });
  let targets = readTargets({ weekId: fixture.week.id, cookie: fixture.customers[0].cookie });
  if (options.only) {
    const wanted = options.only.split(',').map((word) => word.trim().toLowerCase());
    targets = targets.filter((target) => wanted.some((word) => target.read.includes(word)));
  }
  console.error(
    `week ${fixture.week.id} (${fixture.week.label}), ${fixture.menuSize} meals on its menu; ${targets.length} targets`,
  );

  // What a browser gets, and whether each answer is the same JSON as the one it is compared with.
  const probes = new Map();
  for (const target of targets) probes.set(target.id, await probe(servers[target.server].url, target.request));
  for (const target of targets) {
    const got = probes.get(target.id);
    if (got.status !== 200) throw new Error(`${target.id} answered ${got.status}`);
    // A fast error is not a read: GraphQL answers errors with a 200.
    if (got.json?.errors)
      throw new Error(`${target.id} answered errors: ${JSON.stringify(got.json.errors).slice(0, 300)}`);
    const other = target.sameJsonAs && probes.get(target.sameJsonAs);
    target.sameJson = other ? (firstDifference(got.json, other.json) ?? 'same') : null;
  }

  // Runs interleaved (run 1 of every target, then run 2, …) so drift in the
  // machine's load hits ours and the references alike.
  const results = new Map(targets.map((target) => [target.id, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const target of targets) {
      const result = await measure(servers[target.server].url, target.request, {
        ...load,
        pid: servers[target.server].pid,
      });
      results.get(target.id).push(result);
      console.error(
        `run ${run}/${runs} ${target.id.padEnd(34)} ${thousands(result.rps).padStart(7)} req/s  p99 ${fixed(result.p99)} ms${result.non2xx + result.errors ? `  ${result.non2xx} non-2xx, ${result.errors} errors` : ''}`,
      );
    }
  }

  // SQL statements per request, counted by a wire-protocol proxy in front of
  // each of three second instances of the servers (one proxy each, so one
  // server's background work never counts against another; unloaded, so the
  // proxies do not skew the timings).
  const counters = {};
  const counted = {};
  const counting = [
    [
      'ours',
      (url) =>
        startOurs({
          databaseUrl: url,
          port: portBase + 3,
          scratch: session.scratch,
          logLevel: 'warn',
          entry: options.entry,
          name: 'ours-counted',
        }),
    ],
    [
      'bare',
      (url) =>
        startReference({
          file: 'bare.mjs',
          name: 'bare-counted',
          databaseUrl: url,
          port: portBase + 4,
          scratch: session.scratch,
        }),
    ],
    [
      'express',
      (url) =>
        startReference({
          file: 'express-drizzle.mjs',
          name: 'express-counted',
          databaseUrl: url,
          port: portBase + 5,
          scratch: session.scratch,
        }),
    ],
  ];
  for (const [server, start] of counting) {
    counters[server] = await startStatementCounter(database.url);
    counted[server] = await start(counters[server].url);
  }
  const statements = new Map();
  const conditionalStatements = new Map();
  for (const target of targets) {
    const url = counted[target.server].url;
    const counter = counters[target.server];
    statements.set(target.id, await statementsPerRequest(counter, () => send(url, target.request)));
    // Goal 2 is a 304 without rebuilding the body: then the conditional request needs no SQL.
    const etag = (await send(url, target.request)).headers.etag;
    if (etag)
      conditionalStatements.set(
        target.id,
        await statementsPerRequest(counter, () => send(url, target.request, { 'if-none-match': etag })),
      );
  }
  for (const server of Object.values(counted)) await server.stop();
  for (const counter of Object.values(counters)) await counter.close();

  const summary = targets.map((target) => {
    const runsOf = results.get(target.id);
    const got = probes.get(target.id);
    return {
      ...target,
      rps: median(runsOf.map((r) => r.rps)),
      p99: median(runsOf.map((r) => r.p99)),
      cpuUs: median(runsOf.map((r) => r.cpuUsPerRequest)),
      cpuShare: median(runsOf.map((r) => r.serverCpuShare)),
      failures: runsOf.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
      wireBytes: got.wireBytes,
      bodyBytes: got.bodyBytes,
      encoding: got.encoding,
      conditional: got.etag ? String(got.conditionalStatus) : 'no ETag',
      statements: statements.get(target.id),
      conditionalStatements: conditionalStatements.get(target.id) ?? Number.NaN,
      runs: runsOf,
    };
  });
  const byId = new Map(summary.map((row) => [row.id, row]));
  for (const row of summary) {
    const reference = row.reference && byId.get(row.reference);
    row.ratio = reference ? row.rps / reference.rps : Number.NaN;
    row.p99Ratio = reference ? row.p99 / reference.p99 : Number.NaN;
    row.cpuRatio = reference ? reference.cpuUs / row.cpuUs : Number.NaN;
    row.meetsGoal = reference && row.server === 'ours' ? row.rps >= reference.rps && row.p99 <= reference.p99 : null;
  }

  const times = (ratio) => (Number.isFinite(ratio) ? `${fixed(ratio, 2)}x` : '–');
  const sqlCount = (value) => fixed(value, value % 1 ? 1 : 0);
  const serverNames = { ours: 'ours', bare: 'bare node:http + pg', express: 'Express + drizzle' };
  console.log(
    `\n## Reads: ${runs} × ${load.seconds} s runs (after ${load.warmupSeconds} s warm-up), ${load.connections} connections, medians\n`,
  );
  console.log(`${startedAt.toISOString()}; at start: ${machineBefore}; at end: ${machineLine()}`);
  console.log(
    `Servers on core 0 (taskset), autocannon on core 1; PostgreSQL unpinned. Ours: NODE_ENV=production, LOG_LEVEL=${options['log-level']}, ${options.entry}.`,
  );
  const upcoming = probes.get('ours REST upcoming weeks')?.json;
  const upcomingSize = upcoming
    ? ` (upcoming weeks: ${upcoming.length} weeks, ${upcoming.reduce((sum, entry) => sum + entry.items.length, 0)} meals)`
    : '';
  console.log(
    `Week ${fixture.week.id} (${fixture.week.label}), ${fixture.menuSize} meals; the personal reads use a customer with a 10-meal pending order for each of the ${fixture.orderedWeeks} live weeks${upcomingSize}; the pending order read answers the first week's.\n`,
  );
  console.log(
    markdownTable(
      [
        { title: 'read', value: (r) => r.read },
        { title: 'server', value: (r) => `${serverNames[r.server]}${r.server === 'ours' ? ` ${r.api}` : ''}` },
        { title: 'request', value: (r) => r.label },
        { title: 'req/s', value: (r) => thousands(r.rps), align: 'right' },
        { title: 'p99 ms', value: (r) => fixed(r.p99), align: 'right' },
        { title: 'vs ref', value: (r) => (r.reference ? times(r.ratio) : 'ref'), align: 'right' },
        { title: 'p99 vs ref', value: (r) => (r.reference ? times(r.p99Ratio) : ''), align: 'right' },
        { title: 'goal', value: (r) => (r.meetsGoal === null ? '' : r.meetsGoal ? 'met' : 'not met') },
        { title: 'server CPU', value: (r) => `${fixed(100 * r.cpuShare)} %`, align: 'right' },
        { title: 'CPU µs/req', value: (r) => fixed(r.cpuUs), align: 'right' },
        { title: 'req per CPU vs ref', value: (r) => (r.reference ? times(r.cpuRatio) : 'ref'), align: 'right' },
        { title: 'bytes', value: (r) => thousands(r.wireBytes), align: 'right' },
        { title: 'encoding', value: (r) => r.encoding },
        { title: 'If-None-Match', value: (r) => r.conditional },
        { title: 'SQL/req', value: (r) => sqlCount(r.statements), align: 'right' },
        { title: 'SQL/304', value: (r) => sqlCount(r.conditionalStatements), align: 'right' },
        { title: 'same JSON', value: (r) => (r.sameJson === null ? '' : r.sameJson === 'same' ? 'yes' : 'DIFFERS') },
        { title: 'failed', value: (r) => String(r.failures), align: 'right' },
      ],
      summary,
    ),
  );
  console.log(
    `\nref: public reads against the bare handler for the same data (GraphQL rows: the bare REST answer of the same data; landing: hero + carousel + FAQs in one bare answer); personal reads against Express + drizzle. goal: req/s ≥ ref and p99 ≤ ref. bytes: the body on the wire with Accept-Encoding "br, gzip, deflate". If-None-Match: the status of the same request repeated with the ETag. SQL/req: statements sent to PostgreSQL per request after warm-up (wire-protocol count); SQL/304: the same for the request repeated with its ETag (0 when a 304 is answered without rebuilding the body).`,
  );
  for (const row of summary.filter((r) => r.sameJson && r.sameJson !== 'same'))
    console.log(`JSON differs: ${row.id} vs ${row.sameJsonAs}: ${row.sameJson}`);
  const logErrors = await errorLogLines(servers.ours.logFile);
  console.log(
    `Error-level lines in our server's log during the run: ${logErrors.count}${logErrors.first ? `; the first: ${logErrors.first}` : ''}`,
  );

  if (options.json) {
    writeFileSync(
      options.json,
      JSON.stringify({ startedAt, machine: machineBefore, load, runs, week: fixture.week, summary }, null, 2),
    );
    console.error(`wrote ${options.json}`);
  }
} finally {
  await session.close();
}
