import { describe, expect, it } from 'vitest';
import { expectArabicMail, expectEnglishMail, mailApp as app } from '../../../test/mailLanguage.ts';
import type { Language } from '../../shared/rules.ts';
import { invitationMail } from './mails.ts';

const invitation = (language: Language, neighborhood = 'Maadi ') =>
  invitationMail(app, { email: 'visitor@example.com', language, neighborhood, code: 'K7Q2M9XA' });

describe('the waitlist invitation in the language the visitor asked in', () => {
  it('is Arabic for an Arabic request, its link to the /ar page', () => {
    const mail = invitation('ar');
    expectArabicMail(mail, ['Maadi', 'K7Q2M9XA']);
    expect(mail.text).toContain('\n    K7Q2M9XA\n');
    expect(mail.text).toContain('على https://mealbox.example/ar.');
    // The HTML part: the visitor's words escaped, the link clickable without its full stop.
    const html = invitation('ar', '<b>Maadi</b>').html!;
    expect(html).toContain('&lt;b&gt;Maadi&lt;/b&gt;');
    expect(html).toContain('<a href="https://mealbox.example/ar" dir="ltr">https://mealbox.example/ar</a>.');
  });

  it('keeps the English one as it was', () => {
    const mail = invitation('en');
    expectEnglishMail(mail);
    expect(mail).toMatchObject({
      to: 'visitor@example.com',
      subject: 'Your MealBox invitation',
      text: [
        'Hello,',
        '',
        'You asked to join MealBox from Maadi. Here is your invitation code:',
        '',
        '    K7Q2M9XA',
        '',
        'Enter it when you check your area at https://mealbox.example/. It works once.',
      ].join('\n'),
    });
  });
});
