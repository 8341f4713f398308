import { z } from 'zod';
import type { AppContext, RequestMeta } from '../../app.ts';
import { ConflictError, ValidationError } from '../../errors.ts';
import { parseInput } from '../../lib/validation.ts';
import { accountMessages } from '../../shared/rules.ts';
import { consumeInvitationCode, findNeighborhoodByName, markWaitlistJoined } from '../onboarding/index.ts';
import type { CustomerQuery, CustomerRow } from './auth.service.ts';
import { hashPassword, newPasswordSchema } from './passwords.ts';
import { createCustomerSession } from './sessions.service.ts';
import { isUniqueViolation } from '../../db/prismaErrors.ts';

const FILL_REQUIRED = accountMessages.registerMissing;
export const ALREADY_EXISTS = 'Username or email already exists';
export const INVALID_INVITATION_CODE = 'This invitation code is not valid or has no places left.';

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
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  password: newPasswordSchema(FILL_REQUIRED),
  name: optionalText(120),
  username: optionalText(60),
  invitationCode: z
    .string({ error: 'An invitation code is required' })
    .trim()
    .min(1, 'An invitation code is required')
    .max(64, INVALID_INVITATION_CODE),
  neighborhood: optionalText(120),
});

/**
 * Creates a customer and signs them in. The invitation code's use is counted
 * in the same transaction as the insert, by one conditional UPDATE: when the
 * code has no place left nothing is written at all. The new row is answered
 * with what the caller asks for (`query`), straight from the insert.
 */
export async function registerCustomer<Q extends CustomerQuery = CustomerQuery>(
  app: AppContext,
  rawInput: unknown,
  meta: RequestMeta,
  query?: Q,
) {
  await app.limits.consume('registration', meta.ip);
  const input = parseInput(registerInput, rawInput);

  const taken = await app.prisma.customer.findFirst({
    where: { OR: [{ email: input.email }, ...(input.username ? [{ username: input.username }] : [])] },
    select: { id: true },
  });
  if (taken) throw new ConflictError(ALREADY_EXISTS);

  let neighborhoodId: number | null = null;
  if (input.neighborhood) {
    const neighborhood = await findNeighborhoodByName(app, input.neighborhood);
    if (!neighborhood) throw ValidationError.forField('neighborhood', 'Please choose a neighborhood from the list');
    neighborhoodId = neighborhood.id;
  }

  // Hash before the transaction: argon2 is slow on purpose, a row lock should not wait for it.
  const passwordHash = await hashPassword(input.password);

  try {
    const customer = await app.prisma.$transaction(
      async (tx) => {
        const invitationCodeId = await consumeInvitationCode(tx, input.invitationCode);
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
          },
        });
      },
      // Sign-up bursts queue for a connection; waiting is better than failing.
      { maxWait: 15_000, timeout: 15_000 },
    );
    const token = await createCustomerSession(app, customer.id, meta);
    return { token, customer: customer as CustomerRow<Q> };
  } catch (error) {
    // Two sign-ups with one e-mail at once: the loser's code use is rolled back too.
    if (isUniqueViolation(error)) throw new ConflictError(ALREADY_EXISTS);
    throw error;
  }
}
