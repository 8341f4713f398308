// The one-tap opt-out link's page, in the customer's language (their preferredLanguage, as their
// messages are written; the link's `?lang` only when the link names nobody). The words sit in a
// typed English/Arabic table like the e-mails' (lib/mail's PageTexts): a page without its Arabic
// does not compile.

import type { AppContext } from '../../app.ts';
import { composePage, type PageTexts } from '../../lib/mail/index.ts';
import type { Language } from '../../shared/rules.ts';

/** Asking (GET, one button: link previews fetch URLs), done (the POST), or a link that names nobody. */
export type OptOutStep = 'ask' | 'done' | 'invalid';

const optOutTexts: PageTexts<OptOutStep> = {
  en: (step) => ({
    title: 'MealBox messages',
    ...{
      ask: {
        lines: ['Stop these messages from MealBox? You can turn them on again in your account.'],
        button: 'Stop these messages',
      },
      done: { lines: ['Done: you will not receive these messages any more.'] },
      invalid: { lines: ['This link is not valid.'] },
    }[step],
  }),
  ar: (step) => ({
    title: 'رسائل MealBox',
    ...{
      ask: {
        lines: ['هل تريد إيقاف هذه الرسائل من MealBox؟ يمكنك تفعيلها مرة أخرى من حسابك.'],
        button: 'إيقاف هذه الرسائل',
      },
      done: { lines: ['تم: لن تصلك هذه الرسائل بعد الآن.'] },
      invalid: { lines: ['هذا الرابط غير صالح.'] },
    }[step],
  }),
};

export const optOutPage = (app: Pick<AppContext, 'config'>, language: Language, step: OptOutStep): string =>
  composePage(app, optOutTexts, language, step);
