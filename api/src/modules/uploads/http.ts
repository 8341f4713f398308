// The uploads module's REST routes: the HTTP layer (http/server.ts) registers them.
export { registerUploadRoutes } from './uploads.routes.ts';
