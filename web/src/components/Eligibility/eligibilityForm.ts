/** The eligibility form's values and its rules (specification §2, §4, §5). */
export interface EligibilityValues {
  email: string;
  neighborhood: string;
  invitationCode: string;
}

export const EMPTY_ELIGIBILITY_VALUES: EligibilityValues = { email: '', neighborhood: '', invitationCode: '' };

export const MISSING_INFORMATION = {
  title: /*i18n*/ 'Missing Information',
  description: /*i18n*/ 'Please fill in all fields to continue.',
} as const;

export const VALIDATION_FAILED = {
  title: /*i18n*/ 'Error',
  description: /*i18n*/ 'Failed to validate your information. Please try again.',
} as const;

export const SUCCESS_REDIRECT_MS = 2000;
export const SUCCESS_PATH = '/meal-plans';

/** Values as sent: surrounding spaces dropped, the code upper-cased. */
export function normalizeEligibility(values: EligibilityValues): EligibilityValues {
  return {
    email: values.email.trim(),
    neighborhood: values.neighborhood.trim(),
    invitationCode: values.invitationCode.trim().toUpperCase(),
  };
}

/** All three fields are required; no other bound is checked on the client. */
export function hasMissingFields(values: EligibilityValues): boolean {
  const normalized = normalizeEligibility(values);
  return normalized.email === '' || normalized.neighborhood === '' || normalized.invitationCode === '';
}
