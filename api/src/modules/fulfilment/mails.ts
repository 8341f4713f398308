// What the customer is told when an admin marks their box delivered, in their language
// (lib/mail). Written to the notifications outbox in the transaction that marks the order.

import type { AppContext } from '../../app.ts';
import { arabicMeals, composeMail, greeting, type MailTexts, type MailWeek } from '../../lib/mail/index.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import type { Language } from '../../shared/rules.ts';

export interface DeliveredMail {
  email: string;
  name: string;
  preferredLanguage: Language;
  week: MailWeek;
  mealCount: number;
  /** The order: the mail links to its ratings in Order History. */
  orderId: number;
}

/** Order History with this order's "Rate your meals" unfolded (sign-in first, then back here). */
const ratingPath = (m: DeliveredMail) => `/account?tab=history&rate=${m.orderId}`;

const deliveredTexts: MailTexts<DeliveredMail> = {
  en: (m, f) => ({
    subject: `Your MealBox order for ${f.week(m.week)} has been delivered`,
    lines: [
      greeting.en(m.name),
      '',
      `Your box of ${m.mealCount} meals for the week of ${f.week(m.week)} has been delivered. Enjoy!`,
      '',
      `How was it? Rate your meals: ${f.link(ratingPath(m))}`,
      '',
      `Your orders: ${f.link('/account')}`,
      '',
      'MealBox',
    ],
  }),
  ar: (m, f) => ({
    subject: `تم توصيل طلبك من MealBox لأسبوع ${f.week(m.week)}`,
    lines: [
      greeting.ar(m.name),
      '',
      `تم توصيل صندوقك الذي يضم ${arabicMeals(m.mealCount, f)} لأسبوع ${f.week(m.week)}. بالهناء والشفاء!`,
      '',
      `ما رأيك؟ قيّم وجباتك: ${f.link(ratingPath(m))}`,
      '',
      `طلباتك: ${f.link('/account')}`,
      '',
      'MealBox',
    ],
  }),
};

export const deliveredMail = (app: AppContext, m: DeliveredMail): MailMessage =>
  composeMail(app, deliveredTexts, m.email, m.preferredLanguage, m);
