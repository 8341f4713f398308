// A throw-away PostgreSQL database per benchmark run, made by the same helper
// the API tests use (api/test/postgres.ts: TEST_POSTGRES_URL, default
// postgres://postgres@127.0.0.1:5432/postgres).
import { tsImport } from 'tsx/esm/api';

const { createTempDatabase, adminUrl } = await tsImport('../../api/test/postgres.ts', import.meta.url);

export async function createBenchDatabase(prefix) {
  const database = await createTempDatabase(prefix);
  if (!database) throw new Error(`PostgreSQL is not reachable at ${adminUrl} (set TEST_POSTGRES_URL)`);
  return database;
}
