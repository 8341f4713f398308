// Customer sessions kept in memory for a few seconds, so a signed-in read
// costs no database round trip for its session. Admin sessions are not kept:
// an admin's role or account must change at once everywhere, and admins are
// few.
//
// Revocation is exact on the replica that ends sessions (it evicts once the
// change committed) and reaches the others through the public-changes
// fan-out: the NOTIFY is sent by the ending transaction itself, so they hear
// of it when it commits. A replica whose listening connection is down keeps
// nothing (every lookup reads the database) and drops everything once it
// listens again; SESSION_CACHE_TTL_MS bounds what a replica whose connection
// died unnoticed could still honour.
import { LRUCache } from 'lru-cache';
import type { ChangedEntity, PublicChanges } from '../../lib/publicChanges/index.ts';

/** The announcement "sessions of customer `id` ended" (no id: any customer's). */
export const CUSTOMER_SESSIONS = 'CustomerSessions';

/** What a lookup needs from a `CustomerSession` row. */
export interface CachedSession {
  id: number;
  customerId: number;
  lastSeenAt: Date;
  expiresAt: Date;
}

export interface SessionCache {
  /**
   * The session of this token hash, from memory or from `read`; a row read while sessions were being ended
   * here is answered but not kept (it may be the ended one).
   */
  load(tokenHash: string, read: () => Promise<CachedSession | null>): Promise<CachedSession | null>;
  /** Forgets one token's session (before re-reading it). */
  forget(tokenHash: string): void;
  readonly size: number;
}

export interface SessionCacheOptions {
  /** 0: nothing is kept. */
  ttlMs: number;
  max: number;
}

/** The customers whose sessions ended, or 'all'; undefined when the change is about something else. */
function endedSessions(changed: readonly ChangedEntity[]): Set<number> | 'all' | undefined {
  let ids: Set<number> | undefined;
  for (const { typename, id } of changed) {
    if (typename !== CUSTOMER_SESSIONS) continue;
    if (id === undefined) return 'all';
    (ids ??= new Set()).add(id);
  }
  return ids;
}

export function createSessionCache(changes: PublicChanges, options: SessionCacheOptions): SessionCache {
  const entries = new LRUCache<string, CachedSession>({ max: Math.max(1, options.max), ttl: options.ttlMs || 1 });
  // Bumped whenever sessions end here: a read that started before may hold an ended row.
  let generation = 0;
  const drop = (ended: Set<number> | 'all') => {
    generation += 1;
    if (ended === 'all') return entries.clear();
    const gone = [...entries.entries()].filter(([, session]) => ended.has(session.customerId));
    for (const [tokenHash] of gone) entries.delete(tokenHash);
  };
  changes.subscribe({
    changed(changed) {
      const ended = endedSessions(changed);
      if (ended) drop(ended);
    },
    // Endings may have been missed while the connection was down.
    missed: () => drop('all'),
  });
  const keeping = () => options.ttlMs > 0 && changes.isListening();

  return {
    async load(tokenHash, read) {
      if (!keeping()) return read();
      const kept = entries.get(tokenHash);
      if (kept) return kept;
      const startedAt = generation;
      const session = await read();
      // Unknown tokens are not kept: anyone can send those.
      if (session && generation === startedAt && keeping()) entries.set(tokenHash, session);
      return session;
    },
    forget(tokenHash) {
      entries.delete(tokenHash);
    },
    get size() {
      return entries.size;
    },
  };
}
