/** The dependency-free verification shown on /developers (verifyWebhook.mjs), for its test. */
export function verifyWebhook(secret: string, headers: Record<string, string | undefined>, body: string): unknown;
