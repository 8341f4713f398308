import { z } from 'zod';
import type { AppContext, RequestMeta } from '../../app.ts';
import { ValidationError } from '../../errors.ts';
import { mailerFor } from '../../lib/mailer.ts';
import { hashToken, newToken, tokenKind } from '../../lib/tokens.ts';
import { parseInput } from '../../lib/validation.ts';
import { accountMessages, type Language } from '../../shared/rules.ts';
import { resetMail } from './mails.ts';
import { hashPassword, newPasswordSchema } from './passwords.ts';
import { announceCustomerSessionsEnded, customerSessionsEnded } from './sessions.service.ts';

export const RESET_REQUESTED_MESSAGE = accountMessages.resetRequested;
export const RESET_LINK_INVALID = /*i18n*/ 'Invalid or expired reset link. Please request a new password reset.';
export const RESET_DONE_MESSAGE = accountMessages.resetDone;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const requestInput = z.object({
  email: z
    .string({ error: accountMessages.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, accountMessages.emailRequired)
    .max(254, /*i18n*/ 'Please enter a valid email address')
    .pipe(z.email(/*i18n*/ 'Please enter a valid email address')),
});

const resetInput = z.object({
  token: z
    .string({ error: accountMessages.fillAllFields })
    .trim()
    .min(1, accountMessages.fillAllFields)
    .max(200, RESET_LINK_INVALID),
  newPassword: newPasswordSchema(accountMessages.fillAllFields),
});

/**
 * Always answers the same text, known e-mail or not, after the same work: the same limiter
 * rows, then one statement that reads the customer and, when there is one, stores a single-use
 * token (only its hash) for them, so a known and an unknown e-mail cost the same round trip.
 * The mail is sent in the background so the answer's timing does not tell either.
 */
export async function requestPasswordReset(app: AppContext, rawInput: unknown, meta: RequestMeta) {
  await app.limits.consume('forgotPassword', meta.ip);
  const input = parseInput(requestInput, rawInput);
  // Per address too, so nobody can flood one inbox from many IPs.
  await app.limits.consume('forgotPassword', `email:${input.email}`);

  const token = newToken('reset');
  const expiresAt = new Date(app.now().getTime() + RESET_TOKEN_TTL_MS);
  // The token's commit does not wait for the disk (a token lost in a crash is asked for again):
  // a known e-mail's write then costs what an unknown one's empty insert does.
  const [, [customer]] = await app.prisma.$transaction([
    app.prisma.$executeRaw`SET LOCAL synchronous_commit = off`,
    app.prisma.$queryRaw<{ id: number; email: string; name: string; preferredLanguage: Language }[]>`
      WITH customer AS (
        SELECT "id", "email", "name", "preferredLanguage" FROM "Customer" WHERE "email" = ${input.email}
      ),
      stored AS (
        INSERT INTO "PasswordResetToken" ("tokenHash", "customerId", "expiresAt")
        SELECT ${hashToken(token)}, "id", ${expiresAt} FROM customer
      )
      SELECT "id", "email", "name", "preferredLanguage" FROM customer`,
  ]);
  if (customer) {
    // After the answer is on its way: composing and writing the mail is no part of its time.
    setImmediate(() =>
      mailerFor(app)
        .send(resetMail(app, { ...customer, token }))
        .catch((error: unknown) =>
          app.logger.error({ err: error, customerId: customer.id }, 'password reset mail failed'),
        ),
    );
  }
  return { message: RESET_REQUESTED_MESSAGE };
}

/**
 * Sets a new password with a reset token. Using the token, changing the hash
 * and ending the customer's sessions happen in one transaction; the token is
 * claimed by a conditional update, so two uses at once cannot both succeed.
 */
export async function resetPassword(app: AppContext, rawInput: unknown, keepSessionToken: string | null = null) {
  const input = parseInput(resetInput, rawInput);
  const invalid = () => ValidationError.forField('token', RESET_LINK_INVALID);
  if (tokenKind(input.token) !== 'reset') throw invalid();

  const now = app.now();
  const stored = await app.prisma.passwordResetToken.findUnique({ where: { tokenHash: hashToken(input.token) } });
  if (!stored || stored.usedAt || stored.expiresAt <= now) throw invalid();

  const passwordHash = await hashPassword(input.newPassword);
  await app.prisma.$transaction(async (tx) => {
    const claimed = await tx.passwordResetToken.updateMany({
      where: { id: stored.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (claimed.count === 0) throw invalid();
    await tx.customer.update({ where: { id: stored.customerId }, data: { passwordHash } });
    // Whoever knew the old password is signed out everywhere; the browser
    // doing the reset keeps its own session if it has one.
    await tx.customerSession.deleteMany({
      where: {
        customerId: stored.customerId,
        ...(keepSessionToken ? { tokenHash: { not: hashToken(keepSessionToken) } } : {}),
      },
    });
    await announceCustomerSessionsEnded(app, tx, [stored.customerId]);
  });
  await customerSessionsEnded(app, [stored.customerId]);
  return { message: RESET_DONE_MESSAGE };
}
