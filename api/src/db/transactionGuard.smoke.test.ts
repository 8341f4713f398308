import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { RootClientInTransactionError } from './transactionGuard.ts';

// On both databases (this file runs in the `api` and `api-pglite` projects): a query through the
// root client inside an interactive transaction fails at once, naming the call, instead of
// waiting for the transaction's timeout (PGlite) or reading outside it (PostgreSQL).
describe(`the root client inside a transaction (${process.env.TEST_DB === 'pglite' ? 'PGlite' : 'PostgreSQL'})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a model call at once and names it', async () => {
    const { prisma } = server.app;
    const started = performance.now();
    const attempt = prisma.$transaction(async (tx) => {
      await tx.meal.count();
      return prisma.pricingConfig.findMany();
    });
    await expect(attempt).rejects.toThrow(RootClientInTransactionError);
    await expect(attempt).rejects.toThrow(/^prisma\.pricingConfig\.findMany went through the root Prisma client/);
    // Far below the transaction's 5 s timeout, which is what the mistake cost before.
    expect(performance.now() - started).toBeLessThan(4_000);
  });

  it('refuses raw queries and a nested transaction on the root client', async () => {
    const { prisma } = server.app;
    await expect(prisma.$transaction(async () => prisma.$queryRaw`SELECT 1`)).rejects.toThrow(/prisma\.\$queryRaw/);
    await expect(prisma.$transaction(async () => prisma.$executeRawUnsafe('SELECT 1'))).rejects.toThrow(
      /prisma\.\$executeRawUnsafe/,
    );
    await expect(prisma.$transaction(async () => prisma.$transaction(async (tx) => tx.meal.count()))).rejects.toThrow(
      /prisma\.\$transaction/,
    );
  });

  it('changes nothing that the transaction wrote when it is refused', async () => {
    const { prisma } = server.app;
    const before = await prisma.neighborhood.count();
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.neighborhood.create({ data: { name: `Guarded ${Date.now()}`, city: 'Cairo', isServiced: false } });
        await prisma.neighborhood.count();
      }),
    ).rejects.toThrow(RootClientInTransactionError);
    expect(await prisma.neighborhood.count()).toBe(before);
  });

  it('lets the transaction client, other requests and work after the commit through', async () => {
    const { prisma } = server.app;
    let afterCommit: Promise<number> | undefined;
    let release!: () => void;
    const committed = new Promise<void>((resolve) => (release = resolve));
    const [inside, outside] = await Promise.all([
      prisma.$transaction(async (tx) => {
        // Started inside, run once the transaction has settled: allowed.
        afterCommit = committed.then(() => prisma.meal.count());
        return tx.meal.count();
      }),
      prisma.meal.count(),
    ]);
    release();
    expect(inside).toBe(outside);
    await expect(afterCommit).resolves.toBe(outside);
    // Batch transactions are not interactive: their queries are the root client's by design.
    await expect(prisma.$transaction([prisma.meal.count(), prisma.week.count()])).resolves.toHaveLength(2);
  });
});
