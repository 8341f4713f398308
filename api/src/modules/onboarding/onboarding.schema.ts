// The onboarding journey's GraphQL types: neighbourhoods, the eligibility
// check, then registration and password reset (which live in the auth module
// beside login, and are imported here so schema.ts needs one line).
import './neighborhoods.schema.ts';
import './eligibility.schema.ts';
import '../auth/registration.schema.ts';
import '../auth/passwordReset.schema.ts';
