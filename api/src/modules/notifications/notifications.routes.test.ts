// The customer's notification choices over REST, the one-tap opt-out link
// (GET changes nothing, POST opts out), and /dev/outbox (never in production).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { notificationChannels, notify, optOutUrl } from './index.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const params = { name: 'Mona', amountPiasters: 10_000 };

describe('/api/user/notifications', () => {
  it('answers the defaults, refuses bad choices without saving any, and saves good ones', async () => {
    expect((await server.rest('GET', '/api/user/notifications')).status).toBe(401);
    const { token } = await createCustomer(server.app);
    const before = await server.rest('GET', '/api/user/notifications', undefined, { token });
    expect(before.status).toBe(200);
    expect(before.body.phoneVerified).toBe(false);
    expect(before.body.kinds.find((k: { kind: string }) => k.kind === 'payment_failed')).toEqual({
      kind: 'payment_failed',
      urgent: true,
      email: true,
      whatsapp: false,
      sms: false,
    });

    for (const body of [
      {
        preferences: [
          { kind: 'delivered', channel: 'email', enabled: false },
          { kind: 'birthday', channel: 'email', enabled: false },
        ],
      },
      { preferences: [{ kind: 'delivered', channel: 'pigeon', enabled: true }] },
      { preferences: [{ kind: 'delivered', channel: 'email', enabled: 'no' }] },
      { preferences: [] },
    ]) {
      const refused = await server.rest('PUT', '/api/user/notifications', body, { token });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toMatch(/preferences/);
    }
    expect((await server.rest('GET', '/api/user/notifications', undefined, { token })).body).toEqual(before.body);

    const saved = await server.rest(
      'PUT',
      '/api/user/notifications',
      { preferences: [{ kind: 'delivered', channel: 'email', enabled: false }] },
      { token },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.kinds.find((k: { kind: string }) => k.kind === 'delivered').email).toBe(false);
  });
});

describe('GraphQL', () => {
  it('reads viewer.notificationSettings and saves choices; a bad kind is refused', async () => {
    const { token } = await createCustomer(server.app);
    const read = await server.gql(
      '{ viewer { notificationSettings { phoneVerified kinds { kind urgent email whatsapp sms } } } }',
      {},
      { token },
    );
    expect(read.data.viewer.notificationSettings.kinds).toContainEqual({
      kind: 'delivered',
      urgent: false,
      email: true,
      whatsapp: false,
      sms: false,
    });
    const UPDATE = `mutation ($p: [NotificationPreferenceInput!]!) { notificationPreferencesUpdate(preferences: $p) {
      ... on NotificationSettings { kinds { kind email } }
      ... on Error { message } } }`;
    const bad = await server.gql(UPDATE, { p: [{ kind: 'birthday', channel: 'email', enabled: false }] }, { token });
    expect(bad.errors?.[0]?.message).toMatch(/birthday/); // not a NotificationKind value
    const saved = await server.gql(UPDATE, { p: [{ kind: 'delivered', channel: 'email', enabled: false }] }, { token });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.notificationPreferencesUpdate.kinds).toContainEqual({ kind: 'delivered', email: false });
    const anonymous = await server.gql(UPDATE, { p: [{ kind: 'delivered', channel: 'email', enabled: false }] });
    expect(anonymous.errors?.length).toBeGreaterThan(0);
  });
});

