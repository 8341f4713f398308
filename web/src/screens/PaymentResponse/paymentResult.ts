import type { NotifyOptions } from '../../components/ui/toaster.tsx';

/** The toasts hold catalogue messages (English ids): a screen shows them with `i18n._(…)`. */

/** The specification's timers: success moves on after 1.5 s, failure after 2 s. */
export const SUCCESS_REDIRECT_MS = 1500;
export const FAILURE_REDIRECT_MS = 2000;

export const paymentSuccessToast: NotifyOptions = {
  type: 'success',
  title: /*i18n*/ 'Payment Successful!',
  description: /*i18n*/ 'Your order has been confirmed and will be prepared for delivery.',
};

export const paymentFailedToast: NotifyOptions = {
  type: 'error',
  title: /*i18n*/ 'Payment Failed',
  description: /*i18n*/ "We couldn't process your payment. Please try again with a different payment method.",
};

/** Where the result screen goes next, and after how long. */
export function nextAfterPayment(success: boolean, signedIn: boolean): { path: string; delayMs: number } {
  if (success) {
    return { path: signedIn ? '/account' : '/auth?returnTo=%2Faccount', delayMs: SUCCESS_REDIRECT_MS };
  }
  return { path: signedIn ? '/checkout' : '/', delayMs: FAILURE_REDIRECT_MS };
}
