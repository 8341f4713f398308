// The done-when: a test clock runs a week for three customers with different
// choices. Each gets exactly the messages their choices allow, on the right
// channels, in their language, WhatsApp and SMS outside quiet hours (but for
// the urgent failed payment), and a WhatsApp outage delays messages without
// losing one. On PostgreSQL and on PGlite (pgliteSuites).

import { DateTime } from 'luxon';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCustomer } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { registerJobs } from '../../jobs.ts';
import { notificationChannels, notify, type NotificationEvent, type NotificationKind } from './index.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { ownDatabase: 'notifyweek' });
  registerJobs(server.app);
  await server.app.jobs.start();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const CAIRO = 'Africa/Cairo';
const monday = DateTime.now().setZone(CAIRO).plus({ weeks: 2 }).startOf('week').set({ hour: 8 });
const at = (day: number, hour: number, minute = 0) => monday.plus({ days: day }).set({ hour, minute }).toJSDate();

async function customer(language: 'en' | 'ar', verified: boolean) {
  const { customer } = await createCustomer(server.app);
  const phone = `+2011${String(customer.id).padStart(8, '0')}`;
  await server.app.prisma.customer.update({
    where: { id: customer.id },
    data: { name: 'Mona', preferredLanguage: language, phone, phoneVerifiedAt: verified ? new Date() : null },
  });
  return { id: customer.id, phone };
}

