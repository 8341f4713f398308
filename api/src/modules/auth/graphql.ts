// The auth module's GraphQL types: importing this file registers them (graphql/schema.ts).
export { AdminRef, AdminRoleEnum, LanguageEnum } from './auth.schema.ts';
import './auth.schema.ts';
import './registration.schema.ts';
import './passwordReset.schema.ts';
