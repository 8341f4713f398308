import type { I18n } from '@lingui/core';
import { areaNotServicedMessage, eligibilityMessages } from '@rules';
import { translatorOf } from '../../i18n/index.ts';

/**
 * The eligibility check's answers are written by the server in English, from the shared rules
 * (`eligibilityMessages`, `areaNotServicedMessage`), whose messages are catalogue messages: a
 * fixed one translates as `i18n._(message)`; the two that name the visitor's e-mail or area are
 * recognised and said again in the page's language.
 */

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
  if (message === eligibilityMessages.invitationRequested(visitor.email)) {
    return eligibilityMessages.invitationRequested(visitor.email, translatorOf(i18n));
  }
  return i18n._(message);
}
