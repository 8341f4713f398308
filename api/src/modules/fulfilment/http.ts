// The fulfilment module's REST routes: the HTTP layer (http/server.ts) registers them.
export { registerFulfilmentRoutes, adminOrderJson } from './fulfilment.routes.ts';
