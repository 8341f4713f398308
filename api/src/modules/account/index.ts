// The account module's public face: the signed-in customer's `viewer` (profile, upcoming
// deliveries, order history) and its REST paths. Order rules are ordering's. Importing it
// registers the module's GraphQL types.
import './account.schema.ts';

export { registerAccountRoutes } from './account.routes.ts';
export { ViewerRef } from './account.schema.ts';
