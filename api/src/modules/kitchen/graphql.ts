// The kitchen module's GraphQL types: importing this file registers them (graphql/schema.ts).
import './kitchen.schema.ts';
