// The payments module's REST routes: the HTTP layer (http/server.ts) registers them.
export { registerPaymentRoutes } from './payments.routes.ts';
