import type { ReactNode } from 'react';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { OperationType, PreloadableConcreteRequest } from 'relay-runtime';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { useRouteQuery } from './useRouteQuery.ts';

/**
 * Starts `query` as this renders, then renders `children` with its reference: a screen, tab or
 * sub-view whose code and data then download side by side (the route preload pattern). It shows
 * what the store holds and asks the network again (the back office: another admin may have
 * changed the rows; the account: the customer may have changed something on another page).
 */
export function RouteQuery<Q extends OperationType>({
  query,
  variables,
  label,
  children,
}: {
  /** The query's `$parameters` artifact. */
  query: PreloadableConcreteRequest<Q>;
  variables: Q['variables'];
  /** What the spinner says until the reference exists. */
  label?: string;
  children: (queryRef: PreloadedQuery<Q>) => ReactNode;
}) {
  const queryRef = useRouteQuery(query, variables, 'store-and-network');
  if (!queryRef) return <PageSpinner label={label} />;
  return children(queryRef);
}
