import { readFirst, removeBoth, writeBoth } from './browserStorage.ts';

/**
 * What the eligibility check leaves for the rest of onboarding: the registration form
 * pre-fills the e-mail and needs the neighbourhood and invitation code it was approved
 * with. Written to both local storage (survives closing the tab) and session storage
 * (what the original product read), and read from whichever still has it.
 */
export const PRE_ONBOARDING_KEYS = {
  email: 'preOnboardingEmail',
  neighborhood: 'preOnboardingNeighborhood',
  invitationCode: 'preOnboardingInvitationCode',
} as const;

export interface PreOnboarding {
  email: string;
  neighborhood: string;
  invitationCode: string;
}

type Field = keyof PreOnboarding;

export function savePreOnboarding(values: PreOnboarding): void {
  for (const field of Object.keys(PRE_ONBOARDING_KEYS) as Field[]) {
    writeBoth(PRE_ONBOARDING_KEYS[field], values[field]);
  }
}

/** The stored values; a field never stored reads as null. */
export function readPreOnboarding(): { [K in Field]: string | null } {
  const read = (key: string) => readFirst(key, (raw) => raw);
  return {
    email: read(PRE_ONBOARDING_KEYS.email),
    neighborhood: read(PRE_ONBOARDING_KEYS.neighborhood),
    invitationCode: read(PRE_ONBOARDING_KEYS.invitationCode),
  };
}

/** Called once registration has used the values. */
export function clearPreOnboarding(): void {
  for (const key of Object.values(PRE_ONBOARDING_KEYS)) removeBoth(key);
}
