/** Onboarding: the eligibility check's answers. (The shared rules: see ../rules.ts.) */
import { inEnglish, type Translate } from './messages.ts';

/** Shown before the check (web) and answered by it (API) for a neighbourhood we do not serve. */
export const areaNotServicedMessage = (neighborhood: string, t: Translate = inEnglish): string =>
  t(
    /*i18n*/ "Sorry, we don't currently deliver to {neighborhood}. We've added you to our waitlist and will notify you when we expand service to your area.",
    { neighborhood },
  );

/** The eligibility check's answers (customer specification §2; the invalid-code one is ours). */
export const eligibilityMessages = {
  eligible: /*i18n*/ "Great! You're eligible. Redirecting you to meal plans...",
  alreadyRegistered:
    /*i18n*/ 'This email is already registered. Please use a different email or login with your existing account.',
  invalidCode:
    /*i18n*/ 'That invitation code isn\'t valid or has no places left. Check it and try again, or choose "I don\'t have a code".',
  invitationRequested: (email: string, t: Translate = inEnglish) =>
    t(
      /*i18n*/ "Thank you! We've noted your request and will e-mail {email} an invitation code as soon as a place opens up.",
      { email },
    ),
} as const;
