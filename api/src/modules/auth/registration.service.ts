import { z } from 'zod';
import type { AppContext, RequestMeta } from '../../app.ts';
import { ConflictError, ValidationError } from '../../errors.ts';
import { parseInput } from '../../lib/validation.ts';
import { accountMessages, LANGUAGES } from '../../shared/rules.ts';
import {
  consumeInvitationCode,
  findNeighborhoodByName,
  invitationCodeFromPass,
  markWaitlistJoined,
} from '../onboarding/index.ts';
import type { CustomerQuery, CustomerRow } from './auth.service.ts';
import { hashPassword, newPasswordSchema } from './passwords.ts';
import { createCustomerSession } from './sessions.service.ts';
import { isUniqueViolation } from '../../db/prismaErrors.ts';

const FILL_REQUIRED = accountMessages.registerMissing;
export const ALREADY_EXISTS = /*i18n*/ 'Username or email already exists';
export const INVALID_INVITATION_CODE = /*i18n*/ 'This invitation code is not valid or has no places left.';
export const INVITATION_CODE_REQUIRED = /*i18n*/ 'An invitation code is required';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

// Unknown keys (the old client's `isAdmin`) are dropped by zod: a customer
// can never be an admin, admins live in their own table.
const registerInput = z.object({
  email: z
    .string({ error: FILL_REQUIRED })
    .trim()
    .toLowerCase()
    .min(1, FILL_REQUIRED)
    .max(254, /*i18n*/ 'Please enter a valid email address')
    .pipe(z.email(/*i18n*/ 'Please enter a valid email address')),
  password: newPasswordSchema(FILL_REQUIRED),
  name: optionalText(120),
  username: optionalText(60),
  // Optional here: without it, the code the eligibility check accepted (its invitation pass) counts.
  invitationCode: z
    .string({ error: INVITATION_CODE_REQUIRED })
    .trim()
    .max(64, INVALID_INVITATION_CODE)
    .nullish()
    .transform((value) => value || null),
  neighborhood: optionalText(120),
  preferredLanguage: z.enum(LANGUAGES).optional(),
});

/**
 * Creates a customer and signs them in. The invitation code's use is counted
 * in the same transaction as the insert, by one conditional UPDATE: when the
 * code has no place left nothing is written at all. A taken e-mail or username
 * is found by the insert itself (the unique indexes), which rolls the code's
 * use back: a known and an unknown e-mail do the same work (the password hashed,
 * the code claimed, the insert tried), so neither the time nor the statements
 * tell who has an account, and with a code that is not valid both answer the
 * same. The new row is answered with what the caller asks for (`query`),
 * straight from the insert.
 */
export async function registerCustomer<Q extends CustomerQuery = CustomerQuery>(
  app: AppContext,
  rawInput: unknown,
  meta: RequestMeta,
  query?: Q,
  options: {
    /** The eligibility check's pass (a cookie): its code counts when the input names none (the old client's sign-up). */
    invitationPass?: string | undefined;
  } = {},
) {
  await app.limits.consume('registration', meta.ip);
  const input = parseInput(registerInput, rawInput);
  const invitationCode =
    input.invitationCode ?? (await invitationCodeFromPass(app, options.invitationPass, input.email));
  if (!invitationCode) throw ValidationError.forField('invitationCode', INVITATION_CODE_REQUIRED);

  let neighborhoodId: number | null = null;
  if (input.neighborhood) {
    const neighborhood = await findNeighborhoodByName(app, input.neighborhood);
    if (!neighborhood)
      throw ValidationError.forField('neighborhood', /*i18n*/ 'Please choose a neighborhood from the list');
    neighborhoodId = neighborhood.id;
  }

  // Hash before the transaction: argon2 is slow on purpose, a row lock should not wait for it.
  const passwordHash = await hashPassword(input.password);

  try {
    const customer = await app.prisma.$transaction(
      async (tx) => {
        const invitationCodeId = await consumeInvitationCode(tx, invitationCode);
        if (invitationCodeId === null) throw ValidationError.forField('invitationCode', INVALID_INVITATION_CODE);
        // Whoever waited on the list with this e-mail has now joined.
        await markWaitlistJoined(tx, input.email, app.now());
        return tx.customer.create({
          ...query,
          data: {
            email: input.email,
            username: input.username,
            name: input.name ?? '',
            passwordHash,
            neighborhoodId,
            invitationCodeId,
            preferredLanguage: input.preferredLanguage,
          },
        });
      },
      // Sign-up bursts queue for a connection; waiting is better than failing.
      { maxWait: 15_000, timeout: 15_000 },
    );
    const token = await createCustomerSession(app, customer.id, meta);
    return { token, customer: customer as CustomerRow<Q> };
  } catch (error) {
    // A taken e-mail or username (or two sign-ups with one e-mail at once): the code's use is rolled back.
    if (isUniqueViolation(error)) throw new ConflictError(ALREADY_EXISTS);
    throw error;
  }
}
