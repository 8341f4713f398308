// The referrals module's REST routes: the HTTP layer (http/server.ts) registers them.
export { registerReferralRoutes } from './referrals.routes.ts';
