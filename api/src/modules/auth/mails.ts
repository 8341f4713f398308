// The password reset e-mail, in the customer's language (lib/mail). Only a registered e-mail
// gets one, so the language is always the customer's own.

import type { AppContext } from '../../app.ts';
import { composeMail, type MailTexts } from '../../lib/mail/index.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import type { Language } from '../../shared/rules.ts';

export interface ResetMail {
  email: string;
  name: string;
  preferredLanguage: Language;
  token: string;
}

const resetPath = (token: string) => `/reset-password?token=${encodeURIComponent(token)}`;

const resetTexts: MailTexts<ResetMail> = {
  en: (m, f) => ({
    subject: 'Reset your password',
    lines: [
      `Hello${m.name ? ` ${m.name}` : ''},`,
      '',
      'We received a request to reset your password. Open this link to choose a new one:',
      f.link(resetPath(m.token)),
      '',
      'The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
  }),
  ar: (m, f) => ({
    subject: 'إعادة تعيين كلمة المرور',
    lines: [
      `مرحبًا${m.name ? ` ${m.name}` : ''}،`,
      '',
      'تلقّينا طلبًا لإعادة تعيين كلمة المرور الخاصة بك. افتح هذا الرابط لاختيار كلمة مرور جديدة:',
      f.link(resetPath(m.token)),
      '',
      'يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ساعة. إذا لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.',
    ],
  }),
};

export const resetMail = (app: AppContext, m: ResetMail): MailMessage =>
  composeMail(app, resetTexts, m.email, m.preferredLanguage, m);
