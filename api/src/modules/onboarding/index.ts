// The onboarding module's public face: neighbourhoods, the eligibility check, invitation codes,
// the waitlist (and their back-office CRUD).
//

export { findNeighborhoodByName } from './eligibility.service.ts';
export { consumeInvitationCode } from './invitationCodes.service.ts';
export { invitationCodeFromPass, INVITATION_PASS_MINUTES } from './invitationPass.service.ts';
export { markWaitlistJoined } from './waitlist.service.ts';
