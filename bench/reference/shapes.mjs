// The JSON our REST facade answers, rebuilt from plain rows for the reference
// servers (kept apart from the product on purpose: a reference must not run
// our code). The bench compares each reference answer with ours, so a drift
// here shows as "differs" in its table rather than as a silently unfair race.

export const categoryLabels = {
  main: 'Main Dishes',
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snacks',
  dessert: 'Desserts',
};

export const toPounds = (piasters) => Math.round(piasters / 100);

/** A week's columns, dates as 'YYYY-MM-DD' text (pg would turn a `date` into a local-time Date). */
export const weekColumns = (alias) =>
  `${alias}.id, ${alias}.label, ${alias}."startDate"::text AS "startDate", ${alias}."endDate"::text AS "endDate",
   ${alias}."deliveryDate"::text AS "deliveryDate", ${alias}."orderDeadline", ${alias}."isSelectable"`;

/** The default live window (weekRules' liveWindowWeeks, 4), in days. */
export const LIVE_WINDOW_DAYS = 28;

/** Live: selectable, before its deadline, starting within the default live window. */
export const isLiveSql = (alias) =>
  `(${alias}."isSelectable" AND ${alias}."orderDeadline" > now()
    AND ${alias}."startDate" - (now() AT TIME ZONE 'Africa/Cairo')::date <= ${LIVE_WINDOW_DAYS})`;

const cairoToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' });

/** Today's date in Cairo at `now`, as 'YYYY-MM-DD' (en-CA formats dates that way). */
export const cairoDate = (now) => cairoToday.format(now);

/** A 'YYYY-MM-DD' date `days` later. */
export const addDays = (isoDate, days) => new Date(Date.parse(isoDate) + days * 86_400_000).toISOString().slice(0, 10);

/** isLiveSql in JavaScript, for a week whose dates are 'YYYY-MM-DD' text. */
export const isLiveAt = (week, now) =>
  week.isSelectable &&
  new Date(week.orderDeadline) > now &&
  (Date.parse(week.startDate) - Date.parse(cairoDate(now))) / 86_400_000 <= LIVE_WINDOW_DAYS;

export const weekJson = (row) => ({
  id: row.id,
  label: row.label,
  startDate: row.startDate,
  endDate: row.endDate,
  deliveryDate: row.deliveryDate,
  orderDeadline: new Date(row.orderDeadline).toISOString(),
  isSelectable: row.isSelectable,
  isLive: row.isLive,
});

export const mealJson = (meal) => ({
  id: meal.id,
  title: meal.title,
  description: meal.description,
  ingredients: meal.ingredients,
  tags: meal.tags,
  category: categoryLabels[meal.category],
  categoryKey: meal.category,
  imageUrl: meal.imageUrl,
  calories: meal.calories,
  protein: meal.protein,
  caloriesLarge: meal.caloriesLarge ?? Math.round(meal.calories * 1.5),
  proteinLarge: meal.proteinLarge ?? Math.round(meal.protein * 1.5),
  price: toPounds(meal.pricePiasters),
  allergens: enumList(meal.allergens),
  diets: enumList(meal.diets),
});

/** node-postgres leaves an array of an enum as PostgreSQL's text (`{dairy,eggs}`): its type is not built in. */
const enumList = (value) => (typeof value === 'string' ? value.slice(1, -1).split(',').filter(Boolean) : value);

const MIN_MEALS = 4;
const MAX_MEALS = 15;

