// The admin module's GraphQL types: importing this file registers them (graphql/schema.ts).
import './admin.schema.ts';
