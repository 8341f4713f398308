// The auth module's public face: other modules, the HTTP and GraphQL layers, the seed and the
// tests import from here only. Importing it registers the module's GraphQL types (customers,
// admins, sign-in, registration, password reset).
import './auth.schema.ts';
import './registration.schema.ts';
import './passwordReset.schema.ts';

export { AdminRef, AdminRoleEnum } from './auth.schema.ts';
export { adminJson, registerAuthRoutes } from './auth.routes.ts';
export { customerFlagsSelect, hasUsedTrialBox, isSubscriber } from './auth.service.ts';
export { resolveViewer, type Credentials, type Viewer } from './viewer.service.ts';
export { createAdminSession, createCustomerSession } from './sessions.service.ts';
export { hashPassword, newPasswordSchema } from './passwords.ts';
