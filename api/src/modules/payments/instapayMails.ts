// What the customer is told when an admin has checked their InstaPay transfer: received (the
// order is confirmed) or failed (nothing will be delivered; they may order again). In the
// customer's language (lib/mail).

import type { AppContext } from '../../app.ts';
import { composeMail, greeting, type MailTexts, type MailWeek } from '../../lib/mail/index.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import type { Language } from '../../shared/rules.ts';

export interface InstapayVerdictMail {
  email: string;
  name: string;
  preferredLanguage: Language;
  week: MailWeek;
  totalPiasters: number;
  verdict: 'confirmed' | 'failed';
}

const confirmedTexts: MailTexts<InstapayVerdictMail> = {
  en: (m, f) => ({
    subject: `Payment received for your MealBox order (${f.week(m.week)})`,
    lines: [
      greeting.en(m.name),
      '',
      `We received your InstaPay transfer of ${f.money(m.totalPiasters)} for the week of ${f.week(m.week)}. Your order is confirmed.`,
      '',
      `Your orders: ${f.link('/account')}`,
      '',
      'MealBox',
    ],
  }),
  ar: (m, f) => ({
    subject: `استلمنا دفعتك لطلبك من MealBox (${f.week(m.week)})`,
    lines: [
      greeting.ar(m.name),
      '',
      `استلمنا تحويلك عبر إنستاباي بقيمة ${f.money(m.totalPiasters)} لأسبوع ${f.week(m.week)}. تم تأكيد طلبك.`,
      '',
      `طلباتك: ${f.link('/account')}`,
      '',
      'MealBox',
    ],
  }),
};

const failedTexts: MailTexts<InstapayVerdictMail> = {
  en: (m, f) => ({
    subject: `We could not verify your InstaPay payment (${f.week(m.week)})`,
    lines: [
      greeting.en(m.name),
      '',
      `We could not match your InstaPay transfer of ${f.money(m.totalPiasters)} for the week of ${f.week(m.week)}, so the order will not be delivered.`,
      'If you did send the money, reply to this e-mail with the transfer details. You can also order again.',
      '',
      `Order again: ${f.link('/meal-plans')}`,
      '',
      'MealBox',
    ],
  }),
  ar: (m, f) => ({
    subject: `تعذّر علينا التحقق من دفعتك عبر إنستاباي (${f.week(m.week)})`,
    lines: [
      greeting.ar(m.name),
      '',
      `لم نتمكن من مطابقة تحويلك عبر إنستاباي بقيمة ${f.money(m.totalPiasters)} لأسبوع ${f.week(m.week)}، لذلك لن يتم توصيل الطلب.`,
      'إذا كنت قد أرسلت المبلغ بالفعل، فردّ على هذه الرسالة بتفاصيل التحويل. ويمكنك أيضًا الطلب من جديد.',
      '',
      `اطلب من جديد: ${f.link('/meal-plans')}`,
      '',
      'MealBox',
    ],
  }),
};

export const instapayVerdictMail = (app: AppContext, m: InstapayVerdictMail): MailMessage =>
  composeMail(app, m.verdict === 'confirmed' ? confirmedTexts : failedTexts, m.email, m.preferredLanguage, m);
