// Labels and texts the orders screens share.

/** Rows per page (Load more adds as many); the queries' own `count` defaults match it. */
export const ORDERS_PAGE_SIZE = 25;

export const ORDER_STATUS_LABELS: Record<string, string> = {
  not_selected: 'Not selected',
  selected: 'Selected',
  skipped: 'Skipped',
  cancelled: 'Cancelled',
};

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  processing: 'Processing',
  confirmed: 'Confirmed',
  failed: 'Failed',
};

export const PAYMENT_METHOD_LABELS: Record<string, string> = { card: 'Card', instapay: 'InstaPay' };

export const SLOT_LABELS: Record<string, string> = { morning: 'Morning', evening: 'Evening' };

export const PORTION_LABELS: Record<string, string> = { standard: 'Standard', large: 'Large', mixed: 'Mixed' };

export const PAYMENT_STATUS_COLORS: Record<string, string> = {
  pending: 'gray',
  processing: 'orange',
  confirmed: 'green',
  failed: 'red',
};

/** The admin specification's error catalogue (§8). */
export const DELIVERY_STATUS_FAILURE = 'There was an error updating the delivery status. Please try again.';
export const PAYMENT_STATUS_FAILURE = 'There was an error updating the payment status. Please try again.';

/** A select's "any" choice. */
export const ANY = '';

export const labelOf = (labels: Record<string, string>, value: string | null | undefined): string =>
  value ? (labels[value] ?? value) : '—';
