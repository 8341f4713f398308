// The notifications module's REST routes: the HTTP layer (http/server.ts) registers them.
export { registerNotificationRoutes } from './notifications.routes.ts';
