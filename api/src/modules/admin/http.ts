// The admin module's REST routes: the HTTP layer (http/server.ts) registers them.
export { registerAdminRoutes } from './admin.routes.ts';
