// The account module's REST routes: the HTTP layer (http/server.ts) registers them.
export { registerAccountRoutes } from './account.routes.ts';
