// The account module's GraphQL types: importing this file registers them (graphql/schema.ts).
import './account.schema.ts';
// The viewer type, for modules that add the customer's fields to it (referrals).
export { ViewerRef } from './account.schema.ts';
