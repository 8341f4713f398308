import { describe, expect, it } from 'vitest';
import {
  defaultPriceTable,
  planPrice,
  planPrices,
  priceTableFromConfigs,
  quote,
  type PricingConfigRow,
} from './pricing.ts';

const egp = (pounds: number) => pounds * 100;

// Hand-computed from DESIGN §3 in whole pounds, default tiers (4: 249, 5-6: 239,
// 7-9: 219, 10-15: 199), large add-on 99, delivery 0. "mixed" makes half the
// meals (rounded down) large.
// [meals, plan, large meals, subtotal, bundle discount, total, first-subscription extra, first total]
// e.g. 6 large: subtotal 6×249 + 6×99 = 2088, bundle (249−239)×6 = 60, total 2028;
// first subscription: 10 % of 2028 = 202.8 → 203 more off, total 1825.
const expectations: [number, 'standard' | 'large' | 'mixed', number, number, number, number, number, number][] = [
  [4, 'standard', 0, 996, 0, 996, 100, 896],
  [4, 'large', 4, 1392, 0, 1392, 139, 1253],
  [4, 'mixed', 2, 1194, 0, 1194, 119, 1075],
  [5, 'standard', 0, 1245, 50, 1195, 120, 1075],
  [5, 'large', 5, 1740, 50, 1690, 169, 1521],
  [5, 'mixed', 2, 1443, 50, 1393, 139, 1254],
  [6, 'standard', 0, 1494, 60, 1434, 143, 1291],
  [6, 'large', 6, 2088, 60, 2028, 203, 1825],
  [6, 'mixed', 3, 1791, 60, 1731, 173, 1558],
  [7, 'standard', 0, 1743, 210, 1533, 153, 1380],
  [7, 'large', 7, 2436, 210, 2226, 223, 2003],
  [7, 'mixed', 3, 2040, 210, 1830, 183, 1647],
  [8, 'standard', 0, 1992, 240, 1752, 175, 1577],
  [8, 'large', 8, 2784, 240, 2544, 254, 2290],
  [8, 'mixed', 4, 2388, 240, 2148, 215, 1933],
  [9, 'standard', 0, 2241, 270, 1971, 197, 1774],
  [9, 'large', 9, 3132, 270, 2862, 286, 2576],
  [9, 'mixed', 4, 2637, 270, 2367, 237, 2130],
  [10, 'standard', 0, 2490, 500, 1990, 199, 1791],
  [10, 'large', 10, 3480, 500, 2980, 298, 2682],
  [10, 'mixed', 5, 2985, 500, 2485, 249, 2236],
  [11, 'standard', 0, 2739, 550, 2189, 219, 1970],
  [11, 'large', 11, 3828, 550, 3278, 328, 2950],
  [11, 'mixed', 5, 3234, 550, 2684, 268, 2416],
  [12, 'standard', 0, 2988, 600, 2388, 239, 2149],
  [12, 'large', 12, 4176, 600, 3576, 358, 3218],
  [12, 'mixed', 6, 3582, 600, 2982, 298, 2684],
  [13, 'standard', 0, 3237, 650, 2587, 259, 2328],
  [13, 'large', 13, 4524, 650, 3874, 387, 3487],
  [13, 'mixed', 6, 3831, 650, 3181, 318, 2863],
  [14, 'standard', 0, 3486, 700, 2786, 279, 2507],
  [14, 'large', 14, 4872, 700, 4172, 417, 3755],
  [14, 'mixed', 7, 4179, 700, 3479, 348, 3131],
  [15, 'standard', 0, 3735, 750, 2985, 299, 2686],
  [15, 'large', 15, 5220, 750, 4470, 447, 4023],
  [15, 'mixed', 7, 4428, 750, 3678, 368, 3310],
];

// Per-meal prices for the plan page: [meals, standard per meal, large per meal].
const perMeal: [number, number, number][] = [
  [4, 249, 348],
  [5, 239, 338],
  [6, 239, 338],
  [7, 219, 318],
  [8, 219, 318],
  [9, 219, 318],
  [10, 199, 298],
  [11, 199, 298],
  [12, 199, 298],
  [13, 199, 298],
  [14, 199, 298],
  [15, 199, 298],
];

