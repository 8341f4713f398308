// The onboarding module's REST routes: the HTTP layer (http/server.ts) registers them.
export { registerOnboardingRoutes } from './onboarding.routes.ts';
