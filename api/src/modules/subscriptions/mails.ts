// The engine's e-mails: the 48-hour deadline reminder, the order locked at the
// deadline (meals and total), and a failed weekly charge, in the customer's
// language (lib/mail). Sent after the state change committed, and a mail that
// fails is logged, never a failed job (a retry must not charge again to resend a mail).

import type { AppContext } from '../../app.ts';
import {
  arabicMeals,
  composeMail,
  greeting,
  type MailCard,
  type MailTexts,
  type MailWeek,
} from '../../lib/mail/index.ts';
import { mailerFor, type MailMessage } from '../../lib/mailer.ts';
import { pickedForYou, type Language } from '../../shared/rules.ts';

/** Whom a mail goes to, and in which language. */
export interface MailRecipient {
  email: string;
  name: string;
  preferredLanguage: Language;
}

export interface ReminderMail extends MailRecipient {
  weekId: number;
  week: MailWeek;
  orderDeadline: Date;
  mealCount: number;
  picked: number;
}

const reminderTexts: MailTexts<ReminderMail> = {
  en: (m, f) => ({
    subject: `Choose your meals for ${f.week(m.week)}`,
    lines: [
      greeting.en(m.name),
      '',
      `You have picked ${m.picked} of your ${m.mealCount} meals for the week of ${f.week(m.week)}.`,
      `Choose the rest before ${f.moment(m.orderDeadline)} (Cairo time); after that our chef picks them for you and your saved card is charged.`,
      '',
      `Choose your meals: ${f.link(`/account?week=${m.weekId}`)}`,
      '',
      'MealBox',
    ],
  }),
  ar: (m, f) => ({
    subject: `اختر وجباتك لأسبوع ${f.week(m.week)}`,
    lines: [
      greeting.ar(m.name),
      '',
      `اخترت ${f.number(m.picked)} من أصل ${arabicMeals(m.mealCount, f)} لأسبوع ${f.week(m.week)}.`,
      `اختر الباقي قبل ${f.moment(m.orderDeadline)} (بتوقيت القاهرة)؛ بعد ذلك يختارها الشيف لك ويُخصم المبلغ من بطاقتك المحفوظة.`,
      '',
      `اختر وجباتك: ${f.link(`/account?week=${m.weekId}`)}`,
      '',
      'MealBox',
    ],
  }),
};

export const reminderMail = (app: AppContext, m: ReminderMail): MailMessage =>
  composeMail(app, reminderTexts, m.email, m.preferredLanguage, m);

export interface LockedMail extends MailRecipient {
  week: MailWeek;
  deliveryDate: Date;
  meals: { title: string; titleAr?: string; portionSize: string; chefsChoice: boolean; pickReasons?: string[] }[];
  /** What the card is charged, after the credit. */
  totalPiasters: number;
  /** The customer's credit (referrals) the order used; 0 for none. */
  creditPiasters?: number;
  /** The subscription's card; none: "your card". */
  card: MailCard | null;
}

const englishCard = (card: MailCard) => `${card.brand ?? 'card'} ending ${card.last4}`;
const arabicCard = (card: MailCard) => `${card.brand ? `بطاقة ${card.brand}` : 'البطاقة'} المنتهية بـ ${card.last4}`;
const arabicPortion = (portionSize: string) =>
  portionSize === 'large' ? 'حصة كبيرة' : portionSize === 'standard' ? 'حصة عادية' : portionSize;

/** "; picked for you: high protein, not eaten in the last 2 weeks" (nothing without reasons). */
const reasonsIn = (meal: { pickReasons?: string[] }, language: Language) => {
  const text = pickedForYou(meal.pickReasons ?? [], language);
  return text ? (language === 'ar' ? `؛ ${text}` : `; ${text}`) : '';
};

const lockedTexts: MailTexts<LockedMail> = {
  en: (m, f) => ({
    subject: `Your MealBox order for ${f.week(m.week)} is locked`,
    lines: [
      greeting.en(m.name),
      '',
      `Your order for the week of ${f.week(m.week)} is locked and will be delivered on ${f.day(m.deliveryDate)}.`,
      '',
      ...m.meals.map(
        (meal) =>
          `- ${meal.title} (${meal.portionSize})${meal.chefsChoice ? ` — chef's choice${reasonsIn(meal, 'en')}` : ''}`,
      ),
      '',
      ...(m.creditPiasters ? [`Credit used: ${f.money(m.creditPiasters)}.`] : []),
      m.creditPiasters && m.totalPiasters === 0
        ? `Total: ${f.money(0)} charged: your credit paid it all.`
        : `Total: ${f.money(m.totalPiasters)}, charged to ${m.card ? englishCard(m.card) : 'your card'}.`,
      '',
      'MealBox',
    ],
  }),
  ar: (m, f) => ({
    subject: `تم تثبيت طلبك من MealBox لأسبوع ${f.week(m.week)}`,
    lines: [
      greeting.ar(m.name),
      '',
      `تم تثبيت طلبك لأسبوع ${f.week(m.week)}، وسيصلك يوم ${f.day(m.deliveryDate)}.`,
      '',
      ...m.meals.map(
        (meal) =>
          `- ${meal.titleAr || meal.title} (${arabicPortion(meal.portionSize)})${meal.chefsChoice ? ` — من اختيار الشيف${reasonsIn(meal, 'ar')}` : ''}`,
      ),
      '',
      ...(m.creditPiasters ? [`الرصيد المستخدم: ${f.money(m.creditPiasters)}.`] : []),
      m.creditPiasters && m.totalPiasters === 0
        ? `الإجمالي المخصوم: ${f.money(0)}: غطّى رصيدك المبلغ كله.`
        : `الإجمالي: ${f.money(m.totalPiasters)}، يُخصم من ${m.card ? arabicCard(m.card) : 'بطاقتك'}.`,
      '',
      'MealBox',
    ],
  }),
};

