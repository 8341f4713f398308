// A week is named the same way at every entry point: its number, its digits, or its global ID
// (and "current" where a page asks for the open week). One parser reads them all.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
let weekId: number;
let menu: number[];
beforeAll(async () => {
  server = await startTestServer();
  const { data } = await server.gql('{ weeks(liveOnly: true) { databaseId menu { meal { databaseId } } } }');
  weekId = data.weeks[0].databaseId;
  menu = data.weeks[0].menu.map((item: { meal: { databaseId: number } }) => item.meal.databaseId);
});
afterAll(() => server?.close());

const refs = () => [String(weekId), encodeGlobalID('Week', weekId)];

describe('week references', () => {
  it('REST /api/weeks/:id and /api/menu/:weekId read every form', async () => {
    for (const ref of refs()) {
      const week = await server.rest('GET', `/api/weeks/${encodeURIComponent(ref)}`);
      expect(week.status, ref).toBe(200);
      expect(week.body.id).toBe(weekId);
      const menuAnswer = await server.rest('GET', `/api/menu/${encodeURIComponent(ref)}`);
      expect(menuAnswer.status, ref).toBe(200);
      expect(menuAnswer.body.weekId).toBe(weekId);
    }
  });

  it('GraphQL week(ref:) reads every form, and answers null for another type’s id', async () => {
    for (const ref of refs()) {
      const { data } = await server.gql('query ($ref: String!) { week(ref: $ref) { databaseId } }', { ref });
      expect(data.week, ref).toEqual({ databaseId: weekId });
    }
    const { data } = await server.gql('query ($ref: String!) { week(ref: $ref) { databaseId } }', {
      ref: encodeGlobalID('Meal', weekId),
    });
    expect(data.week).toBeNull();
  });

  it('orders: REST /api/orders/:weekId and GraphQL orderForWeek read every form', async () => {
    const { token } = await createCustomer(server.app);
    const items = menu.slice(0, 4).map((mealId) => ({ mealId, portionSize: 'standard' }));
    const created = await server.rest(
      'POST',
      '/api/orders',
      {
        weekId: encodeGlobalID('Week', weekId),
        mealCount: 4,
        defaultPortionSize: 'standard',
        deliverySlot: 'morning',
        items,
      },
      { token },
    );
    expect(created.status).toBe(200);
    for (const ref of refs()) {
      const rest = await server.rest('GET', `/api/orders/${encodeURIComponent(ref)}`, undefined, { token });
      expect(rest.status, ref).toBe(200);
      expect(rest.body.id).toBe(created.body.id);
      const gql = await server.gql(
        'query ($w: ID!) { orderForWeek(weekId: $w) { databaseId } }',
        { w: ref },
        { token },
      );
      expect(gql.data.orderForWeek, ref).toEqual({ databaseId: created.body.id });
    }
  });
});
