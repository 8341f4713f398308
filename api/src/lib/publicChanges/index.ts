// What changed in the public data (menus, meals, prices, neighbourhoods,
// landing content), announced once the change's transaction has committed.
// Services publish; the public-answer cache (http/publicCache)
// subscribe and drop exactly the answers that showed those rows. Services
// never know which caches exist.
//
// Across replicas: on PostgreSQL every process LISTENs on one channel and a
// publish also NOTIFYs it, so every replica drops the same answers. A replica
// whose listening connection dropped may have missed notifications: when it
// is back it tells its subscribers (`missed`), which drop everything they
// keep; in between, the caches' own short TTL bounds the staleness. On
// embedded PGlite there is one process per database folder by construction,
// so announcements stay in-process.
//
// Customer sessions use the same fan-out (auth's session cache): a revocation
// is announced by a NOTIFY sent inside the transaction that deletes the rows
// (`announcement`), so the other replicas hear of it exactly when it commits.

import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Logger } from 'pino';

/** A changed row (`id`: its database id) or, without an id, every row of a type (a new one, a reorder). */
export interface ChangedEntity {
  typename: string;
  id?: number;
}

export type ChangeListener = (changed: readonly ChangedEntity[]) => Promise<void> | void;

export interface ChangeSubscriber {
  changed: ChangeListener;
  /** Changes may have been missed (the replica's listening connection was down): trust nothing kept. */
  missed?: () => void;
}

export interface PublicChanges {
  /**
   * Tells every subscriber, here and on the other replicas; a failing subscriber is logged and never fails the
   * change that already committed. `announced`: the other replicas were told by the change's own transaction
   * (`announcement`), so only this replica's subscribers are told here.
   */
  publish(changed: readonly ChangedEntity[], options?: { announced?: boolean }): Promise<void>;
  /**
   * The NOTIFY (`SELECT pg_notify(channel, payload)`) that tells the other replicas, for a change that must reach
   * them exactly when its transaction commits; null when announcements stay in-process (PGlite).
   */
  announcement(changed: readonly ChangedEntity[]): { channel: string; payload: string } | null;
  /** False while the listening connection is down (notifications may be getting lost); always true in-process. */
  isListening(): boolean;
  /** Returns the unsubscribe function. */
  subscribe(subscriber: ChangeSubscriber | ChangeListener): () => void;
  /** Stops listening (PostgreSQL). */
  close(): Promise<void>;
}

export interface PublicChangesOptions {
  /** PostgreSQL: announce to the other replicas through LISTEN/NOTIFY. Unset: in-process only. */
  databaseUrl?: string;
  channel?: string;
  /** First reconnect delay; doubles up to half a second. */
  reconnectMs?: number;
}

/** NOTIFY payloads are limited to 8000 bytes; beyond that, whole types are announced instead. */
const MAX_PAYLOAD_BYTES = 7900;

export function notificationPayload(origin: string, changed: readonly ChangedEntity[]): string {
  const payload = JSON.stringify({ origin, changed });
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES) return payload;
  const types = [...new Set(changed.map(({ typename }) => typename))].map((typename) => ({ typename }));
  return JSON.stringify({ origin, changed: types });
}

export async function createPublicChanges(
  logger: Pick<Logger, 'error' | 'warn' | 'info'>,
  options: PublicChangesOptions = {},
): Promise<PublicChanges> {
  const subscribers = new Set<ChangeSubscriber>();
  const origin = randomUUID();
  const channel = options.channel ?? 'mealbox_public_changes';

  const deliver = async (changed: readonly ChangedEntity[]) => {
    await Promise.all(
      [...subscribers].map(async (subscriber) => {
        try {
          await subscriber.changed(changed);
        } catch (error) {
          logger.error({ err: error, changed }, 'a cache could not drop changed public answers');
        }
      }),
    );
  };

  const listener = options.databaseUrl
    ? await listen(options.databaseUrl, channel, options.reconnectMs ?? 250, logger, {
        notified(payload) {
          try {
            const message = JSON.parse(payload) as { origin: string; changed: ChangedEntity[] };
            if (message.origin !== origin) void deliver(message.changed);
          } catch (error) {
            logger.warn({ err: error }, 'an unreadable public-change notification was ignored');
          }
        },
        reconnected() {
          for (const subscriber of subscribers) subscriber.missed?.();
        },
      })
    : null;

  return {
    async publish(changed, { announced = false } = {}) {
      if (changed.length === 0) return;
      await deliver(changed);
      if (!announced) await listener?.notify(notificationPayload(origin, changed));
    },
    announcement(changed) {
      return listener ? { channel, payload: notificationPayload(origin, changed) } : null;
    },
    isListening() {
      return listener ? listener.isListening() : true;
    },
    subscribe(subscriber) {
      const entry = typeof subscriber === 'function' ? { changed: subscriber } : subscriber;
      subscribers.add(entry);
      return () => subscribers.delete(entry);
    },
    async close() {
      await listener?.close();
    },
  };
}

