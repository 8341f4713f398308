import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { createAdmin, createCustomer } from '../../test/factories.ts';
import { createAdminSession } from '../modules/auth/index.ts';

const globalId = (typename: string, id: number | string) => Buffer.from(`${typename}:${id}`).toString('base64');

describe('node(id:) and nodes(ids:)', () => {
  let server: TestServer;
  let errorLog: ReturnType<typeof vi.spyOn>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const node = (id: string, token?: string) =>
    server.gql(
      'query($id: ID!) { node(id: $id) { id ... on Customer { email } ... on Order { mealCount } } }',
      { id },
      { token },
    );

  /** Asserts a `node` answer is exactly `{ node: null }`: no error to tell why. */
  const expectSilentNull = (answer: Awaited<ReturnType<typeof node>>) => {
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ node: null });
  };

  beforeAll(() => {
    errorLog = vi.spyOn(server.app.logger, 'error');
  });
  afterAll(() => {
    expect(errorLog).not.toHaveBeenCalled();
    errorLog.mockRestore();
  });

  it('finds an existing public node', async () => {
    const meal = await server.app.prisma.meal.findFirstOrThrow();
    const answer = await node(globalId('Meal', meal.id));
    expect(answer.errors).toBeUndefined();
    expect(answer.data.node.id).toBe(globalId('Meal', meal.id));
  });

  it('answers null, without an error, for unknown and malformed ids', async () => {
    for (const id of [
      globalId('Meal', 999_999),
      'garbage',
      '',
      globalId('Query', 1),
      globalId('Nope', 1),
      globalId('Meal', 'x'),
      'a\u0000',
    ]) {
      expectSilentNull(await node(id));
    }
  });

  it("answers another customer's records exactly as records that do not exist", async () => {
    const alice = await createCustomer(server.app);
    const bob = await createCustomer(server.app);
    const week = await server.app.prisma.week.findFirstOrThrow();
    const order = await server.app.prisma.order.create({
      data: {
        customerId: bob.customer.id,
        weekId: week.id,
        mealCount: 4,
        defaultPortionSize: 'standard',
        deliverySlot: 'morning',
        subtotalPiasters: 0,
        discountPiasters: 0,
        deliveryFeePiasters: 0,
        totalPiasters: 0,
      },
    });
    const lastCustomer = await server.app.prisma.customer.findFirstOrThrow({ orderBy: { id: 'desc' } });

    const theirs = [
      await node(globalId('Customer', bob.customer.id), alice.token),
      await node(globalId('Order', order.id), alice.token),
    ];
    const missing = [
      await node(globalId('Customer', lastCustomer.id + 1000), alice.token),
      await node(globalId('Order', order.id + 1000), alice.token),
    ];
    for (const answer of [...theirs, ...missing]) expectSilentNull(answer);
    expect(JSON.stringify(theirs)).toBe(JSON.stringify(missing));

    // The owner (and an admin) still reach them.
    const own = await node(globalId('Order', order.id), bob.token);
    expect(own.data.node).toMatchObject({ mealCount: 4 });
    const { admin } = await createAdmin(server.app);
    const adminAnswer = await node(
      globalId('Customer', bob.customer.id),
      await createAdminSession(server.app, admin.id),
    );
    expect(adminAnswer.data.node).toMatchObject({ email: bob.email });
  });

  it('keeps every slot of nodes(ids:): found ones filled, the rest null', async () => {
    const meal = await server.app.prisma.meal.findFirstOrThrow();
    const answer = await server.gql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      ids: [globalId('Meal', meal.id), globalId('Meal', 999_999), 'garbage', globalId('Customer', 1)],
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.nodes).toEqual([{ id: globalId('Meal', meal.id) }, null, null, null]);
  });
});
