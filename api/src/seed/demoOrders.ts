// The demo's running business: customers, subscriptions, cards, trials and a
// settled order book over the 8 weeks before the current one, the next
// delivery's orders (paid by card, a few without a selection yet, three
// InstaPay trials waiting for an admin with their transfer receipt), and a few
// waitlist entries. Written by seedDemo in its transaction, only when the demo
// itself is seeded, and only when SEED_DEMO_ORDERS is on (the journeys and the
// API tests assume an empty order book and turn it off).
//
// Everything is deterministic (a seeded PRNG, the same personas) except the
// dates, which follow `now`. No order is left for the engine: past orders are
// delivered (confirmed, with their succeeded Payment), skipped or failed; the
// next delivery's orders are confirmed or InstaPay in processing, so neither
// the deadline charge nor the 48-hour reminder picks any of them up. Later live
// weeks are the engine's (ensureSubscriptionOrders at start-up).

import { deflateSync } from 'node:zlib';
import type { Db } from '../db/client.ts';
import type {
  DeliverySlot,
  Language,
  MealPortion,
  PaymentMethodKind,
  PortionSize,
  Prisma,
} from '../generated/prisma/client.ts';
import type { ObjectStorage } from '../lib/storage/index.ts';
import { cairoDateOf, ensureWeeks, type WeekRules } from '../modules/catalog/index.ts';
import { priceTableFromConfigs, quote } from '../modules/pricing/index.ts';
import { type CANCEL_REASONS, instapayReference } from '../shared/rules.ts';
import { buildWeekMenu, mulberry32, shuffle, type MenuMeal } from './menus.ts';

/** The demo customer the README names (an active subscriber with history). Every demo customer shares the password. */
export const DEMO_CUSTOMER = Object.freeze({
  email: 'mona@demo.mealbox.eg',
  password: 'customer12345',
  name: 'Mona Hassan',
} as const);

/** How many weeks of history before the current week the demo has (the current one is delivered too). */
export const DEMO_PAST_WEEKS = 8;

const DAY = 86_400_000;
const HOUR = 3_600_000;

type CancelReason = (typeof CANCEL_REASONS)[number]['value'];

interface Persona {
  name: string;
  /** The part before @demo.mealbox.eg. */
  login: string;
  area: string;
  street: string;
  landmark: string;
  slot: DeliverySlot;
  language?: Language;
  notes?: string;
  story:
    | {
        kind: 'subscriber';
        /** Weeks before the next delivery of the first subscription order (0: the next delivery itself). */
        joinedWeeksAgo: number;
        meals: number;
        portion: PortionSize;
        /** A trial box the week before subscribing. */
        trial?: PaymentMethodKind;
        /** Cancelled before the deadline of the week this many weeks before the next delivery. */
        cancelled?: { weeksAgo: number; reason: CancelReason; text?: string };
        /** The next delivery's order has no meals picked yet (Meal Prep counts it as random meals). */
        noSelectionNext?: boolean;
        /** Weeks (before the next delivery) skipped on purpose, besides the random ones. */
        skipped?: number[];
        /** Weeks whose weekly charge was declined. */
        failed?: number[];
        card: { brand: 'Visa' | 'MasterCard'; last4: string };
      }
    | { kind: 'trial'; weeksAgo: number; method: PaymentMethodKind }
    | { kind: 'instapayWaiting' }
    | { kind: 'registered' };
}

const visa = (last4: string) => ({ brand: 'Visa' as const, last4 });
const master = (last4: string) => ({ brand: 'MasterCard' as const, last4 });

