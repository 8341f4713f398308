import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    CONTACT_WHATSAPP: '+201001112222',
    CONTACT_PHONE: '+20 2 1234 5678',
    CONTACT_EMAIL: 'help@mealbox.test',
  });
});
afterAll(async () => {
  await server?.close();
});

const CONTACT = '{ contact { whatsapp whatsappUrl phone email } }';

describe('contact details', () => {
  it('answers the configured WhatsApp, phone and e-mail to anyone, as a public answer', async () => {
    const first = await server.gql(CONTACT);
    expect(first.errors).toBeUndefined();
    expect(first.data.contact).toEqual({
      whatsapp: '+201001112222',
      whatsappUrl: 'https://wa.me/201001112222',
      phone: '+20 2 1234 5678',
      email: 'help@mealbox.test',
    });
  });

  it('has sensible defaults and refuses a malformed WhatsApp number at start-up', () => {
    const config = loadConfig({});
    expect([config.CONTACT_WHATSAPP, config.CONTACT_PHONE, config.CONTACT_EMAIL]).toEqual([
      '+201000000000',
      '+20 2 2735 0000',
      'support@mealbox.eg',
    ]);
    expect(() => loadConfig({ CONTACT_WHATSAPP: '0100 not a number' })).toThrow(/CONTACT_WHATSAPP/);
    expect(() => loadConfig({ CONTACT_EMAIL: 'nope' })).toThrow(/CONTACT_EMAIL/);
  });
});
