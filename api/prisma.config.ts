import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'prisma/config';

// The CLI insists on a native schema engine it cannot download here; `generate`
// never runs it, so any existing file satisfies the check. Migrations go
// through the WebAssembly engine instead (src/db/migrations.ts).
if (!process.env.PRISMA_SCHEMA_ENGINE_BINARY || !existsSync(process.env.PRISMA_SCHEMA_ENGINE_BINARY)) {
  process.env.PRISMA_SCHEMA_ENGINE_BINARY = fileURLToPath(import.meta.url);
}

export default defineConfig({
  schema: 'prisma/schema.prisma',
});