/** Twenty customers in serviced areas; the first is the README's demo login. */
const personas: Persona[] = [
  {
    name: 'Mona Hassan',
    login: 'mona',
    area: 'Zamalek',
    street: '14 Mohamed Mazhar Street',
    landmark: 'Next to the Fish Garden',
    slot: 'morning',
    notes: 'Please call when you arrive.',
    story: {
      kind: 'subscriber',
      joinedWeeksAgo: 6,
      meals: 5,
      portion: 'standard',
      trial: 'card',
      skipped: [3],
      card: visa('4242'),
    },
  },
  {
    name: 'Ahmed Mostafa',
    login: 'ahmed',
    area: 'Maadi',
    street: '22 Road 9',
    landmark: 'Behind Maadi Grand Mall',
    slot: 'evening',
    story: { kind: 'subscriber', joinedWeeksAgo: 9, meals: 10, portion: 'large', card: master('5100') },
  },
  {
    name: 'Nour El-Din Farouk',
    login: 'nour',
    area: 'Heliopolis',
    street: '7 Baghdad Street',
    landmark: 'Near Korba Square',
    slot: 'morning',
    story: {
      kind: 'subscriber',
      joinedWeeksAgo: 7,
      meals: 6,
      portion: 'mixed',
      noSelectionNext: true,
      card: visa('1881'),
    },
  },
  {
    name: 'Yasmin Abdelrahman',
    login: 'yasmin',
    area: 'Nasr City',
    street: '45 Abbas El Akkad Street',
    landmark: 'Opposite City Stars',
    slot: 'evening',
    language: 'ar',
    story: {
      kind: 'subscriber',
      joinedWeeksAgo: 5,
      meals: 4,
      portion: 'standard',
      trial: 'instapay',
      card: master('2346'),
    },
  },
  {
    name: 'Karim Adel',
    login: 'karim',
    area: 'New Cairo',
    street: 'Villa 112, South 90th Street',
    landmark: 'Fifth Settlement, near the AUC gate',
    slot: 'morning',
    story: {
      kind: 'subscriber',
      joinedWeeksAgo: 9,
      meals: 8,
      portion: 'standard',
      cancelled: { weeksAgo: 4, reason: 'too_expensive' },
      card: visa('0077'),
    },
  },
  {
    name: 'Salma Ibrahim',
    login: 'salma',
    area: 'Dokki',
    street: '3 Mossadak Street',
    landmark: 'Above the pharmacy',
    slot: 'evening',
    story: {
      kind: 'subscriber',
      joinedWeeksAgo: 4,
      meals: 7,
      portion: 'standard',
      noSelectionNext: true,
      card: master('9012'),
    },
  },
  {
    name: 'Omar Khaled',
    login: 'omar',
    area: 'Mohandessin',
    street: '18 Gameat El Dowal El Arabeya Street',
    landmark: 'Next to the Shooting Club gate',
    slot: 'morning',
    story: { kind: 'subscriber', joinedWeeksAgo: 3, meals: 12, portion: 'large', trial: 'card', card: visa('3151') },
  },
  {
    name: 'Hana Mahmoud',
    login: 'hana',
    area: 'Garden City',
    street: '9 Kasr El Dobara Street',
    landmark: 'Facing the embassy',
    slot: 'evening',
    language: 'ar',
    story: {
      kind: 'subscriber',
      joinedWeeksAgo: 7,
      meals: 4,
      portion: 'mixed',
      cancelled: { weeksAgo: 2, reason: 'travelling' },
      card: visa('6060'),
    },
  },
  {
    name: 'Youssef Samir',
    login: 'youssef',
    area: 'Sheikh Zayed',
    street: 'Building 5, Beverly Hills Compound',
    landmark: 'Gate 2',
    slot: 'morning',
    story: {
      kind: 'subscriber',
      joinedWeeksAgo: 6,
      meals: 15,
      portion: 'standard',
      failed: [3],
      skipped: [0],
      card: master('4411'),
    },
  },
  {
    name: 'Laila Fathy',
    login: 'laila',
    area: 'Agouza',
    street: '31 Nile Street',
    landmark: 'Near the Balloon Theatre',
    slot: 'evening',
    story: { kind: 'trial', weeksAgo: 5, method: 'instapay' },
  },
  {
    name: 'Mariam Tarek',
    login: 'mariam',
    area: 'Downtown',
    street: '12 Talaat Harb Street',
    landmark: 'Above Cafe Riche',
    slot: 'morning',
    story: {
      kind: 'subscriber',
      joinedWeeksAgo: 2,
      meals: 5,
      portion: 'standard',
      noSelectionNext: true,
      card: visa('7272'),
    },
  },
  {
    name: 'Tarek Nabil',
    login: 'tarek',
    area: 'Maadi',
    street: '6 Road 233, Degla',
    landmark: 'Next to the bakery',
    slot: 'evening',
    story: { kind: 'trial', weeksAgo: 3, method: 'card' },
  },
  {
    name: 'Dina Sherif',
    login: 'dina',
    area: 'Zamalek',
    street: '20 Brazil Street',
    landmark: 'Ground floor has a flower shop',
    slot: 'evening',
    story: {
      kind: 'subscriber',
      joinedWeeksAgo: 8,
      meals: 9,
      portion: 'standard',
      cancelled: { weeksAgo: 6, reason: 'not_enough_variety' },
      card: master('8080'),
    },
  },
  {
    name: 'Mahmoud Saeed',
    login: 'mahmoud',
    area: 'Heliopolis',
    street: '15 El Merghany Street',
    landmark: 'Near the Basilica',
    slot: 'morning',
    language: 'ar',
    story: { kind: 'subscriber', joinedWeeksAgo: 1, meals: 6, portion: 'standard', trial: 'card', card: visa('1212') },
  },
  {
    name: 'Rania Youssef',
    login: 'rania',
    area: 'Nasr City',
    street: '8 Makram Ebeid Street',
    landmark: 'Behind the mosque',
    slot: 'evening',
    story: {
      kind: 'subscriber',
      joinedWeeksAgo: 5,
      meals: 8,
      portion: 'large',
      failed: [2],
      cancelled: { weeksAgo: 1, reason: 'other', text: 'Moving to Alexandria for work.' },
      card: master('3434'),
    },
  },
  {
    name: 'Mostafa Gamal',
    login: 'mostafa',
    area: 'Dokki',
    street: '27 Tahrir Street',
    landmark: 'Near Dokki metro station',
    slot: 'morning',
    story: { kind: 'instapayWaiting' },
  },
  {
    name: 'Aya Hamdy',
    login: 'aya',
    area: 'New Cairo',
    street: 'Building 41, Rehab City Group 10',
    landmark: 'Near the Rehab Mall 2',
    slot: 'evening',
    language: 'ar',
    story: { kind: 'instapayWaiting' },
  },
  {
    name: 'Sherif Lotfy',
    login: 'sherif',
    area: 'Mohandessin',
    street: '4 Syria Street',
    landmark: 'Beside the Sphinx Square',
    slot: 'morning',
    story: { kind: 'instapayWaiting' },
  },
  {
    name: 'Nada Wael',
    login: 'nada',
    area: 'Garden City',
    street: '2 Ahmed Ragheb Street',
    landmark: 'Blue gate',
    slot: 'morning',
    story: { kind: 'registered' },
  },
  {
    name: 'Hossam Reda',
    login: 'hossam',
    area: 'Sheikh Zayed',
    street: 'Villa 9, Al Rabwa Compound',
    landmark: 'Near Arkan Plaza',
    slot: 'evening',
    story: { kind: 'subscriber', joinedWeeksAgo: 0, meals: 4, portion: 'standard', trial: 'card', card: visa('5656') },
  },
];

