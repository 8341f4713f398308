// The subscriptions module's GraphQL types: importing this file registers them (graphql/schema.ts).
import './subscriptions.schema.ts';
