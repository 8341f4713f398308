// Sending the outbox. The dispatch job (every minute) enqueues one send job
// per due row (key `notify:<id>`, so replicas never queue a row twice); a send
// job claims its row (pending → sending, one UPDATE) before calling the
// provider, so a row is handed to a provider at most once per claim:
// - sent: done;
// - the provider is down (ChannelUnavailableError, a timeout, a mail server
//   error): back to pending with a later sendAfter (1, 2, 4 … 60 minutes, then
//   past quiet hours again), the other channels of the event unaffected;
// - refused for good: failed;
// - the customer turned the channel off (or unverified the phone) meanwhile: skipped;
// - a sender that died between claim and answer leaves the row "sending": after
//   STUCK_MINUTES it becomes abandoned, never resent, because the provider may
//   have delivered it (at most once; docs/decisions/2026-11-29-notifications.md).

import type { AppContext } from '../../app.ts';
import { nextAttemptAt, type BackoffPolicy } from '../../lib/backoff/index.ts';
import { ChannelRejectedError } from '../../lib/channels/index.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Language } from '../../shared/rules.ts';
import { notificationChannels } from './channels.ts';
import { channelEnabled, sendableAt, type NotificationKind } from './kinds.ts';
import { renderMail, renderShort, whatsappTemplateName } from './templates.ts';

export const SEND_JOB = 'notifications.send';
/** A claimed row older than this is taken as its sender's crash. */
export const STUCK_MINUTES = 15;
/** After this many tries a row is failed (about a day of outage with the back-off below). */
export const MAX_ATTEMPTS = 30;
const DISPATCH_BATCH = 500;

/** Outages: tries 1, 2, 4 … 60 minutes apart, failed after MAX_ATTEMPTS. */
export const NOTIFICATION_BACKOFF: BackoffPolicy = {
  firstDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: MAX_ATTEMPTS,
};

/** Marks crashed claims abandoned and enqueues a send for every due row; answers how many were enqueued. */
export async function dispatchDue(app: AppContext, now: Date): Promise<number> {
  await app.prisma.notification.updateMany({
    where: { status: 'sending', claimedAt: { lt: new Date(now.getTime() - STUCK_MINUTES * 60_000) } },
    data: { status: 'abandoned', lastError: 'the sender stopped before the provider answered' },
  });
  const due = await app.prisma.notification.findMany({
    where: { status: 'pending', sendAfter: { lte: now } },
    orderBy: { sendAfter: 'asc' },
    take: DISPATCH_BATCH,
    select: { id: true },
  });
  const { enqueued } = await app.jobs.enqueueMany(
    SEND_JOB,
    due.map(({ id }) => ({ payload: { notificationId: id }, key: `notify:${id}` })),
  );
  return enqueued;
}

/** The one-tap opt-out link of a kind (GET shows a page with one button; its POST opts out). */
export function optOutUrl(app: Pick<AppContext, 'config'>, token: string, kind: NotificationKind, language: Language) {
  const base = app.config.PUBLIC_URL.replace(/\/+$/, '');
  return `${base}/api/notifications/opt-out/${encodeURIComponent(token)}/${kind}${language === 'ar' ? '?lang=ar' : ''}`;
}

const optOutLine: Record<Language, (url: string) => string> = {
  en: (url) => `Stop these messages: ${url}`,
  ar: (url) => `لإيقاف هذه الرسائل: ${url}`,
};

export type SendOutcome = 'sent' | 'retry' | 'failed' | 'skipped' | 'not-due';

/** Sends one outbox row if it is still pending and due. */
export async function sendNotification(app: AppContext, id: number, now: Date): Promise<SendOutcome> {
  return (await sendNotifications(app, [id], now)).get(id) ?? 'not-due';
}

/** What sending a row reads: its customer's addresses and choices. */
const claimedRowInclude = {
  customer: {
    select: {
      email: true,
      phone: true,
      phoneVerifiedAt: true,
      notificationToken: true,
      notificationPreferences: { select: { kind: true, channel: true, enabled: true } },
    },
  },
} satisfies Prisma.NotificationInclude;

type ClaimedRow = Prisma.NotificationGetPayload<{ include: typeof claimedRowInclude }>;

/**
 * Sends the rows among `ids` still pending and due: claimed and read together, each sent on its
 * channel, and the plain outcomes (sent e-mails, skipped rows) written together, so a batch of a
 * thousand e-mails costs a handful of statements. Answers each claimed row's outcome.
 */
