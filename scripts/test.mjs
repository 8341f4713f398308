// The whole test run: the linters (ESLint with the architecture's boundaries, Prettier, tsc), Relay
// artifacts checked, the web app and the API built (the browser journeys and the process tests
// run the build), then every Vitest project, ending with the plain "N passed, N failed" line CI
// reads. A linter that fails counts as one failed test; the run goes on so one pass reports
// everything.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
};

const linters = [
  ['ESLint', 'npx', ['eslint', '.', '--cache', '--cache-location', 'node_modules/.cache/eslint/']],
  ['Prettier', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['TypeScript (api, web)', 'npm', ['run', 'typecheck', '--silent']],
];
let lintFailed = 0;
for (const [name, command, args] of linters) {
  const started = performance.now();
  const status = run(command, args);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (status === 0) console.log(`${name}: clean (${seconds} s)`);
  else {
    lintFailed += 1;
    console.error(
      `${name} failed (${seconds} s): \`npm run lint\` and \`npm run typecheck\` show it, \`npm run format\` fixes formatting.`,
    );
  }
}

const stopEarly = (message) => {
  if (message) console.error(message);
  console.log(`0 passed, ${1 + lintFailed} failed`);
  process.exit(1);
};

if (run('npx', ['relay-compiler', '--validate']) !== 0) {
  stopEarly('Relay artifacts are stale: run `npm run relay` and commit web/src/__generated__.');
}
if (run('npm', ['run', 'build']) !== 0) stopEarly();

const report = path.join(mkdtempSync(path.join(tmpdir(), 'mealbox-vitest-')), 'report.json');
const status = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
]);

let passed = 0;
let failed;
try {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests;
} catch {
  failed = 1;
}
if (status !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed + lintFailed} failed`);
process.exit(status !== 0 || lintFailed > 0 ? 1 : 0);
