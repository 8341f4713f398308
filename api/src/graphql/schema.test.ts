import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { printSchemaFile } from './printSchema.ts';

describe('schema.graphql', () => {
  it('is the schema the server builds (run `npm run schema:print` when this fails)', () => {
    const committed = readFileSync(path.join(repoRoot, 'schema.graphql'), 'utf8');
    expect(committed).toBe(printSchemaFile());
  });
});
