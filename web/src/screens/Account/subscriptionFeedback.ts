import type { I18n } from '@lingui/core';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { notify } from '../../components/ui/toaster.tsx';

/** What the Subscription tab says when an action fails for a reason the customer cannot act on. */
export const RETRY_MESSAGE = /*i18n*/ 'Something went wrong. Please try again.';

export const notifyFailure = (i18n: I18n): void => {
  notify({ title: i18n._('Error'), description: i18n._(RETRY_MESSAGE), type: 'error' });
};

/** Sends the browser to Paymob's hosted checkout (a full page: the card form is Paymob's). */
export const goToCheckout = (url: string): void => {
  window.location.assign(url);
};

/** Keeps `me.isSubscriber` (read by the route guards and the header) in step with the subscription. */
export function setSubscriber(store: RecordSourceSelectorProxy, value: boolean) {
  store.getRoot().getLinkedRecord('me')?.setValue(value, 'isSubscriber');
}
