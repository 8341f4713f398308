/** The back office's reference data: invitation codes, the waitlist, neighbourhoods. (The shared rules: see ../rules.ts.) */

/** Generated invitation codes: 8 characters from A-Z and 0-9. */
export const INVITATION_CODE_LENGTH = 8;
export const INVITATION_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Codes are stored and compared upper-cased, however a client typed them. */
export const normalizeInvitationCode = (code: string): string => code.trim().toUpperCase();
/**
 * A new code for the back office's Generate button: INVITATION_CODE_LENGTH characters drawn
 * uniformly from INVITATION_CODE_ALPHABET with the platform's CSPRNG (a guessable code would
 * let anyone register). Bytes of 252 and above are drawn again, so no character is likelier
 * than another (256 is not a multiple of 36).
 */
export function generateInvitationCode(
  randomBytes: (length: number) => Uint8Array = (length) => crypto.getRandomValues(new Uint8Array(length)),
): string {
  const limit = 256 - (256 % INVITATION_CODE_ALPHABET.length);
  let code = '';
  while (code.length < INVITATION_CODE_LENGTH) {
    for (const byte of randomBytes(INVITATION_CODE_LENGTH)) {
      if (byte < limit && code.length < INVITATION_CODE_LENGTH)
        code += INVITATION_CODE_ALPHABET[byte % INVITATION_CODE_ALPHABET.length];
    }
  }
  return code;
}
/** How long "Copied" shows after a code is copied. */
export const CODE_COPIED_MS = 2000;
/** The waitlist's "top neighbourhoods" list. */
export const WAITLIST_TOP_NEIGHBORHOODS = 10;
/** The waitlist export's columns, in order. */
export const WAITLIST_CSV_COLUMNS = ['Email', 'Neighborhood', 'Reason', 'Date'] as const;
/** The neighbourhoods' cities (a neighbourhood belongs to one). */
export const NEIGHBORHOOD_CITIES = ['Cairo', 'Giza'] as const;

export const adminMessages = {
  neighborhoodNameRequired: 'Neighborhood name is required.',
  neighborhoodExists: 'A neighborhood with this name already exists.',
  codeRequired: 'Code is required.',
  codeExists: 'This invitation code already exists.',
  codeCharacters: 'Code may contain only letters A-Z, digits 0-9, "-" and "_".',
  maxUsesInteger: 'Max uses must be a whole number of at least 1, or empty for unlimited.',
  maxUsesBelowUses: 'Max uses cannot be lower than the uses already counted.',
  priceNegative: 'Price cannot be negative.',
  priceWhole: 'Price must be a whole number of pounds.',
  superAdminRequired: 'Super Admin Required — You need super admin privileges to manage admin accounts.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotDemoteSelf: 'You cannot change your own role.',
  lastSuperAdmin: 'There must always be at least one super admin.',
  usernameExists: 'This username is already taken.',
  adminEmailExists: 'This email is already used by another admin.',
} as const;
