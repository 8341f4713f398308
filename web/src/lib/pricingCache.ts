import { commitLocalUpdate, type Environment } from 'relay-runtime';

/*
 * Apart from lib/pricing.ts so that the entry bundle's routes can expire stale pricing without
 * pulling in the price computation and the shared rules (which screens load with their chunks).
 */

// Relay's store is the cache: a screen loading pricing with `store-or-network` reuses what
// an earlier screen fetched. The specification keeps prices for 5 minutes and lets them be
// cleared by hand, so pricing that is older than that (or cleared) is invalidated in the
// store, which makes the next `store-or-network` load go to the network.

export const PRICING_CACHE_MS = 5 * 60 * 1000;

let pricingFetchedAt: number | null = null;

export function markPricingFetched(now: number = Date.now()): void {
  // Only the first sight of a fetch starts the clock; re-renders of cached data do not.
  if (pricingFetchedAt == null) pricingFetchedAt = now;
}

/** Forgets the cached pricing: the next read refetches it. */
export function clearPricingCache(environment: Environment): void {
  pricingFetchedAt = null;
  commitLocalUpdate(environment, (store) => {
    store.getRoot().getLinkedRecord('pricing')?.invalidateRecord();
  });
}

/** Call before loading a query that reads pricing: expires pricing older than 5 minutes. */
export function expireStalePricing(environment: Environment, now: number = Date.now()): void {
  if (pricingFetchedAt != null && now - pricingFetchedAt >= PRICING_CACHE_MS) {
    clearPricingCache(environment);
  }
}
