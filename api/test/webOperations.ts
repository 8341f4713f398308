import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../src/config.ts';

/** The web app's operations as it sends them: web/persisted-queries.json, id to text. */
export function webOperations(): Record<string, string> {
  return JSON.parse(readFileSync(path.join(repoRoot, 'web/persisted-queries.json'), 'utf8')) as Record<string, string>;
}

/** The text of the web app's operation `name` (a test server takes any document, persisted or not). */
export function webOperation(name: string): string {
  const text = Object.values(webOperations()).find((query) => query.startsWith(`query ${name} `));
  if (!text) throw new Error(`web/persisted-queries.json has no ${name}`);
  return text;
}
