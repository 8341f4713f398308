// The analytics module's GraphQL types: importing this file registers them (graphql/schema.ts).
import './analytics.schema.ts';
