import { useState } from 'react';
import { useQueryLoader, type PreloadedQuery } from 'react-relay/hooks';
import type { FetchPolicy, GraphQLTaggedNode, OperationType } from 'relay-runtime';

/**
 * A dialog that shows a record's details: the click that opens it also starts its query, so
 * the answer is on its way while the dialog renders (the route preload pattern for dialogs).
 */
export function useDialogQuery<Q extends OperationType, T>(query: GraphQLTaggedNode) {
  const [queryRef, load, dispose] = useQueryLoader<Q>(query);
  const [opened, setOpened] = useState<T | null>(null);
  return {
    /** What the dialog was opened for; null while it is closed. */
    opened,
    queryRef: (queryRef ?? null) as PreloadedQuery<Q> | null,
    /** Opens the dialog; with `variables`, its query starts now. */
    open(item: T, variables?: Q['variables'], fetchPolicy: FetchPolicy = 'store-or-network') {
      if (variables) load(variables, { fetchPolicy });
      setOpened(item);
    },
    close() {
      setOpened(null);
      dispose();
    },
  };
}
