// The partners module's public face: partner API keys (created, listed and revoked by super
// admins) and the admission of each request a key makes (its rate limit and daily count). Who a
// key is and what it may reach is the auth module's viewer (`viewer.partner`).

export { admitPartnerRequest, createPartnerKey, listPartnerKeys, revokePartnerKey } from './keys.service.ts';
