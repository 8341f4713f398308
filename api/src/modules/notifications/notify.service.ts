// The one way in: an emitting module calls `notify(tx, event)` inside its own
// transaction. It writes one outbox row per channel the customer allows (the
// unique (eventKey, channel) makes a repeated event a no-op) and nothing else:
// the dispatch job (send.service.ts) picks rows up once they are committed and due.

import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import {
  channelEnabled,
  NOTIFICATION_CHANNELS,
  sendableAt,
  type NotificationChannel,
  type NotificationKind,
} from './kinds.ts';
import { hasTemplate, UnknownTemplateError, type NotificationParams } from './templates.ts';

export interface NotificationEvent<K extends NotificationKind = NotificationKind> {
  kind: K;
  customerId: number;
  /** The event's idempotency key, unique across events (e.g. `delivered:order:42`). */
  key: string;
  params: NotificationParams[K];
  /**
   * The emitting module's own rich e-mail for this event, already in the customer's language:
   * sent instead of this module's plain one.
   */
  mail?: Pick<MailMessage, 'subject' | 'text' | 'html'>;
}

const MAX_KEY_LENGTH = 200;

/** Writes the event's outbox rows; answers the channels written (none when the customer allows none). */
export async function notify<K extends NotificationKind>(
  db: Db,
  event: NotificationEvent<K>,
  now: Date = new Date(),
): Promise<NotificationChannel[]> {
  const [channels] = await notifyAll(db, [event], now);
  return channels ?? [];
}

/**
 * `notify` for many events in two statements whatever their number (their customers, then every
 * row), so a batch job's transaction stays short. Answers each event's channels, in order.
 */
export async function notifyAll(
  db: Db,
  events: readonly NotificationEvent[],
  now: Date = new Date(),
): Promise<NotificationChannel[][]> {
  for (const event of events) {
    if (!hasTemplate(event.kind)) throw new UnknownTemplateError(event.kind);
    if (!event.key || event.key.length > MAX_KEY_LENGTH) {
      throw new Error(`notify: key must be 1..${MAX_KEY_LENGTH} characters`);
    }
  }
  if (events.length === 0) return [];
  const customers = await db.customer.findMany({
    where: { id: { in: [...new Set(events.map((event) => event.customerId))] } },
    select: {
      id: true,
      preferredLanguage: true,
      phone: true,
      phoneVerifiedAt: true,
      notificationPreferences: {
        where: { kind: { in: [...new Set(events.map((event) => event.kind))] } },
        select: { kind: true, channel: true, enabled: true },
      },
    },
  });
  const byId = new Map(customers.map((customer) => [customer.id, customer]));
  const channelsOf = events.map((event) => {
    const customer = byId.get(event.customerId);
    if (!customer) return [];
    const phoneVerified = customer.phone !== null && customer.phoneVerifiedAt !== null;
    const saved = new Map(
      customer.notificationPreferences.filter((p) => p.kind === event.kind).map((p) => [p.channel, p.enabled]),
    );
    return NOTIFICATION_CHANNELS.filter((channel) => channelEnabled(channel, saved.get(channel), phoneVerified));
  });
  const rows = events.flatMap((event, i) =>
    channelsOf[i]!.map((channel) => ({
      customerId: event.customerId,
      kind: event.kind,
      channel,
      eventKey: event.key,
      params: (channel === 'email' && event.mail
        ? { ...event.params, mail: { subject: event.mail.subject, text: event.mail.text, html: event.mail.html } }
        : event.params) as unknown as Prisma.InputJsonValue,
      language: byId.get(event.customerId)!.preferredLanguage,
      sendAfter: sendableAt(event.kind, channel, now),
    })),
  );
  if (rows.length > 0) await db.notification.createMany({ data: rows, skipDuplicates: true });
  return channelsOf;
}
