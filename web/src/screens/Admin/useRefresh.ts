import { useCallback, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

/**
 * Asks the server again for a query's answer (a preloaded panel's, or a fragment's refetch
 * query), for a change a mutation's payload cannot describe (a meal hidden rather than deleted,
 * counts or an order that moved). The answer lands in the store, so whatever reads it
 * re-renders in place, without suspending; the second value says a refresh is under way.
 */
export function useRefresh<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: Q['variables'] = {},
): [refresh: () => void, isRefreshing: boolean] {
  const environment = useRelayEnvironment();
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
