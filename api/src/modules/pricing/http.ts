// The pricing module's REST routes: the HTTP layer (http/server.ts) registers them.
export { registerPricingRoutes } from './pricing.routes.ts';
