// The uploads module's GraphQL types: importing this file registers them (graphql/schema.ts).
import './uploads.schema.ts';
