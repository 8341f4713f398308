// Phone verification: a 6-digit code over SMS or WhatsApp proves the customer holds their phone,
// which WhatsApp and SMS notifications need. One live code per customer (a new request replaces
// it), only its hash stored, dead after 5 minutes or 5 wrong tries; requests are rate-limited
// because each one is a paid message.

import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { NotFoundError, UnavailableError, ValidationError } from '../../errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import { parseInput } from '../../lib/validation.ts';
import { westernDigits } from '../../shared/rules.ts';
import { notificationChannels } from './channels.ts';
import { notificationSettingsOf, type NotificationSettings } from './preferences.service.ts';
import { phoneCodeText } from './templates.ts';

export const PHONE_CODE_MINUTES = 5;
export const PHONE_CODE_TRIES = 5;

export interface PhoneCodeSent {
  channel: 'sms' | 'whatsapp';
  /** The number the code went to. */
  phone: string;
  expiresAt: Date;
}

const startInput = z.object({ channel: z.enum(['sms', 'whatsapp'], /*i18n*/ 'Choose SMS or WhatsApp') });
const confirmInput = z.object({
  code: z
    .string()
    .transform((typed) => westernDigits(typed).trim())
    .pipe(z.string().regex(/^\d{6}$/, /*i18n*/ 'Enter the 6-digit code')),
});

// The customer and number are part of the digest, so a leaked row's hash cannot be matched
// against the million codes once for every customer, and a code only proves the number it went to.
const codeHash = (customerId: number, phone: string, code: string) => hashToken(`${customerId}:${phone}:${code}`);

/** Sends a new code to the customer's phone at once (no quiet hours: the customer asked for it). */
export async function requestPhoneCode(app: AppContext, customerId: number, rawInput: unknown): Promise<PhoneCodeSent> {
  const { channel } = parseInput(startInput, rawInput);
  const customer = await app.prisma.customer.findUnique({
    where: { id: customerId },
    select: { phone: true, preferredLanguage: true },
  });
  if (!customer) throw new NotFoundError('Customer not found');
  const phone = customer.phone;
  if (!phone) throw ValidationError.forField('phone', /*i18n*/ 'Add your phone number in your profile first');
  await app.limits.consume('phoneVerification', `customer:${customerId}`);

  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const now = app.now();
  const expiresAt = new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000);
  const row = { codeHash: codeHash(customerId, phone, code), phone, expiresAt, tries: 0, createdAt: now };
  await app.prisma.phoneVerificationCode.upsert({ where: { customerId }, create: { customerId, ...row }, update: row });

  const language = customer.preferredLanguage;
  const { params, text } = phoneCodeText(language, code);
  const channels = notificationChannels(app);
  try {
    if (channel === 'whatsapp') {
      await channels.whatsapp.sendTemplate(
        { to: phone, template: `mealbox_phone_code_${language}`, language, params, text },
        now,
      );
    } else {
      await channels.sms.send({ to: phone, text, language }, now);
    }
  } catch (error) {
    // A code the customer never received must not stay live.
    await app.prisma.phoneVerificationCode.deleteMany({ where: { customerId, codeHash: row.codeHash } });
    app.logger.warn({ err: error, channel }, 'phone verification code not sent');
    throw new UnavailableError(/*i18n*/ 'We could not send the code. Please try again in a few minutes.');
  }
  return { channel, phone, expiresAt };
}

/**
 * Checks a code: a wrong one counts a try (the 5th kills the code), an expired or used one is
 * refused; the right one marks the phone verified and deletes the code, in one transaction.
 */
export async function confirmPhoneCode(
  app: AppContext,
  customerId: number,
  rawInput: unknown,
): Promise<NotificationSettings> {
  const { code } = parseInput(confirmInput, rawInput);
  const now = app.now();
  const [row, customer] = await Promise.all([
    app.prisma.phoneVerificationCode.findUnique({ where: { customerId } }),
    app.prisma.customer.findUnique({ where: { id: customerId }, select: { phone: true } }),
  ]);
  if (!customer) throw new NotFoundError('Customer not found');
  const askAgain = (message: string) => ValidationError.forField('code', message);
  if (!row) throw askAgain(/*i18n*/ 'No code is waiting. Ask for a new code.');
  if (row.tries >= PHONE_CODE_TRIES) throw askAgain(/*i18n*/ 'Too many wrong tries. Ask for a new code.');
  if (row.expiresAt <= now) throw askAgain(/*i18n*/ 'This code has expired. Ask for a new code.');
  if (customer.phone !== row.phone) throw askAgain(/*i18n*/ 'Your phone number changed. Ask for a new code.');

  if (row.codeHash !== codeHash(customerId, row.phone, code)) {
    // Counted outside any transaction (the refusal must not roll it back), atomically and only
    // while the code is alive, so parallel guesses never get more than 5 tries between them.
    await app.prisma.phoneVerificationCode.updateMany({
      where: { customerId, codeHash: row.codeHash, tries: { lt: PHONE_CODE_TRIES } },
      data: { tries: { increment: 1 } },
    });
    throw askAgain(/*i18n*/ 'This code is not right. Check it and try again.');
  }

  const verified = await app.prisma.$transaction(async (tx) => {
    // Only one confirm can delete the row; the conditions repeat the checks above so a code
    // killed or expired meanwhile is not accepted.
    const { count } = await tx.phoneVerificationCode.deleteMany({
      where: { customerId, codeHash: row.codeHash, tries: { lt: PHONE_CODE_TRIES }, expiresAt: { gt: now } },
    });
    if (count === 0) return false;
    const updated = await tx.customer.updateMany({
      where: { id: customerId, phone: row.phone },
      data: { phoneVerifiedAt: now },
    });
    if (updated.count === 0) throw askAgain(/*i18n*/ 'Your phone number changed. Ask for a new code.');
    return true;
  });
  if (!verified) throw askAgain(/*i18n*/ 'No code is waiting. Ask for a new code.');
  return notificationSettingsOf(app, customerId);
}
