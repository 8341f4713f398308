// The pricing module's public face.
// (`pricing.ts`, the pure price computation, is also imported by the web app through `@pricing`.)

export { loadPriceTable } from './pricing.service.ts';
export { priceTableFromConfigs, quote, type Quote } from './pricing.ts';
