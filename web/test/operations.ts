import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';

/** What an operation is answered with: its `data`, or an Error for a network failure. */
export type Answer = Record<string, unknown> | Error;

export interface SentOperation {
  name: string;
  variables: Record<string, unknown>;
}

/**
 * A mock Relay environment that answers each operation (query or mutation) with the answer
 * named after it, up to `count` operations, and records what was sent in order. An operation
 * without an answer fails, so a test notices a request it did not expect.
 */
export function answerByName(answers: Record<string, Answer>, count = 8) {
  const environment: MockEnvironment = createMockEnvironment();
  const sent: SentOperation[] = [];
  const resolve = (operation: OperationDescriptor) => {
    const name = operation.request.node.params.name;
    sent.push({ name, variables: operation.request.variables });
    const answer = answers[name];
    if (!answer) return new Error(`unexpected ${name}`);
    if (answer instanceof Error) return answer;
    // Shaped by the operation's own selection: a field the answer leaves out is filled from the
    // schema (MockPayloadGenerator), one it names that the operation does not select is dropped.
    const root = () => answer;
    return MockPayloadGenerator.generate(operation, { Query: root, Mutation: root });
  };
  for (let i = 0; i < count; i += 1) environment.mock.queueOperationResolver((operation) => resolve(operation));
  /** What was sent apart from the screen's own query. */
  const sentExcept = (query: string) => sent.filter((operation) => operation.name !== query);
  return { environment, sent, sentExcept };
}

/**
 * A mock Relay environment that answers every operation from the schema's types: relay-test-utils'
 * MockPayloadGenerator fills each field the operation selects, and `resolvers` (keyed by GraphQL
 * type name, e.g. `Pricing`, `Week`) give the values a test cares about. Keyed by type, never by
 * query name, so a screen's query can be renamed or split into fragments without touching the test.
 */
export function answerFromSchema(resolvers: MockResolvers, count = 8): MockEnvironment {
  const environment: MockEnvironment = createMockEnvironment();
  for (let i = 0; i < count; i += 1) {
    environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, resolvers));
  }
  return environment;
}
