// The analytics module's public face: week-by-week figures, the top meals and the dashboard's
// overview (GraphQL, admins only). Importing it registers the module's GraphQL types.
import './analytics.schema.ts';

export { analytics, overview } from './analytics.service.ts';
export { registerAnalyticsRoutes } from './analytics.routes.ts';
