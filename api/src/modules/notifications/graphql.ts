// The notifications module's GraphQL types: importing this file registers them (graphql/schema.ts).
import './notifications.schema.ts';