it('a week for three customers: the messages their choices allow, when allowed, nothing lost in an outage', async () => {
  const { simulator } = notificationChannels(server.app);
  simulator.clear();
  // A: English, phone verified, the defaults (e-mail and WhatsApp).
  const a = await customer('en', true);
  // B: Arabic, phone verified, SMS on for every kind, no e-mail for deliveries.
  const b = await customer('ar', true);
  // C: English, phone not verified (e-mail only), no deadline reminders.
  const c = await customer('en', false);
  const kinds: NotificationKind[] = [
    'deadline_reminder',
    'order_locked',
    'payment_failed',
    'out_for_delivery',
    'delivered',
  ];
  await server.app.prisma.notificationPreference.createMany({
    data: [
      ...kinds.map((kind) => ({ customerId: b.id, kind, channel: 'sms' as const, enabled: true })),
      { customerId: b.id, kind: 'delivered', channel: 'email', enabled: false },
      { customerId: c.id, kind: 'deadline_reminder', channel: 'email', enabled: false },
    ],
  });

  const week = { label: 'The week', startDate: at(5, 0).toISOString(), endDate: at(11, 0).toISOString() };
  const everyone = [a, b, c];
  const schedule: { at: Date; events: NotificationEvent[] }[] = [
    {
      at: at(0, 23), // quiet hours: WhatsApp and SMS wait for Tuesday 09:00
      events: everyone.map(({ id }) => ({
        kind: 'deadline_reminder',
        customerId: id,
        key: `week:reminder:${id}`,
        params: { name: 'Mona', week, weekId: 1, deadline: at(2, 22).toISOString(), picked: 1, mealCount: 4 },
      })),
    },
    {
      at: at(1, 10),
      events: everyone.map(({ id }) => ({
        kind: 'order_locked',
        customerId: id,
        key: `week:locked:${id}`,
        params: { name: 'Mona', week, meals: ['Koshari', 'Molokhia'], amountPiasters: 120_000 },
      })),
    },
    {
      at: at(2, 3), // urgent: goes out at night
      events: [
        {
          kind: 'payment_failed',
          customerId: b.id,
          key: `week:failed:${b.id}`,
          params: { name: 'Mona', week, amountPiasters: 120_000 },
        },
      ],
    },
    {
      at: at(3, 14), // during the WhatsApp outage (13:00 to 17:00)
      events: everyone.map(({ id }) => ({
        kind: 'out_for_delivery',
        customerId: id,
        key: `week:ofd:${id}`,
        params: { name: 'Mona', slot: 'today 15:00–18:00' },
      })),
    },
    {
      at: at(3, 18),
      events: everyone.map(({ id }) => ({
        kind: 'delivered',
        customerId: id,
        key: `week:delivered:${id}`,
        params: { name: 'Mona', week, mealCount: 4, orderId: id },
      })),
    },
    {
      at: at(5, 21, 30),
      events: [
        {
          kind: 'referral_credit',
          customerId: a.id,
          key: `week:referral:${a.id}`,
          params: { name: 'Mona', amountPiasters: 10_000 },
        },
      ],
    },
  ];

  // The clock moves hour by hour (and to each event's time) for seven days.
  const ticks = new Set<number>();
  for (let hour = 0; hour <= 7 * 24; hour += 1) ticks.add(monday.plus({ hours: hour }).toMillis());
  for (const entry of schedule) ticks.add(entry.at.getTime());
  for (const tick of [...ticks].sort((x, y) => x - y)) {
    const now = new Date(tick);
    const cairoHour = DateTime.fromJSDate(now, { zone: CAIRO });
    simulator.outage('whatsapp', cairoHour >= DateTime.fromJSDate(at(3, 13), { zone: CAIRO }) && now < at(3, 17));
    for (const entry of schedule.filter((e) => e.at.getTime() === tick)) {
      for (const event of entry.events) await notify(server.app.prisma, event, now);
    }
    await server.app.jobs.runDue(now);
  }

  const rows = await server.app.prisma.notification.findMany({
    where: { customerId: { in: everyone.map((x) => x.id) } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  // Nothing left behind, nothing failed.
  expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
  const sent = (who: { id: number }, channel: string) =>
    rows.filter((r) => r.customerId === who.id && r.channel === channel).map((r) => r.kind);

  const all = ['deadline_reminder', 'order_locked', 'out_for_delivery', 'delivered'];
  expect(sent(a, 'email')).toEqual([...all, 'referral_credit']);
  expect(sent(a, 'whatsapp')).toEqual([...all, 'referral_credit']);
  expect(sent(a, 'sms')).toEqual([]);
  expect(sent(b, 'email')).toEqual(['deadline_reminder', 'order_locked', 'payment_failed', 'out_for_delivery']);
  expect(sent(b, 'whatsapp')).toEqual([
    'deadline_reminder',
    'order_locked',
    'payment_failed',
    'out_for_delivery',
    'delivered',
  ]);
  expect(sent(b, 'sms')).toEqual([
    'deadline_reminder',
    'order_locked',
    'payment_failed',
    'out_for_delivery',
    'delivered',
  ]);
  expect(sent(c, 'email')).toEqual(['order_locked', 'out_for_delivery', 'delivered']);
  expect([...sent(c, 'whatsapp'), ...sent(c, 'sms')]).toEqual([]);

  // WhatsApp and SMS outside 22:00–09:00 Cairo, but for the urgent failed payment.
  for (const row of rows.filter((r) => r.channel !== 'email')) {
    const hour = DateTime.fromJSDate(row.sentAt!, { zone: CAIRO }).hour;
    if (row.kind === 'payment_failed') expect(row.sentAt).toEqual(at(2, 3));
    else expect(hour >= 9 && hour < 22, `${row.kind} ${row.channel} at ${hour}:00`).toBe(true);
  }
  // The outage delayed WhatsApp's "out for delivery" to its end; SMS went at once.
  const ofd = (channel: string) => rows.filter((r) => r.kind === 'out_for_delivery' && r.channel === channel);
  for (const row of ofd('whatsapp')) expect(row.sentAt!.getTime()).toBeGreaterThanOrEqual(at(3, 17).getTime());
  for (const row of ofd('whatsapp')) expect(row.attempts).toBeGreaterThan(1);
  for (const row of ofd('sms')) expect(row.sentAt).toEqual(at(3, 14));

  // What the simulator took: once each, in the customer's language.
  const messagesTo = (phone: string) => simulator.messages.filter((m) => m.to === phone);
  expect(messagesTo(a.phone)).toHaveLength(5);
  expect(messagesTo(b.phone)).toHaveLength(10);
  expect(messagesTo(c.phone)).toHaveLength(0);
  for (const m of messagesTo(a.phone))
    expect(m).toMatchObject({ language: 'en', template: expect.stringMatching(/_en$/) });
  for (const m of messagesTo(b.phone)) {
    expect(m.language).toBe('ar');
    expect(m.text).toMatch(/[\u0600-\u06FF]/);
  }
}, 600_000);
