// A soak at 50 connections mixing public and personal reads
// (REST and the web app's persisted GraphQL queries; several signed-in
// customers, so per-session caching is exercised), sampling our server's
// resident memory every 10 s from /proc/<pid>/status.
//
// Flat: after the warm-up (the first minute, or the first fifth of a shorter
// soak), the least-squares trend of the RSS samples grows by less than 5 % of
// their median over the rest of the soak. Any failed request (error, timeout,
// non-2xx) or error-level log line fails the soak too.
//
// Needs a built product (npm ci && npm run setup && npm run build) and the
// bench packages (npm ci --prefix bench). Usage:
//   node bench/soak.mjs [--minutes 10] [--connections 50] [--customers 8] [--json out.json]
// Takes --minutes plus about half a minute of set-up.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { machineLine } from './lib/cores.mjs';
import { summarize } from './lib/load.mjs';
import { BROWSER_ACCEPT_ENCODING } from './lib/probe.mjs';
import { errorLogLines } from './lib/processes.mjs';
import { createCustomers, PRODUCTION_ENTRY, startOurs } from './lib/product.mjs';
import { openBenchSession } from './lib/session.mjs';
import { median, slope } from './lib/stats.mjs';
import { fixed, markdownTable, thousands } from './lib/table.mjs';
import { readTargets } from './lib/targets.mjs';

const { values: options } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    customers: { type: 'string', default: '8' },
    'sample-seconds': { type: 'string', default: '10' },
    'log-level': { type: 'string', default: 'info' },
    entry: { type: 'string', default: PRODUCTION_ENTRY },
    port: { type: 'string', default: '4528' },
    json: { type: 'string' },
  },
});
const seconds = Math.round(Number(options.minutes) * 60);
const sampleSeconds = Number(options['sample-seconds']);
const MB = 1024 * 1024;

const session = await openBenchSession('soak');
const { machineBefore, database } = session;

try {
  const ours = await startOurs({
    databaseUrl: database.url,
    port: Number(options.port),
    scratch: session.scratch,
    logLevel: options['log-level'],
    entry: options.entry,
  });
  const fixture = await createCustomers(ours.url, { count: Number(options.customers), mealCount: 10 });
  const cookies = fixture.customers.map((customer) => customer.cookie);

  // Every read our server answers in the reads bench, public and personal, in one cycle per connection.
  const mix = readTargets({ weekId: fixture.week.id, cookie: cookies[0] }).filter((target) => target.server === 'ours');
  console.error(`mix of ${mix.length} reads per cycle: ${mix.map((target) => target.label).join(', ')}`);
  let nextCustomer = 0;
  const requests = mix.map((target) => {
    const request = {
      method: target.request.method,
      path: target.request.path,
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...target.request.headers },
      body: target.request.body,
    };
    if (!target.personal) return request;
    // Each connection is one customer (round robin over the fixture's sessions).
    request.setupRequest = (built, context) => {
      context.cookie ??= cookies[nextCustomer++ % cookies.length];
      return { ...built, headers: { ...built.headers, cookie: context.cookie } };
    };
    return request;
  });

  const samples = [];
  let window = { responses: 0, failures: 0 };
  const startedAt = performance.now();
  let windowStart = null; // no interval before the first sample
  const sample = () => {
    const now = performance.now();
    const rps = windowStart === null ? Number.NaN : (window.responses * 1000) / (now - windowStart);
    samples.push({ second: Math.round((now - startedAt) / 1000), rss: ours.rssBytes(), rps, ...window });
    window = { responses: 0, failures: 0 };
    windowStart = now;
  };
  sample();
  const instance = autocannon({ url: ours.url, connections: Number(options.connections), duration: seconds, requests });
  instance.on('response', (_client, statusCode) => {
    window.responses += 1;
    if (statusCode < 200 || statusCode >= 300) window.failures += 1;
  });
  instance.on('reqError', () => (window.failures += 1));
  const timer = setInterval(() => {
    sample();
    const last = samples.at(-1);
    console.error(
      `${String(last.second).padStart(4)} s  RSS ${fixed(last.rss / MB, 1)} MB  ${thousands(last.rps)} req/s  ${last.failures} failed`,
    );
  }, sampleSeconds * 1000);
  const result = await new Promise((resolve) => instance.once('done', resolve));
  clearInterval(timer);
  // The last sample, unless the timer has just taken one.
  if (performance.now() - windowStart > (sampleSeconds * 1000) / 2) sample();
  const totals = summarize(result);

  const warmupSeconds = Math.min(60, seconds / 5);
  const steady = samples.filter((s) => s.second >= warmupSeconds);
  const growthPerSecond = slope(steady.map((s) => [s.second, s.rss]));
  const span = steady.length > 1 ? steady.at(-1).second - steady[0].second : 0;
  const trendGrowth = growthPerSecond * span;
  const medianRss = median(steady.map((s) => s.rss));
  const logErrors = await errorLogLines(ours.logFile);
  const failed = totals.non2xx + totals.errors + totals.timeouts;
  const flat = trendGrowth < 0.05 * medianRss;

  console.log(
    `\n## Soak: ${fixed(seconds / 60, 1)} min at ${options.connections} connections, ${mix.length} reads in the mix, ${cookies.length} customers\n`,
  );
  console.log(`at start: ${machineBefore}; at end: ${machineLine()}`);
  console.log(
    `Server on core 0, autocannon on core 1; ours: NODE_ENV=production, LOG_LEVEL=${options['log-level']}. Mix: ${mix.map((target) => target.label).join(', ')}.\n`,
  );
  console.log(
    markdownTable(
      [
        { title: 'time s', value: (s) => String(s.second), align: 'right' },
        { title: 'RSS MB', value: (s) => fixed(s.rss / MB, 1), align: 'right' },
        { title: 'req/s', value: (s) => thousands(s.rps), align: 'right' },
        { title: 'failed', value: (s) => String(s.failures), align: 'right' },
      ],
      samples,
    ),
  );
  console.log(
    `\nrequests ${thousands(totals.requests)} (${thousands(totals.rps)} req/s, p99 ${totals.p99} ms); failed: ${totals.non2xx} non-2xx, ${totals.errors} errors, ${totals.timeouts} timeouts; error-level log lines: ${logErrors.count}${logErrors.first ? ` (first: ${logErrors.first})` : ''}`,
  );
  console.log(
    `RSS after warm-up (${fixed(warmupSeconds)} s): min ${fixed(Math.min(...steady.map((s) => s.rss)) / MB, 1)} MB, median ${fixed(medianRss / MB, 1)} MB, max ${fixed(Math.max(...steady.map((s) => s.rss)) / MB, 1)} MB; trend ${fixed((growthPerSecond * 60) / MB, 2)} MB/min, ${fixed(trendGrowth / MB, 1)} MB over ${fixed(span / 60, 1)} min`,
  );
  if (!flat || failed > 0 || logErrors.count > 0) process.exitCode = 1;
  console.log(
    `verdict: memory ${flat ? 'FLAT' : 'GROWING'} (flat = trend growth after warm-up < 5 % of the median RSS); ${failed === 0 && logErrors.count === 0 ? 'no errors' : 'ERRORS'}`,
  );

  if (options.json) {
    writeFileSync(
      options.json,
      JSON.stringify(
        { machine: machineBefore, seconds, samples, totals, flat, trendGrowth, medianRss, logErrors },
        null,
        2,
      ),
    );
    console.error(`wrote ${options.json}`);
  }
} finally {
  await session.close();
}
