// The customer's pending order, REST and GraphQL (the checkout screen's
// query), costs a fixed number of SQL statements whatever the number of
// items: counted on what reaches PostgreSQL, not on Prisma calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/factories.ts';
import { startTestServer, testDatabaseUrl, type TestServer } from '../../../test/harness.ts';
import { recordSqlStatements, type SqlRecorder } from '../../../test/sqlStatements.ts';

const CHECKOUT_QUERY = `{
  viewer {
    customer { id name phone hasUsedTrialBox isSubscriber }
    address { name street }
    pendingOrder {
      id mealCount defaultPortionSize deliverySlot
      week { databaseId label deliveryDate id }
      items { id portionSize meal { id title } }
      subtotal { formatted } discount { piasters formatted } deliveryFee { piasters formatted } total { formatted }
    }
  }
  neighborhoods { id name isServiced }
}`;

describe.skipIf(!testDatabaseUrl())('pending order reads', () => {
  let server: TestServer;
  let sql: SqlRecorder;
  let weekId: number;
  let menu: number[];

  beforeAll(async () => {
    server = await startTestServer();
    const current = (await server.rest('GET', '/api/menu/current')).body;
    weekId = current.weekId;
    menu = current.meals.map((meal: { id: number }) => meal.id);
  });
  afterAll(async () => {
    await sql?.restore();
    await server?.close();
  });

  /** A customer with a pending order of `count` meals (each a different dish, mixed portions). */
  async function customerWithOrder(count: number) {
    const { token } = await createCustomer(server.app);
    const items = Array.from({ length: count }, (_, i) => ({
      mealId: menu[i % menu.length]!,
      portionSize: i % 3 ? 'standard' : 'large',
    }));
    const created = await server.rest(
      'POST',
      '/api/orders',
      { weekId, mealCount: count, defaultPortionSize: 'mixed', deliverySlot: 'morning', items },
      { token },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return token;
  }

  it('REST and GraphQL send the same number of statements for 4 and for 15 meals', async () => {
    const small = await customerWithOrder(4);
    const large = await customerWithOrder(15);
    sql = recordSqlStatements(server.app, testDatabaseUrl()!);

    const rest = (token: string) => async () => {
      const answer = await server.rest('GET', '/api/orders/pending', undefined, { token });
      expect(answer.status).toBe(200);
      return answer.body.items.length as number;
    };
    const graphql = (token: string) => async () => {
      const answer = await server.gql(CHECKOUT_QUERY, {}, { token });
      expect(answer.errors).toBeUndefined();
      return answer.data.viewer.pendingOrder.items.length as number;
    };
    expect(await rest(large)()).toBe(15);
    expect(await graphql(small)()).toBe(4);

    const restSmall = await sql.statementsOf(rest(small));
    const restLarge = await sql.statementsOf(rest(large));
    expect(restLarge.length).toBe(restSmall.length);
    // The session comes from memory; the order with its week, items and their meals is one
    // statement (relationJoins: Prisma joins relations in SQL instead of one statement per level).
    expect(restSmall.length).toBe(1);

    const gqlSmall = await sql.statementsOf(graphql(small));
    const gqlLarge = await sql.statementsOf(graphql(large));
    expect(gqlLarge.length).toBe(gqlSmall.length);
    // The viewer (its customer with the trial's order state and the subscription, its address and its pending order) is one
    // statement rooted at the customer; the neighbourhoods come from memory.
    expect(gqlSmall.length).toBe(1);
    const answer = await server.gql(CHECKOUT_QUERY, {}, { token: large });
    expect(answer.data.viewer.customer.hasUsedTrialBox).toBe(false);
    expect(answer.data.neighborhoods.length).toBeGreaterThan(0);
    expect(answer.data.viewer.pendingOrder.mealCount).toBe(15);
  });
});
