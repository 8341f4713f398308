import { describe, expect, it } from 'vitest';
import { commitLocalUpdate } from 'relay-runtime';
import { createRelayEnvironment } from '../relay/environment.ts';
import {
  clearPricingCache,
  defaultPriceTable,
  expireStalePricing,
  formatEGP,
  markPricingFetched,
  PRICING_CACHE_MS,
  priceTableFromPricing,
  quote,
} from './pricing.ts';

const p = (pounds: number) => ({ piasters: pounds * 100 });

describe('web pricing', () => {
  it('builds the table from the server figures, keeping defaults for missing counts', () => {
    const table = priceTableFromPricing({
      plans: [
        { mealCount: 10, standardPerMeal: p(180) },
        { mealCount: 99, standardPerMeal: p(1) },
      ],
      largeAddon: p(90),
      deliveryFee: p(15),
      expressDeliveryFee: p(40),
    });
    expect(table.perMeal[10]).toBe(18000);
    expect(table.perMeal[4]).toBe(defaultPriceTable.perMeal[4]);
    expect(table.perMeal[99]).toBeUndefined();
    expect(table).toMatchObject({ largeAddon: 9000, deliveryFee: 1500, expressDeliveryFee: 4000 });
    expect(quote(table, { mealCount: 10, largeMeals: 0, isFirstSubscriptionOrder: false }).total).toBe(180000 + 1500);
  });

  it('shows whole pounds', () => {
    expect(formatEGP(199000)).toBe('EGP 1,990');
    expect(formatEGP(99600)).toBe('EGP 996');
    expect(formatEGP(123456700)).toBe('EGP 1,234,567');
    expect(formatEGP(12345)).toBe('EGP 123');
  });

  it('expires cached pricing after 5 minutes', () => {
    const environment = createRelayEnvironment(() => {
      throw new Error('no network in this test');
    });
    commitLocalUpdate(environment, (store) => {
      const pricing = store.create('client:root:pricing', 'Pricing');
      store.getRoot().setLinkedRecord(pricing, 'pricing');
    });
    clearPricingCache(environment);
    const start = 1_000_000;
    markPricingFetched(start);
    const invalidated = () => environment.getStore().getSource().get('client:root:pricing')?.__invalidated_at ?? null;
    const before = invalidated();
    expireStalePricing(environment, start + PRICING_CACHE_MS - 1);
    expect(invalidated()).toBe(before);
    expireStalePricing(environment, start + PRICING_CACHE_MS);
    expect(invalidated()).not.toBe(before);
  });
});
