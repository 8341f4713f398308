import { z } from 'zod';
import type { AppContext, RequestMeta } from '../../app.ts';
import type { WaitlistReason } from '../../generated/prisma/client.ts';
import { parseInput } from '../../lib/validation.ts';
import { areaNotServicedMessage, eligibilityMessages, normalizeInvitationCode } from '../../shared/rules.ts';
import { findUsableInvitationCode } from './invitationCodes.service.ts';
import { issueInvitationPass } from './invitationPass.service.ts';

const {
  eligible: ELIGIBLE_MESSAGE,
  alreadyRegistered: ALREADY_REGISTERED_MESSAGE,
  invalidCode: INVALID_CODE_MESSAGE,
  invitationRequested: invitationRequestedMessage,
} = eligibilityMessages;

/** A field left empty (each a whole catalogue message, so the web app says it in its language). */
const REQUIRED = {
  email: /*i18n*/ 'Email is required. Please fill in all fields to continue.',
  neighborhood: /*i18n*/ 'Neighborhood is required. Please fill in all fields to continue.',
  invitationCode: /*i18n*/ 'Invitation code is required. Please fill in all fields to continue.',
} as const;

// Bounds keep junk out of the waitlist table; the spec shows none to the user.
export const eligibilityInput = z.object({
  email: z
    .string({ error: REQUIRED.email })
    .trim()
    .toLowerCase()
    .min(1, REQUIRED.email)
    .max(254, /*i18n*/ 'Please enter a valid email address.')
    .pipe(z.email(/*i18n*/ 'Please enter a valid email address.')),
  neighborhood: z
    .string({ error: REQUIRED.neighborhood })
    .trim()
    .min(1, REQUIRED.neighborhood)
    .max(120, /*i18n*/ 'Please choose a neighborhood from the list.'),
  invitationCode: z
    .string({ error: REQUIRED.invitationCode })
    .trim()
    .min(1, REQUIRED.invitationCode)
    .max(64, /*i18n*/ 'Please enter a valid invitation code.')
    .transform(normalizeInvitationCode),
});

export interface EligibilityResult {
  success: boolean;
  redirectToLogin: boolean;
  message: string;
  /** On success: the invitation pass the caller hands the client (a cookie), for a registration without the code. */
  invitationPass?: string;
  /** The form field the message is about (`invitationCode` for a code to correct), else null. */
  field?: 'email' | 'invitationCode' | null;
}

export async function findNeighborhoodByName(app: AppContext, name: string) {
  return app.prisma.neighborhood.findFirst({ where: { name: { equals: name.trim(), mode: 'insensitive' } } });
}

/**
 * The pre-onboarding gate: a registered e-mail goes to login; an unserviced area is written to
 * the waitlist. A code that is wrong, inactive or used up is a field error to correct (`field:
 * 'invitationCode'`), not a waitlist entry: a typo must not put a real customer on the waitlist;
 * a visitor without a code asks for one (`requestInvitation`). It never counts a code's use:
 * that happens at registration, atomically.
 */
export async function checkEligibility(
  app: AppContext,
  rawInput: unknown,
  meta: RequestMeta,
): Promise<EligibilityResult> {
  await app.limits.consume('eligibility', meta.ip);
  const input = parseInput(eligibilityInput, rawInput);

  const registered = await app.prisma.customer.findUnique({ where: { email: input.email }, select: { id: true } });
  if (registered) return { success: false, redirectToLogin: true, message: ALREADY_REGISTERED_MESSAGE, field: 'email' };

  const neighborhood = await findNeighborhoodByName(app, input.neighborhood);
  if (!neighborhood?.isServiced) {
    await addToWaitlist(app, input, 'area_not_serviced', meta);
    return {
      success: false,
      redirectToLogin: false,
      message: areaNotServicedMessage(neighborhood?.name ?? input.neighborhood),
    };
  }

  if (!(await findUsableInvitationCode(app, input.invitationCode))) {
    return { success: false, redirectToLogin: false, message: INVALID_CODE_MESSAGE, field: 'invitationCode' };
  }

  const invitationPass = await issueInvitationPass(app, { code: input.invitationCode, email: input.email });
  return { success: true, redirectToLogin: false, message: ELIGIBLE_MESSAGE, invitationPass };
}

export const invitationRequestInput = eligibilityInput.pick({ email: true, neighborhood: true });

/**
 * "I don't have a code": the visitor asks for an invitation. A registered e-mail goes to login
 * (nothing written); otherwise the request joins the waitlist, as `invitation_requested` for an
 * area we serve and `area_not_serviced` for one we do not. Asking twice (same e-mail, reason and
 * area, not yet joined) writes one row.
 */
export async function requestInvitation(
  app: AppContext,
  rawInput: unknown,
  meta: RequestMeta,
): Promise<EligibilityResult> {
  await app.limits.consume('eligibility', meta.ip);
  const input = parseInput(invitationRequestInput, rawInput);
  const registered = await app.prisma.customer.findUnique({ where: { email: input.email }, select: { id: true } });
  if (registered) return { success: false, redirectToLogin: true, message: ALREADY_REGISTERED_MESSAGE, field: 'email' };

  const neighborhood = await findNeighborhoodByName(app, input.neighborhood);
  const serviced = neighborhood?.isServiced === true;
  const name = neighborhood?.name ?? input.neighborhood;
  const reason: WaitlistReason = serviced ? 'invitation_requested' : 'area_not_serviced';
  const already = await app.prisma.waitlistEntry.findFirst({
    where: {
      email: input.email,
      rejectionReason: reason,
      joinedAt: null,
      neighborhood: { equals: name, mode: 'insensitive' },
    },
    select: { id: true },
  });
  if (!already)
    await addToWaitlist(app, { email: input.email, neighborhood: name, invitationCode: null }, reason, meta);
  return {
    success: true,
    redirectToLogin: false,
    message: serviced ? invitationRequestedMessage(input.email) : areaNotServicedMessage(name),
  };
}

async function addToWaitlist(
  app: AppContext,
  input: { email: string; neighborhood: string; invitationCode: string | null },
  rejectionReason: WaitlistReason,
  meta: RequestMeta,
): Promise<void> {
  await app.prisma.waitlistEntry.create({
    data: {
      email: input.email,
      neighborhood: input.neighborhood,
      invitationCode: input.invitationCode,
      rejectionReason,
      // The page's language, for the invitation e-mail an admin may send later.
      language: meta.language ?? 'en',
    },
  });
}