/** Visitors the demo turned away or who asked for a code. */
const waitlist: { email: string; neighborhood: string; reason: 'area_not_serviced' | 'invitation_requested' }[] = [
  { email: 'khaled.osman@example.com', neighborhood: 'Shubra', reason: 'area_not_serviced' },
  { email: 'heba.magdy@example.com', neighborhood: '6th of October', reason: 'area_not_serviced' },
  { email: 'amr.fouad@example.com', neighborhood: 'Helwan', reason: 'area_not_serviced' },
  { email: 'noha.saleh@example.com', neighborhood: 'Maadi', reason: 'invitation_requested' },
  { email: 'ramy.anwar@example.com', neighborhood: 'Zamalek', reason: 'invitation_requested' },
];

export interface DemoOrdersInput {
  now: Date;
  rules: WeekRules;
  /** The shared demo password's hash (hashed once, outside the transaction). */
  passwordHash: string;
  /** Where the InstaPay receipts are written (the uploads store). */
  storage: ObjectStorage;
}

export interface DemoOrdersSummary {
  customers: number;
  orders: number;
  proofs: number;
}

interface OrderPlan {
  customer: number;
  weekIndex: number;
  kind: 'trial' | 'subscription';
  method: PaymentMethodKind;
  outcome: 'delivered' | 'paid' | 'skipped' | 'failed' | 'waiting';
  first: boolean;
  selected: boolean;
  createdAt: Date;
  paidAt: Date;
}

