// The analytics module's REST routes: the HTTP layer (http/server.ts) registers them.
export { registerAnalyticsRoutes } from './analytics.routes.ts';
