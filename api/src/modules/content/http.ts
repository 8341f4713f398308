// The content module's REST routes: the HTTP layer (http/server.ts) registers them.
export { registerLandingRoutes } from './landing.routes.ts';
