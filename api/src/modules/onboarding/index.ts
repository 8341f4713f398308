// The onboarding module's public face: neighbourhoods, the eligibility check, invitation codes.
// Importing it registers the module's GraphQL types.
import './neighborhoods.schema.ts';
import './eligibility.schema.ts';

export { registerOnboardingRoutes } from './onboarding.routes.ts';
export { findNeighborhoodByName } from './eligibility.service.ts';
export { consumeInvitationCode } from './invitationCodes.service.ts';
