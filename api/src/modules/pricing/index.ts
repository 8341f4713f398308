// The pricing module's public face. Importing it registers the module's GraphQL types.
// (`pricing.ts`, the pure price computation, is also imported by the web app through `@pricing`.)
import './pricing.schema.ts';

export { registerPricingRoutes } from './pricing.routes.ts';
export { loadPriceTable } from './pricing.service.ts';
export { quote, type Quote } from './pricing.ts';
