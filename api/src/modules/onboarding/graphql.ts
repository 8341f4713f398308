// The onboarding module's GraphQL types: importing this file registers them (graphql/schema.ts).
import './neighborhoods.schema.ts';
import './eligibility.schema.ts';
import './invitationCodes.schema.ts';
import './waitlist.schema.ts';