export async function sendNotifications(
  app: AppContext,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, SendOutcome>> {
  const outcomes = new Map<number, SendOutcome>();
  if (ids.length === 0) return outcomes;
  const claimed = await app.prisma.notification.updateManyAndReturn({
    where: { id: { in: [...ids] }, status: 'pending', sendAfter: { lte: now } },
    data: { status: 'sending', claimedAt: now, attempts: { increment: 1 } },
    select: { id: true },
  });
  if (claimed.length === 0) return outcomes;
  const rows = await app.prisma.notification.findMany({
    where: { id: { in: claimed.map((row) => row.id) } },
    include: claimedRowInclude,
  });
  const skipped: number[] = [];
  const sentPlain: number[] = [];
  await Promise.all(
    rows.map(async (row) => {
      const outcome = await sendRow(app, row, now);
      outcomes.set(row.id, outcome === 'sent-plain' ? 'sent' : outcome);
      if (outcome === 'skipped') skipped.push(row.id);
      if (outcome === 'sent-plain') sentPlain.push(row.id);
    }),
  );
  if (skipped.length > 0) {
    await app.prisma.notification.updateMany({ where: { id: { in: skipped } }, data: { status: 'skipped' } });
  }
  if (sentPlain.length > 0) {
    await app.prisma.notification.updateMany({
      where: { id: { in: sentPlain } },
      data: { status: 'sent', sentAt: now, lastError: null },
    });
  }
  return outcomes;
}

/**
 * Sends one claimed row. A row skipped, or sent with no provider id to keep (e-mail), is left for
 * the caller to write with the others (`skipped`, `sent-plain`); any other outcome is written here.
 */
async function sendRow(
  app: AppContext,
  row: ClaimedRow,
  now: Date,
): Promise<Exclude<SendOutcome, 'not-due'> | 'sent-plain'> {
  const { id, customer } = row;
  const saved = customer.notificationPreferences.find((p) => p.kind === row.kind && p.channel === row.channel);
  const phoneVerified = customer.phone !== null && customer.phoneVerifiedAt !== null;
  if (!channelEnabled(row.channel, saved?.enabled, phoneVerified)) return 'skipped';

  const optOut = optOutUrl(app, customer.notificationToken, row.kind, row.language);
  const channels = notificationChannels(app);
  try {
    if (row.channel === 'email') {
      await channels.mailer.send(emailOf(app, row.kind, row.language, customer.email, row.params, optOut));
      return 'sent-plain';
    }
    const text = renderShort(app, row.kind, row.language, row.params);
    const full = `${text.text}\n${optOutLine[row.language](optOut)}`;
    const sent =
      row.channel === 'whatsapp'
        ? await channels.whatsapp.sendTemplate(
            {
              to: customer.phone!,
              template: whatsappTemplateName(row.kind, row.language),
              language: row.language,
              params: [...text.params, optOut],
              text: full,
            },
            now,
          )
        : await channels.sms.send({ to: customer.phone!, text: full, language: row.language }, now);
    await app.prisma.notification.update({
      where: { id },
      data: { status: 'sent', sentAt: now, providerMessageId: sent.providerMessageId, lastError: null },
    });
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const retryAt =
      error instanceof ChannelRejectedError ? null : nextAttemptAt(NOTIFICATION_BACKOFF, row.attempts, now);
    const final = retryAt === null;
    await app.prisma.notification.update({
      where: { id },
      data:
        retryAt === null
          ? { status: 'failed', lastError: message.slice(0, 500) }
          : {
              status: 'pending',
              sendAfter: sendableAt(row.kind, row.channel, retryAt),
              lastError: message.slice(0, 500),
            },
    });
    app.logger.warn(
      { notificationId: id, channel: row.channel, kind: row.kind, final, err: message },
      'notification not sent',
    );
    return final ? 'failed' : 'retry';
  }
}

/** The e-mail: the emitter's rich one when it gave one, else the template's; with its opt-out link and headers. */
function emailOf(
  app: AppContext,
  kind: NotificationKind,
  language: Language,
  to: string,
  params: unknown,
  optOut: string,
): MailMessage {
  const given = (params as { mail?: Pick<MailMessage, 'subject' | 'text' | 'html'> } | null)?.mail;
  const base = given ? { ...given, to } : renderMail(app, kind, language, to, params);
  const line = optOutLine[language](optOut);
  return {
    ...base,
    text: `${base.text}\n\n${line}`,
    ...(base.html
      ? { html: base.html.replace('</body>', `<p><a href="${optOut}">${line.replace(/: .*$/, '')}</a></p>\n</body>`) }
      : {}),
    headers: { 'List-Unsubscribe': `<${optOut}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * Sends now the due rows of these events (written by `notify` in a transaction that has
 * committed), rather than at the next dispatch. A failure is logged; the dispatch job retries.
 */
export async function sendDue(app: AppContext, eventKeys: string[]): Promise<void> {
  if (eventKeys.length === 0) return;
  const now = app.now();
  try {
    const due = await app.prisma.notification.findMany({
      where: { eventKey: { in: eventKeys }, status: 'pending', sendAfter: { lte: now } },
      select: { id: true },
    });
    await sendNotifications(
      app,
      due.map(({ id }) => id),
      now,
    );
  } catch (error) {
    app.logger.error({ err: error }, 'notifications not sent at once (the dispatch job will)');
  }
}

/** The latest outbox rows, for /dev/outbox (no params: they may hold personal data). */
export function recentNotifications(app: AppContext, take = 200) {
  return app.prisma.notification.findMany({
    orderBy: { id: 'desc' },
    take,
    select: {
      id: true,
      customerId: true,
      kind: true,
      channel: true,
      language: true,
      status: true,
      attempts: true,
      sendAfter: true,
      sentAt: true,
      lastError: true,
    },
  });
}
