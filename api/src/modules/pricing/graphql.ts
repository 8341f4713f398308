// The pricing module's GraphQL types: importing this file registers them (graphql/schema.ts).
import './pricing.schema.ts';
