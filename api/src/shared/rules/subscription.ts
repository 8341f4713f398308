/** The subscription: pausing, cancelling, and the InstaPay reference. (The shared rules: see ../rules.ts.) */

/** Pausing: skip the next 1 to 4 weeks in one step (the Subscription tab). */
export const PAUSE_WEEKS_MIN = 1;
export const PAUSE_WEEKS_MAX = 4;

/** Why a subscriber cancels: the dialog's choices (ours; the specification asks nothing). */
export const CANCEL_REASONS = [
  { value: 'too_expensive', label: 'It is too expensive' },
  { value: 'not_enough_variety', label: 'Not enough variety in the meals' },
  { value: 'taste_or_portions', label: "The taste or portions didn't suit me" },
  { value: 'delivery', label: 'Delivery times or problems' },
  { value: 'travelling', label: "I'm travelling or taking a break" },
  { value: 'other', label: 'Other' },
] as const;
export const CANCEL_REASON_TEXT_LIMIT = 500;

export const cancelReasonLabel = (reason: string | null | undefined): string | null =>
  CANCEL_REASONS.find((entry) => entry.value === reason)?.label ?? null;

/** The reference a customer writes on an InstaPay transfer: the order number (admins match by it). */
export const instapayReference = (orderId: number): string => `MB-${orderId}`;
