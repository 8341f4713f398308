/**
 * How a prerendered page hands its Relay records to the browser: a JSON data block
 * (`<script type="application/json">`, which never runs, so the CSP's `script-src 'self'`
 * still holds) that the app's environment starts from.
 */
import type { RecordSource } from 'relay-runtime';

type Records = NonNullable<ConstructorParameters<typeof RecordSource>[0]>;

export const RECORDS_ELEMENT_ID = 'mb-relay-records';

/** The records of the page being hydrated, or undefined (not prerendered, or not a browser). */
export function prerenderedRecords(): Records | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(RECORDS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Records;
  } catch {
    return undefined;
  }
}

/**
 * The address (path and query) the page was rendered for, written beside its records: the
 * browser hydrates only while it is still at that address (see browserApp.tsx).
 */
export function prerenderedAddress(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.getElementById(RECORDS_ELEMENT_ID)?.dataset.address;
}

/**
 * The data block for `records` rendered at `address` (a prerendered page's path: no query);
 * `<` is escaped so no value can close the script element.
 */
export function recordsElement(records: Records, address: string): string {
  const json = JSON.stringify(records).replace(/</g, '\\u003c');
  const attribute = address.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<script type="application/json" id="${RECORDS_ELEMENT_ID}" data-address="${attribute}">${json}</script>`;
}
