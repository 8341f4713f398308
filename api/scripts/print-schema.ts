// Prints the Pothos schema to /schema.graphql (committed; Relay compiles against it), and from
// it the schema reference `/developers` shows.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../src/config.ts';
import { printSchemaFile } from '../src/graphql/printSchema.ts';
import { SCHEMA_REFERENCE_FILE, schemaReferenceFile } from '../src/graphql/schemaReference.ts';

const target = path.join(repoRoot, 'schema.graphql');
const sdl = printSchemaFile();
writeFileSync(target, sdl);
console.log(`wrote ${path.relative(process.cwd(), target)}`);

const reference = path.join(repoRoot, SCHEMA_REFERENCE_FILE);
writeFileSync(reference, schemaReferenceFile(sdl));
console.log(`wrote ${path.relative(process.cwd(), reference)}`);
