// GraphQL over GET: yoga reads `variables` and `extensions` with a bare
// JSON.parse, so a malformed value throws a SyntaxError that reaches the
// client as a 200 "Unexpected error." (and is logged as one). The same
// request's POST body is a 400 "POST body sent invalid JSON."; this parser
// gives GET the same treatment: a 400 naming the parameter. It also reads
// `documentId`, the persisted operation's id as the web app sends it, which
// yoga's own GET parser drops (so a persisted GET worked only when its answer
// was already stored).

import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';

function jsonParameter(
  searchParams: URLSearchParams,
  name: 'variables' | 'extensions',
): Record<string, unknown> | undefined {
  const text = searchParams.get(name);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    throw createGraphQLError(`The "${name}" query parameter is not valid JSON.`, {
      extensions: {
        http: { spec: true, status: 400 },
        code: 'BAD_REQUEST',
        originalError: { name: (error as Error).name, message: (error as Error).message },
      },
    });
  }
}

/** yoga's GET request parser, with a 400 for malformed JSON parameters and the persisted `documentId`. */
export function parseGetParams(url: string): GraphQLParams & { documentId?: string } {
  const { searchParams } = new URL(url);
  return {
    documentId: searchParams.get('documentId') || undefined,
    operationName: searchParams.get('operationName') || undefined,
    query: searchParams.get('query') || undefined,
    variables: jsonParameter(searchParams, 'variables'),
    extensions: jsonParameter(searchParams, 'extensions'),
  };
}

export const useGetParams = (): Plugin => ({
  onRequestParse({ request, setRequestParser }) {
    if (request.method === 'GET') setRequestParser(() => parseGetParams(request.url));
  },
});
