// Every notification's words, in English and Arabic, in one place. Each kind
// gives, per language, its e-mail (subject and lines, sent through lib/mail's
// HTML and text parts) and its short text for WhatsApp and SMS; the WhatsApp
// template is approved in Meta's manager as `mealbox_<kind>_<language>` with
// the short text's parameters in order. Kinds whose rich e-mail already exists
// in the emitting module pass it with the event (`mail`), so that e-mail is not
// written twice; the e-mail here is then unused.

import { mailFormat, mailHtml, type MailBody, type MailFormat, type MailWeek } from '../../lib/mail/index.ts';
import type { AppContext } from '../../app.ts';
import type { Language } from '../../shared/rules.ts';
import type { NotificationKind } from './kinds.ts';

/** A week as it travels in a notification's params (JSON). */
export interface WeekParam {
  label: string;
  startDate: string;
  endDate: string;
}

export interface NotificationParams {
  deadline_reminder: {
    name: string;
    week: WeekParam;
    weekId: number;
    deadline: string;
    picked: number;
    mealCount: number;
  };
  order_locked: { name: string; week: WeekParam; meals: string[]; amountPiasters: number };
  payment_failed: { name: string; week: WeekParam; amountPiasters: number };
  instapay_received: { name: string; amountPiasters: number };
  instapay_failed: { name: string; amountPiasters: number };
  out_for_delivery: { name: string; slot: string };
  delivered: { name: string; week: WeekParam; mealCount: number; orderId: number };
  referral_credit: { name: string; amountPiasters: number };
}

/** A short message: its parameters in order (WhatsApp's {{1}}…) and the text they make. */
export interface ShortText {
  params: string[];
  text: string;
}

interface KindTexts<P> {
  mail(params: P, f: MailFormat): MailBody;
  short(params: P, f: MailFormat): ShortText;
}

type Templates = { [K in NotificationKind]: Record<Language, KindTexts<NotificationParams[K]>> };

/** A week for a notification's params. */
export const weekParam = (w: MailWeek): WeekParam => ({
  label: w.label,
  startDate: w.startDate.toISOString(),
  endDate: w.endDate.toISOString(),
});

const week = (w: WeekParam): MailWeek => ({
  label: w.label,
  startDate: new Date(w.startDate),
  endDate: new Date(w.endDate),
});
/** Builds a short text from its parameters, so the WhatsApp template and the SMS say the same. */
const short = (params: string[], build: (...p: string[]) => string): ShortText => ({ params, text: build(...params) });
const hello = {
  en: (name: string) => `Hello ${name || 'there'},`,
  ar: (name: string) => `مرحبًا ${name || ''}،`.replace(' ،', '،'),
};
/** A delivery slot's name ("morning"/"evening") in the customer's words; any other text as given. */
const slotWords: Record<Language, Record<string, string>> = {
  en: { morning: 'this morning', evening: 'this evening' },
  ar: { morning: 'صباح اليوم', evening: 'مساء اليوم' },
};
const slotText = {
  en: (slot: string) => slotWords.en[slot] ?? slot,
  ar: (slot: string) => slotWords.ar[slot] ?? slot,
};
const mail = (subject: string, lines: string[]): MailBody => ({ subject, lines: [...lines, '', 'MealBox'] });

