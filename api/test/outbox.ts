// Which transaction wrote an outbox row. A trigger records the transaction id of every
// Notification row as it is inserted (`txid_current()`; its status updates later change the
// row's own xmin, so the row cannot tell); the emitting row's last writer is its `xmin`. Equal
// ids prove the notification committed with the change, on PostgreSQL and on PGlite alike.
// Failing the insert of chosen event keys shows the other half: the change rolls back with it.

import type { AppContext } from '../src/app.ts';

const statements = [
  `CREATE TABLE IF NOT EXISTS test_outbox_writes ("eventKey" text NOT NULL, channel text NOT NULL, txid bigint NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS test_outbox_refusals ("keyPattern" text NOT NULL)`,
  `CREATE OR REPLACE FUNCTION test_outbox_write() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF EXISTS (SELECT 1 FROM test_outbox_refusals WHERE NEW."eventKey" LIKE "keyPattern") THEN
       RAISE EXCEPTION 'test: the outbox refuses %', NEW."eventKey";
     END IF;
     -- xmin is the 32-bit part of the transaction id.
     INSERT INTO test_outbox_writes VALUES (NEW."eventKey", NEW.channel::text, txid_current() % 4294967296);
     RETURN NEW;
   END $$`,
  `DROP TRIGGER IF EXISTS test_outbox_write ON "Notification"`,
  `CREATE TRIGGER test_outbox_write BEFORE INSERT ON "Notification" FOR EACH ROW EXECUTE FUNCTION test_outbox_write()`,
];

/** Starts recording the transaction of every outbox row written from now on. */
export async function recordOutboxWrites(app: AppContext): Promise<void> {
  for (const statement of statements) await app.prisma.$executeRawUnsafe(statement);
}

/** The transactions that wrote the outbox rows of `eventKey` (one per channel written). */
export async function outboxWritersOf(app: AppContext, eventKey: string): Promise<string[]> {
  const rows = await app.prisma.$queryRaw<{ txid: string }[]>`
    SELECT txid::text FROM test_outbox_writes WHERE "eventKey" = ${eventKey} ORDER BY channel`;
  return rows.map((row) => row.txid);
}

/** The transaction that last wrote a row of `table` (its xmin). */
export async function lastWriterOf(app: AppContext, table: 'Order' | 'Payment', id: number): Promise<string> {
  const rows = await app.prisma.$queryRawUnsafe<{ txid: string }[]>(
    `SELECT xmin::text AS txid FROM "${table}" WHERE id = $1`,
    id,
  );
  if (!rows[0]) throw new Error(`no ${table} ${id}`);
  return rows[0].txid;
}

/** Makes every outbox insert of a key LIKE `pattern` fail (raising in its transaction) until `allowOutbox`. */
export async function refuseOutbox(app: AppContext, pattern: string): Promise<void> {
  await app.prisma.$executeRaw`INSERT INTO test_outbox_refusals VALUES (${pattern})`;
}

export async function allowOutbox(app: AppContext): Promise<void> {
  await app.prisma.$executeRaw`DELETE FROM test_outbox_refusals`;
}
