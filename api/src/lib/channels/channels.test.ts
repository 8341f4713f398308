// The WhatsApp and SMS clients against a small local stand-in for each provider:
// what they send, and how answers map to "sent", "try later" and "refused".

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsProvider } from '../sms/index.ts';
import { createWhatsAppClient } from '../whatsapp/index.ts';
import { ChannelRejectedError, ChannelSimulator, ChannelUnavailableError } from './index.ts';

interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
const received: Received[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, body });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const now = new Date('2026-12-01T10:00:00Z');
const message = {
  to: '+201001234567',
  template: 'mealbox_delivered_ar',
  language: 'ar' as const,
  params: ['https://x/ar'],
  text: 'نص',
};

describe('WhatsApp Cloud API client', () => {
  const config = { WHATSAPP_TOKEN: 'tok', WHATSAPP_PHONE_NUMBER_ID: '1234', MESSAGING_TIMEOUT_MS: 2000 };

  it('posts a template message and answers its id', async () => {
    answer = { status: 200, body: { messages: [{ id: 'wamid.1' }] } };
    const client = createWhatsAppClient({ ...config, WHATSAPP_BASE_URL: `${base}/v21.0` }, new ChannelSimulator());
    expect(client.simulated).toBe(false);
    expect(await client.sendTemplate(message, now)).toEqual({ providerMessageId: 'wamid.1' });
    const last = received.at(-1)!;
    expect(last.url).toBe('/v21.0/1234/messages');
    expect(last.headers.authorization).toBe('Bearer tok');
    expect(JSON.parse(last.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '201001234567',
      type: 'template',
      template: {
        name: 'mealbox_delivered_ar',
        language: { code: 'ar' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'https://x/ar' }] }],
      },
    });
  });

  it('takes 5xx and 429 as an outage, other refusals as final', async () => {
    const client = createWhatsAppClient({ ...config, WHATSAPP_BASE_URL: base }, new ChannelSimulator());
    answer = { status: 503, body: { error: { message: 'down' } } };
    await expect(client.sendTemplate(message, now)).rejects.toThrow(ChannelUnavailableError);
    answer = { status: 429, body: {} };
    await expect(client.sendTemplate(message, now)).rejects.toThrow(ChannelUnavailableError);
    answer = { status: 400, body: { error: { message: 'template does not exist' } } };
    await expect(client.sendTemplate(message, now)).rejects.toThrow(ChannelRejectedError);
  });

  it('is unreachable: an outage', async () => {
    const client = createWhatsAppClient({ ...config, WHATSAPP_BASE_URL: 'http://127.0.0.1:1' }, new ChannelSimulator());
    await expect(client.sendTemplate(message, now)).rejects.toThrow(ChannelUnavailableError);
  });

  it('without keys, records in the simulator (and fails during a simulated outage)', async () => {
    const simulator = new ChannelSimulator();
    const client = createWhatsAppClient(
      {
        WHATSAPP_TOKEN: undefined,
        WHATSAPP_PHONE_NUMBER_ID: undefined,
        WHATSAPP_BASE_URL: base,
        MESSAGING_TIMEOUT_MS: 2000,
      },
      simulator,
    );
    expect(client.simulated).toBe(true);
    await client.sendTemplate(message, now);
    expect(simulator.messages).toMatchObject([
      { channel: 'whatsapp', to: message.to, template: message.template, text: 'نص' },
    ]);
    simulator.outage('whatsapp');
    await expect(client.sendTemplate(message, now)).rejects.toThrow(ChannelUnavailableError);
  });
});

describe('SMS (Twilio)', () => {
  const config = {
    SMS_TWILIO_ACCOUNT_SID: 'AC1',
    SMS_TWILIO_AUTH_TOKEN: 'secret',
    SMS_TWILIO_FROM: 'MealBox',
    MESSAGING_TIMEOUT_MS: 2000,
  };

  it('posts the message form with basic auth and answers its sid', async () => {
    answer = { status: 201, body: { sid: 'SM1' } };
    const sms = createSmsProvider({ ...config, SMS_TWILIO_BASE_URL: base }, new ChannelSimulator());
    expect(await sms.send({ to: '+201001234567', text: 'hi', language: 'en' }, now)).toEqual({
      providerMessageId: 'SM1',
    });
    const last = received.at(-1)!;
    expect(last.url).toBe('/2010-04-01/Accounts/AC1/Messages.json');
    expect(last.headers.authorization).toBe(`Basic ${Buffer.from('AC1:secret').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(last.body))).toEqual({
      To: '+201001234567',
      Body: 'hi',
      From: 'MealBox',
    });
  });

  it('maps a 500 to an outage and a 400 to a refusal', async () => {
    const sms = createSmsProvider({ ...config, SMS_TWILIO_BASE_URL: base }, new ChannelSimulator());
    answer = { status: 500, body: {} };
    await expect(sms.send({ to: '+20', text: 'x', language: 'en' }, now)).rejects.toThrow(ChannelUnavailableError);
    answer = { status: 400, body: { code: 21211, message: 'invalid To' } };
    await expect(sms.send({ to: '+20', text: 'x', language: 'en' }, now)).rejects.toThrow(ChannelRejectedError);
  });
});
