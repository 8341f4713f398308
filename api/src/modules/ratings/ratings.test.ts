import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createOrder, createSignedInAdmin } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { createOwnWeek } from '../../../test/weeks.ts';
import type { Week } from '../../generated/prisma/client.ts';
import { ratingSignals } from './index.ts';

const day = 24 * 3600 * 1000;
let server: TestServer;
let week: Week;
let meals: number[];

const RATE = `mutation($input: RateMealInput!) {
  rateMeal(input: $input) {
    __typename
    ... on RateMealPayload { rating { stars comment canRate editableUntil meal { databaseId } } }
    ... on Error { message }
    ... on ValidationError { issues { path message } }
  }
}`;

/** A customer with a paid order of the week holding meals[0], meals[1] and meals[2] twice. */
async function customerWithOrder(options: { delivered?: boolean; status?: 'selected' | 'cancelled' } = {}) {
  const made = await createCustomer(server.app);
  const order = await createOrder(server.app, {
    customerId: made.customer.id,
    weekId: week.id,
    mealIds: [meals[0]!, meals[1]!, meals[2]!, meals[2]!],
    paymentStatus: 'confirmed',
    status: options.status,
  });
  if (options.delivered) {
    await server.app.prisma.order.update({
      where: { id: order.id },
      data: { delivered: true, deliveredAt: server.clock.now() },
    });
  }
  return { ...made, order };
}

const rate = (token: string, input: Record<string, unknown>) =>
  server.gql(RATE, { input }, { token }).then((result) => result.data?.rateMeal);

const rowsOf = (orderId: number) =>
  server.app.prisma.mealRating.findMany({ where: { orderId }, orderBy: { mealId: 'asc' } });

beforeAll(async () => {
  // Its own database: the averages it makes show in the public catalogue.
  server = await startTestServer({}, { ownDatabase: 'ratings' });
  week = await createOwnWeek(server.app);
  meals = (await server.app.prisma.meal.findMany({ orderBy: { id: 'asc' }, take: 3 })).map((meal) => meal.id);
  // Before the week's delivery day: only an order marked delivered counts.
  server.clock.freeze(new Date(week.deliveryDate.getTime() - 2 * day));
});

afterAll(async () => {
  await server?.close();
});

