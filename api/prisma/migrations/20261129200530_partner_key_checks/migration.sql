-- A partner key's scopes are PARTNER_SCOPES' values (api/src/shared/rules/partners.ts), at least
-- one for a key made now (keys from before scopes existed hold none: they reach nothing), and its
-- rate limit within PARTNER_RATE_LIMIT's bounds. The service checks the same, naming the field.
ALTER TABLE "PartnerApiKey" ADD CONSTRAINT "PartnerApiKey_scopes_check"
  CHECK ("scopes" <@ ARRAY['catalog:read', 'orders:read', 'deliveries:read', 'deliveries:write']::TEXT[]);
ALTER TABLE "PartnerApiKey" ADD CONSTRAINT "PartnerApiKey_rateLimitPerMinute_check"
  CHECK ("rateLimitPerMinute" BETWEEN 1 AND 6000);
