// The catalog module's REST routes: the HTTP layer (http/server.ts) registers them.
export { registerCatalogRoutes } from './catalog.routes.ts';
export { mealJson } from './mealJson.ts';
