// What the customer is told when an admin marks their box delivered. Plain text, sent after the
// change committed; a mail that fails is logged, never a failed request.

import type { AppContext } from '../../app.ts';
import { mailerFor, type MailMessage } from '../../lib/mailer.ts';

const greeting = (name: string) => `Hello${name.trim() ? ` ${name.trim()}` : ''},`;

export interface DeliveredMail {
  email: string;
  name: string;
  weekLabel: string;
  mealCount: number;
}

export function deliveredMail(app: AppContext, m: DeliveredMail): MailMessage {
  const account = `${app.config.PUBLIC_URL.replace(/\/+$/, '')}/account`;
  return {
    to: m.email,
    subject: `Your MealBox order for ${m.weekLabel} has been delivered`,
    text: [
      greeting(m.name),
      '',
      `Your box of ${m.mealCount} meals for the week of ${m.weekLabel} has been delivered. Enjoy!`,
      '',
      `Your orders: ${account}`,
      '',
      'MealBox',
    ].join('\n'),
  };
}

/** Sends each message in the background; a failure is logged with the subject only. */
export async function sendCustomerMails(app: AppContext, messages: MailMessage[]): Promise<void> {
  const mailer = mailerFor(app);
  await Promise.all(
    messages.map((message) =>
      mailer.send(message).catch((error: unknown) => {
        app.logger.error({ err: error, subject: message.subject }, 'customer mail not sent');
      }),
    ),
  );
}
