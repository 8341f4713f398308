// The Paymob client the subscription engine charges through: one per app
// context, made on first use from the configuration (live keys, or the
// simulator under PUBLIC_URL), like the mailer.

import type { AppContext } from '../../app.ts';
import { createPaymobClient, paymobSettings, type PaymobClient, type PaymobSettings } from '../../lib/paymob/index.ts';

/** Where Paymob posts processed and card-token callbacks (the payments module's webhook). */
export const PAYMOB_NOTIFICATION_PATH = '/api/payments/paymob/notification';

export interface PaymobAccess {
  settings: PaymobSettings;
  client: PaymobClient;
  notificationUrl: string;
}

const clients = new WeakMap<AppContext, PaymobAccess>();

export function paymobFor(app: AppContext): PaymobAccess {
  let access = clients.get(app);
  if (!access) {
    const settings = paymobSettings(app.config);
    access = {
      settings,
      client: createPaymobClient(settings, { logger: app.logger }),
      notificationUrl: `${app.config.PUBLIC_URL.replace(/\/+$/, '')}${PAYMOB_NOTIFICATION_PATH}`,
    };
    clients.set(app, access);
  }
  return access;
}
