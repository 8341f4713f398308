import { describe, expect, it } from 'vitest';
import {
  expectArabicMail,
  expectEnglishMail,
  mailApp as app,
  mailCustomer as customer,
} from '../../../test/mailLanguage.ts';
import { resetMail } from './mails.ts';

describe("the password reset mail in the customer's language", () => {
  it('is Arabic for an Arabic reader, its link to the /ar page', () => {
    const mail = resetMail(app, { ...customer('ar'), token: 'mbr_abc' });
    expectArabicMail(mail, ['Mona']);
    expect(mail.text).toContain('\nhttps://mealbox.example/ar/reset-password?token=mbr_abc\n');
  });

  it('keeps the English one as it was', () => {
    const mail = resetMail(app, { ...customer('en'), token: 'mbr_abc' });
    expectEnglishMail(mail);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toBe(
      [
        'Hello Mona,',
        '',
        'We received a request to reset your password. Open this link to choose a new one:',
        'https://mealbox.example/reset-password?token=mbr_abc',
        '',
        'The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    );
  });
});
