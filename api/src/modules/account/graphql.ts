// The account module's GraphQL types: importing this file registers them (graphql/schema.ts).
export { ViewerRef } from './account.schema.ts';
import './account.schema.ts';
