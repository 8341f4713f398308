// The analytics module's public face: week-by-week figures, the top meals and the dashboard's
// overview (GraphQL, admins only).

export { analytics, overview } from './analytics.service.ts';
