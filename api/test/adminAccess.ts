// Checks that a back-office entry point refuses everyone but admins (or super admins).
import { expect } from 'vitest';
import { createCustomer, createSignedInAdmin } from './factories.ts';
import type { TestServer } from './harness.ts';

export interface RestCall {
  method: string;
  path: string;
  body?: unknown;
}

export interface GraphQLCall {
  document: string;
  variables?: Record<string, unknown>;
  /** The root field the document reads or runs. */
  field: string;
}

/** The tokens that must be refused: a customer's, none, and (for super-admin work) a plain admin's. */
export async function outsiders(server: TestServer, { superAdminOnly = false } = {}) {
  const { token: customerToken } = await createCustomer(server.app);
  const tokens: { who: string; token?: string; status: number }[] = [
    { who: 'customer', token: customerToken, status: 401 },
    { who: 'nobody', status: 401 },
  ];
  if (superAdminOnly) {
    const { token } = await createSignedInAdmin(server.app, 'admin');
    tokens.push({ who: 'plain admin', token, status: 403 });
  }
  return tokens;
}

/** Every REST call answers 401 (403 for a plain admin on super-admin work) and changes nothing. */
export async function expectRestRefused(server: TestServer, calls: RestCall[], options?: { superAdminOnly?: boolean }) {
  for (const { who, token, status } of await outsiders(server, options)) {
    for (const call of calls) {
      const answer = await server.rest(call.method, call.path, call.body, token ? { token } : {});
      expect(answer.status, `${who}: ${call.method} ${call.path}`).toBe(status);
      expect(answer.body?.message, `${who}: ${call.method} ${call.path}`).toBeTruthy();
    }
  }
}

/** Every GraphQL call is refused by the schema's auth scope: no data, "Not authorized". */
export async function expectGraphQLRefused(
  server: TestServer,
  calls: GraphQLCall[],
  options?: { superAdminOnly?: boolean },
) {
  for (const { who, token } of await outsiders(server, options)) {
    for (const call of calls) {
      const { data, errors } = await server.gql(call.document, call.variables, token ? { token } : {});
      expect(data?.[call.field] ?? null, `${who}: ${call.field}`).toBeNull();
      expect(errors?.[0]?.message, `${who}: ${call.field}`).toMatch(/not authorized/i);
    }
  }
}