describe('the one-tap opt-out link', () => {
  it('GET shows one button and changes nothing; POST opts the kind out; then nothing is written for it', async () => {
    const { customer } = await createCustomer(server.app);
    await server.app.prisma.customer.update({ where: { id: customer.id }, data: { preferredLanguage: 'ar' } });
    const link = new URL(optOutUrl(server.app, customer.notificationToken, 'instapay_received', 'ar'));
    const url = `${server.url}${link.pathname}${link.search}`;
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post"><button type="submit">إيقاف هذه الرسائل</button></form>');
    expect(await server.app.prisma.notificationPreference.count({ where: { customerId: customer.id } })).toBe(0);

    // What a mail client's List-Unsubscribe-Post sends.
    const posted = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain('لن تصلك هذه الرسائل');
    const written = await notify(
      server.app.prisma,
      { kind: 'instapay_received', customerId: customer.id, key: `optout:${customer.id}`, params },
      server.app.now(),
    );
    expect(written).toEqual([]);
    expect(await server.app.prisma.notification.count({ where: { customerId: customer.id } })).toBe(0);
    // Other kinds still go out.
    expect(
      await notify(
        server.app.prisma,
        { kind: 'instapay_failed', customerId: customer.id, key: `other:${customer.id}`, params },
        server.app.now(),
      ),
    ).toEqual(['email']);
  });

  it('refuses an unknown token or kind, changing nothing', async () => {
    const { customer } = await createCustomer(server.app);
    const post = (path: string) => fetch(`${server.url}${path}`, { method: 'POST' });
    expect((await post('/api/notifications/opt-out/not-a-token/delivered')).status).toBe(404);
    expect((await post(`/api/notifications/opt-out/${customer.notificationToken}/birthday`)).status).toBe(404);
    // GET too: no button that could only fail, in the link's language.
    const invalid = await fetch(`${server.url}/api/notifications/opt-out/not-a-token/delivered?lang=ar`);
    expect(invalid.status).toBe(404);
    const html = await invalid.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('هذا الرابط غير صالح.');
    expect(html).not.toContain('<form');
    expect(await server.app.prisma.notificationPreference.count({ where: { customerId: customer.id } })).toBe(0);
  });

  it("is written in the customer's language, as their messages are, whatever the link says", async () => {
    const { customer } = await createCustomer(server.app);
    const pageOf = async (language: 'en' | 'ar', linkLanguage: 'en' | 'ar', method = 'GET') => {
      await server.app.prisma.customer.update({ where: { id: customer.id }, data: { preferredLanguage: language } });
      const link = new URL(optOutUrl(server.app, customer.notificationToken, 'delivered', linkLanguage));
      const answer = await fetch(`${server.url}${link.pathname}${link.search}`, { method });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/);
      return answer.text();
    };
    const arabic = await pageOf('ar', 'en');
    expect(arabic).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
    expect(arabic).toContain('<title>رسائل MealBox</title>');
    expect(arabic).toContain('<h1>رسائل MealBox</h1>');
    expect(arabic).toContain('هل تريد إيقاف هذه الرسائل من MealBox؟');
    expect(arabic).toContain('text-align: right');
    expect(arabic).not.toMatch(/Stop these messages/);

    const english = await pageOf('en', 'ar');
    expect(english).toMatch(/<html lang="en" dir="ltr">/);
    expect(english).toContain('<button type="submit">Stop these messages</button>');

    const done = await pageOf('ar', 'en', 'POST');
    expect(done).toContain('<html lang="ar" dir="rtl">');
    expect(done).toContain('تم: لن تصلك هذه الرسائل بعد الآن.');
    expect(done).not.toContain('<form');
  });
});

describe('/dev/outbox', () => {
  it('shows what the simulators took outside production', async () => {
    notificationChannels(server.app).simulator.record(
      { channel: 'sms', to: '+201000000001', template: null, language: 'en', text: 'hello' },
      server.app.now(),
    );
    const outbox = await server.rest('GET', '/dev/outbox');
    expect(outbox.status).toBe(200);
    expect(outbox.body.simulated[0]).toMatchObject({ channel: 'sms', to: '+201000000001', text: 'hello' });
    expect(Array.isArray(outbox.body.notifications)).toBe(true);
  });

  it('answers 404 in production', async () => {
    const production = await startTestServer({ NODE_ENV: 'production' });
    try {
      expect((await production.rest('GET', '/dev/outbox')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
