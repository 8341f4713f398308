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

/** Storage can be missing or throw (private mode, quota, disabled cookies): never fail for it. */
function stores(): Storage[] {
  const found: Storage[] = [];
  for (const pick of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      const store = pick();
      if (store) found.push(store);
    } catch {
      // unavailable: skip it
    }
  }
  return found;
}

function tryWrite(store: Storage, key: string, value: string): void {
  try {
    store.setItem(key, value);
  } catch {
    // quota or disabled storage: the other store may still hold it
  }
}

export function savePreOnboarding(values: PreOnboarding): void {
  for (const store of stores()) {
    for (const field of Object.keys(PRE_ONBOARDING_KEYS) as Field[]) {
      tryWrite(store, PRE_ONBOARDING_KEYS[field], values[field]);
    }
  }
}

/** The stored values; a field never stored reads as null. */
export function readPreOnboarding(): { [K in Field]: string | null } {
  const read = (key: string): string | null => {
    for (const store of stores()) {
      try {
        const value = store.getItem(key);
        if (value != null) return value;
      } catch {
        // try the next store
      }
    }
    return null;
  };
  return {
    email: read(PRE_ONBOARDING_KEYS.email),
    neighborhood: read(PRE_ONBOARDING_KEYS.neighborhood),
    invitationCode: read(PRE_ONBOARDING_KEYS.invitationCode),
  };
}

/** Called once registration has used the values. */
export function clearPreOnboarding(): void {
  for (const store of stores()) {
    for (const key of Object.values(PRE_ONBOARDING_KEYS)) {
      try {
        store.removeItem(key);
      } catch {
        // nothing to do
      }
    }
  }
}
