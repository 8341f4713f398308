import { PrismaPg } from '@prisma/adapter-pg';
import type { AppContext } from '../src/app.ts';
import { PrismaClient } from '../src/generated/prisma/client.ts';

export interface SqlRecorder {
  /** Every SQL statement Prisma sent since the last `reset()`, in order. */
  readonly statements: string[];
  reset(): void;
  /**
   * The statements of `read`'s second run: the first warms what a read may do once (a session's
   * touch, a plan made the first time), so what is left is what every such read costs.
   */
  statementsOf(read: () => Promise<unknown>): Promise<string[]>;
  /** Puts the app's own client back and closes the recording one. */
  restore(): Promise<void>;
}

/**
 * Records the SQL statements the app sends to PostgreSQL (Prisma's query events: one per
 * statement, whatever Prisma call made it), by swapping `app.prisma` for a client on the
 * same database that logs them, until `restore()`. A Prisma call with `include` sends one
 * statement per relation level: this counts what reaches the database, not the calls.
 */
export function recordSqlStatements(app: AppContext, databaseUrl: string): SqlRecorder {
  const original = app.prisma;
  const statements: string[] = [];
  const client = new PrismaClient({
    adapter: new PrismaPg({ connectionString: databaseUrl }),
    log: [{ emit: 'event', level: 'query' }],
  });
  client.$on('query', (event) => statements.push(event.query));
  app.prisma = client;
  const reset = () => void (statements.length = 0);
  return {
    statements,
    reset,
    async statementsOf(read) {
      await read();
      reset();
      await read();
      return [...statements];
    },
    async restore() {
      app.prisma = original;
      await client.$disconnect();
    },
  };
}
