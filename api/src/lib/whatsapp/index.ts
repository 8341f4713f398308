// WhatsApp Business Cloud API: template messages (the only kind a business may
// start a conversation with). Plain fetch to
// POST {WHATSAPP_BASE_URL}/{phone-number-id}/messages with the system user's
// token. Templates are approved in Meta's WhatsApp Manager under the names
// the notifications module gives; their body parameters are filled in order.
// Without WHATSAPP_TOKEN the simulator records what would have been sent.

import type { Config } from '../../config.ts';
import { callProvider, ChannelRejectedError, type ChannelSimulator } from '../channels/index.ts';

export interface WhatsAppTemplateMessage {
  /** International number, +20…. */
  to: string;
  /** The approved template's name (e.g. `mealbox_delivered`). */
  template: string;
  language: 'en' | 'ar';
  /** The template body's {{1}}, {{2}}, … in order. */
  params: string[];
  /** The whole text, as the template renders it (recorded by the simulator). */
  text: string;
}

export interface WhatsAppClient {
  readonly simulated: boolean;
  sendTemplate(message: WhatsAppTemplateMessage, now: Date): Promise<{ providerMessageId: string }>;
}

type WhatsAppConfig = Pick<
  Config,
  'WHATSAPP_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID' | 'WHATSAPP_BASE_URL' | 'MESSAGING_TIMEOUT_MS'
>;

export function createWhatsAppClient(config: WhatsAppConfig, simulator: ChannelSimulator): WhatsAppClient {
  const { WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId } = config;
  if (!token || !phoneNumberId) {
    return {
      simulated: true,
      async sendTemplate(message, now) {
        return simulator.record(
          {
            channel: 'whatsapp',
            to: message.to,
            template: message.template,
            language: message.language,
            text: message.text,
          },
          now,
        );
      },
    };
  }
  const url = `${config.WHATSAPP_BASE_URL.replace(/\/+$/, '')}/${encodeURIComponent(phoneNumberId)}/messages`;
  return {
    simulated: false,
    async sendTemplate(message) {
      const body = (await callProvider(
        'WhatsApp',
        url,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: message.to.replace(/^\+/, ''),
            type: 'template',
            template: {
              name: message.template,
              language: { code: message.language },
              components: [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }],
            },
          }),
        },
        config.MESSAGING_TIMEOUT_MS,
      )) as { messages?: { id?: string }[] } | null;
      const id = body?.messages?.[0]?.id;
      if (!id) throw new ChannelRejectedError('WhatsApp answered without a message id');
      return { providerMessageId: id };
    },
  };
}
