import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { answerByName, type Answer } from '../../../test/operations.ts';
import { preloadQuery, renderWithProviders } from '../../../test/render.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import SubscriptionTab from './SubscriptionTab.tsx';
import subscriptionTabQuery, { type SubscriptionTabQuery } from '../../__generated__/SubscriptionTabQuery.graphql.ts';

const ACTIVE = {
  id: 'CustomerSubscription:1',
  status: 'active',
  cancelledAt: null,
  mealCount: 6,
  portionSize: 'standard',
  deliverySlot: 'morning',
  paymentMethod: { id: 'PaymentMethod:7', cardBrand: 'MasterCard', last4: '2346' },
};

/** The viewer's referral code and credit (the Invite friends and Your credit sections). */
const REFERRALS = {
  id: 'Customer:1',
  referral: {
    code: 'MONA4821',
    shareLink: '/?invite=MONA4821',
    usesLeft: 9,
    creditPerFriend: { piasters: 10_000 },
    monthlyLimit: 10,
    friends: [{ firstName: 'Omar', status: 'credited' }],
  },
  credit: {
    balance: { piasters: 6_000 },
    entries: [
      { databaseId: 2, amount: { piasters: -4_000 }, reason: 'order_use', createdAt: '2026-11-27T10:00:00.000Z' },
      { databaseId: 1, amount: { piasters: 10_000 }, reason: 'referral', createdAt: '2026-11-20T10:00:00.000Z' },
    ],
  },
};

/**
 * Serves the tab's query with `subscription`, and each mutation with the answer named after
 * it. Returns the operations sent (name and variables), in order.
 */
function serve(
  subscription: Record<string, unknown> | null,
  answers: Record<string, Answer> = {},
  locale: 'en' | 'ar' = 'en',
) {
  const { environment, sent } = answerByName({
    SubscriptionTabQuery: {
      me: { id: 'Customer:1', isSubscriber: subscription?.status === 'active', subscription },
      viewer: REFERRALS,
    },
    ...answers,
  });
  renderWithProviders(
    <>
      <Suspense fallback={<p>Loading</p>}>
        <SubscriptionTab queryRef={preloadQuery<SubscriptionTabQuery>(environment, subscriptionTabQuery)} />
      </Suspense>
      <Toaster />
    </>,
    { path: '/account?tab=subscription', environment, locale },
  );
  return { sent };
}

