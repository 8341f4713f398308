// The payments module's public face: checkout (address, order type, trial once, amounts),
// card payments through lib/paymob and its callbacks, InstaPay proofs and their verification.
//

export { checkout, checkoutQuote, releaseStaleCardAttempts, type CheckoutResult } from './checkout.service.ts';
export { handlePaymobNotification, handlePaymobRedirect, type CallbackOutcome } from './webhooks.service.ts';
export { updateInstapayPaymentStatus } from './instapay.service.ts';
export { releaseStaleCardAttemptsJob } from './payments.job.ts';
