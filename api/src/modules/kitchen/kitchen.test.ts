import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGraphQLRefused, expectRestRefused } from '../../../test/adminAccess.ts';
import { createCustomer, createOrder, createSignedInAdmin, createSubscription } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { createOwnWeek } from '../../../test/weeks.ts';

let server: TestServer;
let token: string;
let mealIds: number[];
let titles: Map<number, string>;
let week: Awaited<ReturnType<typeof createOwnWeek>>;
const weekGlobalId = (id: number) => Buffer.from(`Week:${id}`).toString('base64');

const MEAL_PREP = `query ($weekId: ID!) {
  adminMealPrep(weekId: $weekId) {
    weekLabel
    meals { mealDatabaseId title standard large total }
    noSelection { standard large total orders }
    slots { slot standard large total orders }
    total { standard large total orders }
  }
}`;
const SHEET = `query ($weekId: ID!, $slot: String!) {
  adminDeliverySheet(weekId: $weekId, slot: $slot) {
    weekLabel slot deliveryCount mealCount
    areas { area deliveries { orderDatabaseId name phone addressLine notes mealCount delivered
      address { name street building floor apartment area landmark }
      bag { title portion quantity } } }
  }
}`;

/** A customer of their own with an order in the test's week. */
async function orderFor(options: Omit<Parameters<typeof createOrder>[1], 'customerId' | 'weekId'>, slot = 'morning') {
  const { customer } = await createCustomer(server.app);
  const order = await createOrder(server.app, { ...options, customerId: customer.id, weekId: week.id });
  await server.app.prisma.order.update({ where: { id: order.id }, data: { deliverySlot: slot as 'morning' } });
  return { customer, order };
}

const [A, B, C] = [0, 1, 2];
let abandoned: Awaited<ReturnType<typeof orderFor>>;

beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await createSignedInAdmin(server.app));
  const meals = await server.app.prisma.meal.findMany({ take: 3, orderBy: { id: 'asc' } });
  mealIds = meals.map((meal) => meal.id);
  titles = new Map(meals.map((meal) => [meal.id, meal.title]));
  week = await createOwnWeek(server.app);
  const m = (i: number) => mealIds[i]!;

  // Counted: a paid card order (morning), InstaPay awaiting verification (evening, large).
  await orderFor({ mealIds: [m(A), m(A), m(B), m(C)], paymentStatus: 'confirmed', purchaseType: 'trial' });
  await orderFor(
    { mealIds: [m(A), m(B), m(B), m(C)], portionSize: 'large', paymentStatus: 'processing', paymentMethod: 'instapay' },
    'evening',
  );
  // Counted: subscribers' orders the deadline will charge: none picked (large, 6), one picked of 4 (mixed).
  const none = await orderFor({ mealCount: 6, portionSize: 'large', purchaseType: 'subscription' });
  await createSubscription(server.app, none.customer.id);
  const partial = await orderFor({ mealCount: 4, portionSize: 'mixed', mealIds: [m(C)], purchaseType: 'subscription' });
  await createSubscription(server.app, partial.customer.id);

  // Not counted.
  abandoned = await orderFor({ mealIds: [m(A), m(B), m(C), m(C)], purchaseType: 'trial' });
  await orderFor({ mealIds: [m(A), m(A), m(A), m(A)], paymentStatus: 'failed', purchaseType: 'trial' });
  await orderFor({ mealIds: [m(A), m(A), m(A), m(A)], paymentStatus: 'confirmed', status: 'skipped' });
  await orderFor({ mealIds: [m(A), m(A), m(A), m(A)], paymentStatus: 'confirmed', status: 'cancelled' });
  await orderFor({ mealIds: [m(B), m(B), m(B), m(B)], paymentStatus: 'processing', purchaseType: 'trial' });
  const lapsed = await orderFor({ mealCount: 4, purchaseType: 'subscription' });
  await createSubscription(server.app, lapsed.customer.id, { status: 'cancelled' });
});
afterAll(() => server?.close());

