import type { RequestParameters } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { createFetchFunction, GraphQLRequestError } from './environment.ts';

const params = {
  id: 'abc123',
  name: 'MealsScreenQuery',
  operationKind: 'query',
  text: null,
  metadata: {},
  cacheID: 'abc123',
} as unknown as RequestParameters;

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function run(response: Response) {
  const fetchImpl = vi.fn(async (..._args: Parameters<typeof fetch>) => response);
  const fetchFunction = createFetchFunction(fetchImpl);
  const result = fetchFunction(params, { search: 'lentil' }, {}, null);
  return { fetchImpl, result: Promise.resolve(result as Promise<unknown>) };
}

describe('the Relay fetch function', () => {
  it('POSTs the persisted document id and variables to /graphql with same-origin credentials', async () => {
    const { fetchImpl, result } = await run(jsonResponse({ data: { meals: null } }));
    await expect(result).resolves.toEqual({ data: { meals: null } });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(String(init!.body))).toEqual({ documentId: 'abc123', variables: { search: 'lentil' } });
  });

  it("asks for content in the page's language: Arabic under /ar, else English", async () => {
    const sentLanguage = async (path: string) => {
      window.history.replaceState(null, '', path);
      const { fetchImpl, result } = await run(jsonResponse({ data: { meals: null } }));
      await result;
      return (fetchImpl.mock.calls[0]![1]!.headers as Record<string, string>)['Accept-Language'];
    };
    try {
      expect(await sentLanguage('/ar/meals')).toBe('ar');
      expect(await sentLanguage('/ar')).toBe('ar');
      expect(await sentLanguage('/meals')).toBe('en');
      expect(await sentLanguage('/arabic-food')).toBe('en');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('sends files as a GraphQL multipart request with the CSRF header yoga asks for', async () => {
    const fetchImpl = vi.fn(async (..._args: Parameters<typeof fetch>) => jsonResponse({ data: {} }));
    const file = new File(['png bytes'], 'transfer.png', { type: 'image/png' });
    await createFetchFunction(fetchImpl)(params, { input: { paymentProof: null } }, {}, { 'input.paymentProof': file });
    const [, init] = fetchImpl.mock.calls[0]!;
    expect(init!.headers).toMatchObject({ 'x-graphql-yoga-csrf': '1' });
    const form = init!.body as FormData;
    expect(JSON.parse(String(form.get('operations')))).toEqual({
      documentId: 'abc123',
      variables: { input: { paymentProof: null } },
    });
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.input.paymentProof'] });
    expect((form.get('0') as File).name).toBe('transfer.png');
  });

  it('throws when the response has a GraphQL errors array', async () => {
    const { result } = await run(jsonResponse({ data: null, errors: [{ message: 'Unexpected error.' }] }));
    await expect(result).rejects.toBeInstanceOf(GraphQLRequestError);
    await expect(result).rejects.toThrow('Unexpected error.');
  });

  it('throws on a non-JSON failure such as a proxy error page', async () => {
    const { result } = await run(
      new Response('Bad Gateway', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    await expect(result).rejects.toThrow('502: Bad Gateway');
  });

  it('refuses an operation without a persisted id', async () => {
    const fetchImpl = vi.fn();
    const fetchFunction = createFetchFunction(fetchImpl);
    const result = fetchFunction({ ...params, id: null } as RequestParameters, {}, {}, null) as Promise<unknown>;
    await expect(result).rejects.toThrow(/persisted id/);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('while the server cannot reach its database', () => {
  const unavailable = () =>
    jsonResponse({
      errors: [
        {
          message: "We're having trouble reaching our kitchen, try again in a minute.",
          extensions: { code: 'UnavailableError' },
        },
      ],
    });

  it('asks for a query again, and renders the answer once there is one', async () => {
    const answers = [unavailable(), unavailable(), jsonResponse({ data: { meals: null } })];
    const fetchImpl = vi.fn(async (..._args: Parameters<typeof fetch>) => answers.shift()!);
    const fetchFunction = createFetchFunction(fetchImpl, { retryDelaysMs: [0, 0, 0] });
    await expect(Promise.resolve(fetchFunction(params, {}, {}, null) as Promise<unknown>)).resolves.toEqual({
      data: { meals: null },
    });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('gives up after its retries with the server’s words', async () => {
    const fetchImpl = vi.fn(async (..._args: Parameters<typeof fetch>) => unavailable());
    const fetchFunction = createFetchFunction(fetchImpl, { retryDelaysMs: [0, 0] });
    await expect(Promise.resolve(fetchFunction(params, {}, {}, null) as Promise<unknown>)).rejects.toThrow(
      "We're having trouble reaching our kitchen, try again in a minute.",
    );
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    const headers = fetchImpl.mock.calls.map(([, init]) => init!.headers as Record<string, string>);
    expect(headers.every((sent) => !('Idempotency-Key' in sent))).toBe(true);
  });

  it('sends a mutation again with the same Idempotency-Key, so the write happens once', async () => {
    const answers = [unavailable(), jsonResponse({ data: { orderCreate: null } })];
    const fetchImpl = vi.fn(async (..._args: Parameters<typeof fetch>) => answers.shift()!);
    const mutation = { ...params, operationKind: 'mutation' } as RequestParameters;
    const fetchFunction = createFetchFunction(fetchImpl, { retryDelaysMs: [0, 0] });
    await expect(Promise.resolve(fetchFunction(mutation, {}, {}, null) as Promise<unknown>)).resolves.toEqual({
      data: { orderCreate: null },
    });
    const keys = fetchImpl.mock.calls.map(([, init]) => (init!.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
