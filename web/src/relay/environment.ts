import {
  Environment,
  Network,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type RequestParameters,
  type UploadableMap,
  type Variables,
} from 'relay-runtime';
import { localeOfPath } from '../i18n/index.ts';
import { prerenderedRecords } from '../ssr/prerenderedRecords.ts';

export const GRAPHQL_ENDPOINT = '/graphql';

export interface GraphQLErrorEntry {
  message: string;
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

/** The server answered, but with GraphQL `errors` (or a non-GraphQL HTTP failure). */
export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';

  constructor(
    readonly operationName: string,
    readonly errors: readonly GraphQLErrorEntry[],
    readonly status: number,
  ) {
    super(errors.map((error) => error.message).join('\n') || `${status}: request failed`);
  }
}

function isErrorList(value: unknown): value is GraphQLErrorEntry[] {
  return Array.isArray(value) && value.length > 0;
}

/**
 * Sends a persisted operation: the body carries the operation's id (its SHA-256, written by
 * relay-compiler into web/persisted-queries.json), never the document text, so the server
 * only runs operations this app was built with.
 */
/**
 * A request with files, in the GraphQL multipart request spec: `operations` (the persisted id
 * and the variables, each file's place null), `map` (file → its variable path) and the files.
 * `uploadables` are keyed by their path inside the variables, e.g. `input.paymentProof`. The
 * CSRF header is the one yoga asks of every multipart post.
 */
function multipartRequest(id: string, variables: Variables, uploadables: UploadableMap) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ documentId: id, variables }));
  const entries = Object.entries(uploadables);
  form.set('map', JSON.stringify(Object.fromEntries(entries.map(([path], i) => [String(i), [`variables.${path}`]]))));
  entries.forEach(([, file], i) => form.set(String(i), file));
  return { headers: { 'x-graphql-yoga-csrf': '1' }, body: form };
}

/** The page's language (English where there is no page, as in tests without a window). */
const pageLanguage = () => (typeof window === 'undefined' ? 'en' : localeOfPath(window.location.pathname));

/** Waits before a query is asked again while the server cannot reach its database. */
export const UNAVAILABLE_RETRY_DELAYS_MS = [1_000, 3_000, 6_000];

/** The server could not reach its database (a 503, or the API's UnavailableError): worth asking again. */
const isUnavailable = (error: unknown) =>
  error instanceof GraphQLRequestError &&
  (error.status === 503 || error.errors.some((entry) => entry.extensions?.code === 'UnavailableError'));

/**
 * The app's fetch function: persisted operations (see `send`). An operation the server could not
 * answer for an outage is sent again a few times before its error (the server's "We're having
 * trouble reaching our kitchen…") reaches the screen. A mutation carries an Idempotency-Key, the
 * same on each try, so a retry never does the write twice.
 */
export function createFetchFunction(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  { retryDelaysMs = UNAVAILABLE_RETRY_DELAYS_MS } = {},
): FetchFunction {
  const send = sendPersisted(fetchImpl);
  return async (params, variables, _cacheConfig, uploadables) => {
    const key = params.operationKind === 'mutation' ? crypto.randomUUID() : null;
    for (const delay of retryDelaysMs) {
      try {
        return await send(params, variables, uploadables, key);
      } catch (error) {
        if (!isUnavailable(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
    return send(params, variables, uploadables, key);
  };
}

function sendPersisted(fetchImpl: typeof fetch) {
  return async (
    params: RequestParameters,
    variables: Variables,
    uploadables: UploadableMap | null | undefined,
    idempotencyKey: string | null,
  ): Promise<GraphQLResponse> => {
    if (params.id == null) {
      throw new Error(`Operation ${params.name} has no persisted id; run \`npm run relay -w web\`.`);
    }
    const request = uploadables
      ? multipartRequest(params.id, variables, uploadables)
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ documentId: params.id, variables }) };
    const response = await fetchImpl(GRAPHQL_ENDPOINT, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/graphql-response+json, application/json',
        // Content (meals, FAQs…) comes in the page's language; a page's language never changes
        // without a new page load (the language switch loads the other address).
        'Accept-Language': pageLanguage(),
        ...request.headers,
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body: request.body,
    });

    const contentType = response.headers.get('content-type') ?? '';
    if (!contentType.includes('json')) {
      const text = await response.text().catch(() => '');
      throw new GraphQLRequestError(
        params.name,
        [{ message: `${response.status}: ${text || response.statusText}` }],
        response.status,
      );
    }
    const body = (await response.json()) as { data?: unknown; errors?: unknown };
    // Expected failures are typed results in the schema; anything in `errors` is a bug, a
    // denied request or an outage, and Relay should not render partial data for it.
    if (isErrorList(body.errors)) {
      throw new GraphQLRequestError(params.name, body.errors, response.status);
    }
    if (!response.ok) {
      throw new GraphQLRequestError(
        params.name,
        [{ message: `${response.status}: ${response.statusText}` }],
        response.status,
      );
    }
    return body as GraphQLResponse;
  };
}

/**
 * `records`: a store to start from, e.g. the records a prerendered page was rendered with
 * (ssr/), so hydration reads exactly what the server read.
 */
export function createRelayEnvironment(
  fetchFunction: FetchFunction = createFetchFunction(),
  records?: ConstructorParameters<typeof RecordSource>[0],
): Environment {
  return new Environment({
    network: Network.create(fetchFunction),
    // Keep the last few released queries so going back to a screen renders at once.
    store: new Store(new RecordSource(records), { gcReleaseBufferSize: 10 }),
  });
}

/**
 * The app's environment. On a prerendered page it starts with the records the server rendered
 * it with (ssr/prerenderedRecords.ts), so hydration needs no request.
 */
export const environment = createRelayEnvironment(undefined, prerenderedRecords());