const templates: Templates = {
  deadline_reminder: {
    en: {
      mail: (p, f) =>
        mail(`Choose your meals for ${f.week(week(p.week))}`, [
          hello.en(p.name),
          '',
          `You have chosen ${p.picked} of ${p.mealCount} meals. Choose before ${f.moment(new Date(p.deadline))}, or the chef chooses for you.`,
          '',
          `Choose your meals: ${f.link(`/account?week=${p.weekId}`)}`,
        ]),
      short: (p, f) =>
        short(
          [f.week(week(p.week)), f.moment(new Date(p.deadline)), f.link(`/account?week=${p.weekId}`)],
          (w, d, l) => `MealBox: your meals for ${w} are not all chosen. Choose before ${d}: ${l}`,
        ),
    },
    ar: {
      mail: (p, f) =>
        mail(`اختر وجباتك لأسبوع ${f.week(week(p.week))}`, [
          hello.ar(p.name),
          '',
          `اخترت ${f.number(p.picked)} من ${f.number(p.mealCount)} وجبات. اختر قبل ${f.moment(new Date(p.deadline))}، وإلا يختار الشيف لك.`,
          '',
          `اختر وجباتك: ${f.link(`/account?week=${p.weekId}`)}`,
        ]),
      short: (p, f) =>
        short(
          [f.week(week(p.week)), f.moment(new Date(p.deadline)), f.link(`/account?week=${p.weekId}`)],
          (w, d, l) => `MealBox: لم تختر كل وجباتك لأسبوع ${w}. اختر قبل ${d}: ${l}`,
        ),
    },
  },
  order_locked: {
    en: {
      mail: (p, f) =>
        mail(`Your MealBox order for ${f.week(week(p.week))} is confirmed`, [
          hello.en(p.name),
          '',
          `Your meals: ${p.meals.join(', ')}.`,
          `Total: ${f.money(p.amountPiasters)}.`,
        ]),
      short: (p, f) =>
        short(
          [f.week(week(p.week)), p.meals.join(', '), f.money(p.amountPiasters)],
          (w, m, a) => `MealBox: your order for ${w} is confirmed: ${m}. Total ${a}.`,
        ),
    },
    ar: {
      mail: (p, f) =>
        mail(`تم تأكيد طلبك من MealBox لأسبوع ${f.week(week(p.week))}`, [
          hello.ar(p.name),
          '',
          `وجباتك: ${p.meals.join('، ')}.`,
          `الإجمالي: ${f.money(p.amountPiasters)}.`,
        ]),
      short: (p, f) =>
        short(
          [f.week(week(p.week)), p.meals.join('، '), f.money(p.amountPiasters)],
          (w, m, a) => `MealBox: تم تأكيد طلبك لأسبوع ${w}: ${m}. الإجمالي ${a}.`,
        ),
    },
  },
  payment_failed: {
    en: {
      mail: (p, f) =>
        mail(`We could not charge your card for ${f.week(week(p.week))}`, [
          hello.en(p.name),
          '',
          `The payment of ${f.money(p.amountPiasters)} did not go through.`,
          '',
          `Update your card: ${f.link('/account?tab=subscription')}`,
        ]),
      short: (p, f) =>
        short(
          [f.money(p.amountPiasters), f.week(week(p.week)), f.link('/account?tab=subscription')],
          (a, w, l) => `MealBox: the payment of ${a} for ${w} failed. Update your card: ${l}`,
        ),
    },
    ar: {
      mail: (p, f) =>
        mail(`تعذّر خصم المبلغ من بطاقتك لأسبوع ${f.week(week(p.week))}`, [
          hello.ar(p.name),
          '',
          `لم يتم دفع ${f.money(p.amountPiasters)}.`,
          '',
          `حدّث بطاقتك: ${f.link('/account?tab=subscription')}`,
        ]),
      short: (p, f) =>
        short(
          [f.money(p.amountPiasters), f.week(week(p.week)), f.link('/account?tab=subscription')],
          (a, w, l) => `MealBox: فشل دفع ${a} لأسبوع ${w}. حدّث بطاقتك: ${l}`,
        ),
    },
  },
  instapay_received: {
    en: {
      mail: (p, f) =>
        mail('Your InstaPay transfer was received', [
          hello.en(p.name),
          '',
          `We received your InstaPay transfer of ${f.money(p.amountPiasters)}. Your order is confirmed.`,
          '',
          `Your orders: ${f.link('/account')}`,
        ]),
      short: (p, f) =>
        short(
          [f.money(p.amountPiasters)],
          (a) => `MealBox: we received your InstaPay transfer of ${a}. Your order is confirmed.`,
        ),
    },
    ar: {
      mail: (p, f) =>
        mail('تم استلام تحويل InstaPay', [
          hello.ar(p.name),
          '',
          `استلمنا تحويلك عبر InstaPay بقيمة ${f.money(p.amountPiasters)}. تم تأكيد طلبك.`,
          '',
          `طلباتك: ${f.link('/account')}`,
        ]),
      short: (p, f) =>
        short([f.money(p.amountPiasters)], (a) => `MealBox: استلمنا تحويلك عبر InstaPay بقيمة ${a}. تم تأكيد طلبك.`),
    },
  },
  instapay_failed: {
    en: {
      mail: (p, f) =>
        mail('We could not match your InstaPay transfer', [
          hello.en(p.name),
          '',
          `We could not confirm an InstaPay transfer of ${f.money(p.amountPiasters)}, so the order was cancelled.`,
          '',
          `Order again: ${f.link('/meal-plans')}`,
        ]),
      short: (p, f) =>
        short(
          [f.money(p.amountPiasters), f.link('/meal-plans')],
          (a, l) =>
            `MealBox: we could not confirm your InstaPay transfer of ${a}; the order was cancelled. Order again: ${l}`,
        ),
    },
    ar: {
      mail: (p, f) =>
        mail('تعذّر تأكيد تحويل InstaPay', [
          hello.ar(p.name),
          '',
          `لم نتمكن من تأكيد تحويل InstaPay بقيمة ${f.money(p.amountPiasters)}، فتم إلغاء الطلب.`,
          '',
          `اطلب من جديد: ${f.link('/meal-plans')}`,
        ]),
      short: (p, f) =>
        short(
          [f.money(p.amountPiasters), f.link('/meal-plans')],
          (a, l) => `MealBox: لم نتمكن من تأكيد تحويل InstaPay بقيمة ${a}، فتم إلغاء الطلب. اطلب من جديد: ${l}`,
        ),
    },
  },
  out_for_delivery: {
    en: {
      mail: (p) =>
        mail('Your MealBox is on its way', [
          hello.en(p.name),
          '',
          `Your box left the kitchen and arrives ${slotText.en(p.slot)}.`,
        ]),
      short: (p) => short([slotText.en(p.slot)], (s) => `MealBox: your box is on its way and arrives ${s}.`),
    },
    ar: {
      mail: (p) =>
        mail('صندوق MealBox في الطريق إليك', [
          hello.ar(p.name),
          '',
          `خرج صندوقك من المطبخ ويصل ${slotText.ar(p.slot)}.`,
        ]),
      short: (p) => short([slotText.ar(p.slot)], (s) => `MealBox: صندوقك في الطريق إليك ويصل ${s}.`),
    },
  },
  delivered: {
    en: {
      mail: (p, f) =>
        mail(`Your MealBox order for ${f.week(week(p.week))} has been delivered`, [
          hello.en(p.name),
          '',
          `Your box of ${p.mealCount} meals has been delivered. Enjoy!`,
          '',
          `How was it? Rate your meals: ${f.link(`/account?tab=history&rate=${p.orderId}`)}`,
        ]),
      short: (p, f) =>
        short(
          [f.link(`/account?tab=history&rate=${p.orderId}`)],
          (l) => `MealBox: your box has been delivered. Enjoy! Rate your meals: ${l}`,
        ),
    },
    ar: {
      mail: (p, f) =>
        mail(`تم توصيل طلبك من MealBox لأسبوع ${f.week(week(p.week))}`, [
          hello.ar(p.name),
          '',
          'تم توصيل صندوقك. بالهناء والشفاء!',
          '',
          `ما رأيك؟ قيّم وجباتك: ${f.link(`/account?tab=history&rate=${p.orderId}`)}`,
        ]),
      short: (p, f) =>
        short(
          [f.link(`/account?tab=history&rate=${p.orderId}`)],
          (l) => `MealBox: تم توصيل صندوقك. بالهناء والشفاء! قيّم وجباتك: ${l}`,
        ),
    },
  },
  referral_credit: {
    en: {
      mail: (p, f) =>
        mail('You earned MealBox credit', [
          hello.en(p.name),
          '',
          `A friend you invited received their first box: ${f.money(p.amountPiasters)} of credit is yours, taken off your next order.`,
        ]),
      short: (p, f) =>
        short(
          [f.money(p.amountPiasters)],
          (a) => `MealBox: you earned ${a} of credit for inviting a friend. It comes off your next order.`,
        ),
    },
    ar: {
      mail: (p, f) =>
        mail('حصلت على رصيد من MealBox', [
          hello.ar(p.name),
          '',
          `استلم صديقك الذي دعوته أول صندوق له: أصبح لك رصيد ${f.money(p.amountPiasters)} يُخصم من طلبك القادم.`,
        ]),
      short: (p, f) =>
        short([f.money(p.amountPiasters)], (a) => `MealBox: حصلت على رصيد ${a} لدعوة صديق. يُخصم من طلبك القادم.`),
    },
  },
};

