import { useEffect, useMemo } from 'react';
import { useQueryLoader, type PreloadedQuery } from 'react-relay/hooks';
import type { OperationType, PreloadableConcreteRequest } from 'relay-runtime';

/**
 * Starts a route's query as soon as the route renders, before its code-split screen has
 * downloaded ("render as you fetch").
 *
 * It takes the query's `$parameters` artifact (generated for queries marked
 * `@preloadable`): a few bytes holding the persisted id, so the route table in the entry
 * bundle does not pull in the query's full AST. The full artifact arrives with the screen's
 * chunk, registers itself, and `usePreloadedQuery` in the screen reads the result.
 *
 * The query is loaded again when `variables` change (compared by value) and disposed when
 * the route unmounts.
 */
export function useRouteQuery<TQuery extends OperationType>(
  request: PreloadableConcreteRequest<TQuery>,
  variables: TQuery['variables'],
): PreloadedQuery<TQuery> | null {
  const [queryRef, loadQuery, disposeQuery] = useQueryLoader<TQuery>(request);
  const variablesKey = JSON.stringify(variables);
  // The parsed copy changes only when the value does, so the effect below runs per change.
  const stableVariables = useMemo(() => JSON.parse(variablesKey) as TQuery['variables'], [variablesKey]);

  useEffect(() => {
    loadQuery(stableVariables, { fetchPolicy: 'store-or-network' });
    return disposeQuery;
  }, [loadQuery, disposeQuery, stableVariables]);

  return queryRef ?? null;
}