describe('Meal Prep', () => {
  it('counts the orders that will be delivered: one row per meal, the no-selection row, totals by slot', async () => {
    const { data, errors } = await server.gql(MEAL_PREP, { weekId: weekGlobalId(week.id) }, { token });
    expect(errors).toBeUndefined();
    const prep = data.adminMealPrep;
    expect(prep.weekLabel).toBe(week.label);
    const row = (i: number) =>
      prep.meals.find((line: { mealDatabaseId: number }) => line.mealDatabaseId === mealIds[i]);
    expect(row(A)).toEqual({
      mealDatabaseId: mealIds[A],
      title: titles.get(mealIds[A]!),
      standard: 2,
      large: 1,
      total: 3,
    });
    expect(row(B)).toEqual({
      mealDatabaseId: mealIds[B],
      title: titles.get(mealIds[B]!),
      standard: 1,
      large: 2,
      total: 3,
    });
    // The mixed plan's one picked meal is standard.
    expect(row(C)).toEqual({
      mealDatabaseId: mealIds[C],
      title: titles.get(mealIds[C]!),
      standard: 2,
      large: 1,
      total: 3,
    });
    expect(prep.meals).toHaveLength(3);
    // 6 large not picked; 3 of the mixed plan's, as standard.
    expect(prep.noSelection).toEqual({ standard: 3, large: 6, total: 9, orders: 2 });
    expect(prep.slots).toEqual([
      { slot: 'morning', standard: 8, large: 6, total: 14, orders: 3 },
      { slot: 'evening', standard: 0, large: 4, total: 4, orders: 1 },
    ]);
    expect(prep.total).toEqual({ standard: 8, large: 10, total: 18, orders: 4 });
  });

  it('changes by exactly the meals of an order once it counts (the abandoned checkout is paid)', async () => {
    const before = (await server.gql(MEAL_PREP, { weekId: String(week.id) }, { token })).data.adminMealPrep;
    await server.app.prisma.order.update({ where: { id: abandoned.order.id }, data: { paymentStatus: 'confirmed' } });
    const after = (await server.gql(MEAL_PREP, { weekId: String(week.id) }, { token })).data.adminMealPrep;
    const total = (prep: typeof before, i: number) =>
      prep.meals.find((line: { mealDatabaseId: number }) => line.mealDatabaseId === mealIds[i])?.standard ?? 0;
    expect(total(after, A) - total(before, A)).toBe(1);
    expect(total(after, B) - total(before, B)).toBe(1);
    expect(total(after, C) - total(before, C)).toBe(2);
    expect(after.total.total - before.total.total).toBe(4);
    expect(after.total.orders - before.total.orders).toBe(1);
    await server.app.prisma.order.update({ where: { id: abandoned.order.id }, data: { paymentStatus: 'pending' } });
  });

  it('counts the chef’s choice picks as the meals they are once they are items', async () => {
    const none = await server.app.prisma.order.findFirstOrThrow({
      where: { weekId: week.id, mealCount: 6, defaultPortionSize: 'large' },
    });
    await server.app.prisma.orderItem.createMany({
      data: Array.from({ length: 6 }, () => ({ orderId: none.id, mealId: mealIds[B]!, portionSize: 'large' as const })),
    });
    try {
      const prep = (await server.gql(MEAL_PREP, { weekId: String(week.id) }, { token })).data.adminMealPrep;
      expect(prep.noSelection).toEqual({ standard: 3, large: 0, total: 3, orders: 1 });
      expect(prep.meals.find((line: { mealDatabaseId: number }) => line.mealDatabaseId === mealIds[B]).large).toBe(8);
      expect(prep.total.total).toBe(18);
    } finally {
      await server.app.prisma.orderItem.deleteMany({ where: { orderId: none.id } });
    }
  });

  it('answers the same table over REST, and as CSV', async () => {
    const json = await server.rest('GET', `/api/admin/meal-prep?weekId=${week.id}`, undefined, { token });
    expect(json.status).toBe(200);
    expect(json.body.total).toEqual({ standard: 8, large: 10, total: 18, orders: 4 });
    const csv = await fetch(`${server.url}/api/admin/meal-prep/export?weekId=${weekGlobalId(week.id)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="meal-prep-.*\.csv"/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Meal,Standard,Large,Total');
    expect(lines).toContain('No selection yet (random meals),3,6,9');
    expect(lines).toContain('Total morning,8,6,14');
    expect(lines).toContain('Total evening,0,4,4');
    expect(lines.at(-1)).toBe('Total,8,10,18');
    expect(lines).toHaveLength(1 + 3 + 1 + 2 + 1);
  });

  it('refuses a week that does not exist, and anyone but an admin', async () => {
    for (const weekId of ['999999999', weekGlobalId(999999999), 'nonsense', Buffer.from('Meal:1').toString('base64')]) {
      const { data, errors } = await server.gql(MEAL_PREP, { weekId }, { token });
      expect(data?.adminMealPrep ?? null).toBeNull();
      expect(errors?.[0]?.message).toBe('Week not found');
    }
    const rest = await server.rest('GET', '/api/admin/meal-prep?weekId=999999999', undefined, { token });
    expect(rest.status).toBe(404);
    expect(rest.body.message).toBe('Week not found');
    expect((await server.rest('GET', '/api/admin/meal-prep', undefined, { token })).status).toBe(404);
    await expectGraphQLRefused(server, [
      { document: MEAL_PREP, variables: { weekId: String(week.id) }, field: 'adminMealPrep' },
      { document: SHEET, variables: { weekId: String(week.id), slot: 'morning' }, field: 'adminDeliverySheet' },
    ]);
    await expectRestRefused(server, [
      { method: 'GET', path: `/api/admin/meal-prep?weekId=${week.id}` },
      { method: 'GET', path: `/api/admin/meal-prep/export?weekId=${week.id}` },
      { method: 'GET', path: `/api/admin/delivery-sheet?weekId=${week.id}&slot=morning` },
      { method: 'GET', path: `/api/admin/delivery-sheet/export?weekId=${week.id}&slot=morning` },
    ]);
  });
});

describe('Delivery sheets', () => {
  it('lists the slot’s deliveries by area with address, phone, notes, meal count and bag', async () => {
    const neighborhood = await server.app.prisma.neighborhood.findFirstOrThrow({ where: { name: 'Zamalek' } });
    // The paid morning order carries checkout's snapshot; the subscriber's has none (the engine made it).
    const paid = await server.app.prisma.order.findFirstOrThrow({
      where: { weekId: week.id, paymentStatus: 'confirmed', status: 'selected', deliverySlot: 'morning' },
    });
    await server.app.prisma.order.update({
      where: { id: paid.id },
      data: {
        deliveryAddress: {
          name: 'Mona Adel',
          street: '26 July Street',
          building: '4',
          floor: '3',
          apartment: '12',
          area: 'Zamalek',
          landmark: 'the bakery',
          phone: '+201012345678',
        },
        deliveryNotes: 'Ring twice',
      },
    });
    const engine = await server.app.prisma.order.findFirstOrThrow({
      where: { weekId: week.id, mealCount: 6, defaultPortionSize: 'large' },
    });
    await server.app.prisma.customer.update({
      where: { id: engine.customerId },
      data: {
        name: 'Ahmed Samir',
        phone: '+201198765432',
        street: 'Road 9',
        building: '7',
        neighborhoodId: null,
        deliveryNotes: 'Leave with the doorman',
      },
    });

    const { data, errors } = await server.gql(SHEET, { weekId: String(week.id), slot: 'morning' }, { token });
    expect(errors).toBeUndefined();
    const sheet = data.adminDeliverySheet;
    expect(sheet.slot).toBe('morning');
    expect(sheet.deliveryCount).toBe(3);
    expect(sheet.mealCount).toBe(4 + 6 + 4);
    const zamalek = sheet.areas.find((area: { area: string }) => area.area === 'Zamalek');
    expect(zamalek.deliveries).toEqual([
      {
        orderDatabaseId: paid.id,
        name: 'Mona Adel',
        phone: '+201012345678',
        address: {
          name: 'Mona Adel',
          street: '26 July Street',
          building: '4',
          floor: '3',
          apartment: '12',
          area: 'Zamalek',
          landmark: 'the bakery',
        },
        addressLine: 'Mona Adel, 26 July Street, Building 4, Floor 3, Apartment 12, Zamalek, near the bakery',
        notes: 'Ring twice',
        mealCount: 4,
        delivered: false,
        bag: [
          { title: titles.get(mealIds[A]!), portion: 'standard', quantity: 2 },
          { title: titles.get(mealIds[B]!), portion: 'standard', quantity: 1 },
          { title: titles.get(mealIds[C]!), portion: 'standard', quantity: 1 },
        ],
      },
    ]);
    const noArea = sheet.areas.find((area: { area: string }) => area.area === 'No area');
    const ahmed = noArea.deliveries.find((d: { orderDatabaseId: number }) => d.orderDatabaseId === engine.id);
    expect(ahmed).toMatchObject({
      name: 'Ahmed Samir',
      phone: '+201198765432',
      addressLine: 'Ahmed Samir, Road 9, Building 7',
      notes: 'Leave with the doorman',
      mealCount: 6,
      bag: [{ title: "Chef's choice", portion: 'large', quantity: 6 }],
    });
    expect(neighborhood.name).toBe('Zamalek');

    const evening = (await server.gql(SHEET, { weekId: String(week.id), slot: 'evening' }, { token })).data
      .adminDeliverySheet;
    expect(evening.deliveryCount).toBe(1);
    expect(evening.areas[0].deliveries[0].bag).toEqual([
      { title: titles.get(mealIds[A]!), portion: 'large', quantity: 1 },
      { title: titles.get(mealIds[B]!), portion: 'large', quantity: 2 },
      { title: titles.get(mealIds[C]!), portion: 'large', quantity: 1 },
    ]);

    const csv = await fetch(`${server.url}/api/admin/delivery-sheet/export?weekId=${week.id}&slot=morning`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/delivery-sheet-.*-morning\.csv/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Area,Order,Name,Phone,Address,Landmark,Notes,Meals,Bag,Delivered');
    expect(lines).toHaveLength(1 + 3);
    expect(lines).toContain(
      `Zamalek,${paid.id},Mona Adel,+201012345678,"Mona Adel, 26 July Street, Building 4, Floor 3, Apartment 12, Zamalek",the bakery,Ring twice,4,` +
        `2 × ${titles.get(mealIds[A]!)} (standard); 1 × ${titles.get(mealIds[B]!)} (standard); 1 × ${titles.get(mealIds[C]!)} (standard),no`,
    );
  });

  it('refuses a slot that is not morning or evening, and a week that does not exist', async () => {
    for (const slot of ['noon', '', 'MORNING']) {
      const { errors } = await server.gql(SHEET, { weekId: String(week.id), slot }, { token });
      expect(errors?.[0]?.message).toBe('Slot must be morning or evening');
      const rest = await server.rest('GET', `/api/admin/delivery-sheet?weekId=${week.id}&slot=${slot}`, undefined, {
        token,
      });
      expect(rest.status).toBe(400);
      expect(rest.body.message).toBe('Slot must be morning or evening');
    }
    const missing = await server.rest('GET', '/api/admin/delivery-sheet?weekId=999999999&slot=evening', undefined, {
      token,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Week not found');
  });
});
