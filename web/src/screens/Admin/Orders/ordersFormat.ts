// Texts and settings the orders screens share (the labels of enums are in lib/labels.ts).

/** Rows per page (Load more adds as many); the queries' own `count` defaults match it. */
export const ORDERS_PAGE_SIZE = 25;

/** The admin specification's error catalogue (§8). */
export const DELIVERY_STATUS_FAILURE = /*i18n*/ 'There was an error updating the delivery status. Please try again.';
export const PAYMENT_STATUS_FAILURE = /*i18n*/ 'There was an error updating the payment status. Please try again.';

/** A select's "any" choice. */
export const ANY = '';
