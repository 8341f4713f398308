// The words customers and admins read for the server's enums, in one place. Each is a message
// of the catalogue (the `i18n` comment marks it there): a screen shows it through `useLabels`.

import { useLingui } from '@lingui/react';
import { mealCountChoices } from '@rules';
import { useMemo } from 'react';

type Slot = 'morning' | 'evening';
type Portion = 'standard' | 'large' | 'mixed';

export const SLOT_LABELS: Record<Slot, string> = { morning: /*i18n*/ 'Morning', evening: /*i18n*/ 'Evening' };

/** A slot with its delivery hours, where a customer chooses or reads their delivery. */
export const SLOT_HOURS_LABELS: Record<Slot, string> = {
  morning: /*i18n*/ 'Morning (09:00-12:00)',
  evening: /*i18n*/ 'Evening (18:00-21:00)',
};

export const PORTION_LABELS: Record<Portion, string> = {
  standard: /*i18n*/ 'Standard',
  large: /*i18n*/ 'Large',
  mixed: /*i18n*/ 'Mixed',
};

/** A plan's portion where the customer chooses it: mixed means one size per meal. */
export const PLAN_PORTION_LABELS: Record<Portion, string> = {
  ...PORTION_LABELS,
  mixed: /*i18n*/ 'Mixed (choose per meal)',
};

export const ORDER_STATUS_LABELS: Record<string, string> = {
  not_selected: /*i18n*/ 'Not selected',
  selected: /*i18n*/ 'Selected',
  skipped: /*i18n*/ 'Skipped',
  cancelled: /*i18n*/ 'Cancelled',
};

/** Payment states as the back office names them. */
export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: /*i18n*/ 'Pending',
  processing: /*i18n*/ 'Processing',
  confirmed: /*i18n*/ 'Confirmed',
  failed: /*i18n*/ 'Failed',
};

/** Payment states as a customer reads them on their own orders. */
export const CUSTOMER_PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: /*i18n*/ 'Awaiting payment',
  processing: /*i18n*/ 'Being verified',
  confirmed: /*i18n*/ 'Paid',
  failed: /*i18n*/ 'Payment failed',
};

/** One colour per payment state, on every screen (Paid is green everywhere). */
export const PAYMENT_STATUS_COLORS: Record<string, string> = {
  pending: 'gray',
  processing: 'orange',
  confirmed: 'green',
  failed: 'red',
};

/** The cities neighbourhoods are grouped by (their names are the server's NEIGHBORHOOD_CITIES). */
export const CITY_LABELS: Record<string, string> = { Cairo: /*i18n*/ 'Cairo', Giza: /*i18n*/ 'Giza' };

export const PAYMENT_METHOD_LABELS: Record<string, string> = { card: /*i18n*/ 'Card', instapay: /*i18n*/ 'InstaPay' };

type Labels = Readonly<Record<string, string>>;

/** A value's label, the value itself when it has none, and a dash for no value (in English). */
export const labelOf = (labels: Labels, value: string | null | undefined): string =>
  value ? (labels[value] ?? value) : '—';

/** A label table as a select's options, in the table's order (in English). */
export const optionsOf = (labels: Labels): { value: string; label: string }[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The same, in the page's language: for the screens whose text is in the message catalogue. */
export function useLabels() {
  const { i18n } = useLingui();
  return useMemo(() => {
    const translatedLabelOf = (labels: Labels, value: string | null | undefined): string =>
      value && labels[value] ? i18n._(labels[value]) : labelOf(labels, value);
    /** "6 meals", with the language's plural forms. */
    const mealCount = (count: number) => i18n._('{count, plural, one {# meal} other {# meals}}', { count });
    return {
      labelOf: translatedLabelOf,
      optionsOf: (labels: Labels) =>
        Object.keys(labels).map((value) => ({ value, label: translatedLabelOf(labels, value) })),
      mealCount,
      mealCountOptions: () => mealCountChoices().map((count) => ({ value: String(count), label: mealCount(count) })),
    };
  }, [i18n]);
}
