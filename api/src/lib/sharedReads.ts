// Reads of a value kept in memory that requests miss together (every
// connection, the moment its TTL ends) share one read instead of each sending
// its own: without this, a memo's expiry sent one statement per request in
// flight at once, and those requests waited on all of them (the tail latency
// of every read behind a memo). A read is shared only within one generation of
// what it reads: once the kept values were dropped (a change was announced),
// later callers start a read of their own, never join one that began before.

export interface SharedReads<K, V> {
  /** `read`'s result, or that of the read of `key` under way in the same generation. */
  run(key: K, generation: number, read: () => Promise<V>): Promise<V>;
}

export function createSharedReads<K, V>(): SharedReads<K, V> {
  const underway = new Map<K, { generation: number; result: Promise<V> }>();
  return {
    run(key, generation, read) {
      const running = underway.get(key);
      if (running && running.generation === generation) return running.result;
      const result = read().finally(() => {
        if (underway.get(key)?.result === result) underway.delete(key);
      });
      underway.set(key, { generation, result });
      return result;
    },
  };
}
