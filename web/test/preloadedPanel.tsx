import { waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, IEnvironment, OperationType } from 'relay-runtime';
import type { MockEnvironment } from 'relay-test-utils';
import { expect } from 'vitest';

/**
 * For unit tests: a preloaded panel as the dashboard renders it, its query started in
 * `environment` before the panel renders, so the test answers it like the dashboard's request.
 */
export function preloadedPanel<Q extends OperationType>(
  environment: IEnvironment,
  query: GraphQLTaggedNode,
  Panel: ComponentType<{ queryRef: PreloadedQuery<Q> }>,
  variables: Q['variables'] = {},
) {
  return <Panel queryRef={loadQuery<Q>(environment, query, variables)} />;
}

/**
 * For unit tests: answers the query named `name` once it is pending. A query started with
 * `loadQuery` reaches the mock network before the mock knows its operation, so the answers
 * queued by `answerByName` pass it by; the mutations after it still take those.
 */
export async function answerQuery(environment: MockEnvironment, name: string, data: Record<string, unknown>) {
  const pending = () =>
    environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === name);
  await waitFor(() => expect(pending()).toBeTruthy());
  environment.mock.resolve(pending()!, { data });
}
