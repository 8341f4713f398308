// The whole test run: Relay artifacts checked, the web app built (the browser
// journeys use it), then every Vitest project, ending with the plain
// "N passed, N failed" line CI reads.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
};

if (run('npx', ['relay-compiler', '--validate']) !== 0) {
  console.error('Relay artifacts are stale: run `npm run relay` and commit web/src/__generated__.');
  console.log('0 passed, 1 failed');
  process.exit(1);
}
if (run('npm', ['run', 'build', '-w', 'web']) !== 0) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const report = path.join(mkdtempSync(path.join(tmpdir(), 'mealbox-vitest-')), 'report.json');
const status = run('npx', [
  'vitest', 'run',
  '--reporter=default', '--reporter=json', `--outputFile.json=${report}`,
  ...process.argv.slice(2),
]);

let passed = 0;
let failed = 0;
try {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests;
} catch {
  failed = 1;
}
if (status !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(status);
