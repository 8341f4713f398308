import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import UpcomingMealsTab from './UpcomingMealsTab.tsx';
import { orderBadge } from './accountFormat.ts';
import { DEADLINE_PASSED_TEXT, SKIPPED_TEXT } from './UpcomingWeekCard.tsx';
import { PAYMENT_STATUS_COLORS } from '../../lib/labels.ts';
import { loadQuery } from 'react-relay/hooks';
import upcomingMealsTabQuery, {
  type UpcomingMealsTabQuery,
} from '../../__generated__/UpcomingMealsTabQuery.graphql.ts';

const MEALS = ['Koshari with Lentils', 'Shrimp Tagine', 'Fattah with Beef', 'Ful Medames'];

/** An open, paid-later week: four meals chosen, everything still allowed. */
function openOrder(overrides: Record<string, unknown> = {}) {
  return {
    id: 'Order:11',
    status: 'selected',
    paymentStatus: 'pending',
    paymentMethod: 'card',
    mealCount: 4,
    defaultPortionSize: 'standard',
    deliverySlot: 'morning',
    isDeadlinePassed: false,
    canEdit: true,
    canSkip: true,
    canUnskip: false,
    canChangePayment: true,
    items: MEALS.map((title, i) => ({
      id: `OrderItem:${i + 1}`,
      portionSize: 'standard',
      pickedForYou: null,
      meal: { id: `Meal:${i + 1}`, title },
    })),
    total: { formatted: 'EGP 996', piasters: 99_600 },
    ...overrides,
  };
}

function entry(databaseId: number, order: Record<string, unknown> | null, restriction: string | null = null) {
  return {
    restriction,
    week: {
      id: `Week:${databaseId}`,
      databaseId,
      label: `Week ${databaseId}`,
      startDate: '2026-11-28',
      endDate: '2026-12-04',
      deliveryDate: '2026-12-05',
      orderDeadline: '2026-12-01T21:59:00.000Z',
    },
    order,
  };
}

/** Renders the tab and answers its query with `entries` (and `more` types); mutations are answered by the test. */
function renderTab(
  entries: ReturnType<typeof entry>[],
  more: MockPayloadGenerator.MockResolvers = {},
  locale: 'en' | 'ar' = 'en',
) {
  const environment = createMockEnvironment();
  renderWithProviders(
    <>
      <Suspense fallback={<p>Loading</p>}>
        <UpcomingMealsTab queryRef={loadQuery<UpcomingMealsTabQuery>(environment, upcomingMealsTabQuery, {})} />
      </Suspense>
      <Toaster />
    </>,
    { path: '/account', environment, locale },
  );
  act(() => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        ViewerUpcomingWeeksConnection: () => ({ edges: entries.map((node) => ({ node })) }),
        ...more,
      }),
    );
  });
  return environment;
}

const card = (label: string) => screen.getByRole('listitem', { name: label });