/** /api/pricing: the stored configs and, per meal count, the plan page's prices (DESIGN §3 defaults fill gaps). */
export function pricingJson(configs) {
  const perMeal = {};
  for (let count = MIN_MEALS; count <= MAX_MEALS; count += 1) {
    perMeal[count] = (count === 4 ? 249 : count <= 6 ? 239 : count <= 9 ? 219 : 199) * 100;
  }
  let largeAddon = 9900;
  let deliveryFee = 0;
  for (const row of configs) {
    if (!row.isActive) continue;
    const bundle = row.configType === 'meal_bundle' ? /^(\d+)_meals$/.exec(row.configKey) : null;
    if (bundle && Number(bundle[1]) >= MIN_MEALS && Number(bundle[1]) <= MAX_MEALS)
      perMeal[Number(bundle[1])] = row.pricePiasters;
    else if (row.configType === 'meal_addon' && row.configKey === 'large_meal_addon') largeAddon = row.pricePiasters;
    else if (row.configType === 'delivery' && row.configKey === 'base_delivery') deliveryFee = row.pricePiasters;
  }
  const pricePerMealCount = {};
  for (let count = MIN_MEALS; count <= MAX_MEALS; count += 1) {
    const standard = perMeal[count];
    const large = standard + largeAddon;
    pricePerMealCount[count] = {
      standard: toPounds(standard),
      large: toPounds(large),
      standardWeekly: toPounds(standard * count),
      largeWeekly: toPounds(large * count),
    };
  }
  return {
    pricingConfigs: configs.map((config) => ({
      id: config.id,
      configType: config.configType,
      configKey: config.configKey,
      price: toPounds(config.pricePiasters),
      description: config.description,
      isActive: config.isActive,
    })),
    pricePerMealCount,
    largeMealAddon: toPounds(largeAddon),
    deliveryFee: toPounds(deliveryFee),
  };
}

/** GET /api/orders/pending's body; `order` carries `week` and `items[].meal` as plain rows. */
export const orderJson = (order) => ({
  id: order.id,
  weekId: order.weekId,
  weekLabel: order.week.label,
  orderDeadline: new Date(order.week.orderDeadline).toISOString(),
  status: order.status,
  isSkipped: order.status === 'skipped',
  paymentStatus: order.paymentStatus,
  paymentMethod: order.paymentMethod,
  mealCount: order.mealCount,
  defaultPortionSize: order.defaultPortionSize,
  deliverySlot: order.deliverySlot,
  delivered: order.delivered,
  items: order.items.map((item) => ({
    id: item.id,
    mealId: item.mealId,
    portionSize: item.portionSize,
    meal: mealJson(item.meal),
  })),
  subtotal: toPounds(order.subtotalPiasters),
  discount: toPounds(order.discountPiasters),
  deliveryFee: toPounds(order.deliveryFeePiasters),
  total: toPounds(order.totalPiasters),
  credit: toPounds(order.creditPiasters),
  referralDiscount: toPounds(order.referralDiscountPiasters),
  isFirstSubscriptionOrder: order.isFirstSubscriptionOrder,
  // Ours names the purchase type checkout chose (null before): the same JSON on both sides.
  purchaseType: order.purchaseType,
  createdAt: new Date(order.createdAt).toISOString(),
});

// --- the account's upcoming weeks (GET /api/user/upcoming-meals), the product's order rules
// (ordering/orderRules.ts, account.service.ts) written out plainly.

const NOTHING_ALLOWED = { canEdit: false, canSkip: false, canUnskip: false, canChangePayment: false };

/** 'subscriber', 'cancelled', or 'none' (never subscribed: trial only). */
const planOf = (subscription) =>
  !subscription ? 'none' : subscription.status === 'active' ? 'subscriber' : 'cancelled';

/** Why a week cannot be chosen: a cancelled plan without an order there, or a trial customer's other weeks. */
function restrictionOf(plan, trialOrderId, order) {
  if (plan === 'cancelled') return order ? null : 'subscription_needed';
  if (plan === 'subscriber') return null;
  return order && order.id === trialOrderId ? null : 'start_subscription';
}

function capabilitiesOf(order, week, plan, now) {
  const deadlinePassed = new Date(week.orderDeadline) <= now;
  const frozen = deadlinePassed || order.status === 'cancelled' || plan === 'cancelled';
  const unpaid = order.paymentStatus === 'pending' || order.paymentStatus === 'failed';
  const mayChange = !frozen && plan === 'subscriber';
  return {
    isDeadlinePassed: deadlinePassed,
    canEdit: !frozen && order.status !== 'skipped',
    canSkip: mayChange && order.status !== 'skipped' && unpaid,
    canUnskip: mayChange && order.status === 'skipped',
    canChangePayment: !frozen && unpaid,
  };
}

/**
 * The upcoming-meals body: `weeks` soonest first (dates as 'YYYY-MM-DD'), the customer's
 * `orders` for them with `items[].meal`, `customer` with its `subscription` and `trial`.
 */
