// The content module's GraphQL types: importing this file registers them (graphql/schema.ts).
import './landing.schema.ts';
import './landingAdmin.schema.ts';
import './contact.schema.ts';