describe('Upcoming Meals', () => {
  it('shows an open week with its meals, deadline and every action', async () => {
    renderTab([entry(3, openOrder())]);
    const week = await screen.findByRole('listitem', { name: 'Week 3' });
    expect(within(week).getByRole('heading', { name: 'Delivery Saturday 5 December' })).toBeTruthy();
    const meals = within(week).getByRole('list', { name: 'Meals' });
    expect(
      within(meals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(MEALS.map((title) => `${title}Standard`));
    expect(within(week).getByText('EGP 996 · Card')).toBeTruthy();
    expect(within(week).getByText(/Changes possible until Tuesday 1 December/)).toBeTruthy();
    for (const name of ['Edit Meals', 'Edit Delivery', 'Edit Payment', 'Skip Delivery']) {
      expect(within(week).getByRole('button', { name })).toBeTruthy();
    }
    expect(within(week).queryByRole('button', { name: 'Unskip Delivery' })).toBeNull();
    expect(within(week).getByText('Awaiting payment')).toBeTruthy();
  });

  it('after the deadline says so and offers no edits', async () => {
    renderTab([
      entry(
        3,
        openOrder({
          paymentStatus: 'confirmed',
          isDeadlinePassed: true,
          canEdit: false,
          canSkip: false,
          canChangePayment: false,
        }),
      ),
    ]);
    const week = await screen.findByRole('listitem', { name: 'Week 3' });
    expect(within(week).getByText(DEADLINE_PASSED_TEXT)).toBeTruthy();
    expect(DEADLINE_PASSED_TEXT).toBe('Order deadline has passed. You can no longer modify this order.');
    expect(within(week).queryAllByRole('button')).toEqual([]);
    expect(within(week).getByText('Paid')).toBeTruthy();
  });

  it('a skipped week says "This delivery is skipped", hides the meals and offers Unskip', async () => {
    renderTab([entry(4, openOrder({ status: 'skipped', canEdit: false, canSkip: false, canUnskip: true }))]);
    const week = await screen.findByRole('listitem', { name: 'Week 4' });
    expect(within(week).getByText(SKIPPED_TEXT)).toBeTruthy();
    expect(SKIPPED_TEXT).toBe('This delivery is skipped');
    expect(within(week).queryByRole('list', { name: 'Meals' })).toBeNull();
    expect(within(week).getByRole('button', { name: 'Unskip Delivery' })).toBeTruthy();
    expect(within(week).queryByRole('button', { name: 'Edit Meals' })).toBeNull();
    expect(within(week).queryByRole('button', { name: 'Skip Delivery' })).toBeNull();
    // Nothing to pay for a skipped week: no "Awaiting payment", no total, no Edit Payment.
    expect(within(week).getByText('Skipped')).toBeTruthy();
    expect(within(week).queryByText('Awaiting payment')).toBeNull();
    expect(within(week).queryByText(/EGP 996/)).toBeNull();
    expect(within(week).queryByRole('button', { name: 'Edit Payment' })).toBeNull();
  });

  it('one badge rule for every tab: Paid is green, a skipped week is "Skipped"', () => {
    expect(orderBadge({ status: 'selected', paymentStatus: 'confirmed' })).toEqual({ label: 'Paid', color: 'green' });
    expect(PAYMENT_STATUS_COLORS.confirmed).toBe('green');
    expect(orderBadge({ status: 'skipped', paymentStatus: 'pending' })).toEqual({ label: 'Skipped', color: 'gray' });
    expect(orderBadge({ status: 'selected', paymentStatus: 'failed' })).toEqual({
      label: 'Payment failed',
      color: 'red',
    });
  });

  it('Edit Delivery on a paid order shows the address and offers only the slot', async () => {
    // The profile's address comes with the tab's query: the dialog asks for nothing more.
    const environment = renderTab(
      [entry(3, openOrder({ paymentStatus: 'confirmed', canSkip: false, canChangePayment: false }))],
      {
        CustomerAddress: () => ({
          name: 'Mona',
          street: '26 July Street',
          building: '4',
          floor: '',
          apartment: '',
          area: 'Zamalek',
          landmark: 'Next to Diwan bookstore',
        }),
        Viewer: () => ({ phone: '+201012345678' }),
      },
    );
    const week = await screen.findByRole('listitem', { name: 'Week 3' });
    fireEvent.click(within(week).getByRole('button', { name: 'Edit Delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Delivery' });
    // The phone is isolated left to right (a <bdi>), so the line is read whole.
    const address = await within(dialog).findByRole('region', { name: 'Delivery address' });
    expect(address.textContent).toMatch(
      /Mona, 26 July Street, Building 4, Zamalek, Next to Diwan bookstore · \+201012345678/,
    );
    expect(within(address).getByText('+201012345678').getAttribute('dir')).toBe('ltr');
    expect(within(dialog).getByText('This order is paid, so only its delivery slot can change.')).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: 'Meals per week' })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: 'Portion size' })).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'Delivery slot' })).toBeTruthy();
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  it('a cancelled subscription shows "Subscription needed"; a used trial "Start subscription"', async () => {
    renderTab([entry(5, null, 'subscription_needed'), entry(6, null, 'start_subscription')]);
    const needed = await screen.findByRole('listitem', { name: 'Week 5' });
    expect(within(needed).getByText('Subscription needed')).toBeTruthy();
    expect(within(needed).queryAllByRole('button')).toEqual([]);
    const trial = card('Week 6');
    const start = within(trial).getByRole('link', { name: 'Start subscription' });
    expect(start.getAttribute('href')).toBe('/menu/6?fromAccount=true');
    expect(within(trial).queryAllByRole('button')).toEqual([]);
  });

  it("a cancelled subscriber's paid week shows its meals and promises no changes", async () => {
    renderTab([
      entry(3, openOrder({ paymentStatus: 'confirmed', canEdit: false, canSkip: false, canChangePayment: false })),
    ]);
    const week = await screen.findByRole('listitem', { name: 'Week 3' });
    expect(within(week).getByRole('list', { name: 'Meals' })).toBeTruthy();
    expect(within(week).queryByText(/Changes possible until/)).toBeNull();
    expect(within(week).queryAllByRole('button')).toEqual([]);
  });

  it('reads in Arabic on /ar: the week by its dates, Arabic-Indic digits, the price in pounds, the dialogs', async () => {
    renderTab([entry(3, openOrder())], {}, 'ar');
    // The card is named by the week's dates in Arabic, not the server's English label.
    const week = await screen.findByRole('listitem', { name: '٢٨ نوفمبر – ٤ ديسمبر ٢٠٢٦' });
    expect(within(week).getByRole('heading', { name: 'توصيل السبت، ٥ ديسمبر' })).toBeTruthy();
    expect(within(week).getByText(/٤ وجبات/)).toBeTruthy();
    expect(within(week).getByText(/يمكنك التعديل حتى الثلاثاء، ١ ديسمبر/)).toBeTruthy();
    expect(within(week).getByText('في انتظار الدفع')).toBeTruthy();
    expect(within(week).getByText(/٩٩٦ ج\.م\./)).toBeTruthy();
    for (const name of ['تعديل الوجبات', 'تعديل التوصيل', 'تعديل الدفع', 'تخطّي التوصيل']) {
      expect(within(week).getByRole('button', { name })).toBeTruthy();
    }
    fireEvent.click(within(week).getByRole('button', { name: 'تخطّي التوصيل' }));
    const dialog = await screen.findByRole('dialog', { name: 'تخطّي التوصيل' });
    expect(within(dialog).getByText(/هل تريد تخطّي توصيل السبت، ٥ ديسمبر؟/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeTruthy();
  });

  it('says so when there is no upcoming delivery', async () => {
    renderTab([]);
    expect(await screen.findByText('No upcoming deliveries.')).toBeTruthy();
  });

  it('skips only after the confirmation, at once, and rolls back when the server fails', async () => {
    const environment = renderTab([entry(3, openOrder())]);
    const week = await screen.findByRole('listitem', { name: 'Week 3' });
    fireEvent.click(within(week).getByRole('button', { name: 'Skip Delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skip Delivery' });
    expect(within(dialog).getByText(/Skipping is free until the deadline/)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip Delivery' }));

    // Optimistic: skipped before the server answers.
    expect(await within(week).findByText(SKIPPED_TEXT)).toBeTruthy();
    const [operation] = environment.mock.getAllOperations();
    expect(operation!.request.node.params.name).toBe('UpcomingWeekCardSkipMutation');
    expect(operation!.request.variables).toEqual({ input: { orderId: 'Order:11' } });

    act(() => environment.mock.reject(operation!, new Error('offline')));
    await waitFor(() => expect(within(week).queryByText(SKIPPED_TEXT)).toBeNull());
    expect(within(week).getByRole('list', { name: 'Meals' })).toBeTruthy();
    expect(within(week).getByRole('button', { name: 'Skip Delivery' })).toBeTruthy();
    expect(await screen.findByText("We couldn't skip this delivery. Please try again.")).toBeTruthy();
  });

  it('confirms a skip the server accepted, as every save does', async () => {
    const environment = renderTab([entry(3, openOrder())]);
    const week = await screen.findByRole('listitem', { name: 'Week 3' });
    fireEvent.click(within(week).getByRole('button', { name: 'Skip Delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skip Delivery' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip Delivery' }));
    const [operation] = environment.mock.getAllOperations();
    act(() =>
      environment.mock.resolve(
        operation!,
        MockPayloadGenerator.generate(operation!, {
          OrderSkipPayload: () => ({ order: openOrder({ status: 'skipped', canEdit: false, canSkip: false }) }),
        }),
      ),
    );
    expect(await screen.findByText('Delivery skipped')).toBeTruthy();
  });

  it('unskips at once and rolls back when the server refuses', async () => {
    const environment = renderTab([
      entry(4, openOrder({ status: 'skipped', canEdit: false, canSkip: false, canUnskip: true })),
    ]);
    const week = await screen.findByRole('listitem', { name: 'Week 4' });
    fireEvent.click(within(week).getByRole('button', { name: 'Unskip Delivery' }));
    expect(await within(week).findByRole('list', { name: 'Meals' })).toBeTruthy();
    expect(within(week).queryByText(SKIPPED_TEXT)).toBeNull();

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('UpcomingWeekCardUnskipMutation');
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          orderUnskip: {
            __typename: 'ConflictError',
            message: 'Order deadline has passed. You can no longer modify this order.',
          },
        },
      }),
    );
    expect(await within(week).findByText(SKIPPED_TEXT)).toBeTruthy();
    expect(within(week).getByRole('button', { name: 'Unskip Delivery' })).toBeTruthy();
    expect(await screen.findByText("We couldn't unskip this delivery. Please try again.")).toBeTruthy();
  });
});
