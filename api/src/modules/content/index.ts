// The content module's public face: the landing page's hero, carousel and FAQs. Importing it
// registers the module's GraphQL types.
import './landing.schema.ts';
import './landingAdmin.schema.ts';
import './contact.schema.ts';

export { registerLandingRoutes } from './landing.routes.ts';
