// The auth module's REST routes: the HTTP layer (http/server.ts) registers them.
export { registerAuthRoutes } from './auth.routes.ts';
export { adminJson } from './json.ts';