describe('rating a meal', () => {
  it('rates a meal of a delivered order once per meal and order, changeable within 14 days', async () => {
    const { token, order } = await customerWithOrder({ delivered: true });
    const first = await rate(token, { orderId: order.id, mealId: meals[0], stars: 4, comment: 'Tasty.\r\nMore sauce' });
    expect(first).toMatchObject({
      __typename: 'RateMealPayload',
      rating: { stars: 4, comment: 'Tasty.\nMore sauce', canRate: true },
    });
    const ratedAt = server.clock.now();

    // Rating the same meal again changes the one rating (no second row).
    server.clock.freeze(new Date(ratedAt.getTime() + 13 * day));
    const again = await rate(token, { orderId: order.id, mealId: meals[0], stars: 2 });
    expect(again.rating).toMatchObject({ stars: 2, comment: '' });
    const rows = await rowsOf(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ stars: 2, createdAt: ratedAt });

    // After 14 days it can no longer change, and nothing changes.
    server.clock.freeze(new Date(ratedAt.getTime() + 14 * day + 1000));
    const late = await rate(token, { orderId: order.id, mealId: meals[0], stars: 5 });
    expect(late).toMatchObject({ __typename: 'ConflictError', message: expect.stringContaining('14 days') });
    expect((await rowsOf(order.id))[0]!.stars).toBe(2);
    server.clock.freeze(new Date(week.deliveryDate.getTime() - 2 * day));
  });

  it('refuses 0, 6 and 3.5 stars, naming the field, and writes nothing', async () => {
    const { token, order } = await customerWithOrder({ delivered: true });
    for (const stars of [0, 6, 3.5]) {
      const answer = await server.gql(RATE, { input: { orderId: order.id, mealId: meals[0], stars } }, { token });
      // 3.5 is not an Int: GraphQL itself refuses it; 0 and 6 are the service's.
      if (stars === 3.5) expect(answer.errors?.[0]?.message).toMatch(/Int/);
      else
        expect(answer.data.rateMeal).toMatchObject({
          __typename: 'ValidationError',
          issues: [{ path: ['stars'], message: 'stars must be a whole number from 1 to 5' }],
        });
    }
    // REST reaches the service with 3.5 as it is.
    const rest = await server.rest(
      'PUT',
      `/api/user/orders/${order.id}/ratings`,
      { ratings: [{ mealId: meals[0], stars: 3.5 }] },
      { token },
    );
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe('stars must be a whole number from 1 to 5');
    expect(await rowsOf(order.id)).toEqual([]);
  });

  it('refuses a comment over 1,000 characters or with control characters', async () => {
    const { token, order } = await customerWithOrder({ delivered: true });
    const long = await rate(token, { orderId: order.id, mealId: meals[0], stars: 3, comment: 'x'.repeat(1001) });
    expect(long).toMatchObject({ __typename: 'ValidationError', message: 'comment must be at most 1000 characters' });
    const exact = await rate(token, { orderId: order.id, mealId: meals[1], stars: 3, comment: 'é'.repeat(1000) });
    expect(exact.rating.comment).toHaveLength(1000);
    for (const comment of ['tab\there', 'bell\u0007', 'nul\u0000']) {
      const answer = await server.rest(
        'PUT',
        `/api/user/orders/${order.id}/ratings`,
        { ratings: [{ mealId: meals[0], stars: 3, comment }] },
        { token },
      );
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toMatch(/control characters/);
    }
    expect((await rowsOf(order.id)).map((row) => row.mealId)).toEqual([meals[1]]);
  });

  it("refuses another customer's order as not found, and an order not delivered", async () => {
    const owner = await customerWithOrder({ delivered: true });
    const other = await createCustomer(server.app);
    const notYours = await rate(other.token, { orderId: owner.order.id, mealId: meals[0], stars: 5 });
    expect(notYours).toMatchObject({ __typename: 'NotFoundError', message: 'Order not found' });
    const restNotYours = await server.rest('GET', `/api/user/orders/${owner.order.id}/ratings`, undefined, {
      token: other.token,
    });
    expect(restNotYours.status).toBe(404);

    const waiting = await customerWithOrder();
    const early = await rate(waiting.token, { orderId: waiting.order.id, mealId: meals[0], stars: 5 });
    expect(early).toMatchObject({ __typename: 'ConflictError', message: expect.stringContaining('delivered') });

    const cancelled = await customerWithOrder({ status: 'cancelled' });
    server.clock.freeze(new Date(week.deliveryDate.getTime() + 2 * day));
    // The delivery day is over: a paid order counts as delivered, a cancelled one never does.
    expect(await rate(waiting.token, { orderId: waiting.order.id, mealId: meals[0], stars: 5 })).toMatchObject({
      rating: { stars: 5 },
    });
    expect(await rate(cancelled.token, { orderId: cancelled.order.id, mealId: meals[0], stars: 5 })).toMatchObject({
      __typename: 'ConflictError',
    });
    server.clock.freeze(new Date(week.deliveryDate.getTime() - 2 * day));

    expect(await rowsOf(owner.order.id)).toEqual([]);
    expect(await rowsOf(cancelled.order.id)).toEqual([]);
  });

  it('refuses a meal that is not in the order', async () => {
    const { token, order } = await customerWithOrder({ delivered: true });
    const other = await server.app.prisma.meal.findFirstOrThrow({ where: { id: { notIn: meals } } });
    const answer = await rate(token, { orderId: order.id, mealId: other.id, stars: 4 });
    expect(answer).toMatchObject({ __typename: 'ValidationError', issues: [{ path: ['mealId'] }] });
  });

  it('makes one rating of two submits at once', async () => {
    const { token, order } = await customerWithOrder({ delivered: true });
    const answers = await Promise.all(
      [4, 5, 4, 5].map((stars) => rate(token, { orderId: order.id, mealId: meals[1], stars })),
    );
    expect(answers.every((answer) => answer.__typename === 'RateMealPayload')).toBe(true);
    expect(await rowsOf(order.id)).toHaveLength(1);
  });
});

describe('REST', () => {
  it('reads and writes an order’s ratings all or none', async () => {
    const { token, order } = await customerWithOrder({ delivered: true });
    const before = await server.rest('GET', `/api/user/orders/${order.id}/ratings`, undefined, { token });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ orderId: order.id, delivered: true });
    // One entry per meal, though the order holds meals[2] twice.
    expect(before.body.meals.map((m: { mealId: number }) => m.mealId)).toEqual(meals);
    expect(before.body.meals[0]).toMatchObject({ stars: null, comment: '', canRate: true, editableUntil: null });

    const bad = await server.rest(
      'PUT',
      `/api/user/orders/${order.id}/ratings`,
      {
        ratings: [
          { mealId: meals[0], stars: 5 },
          { mealId: meals[1], stars: 6 },
        ],
      },
      { token },
    );
    expect(bad.status).toBe(400);
    expect(await rowsOf(order.id)).toEqual([]);

    const twice = await server.rest(
      'PUT',
      `/api/user/orders/${order.id}/ratings`,
      {
        ratings: [
          { mealId: meals[0], stars: 5 },
          { mealId: meals[0], stars: 4 },
        ],
      },
      { token },
    );
    expect(twice.status).toBe(400);

    const put = await server.rest(
      'PUT',
      `/api/user/orders/${order.id}/ratings`,
      {
        ratings: [
          { mealId: meals[0], stars: 5, comment: 'Great' },
          { mealId: meals[2], stars: 1 },
        ],
      },
      { token },
    );
    expect(put.status).toBe(200);
    expect(put.body.meals.map((m: { stars: number | null }) => m.stars)).toEqual([5, null, 1]);
    expect(put.headers.get('cache-control')).toMatch(/no-store/);

    const anonymous = await server.rest('GET', `/api/user/orders/${order.id}/ratings`);
    expect(anonymous.status).toBe(401);
  });
});