/** Writes the demo's customers and order book (see the file's comment). `tx`: the seed's transaction. */
export async function writeDemoOrders(tx: Db, input: DemoOrdersInput): Promise<DemoOrdersSummary> {
  const { now, rules } = input;
  const random = mulberry32(20_260_101);

  // The history's weeks, made by the week rules like every other week, with a menu each.
  await ensureWeeks(tx, new Date(now.getTime() - DEMO_PAST_WEEKS * 7 * DAY), rules);
  const catalogue: MenuMeal[] = await tx.meal.findMany({ select: { id: true, category: true, ingredients: true } });
  const withoutMenu = await tx.week.findMany({ where: { menu: { none: {} } } });
  await tx.weekMenuItem.createMany({
    data: withoutMenu.flatMap((week) =>
      buildWeekMenu(catalogue, week.startDate).map((entry) => ({ ...entry, weekId: week.id, isAvailable: true })),
    ),
    skipDuplicates: true,
  });

  const today = cairoDateOf(now);
  const allWeeks = await tx.week.findMany({ orderBy: { startDate: 'asc' } });
  const nextIndex = allWeeks.findIndex((w) => w.deliveryDate.getTime() >= today.getTime());
  if (nextIndex < 1) return { customers: 0, orders: 0, proofs: 0 };
  // Index P is the next delivery; 0..P-1 are delivered weeks.
  const weeks = allWeeks.slice(Math.max(0, nextIndex - DEMO_PAST_WEEKS - 1), nextIndex + 1);
  const P = weeks.length - 1;
  const weekAt = (weeksAgo: number) => Math.max(0, P - weeksAgo);
  const menuRows = await tx.weekMenuItem.findMany({
    where: { weekId: { in: weeks.map((w) => w.id) } },
    orderBy: { sortOrder: 'asc' },
    select: { weekId: true, mealId: true },
  });
  const menus = new Map<number, number[]>();
  for (const row of menuRows) menus.set(row.weekId, [...(menus.get(row.weekId) ?? []), row.mealId]);

  const table = priceTableFromConfigs(await tx.pricingConfig.findMany());
  const areas = new Map((await tx.neighborhood.findMany({ where: { isServiced: true } })).map((n) => [n.name, n]));
  const codes = await tx.invitationCode.findMany({ where: { code: { in: ['WELCOME10', 'FRIENDS'] } } });
  const codeFor = (i: number) => codes[i % Math.max(1, codes.length)]?.id ?? null;

  // Never later than a moment before `now`: the next delivery's deadline may still be ahead.
  const past = (at: number) => new Date(Math.min(at, now.getTime() - HOUR));

  // --- the plan: who ordered what, when, and how it ended
  const plans: OrderPlan[] = [];
  const subscriptions: Prisma.SubscriptionCreateManyInput[] = [];
  const customerCreatedAt: Date[] = [];
  personas.forEach((persona, c) => {
    const story = persona.story;
    const deadline = (w: number) => weeks[w]!.orderDeadline.getTime();
    if (story.kind === 'registered') {
      customerCreatedAt.push(past(now.getTime() - 2 * DAY));
      return;
    }
    if (story.kind === 'instapayWaiting') {
      const createdAt = past(now.getTime() - (c % 5) * 7 * HOUR - 3 * HOUR);
      customerCreatedAt.push(new Date(createdAt.getTime() - 2 * HOUR));
      plans.push({
        customer: c,
        weekIndex: P,
        kind: 'trial',
        method: 'instapay',
        outcome: 'waiting',
        first: false,
        selected: true,
        createdAt,
        paidAt: createdAt,
      });
      return;
    }
    if (story.kind === 'trial') {
      const w = weekAt(story.weeksAgo);
      const createdAt = past(deadline(w) - 2 * DAY);
      customerCreatedAt.push(new Date(createdAt.getTime() - 3 * HOUR));
      plans.push({
        customer: c,
        weekIndex: w,
        kind: 'trial',
        method: story.method,
        outcome: w === P ? 'paid' : 'delivered',
        first: false,
        selected: true,
        createdAt,
        paidAt: createdAt,
      });
      return;
    }
    const first = Math.max(story.trial ? 1 : 0, weekAt(story.joinedWeeksAgo));
    const startedAt = past(deadline(first) - 2 * DAY);
    let joinedAt = new Date(startedAt.getTime() - 4 * HOUR);
    if (story.trial) {
      const t = first - 1;
      const createdAt = past(deadline(t) - 2 * DAY);
      joinedAt = new Date(createdAt.getTime() - 3 * HOUR);
      plans.push({
        customer: c,
        weekIndex: t,
        kind: 'trial',
        method: story.trial,
        outcome: 'delivered',
        first: false,
        selected: true,
        createdAt,
        paidAt: createdAt,
      });
    }
    customerCreatedAt.push(joinedAt);
    const last = story.cancelled ? weekAt(story.cancelled.weeksAgo) - 1 : P;
    for (let w = first; w <= last; w++) {
      const weeksAgo = P - w;
      const isFirst = w === first;
      const skipped =
        !isFirst &&
        (story.skipped?.includes(weeksAgo) || (w < P && !story.failed?.includes(weeksAgo) && random() < 0.1));
      const outcome = skipped
        ? 'skipped'
        : story.failed?.includes(weeksAgo) && !isFirst
          ? 'failed'
          : w === P
            ? 'paid'
            : 'delivered';
      plans.push({
        customer: c,
        weekIndex: w,
        kind: 'subscription',
        method: 'card',
        outcome,
        first: isFirst,
        selected: !(w === P && story.noSelectionNext),
        // The first order is the checkout's; the others the engine's, weeks ahead.
        createdAt: isFirst ? startedAt : past(deadline(w) - 28 * DAY),
        paidAt: isFirst ? startedAt : past(deadline(w) + 5 * 60_000),
      });
    }
    subscriptions.push({
      customerId: c, // replaced by the customer's id below
      status: story.cancelled ? 'cancelled' : 'active',
      mealCount: story.meals,
      portionSize: story.portion,
      deliverySlot: persona.slot,
      startedAt,
      cancelledAt: story.cancelled ? past(deadline(weekAt(story.cancelled.weeksAgo)) - 3 * DAY) : null,
      cancelReason: story.cancelled?.reason ?? null,
      cancelReasonText: story.cancelled?.text ?? null,
    });
  });

  // --- customers, cards, subscriptions
  const customers = await tx.customer.createManyAndReturn({
    data: personas.map((persona, c) => ({
      email: `${persona.login}@demo.mealbox.eg`,
      passwordHash: input.passwordHash,
      name: persona.name,
      phone: `+2010${String(12_345_670 + c * 1_111_111).slice(-8)}`,
      addressName: persona.name,
      street: persona.street,
      building: String(3 + ((c * 7) % 40)),
      floor: String(1 + (c % 9)),
      apartment: String(1 + ((c * 3) % 12)),
      landmark: persona.landmark,
      deliveryNotes: persona.notes ?? '',
      neighborhoodId: areas.get(persona.area)?.id ?? null,
      userType: persona.story.kind === 'subscriber' ? 'subscriber' : 'trial',
      preferredLanguage: persona.language ?? 'en',
      invitationCodeId: codeFor(c),
      createdAt: customerCreatedAt[c]!,
    })),
    select: { id: true, name: true, phone: true, street: true, building: true, floor: true, apartment: true },
  });
  for (const code of codes) {
    const uses = customers.filter((_, c) => codeFor(c) === code.id).length;
    await tx.invitationCode.update({ where: { id: code.id }, data: { currentUses: { increment: uses } } });
  }

  const subscriberIndexes = personas.flatMap((p, c) => (p.story.kind === 'subscriber' ? [c] : []));
  const cards = await tx.savedCard.createManyAndReturn({
    data: subscriberIndexes.map((c) => {
      const story = personas[c]!.story as Extract<Persona['story'], { kind: 'subscriber' }>;
      return {
        customerId: customers[c]!.id,
        provider: 'paymob' as const,
        // Not a real Paymob token: a weekly charge on it would be declined.
        token: `demo-card-${personas[c]!.login}`,
        maskedPan: `xxxx-xxxx-xxxx-${story.card.last4}`,
        cardBrand: story.card.brand,
        isDefault: true,
        createdAt: subscriptions[subscriberIndexes.indexOf(c)]!.startedAt as Date,
      };
    }),
    select: { id: true, customerId: true },
  });
  await tx.subscription.createMany({
    data: subscriptions.map((s, i) => ({
      ...s,
      customerId: customers[subscriberIndexes[i]!]!.id,
      savedCardId: cards[i]!.id,
    })),
  });

  // --- orders and their items
  const addressOf = (c: number) => {
    const customer = customers[c]!;
    const persona = personas[c]!;
    return {
      name: customer.name,
      street: customer.street,
      building: customer.building,
      floor: customer.floor,
      apartment: customer.apartment,
      area: persona.area,
      landmark: persona.landmark,
      phone: customer.phone,
    };
  };
  const planned = plans.map((plan) => {
    const persona = personas[plan.customer]!;
    const story = persona.story;
    const meals = story.kind === 'subscriber' && plan.kind === 'subscription' ? story.meals : 4 + (plan.customer % 3);
    const portion: PortionSize =
      story.kind === 'subscriber' && plan.kind === 'subscription'
        ? story.portion
        : plan.customer % 4 === 1
          ? 'large'
          : 'standard';
    const week = weeks[plan.weekIndex]!;
    const items: { mealId: number; portionSize: MealPortion }[] = [];
    if (plan.selected && plan.outcome !== 'skipped') {
      const menu = shuffle(menus.get(week.id) ?? [], random);
      for (let i = 0; i < meals && menu.length > 0; i++) {
        const size: MealPortion =
          portion === 'large' || (portion === 'mixed' && random() < 0.35) ? 'large' : 'standard';
        items.push({ mealId: menu[i % menu.length]!, portionSize: size });
      }
    }
    const largeMeals = plan.selected
      ? items.filter((i) => i.portionSize === 'large').length
      : portion === 'large'
        ? meals
        : 0;
    const amounts = quote(table, { mealCount: meals, largeMeals, isFirstSubscriptionOrder: plan.first });
    const paymentStatus =
      plan.outcome === 'delivered' || plan.outcome === 'paid'
        ? ('confirmed' as const)
        : plan.outcome === 'failed'
          ? ('failed' as const)
          : plan.outcome === 'waiting'
            ? ('processing' as const)
            : ('pending' as const);
    const deliveredAt =
      plan.outcome === 'delivered'
        ? new Date(week.deliveryDate.getTime() + (persona.slot === 'morning' ? 8 : 17) * HOUR)
        : null;
    return {
      plan,
      items,
      data: {
        customerId: customers[plan.customer]!.id,
        weekId: week.id,
        status:
          plan.outcome === 'skipped'
            ? ('skipped' as const)
            : items.length > 0
              ? ('selected' as const)
              : ('not_selected' as const),
        paymentStatus,
        paymentMethod: plan.method,
        purchaseType: plan.kind,
        mealCount: meals,
        defaultPortionSize: portion,
        deliverySlot: persona.slot,
        deliveryAddress: addressOf(plan.customer),
        deliveryNotes: persona.notes ?? '',
        subtotalPiasters: amounts.subtotal,
        discountPiasters: amounts.discount,
        deliveryFeePiasters: amounts.deliveryFee,
        totalPiasters: amounts.total,
        isFirstSubscriptionOrder: plan.first,
        delivered: deliveredAt !== null,
        deliveredAt,
        createdAt: plan.createdAt,
        updatedAt: deliveredAt ?? plan.paidAt,
      },
    };
  });
  const orders = await tx.order.createManyAndReturn({
    data: planned.map((p) => p.data),
    select: { id: true, customerId: true, totalPiasters: true },
  });
  await tx.orderItem.createMany({
    data: planned.flatMap((p, i) =>
      p.items.map((item) => ({ ...item, orderId: orders[i]!.id, createdAt: p.plan.createdAt })),
    ),
  });

  // --- payments: what the checkout, the weekly charge and the InstaPay verification wrote
  await tx.payment.createMany({
    data: planned.flatMap((p, i) => {
      const order = orders[i]!;
      const { plan } = p;
      if (plan.outcome === 'skipped') return [];
      const viaCheckout = plan.kind === 'trial' || plan.first;
      const status =
        plan.outcome === 'failed'
          ? ('failed' as const)
          : plan.outcome === 'waiting'
            ? ('pending' as const)
            : ('succeeded' as const);
      return [
        {
          orderId: order.id,
          customerId: order.customerId,
          provider: plan.method === 'instapay' ? ('instapay' as const) : ('paymob' as const),
          status,
          amountPiasters: order.totalPiasters,
          // Checkout's reference form (mb-<order>-…) or the weekly charge's (mit-<order>-<attempt>).
          reference: viaCheckout ? `mb-${order.id}-demo` : `mit-${order.id}-1`,
          providerRef: plan.method === 'card' && status !== 'failed' ? String(880_000_000 + order.id) : null,
          failureReason: status === 'failed' ? 'Declined' : null,
          createdAt: plan.paidAt,
          updatedAt: plan.paidAt,
        },
      ];
    }),
  });
  await tx.trialRedemption.createMany({
    data: planned.flatMap((p, i) =>
      p.plan.kind === 'trial'
        ? [{ customerId: orders[i]!.customerId, orderId: orders[i]!.id, createdAt: p.plan.createdAt }]
        : [],
    ),
  });

  // --- InstaPay receipts: real images in the uploads store, as a customer's upload would be
  let proofs = 0;
  for (const [i, p] of planned.entries()) {
    if (p.plan.method !== 'instapay') continue;
    const order = orders[i]!;
    const key = `demo/instapay-receipt-${order.id}.png`;
    const body = receiptPng({
      amount: order.totalPiasters,
      from: personas[p.plan.customer]!.name,
      reference: instapayReference(order.id),
      at: p.plan.createdAt,
      transaction: 40_000_000 + order.id * 7919,
    });
    await input.storage.put(key, body, { contentType: 'image/png' });
    const file = await tx.uploadedFile.create({
      data: {
        key,
        contentType: 'image/png',
        sizeBytes: body.length,
        purpose: 'payment_proof',
        uploadedByCustomerId: order.customerId,
        createdAt: p.plan.createdAt,
      },
    });
    await tx.order.update({ where: { id: order.id }, data: { paymentProofFileId: file.id } });
    proofs++;
  }

  if ((await tx.waitlistEntry.count()) === 0) {
    await tx.waitlistEntry.createMany({
      data: waitlist.map((entry, i) => ({
        email: entry.email,
        neighborhood: entry.neighborhood,
        rejectionReason: entry.reason,
        createdAt: past(now.getTime() - (i + 1) * 2 * DAY),
      })),
    });
  }

  return { customers: customers.length, orders: orders.length, proofs };
}

