// What changed in the public data (menus, meals, prices, neighbourhoods,
// landing content), announced once the change's transaction has committed.
// Services publish; the caches of public answers (GraphQL's response cache,
// REST's) subscribe and drop exactly the answers that showed those rows.
// Services never know which caches exist, and a cache added later (another
// replica's, through the database) is one more subscriber.

import type { Logger } from 'pino';

/** A changed row (`id`: its database id) or, without an id, every row of a type (a new one, a reorder). */
export interface ChangedEntity {
  typename: string;
  id?: number;
}

export type ChangeListener = (changed: readonly ChangedEntity[]) => Promise<void> | void;

export interface PublicChanges {
  /** Tells every subscriber; a failing subscriber is logged and never fails the change that already committed. */
  publish(changed: readonly ChangedEntity[]): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: ChangeListener): () => void;
}

export function createPublicChanges(logger: Pick<Logger, 'error'>): PublicChanges {
  const listeners = new Set<ChangeListener>();
  return {
    async publish(changed) {
      if (changed.length === 0) return;
      await Promise.all(
        [...listeners].map(async (listener) => {
          try {
            await listener(changed);
          } catch (error) {
            logger.error({ err: error, changed }, 'a cache could not drop changed public answers');
          }
        }),
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
