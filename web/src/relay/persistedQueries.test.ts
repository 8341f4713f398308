// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The app sends only operation ids, which the server looks up in persisted-queries.json. A merge
// that keeps one side's file loses the other side's ids while the artifacts keep them (the
// compiler does not rewrite an unchanged artifact), and the screen then fails with
// "PersistedQueryNotFound" in the browser only.
const generated = fileURLToPath(new URL('../__generated__/', import.meta.url));
const persisted = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../persisted-queries.json', import.meta.url)), 'utf8'),
) as Record<string, string>;

describe('persisted operations', () => {
  const ids = new Map<string, string>();
  for (const file of readdirSync(generated)) {
    const artifact = readFileSync(`${generated}${file}`, 'utf8');
    // Test queries (`@relay_test_operation`) are never sent: the allow-list leaves them out.
    if (artifact.includes('relayTestingSelectionTypeInfo')) continue;
    const id = /"id": "([0-9a-f]{64})"/.exec(artifact)?.[1];
    if (id) ids.set(id, file);
  }

  it('holds the text of every operation the artifacts send', () => {
    expect(ids.size).toBeGreaterThan(0);
    const missing = [...ids].filter(([id]) => !(id in persisted)).map(([, file]) => file);
    expect(missing).toEqual([]);
  });

  it('holds nothing that no artifact sends', () => {
    expect(Object.keys(persisted).filter((id) => !ids.has(id))).toEqual([]);
  });
});