// --- the transfer receipt: a small PNG drawn here (a 5×7 pixel font, no image library)

const GLYPHS: Record<string, string> = {
  A: '0e11111f111111',
  B: '1e11111e11111e',
  C: '0e11101010110e',
  D: '1e11111111111e',
  E: '1f10101e10101f',
  F: '1f10101e101010',
  G: '0e11101711110f',
  H: '1111111f111111',
  I: '0e04040404040e',
  J: '0702020202120c',
  K: '11121418141211',
  L: '1010101010101f',
  M: '111b1515111111',
  N: '11111915131111',
  O: '0e11111111110e',
  P: '1e11111e101010',
  Q: '0e11111115120d',
  R: '1e11111e141211',
  S: '0f10100e01011e',
  T: '1f040404040404',
  U: '1111111111110e',
  V: '11111111110a04',
  W: '1111111515150a',
  X: '11110a040a1111',
  Y: '1111110a040404',
  Z: '1f01020408101f',
  '0': '0e11131519110e',
  '1': '040c040404040e',
  '2': '0e11010204081f',
  '3': '1f02040201110e',
  '4': '02060a121f0202',
  '5': '1f101e0101110e',
  '6': '0608101e11110e',
  '7': '1f010204080808',
  '8': '0e11110e11110e',
  '9': '0e11110f01020c',
  '.': '00000000000c0c',
  ':': '000c0c000c0c00',
  '-': '0000001f000000',
  '@': '0e11171517100e',
  ',': '000000000c0408',
  ' ': '00000000000000',
};

