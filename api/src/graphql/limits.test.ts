import { getIntrospectionQuery, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { adminWithToken, customerWithToken } from '../../test/uploads.ts';
import { webOperations } from '../../test/webOperations.ts';
import { LIMITS, limitValidationRules } from './limits.ts';
import { schema } from './schema.ts';

const aliases = (count: number, field: string) => Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ');

/** The limits a document meets or breaks, as the server applies them (tokens at parse, the rest at validation). */
function limitErrors(document: string): string[] {
  try {
    return validate(schema, parse(document, { maxTokens: LIMITS.tokens }), limitValidationRules()).map(
      (e) => e.message,
    );
  } catch (error) {
    return [(error as Error).message];
  }
}

describe('document limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const refused = async (query: string, variables?: Record<string, unknown>) => {
    const answer = await server.gql(query, variables);
    expect(answer.data ?? null).toBeNull();
    return answer.errors?.[0]?.message ?? '';
  };

  it('refuses 1,000 aliases of a database read before running any of them', async () => {
    const started = performance.now();
    expect(await refused(`{ ${aliases(1000, 'neighborhoods { id name }')} }`)).toMatch(/limit/i);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('caps aliases even in a short document', async () => {
    expect(await refused(`{ ${aliases(LIMITS.aliases + 1, 'neighborhoods { id }')} }`)).toMatch(/Aliases limit/);
  });

  it('counts every selection that reads the database, aliases and fragments included', async () => {
    // 14 aliases (within the alias cap), each four reads: weeks, menu, meal, and the Nutrition object.
    const document = `{ ${aliases(14, 'weeks { menu { meal { title standard { calories } } } }')} }`;
    expect(await refused(document)).toMatch(/database reads/);
    const spread = `query { ...W ...W2 } fragment W on Query { ${aliases(7, 'weeks { menu { meal { standard { calories } } } }')} }
      fragment W2 on Query { ${aliases(7, 'weeks { menu { meal { large { calories } } } }').replaceAll(' a', ' b')} }`;
    expect(await refused(spread)).toMatch(/database reads/);
  });

  it('caps nodes(ids:) at 100 and refuses 20,000 ids without coercing them', async () => {
    const ids = (count: number) => Array.from({ length: count }, () => 'TmVpZ2hib3Job29kOjE=');
    const query = 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }';
    const started = performance.now();
    expect(await refused(query, { ids: ids(20_000) })).toMatch(/at most 100/);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await refused(query, { ids: ids(101) })).toMatch(/at most 100/);
    const hundred = await server.gql(query, { ids: ids(100) });
    expect(hundred.data.nodes).toHaveLength(100);
    // Written in the document rather than in variables, the list is bounded by the token cap and the field.
    const literal = `{ nodes(ids: [${ids(101)
      .map((id) => `"${id}"`)
      .join(',')}]) { id } }`;
    expect(await refused(literal)).toMatch(/at most 100/);
  });

  it('limits introspection like any query', async () => {
    expect(await refused(`{ ${aliases(100, '__schema { types { name } }')} }`)).toMatch(/limit/i);
    expect(await refused('{ a: __schema { queryType { name } } b: __schema { queryType { name } } }')).toMatch(
      /__schema/,
    );
    expect(await refused('{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }')).toMatch(
      /Introspection cannot nest/,
    );
    expect(await refused('{ __type(name: "Meal") { fields { type { fields { name } } } } }')).toMatch(
      /Introspection cannot nest/,
    );
  });

  it("still answers GraphiQL's introspection query", async () => {
    const answer = await server.gql(
      getIntrospectionQuery({
        descriptions: true,
        specifiedByUrl: true,
        directiveIsRepeatable: true,
        schemaDescription: true,
        inputValueDeprecation: true,
      }),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.__schema.types.length).toBeGreaterThan(20);
  });
});

describe('the structural cost: public lists as before, admin lists on their own budget', () => {
  const mealFields = 'id title imageUrl categoryLabel standard { calories protein } price { pounds }';
  /** The week editor's Available Meals: 100 meals with their price (cost 5,169). */
  const adminMeals = `adminMeals(first: 100) { edges { node { ${mealFields} } } }`;
  const publicMeals = `meals(first: 100) { edges { node { ${mealFields} } } }`;

  it('refuses a public 100-item list over 5,000 as before, and admits the same admin list', () => {
    expect(limitErrors(`{ ${publicMeals} }`)).toEqual([expect.stringMatching(/Cost limit of 5000 exceeded/)]);
    expect(limitErrors(`{ ${adminMeals} }`)).toEqual([]);
    // Behind a root fragment, as Relay writes a pagination query.
    expect(limitErrors(`query { ...M } fragment M on Query { ${adminMeals} }`)).toEqual([]);
  });

  it('counts public fields in an admin document against the public budget', () => {
    expect(limitErrors(`{ ${adminMeals} ${publicMeals} }`)).toEqual([
      expect.stringMatching(/Cost limit of 5000 exceeded/),
    ]);
  });

  it(`refuses admin lists over ${LIMITS.adminCost}`, () => {
    // Three pages of 100 meals: about 15,500.
    const three = `{ a: ${adminMeals} b: ${adminMeals} c: ${adminMeals} }`;
    expect(limitErrors(three)).toEqual([expect.stringMatching(/Cost limit of 15000 exceeded/)]);
  });

  describe('over HTTP', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    it("answers an admin the week editor's meals with their price, and a customer only the scope's refusal", async () => {
      const { token } = await adminWithToken(server.app);
      const admin = await server.gql(`{ ${adminMeals} }`, undefined, { token });
      expect(admin.errors).toBeUndefined();
      expect(admin.data.adminMeals.edges.length).toBeGreaterThan(0);
      expect(admin.data.adminMeals.edges[0].node.price.pounds).toEqual(expect.any(Number));

      const customer = await server.gql(`{ ${adminMeals} }`, undefined, {
        token: (await customerWithToken(server.app)).token,
      });
      expect(customer.data?.adminMeals ?? null).toBeNull();
      expect(customer.errors?.[0]?.message).not.toMatch(/cost/i);
      expect((await server.gql(`{ ${publicMeals} }`)).errors?.[0]?.message).toMatch(/Cost limit of 5000/);
    });
  });
});

describe("the web app's operations", () => {
  const persisted = webOperations();

  it.each(Object.entries(persisted).map(([id, text]) => [/(?:query|mutation) (\w+)/.exec(text)?.[1] ?? id, text]))(
    '%s fits every limit',
    (_name, text) => {
      expect(limitErrors(text)).toEqual([]);
    },
  );
});
