// What a customer can be told, on which channels, and when WhatsApp and SMS
// may speak. The server's single source for defaults and quiet hours.

import { DateTime } from 'luxon';
import type { NotificationChannel, NotificationKind } from '../../generated/prisma/client.ts';

export type { NotificationChannel, NotificationKind };

export const NOTIFICATION_KINDS = [
  'deadline_reminder',
  'order_locked',
  'payment_failed',
  'instapay_received',
  'instapay_failed',
  'out_for_delivery',
  'delivered',
  'referral_credit',
] as const satisfies readonly NotificationKind[];

export const NOTIFICATION_CHANNELS = ['email', 'whatsapp', 'sms'] as const satisfies readonly NotificationChannel[];

/** Kinds that go out during quiet hours: a failed payment costs the customer their week if it waits. */
export const URGENT_KINDS: ReadonlySet<NotificationKind> = new Set(['payment_failed']);

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);

/**
 * A channel with no choice saved: e-mail on, WhatsApp on once the phone is verified, SMS off.
 * WhatsApp and SMS need a verified phone whatever the choice.
 */
export function channelEnabled(
  channel: NotificationChannel,
  saved: boolean | undefined,
  phoneVerified: boolean,
): boolean {
  if (channel === 'email') return saved ?? true;
  if (!phoneVerified) return false;
  return saved ?? channel === 'whatsapp';
}

const CAIRO = 'Africa/Cairo';
/** No WhatsApp or SMS from 22:00 to 09:00 Cairo time (non-urgent kinds wait until 09:00). */
export const QUIET_HOURS = { from: 22, until: 9 } as const;

/** When a message on `channel` written at `now` may go: `now`, or the end of the quiet hours. */
export function sendableAt(kind: NotificationKind, channel: NotificationChannel, now: Date): Date {
  if (channel === 'email' || URGENT_KINDS.has(kind)) return now;
  const cairo = DateTime.fromJSDate(now, { zone: CAIRO });
  if (cairo.hour >= QUIET_HOURS.until && cairo.hour < QUIET_HOURS.from) return now;
  const morning = cairo.set({ hour: QUIET_HOURS.until, minute: 0, second: 0, millisecond: 0 });
  return (cairo.hour >= QUIET_HOURS.from ? morning.plus({ days: 1 }) : morning).toJSDate();
}
