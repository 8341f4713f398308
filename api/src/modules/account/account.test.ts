import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adminMealForm,
  createCustomer,
  createOrder,
  createSignedInAdmin,
  createSubscription,
  createTrialRedemption,
  liveWeeksWithMenus,
  unique,
} from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { recordPrismaCalls } from '../../../test/prismaCalls.ts';
import type { Week } from '../../generated/prisma/client.ts';

let server: TestServer;
let weeks: { week: Week; menu: number[] }[];

beforeAll(async () => {
  server = await startTestServer();
  weeks = await liveWeeksWithMenus(server.app);
  expect(weeks.length).toBeGreaterThanOrEqual(3);
});
afterEach(() => server.clock.reset());
afterAll(async () => {
  await server?.close();
});

const UPCOMING = `query {
  viewer {
    upcomingWeeks(first: 10) {
      edges { node {
        restriction
        week { databaseId label }
        order {
          databaseId status canEdit canSkip canUnskip canChangePayment isDeadlinePassed
          items { portionSize meal { title } }
        }
      } }
    }
  }
}`;

type Entry = {
  restriction: string | null;
  week: { databaseId: number };
  order: null | {
    databaseId: number;
    status: string;
    canEdit: boolean;
    canSkip: boolean;
    canUnskip: boolean;
    canChangePayment: boolean;
    isDeadlinePassed: boolean;
    items: unknown[];
  };
};

async function upcoming(token: string): Promise<Entry[]> {
  const result = await server.gql(UPCOMING, {}, { token });
  expect(result.errors).toBeUndefined();
  return result.data.viewer.upcomingWeeks.edges.map((edge: { node: Entry }) => edge.node);
}

const entryFor = (entries: Entry[], week: Week) => entries.find((entry) => entry.week.databaseId === week.id);

