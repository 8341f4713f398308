// The partner webhooks module's GraphQL types: importing this file registers them (graphql/schema.ts).
import './partnerWebhooks.schema.ts';
