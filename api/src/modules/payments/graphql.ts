// The payments module's GraphQL types: importing this file registers them (graphql/schema.ts).
import './payments.schema.ts';
