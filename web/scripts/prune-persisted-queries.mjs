// relay-compiler adds operations to persisted-queries.json but never removes old ones, so the
// server would keep accepting ids of operations the app no longer has. After a successful
// compile this drops every id that no generated artifact carries any more, and the ids of test
// queries (`@relay_test_operation`, allowed only in test files): the server never runs them.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const generatedDir = new URL('../src/__generated__/', import.meta.url);
const persistedFile = new URL('../persisted-queries.json', import.meta.url);

const liveIds = new Set();
for (const name of readdirSync(generatedDir)) {
  if (!name.endsWith('.graphql.ts')) continue;
  const source = readFileSync(new URL(name, generatedDir), 'utf8');
  if (source.includes('relayTestingSelectionTypeInfo')) {
    // Only a test file's query may be typed for the mock generator (its name ends in TestQuery).
    if (!name.endsWith('TestQuery.graphql.ts')) throw new Error(`${name}: @relay_test_operation outside a test query`);
    continue;
  }
  for (const match of source.matchAll(/@relayRequestID ([0-9a-f]{64})/g)) liveIds.add(match[1]);
}

const persisted = JSON.parse(readFileSync(persistedFile, 'utf8'));
const kept = Object.fromEntries(Object.entries(persisted).filter(([id]) => liveIds.has(id)));
const removed = Object.keys(persisted).length - Object.keys(kept).length;
writeFileSync(persistedFile, `${JSON.stringify(kept, null, 2)}\n`);
if (removed > 0) console.log(`persisted-queries.json: removed ${removed} operation(s) no longer in the app`);
