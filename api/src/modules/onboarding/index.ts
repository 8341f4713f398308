// The onboarding module's public face: neighbourhoods, the eligibility check, invitation codes,
// the waitlist (and their back-office CRUD).
// Importing it registers the module's GraphQL types.
import './neighborhoods.schema.ts';
import './eligibility.schema.ts';
import './invitationCodes.schema.ts';
import './waitlist.schema.ts';

export { registerOnboardingRoutes } from './onboarding.routes.ts';
export { findNeighborhoodByName } from './eligibility.service.ts';
export { consumeInvitationCode } from './invitationCodes.service.ts';
export { invitationCodeFromPass, INVITATION_PASS_MINUTES } from './invitationPass.service.ts';
export { markWaitlistJoined } from './waitlist.service.ts';
