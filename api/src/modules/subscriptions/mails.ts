// The engine's e-mails: the 48-hour deadline reminder, the order locked at the
// deadline (meals and total), and a failed weekly charge. Plain text; sent
// after the state change committed, and a mail that fails is logged, never a
// failed job (a retry must not charge again to resend a mail).

import { DateTime } from 'luxon';
import type { AppContext } from '../../app.ts';
import { mailerFor, type MailMessage } from '../../lib/mailer.ts';
import { formatEgp } from '../../lib/money.ts';

const cairo = (date: Date) =>
  DateTime.fromJSDate(date, { zone: 'Africa/Cairo' }).setLocale('en-GB').toFormat("cccc d LLLL yyyy 'at' HH:mm");

const accountUrl = (app: AppContext, path: string) => `${app.config.PUBLIC_URL.replace(/\/+$/, '')}${path}`;

const greeting = (name: string) => `Hello${name.trim() ? ` ${name.trim()}` : ''},`;

export interface ReminderMail {
  email: string;
  name: string;
  weekId: number;
  weekLabel: string;
  orderDeadline: Date;
  mealCount: number;
  picked: number;
}

export function reminderMail(app: AppContext, m: ReminderMail): MailMessage {
  return {
    to: m.email,
    subject: `Choose your meals for ${m.weekLabel}`,
    text: [
      greeting(m.name),
      '',
      `You have picked ${m.picked} of your ${m.mealCount} meals for the week of ${m.weekLabel}.`,
      `Choose the rest before ${cairo(m.orderDeadline)} (Cairo time); after that our chef picks them for you and your saved card is charged.`,
      '',
      `Choose your meals: ${accountUrl(app, `/account?week=${m.weekId}`)}`,
      '',
      'MealBox',
    ].join('\n'),
  };
}

export interface LockedMail {
  email: string;
  name: string;
  weekLabel: string;
  deliveryDate: Date;
  meals: { title: string; portionSize: string; chefsChoice: boolean }[];
  totalPiasters: number;
  card: string;
}

export function lockedMail(_app: AppContext, m: LockedMail): MailMessage {
  const day = DateTime.fromJSDate(m.deliveryDate, { zone: 'UTC' }).setLocale('en-GB').toFormat('cccc d LLLL yyyy');
  return {
    to: m.email,
    subject: `Your MealBox order for ${m.weekLabel} is locked`,
    text: [
      greeting(m.name),
      '',
      `Your order for the week of ${m.weekLabel} is locked and will be delivered on ${day}.`,
      '',
      ...m.meals.map((meal) => `- ${meal.title} (${meal.portionSize})${meal.chefsChoice ? " — chef's choice" : ''}`),
      '',
      `Total: ${formatEgp(m.totalPiasters)}, charged to ${m.card}.`,
      '',
      'MealBox',
    ].join('\n'),
  };
}

export interface PaymentFailedMail {
  email: string;
  name: string;
  weekLabel: string;
  totalPiasters: number;
  card: string | null;
  reason: string;
}

export function paymentFailedMail(app: AppContext, m: PaymentFailedMail): MailMessage {
  return {
    to: m.email,
    subject: `Payment failed for your MealBox order for ${m.weekLabel}`,
    text: [
      greeting(m.name),
      '',
      m.card
        ? `We could not charge ${formatEgp(m.totalPiasters)} to ${m.card} for the week of ${m.weekLabel} (${m.reason}).`
        : `We could not charge ${formatEgp(m.totalPiasters)} for the week of ${m.weekLabel}: there is no saved card on your subscription.`,
      'Your order is on hold until it is paid. Update your card in your account, then pay the order from there.',
      '',
      `Update your card: ${accountUrl(app, '/account?tab=subscription')}`,
      '',
      'MealBox',
    ].join('\n'),
  };
}

/** Sends each message; a failure is logged (with the subject only) and the rest still go. */
export async function sendAll(app: AppContext, messages: MailMessage[]): Promise<void> {
  const mailer = mailerFor(app);
  await Promise.all(
    messages.map((message) =>
      mailer.send(message).catch((error: unknown) => {
        app.logger.error({ err: error, subject: message.subject }, 'engine mail not sent');
      }),
    ),
  );
}
