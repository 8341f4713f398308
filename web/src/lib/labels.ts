// The words customers and admins read for the server's enums, in one place.

import { mealCountChoices } from '@rules';

type Slot = 'morning' | 'evening';
type Portion = 'standard' | 'large' | 'mixed';

export const SLOT_LABELS: Record<Slot, string> = { morning: 'Morning', evening: 'Evening' };

/** A slot with its delivery hours, where a customer chooses or reads their delivery. */
export const SLOT_HOURS_LABELS: Record<Slot, string> = {
  morning: 'Morning (09:00-12:00)',
  evening: 'Evening (18:00-21:00)',
};

export const PORTION_LABELS: Record<Portion, string> = { standard: 'Standard', large: 'Large', mixed: 'Mixed' };

/** A plan's portion where the customer chooses it: mixed means one size per meal. */
export const PLAN_PORTION_LABELS: Record<Portion, string> = { ...PORTION_LABELS, mixed: 'Mixed (choose per meal)' };

export const ORDER_STATUS_LABELS: Record<string, string> = {
  not_selected: 'Not selected',
  selected: 'Selected',
  skipped: 'Skipped',
  cancelled: 'Cancelled',
};

/** Payment states as the back office names them. */
export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  processing: 'Processing',
  confirmed: 'Confirmed',
  failed: 'Failed',
};

/** Payment states as a customer reads them on their own orders. */
export const CUSTOMER_PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: 'Awaiting payment',
  processing: 'Being verified',
  confirmed: 'Paid',
  failed: 'Payment failed',
};

/** One colour per payment state, on every screen (Paid is green everywhere). */
export const PAYMENT_STATUS_COLORS: Record<string, string> = {
  pending: 'gray',
  processing: 'orange',
  confirmed: 'green',
  failed: 'red',
};

export const PAYMENT_METHOD_LABELS: Record<string, string> = { card: 'Card', instapay: 'InstaPay' };

/** A value's label, the value itself when it has none, and a dash for no value. */
export const labelOf = (labels: Readonly<Record<string, string>>, value: string | null | undefined): string =>
  value ? (labels[value] ?? value) : '—';

/** Every meal count a week may have, as a select's options ("4 meals" … "15 meals"). */
export const MEAL_COUNT_OPTIONS = mealCountChoices().map((count) => ({
  value: String(count),
  label: `${count} meals`,
}));

/** A label table as a select's options, in the table's order. */
export const optionsOf = (labels: Readonly<Record<string, string>>): { value: string; label: string }[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
