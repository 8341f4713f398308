// What the customer is told when an admin has checked their InstaPay transfer: received (the
// order is confirmed) or failed (nothing will be delivered; they may order again).

import type { AppContext } from '../../app.ts';
import { mailerFor, type MailMessage } from '../../lib/mailer.ts';
import { formatEgp } from '../../lib/money.ts';

export interface InstapayVerdictMail {
  email: string;
  name: string;
  weekLabel: string;
  totalPiasters: number;
  verdict: 'confirmed' | 'failed';
}

export function instapayVerdictMail(app: AppContext, m: InstapayVerdictMail): MailMessage {
  const base = app.config.PUBLIC_URL.replace(/\/+$/, '');
  const hello = `Hello${m.name.trim() ? ` ${m.name.trim()}` : ''},`;
  if (m.verdict === 'confirmed') {
    return {
      to: m.email,
      subject: `Payment received for your MealBox order (${m.weekLabel})`,
      text: [
        hello,
        '',
        `We received your InstaPay transfer of ${formatEgp(m.totalPiasters)} for the week of ${m.weekLabel}. Your order is confirmed.`,
        '',
        `Your orders: ${base}/account`,
        '',
        'MealBox',
      ].join('\n'),
    };
  }
  return {
    to: m.email,
    subject: `We could not verify your InstaPay payment (${m.weekLabel})`,
    text: [
      hello,
      '',
      `We could not match your InstaPay transfer of ${formatEgp(m.totalPiasters)} for the week of ${m.weekLabel}, so the order will not be delivered.`,
      'If you did send the money, reply to this e-mail with the transfer details. You can also order again.',
      '',
      `Order again: ${base}/meal-plans`,
      '',
      'MealBox',
    ].join('\n'),
  };
}

/** Sent after the change committed; a failure is logged (subject only), never the request's. */
export function sendInstapayVerdict(app: AppContext, message: MailMessage): void {
  void mailerFor(app)
    .send(message)
    .catch((error: unknown) => app.logger.error({ err: error, subject: message.subject }, 'InstaPay mail not sent'));
}
