// The invitation pass: what the eligibility check hands the client it accepted, so that the old
// client's registration (which sends no `invitationCode`) can use the code it validated. It names
// the code and the e-mail, expires after INVITATION_PASS_MINUTES and is signed (HMAC-SHA256) with a
// key kept in the database, shared by every replica and kept across restarts. It grants nothing a
// client could not send itself: the code is still claimed atomically at registration, maxUses
// holds, and only for the e-mail the check was made for.

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app.ts';

export const INVITATION_PASS_MINUTES = 60;
const KEY_SETTING = 'invitation_pass_key';

const keys = new WeakMap<AppContext, Promise<Buffer>>();

/** The signing key: made once (the first replica to need it writes it), then read. */
function passKey(app: AppContext): Promise<Buffer> {
  let key = keys.get(app);
  if (!key) {
    key = (async () => {
      await app.prisma.setting.createMany({
        data: [{ key: KEY_SETTING, value: randomBytes(32).toString('base64url') }],
        skipDuplicates: true,
      });
      const row = await app.prisma.setting.findUniqueOrThrow({ where: { key: KEY_SETTING } });
      return Buffer.from(row.value as string, 'base64url');
    })();
    key.catch(() => keys.delete(app));
    keys.set(app, key);
  }
  return key;
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** A pass for a code the check accepted, for this (normalised) e-mail. */
export async function issueInvitationPass(app: AppContext, pass: { code: string; email: string }): Promise<string> {
  const expiresAt = app.now().getTime() + INVITATION_PASS_MINUTES * 60_000;
  const payload = Buffer.from(JSON.stringify({ code: pass.code, email: pass.email, expiresAt })).toString('base64url');
  return `${payload}.${sign(await passKey(app), payload)}`;
}

/** The code a pass names, when it is genuine, unexpired and made for this e-mail; else null. */
export async function invitationCodeFromPass(
  app: AppContext,
  pass: string | undefined,
  email: string,
): Promise<string | null> {
  if (!pass || pass.length > 1_000) return null;
  const [payload, signature, extra] = pass.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(await passKey(app), payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof claims.code !== 'string' || claims.email !== email) return null;
    if (typeof claims.expiresAt !== 'number' || claims.expiresAt <= app.now().getTime()) return null;
    return claims.code;
  } catch {
    return null;
  }
}