describe('what others see', () => {
  it('shows a meal’s average on /meals from 5 ratings on, and drops the cached answer when one comes', async () => {
    const meal = await server.app.prisma.meal.findFirstOrThrow({
      where: { id: { notIn: meals }, isActive: true },
      orderBy: { id: 'desc' },
    });
    const MEALS = `{ meals(first: 100) { edges { node { databaseId rating { average count } } } } }`;
    const ratingShown = async () =>
      (await server.gql(MEALS)).data.meals.edges.find(
        (edge: { node: { databaseId: number } }) => edge.node.databaseId === meal.id,
      ).node.rating;
    const stars = [5, 4, 4, 3];
    const orders = [];
    for (const s of stars) {
      const made = await createCustomer(server.app);
      const order = await createOrder(server.app, {
        customerId: made.customer.id,
        weekId: week.id,
        mealIds: [meal.id, meal.id, meal.id, meal.id],
        paymentStatus: 'confirmed',
      });
      await server.app.prisma.order.update({ where: { id: order.id }, data: { delivered: true } });
      expect((await rate(made.token, { orderId: order.id, mealId: meal.id, stars: s })).__typename).toBe(
        'RateMealPayload',
      );
      orders.push(order);
    }
    expect(await ratingShown()).toBeNull();
    // The public answer is kept (a hit the second time), so the next rating must drop it.
    const cacheHit = async () => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: MEALS }),
      });
      const body = (await response.json()) as { extensions?: { responseCache?: { hit?: boolean } } };
      return body.extensions?.responseCache?.hit;
    };
    expect(await cacheHit()).toBe(true);
    const made = await createCustomer(server.app);
    const order = await createOrder(server.app, {
      customerId: made.customer.id,
      weekId: week.id,
      mealIds: [meal.id, meal.id, meal.id, meal.id],
      paymentStatus: 'confirmed',
    });
    await server.app.prisma.order.update({ where: { id: order.id }, data: { delivered: true } });
    await rate(made.token, { orderId: order.id, mealId: meal.id, stars: 5, comment: 'Best one' });
    // (5 + 4 + 4 + 3 + 5) / 5 = 4.2: the answer cached a moment ago was dropped.
    expect(await ratingShown()).toEqual({ average: 4.2, count: 5 });

    const admin = await createSignedInAdmin(server.app);
    const report = await server.gql(
      `query($id: ID!) { adminMealRatings(mealId: $id) { count average distribution comments { stars comment customerName } } }`,
      { id: String(meal.id) },
      { token: admin.token },
    );
    expect(report.data.adminMealRatings).toEqual({
      count: 5,
      average: 4.2,
      distribution: [0, 0, 1, 2, 2],
      comments: [{ stars: 5, comment: 'Best one', customerName: 'Test Customer' }],
    });
    const leaders = await server.gql(
      `{ adminRatingLeaders { minCount best { mealDatabaseId average count } } }`,
      {},
      { token: admin.token },
    );
    expect(leaders.data.adminRatingLeaders.minCount).toBe(5);
    expect(leaders.data.adminRatingLeaders.best).toContainEqual({ mealDatabaseId: meal.id, average: 4.2, count: 5 });
    const refused = await server.gql(`{ adminRatingLeaders { minCount } }`, {}, { token: made.token });
    expect(refused.errors?.length).toBeGreaterThan(0);
    const restReport = await server.rest('GET', `/api/admin/meals/${meal.id}/ratings`, undefined, {
      token: admin.token,
    });
    expect(restReport.body.distribution).toEqual([0, 0, 1, 2, 2]);

    // The chef's choice's signals: this customer liked it; everyone's average is there.
    const signals = await ratingSignals(server.app.prisma, made.customer.id);
    expect(signals.liked).toEqual([meal.id]);
    expect(signals.disliked).toEqual([]);
    expect(signals.overall).toContainEqual({ mealId: meal.id, average: 4.2, count: 5 });
  });
});
