import { act, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { preloadQuery, renderWithProviders } from '../../../test/render.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import ProfileTab from './ProfileTab.tsx';
import profileTabQuery, { type ProfileTabQuery } from '../../__generated__/ProfileTabQuery.graphql.ts';

const KINDS = [
  'deadline_reminder',
  'order_locked',
  'payment_failed',
  'instapay_received',
  'instapay_failed',
  'out_for_delivery',
  'delivered',
  'referral_credit',
];

/** The server's defaults: e-mail on, WhatsApp on once the phone is verified, SMS off. */
const settings = (phoneVerified: boolean) => ({
  phone: '+201012345678',
  phoneVerified,
  kinds: KINDS.map((kind) => ({
    kind,
    urgent: kind === 'payment_failed',
    email: true,
    whatsapp: phoneVerified,
    sms: false,
  })),
});

/** The Profile tab (which spreads the section) with these settings; the mutation answered by `answer`. */
function renderSection(
  phoneVerified: boolean,
  answer?: (operation: OperationDescriptor) => unknown,
  locale: 'en' | 'ar' = 'en',
) {
  const environment = createMockEnvironment();
  const sent: OperationDescriptor[] = [];
  for (let i = 0; i < 4; i += 1) {
    environment.mock.queueOperationResolver((operation) => {
      if (operation.request.node.params.name === 'ProfileTabQuery') {
        return MockPayloadGenerator.generate(operation, {
          Viewer: () => ({ phone: '+201012345678', notificationSettings: settings(phoneVerified) }),
          NotificationSettings: () => settings(phoneVerified),
        });
      }
      sent.push(operation);
      return (answer?.(operation) as never) ?? new Error('no answer');
    });
  }
  renderWithProviders(
    <>
      <Suspense fallback={<p>Loading</p>}>
        <ProfileTab queryRef={preloadQuery<ProfileTabQuery>(environment, profileTabQuery)} />
      </Suspense>
      <Toaster />
    </>,
    { path: '/account?tab=profile', environment, locale },
  );
  return { sent };
}

// The checkbox tells its root of a change a tick later than the click.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const section = async () => within(await screen.findByRole('form', { name: 'Notifications' }));

describe('Notifications section', () => {
  it('shows each kind with a checkbox per channel, and the quiet hours', async () => {
    renderSection(true);
    const form = await section();
    expect(form.getByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(form.getByRole('group', { name: 'Order locked' })).toBeTruthy();
    expect(box('Order locked by Email').checked).toBe(true);
    expect(box('Order locked by WhatsApp').checked).toBe(true);
    expect(box('Order locked by SMS').checked).toBe(false);
    expect(box('Order locked by SMS').disabled).toBe(false);
    expect(form.getAllByRole('checkbox')).toHaveLength(KINDS.length * 3);
    expect(
      form.getByText('No WhatsApp or SMS between 22:00 and 09:00 Cairo time, except a failed payment.'),
    ).toBeTruthy();
    expect(form.queryByText('Verify your phone to get WhatsApp and SMS messages')).toBeNull();
  });

  it('keeps WhatsApp and SMS off and says why while the phone is not verified, and saves e-mail only', async () => {
    const { sent } = renderSection(false, () => ({
      data: { notificationPreferencesUpdate: { __typename: 'NotificationSettings', ...settings(false) } },
    }));
    const form = await section();
    expect(form.getByText('Verify your phone to get WhatsApp and SMS messages')).toBeTruthy();
    expect(box('Delivered by WhatsApp').disabled).toBe(true);
    expect(box('Delivered by SMS').disabled).toBe(true);
    expect(box('Delivered by WhatsApp').getAttribute('aria-describedby')).toBe('notifications-phone-hint');
    fireEvent.click(box('Delivered by Email'));
    await settle();
    fireEvent.click(form.getByRole('button', { name: 'Save notifications' }));
    expect(await screen.findByText('Notifications saved')).toBeTruthy();
    const preferences = sent[0]!.request.variables.preferences as { kind: string; channel: string; enabled: boolean }[];
    // Only e-mail: a WhatsApp "off" saved now would override its default once the phone is verified.
    expect(preferences).toHaveLength(KINDS.length);
    expect(preferences.every((p) => p.channel === 'email')).toBe(true);
    expect(preferences.find((p) => p.kind === 'delivered')).toEqual({
      kind: 'delivered',
      channel: 'email',
      enabled: false,
    });
    expect(preferences.find((p) => p.kind === 'order_locked')!.enabled).toBe(true);
  });

  it('sends every channel of every kind once the phone is verified', async () => {
    const { sent } = renderSection(true, () => ({
      data: { notificationPreferencesUpdate: { __typename: 'NotificationSettings', ...settings(true) } },
    }));
    const form = await section();
    fireEvent.click(box('Payment failed by SMS'));
    fireEvent.click(box('Referral credit earned by WhatsApp'));
    await settle();
    fireEvent.click(form.getByRole('button', { name: 'Save notifications' }));
    expect(await screen.findByText('Notifications saved')).toBeTruthy();
    const preferences = sent[0]!.request.variables.preferences as { kind: string; channel: string; enabled: boolean }[];
    expect(preferences).toHaveLength(KINDS.length * 3);
    expect(preferences).toContainEqual({ kind: 'payment_failed', channel: 'sms', enabled: true });
    expect(preferences).toContainEqual({ kind: 'referral_credit', channel: 'whatsapp', enabled: false });
    expect(preferences).toContainEqual({ kind: 'delivered', channel: 'whatsapp', enabled: true });
  });

  it('shows the server refusal and leaves the choices as they are', async () => {
    renderSection(true, () => ({
      data: {
        notificationPreferencesUpdate: {
          __typename: 'ValidationError',
          message: 'Invalid input',
          issues: [{ path: ['preferences'], message: 'Please try again.' }],
        },
      },
    }));
    const form = await section();
    fireEvent.click(box('Delivered by SMS'));
    await settle();
    fireEvent.click(form.getByRole('button', { name: 'Save notifications' }));
    expect((await form.findByRole('alert')).textContent).toBe('Please try again.');
    expect(box('Delivered by SMS').checked).toBe(true);
  });

  it('verifies the phone by a code typed in Arabic-Indic digits, then offers WhatsApp and SMS', async () => {
    const { sent } = renderSection(false, (operation) =>
      operation.request.node.params.name === 'PhoneVerificationStartMutation'
        ? {
            data: {
              phoneVerificationStart: {
                __typename: 'PhoneVerificationStartPayload',
                phone: '+201012345678',
              },
            },
          }
        : {
            data: {
              phoneVerificationConfirm: {
                __typename: 'PhoneVerificationConfirmPayload',
                notificationSettings: settings(true),
              },
            },
          },
    );
    const form = await section();
    fireEvent.click(form.getByRole('button', { name: 'Verify my phone' }));
    fireEvent.click(form.getByRole('radio', { name: 'WhatsApp' }));
    fireEvent.click(form.getByRole('button', { name: 'Send code' }));
    expect(await form.findByText('We sent a 6-digit code to +201012345678. It is valid for 5 minutes.')).toBeTruthy();
    expect(sent[0]!.request.variables.input).toEqual({ channel: 'whatsapp' });

    fireEvent.change(form.getByLabelText('Verification code'), { target: { value: '١٢٣٤٥٦' } });
    fireEvent.click(form.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your phone is verified')).toBeTruthy();
    expect(sent[1]!.request.variables.input).toEqual({ code: '123456' });
    await settle();
    expect(form.queryByText('Verify your phone to get WhatsApp and SMS messages')).toBeNull();
    expect(box('Delivered by WhatsApp').disabled).toBe(false);
    expect(box('Delivered by WhatsApp').checked).toBe(true);
    expect(box('Delivered by SMS').disabled).toBe(false);
  });

  it('shows why a code is refused and keeps WhatsApp and SMS off', async () => {
    renderSection(false, (operation) =>
      operation.request.node.params.name === 'PhoneVerificationStartMutation'
        ? { data: { phoneVerificationStart: { __typename: 'PhoneVerificationStartPayload', phone: '+201012345678' } } }
        : {
            data: {
              phoneVerificationConfirm: {
                __typename: 'ValidationError',
                message: 'Invalid input',
                issues: [{ path: ['code'], message: 'This code is not right. Check it and try again.' }],
              },
            },
          },
    );
    const form = await section();
    fireEvent.click(form.getByRole('button', { name: 'Verify my phone' }));
    fireEvent.click(form.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await form.findByLabelText('Verification code'), { target: { value: '000000' } });
    fireEvent.click(form.getByRole('button', { name: 'Confirm' }));
    expect((await form.findByRole('alert')).textContent).toBe('This code is not right. Check it and try again.');
    expect(box('Delivered by WhatsApp').disabled).toBe(true);
  });

  it('reads in Arabic on /ar', async () => {
    renderSection(false, undefined, 'ar');
    const form = within(await screen.findByRole('form', { name: 'الإشعارات' }));
    expect(form.getByText('أكّد رقم هاتفك لتصلك رسائل واتساب وSMS')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'تم تثبيت الطلب عبر واتساب' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(form.getByRole('button', { name: 'حفظ الإشعارات' })).toBeTruthy();
    expect(form.getByRole('button', { name: 'تأكيد رقم هاتفي' })).toBeTruthy();
  });
});
