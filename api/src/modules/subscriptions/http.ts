// The subscriptions module's REST routes: the HTTP layer (http/server.ts) registers them.
export { registerSubscriptionRoutes } from './subscriptions.routes.ts';
