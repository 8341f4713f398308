// The ordering module's REST routes: the HTTP layer (http/server.ts) registers them.
export { registerOrderingRoutes, orderJson } from './ordering.routes.ts';
