// The ratings module's REST routes: the HTTP layer (http/server.ts) registers them.
export { registerRatingRoutes } from './ratings.routes.ts';
