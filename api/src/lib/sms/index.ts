// SMS behind an interface, one provider: Twilio Programmable Messaging (see
// docs/decisions/2026-11-29-sms-provider.md for why). Plain fetch to
// POST {SMS_TWILIO_BASE_URL}/2010-04-01/Accounts/{sid}/Messages.json with basic
// auth. Without the account's keys the simulator records what would have been sent.

import type { Config } from '../../config.ts';
import { callProvider, ChannelRejectedError, type ChannelSimulator } from '../channels/index.ts';

export interface SmsMessage {
  /** International number, +20…. */
  to: string;
  text: string;
  language: 'en' | 'ar';
}

export interface SmsProvider {
  readonly simulated: boolean;
  send(message: SmsMessage, now: Date): Promise<{ providerMessageId: string }>;
}

type SmsConfig = Pick<
  Config,
  | 'SMS_TWILIO_ACCOUNT_SID'
  | 'SMS_TWILIO_AUTH_TOKEN'
  | 'SMS_TWILIO_FROM'
  | 'SMS_TWILIO_BASE_URL'
  | 'MESSAGING_TIMEOUT_MS'
>;

export function createSmsProvider(config: SmsConfig, simulator: ChannelSimulator): SmsProvider {
  const { SMS_TWILIO_ACCOUNT_SID: sid, SMS_TWILIO_AUTH_TOKEN: secret, SMS_TWILIO_FROM: from } = config;
  if (!sid || !secret || !from) {
    return {
      simulated: true,
      async send(message, now) {
        return simulator.record(
          { channel: 'sms', to: message.to, template: null, language: message.language, text: message.text },
          now,
        );
      },
    };
  }
  const url = `${config.SMS_TWILIO_BASE_URL.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`;
  const auth = Buffer.from(`${sid}:${secret}`).toString('base64');
  return {
    simulated: false,
    async send(message) {
      // `from` is a Messaging Service (MG…) or a sender: an alphanumeric id registered for Egypt.
      const sender: Record<string, string> = from.startsWith('MG') ? { MessagingServiceSid: from } : { From: from };
      const body = (await callProvider(
        'Twilio',
        url,
        {
          method: 'POST',
          headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: message.to, Body: message.text, ...sender }).toString(),
        },
        config.MESSAGING_TIMEOUT_MS,
      )) as { sid?: string } | null;
      if (!body?.sid) throw new ChannelRejectedError('Twilio answered without a message sid');
      return { providerMessageId: body.sid };
    },
  };
}
