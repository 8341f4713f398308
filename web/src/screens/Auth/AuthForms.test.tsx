import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { clearPreOnboarding, savePreOnboarding } from '../../lib/storage.ts';
import { resetFormError } from '../ResetPassword/ResetPasswordScreen.tsx';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';

afterEach(() => clearPreOnboarding());

describe('the sign-in forms in Arabic', () => {
  it('names the login form’s fields and buttons in Arabic and says what is missing in Arabic', async () => {
    renderWithProviders(<LoginForm onForgotPassword={() => {}} />, { locale: 'ar' });
    const form = screen.getByRole('form', { name: 'تسجيل الدخول' });
    expect(screen.getByLabelText(/البريد الإلكتروني/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إظهار كلمة المرور' })).toBeTruthy();
    fireEvent.submit(form);
    expect((await screen.findByRole('alert')).textContent).toBe('يُرجى إدخال البريد الإلكتروني وكلمة المرور');
  });

  it('refuses a short password with the rule’s message in Arabic, its count in Arabic digits', async () => {
    savePreOnboarding({ email: 'new@example.com', neighborhood: 'Zamalek', invitationCode: 'WELCOME1' });
    renderWithProviders(<RegisterForm />, { locale: 'ar' });
    fireEvent.change(screen.getByLabelText(/^كلمة المرور/), { target: { value: 'abc' } });
    fireEvent.submit(screen.getByRole('form', { name: 'إنشاء حساب' }));
    expect((await screen.findByRole('alert')).textContent).toBe('يجب ألا تقل كلمة المرور عن ٦ أحرف');
    expect(screen.getByRole('button', { name: 'إنشاء الحساب' })).toBeTruthy();
  });

  it('checks a new password the same way in English, the server’s language', () => {
    expect(resetFormError('abc', 'abc')).toBe('Password must be at least 6 characters long');
    expect(resetFormError('abcdef', 'abcdeg')).toBe('Passwords do not match');
    expect(resetFormError('', '')).toBe('Please fill in all fields');
  });
});
