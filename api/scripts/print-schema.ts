// Prints the Pothos schema to /schema.graphql (committed; Relay compiles against it).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../src/config.ts';
import { printSchemaFile } from '../src/graphql/printSchema.ts';

const target = path.join(repoRoot, 'schema.graphql');
writeFileSync(target, printSchemaFile());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