describe('quote() with the default price table', () => {
  it('covers every meal count from 4 to 15 in each plan', () => {
    const counts = new Set(expectations.map(([meals]) => meals));
    expect([...counts]).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(expectations).toHaveLength(36);
  });

  it.each(expectations)(
    '%i meals, %s (%i large), no first-subscription discount',
    (mealCount, _plan, largeMeals, subtotal, bundle, total) => {
      expect(quote(defaultPriceTable, { mealCount, largeMeals, isFirstSubscriptionOrder: false })).toEqual({
        subtotal: egp(subtotal),
        bundleDiscount: egp(bundle),
        firstOrderDiscount: 0,
        discount: egp(bundle),
        deliveryFee: 0,
        total: egp(total),
      });
    },
  );

  it.each(expectations)(
    '%i meals, %s (%i large), first subscription order',
    (mealCount, _plan, largeMeals, subtotal, bundle, _total, first, firstTotal) => {
      expect(quote(defaultPriceTable, { mealCount, largeMeals, isFirstSubscriptionOrder: true })).toEqual({
        subtotal: egp(subtotal),
        bundleDiscount: egp(bundle),
        firstOrderDiscount: egp(first),
        discount: egp(bundle + first),
        deliveryFee: 0,
        total: egp(firstTotal),
      });
    },
  );

  it('rejects meal counts outside 4..15 and impossible large counts', () => {
    for (const mealCount of [0, 3, 16, 4.5, Number.NaN]) {
      expect(() => quote(defaultPriceTable, { mealCount, largeMeals: 0, isFirstSubscriptionOrder: false })).toThrow(
        RangeError,
      );
    }
    expect(() => quote(defaultPriceTable, { mealCount: 6, largeMeals: 7, isFirstSubscriptionOrder: false })).toThrow(
      RangeError,
    );
    expect(() => quote(defaultPriceTable, { mealCount: 6, largeMeals: -1, isFirstSubscriptionOrder: false })).toThrow(
      RangeError,
    );
  });
});

describe('planPrice()', () => {
  it.each(perMeal)('%i meals: %i standard, %i large per meal', (mealCount, standard, large) => {
    expect(planPrice(defaultPriceTable, mealCount)).toEqual({
      mealCount,
      standardPerMeal: egp(standard),
      largePerMeal: egp(large),
      standardWeekly: egp(standard * mealCount),
      largeWeekly: egp(large * mealCount),
    });
  });

  it('lists every meal count once, in order', () => {
    expect(planPrices(defaultPriceTable).map((plan) => plan.mealCount)).toEqual(perMeal.map(([meals]) => meals));
  });

  it('refuses meal counts outside 4..15', () => {
    expect(() => planPrice(defaultPriceTable, 3)).toThrow(RangeError);
    expect(() => planPrice(defaultPriceTable, 16)).toThrow(RangeError);
  });
});

describe('priceTableFromConfigs()', () => {
  const row = (configType: PricingConfigRow['configType'], configKey: string, pounds: number, isActive = true) => ({
    configType,
    configKey,
    pricePiasters: egp(pounds),
    isActive,
  });

  it('uses the defaults when nothing is stored', () => {
    expect(priceTableFromConfigs([])).toEqual(defaultPriceTable);
  });

  it('lets stored configs override the defaults, and quote() follows them', () => {
    const table = priceTableFromConfigs([
      row('meal_bundle', '4_meals', 260),
      row('meal_bundle', '6_meals', 230),
      row('meal_addon', 'large_meal_addon', 80),
      row('delivery', 'base_delivery', 25),
      row('delivery', 'express_delivery', 45),
    ]);
    expect(table.perMeal[4]).toBe(egp(260));
    expect(table.perMeal[6]).toBe(egp(230));
    expect(table.perMeal[5]).toBe(egp(239)); // not configured: default kept
    expect(table.largeAddon).toBe(egp(80));
    expect(table.deliveryFee).toBe(egp(25));
    expect(table.expressDeliveryFee).toBe(egp(45));

    // 6 large: 6×260 + 6×80 = 2040; bundle (260−230)×6 = 180; 1860 + delivery 25 = 1885.
    expect(quote(table, { mealCount: 6, largeMeals: 6, isFirstSubscriptionOrder: false })).toMatchObject({
      subtotal: egp(2040),
      discount: egp(180),
      deliveryFee: egp(25),
      total: egp(1885),
    });
    // First subscription: 10 % of 1860 = 186 more off: 2040 − 366 + 25 = 1699.
    expect(quote(table, { mealCount: 6, largeMeals: 6, isFirstSubscriptionOrder: true })).toMatchObject({
      firstOrderDiscount: egp(186),
      discount: egp(366),
      total: egp(1699),
    });
  });

  it('ignores inactive configs and keys it does not know', () => {
    const table = priceTableFromConfigs([
      row('meal_bundle', '10_meals', 150, false),
      row('meal_addon', 'large_meal_addon', 50, false),
      row('delivery', 'base_delivery', 30, false),
      row('meal_bundle', '16_meals', 100),
      row('meal_bundle', '3_meals', 100),
      row('meal_bundle', 'family', 100),
    ]);
    expect(table).toEqual(defaultPriceTable);
  });

  it('does not change the shared default table', () => {
    priceTableFromConfigs([row('meal_bundle', '4_meals', 999)]);
    expect(defaultPriceTable.perMeal[4]).toBe(egp(249));
  });
});
