// The account's upcoming weeks, REST and GraphQL (the Upcoming Meals tab's own query), cost a
// fixed number of SQL statements whatever the number of weeks, orders and meals,
// counted on what reaches PostgreSQL, not on Prisma calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createOrder, createSubscription, liveWeeksWithMenus } from '../../../test/factories.ts';
import { startTestServer, testDatabaseUrl, type TestServer } from '../../../test/harness.ts';
import { recordSqlStatements, type SqlRecorder } from '../../../test/sqlStatements.ts';
import { webOperation } from '../../../test/webOperations.ts';

describe.skipIf(!testDatabaseUrl())('upcoming weeks reads', () => {
  let server: TestServer;
  let sql: SqlRecorder;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await sql?.restore();
    await server?.close();
  });

  it('REST and GraphQL send the same statements for one week of 4 meals and every week of 12', async () => {
    const weeks = await liveWeeksWithMenus(server.app);
    expect(weeks.length).toBeGreaterThanOrEqual(3);

    const few = await createCustomer(server.app);
    await createSubscription(server.app, few.customer.id);
    await createOrder(server.app, {
      customerId: few.customer.id,
      weekId: weeks[0]!.week.id,
      mealIds: weeks[0]!.menu.slice(0, 4),
    });
    const many = await createCustomer(server.app);
    await createSubscription(server.app, many.customer.id, { mealCount: 12 });
    for (const { week, menu } of weeks) {
      const mealIds = Array.from({ length: 12 }, (_, i) => menu[i % menu.length]!);
      await createOrder(server.app, {
        customerId: many.customer.id,
        weekId: week.id,
        mealCount: 12,
        mealIds,
        portionSize: 'mixed',
      });
    }
    sql = recordSqlStatements(server.app, testDatabaseUrl()!);

    const rest = (token: string) => async () => {
      const answer = await server.rest('GET', '/api/user/upcoming-meals', undefined, { token });
      expect(answer.status).toBe(200);
      return answer.body as { items: unknown[] }[];
    };
    const query = webOperation('UpcomingMealsTabQuery');
    const graphql = (token: string) => async () => {
      const answer = await server.gql(query, {}, { token });
      expect(answer.errors).toBeUndefined();
      return answer.data.viewer.upcomingWeeks.edges as unknown[];
    };
    const restMany = await rest(many.token)();
    expect(restMany).toHaveLength(weeks.length);
    expect(restMany.every((entry) => entry.items.length === 12)).toBe(true);
    expect(await graphql(many.token)()).toHaveLength(weeks.length);

    const restFew = await sql.statementsOf(rest(few.token));
    expect(await sql.statementsOf(rest(many.token))).toHaveLength(restFew.length);
    // The session, the weeks and the meals come from memory; the plan with the orders and their items.
    expect(restFew.length).toBe(1);

    const gqlFew = await sql.statementsOf(graphql(few.token));
    expect(await sql.statementsOf(graphql(many.token))).toHaveLength(gqlFew.length);
    // The same one, with the viewer's own fields in it.
    expect(gqlFew.length).toBe(1);
  });

  it('reads the weeks again once a change of a week is announced', async () => {
    const { token } = await createCustomer(server.app);
    const weekIds = async () => {
      const answer = await server.rest('GET', '/api/user/upcoming-meals', undefined, { token });
      return (answer.body as { weekId: number }[]).map((entry) => entry.weekId);
    };
    const before = await weekIds();
    const withdrawn = before[0]!;
    await server.app.prisma.week.update({ where: { id: withdrawn }, data: { isSelectable: false } });
    try {
      // Written behind the product's back: nothing announced, so the weeks in memory stand.
      expect(await weekIds()).toEqual(before);
      await server.app.publicChanges.publish([{ typename: 'Week', id: withdrawn }]);
      expect(await weekIds()).toEqual(before.slice(1));
    } finally {
      await server.app.prisma.week.update({ where: { id: withdrawn }, data: { isSelectable: true } });
      await server.app.publicChanges.publish([{ typename: 'Week', id: withdrawn }]);
    }
  });
});