interface Listener {
  notify(payload: string): Promise<void>;
  isListening(): boolean;
  close(): Promise<void>;
}

const MAX_RECONNECT_DELAY_MS = 500;

/** One dedicated connection that LISTENs, reconnecting (with back-off) whenever it drops. */
async function listen(
  url: string,
  channel: string,
  firstDelayMs: number,
  logger: Pick<Logger, 'error' | 'warn' | 'info'>,
  on: { notified(payload: string): void; reconnected(): void },
): Promise<Listener> {
  let client: pg.Client | null = null;
  let closed = false;
  let delay = firstDelayMs;
  let timer: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: `mealbox-changes:${channel}`.slice(0, 63) });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) on.notified(message.payload);
    });
    // A dropped connection ('error' then 'end', or just 'end'): listen again.
    next.on('error', (error) => logger.warn({ err: error }, 'public-change listener connection failed'));
    next.on('end', () => {
      if (client === next) client = null;
      if (!closed) schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
    } catch (error) {
      logger.error({ err: error }, 'could not listen for public changes; retrying');
      await next.end().catch(() => undefined);
      schedule();
      return;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    delay = firstDelayMs;
    if (isReconnect) {
      logger.info({ channel }, 'listening for public changes again; cached public answers dropped');
      on.reconnected();
    }
  };

  function schedule() {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect(true);
    }, delay);
    timer.unref();
    // At most half a second apart: once the database is back, a replica listens again (and drops what
    // it kept) within a second. Two connection attempts a second are no load on a database that is down.
    delay = Math.min(delay * 2, MAX_RECONNECT_DELAY_MS);
  }

  await connect(false);

  return {
    isListening: () => client !== null,
    async notify(payload) {
      if (!client) {
        logger.warn(
          'public change not announced to other replicas (no listener connection); they catch up within the cache TTL',
        );
        return;
      }
      try {
        // One statement at a time on the connection (pg deprecates queuing them).
        const sent = queue.then(() => client?.query('SELECT pg_notify($1, $2)', [channel, payload]));
        queue = sent.catch(() => undefined);
        await sent;
      } catch (error) {
        logger.warn(
          { err: error },
          'public change not announced to other replicas; they catch up within the cache TTL',
        );
      }
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}

export interface PublicRowsMemo<T> {
  /**
   * The rows kept under this key, or `read`'s (kept unless a change of the type was announced meanwhile).
   */
  get(key: string, read: () => Promise<T>): Promise<T>;
}

const rowsMemos = new WeakMap<PublicChanges, Map<string, PublicRowsMemo<object>>>();

/**
 * Public rows of one type kept in memory, for resolvers that read them inside a document the shared answer
 * store cannot keep (one with personal fields): dropped whenever a change of that type is announced or may
 * have been missed, and after `ttlMs` as the public answers are. One memo per fan-out and type, made on first
 * use; its callers key their reads apart.
 */
export function publicRowsMemo<T extends object>(
  changes: PublicChanges,
  options: { typename: string; ttlMs: number },
): PublicRowsMemo<T> {
  let byType = rowsMemos.get(changes);
  if (!byType) rowsMemos.set(changes, (byType = new Map()));
  let memo = byType.get(options.typename);
  if (!memo) byType.set(options.typename, (memo = memoizePublicRows(changes, options)));
  return memo as PublicRowsMemo<T>;
}

function memoizePublicRows<T extends object>(
  changes: PublicChanges,
  options: { typename: string; ttlMs: number },
): PublicRowsMemo<T> {
  const kept = new LRUCache<string, T>({ max: 20, ttl: options.ttlMs });
  let generation = 0;
  const drop = () => {
    generation += 1;
    kept.clear();
  };
  changes.subscribe({
    changed: (changed) => {
      if (changed.some(({ typename }) => typename === options.typename)) drop();
    },
    missed: drop,
  });
  return {
    async get(key, read) {
      const rows = kept.get(key);
      if (rows) return rows;
      const startedAt = generation;
      const fresh = await read();
      if (generation === startedAt) kept.set(key, fresh);
      return fresh;
    },
  };
}
