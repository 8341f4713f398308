// The account module's GraphQL types: importing this file registers them (graphql/schema.ts).
import './account.schema.ts';
