// The referrals module's GraphQL types: importing this file registers them (graphql/schema.ts).
import './referrals.schema.ts';