export const lockedMail = (app: AppContext, m: LockedMail): MailMessage =>
  composeMail(app, lockedTexts, m.email, m.preferredLanguage, m);

export interface PaymentFailedMail extends MailRecipient {
  week: MailWeek;
  totalPiasters: number;
  card: MailCard | null;
  /** The payment provider's words (English, as it gave them). */
  reason: string;
}

const paymentFailedTexts: MailTexts<PaymentFailedMail> = {
  en: (m, f) => ({
    subject: `Payment failed for your MealBox order for ${f.week(m.week)}`,
    lines: [
      greeting.en(m.name),
      '',
      m.card
        ? `We could not charge ${f.money(m.totalPiasters)} to ${englishCard(m.card)} for the week of ${f.week(m.week)} (${m.reason}).`
        : `We could not charge ${f.money(m.totalPiasters)} for the week of ${f.week(m.week)}: there is no saved card on your subscription.`,
      'Your order is on hold until it is paid. Update your card in your account, then pay the order from there.',
      '',
      `Update your card: ${f.link('/account?tab=subscription')}`,
      '',
      'MealBox',
    ],
  }),
  ar: (m, f) => ({
    subject: `تعذّر الدفع لطلبك من MealBox لأسبوع ${f.week(m.week)}`,
    lines: [
      greeting.ar(m.name),
      '',
      m.card
        ? `لم نتمكن من خصم ${f.money(m.totalPiasters)} من ${arabicCard(m.card)} لأسبوع ${f.week(m.week)} (رد البنك: ${m.reason}).`
        : `لم نتمكن من خصم ${f.money(m.totalPiasters)} لأسبوع ${f.week(m.week)}: لا توجد بطاقة محفوظة في اشتراكك.`,
      'طلبك معلّق حتى يتم دفعه. حدّث بطاقتك من حسابك، ثم ادفع الطلب من هناك.',
      '',
      `حدّث بطاقتك: ${f.link('/account?tab=subscription')}`,
      '',
      'MealBox',
    ],
  }),
};

export const paymentFailedMail = (app: AppContext, m: PaymentFailedMail): MailMessage =>
  composeMail(app, paymentFailedTexts, m.email, m.preferredLanguage, m);

export interface NoFittingMealsMail extends MailRecipient {
  weekId: number;
  week: MailWeek;
}

const noFittingMealsTexts: MailTexts<NoFittingMealsMail> = {
  en: (m, f) => ({
    subject: `No meal of ${f.week(m.week)} fits your food preferences`,
    lines: [
      greeting.en(m.name),
      '',
      `The deadline for the week of ${f.week(m.week)} has passed with meals still to choose, and no meal on that week's menu fits your food preferences, so our chef could not pick them for you.`,
      'Your order is not locked and your card has not been charged. Choose meals yourself or change your food preferences, and we will try again.',
      '',
      `Your account: ${f.link(`/account?week=${m.weekId}`)}`,
      '',
      'MealBox',
    ],
  }),
  ar: (m, f) => ({
    subject: `لا توجد وجبة في أسبوع ${f.week(m.week)} تناسب تفضيلاتك الغذائية`,
    lines: [
      greeting.ar(m.name),
      '',
      `انتهى موعد اختيار وجبات أسبوع ${f.week(m.week)} وما زالت هناك وجبات لم تُختر، ولا توجد في قائمة ذلك الأسبوع وجبة تناسب تفضيلاتك الغذائية، فلم يستطع الشيف اختيارها لك.`,
      'لم يتم تثبيت طلبك ولم يُخصم أي مبلغ من بطاقتك. اختر الوجبات بنفسك أو عدّل تفضيلاتك الغذائية وسنحاول مرة أخرى.',
      '',
      `حسابك: ${f.link(`/account?week=${m.weekId}`)}`,
      '',
      'MealBox',
    ],
  }),
};

/** The order could not be filled: no meal of the week fits the customer's food profile. */
export const noFittingMealsMail = (app: AppContext, m: NoFittingMealsMail): MailMessage =>
  composeMail(app, noFittingMealsTexts, m.email, m.preferredLanguage, m);

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
