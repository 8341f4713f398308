// The partners module's GraphQL types: importing this file registers them (graphql/schema.ts).
import './partners.schema.ts';

export { PartnerScopeEnum } from './partners.schema.ts';
