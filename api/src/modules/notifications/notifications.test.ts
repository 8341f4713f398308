// The notifications outbox end to end on the test server: who gets a row on
// which channel, the send jobs through the real job runner (manual mode), the
// simulators, quiet hours, a WhatsApp outage, a crashed sender, and refusals.

import { DateTime } from 'luxon';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { mailsTo } from '../../../test/mail.ts';
import { registerJobs } from '../../jobs.ts';
import {
  dispatchDue,
  notificationChannels,
  notify,
  notifyAll,
  sendableAt,
  STUCK_MINUTES,
  UnknownTemplateError,
} from './index.ts';
import { recordPrismaCalls } from '../../../test/prismaCalls.ts';
import type { NotificationParams } from './templates.ts';

let server: TestServer;
/** A Cairo noon some days ahead; each test moves forward from where the last one stopped. */
let now = DateTime.now()
  .setZone('Africa/Cairo')
  .plus({ days: 3 })
  .set({ hour: 12, minute: 0, second: 0, millisecond: 0 })
  .toJSDate();
const MINUTE = 60_000;

beforeAll(async () => {
  // A database of its own: its dispatch sends every due row, other files' included.
  server = await startTestServer({}, { ownDatabase: 'notifications' });
  registerJobs(server.app);
  await server.app.jobs.start();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(() => {
  notificationChannels(server.app).simulator.clear();
  now = new Date(now.getTime() + 2 * 86_400_000);
});

/** Runs the dispatch and the sends due at `at`. */
async function runAt(at: Date) {
  now = at;
  await dispatchDue(server.app, at);
  return server.app.jobs.runDue(at);
}

const cairo = (hour: number, minute = 0) =>
  DateTime.fromJSDate(now, { zone: 'Africa/Cairo' }).set({ hour, minute, second: 0, millisecond: 0 }).toJSDate();

async function customer(options: { language?: 'en' | 'ar'; verified?: boolean } = {}) {
  const made = await createCustomer(server.app);
  const phone = `+2010${String(made.customer.id).padStart(8, '0')}`;
  await server.app.prisma.customer.update({
    where: { id: made.customer.id },
    data: {
      name: 'Mona',
      preferredLanguage: options.language ?? 'en',
      phone,
      phoneVerifiedAt: options.verified ? now : null,
    },
  });
  return { id: made.customer.id, email: made.email, phone };
}

const delivered = (orderId: number): NotificationParams['delivered'] => ({
  name: 'Mona',
  week: { label: 'Week 49', startDate: '2026-12-05T00:00:00.000Z', endDate: '2026-12-11T00:00:00.000Z' },
  mealCount: 4,
  orderId,
});

const rowsOf = (customerId: number) =>
  server.app.prisma.notification.findMany({ where: { customerId }, orderBy: { channel: 'asc' } });
const whatsappTo = (phone: string) => notificationChannels(server.app).simulator.messages.filter((m) => m.to === phone);

describe('notify', () => {
  it('writes e-mail only until the phone is verified, then WhatsApp too; SMS when chosen; once per event', async () => {
    const unverified = await customer();
    expect(
      await notify(
        server.app.prisma,
        { kind: 'delivered', customerId: unverified.id, key: `d:${unverified.id}`, params: delivered(1) },
        now,
      ),
    ).toEqual(['email']);

    const verified = await customer({ verified: true });
    await server.app.prisma.notificationPreference.create({
      data: { customerId: verified.id, kind: 'delivered', channel: 'sms', enabled: true },
    });
    const event = {
      kind: 'delivered' as const,
      customerId: verified.id,
      key: `d:${verified.id}`,
      params: delivered(2),
    };
    expect(await notify(server.app.prisma, event, now)).toEqual(['email', 'whatsapp', 'sms']);
    await notify(server.app.prisma, event, now); // the same event again
    expect((await rowsOf(verified.id)).map((r) => r.channel)).toEqual(['email', 'whatsapp', 'sms']);
  });

  it('refuses an unknown template id and writes nothing', async () => {
    const someone = await customer({ verified: true });
    await expect(
      notify(
        server.app.prisma,
        { kind: 'birthday' as never, customerId: someone.id, key: `b:${someone.id}`, params: {} as never },
        now,
      ),
    ).rejects.toThrow(UnknownTemplateError);
    expect(await rowsOf(someone.id)).toEqual([]);
  });

  it('sends nothing on a channel the customer turned off (no row; and skipped if turned off after the row)', async () => {
    const someone = await customer({ verified: true });
    await server.app.prisma.notificationPreference.createMany({
      data: [
        { customerId: someone.id, kind: 'delivered', channel: 'email', enabled: false },
        { customerId: someone.id, kind: 'delivered', channel: 'whatsapp', enabled: false },
      ],
    });
    expect(
      await notify(
        server.app.prisma,
        { kind: 'delivered', customerId: someone.id, key: `o:${someone.id}`, params: delivered(3) },
        now,
      ),
    ).toEqual([]);

    await notify(
      server.app.prisma,
      {
        kind: 'order_locked',
        customerId: someone.id,
        key: `l:${someone.id}`,
        params: { name: 'Mona', week: delivered(3).week, meals: ['Koshari'], amountPiasters: 100_000 },
      },
      now,
    );
    await server.app.prisma.notificationPreference.create({
      data: { customerId: someone.id, kind: 'order_locked', channel: 'whatsapp', enabled: false },
    });
    await runAt(new Date(now.getTime() + MINUTE));
    const rows = await rowsOf(someone.id);
    expect(rows.map((r) => [r.channel, r.status])).toEqual([
      ['email', 'sent'],
      ['whatsapp', 'skipped'],
    ]);
    expect(whatsappTo(someone.phone)).toEqual([]);
  });
  it("notifyAll: each event gets its own customer's channels, in two calls for any number of events", async () => {
    const plain = await customer();
    const verified = await customer({ verified: true });
    const quiet = await customer({ verified: true });
    await server.app.prisma.notificationPreference.createMany({
      data: [
        { customerId: verified.id, kind: 'delivered', channel: 'sms', enabled: true },
        // Another kind's choice does not leak into this one.
        { customerId: quiet.id, kind: 'order_locked', channel: 'email', enabled: false },
        { customerId: quiet.id, kind: 'delivered', channel: 'whatsapp', enabled: false },
      ],
    });
    const events = [plain, verified, quiet].map((who, i) => ({
      kind: 'delivered' as const,
      customerId: who.id,
      key: `all:${who.id}`,
      params: delivered(10 + i),
    }));
    const calls = recordPrismaCalls(server.app);
    try {
      expect(await notifyAll(server.app.prisma, events, now)).toEqual([
        ['email'],
        ['email', 'whatsapp', 'sms'],
        ['email'],
      ]);
      expect(calls.names()).toEqual(['customer.findMany', 'notification.createMany']);
    } finally {
      calls.restore();
    }
    expect((await rowsOf(verified.id)).map((r) => r.channel)).toEqual(['email', 'whatsapp', 'sms']);
    // A bad event refuses the whole call before anything is written.
    await expect(
      notifyAll(
        server.app.prisma,
        [
          { ...events[0]!, key: 'all:again' },
          { ...events[1]!, kind: 'birthday' as never },
        ],
        now,
      ),
    ).rejects.toThrow(UnknownTemplateError);
    expect(await server.app.prisma.notification.count({ where: { eventKey: 'all:again' } })).toBe(0);
  });
});

describe('sending', () => {
  it('sends each channel once, in the customer language, with a one-tap opt-out link and List-Unsubscribe', async () => {
    const someone = await customer({ language: 'ar', verified: true });
    await notify(
      server.app.prisma,
      { kind: 'delivered', customerId: someone.id, key: `s:${someone.id}`, params: delivered(7) },
      cairo(12),
    );
    await runAt(cairo(12, 1));
    await runAt(cairo(12, 2)); // nothing sent twice

    const [message, ...more] = whatsappTo(someone.phone);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ template: 'mealbox_delivered_ar', language: 'ar' });
    expect(message!.text).toContain('تم توصيل صندوقك');
    expect(message!.text).toContain('/ar/account?tab=history&rate=7');
    expect(message!.text).toMatch(/لإيقاف هذه الرسائل: http\S+\/api\/notifications\/opt-out\/\S+\/delivered\?lang=ar/);

    const mails = await mailsTo(server.app, someone.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('تم توصيل طلبك');
    expect(mails[0]!.text).toContain('/api/notifications/opt-out/');
    expect(mails[0]!.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(/^<http\S+\/api\/notifications\/opt-out\/\S+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect((await rowsOf(someone.id)).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('keeps WhatsApp and SMS for 09:00 Cairo during quiet hours, except an urgent kind', async () => {
    expect(sendableAt('delivered', 'whatsapp', cairo(23, 30))).toEqual(
      DateTime.fromJSDate(cairo(9), { zone: 'Africa/Cairo' }).plus({ days: 1 }).toJSDate(),
    );
    expect(sendableAt('delivered', 'sms', cairo(3))).toEqual(cairo(9));
    expect(sendableAt('delivered', 'email', cairo(23))).toEqual(cairo(23));
    expect(sendableAt('payment_failed', 'whatsapp', cairo(23))).toEqual(cairo(23));
    expect(sendableAt('delivered', 'whatsapp', cairo(21, 59))).toEqual(cairo(21, 59));

    const someone = await customer({ verified: true });
    await notify(
      server.app.prisma,
      { kind: 'delivered', customerId: someone.id, key: `q:${someone.id}`, params: delivered(8) },
      cairo(23),
    );
    await runAt(cairo(23, 1));
    expect((await rowsOf(someone.id)).map((r) => r.status)).toEqual(['sent', 'pending']);
    const morning = DateTime.fromJSDate(cairo(9), { zone: 'Africa/Cairo' }).plus({ days: 1 }).toJSDate();
    await runAt(morning);
    expect((await rowsOf(someone.id)).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('a WhatsApp outage delays its messages with back-off, e-mail goes on, nothing is lost or doubled', async () => {
    const { simulator } = notificationChannels(server.app);
    const someone = await customer({ verified: true });
    await notify(
      server.app.prisma,
      { kind: 'delivered', customerId: someone.id, key: `w:${someone.id}`, params: delivered(9) },
      cairo(12),
    );
    simulator.outage('whatsapp');
    await runAt(cairo(12, 1));
    const [email, first] = await rowsOf(someone.id);
    let whatsapp = first;
    expect(email!.status).toBe('sent');
    expect(whatsapp).toMatchObject({ status: 'pending', attempts: 1 });
    expect(whatsapp!.sendAfter).toEqual(cairo(12, 2));
    await runAt(cairo(12, 2));
    [, whatsapp] = await rowsOf(someone.id);
    expect(whatsapp).toMatchObject({ status: 'pending', attempts: 2 });
    expect(whatsapp!.sendAfter).toEqual(cairo(12, 4)); // 1, 2, 4 … minutes

    simulator.outage('whatsapp', false);
    await runAt(cairo(12, 3)); // not due yet
    expect(whatsappTo(someone.phone)).toEqual([]);
    await runAt(cairo(12, 4));
    await runAt(cairo(12, 10));
    expect(whatsappTo(someone.phone)).toHaveLength(1);
    expect((await rowsOf(someone.id)).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('never resends a row its sender left "sending" (a crash): it is abandoned after the bound', async () => {
    const someone = await customer({ verified: true });
    await notify(
      server.app.prisma,
      { kind: 'delivered', customerId: someone.id, key: `c:${someone.id}`, params: delivered(10) },
      cairo(12),
    );
    // A sender claimed the WhatsApp row and died before the provider answered.
    await server.app.prisma.notification.updateMany({
      where: { customerId: someone.id, channel: 'whatsapp' },
      data: { status: 'sending', claimedAt: cairo(12), attempts: 1 },
    });
    await runAt(cairo(12, 1));
    expect((await rowsOf(someone.id)).map((r) => r.status)).toEqual(['sent', 'sending']);
    await runAt(new Date(cairo(12).getTime() + (STUCK_MINUTES + 1) * MINUTE));
    expect((await rowsOf(someone.id)).map((r) => r.status)).toEqual(['sent', 'abandoned']);
    expect(whatsappTo(someone.phone)).toEqual([]);
  });
});
