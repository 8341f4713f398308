/**
 * Paymob: the client (Intention API, saved-card charges), the callback
 * verifiers, and the simulator that stands in for Paymob when no keys are
 * configured. The payments module imports only from here.
 */
export { paymobSettings, SIMULATOR_PREFIX, type PaymobSettings } from './settings.ts';
export {
  createPaymobClient,
  type ChargeSavedCardInput,
  type CreateIntentionInput,
  type Intention,
  type PaymobClient,
  type PaymobLogger,
  type SavedCardCharge,
} from './client.ts';
export {
  verifyNotification,
  transactionEventKey,
  verifyRedirect,
  type PaymobCardTokenEvent,
  type PaymobNotification,
  type PaymobPaymentOutcome,
  type PaymobRedirect,
  type PaymobTransaction,
  type PaymobTransactionEvent,
  type QueryInput,
} from './callbacks.ts';
export {
  PaymobCallbackError,
  PaymobConfigurationError,
  PaymobError,
  PaymobRejectedError,
  PaymobUnavailableError,
  type PaymobCall,
} from './errors.ts';
export { signNotification } from './hmac.ts';
export { registerPaymobSimulator } from './simulator/plugin.ts';
export { SIMULATOR_TEST_CARDS, SIMULATOR_TEST_TOKENS, type FaultTarget, type SimFault } from './simulator/state.ts';
export {
  INTENTION_LIFETIME_SECONDS,
  NOTIFICATION_PATH,
  paymentGateway,
  RESPONSE_PATH,
  RESULT_SCREEN_PATH,
  SUBSCRIPTION_TAB_PATH,
  type PaymentGateway,
} from './gateway.ts';
