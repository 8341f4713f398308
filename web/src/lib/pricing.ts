import { useEffect, useMemo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import {
  defaultPriceTable,
  planPrice,
  quote,
  type PlanPrice,
  type PriceTable,
  type Quote,
  type QuoteInput,
} from '@pricing';
import { formatEgpAmount, isValidMealCount } from '@rules';
import { markPricingFetched } from './pricingCache.ts';
import type { pricing_priceTable$data, pricing_priceTable$key } from '../__generated__/pricing_priceTable.graphql.ts';

/**
 * Prices on screen come from the API's own pricing module (the `@pricing` alias points at
 * api/src/modules/pricing/pricing.ts), fed with the table the server reports. The web app
 * never invents a price: it only displays what that module computes from the server's
 * figures, and the server recomputes everything when an order is placed.
 */
export { defaultPriceTable, planPrice, quote };
export { clearPricingCache, expireStalePricing, markPricingFetched, PRICING_CACHE_MS } from './pricingCache.ts';
export type { PlanPrice, PriceTable, Quote, QuoteInput };

/** Spread `...pricing_priceTable` under `pricing { }` in a screen's query, then `usePriceTable`. */
export const priceTableFragment = graphql`
  fragment pricing_priceTable on Pricing {
    plans {
      mealCount
      standardPerMeal {
        piasters
      }
    }
    largeAddon {
      piasters
    }
    deliveryFee {
      piasters
    }
    expressDeliveryFee {
      piasters
    }
  }
`;

type PricingData = Omit<pricing_priceTable$data, ' $fragmentType'>;

/** The server's figures as a PriceTable; any meal count it omits keeps its default price. */
export function priceTableFromPricing(data: PricingData): PriceTable {
  const perMeal = { ...defaultPriceTable.perMeal };
  for (const plan of data.plans) {
    if (isValidMealCount(plan.mealCount)) {
      perMeal[plan.mealCount] = plan.standardPerMeal.piasters;
    }
  }
  return {
    perMeal,
    largeAddon: data.largeAddon.piasters,
    deliveryFee: data.deliveryFee.piasters,
    expressDeliveryFee: data.expressDeliveryFee.piasters,
  };
}

/**
 * The price table from a `pricing_priceTable` fragment, or the default table when there is
 * none yet (before any fetch, or after the pricing call failed). Marks the pricing as
 * fetched for the 5-minute cache rule below.
 */
export function usePriceTable(pricing: pricing_priceTable$key | null | undefined): PriceTable {
  const data = useFragment(priceTableFragment, pricing ?? null);
  useEffect(() => {
    if (data) markPricingFetched();
  }, [data]);
  return useMemo(() => (data ? priceTableFromPricing(data) : defaultPriceTable), [data]);
}

/** "EGP 1,990": whole pounds, grouped (the shared rule the API's `formatted` uses too). */
export function formatEGP(piasters: number): string {
  return formatEgpAmount(piasters);
}