type Rgb = [number, number, number];

function receiptPng(receipt: {
  amount: number;
  from: string;
  reference: string;
  at: Date;
  transaction: number;
}): Buffer {
  const width = 360;
  const height = 300;
  const pixels = Buffer.alloc(width * height * 3, 255);
  const fill = (x0: number, y0: number, w: number, h: number, [r, g, b]: Rgb) => {
    for (let y = y0; y < Math.min(height, y0 + h); y++) {
      for (let x = x0; x < Math.min(width, x0 + w); x++) pixels.set([r, g, b], (y * width + x) * 3);
    }
  };
  const text = (x: number, y: number, value: string, scale: number, color: Rgb) => {
    for (const [n, ch] of [...value.toUpperCase()].entries()) {
      const glyph = GLYPHS[ch] ?? GLYPHS[' ']!;
      for (let row = 0; row < 7; row++) {
        const bits = parseInt(glyph.slice(row * 2, row * 2 + 2), 16);
        for (let col = 0; col < 5; col++) {
          if (bits & (0x10 >> col)) fill(x + (n * 6 + col) * scale, y + row * scale, scale, scale, color);
        }
      }
    }
  };
  const purple: Rgb = [91, 42, 134];
  const grey: Rgb = [90, 90, 90];
  const dark: Rgb = [30, 30, 30];
  fill(0, 0, width, 56, purple);
  text(16, 14, 'INSTAPAY', 4, [255, 255, 255]);
  text(16, 72, 'TRANSFER SUCCESSFUL', 2, [22, 128, 61]);
  fill(16, 96, width - 32, 2, [220, 220, 220]);
  const cairo = new Date(receipt.at.getTime() + 2 * HOUR).toISOString();
  const lines: [string, string][] = [
    ['AMOUNT', `EGP ${(receipt.amount / 100).toFixed(2)}`],
    ['TO', 'MEALBOX.DEMO@INSTAPAY'],
    ['FROM', receipt.from.replace(/[^A-Za-z ]/g, ' ')],
    ['NOTE', receipt.reference],
    ['DATE', `${cairo.slice(0, 10)} ${cairo.slice(11, 16)}`],
    ['TXN', String(receipt.transaction)],
  ];
  lines.forEach(([label, value], i) => {
    text(16, 112 + i * 28, label, 2, grey);
    text(96, 112 + i * 28, value.slice(0, 21), 2, dark);
  });
  fill(0, height - 12, width, 12, purple);

  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) pixels.copy(raw, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  let crc = 0xffffffff;
  for (const byte of body) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0, body.length + 4);
  return out;
}