export function upcomingWeeksJson({ weeks, orders, customer, now }) {
  const plan = planOf(customer.subscription);
  const entries = [];
  for (const week of weeks) {
    const order = orders.find((candidate) => candidate.weekId === week.id) ?? null;
    // Nothing to show for a week without an order that can no longer be ordered.
    if (!order && (!week.isSelectable || new Date(week.orderDeadline) <= now)) continue;
    const restriction = restrictionOf(plan, customer.trial?.orderId ?? null, order);
    let capabilities = order ? capabilitiesOf(order, week, plan, now) : null;
    if (capabilities && restriction) capabilities = { ...capabilities, ...NOTHING_ALLOWED };
    const json = order ? orderJson({ ...order, week }) : null;
    const selectedMealCount = order ? order.items.length : 0;
    entries.push({
      weekId: week.id,
      weekLabel: week.label,
      orderId: order?.id ?? null,
      orderDeadline: new Date(week.orderDeadline).toISOString(),
      deliveryDate: week.deliveryDate,
      mealCount: json?.mealCount ?? null,
      defaultPortionSize: json?.defaultPortionSize ?? null,
      deliverySlot: json?.deliverySlot ?? null,
      items: json?.items ?? [],
      status: json?.status ?? null,
      isSkipped: json?.isSkipped ?? false,
      paymentMethod: json?.paymentMethod ?? null,
      paymentStatus: json?.paymentStatus ?? null,
      total: json?.total ?? null,
      selectedMealCount,
      hasIncompleteSelection: order !== null && order.status !== 'skipped' && selectedMealCount < order.mealCount,
      isDeadlinePassed: capabilities?.isDeadlinePassed ?? new Date(week.orderDeadline) <= now,
      canEdit: capabilities?.canEdit ?? false,
      canSkip: capabilities?.canSkip ?? false,
      canUnskip: capabilities?.canUnskip ?? false,
      canChangePayment: capabilities?.canChangePayment ?? false,
      restriction,
    });
  }
  return entries;
}

// --- the checkout screen's amounts: the product's pricing rules (pricing/pricing.ts) written out plainly.

const defaultPerMeal = (count) => (count === 4 ? 249 : count <= 6 ? 239 : count <= 9 ? 219 : 199) * 100;

/** The price table from the stored configs; a missing or inactive entry keeps its default. */
export function priceTable(rows) {
  const table = { perMeal: {}, largeAddon: 9900, deliveryFee: 0 };
  for (let count = 4; count <= 15; count += 1) table.perMeal[count] = defaultPerMeal(count);
  for (const row of rows.filter((config) => config.isActive)) {
    const bundle = row.configType === 'meal_bundle' ? /^(\d+)_meals$/.exec(row.configKey) : null;
    if (bundle && table.perMeal[Number(bundle[1])]) table.perMeal[Number(bundle[1])] = row.pricePiasters;
    if (row.configType === 'meal_addon' && row.configKey === 'large_meal_addon') table.largeAddon = row.pricePiasters;
    if (row.configType === 'delivery' && row.configKey === 'base_delivery') table.deliveryFee = row.pricePiasters;
  }
  return table;
}

/** What checkout charges for an order and an order type, formatted as the screen shows it. */
export function quoteJson(table, order, isFirstSubscriptionOrder) {
  const largeMeals = order.items.filter((item) => item.portionSize === 'large').length;
  const reference = table.perMeal[4];
  const subtotal = reference * order.mealCount + table.largeAddon * largeMeals;
  const bundleDiscount = (reference - table.perMeal[order.mealCount]) * order.mealCount;
  const firstOrderDiscount = isFirstSubscriptionOrder ? Math.round(((subtotal - bundleDiscount) * 0.1) / 100) * 100 : 0;
  const money = (piasters) => ({ piasters, formatted: `EGP ${toPounds(piasters).toLocaleString('en-US')}` });
  return {
    subtotal: money(subtotal),
    discount: money(bundleDiscount + firstOrderDiscount),
    firstOrderDiscount: money(firstOrderDiscount),
    deliveryFee: money(table.deliveryFee),
    total: money(subtotal - bundleDiscount - firstOrderDiscount + table.deliveryFee),
  };
}