describe('SubscriptionTab', () => {
  it('reads in Arabic on /ar: the status, the defaults, the card and its dialogs', async () => {
    serve(ACTIVE, {}, 'ar');
    expect(await screen.findByRole('heading', { name: 'اشتراك' })).toBeTruthy();
    expect(screen.getByText('نشط')).toBeTruthy();
    expect(screen.getByText('٦')).toBeTruthy();
    expect(screen.getByText('صباحًا (٠٩:٠٠–١٢:٠٠)')).toBeTruthy();
    expect(screen.getByText('MasterCard المنتهية بـ 2346')).toBeTruthy();
    expect(screen.getByText(/تحقق بمبلغ ‏١ ج\.م\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'تعديل الإعدادات الافتراضية' }));
    const defaults = await screen.findByRole('dialog', { name: 'تعديل إعدادات التوصيل الافتراضية' });
    const count = within(defaults).getByRole('combobox', { name: 'الوجبات في الأسبوع' });
    expect(within(count).getByRole('option', { name: '٦ وجبات' })).toBeTruthy();
    fireEvent.click(within(defaults).getByRole('button', { name: 'إلغاء' }));
    fireEvent.click(screen.getByRole('button', { name: 'إيقاف التوصيل مؤقتًا' }));
    const pause = await screen.findByRole('dialog', { name: 'إيقاف التوصيل مؤقتًا' });
    expect(within(pause).getByRole('button', { name: 'إيقاف لمدة أسبوعين' })).toBeTruthy();
    fireEvent.click(within(pause).getByRole('button', { name: 'أبقِ التوصيل' }));
    fireEvent.click(screen.getByRole('button', { name: 'إلغاء الاشتراك' }));
    const cancel = await screen.findByRole('alertdialog', { name: 'هل تريد إلغاء اشتراكك؟' });
    expect(within(cancel).getByText('السعر مرتفع جدًا')).toBeTruthy();
  });

  it('shows the status, the defaults and the card in use', async () => {
    serve(ACTIVE);
    expect(await screen.findByRole('heading', { name: 'Subscription' })).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('6')).toBeTruthy();
    expect(screen.getByText('Standard')).toBeTruthy();
    expect(screen.getByText('Morning (09:00-12:00)')).toBeTruthy();
    expect(screen.getByText('MasterCard ending 2346')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update payment method' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resume subscription' })).toBeNull();
  });

  it('cancels only after the confirmation, then offers Resume', async () => {
    const { sent } = serve(ACTIVE, {
      CancelDialogMutation: {
        subscriptionCancel: {
          __typename: 'SubscriptionCancelPayload',
          subscription: { id: ACTIVE.id, status: 'cancelled', cancelledAt: '2026-11-24T10:00:00.000Z' },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    expect(within(dialog).getByText(/Deliveries already paid will still arrive/)).toBeTruthy();
    expect(sent.map((s) => s.name)).toEqual(['SubscriptionTabQuery']);

    // "Keep subscription" closes and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent.map((s) => s.name)).toEqual(['SubscriptionTabQuery']);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const again = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    // A reason is asked first; "Other" needs the customer's words.
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel subscription' }));
    expect(await within(again).findByText('Please choose a reason.')).toBeTruthy();
    fireEvent.click(within(again).getByRole('radio', { name: 'Other' }));
    // The radio group reports its change a tick after the click: the box for the customer's
    // words shows once the dialog knows "Other" is chosen.
    await within(again).findByRole('textbox', { name: /Tell us why/ });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel subscription' }));
    expect(await within(again).findByText('Please tell us why you are cancelling.')).toBeTruthy();
    expect(sent.map((s) => s.name)).toEqual(['SubscriptionTabQuery']);
    fireEvent.change(within(again).getByRole('textbox', { name: /Tell us why/ }), {
      target: { value: 'Moving to Alexandria' },
    });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.getByText('Cancelled on 24 November 2026.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume subscription' })).toBeTruthy();
    expect(await screen.findByText('Subscription cancelled')).toBeTruthy();
    expect(sent.map((s) => s.name)).toEqual(['SubscriptionTabQuery', 'CancelDialogMutation']);
    expect(sent[1]!.variables).toEqual({ input: { reason: 'other', reasonText: 'Moving to Alexandria' } });
  });

  it('offers the pause before cancelling, and pauses the next weeks in one step', async () => {
    const { sent } = serve(ACTIVE, {
      PauseDialogMutation: {
        subscriptionPause: {
          __typename: 'SubscriptionPausePayload',
          weeks: [
            { id: 'Week:1', label: 'Dec 4-Dec 10, 2026' },
            { id: 'Week:2', label: 'Dec 11-Dec 17, 2026' },
          ],
          orders: [],
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause instead' }));
    const pause = await screen.findByRole('dialog', { name: 'Pause deliveries' });
    expect((within(pause).getByRole('combobox', { name: 'How long?' }) as HTMLSelectElement).value).toBe('2');
    fireEvent.click(within(pause).getByRole('button', { name: 'Pause for 2 weeks' }));
    expect(await screen.findByText('Paused for 2 weeks')).toBeTruthy();
    expect(sent.map((s) => s.name)).toEqual(['SubscriptionTabQuery', 'PauseDialogMutation']);
    expect(sent[1]!.variables).toEqual({ input: { weeks: 2 } });
  });

  it('a failed cancel shows the Error toast and keeps the subscription active', async () => {
    serve(ACTIVE, { CancelDialogMutation: new Error('offline') });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'It is too expensive' }));
    await waitFor(() =>
      expect((within(dialog).getByRole('radio', { name: 'It is too expensive' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
  });

  it('resumes a cancelled subscription', async () => {
    const { sent } = serve(
      { ...ACTIVE, status: 'cancelled', cancelledAt: '2026-11-20T10:00:00.000Z' },
      {
        SubscriptionTabResumeMutation: {
          subscriptionResume: {
            __typename: 'SubscriptionResumePayload',
            subscription: { id: ACTIVE.id, status: 'active', cancelledAt: null },
          },
        },
      },
    );
    expect(await screen.findByText('Cancelled on 20 November 2026.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(await screen.findByText('Subscription resumed')).toBeTruthy();
    expect(sent.at(-1)?.name).toBe('SubscriptionTabResumeMutation');
  });

  it('edits the defaults: 4 to 15 meals, standard, large or mixed, morning or evening', async () => {
    const { sent } = serve(ACTIVE, {
      DefaultsDialogMutation: {
        subscriptionDefaultsUpdate: {
          __typename: 'SubscriptionDefaultsUpdatePayload',
          subscription: { id: ACTIVE.id, mealCount: 10, portionSize: 'large', deliverySlot: 'evening' },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit defaults' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit delivery defaults' });
    const meals = within(dialog).getByRole('combobox', { name: 'Meals per week' });
    expect(
      within(meals)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(Array.from({ length: 12 }, (_, i) => `${i + 4} meals`));
    const portion = within(dialog).getByRole('combobox', { name: 'Portion size' });
    expect(
      within(portion)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Standard', 'Large', 'Mixed (chosen per meal)']);
    expect((portion as HTMLSelectElement).value).toBe('standard');
    fireEvent.change(meals, { target: { value: '10' } });
    fireEvent.change(portion, { target: { value: 'large' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Delivery slot' }), {
      target: { value: 'evening' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save defaults' }));
    expect(await screen.findByText('Defaults updated')).toBeTruthy();
    expect(sent.at(-1)).toEqual({
      name: 'DefaultsDialogMutation',
      variables: { input: { mealCount: 10, portionSize: 'large', deliverySlot: 'evening' } },
    });
    expect(screen.getByText('Evening (18:00-21:00)')).toBeTruthy();
    expect(screen.getByText('Large')).toBeTruthy();
  });

  it('shows a mixed plan as mixed, and saving only the slot sends only the slot (the plan stays mixed)', async () => {
    const MIXED = { ...ACTIVE, mealCount: 8, portionSize: 'mixed' };
    const { sent } = serve(MIXED, {
      DefaultsDialogMutation: {
        subscriptionDefaultsUpdate: {
          __typename: 'SubscriptionDefaultsUpdatePayload',
          subscription: { id: ACTIVE.id, mealCount: 8, portionSize: 'mixed', deliverySlot: 'evening' },
        },
      },
    });
    expect(await screen.findByText('Mixed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit defaults' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit delivery defaults' });
    const portion = within(dialog).getByRole('combobox', { name: 'Portion size' }) as HTMLSelectElement;
    expect(portion.value).toBe('mixed');
    expect(portion.selectedOptions[0]?.textContent).toBe('Mixed (chosen per meal)');
    expect((within(dialog).getByRole('combobox', { name: 'Meals per week' }) as HTMLSelectElement).value).toBe('8');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Delivery slot' }), {
      target: { value: 'evening' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save defaults' }));
    expect(await screen.findByText('Defaults updated')).toBeTruthy();
    expect(sent.at(-1)).toEqual({
      name: 'DefaultsDialogMutation',
      variables: { input: { deliverySlot: 'evening' } },
    });
    expect(screen.getByText('Evening (18:00-21:00)')).toBeTruthy();
    expect(screen.getByText('Mixed')).toBeTruthy();
  });

  it('saving the dialog unchanged sends nothing and closes it', async () => {
    const { sent } = serve(ACTIVE);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit defaults' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit delivery defaults' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save defaults' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.map((s) => s.name)).toEqual(['SubscriptionTabQuery']);
  });

  it('without a subscription offers Start subscription; a refused start shows the Error toast', async () => {
    const { sent } = serve(null, {
      SubscriptionTabStartMutation: {
        subscriptionStart: { __typename: 'ConflictError', message: 'You already have an active subscription.' },
      },
    });
    expect(await screen.findByText("You don't have a subscription yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start subscription' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(sent.at(-1)).toEqual({
      name: 'SubscriptionTabStartMutation',
      variables: { input: { paymentMethod: 'credit_card' } },
    });
  });

  it("an Arabic subscriber reads the server's refusal in Arabic, its count said in Arabic", async () => {
    serve(
      ACTIVE,
      {
        PauseDialogMutation: {
          subscriptionPause: {
            __typename: 'ValidationError',
            // As the API answers it: English, the count filled in.
            message: 'Only 2 upcoming week(s) can be skipped now. Choose 2 or fewer.',
          },
        },
      },
      'ar',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'إيقاف التوصيل مؤقتًا' }));
    const pause = await screen.findByRole('dialog', { name: 'إيقاف التوصيل مؤقتًا' });
    fireEvent.change(within(pause).getByRole('combobox'), { target: { value: '4' } });
    fireEvent.click(within(pause).getByRole('button', { name: /إيقاف لمدة/ }));
    expect(await within(pause).findByText('يمكن تخطّي أسبوعين قادمين فقط الآن. اختر أسبوعين أو أقل.')).toBeTruthy();
  });

  it('a card update Paymob cannot start shows the Error toast', async () => {
    serve(ACTIVE, {
      SubscriptionTabCardMutation: {
        paymentMethodUpdate: {
          __typename: 'UnavailableError',
          message: 'We could not reach the payment provider. Please try again in a few minutes.',
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Update payment method' }));
    expect(await screen.findByText('Error')).toBeTruthy();
  });

  it('shows the personal code with Copy, the share link, and the credit with its ledger', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    serve(ACTIVE);
    const invite = await screen.findByRole('region', { name: 'Invite friends' });
    expect(within(invite).getByRole('textbox', { name: 'Your invitation code' })).toHaveProperty('value', 'MONA4821');
    expect(within(invite).getByRole('textbox', { name: 'Share link' })).toHaveProperty(
      'value',
      `${window.location.origin}/?invite=MONA4821`,
    );
    fireEvent.click(within(invite).getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('MONA4821'));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(within(invite).getByText('9 invitations left · 1 friend joined · 1 credited')).toBeTruthy();

    const credit = screen.getByRole('region', { name: 'Your credit' });
    expect(within(credit).getByText('EGP 60')).toBeTruthy();
    const ledger = within(credit).getByRole('table', { name: 'Credit history' });
    const rows = within(ledger).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Used for an order');
    expect(rows[1]!.textContent).toContain('−EGP 40');
    expect(rows[2]!.textContent).toContain('A friend’s first order');
    expect(rows[2]!.textContent).toContain('+EGP 100');
  });

  it('shows the code to a customer without a subscription too', async () => {
    serve(null);
    expect(await screen.findByRole('region', { name: 'Invite friends' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start subscription' })).toBeTruthy();
  });
});
