// The ratings module's GraphQL types: importing this file registers them (graphql/schema.ts).
import './ratings.schema.ts';
