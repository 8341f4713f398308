// The partners module's HTTP face: the Partners panel's REST paths, and the gate every request
// presenting a partner key passes (http/server.ts registers both).
export { registerPartnerRoutes } from './partners.routes.ts';
export { registerPartnerGate } from './partnerGate.ts';
