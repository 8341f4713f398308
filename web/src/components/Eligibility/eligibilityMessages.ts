import type { I18n } from '@lingui/core';
import { areaNotServicedMessage } from '@rules';
import { translatorOf } from '../../i18n/index.ts';

/**
 * The eligibility check's answers are written by the server in English. The fixed ones are
 * catalogue messages here too (the same English, so `i18n._(message)` finds their Arabic); the
 * two that name the visitor's e-mail or area are recognised and said again with a placeholder.
 */
export const SERVER_ELIGIBILITY_MESSAGES = [
  /*i18n*/ "Great! You're eligible. Redirecting you to meal plans...",
  /*i18n*/ 'This email is already registered. Please use a different email or login with your existing account.',
  /*i18n*/ 'That invitation code isn\'t valid or has no places left. Check it and try again, or choose "I don\'t have a code".',
] as const;

const invitationRequested = (email: string) =>
  `Thank you! We've noted your request and will e-mail ${email} an invitation code as soon as a place opens up.`;

/** The warning (and the server's answer) for an area we do not serve, in the page's language. */
export const areaNotServiced = (i18n: I18n, neighborhood: string): string =>
  areaNotServicedMessage(neighborhood, translatorOf(i18n));

/** A server message about this visitor's e-mail and area, in the page's language when it is one we know. */
export function translateEligibilityMessage(
  i18n: I18n,
  message: string,
  visitor: { email: string; neighborhood: string },
): string {
  if (message === areaNotServicedMessage(visitor.neighborhood)) return areaNotServiced(i18n, visitor.neighborhood);
  if (message === invitationRequested(visitor.email))
    return i18n._(
      "Thank you! We've noted your request and will e-mail {email} an invitation code as soon as a place opens up.",
      { email: visitor.email },
    );
  return i18n._(message);
}
