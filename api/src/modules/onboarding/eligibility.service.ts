import { z } from 'zod';
import type { AppContext, RequestMeta } from '../../app.ts';
import type { WaitlistReason } from '../../generated/prisma/client.ts';
import { parseInput } from '../../lib/validation.ts';
import { areaNotServicedMessage, normalizeInvitationCode } from '../../shared/rules.ts';
import { findUsableInvitationCode } from './invitationCodes.service.ts';
import { issueInvitationPass } from './invitationPass.service.ts';

export const ELIGIBLE_MESSAGE = "Great! You're eligible. Redirecting you to meal plans...";
export const ALREADY_REGISTERED_MESSAGE =
  'This email is already registered. Please use a different email or login with your existing account.';
export const INVALID_CODE_MESSAGE =
  "Sorry, that invitation code isn't valid or has no places left. We've added you to our waitlist and will let you know as soon as a place opens up.";

const required = (label: string) => `${label} is required. Please fill in all fields to continue.`;

// Bounds keep junk out of the waitlist table; the spec shows none to the user.
export const eligibilityInput = z.object({
  email: z
    .string({ error: required('Email') })
    .trim()
    .toLowerCase()
    .min(1, required('Email'))
    .max(254, 'Please enter a valid email address.')
    .pipe(z.email('Please enter a valid email address.')),
  neighborhood: z
    .string({ error: required('Neighborhood') })
    .trim()
    .min(1, required('Neighborhood'))
    .max(120, 'Please choose a neighborhood from the list.'),
  invitationCode: z
    .string({ error: required('Invitation code') })
    .trim()
    .min(1, required('Invitation code'))
    .max(64, 'Please enter a valid invitation code.')
    .transform(normalizeInvitationCode),
});

export interface EligibilityResult {
  success: boolean;
  redirectToLogin: boolean;
  message: string;
  /** On success: the invitation pass the caller hands the client (a cookie), for a registration without the code. */
  invitationPass?: string;
}

export async function findNeighborhoodByName(app: AppContext, name: string) {
  return app.prisma.neighborhood.findFirst({ where: { name: { equals: name.trim(), mode: 'insensitive' } } });
}

/**
 * The pre-onboarding gate: a registered e-mail goes to login; an unserviced
 * area or an unusable code is written to the waitlist with its reason. It
 * never counts a code's use: that happens at registration, atomically.
 */
export async function checkEligibility(
  app: AppContext,
  rawInput: unknown,
  meta: RequestMeta,
): Promise<EligibilityResult> {
  await app.limits.consume('eligibility', meta.ip);
  const input = parseInput(eligibilityInput, rawInput);

  const registered = await app.prisma.customer.findUnique({ where: { email: input.email }, select: { id: true } });
  if (registered) return { success: false, redirectToLogin: true, message: ALREADY_REGISTERED_MESSAGE };

  const neighborhood = await findNeighborhoodByName(app, input.neighborhood);
  if (!neighborhood?.isServiced) {
    await addToWaitlist(app, input, 'area_not_serviced');
    return {
      success: false,
      redirectToLogin: false,
      message: areaNotServicedMessage(neighborhood?.name ?? input.neighborhood),
    };
  }

  if (!(await findUsableInvitationCode(app, input.invitationCode))) {
    await addToWaitlist(app, input, 'invalid_code');
    return { success: false, redirectToLogin: false, message: INVALID_CODE_MESSAGE };
  }

  const invitationPass = await issueInvitationPass(app, { code: input.invitationCode, email: input.email });
  return { success: true, redirectToLogin: false, message: ELIGIBLE_MESSAGE, invitationPass };
}

async function addToWaitlist(
  app: AppContext,
  input: z.output<typeof eligibilityInput>,
  rejectionReason: WaitlistReason,
): Promise<void> {
  await app.prisma.waitlistEntry.create({
    data: {
      email: input.email,
      neighborhood: input.neighborhood,
      invitationCode: input.invitationCode,
      rejectionReason,
    },
  });
}
