/** Accounts: passwords and the account forms' messages. (The shared rules: see ../rules.ts.) */
import { inEnglish, type Translate } from './messages.ts';

export const MIN_PASSWORD_LENGTH = 6;
/** argon2's input bound: a megabyte "password" is an attack, not a password. */
export const MAX_PASSWORD_LENGTH = 256;

/** The account forms' messages (customer specification §5). */
const PASSWORD_TOO_SHORT = /*i18n*/ 'Password must be at least {min} characters long';
const PASSWORD_TOO_LONG = /*i18n*/ 'Password must be at most {max} characters long';

export const accountMessages = {
  loginMissing: /*i18n*/ 'Please enter both email and password',
  registerMissing: /*i18n*/ 'Please fill in all required fields',
  fillAllFields: /*i18n*/ 'Please fill in all fields',
  emailRequired: /*i18n*/ 'Email required',
  passwordTooShort: inEnglish(PASSWORD_TOO_SHORT, { min: MIN_PASSWORD_LENGTH }),
  passwordTooLong: inEnglish(PASSWORD_TOO_LONG, { max: MAX_PASSWORD_LENGTH }),
  passwordsDiffer: /*i18n*/ 'Passwords do not match',
  /** What a reset request always answers, registered e-mail or not. */
  resetRequested: /*i18n*/ "If your email is in our system, you'll receive password reset instructions shortly.",
  resetDone: /*i18n*/ 'Your password has been reset successfully. You can now log in with your new password.',
} as const;

/** What is wrong with a new password's length, or null when it is acceptable. */
export function passwordLengthProblem(password: string, t: Translate = inEnglish): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return t(PASSWORD_TOO_SHORT, { min: MIN_PASSWORD_LENGTH });
  if (password.length > MAX_PASSWORD_LENGTH) return t(PASSWORD_TOO_LONG, { max: MAX_PASSWORD_LENGTH });
  return null;
}
