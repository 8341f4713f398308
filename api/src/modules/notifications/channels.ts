// The channel clients of one app context, made on first use (like the
// mailer): real providers when keys are configured, otherwise simulators that
// share one record, shown at /dev/outbox.

import type { AppContext } from '../../app.ts';
import { ChannelSimulator } from '../../lib/channels/index.ts';
import { mailerFor, type Mailer } from '../../lib/mailer.ts';
import { createSmsProvider, type SmsProvider } from '../../lib/sms/index.ts';
import { createWhatsAppClient, type WhatsAppClient } from '../../lib/whatsapp/index.ts';

export interface NotificationChannels {
  simulator: ChannelSimulator;
  whatsapp: WhatsAppClient;
  sms: SmsProvider;
  mailer: Mailer;
}

const made = new WeakMap<AppContext, NotificationChannels>();

export function notificationChannels(app: AppContext): NotificationChannels {
  let channels = made.get(app);
  if (!channels) {
    const simulator = new ChannelSimulator();
    channels = {
      simulator,
      whatsapp: createWhatsAppClient(app.config, simulator),
      sms: createSmsProvider(app.config, simulator),
      mailer: mailerFor(app),
    };
    made.set(app, channels);
  }
  return channels;
}
