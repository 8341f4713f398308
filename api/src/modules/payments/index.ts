// The payments module's public face: checkout (address, order type, trial once, amounts),
// card payments through lib/paymob and its callbacks, InstaPay proofs and their verification.
// Importing it registers the module's GraphQL types.
import './payments.schema.ts';

export { registerPaymentRoutes } from './payments.routes.ts';
export { checkout, checkoutQuote, releaseStaleCardAttempts, type CheckoutResult } from './checkout.service.ts';
export { handlePaymobNotification, handlePaymobRedirect, type CallbackOutcome } from './webhooks.service.ts';
export { updateInstapayPaymentStatus } from './instapay.service.ts';
export { NOTIFICATION_PATH, paymentGateway, RESPONSE_PATH } from './gateway.ts';
export { releaseStaleCardAttemptsJob } from './payments.job.ts';
