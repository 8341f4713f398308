// The waitlist invitation e-mail, in the language of the page the visitor asked from (the
// entry's `language`, from the request's `mb_lang` cookie: lib/language.ts, `chosenLanguageOf`).

import type { AppContext } from '../../app.ts';
import { composeMail, type MailTexts } from '../../lib/mail/index.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import type { Language } from '../../shared/rules.ts';

export interface InvitationMail {
  email: string;
  language: Language;
  neighborhood: string;
  code: string;
}

const invitationTexts: MailTexts<InvitationMail> = {
  en: (m, f) => ({
    subject: 'Your MealBox invitation',
    lines: [
      'Hello,',
      '',
      `You asked to join MealBox from ${m.neighborhood.trim()}. Here is your invitation code:`,
      '',
      `    ${m.code}`,
      '',
      `Enter it when you check your area at ${f.link('/')}. It works once.`,
    ],
  }),
  ar: (m, f) => ({
    subject: 'دعوتك للانضمام إلى MealBox',
    lines: [
      'مرحبًا،',
      '',
      `طلبت الانضمام إلى MealBox من ${m.neighborhood.trim()}. إليك رمز الدعوة الخاص بك:`,
      '',
      `    ${m.code}`,
      '',
      `أدخله عند التحقق من منطقتك على ${f.link('/')}. يصلح الرمز لمرة واحدة.`,
    ],
  }),
};

export const invitationMail = (app: AppContext, m: InvitationMail): MailMessage =>
  composeMail(app, invitationTexts, m.email, m.language, m);
