// The kitchen module's REST routes: the HTTP layer (http/server.ts) registers them.
export { registerKitchenRoutes } from './kitchen.routes.ts';
