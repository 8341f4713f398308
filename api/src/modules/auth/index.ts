// The auth module's public face: other modules, the HTTP and GraphQL layers, the seed and the
// tests import from here only. Importing it registers the module's GraphQL types (customers,
// admins, sign-in, registration, password reset).

export { customerFlagsSelect, hasUsedTrialBox, isSubscriber } from './auth.service.ts';
export {
  actorOfViewer,
  partnerHolds,
  resolveViewer,
  type Credentials,
  type Viewer,
  type ViewerPartner,
} from './viewer.service.ts';
export { createAdminSession, createCustomerSession } from './sessions.service.ts';
export { hashPassword, newPasswordSchema } from './passwords.ts';
