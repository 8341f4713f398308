import type { TestProject } from 'vitest/node';
import { createTempDatabase } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A fresh PostgreSQL database for this run, or '' when none is reachable. */
    databaseUrl: string;
  }
}

/** One fresh PostgreSQL database per test run, dropped afterwards. */
export default async function setup(project: TestProject) {
  const database = process.env.TEST_DB === 'pglite' ? null : await createTempDatabase('mealbox_test');
  if (!database && process.env.TEST_DB !== 'pglite') {
    console.warn('PostgreSQL is not reachable: API tests run on embedded PGlite only.');
  }
  project.provide('databaseUrl', database?.url ?? '');
  return async () => {
    await database?.drop();
  };
}
