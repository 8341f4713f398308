import { useEffect, useMemo, useState } from 'react';
import { loadQuery, useQueryLoader, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import {
  createOperationDescriptor,
  PreloadableQueryRegistry,
  type IEnvironment,
  type OperationType,
  type PreloadableConcreteRequest,
} from 'relay-runtime';

/**
 * Starts a route's query as soon as the route renders, before its code-split screen has
 * downloaded ("render as you fetch").
 *
 * It takes the query's `$parameters` artifact (generated for queries marked
 * `@preloadable`): a few bytes holding the persisted id, so the route table in the entry
 * bundle does not pull in the query's full AST. The full artifact arrives with the screen's
 * chunk, registers itself, and `usePreloadedQuery` in the screen reads the result.
 *
 * When the store already holds the whole answer (a prerendered page: the server's records
 * are in the store and the screen's code was loaded before hydrating), the first render
 * already has a query reference, so the screen renders at once, on the server and during
 * hydration alike, instead of a spinner.
 *
 * The query is loaded again when `variables` change (compared by value) and disposed when
 * the route unmounts.
 */
export function useRouteQuery<TQuery extends OperationType>(
  request: PreloadableConcreteRequest<TQuery>,
  variables: TQuery['variables'],
  /**
   * The back office asks the network each time (another admin may have changed the rows);
   * 'network-only' never shows what the store holds (checkout's order must be the server's now).
   */
  fetchPolicy: 'store-or-network' | 'store-and-network' | 'network-only' = 'store-or-network',
): PreloadedQuery<TQuery> | null {
  const environment = useRelayEnvironment();
  const [initialRef] = useState(() =>
    fetchPolicy === 'network-only' ? null : queryFromStore(environment, request, variables),
  );
  const [queryRef, loadQuery, disposeQuery] = useQueryLoader<TQuery>(request, initialRef);
  const variablesKey = JSON.stringify(variables);
  // The parsed copy changes only when the value does, so the effect below runs per change.
  const stableVariables = useMemo(() => JSON.parse(variablesKey) as TQuery['variables'], [variablesKey]);

  useEffect(() => {
    loadQuery(stableVariables, { fetchPolicy });
    return disposeQuery;
  }, [loadQuery, disposeQuery, stableVariables, fetchPolicy]);
  // The effect above replaced it with a reference of its own; this one only served the first render.
  useEffect(() => () => initialRef?.dispose(), [initialRef]);

  return queryRef ?? null;
}

/** A reference read from the store alone, when the query's code is loaded and its data all there. */
function queryFromStore<TQuery extends OperationType>(
  environment: IEnvironment,
  request: PreloadableConcreteRequest<TQuery>,
  variables: TQuery['variables'],
): PreloadedQuery<TQuery> | null {
  const id = request.params.id ?? request.params.cacheID;
  const query = PreloadableQueryRegistry.get(id);
  if (!query) return null;
  const operation = createOperationDescriptor(query, variables);
  if (environment.check(operation).status !== 'available') return null;
  return loadQuery<TQuery>(environment, request, variables, { fetchPolicy: 'store-only' });
}