export class UnknownTemplateError extends Error {
  override name = 'UnknownTemplateError';
  constructor(readonly kind: string) {
    super(`Unknown notification template "${kind}"`);
  }
}

/** Whether the templates know `kind` (an event of an unknown kind is refused before anything is written). */
export function hasTemplate(kind: string): kind is NotificationKind {
  return Object.hasOwn(templates, kind);
}

function textsFor(kind: string, language: Language): KindTexts<never> {
  if (!hasTemplate(kind)) throw new UnknownTemplateError(kind);
  return templates[kind][language] as KindTexts<never>;
}

/** The WhatsApp template's approved name. */
export const whatsappTemplateName = (kind: NotificationKind, language: Language) => `mealbox_${kind}_${language}`;

/** The short text (WhatsApp, SMS) of `kind` in `language`. */
export function renderShort(
  app: Pick<AppContext, 'config'>,
  kind: string,
  language: Language,
  params: unknown,
): ShortText {
  return textsFor(kind, language).short(params as never, mailFormat(app, language));
}

/** The e-mail of `kind` in `language`, to `to`. */
export function renderMail(
  app: Pick<AppContext, 'config'>,
  kind: string,
  language: Language,
  to: string,
  params: unknown,
) {
  const body = textsFor(kind, language).mail(params as never, mailFormat(app, language));
  return { to, subject: body.subject, text: body.lines.join('\n'), html: mailHtml(body, language) };
}

/**
 * The phone verification code's text (not a notification kind: no opt-out, no quiet hours). The
 * WhatsApp template `mealbox_phone_code_<language>` has the code as its one parameter.
 */
export function phoneCodeText(language: Language, code: string): ShortText {
  const text =
    language === 'ar'
      ? `رمز التحقق من MealBox هو ${code}. صالح لمدة 5 دقائق. لا تشاركه مع أحد.`
      : `Your MealBox verification code is ${code}. It expires in 5 minutes. Do not share it.`;
  return { params: [code], text };
}
