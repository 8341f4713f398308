/**
 * The one pricing module: every amount the product shows or charges comes
 * from here (the API computes; the web app only displays the results).
 * Amounts are integer piasters.
 */

import { isValidMealCount, MEAL_COUNT_RANGE_MESSAGE, mealCountChoices } from '../../shared/rules.ts';

export const REFERENCE_MEAL_COUNT = 4;
/** First subscription order: a further 10 % off, rounded to whole pounds. */
export const FIRST_SUBSCRIPTION_DISCOUNT_RATE = 0.1;

export interface PriceTable {
  /** Per-meal price by bundle size (4..15). */
  perMeal: Record<number, number>;
  /** Added per large meal. */
  largeAddon: number;
  /** The fee every order pays (delivery/base_delivery). */
  deliveryFee: number;
  expressDeliveryFee: number;
}

/** The default table (DESIGN §3), used until configs are loaded and to fill gaps. */
export const defaultPriceTable: PriceTable = {
  perMeal: Object.fromEntries(
    mealCountChoices().map((count) => {
      const pounds = count === 4 ? 249 : count <= 6 ? 239 : count <= 9 ? 219 : 199;
      return [count, pounds * 100];
    }),
  ),
  largeAddon: 9900,
  deliveryFee: 0,
  expressDeliveryFee: 3000,
};

export interface PricingConfigRow {
  configType: 'meal_bundle' | 'delivery' | 'meal_addon';
  configKey: string;
  pricePiasters: number;
  isActive: boolean;
}

/** Builds the table from stored configs; a missing or inactive entry keeps its default. */
export function priceTableFromConfigs(rows: PricingConfigRow[]): PriceTable {
  const table: PriceTable = { ...defaultPriceTable, perMeal: { ...defaultPriceTable.perMeal } };
  for (const row of rows) {
    if (!row.isActive) continue;
    const bundle = row.configType === 'meal_bundle' ? /^(\d+)_meals$/.exec(row.configKey) : null;
    if (bundle) {
      const count = Number(bundle[1]);
      if (isValidMealCount(count)) table.perMeal[count] = row.pricePiasters;
    } else if (row.configType === 'meal_addon' && row.configKey === 'large_meal_addon') {
      table.largeAddon = row.pricePiasters;
    } else if (row.configType === 'delivery' && row.configKey === 'base_delivery') {
      table.deliveryFee = row.pricePiasters;
    } else if (row.configType === 'delivery' && row.configKey === 'express_delivery') {
      table.expressDeliveryFee = row.pricePiasters;
    }
  }
  return table;
}

function perMealPrice(table: PriceTable, mealCount: number): number {
  if (!isValidMealCount(mealCount)) throw new RangeError(MEAL_COUNT_RANGE_MESSAGE);
  return table.perMeal[mealCount]!;
}

/** The prices a plan page shows for one meal count. */
export interface PlanPrice {
  mealCount: number;
  standardPerMeal: number;
  largePerMeal: number;
  standardWeekly: number;
  largeWeekly: number;
}

export function planPrice(table: PriceTable, mealCount: number): PlanPrice {
  const standardPerMeal = perMealPrice(table, mealCount);
  const largePerMeal = standardPerMeal + table.largeAddon;
  return {
    mealCount,
    standardPerMeal,
    largePerMeal,
    standardWeekly: standardPerMeal * mealCount,
    largeWeekly: largePerMeal * mealCount,
  };
}

export function planPrices(table: PriceTable): PlanPrice[] {
  return mealCountChoices().map((count) => planPrice(table, count));
}

export interface QuoteInput {
  mealCount: number;
  /** How many of the meals are large (mixed plans price each meal by its own size). */
  largeMeals: number;
  isFirstSubscriptionOrder: boolean;
}

export interface Quote {
  /** Reference (4-meal) price × meals + large add-ons. */
  subtotal: number;
  bundleDiscount: number;
  firstOrderDiscount: number;
  /** bundleDiscount + firstOrderDiscount. */
  discount: number;
  deliveryFee: number;
  total: number;
}

const roundToPound = (piasters: number) => Math.round(piasters / 100) * 100;

export function quote(table: PriceTable, input: QuoteInput): Quote {
  const { mealCount, largeMeals } = input;
  const bundle = perMealPrice(table, mealCount);
  if (!Number.isInteger(largeMeals) || largeMeals < 0 || largeMeals > mealCount) {
    throw new RangeError('Large meals must be between 0 and the meal count');
  }
  const reference = perMealPrice(table, REFERENCE_MEAL_COUNT);
  const subtotal = reference * mealCount + table.largeAddon * largeMeals;
  const bundleDiscount = (reference - bundle) * mealCount;
  const firstOrderDiscount = input.isFirstSubscriptionOrder
    ? roundToPound((subtotal - bundleDiscount) * FIRST_SUBSCRIPTION_DISCOUNT_RATE)
    : 0;
  const discount = bundleDiscount + firstOrderDiscount;
  return {
    subtotal,
    bundleDiscount,
    firstOrderDiscount,
    discount,
    deliveryFee: table.deliveryFee,
    total: subtotal - discount + table.deliveryFee,
  };
}
