import { useCallback, useState } from 'react';
import { fetchQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

/**
 * Asks the server again for a preloaded panel's answer, for a change a mutation's payload
 * cannot describe (a meal hidden rather than deleted, counts that moved). The answer lands in
 * the store, so the panel reading `queryRef` re-renders in place, without suspending; the
 * second value says a refresh is under way.
 */
export function useRefresh<Q extends OperationType>(
  query: GraphQLTaggedNode,
  queryRef: PreloadedQuery<Q>,
): [refresh: () => void, isRefreshing: boolean] {
  const { environment, variables } = queryRef;
  const [isRefreshing, setRefreshing] = useState(false);
  const refresh = useCallback(() => {
    setRefreshing(true);
    const done = () => setRefreshing(false);
    fetchQuery<Q>(environment, query, variables, { fetchPolicy: 'network-only' }).subscribe({
      complete: done,
      error: done,
    });
  }, [environment, query, variables]);
  return [refresh, isRefreshing];
}
