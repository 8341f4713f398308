// This app's Paymob connection: the settings (live keys or the simulator) and our own callback
// URLs, all derived from the configuration. Below the modules, so payments (checkout, webhooks)
// and subscriptions (charging saved cards) share it without importing each other.

import type { AppContext } from '../../app.ts';
import { createPaymobClient, type PaymobClient } from './client.ts';
import { paymobSettings, type PaymobSettings } from './settings.ts';

/** Paymob's processed and token callbacks (POST, HMAC in the query). */
export const NOTIFICATION_PATH = '/api/payments/paymob/notification';
/** Paymob's response callback: the customer's browser comes back here (GET, HMAC in the query). */
export const RESPONSE_PATH = '/api/payments/paymob/response';
/** The web app's payment-result screen. */
export const RESULT_SCREEN_PATH = '/payment/response';
/** Where a card-saving checkout (card update, subscription start) sends the customer back. */
export const SUBSCRIPTION_TAB_PATH = '/account?tab=subscription';

/** A hosted checkout lives 30 minutes; a card attempt without a callback is released after that. */
export const INTENTION_LIFETIME_SECONDS = 30 * 60;

export interface PaymentGateway {
  settings: PaymobSettings;
  client: PaymobClient;
  notificationUrl: string;
  redirectionUrl: string;
}

const gateways = new WeakMap<AppContext, PaymentGateway>();

export function paymentGateway(app: AppContext): PaymentGateway {
  let gateway = gateways.get(app);
  if (!gateway) {
    const settings = paymobSettings(app.config);
    const origin = app.config.PUBLIC_URL.replace(/\/+$/, '');
    gateway = {
      settings,
      client: createPaymobClient(settings, { logger: app.logger }),
      notificationUrl: `${origin}${NOTIFICATION_PATH}`,
      redirectionUrl: `${origin}${RESPONSE_PATH}`,
    };
    gateways.set(app, gateway);
  }
  return gateway;
}