describe('upcoming weeks', () => {
  it("lists one entry per live week with the subscriber's orders, through GraphQL and REST", async () => {
    const { customer, token } = await createCustomer(server.app);
    await createSubscription(server.app, customer.id);
    const [first, second, third] = weeks;
    const selected = await createOrder(server.app, {
      customerId: customer.id,
      weekId: first!.week.id,
      mealIds: first!.menu.slice(0, 4),
    });
    const skipped = await createOrder(server.app, {
      customerId: customer.id,
      weekId: second!.week.id,
      mealIds: [],
      status: 'skipped',
    });

    const entries = await upcoming(token);
    for (const { week } of weeks) expect(entryFor(entries, week)).toBeDefined();
    expect(entryFor(entries, first!.week)!.order).toMatchObject({
      databaseId: selected.id,
      status: 'selected',
      canEdit: true,
      canSkip: true,
      canUnskip: false,
      // A subscriber pays by card only: no choice, so no Edit Payment.
      canChangePayment: false,
      isDeadlinePassed: false,
    });
    expect(entryFor(entries, first!.week)!.order!.items).toHaveLength(4);
    expect(entryFor(entries, second!.week)!.order).toMatchObject({
      databaseId: skipped.id,
      status: 'skipped',
      canEdit: false,
      canSkip: false,
      canUnskip: true,
      canChangePayment: false,
    });
    expect(entryFor(entries, third!.week)).toMatchObject({ order: null, restriction: null });

    const rest = await server.rest('GET', '/api/user/upcoming-meals', undefined, { token });
    expect(rest.status).toBe(200);
    const restFirst = rest.body.find((entry: { weekId: number }) => entry.weekId === first!.week.id);
    expect(restFirst).toMatchObject({
      orderId: selected.id,
      weekLabel: first!.week.label,
      mealCount: 4,
      selectedMealCount: 4,
      hasIncompleteSelection: false,
      isSkipped: false,
      canSkip: true,
      canUnskip: false,
      paymentStatus: 'pending',
    });
    expect(restFirst.items[0].meal.title).toEqual(expect.any(String));
    expect(rest.body.find((entry: { weekId: number }) => entry.weekId === second!.week.id)).toMatchObject({
      isSkipped: true,
      canUnskip: true,
      hasIncompleteSelection: false,
    });
  });

  it("offers a payment choice on a trial customer's unpaid order, never on a skipped one", async () => {
    const { customer, token } = await createCustomer(server.app);
    const [first] = weeks;
    await createOrder(server.app, {
      customerId: customer.id,
      weekId: first!.week.id,
      mealIds: first!.menu.slice(0, 4),
    });
    expect(entryFor(await upcoming(token), first!.week)!.order).toMatchObject({ canChangePayment: true });
    await server.app.prisma.order.updateMany({ where: { customerId: customer.id }, data: { status: 'skipped' } });
    expect(entryFor(await upcoming(token), first!.week)!.order).toMatchObject({ canChangePayment: false });
  });

  it('shows a week whose deadline passed as locked', async () => {
    const { customer, token } = await createCustomer(server.app);
    await createSubscription(server.app, customer.id);
    const { week, menu } = weeks[0]!;
    await createOrder(server.app, { customerId: customer.id, weekId: week.id, mealIds: menu.slice(0, 4) });
    server.clock.set(new Date(week.orderDeadline.getTime() + 1000));
    const entry = entryFor(await upcoming(token), week);
    expect(entry!.order).toMatchObject({ isDeadlinePassed: true, canEdit: false, canSkip: false });
  });

  it('leaves out a week without an order once its deadline passed', async () => {
    const { customer, token } = await createCustomer(server.app);
    await createSubscription(server.app, customer.id);
    const [first, second] = weeks;
    await createOrder(server.app, {
      customerId: customer.id,
      weekId: second!.week.id,
      mealIds: second!.menu.slice(0, 4),
    });
    expect(entryFor(await upcoming(token), first!.week)).toMatchObject({ order: null });
    server.clock.set(new Date(first!.week.orderDeadline.getTime() + 1000));
    const entries = await upcoming(token);
    expect(entryFor(entries, first!.week)).toBeUndefined();
    expect(entryFor(entries, second!.week)?.order).toMatchObject({ isDeadlinePassed: false });
  });

  it('disables weeks without an order for a cancelled subscriber, and other weeks for a trial customer', async () => {
    const cancelled = await createCustomer(server.app);
    await createSubscription(server.app, cancelled.customer.id, { status: 'cancelled' });
    await createOrder(server.app, {
      customerId: cancelled.customer.id,
      weekId: weeks[0]!.week.id,
      mealIds: weeks[0]!.menu.slice(0, 4),
      paymentStatus: 'confirmed',
    });
    const cancelledEntries = await upcoming(cancelled.token);
    expect(entryFor(cancelledEntries, weeks[0]!.week)).toMatchObject({ restriction: null, order: { canEdit: false } });
    expect(entryFor(cancelledEntries, weeks[1]!.week)).toMatchObject({
      restriction: 'subscription_needed',
      order: null,
    });

    const trial = await createCustomer(server.app);
    const trialOrder = await createOrder(server.app, {
      customerId: trial.customer.id,
      weekId: weeks[1]!.week.id,
      mealIds: weeks[1]!.menu.slice(0, 4),
      paymentStatus: 'processing',
      paymentMethod: 'instapay',
      purchaseType: 'trial',
    });
    await createTrialRedemption(server.app, trial.customer.id, trialOrder.id);
    const trialEntries = await upcoming(trial.token);
    expect(entryFor(trialEntries, weeks[1]!.week)).toMatchObject({ restriction: null });
    expect(entryFor(trialEntries, weeks[0]!.week)).toMatchObject({ restriction: 'start_subscription' });
    expect(entryFor(trialEntries, weeks[2]!.week)).toMatchObject({ restriction: 'start_subscription' });
  });

  it('reads with the same statements whatever the number of weeks, orders and meals', async () => {
    const few = await createCustomer(server.app);
    await createSubscription(server.app, few.customer.id);
    await createOrder(server.app, { customerId: few.customer.id, weekId: weeks[0]!.week.id, mealIds: [] });

    const many = await createCustomer(server.app);
    await createSubscription(server.app, many.customer.id, { mealCount: 12 });
    for (const { week, menu } of weeks) {
      const mealIds = Array.from({ length: 12 }, (_, i) => menu[i % menu.length]!);
      await createOrder(server.app, { customerId: many.customer.id, weekId: week.id, mealCount: 12, mealIds });
    }

    const recorder = recordPrismaCalls(server.app);
    try {
      // Other test files share this database and announce catalogue changes, which make the
      // catalogue's memo read its rows again: a pair of reads that straddles one is measured again.
      // An N+1 would differ on every try.
      let fewCalls: string[] = [];
      await vi.waitFor(
        async () => {
          recorder.reset();
          await upcoming(few.token);
          fewCalls = recorder.names();
          recorder.reset();
          const manyEntries = await upcoming(many.token);
          expect(manyEntries.filter((entry) => entry.order?.items.length === 12)).toHaveLength(weeks.length);
          expect(recorder.names()).toEqual(fewCalls);
        },
        { timeout: 10_000, interval: 50 },
      );
      // The session, the viewer, the weeks and plan together, the orders with their meals.
      expect(fewCalls.length).toBeLessThanOrEqual(6);

      await vi.waitFor(
        async () => {
          recorder.reset();
          const rest = await server.rest('GET', '/api/user/upcoming-meals', undefined, { token: many.token });
          expect(rest.status).toBe(200);
          expect(recorder.names().length).toBeLessThanOrEqual(fewCalls.length);
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      recorder.restore();
    }
  });

  it("shows a meal's new title once its change is announced, and a meal retired since it was picked (REST)", async () => {
    const { token: adminToken } = await createSignedInAdmin(server.app);
    const mealForm = (title: string) => adminMealForm({ title });
    const created = await server.rest('POST', '/api/admin/meals', mealForm(unique('Koshari')), { token: adminToken });
    expect(created.status).toBe(201);
    const mealId = (created.body as { id: number }).id;
    const { customer, token } = await createCustomer(server.app);
    await createSubscription(server.app, customer.id);
    const week = weeks[0]!.week;
    await createOrder(server.app, {
      customerId: customer.id,
      weekId: week.id,
      // Selected, so it is the customer's pending order too.
      status: 'selected',
      mealIds: [mealId, weeks[0]!.menu[0]!],
    });
    const titles = async () => {
      const answer = await server.rest('GET', '/api/user/upcoming-meals', undefined, { token });
      expect(answer.status).toBe(200);
      const entry = (answer.body as { weekId: number; items: { meal: { id: number; title: string } }[] }[]).find(
        (candidate) => candidate.weekId === week.id,
      );
      const pending = await server.rest('GET', '/api/orders/pending', undefined, { token });
      expect(pending.status).toBe(200);
      const pendingTitles = (pending.body as { items: { meal: { id: number; title: string } }[] }).items
        .filter((item) => item.meal.id === mealId)
        .map((item) => item.meal.title);
      const upcomingTitles = entry!.items.filter((item) => item.meal.id === mealId).map((item) => item.meal.title);
      // The checkout's pending order shows its meals the same way.
      expect(pendingTitles).toEqual(upcomingTitles);
      return upcomingTitles;
    };
    expect(await titles()).toEqual([(created.body as { title: string }).title]);

    const renamed = unique('Koshari Deluxe');
    const updated = await server.rest('PUT', `/api/admin/meals/${mealId}`, mealForm(renamed), { token: adminToken });
    expect(updated.status).toBe(200);
    expect(await titles()).toEqual([renamed]);

    // Ordered, so deleting it retires it: it leaves the catalogue but stays in the order.
    const deleted = await server.rest('DELETE', `/api/admin/meals/${mealId}`, undefined, { token: adminToken });
    expect(deleted.status).toBe(200);
    expect(await titles()).toEqual([renamed]);
  });

  it('is for signed-in customers only', async () => {
    expect((await server.gql(UPCOMING)).data).toEqual({ viewer: null });
    expect((await server.rest('GET', '/api/user/upcoming-meals')).status).toBe(401);
  });
});

describe('order history', () => {
  it("shows the customer's paid and processing orders with week, meals, total and payment status", async () => {
    const { customer, token } = await createCustomer(server.app);
    const other = await createCustomer(server.app);
    const paid = await createOrder(server.app, {
      customerId: customer.id,
      weekId: weeks[0]!.week.id,
      mealIds: weeks[0]!.menu.slice(0, 4),
      paymentStatus: 'confirmed',
      purchaseType: 'trial',
      totalPiasters: 99600,
    });
    await createOrder(server.app, { customerId: customer.id, weekId: weeks[1]!.week.id, mealIds: [] });
    await createOrder(server.app, {
      customerId: other.customer.id,
      weekId: weeks[0]!.week.id,
      mealIds: [],
      paymentStatus: 'confirmed',
    });

    const result = await server.gql(
      `query { viewer { orderHistory(first: 10) { edges { node {
        databaseId paymentStatus paymentMethod week { label } items { meal { title } } total { formatted }
      } } } } }`,
      {},
      { token },
    );
    const nodes = result.data.viewer.orderHistory.edges.map((edge: { node: unknown }) => edge.node);
    expect(nodes).toEqual([
      expect.objectContaining({
        databaseId: paid.id,
        paymentStatus: 'confirmed',
        paymentMethod: 'card',
        week: { label: weeks[0]!.week.label },
        total: { formatted: 'EGP 996' },
      }),
    ]);
    expect(nodes[0].items).toHaveLength(4);
  });

  it('refuses a page larger than 100', async () => {
    const { token } = await createCustomer(server.app);
    const result = await server.gql(
      `query { viewer { orderHistory(first: 101) { edges { node { id } } } } }`,
      {},
      {
        token,
      },
    );
    expect(result.errors?.[0]?.message).toMatch(/at most 100/);
  });
});

describe('profile', () => {
  it('counts the trial box as used only once its order is being paid or paid (REST and GraphQL)', async () => {
    const { customer, token } = await createCustomer(server.app);
    const { week, menu } = weeks[0]!;
    const order = await createOrder(server.app, {
      customerId: customer.id,
      weekId: week.id,
      mealIds: menu.slice(0, 4),
    });
    await createTrialRedemption(server.app, customer.id, order.id);
    const flags = async () => {
      const rest = await server.rest('GET', '/api/user/profile', undefined, { token });
      const me = await server.rest('GET', '/api/auth/me', undefined, { token });
      const gql = await server.gql('query { me { hasUsedTrialBox } }', {}, { token });
      return [rest.body.hasUsedTrialBox, me.body.hasUsedTrialBox, gql.data.me.hasUsedTrialBox];
    };
    expect(await flags()).toEqual([false, false, false]);
    await server.app.prisma.order.update({ where: { id: order.id }, data: { paymentStatus: 'failed' } });
    expect(await flags()).toEqual([false, false, false]);
    await server.app.prisma.order.update({ where: { id: order.id }, data: { paymentStatus: 'processing' } });
    expect(await flags()).toEqual([true, true, true]);
    await server.app.prisma.order.update({ where: { id: order.id }, data: { paymentStatus: 'confirmed' } });
    expect(await flags()).toEqual([true, true, true]);
  });

  it('reads and changes name, e-mail, phone and address (REST, address as a JSON string)', async () => {
    const { token, email } = await createCustomer(server.app);
    const before = await server.rest('GET', '/api/user/profile', undefined, { token });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      email,
      name: 'Test Customer',
      phone: null,
      userType: 'trial',
      hasUsedTrialBox: false,
    });
    expect(JSON.parse(before.body.address)).toMatchObject({ street: '', area: '' });

    const address = {
      name: 'Home',
      street: '26 July St',
      apartment: '4',
      building: '12',
      area: 'Zamalek',
      landmark: 'Near the club',
      deliveryNotes: 'Ring twice',
    };
    const newEmail = `renamed-${Date.now()}@example.com`;
    const changed = await server.rest(
      'PATCH',
      '/api/user/profile',
      { name: 'Nour Hassan', email: newEmail.toUpperCase(), phone: '010 1234 5678', address: JSON.stringify(address) },
      { token },
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Nour Hassan', email: newEmail, phone: '+201012345678' });
    expect(JSON.parse(changed.body.address)).toMatchObject(address);
  });

  it('refuses a bad phone, a taken e-mail, an area we do not serve, an empty name, and changes nothing', async () => {
    const { token, customer } = await createCustomer(server.app);
    const taken = await createCustomer(server.app);
    const before = await server.app.prisma.customer.findUniqueOrThrow({ where: { id: customer.id } });
    const attempts: [unknown, number, string][] = [
      [{ phone: '0131234567' }, 400, 'Egyptian mobile numbers start with 010, 011, 012 or 015'],
      [{ phone: '10123' }, 400, 'Enter 5 more digit(s)'],
      [
        { email: taken.email },
        409,
        'This email is already registered. Please use a different email or login with your existing account.',
      ],
      [{ email: 'not-an-email' }, 400, 'Please enter a valid email address'],
      [
        { address: { street: 'Road 9', area: 'Shubra' } },
        400,
        "We don't deliver to Shubra yet. Please choose one of our delivery areas.",
      ],
      [
        { address: { street: '  ', area: 'Zamalek' } },
        400,
        'Missing information: Please fill in all required delivery information',
      ],
      [
        { address: { landmark: 'Next to Diwan bookstore' } },
        400,
        'Missing information: Please fill in all required delivery information',
      ],
      [{ name: '   ' }, 400, 'Name is required'],
    ];
    for (const [body, status, message] of attempts) {
      const result = await server.rest('PATCH', '/api/user/profile', body, { token });
      expect([result.status, result.body.message]).toEqual([status, message]);
    }
    expect(await server.app.prisma.customer.findUniqueOrThrow({ where: { id: customer.id } })).toEqual(before);
  });

  it('changes the profile through GraphQL and answers the viewer', async () => {
    const { token } = await createCustomer(server.app);
    const result = await server.gql(
      `mutation($input: ProfileUpdateInput!) { profileUpdate(input: $input) {
        __typename
        ... on ProfileUpdatePayload { viewer { name phone address { street area } } }
        ... on ValidationError { message issues { path message } }
      } }`,
      { input: { name: 'Karim', phone: '011 1234 5678', address: { street: 'Road 9', area: 'maadi' } } },
      { token },
    );
    expect(result.data.profileUpdate).toEqual({
      __typename: 'ProfileUpdatePayload',
      viewer: { name: 'Karim', phone: '+201112345678', address: { street: 'Road 9', area: 'Maadi' } },
    });
    const refused = await server.gql(
      `mutation($input: ProfileUpdateInput!) { profileUpdate(input: $input) {
        __typename ... on ValidationError { issues { path message } }
      } }`,
      { input: { phone: '99' } },
      { token },
    );
    expect(refused.data.profileUpdate).toEqual({
      __typename: 'ValidationError',
      issues: [{ path: ['phone'], message: 'Egyptian mobile numbers start with 010, 011, 012 or 015' }],
    });
    const anonymous = await server.gql(`mutation { profileUpdate(input: { name: "x" }) { __typename } }`);
    expect(anonymous.errors?.[0]).toBeDefined();
  });

  it('keeps the language the customer reads in, English until they choose, and nothing else', async () => {
    const { customer, token } = await createCustomer(server.app);
    const read = async () =>
      (await server.gql(`{ viewer { preferredLanguage } }`, {}, { token })).data.viewer.preferredLanguage;
    expect(await read()).toBe('en');
    const saved = await server.gql(
      `mutation { profileUpdate(input: { preferredLanguage: ar }) { ... on ProfileUpdatePayload { viewer { name preferredLanguage } } } }`,
      {},
      { token },
    );
    expect(saved.data.profileUpdate.viewer).toEqual({ name: customer.name, preferredLanguage: 'ar' });
    // The REST facade takes it too, and refuses a language the product does not speak.
    expect((await server.rest('PATCH', '/api/user/profile', { preferredLanguage: 'fr' }, { token })).status).toBe(400);
    expect(await read()).toBe('ar');
    expect((await server.rest('PATCH', '/api/user/profile', { preferredLanguage: 'en' }, { token })).status).toBe(200);
    expect(await read()).toBe('en');
  });
});
