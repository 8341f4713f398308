// Lighthouse (mobile, its default simulated
// throttling) over the landing page, the catalogue and the plans page of our
// server in production mode on a fresh, seeded PostgreSQL database, in
// Debian's Chromium. Medians of three runs per page.
//
// Needs a built product (npm ci && npm run setup && npm run build), the bench
// packages (npm ci --prefix bench) and /usr/bin/chromium (apt-get install chromium).
// Usage: node bench/lighthouse.mjs [--runs 3] [--pages /,/meals,/meal-plans] [--json out.json]
//   [--lhr-dir dir] (each measured run's full Lighthouse report, to read its diagnostics)
// About 3 to 5 minutes with the defaults.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { machineLine } from './lib/cores.mjs';
import { send } from './lib/probe.mjs';
import { PRODUCTION_ENTRY, startOurs } from './lib/product.mjs';
import { openBenchSession } from './lib/session.mjs';
import { median } from './lib/stats.mjs';
import { fixed, kib, markdownTable } from './lib/table.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '/,/meals,/meal-plans' },
    chromium: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    'log-level': { type: 'string', default: 'info' },
    entry: { type: 'string', default: PRODUCTION_ENTRY },
    port: { type: 'string', default: '4527' },
    json: { type: 'string' },
    'lhr-dir': { type: 'string' },
  },
});
const runs = Number(options.runs);
const pages = options.pages.split(',');
if (!existsSync(options.chromium))
  throw new Error(`no Chromium at ${options.chromium} (apt-get install chromium, or --chromium PATH)`);

// TOOLCHAIN.md's flags: headless, and quiet (no background traffic to a network that is closed here).
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const session = await openBenchSession('lighthouse');
const { machineBefore, database } = session;

/** Characters of visible text in the HTML as served, before any JavaScript runs. */
async function textBeforeJavaScript(baseUrl, page) {
  // Uncompressed, to read it (the HTML a browser gets is the same, brotli-compressed).
  const { body } = await send(baseUrl, { method: 'GET', path: page, headers: { 'accept-encoding': 'identity' } });
  const html = body.toString('utf8');
  const text = html
    .replace(/<(script|style|noscript|template)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<head[\s\S]*?<\/head>/i, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length;
}

function metricsOf(lhr) {
  const audit = (id) => lhr.audits[id];
  const summary = audit('resource-summary')?.details?.items ?? [];
  const bytesOf = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? Number.NaN;
  const requests = audit('network-requests')?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    totalBytes: audit('total-byte-weight').numericValue,
    scriptBytes: bytesOf('script'),
    scriptRawBytes: scripts.reduce((sum, request) => sum + (request.resourceSize ?? 0), 0),
    compressionSavings: audit('uses-text-compression')?.details?.overallSavingsBytes ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

try {
  const ours = await startOurs({
    databaseUrl: database.url,
    port: Number(options.port),
    scratch: session.scratch,
    logLevel: options['log-level'],
    entry: options.entry,
  });
  // One unmeasured load per page first: the server's caches and Chromium's first start.
  const results = new Map(pages.map((page) => [page, []]));
  for (let run = 0; run <= runs; run += 1) {
    for (const page of pages) {
      const chrome = await chromeLauncher.launch({ chromePath: options.chromium, chromeFlags });
      try {
        const result = await lighthouse(ours.url + page, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${page}`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${page}: ${result.lhr.runtimeError.message}`);
        if (run === 0) continue;
        if (options['lhr-dir']) {
          mkdirSync(options['lhr-dir'], { recursive: true });
          writeFileSync(join(options['lhr-dir'], `${page.replace(/\W+/g, '_')}-${run}.json`), result.report);
        }
        const metrics = metricsOf(result.lhr);
        results.get(page).push(metrics);
        console.error(
          `run ${run}/${runs} ${page.padEnd(12)} performance ${fixed(metrics.performance)}  accessibility ${fixed(metrics.accessibility)}  FCP ${fixed(metrics.fcp / 1000, 1)} s`,
        );
      } finally {
        await chrome.kill();
      }
    }
  }

  const rows = [];
  for (const page of pages) {
    const runsOf = results.get(page);
    const med = (key) => median(runsOf.map((metrics) => metrics[key]));
    rows.push({
      page,
      performance: med('performance'),
      accessibility: med('accessibility'),
      fcp: med('fcp'),
      lcp: med('lcp'),
      tbt: med('tbt'),
      totalBytes: med('totalBytes'),
      scriptBytes: med('scriptBytes'),
      scriptRawBytes: med('scriptRawBytes'),
      compressionSavings: med('compressionSavings'),
      htmlText: await textBeforeJavaScript(ours.url, page),
      benchmarkIndex: med('benchmarkIndex'),
      runs: runsOf,
    });
  }

  console.log(`\n## Lighthouse (mobile, simulated throttling), median of ${runs} runs per page\n`);
  console.log(`${new Date().toISOString()}; at start: ${machineBefore}; at end: ${machineLine()}`);
  console.log(
    `Lighthouse 12 in ${options.chromium}; server on core 0, Chromium on core 1; ours: NODE_ENV=production, fresh seeded PostgreSQL.\n`,
  );
  console.log(
    markdownTable(
      [
        { title: 'page', value: (r) => r.page },
        { title: 'performance', value: (r) => fixed(r.performance), align: 'right' },
        { title: 'accessibility', value: (r) => fixed(r.accessibility), align: 'right' },
        { title: 'FCP s', value: (r) => fixed(r.fcp / 1000, 1), align: 'right' },
        { title: 'LCP s', value: (r) => fixed(r.lcp / 1000, 1), align: 'right' },
        { title: 'TBT ms', value: (r) => fixed(r.tbt), align: 'right' },
        { title: 'total bytes', value: (r) => kib(r.totalBytes), align: 'right' },
        { title: 'JS bytes', value: (r) => kib(r.scriptBytes), align: 'right' },
        { title: 'JS uncompressed', value: (r) => kib(r.scriptRawBytes), align: 'right' },
        { title: 'compression would save', value: (r) => kib(r.compressionSavings), align: 'right' },
        { title: 'text in HTML', value: (r) => `${r.htmlText} chars`, align: 'right' },
        { title: 'host benchmarkIndex', value: (r) => fixed(r.benchmarkIndex), align: 'right' },
      ],
      rows,
    ),
  );
  console.log(
    `\ntotal bytes / JS bytes: transferred (Lighthouse's total-byte-weight and resource summary). JS uncompressed: the scripts' decoded size. compression would save: Lighthouse's uses-text-compression estimate. text in HTML: visible characters in the page's HTML before any JavaScript runs. host benchmarkIndex: Lighthouse's measure of this machine's CPU during the runs; its 4x CPU slowdown assumes a desktop of 1,500-2,000, and below 1,000 Lighthouse's CLI warns that the host is slower than it expects and the score reads low (docs/throttling.md, "Calibrating the CPU slowdown"): compare scores only between runs of similar index.`,
  );

  if (options.json) {
    writeFileSync(options.json, JSON.stringify({ machine: machineBefore, runs, rows }, null, 2));
    console.error(`wrote ${options.json}`);
  }
} finally {
  await session.close();
}
