import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, preloadQuery, renderWithProviders, type MockEnvironment } from '../../../test/render.tsx';
import neighborhoodsQuery, {
  type EligibilityDialogNeighborhoodsQuery,
} from '../../__generated__/EligibilityDialogNeighborhoodsQuery.graphql.ts';
import { PRE_ONBOARDING_KEYS } from '../../lib/storage.ts';
import { Toaster } from '../ui/toaster.tsx';
import EligibilityDialog from './EligibilityDialog.tsx';
import { EligibilityProvider } from './EligibilityProvider.tsx';
import { useGetStarted } from '../GetStarted.tsx';

const NEIGHBORHOODS = [
  { id: 'Neighborhood:1', name: 'Maadi', displayName: 'Maadi', city: 'Cairo', isServiced: true },
  { id: 'Neighborhood:2', name: 'Sheikh Zayed', displayName: 'Sheikh Zayed', city: 'Giza', isServiced: false },
];

type CheckAnswer =
  | {
      __typename: 'EligibilityCheckPayload';
      success: boolean;
      redirectToLogin: boolean;
      message: string;
      field?: string | null;
    }
  | { __typename: 'RateLimitError'; message: string }
  | Error;

/**
 * Answers the dialog's operations; `check` decides the eligibility result. Returns the names
 * of the operations sent, in order, and the eligibility check's variables. (A queued
 * resolver answers one operation, so one is queued for each operation the dialog may send.)
 */
function serve(environment: MockEnvironment, check: CheckAnswer, logoutFails = false) {
  const sent: string[] = [];
  const checkInputs: unknown[] = [];
  const resolve = (operation: OperationDescriptor) => {
    sent.push(operation.request.node.params.name);
    if (operation.request.node.params.name === 'EligibilityDialogCheckMutation')
      checkInputs.push(operation.request.variables);
    switch (operation.request.node.params.name) {
      case 'EligibilityDialogNeighborhoodsQuery':
        return { data: { neighborhoods: NEIGHBORHOODS } };
      case 'EligibilityDialogLogoutMutation':
        return logoutFails ? new Error('offline') : { data: { customerLogout: { success: true } } };
      case 'EligibilityDialogCheckMutation':
        return check instanceof Error ? check : { data: { eligibilityCheck: { field: null, ...check } } };
      case 'EligibilityDialogRequestMutation':
        checkInputs.push(operation.request.variables);
        return {
          data: {
            invitationRequest: {
              __typename: 'EligibilityCheckPayload',
              success: true,
              redirectToLogin: false,
              message:
                "Thank you! We've noted your request and will e-mail nour@example.com an invitation code as soon as a place opens up.",
            },
          },
        };
      default:
        return null;
    }
  };
  // The mock drops every queued copy of a function once it answers, so each is a new closure.
  for (let i = 0; i < 6; i += 1) environment.mock.queueOperationResolver((operation) => resolve(operation));
  return { sent, checkInputs };
}

function renderDialog(check: CheckAnswer, options: { logoutFails?: boolean; locale?: 'en' | 'ar' } = {}) {
  const environment = createMockEnvironment();
  const { sent, checkInputs } = serve(environment, check, options.logoutFails);
  const onClose = vi.fn();
  const result = renderWithProviders(
    <>
      <EligibilityDialog
        open
        onClose={onClose}
        neighborhoods={preloadQuery<EligibilityDialogNeighborhoodsQuery>(environment, neighborhoodsQuery)}
      />
      <Toaster />
    </>,
    { path: '/', environment, locale: options.locale },
  );
  return { ...result, onClose, sent, checkInputs };
}

async function fillForm({ email = 'nour@example.com', neighborhood = 'Maadi', code = 'welcome2025' } = {}) {
  const select = await screen.findByRole('combobox', { name: /Neighborhood/ });
  await waitFor(() => expect(within(select).queryByRole('option', { name: neighborhood })).toBeTruthy());
  fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: email } });
  fireEvent.change(select, { target: { value: neighborhood } });
  fireEvent.change(screen.getByRole('textbox', { name: /Invitation Code/ }), { target: { value: code } });
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('EligibilityDialog form', () => {
  it('shows the form with its fields and buttons, and upper-cases the code as typed', async () => {
    renderDialog({ __typename: 'EligibilityCheckPayload', success: true, redirectToLogin: false, message: '' });
    expect(await screen.findByRole('heading', { name: 'Join MealBox' })).toBeTruthy();
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email.getAttribute('type')).toBe('email');
    const code = screen.getByRole('textbox', { name: /Invitation Code/ });
    fireEvent.change(code, { target: { value: 'welcome2025' } });
    expect((code as HTMLInputElement).value).toBe('WELCOME2025');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(continueButton()).toBeTruthy();
  });

  it('with an empty field, toasts Missing Information and sends nothing', async () => {
    const { sent } = renderDialog({
      __typename: 'EligibilityCheckPayload',
      success: true,
      redirectToLogin: false,
      message: '',
    });
    await fillForm({ code: '   ' });
    fireEvent.click(continueButton());
    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(screen.getByText('Please fill in all fields to continue.')).toBeTruthy();
    expect(sent).toEqual(['EligibilityDialogNeighborhoodsQuery']);
    expect(screen.getByRole('heading', { name: 'Join MealBox' })).toBeTruthy();
  });

  it('warns in amber about an unserviced neighbourhood and still submits', async () => {
    const { sent } = renderDialog({
      __typename: 'EligibilityCheckPayload',
      success: false,
      redirectToLogin: false,
      message: "We don't deliver to Sheikh Zayed yet. You're on our waitlist.",
    });
    await fillForm({ neighborhood: 'Sheikh Zayed' });
    expect(
      screen.getByText(
        "Sorry, we don't currently deliver to Sheikh Zayed. We've added you to our waitlist and will notify you when we expand service to your area.",
      ),
    ).toBeTruthy();
    fireEvent.click(continueButton());
    expect(await screen.findByRole('heading', { name: "We're Not There Yet" })).toBeTruthy();
    expect(sent).toContain('EligibilityDialogCheckMutation');
  });
});

describe('EligibilityDialog in Arabic', () => {
  it('reads in Arabic: title, fields, buttons, the amber warning and a server answer it knows', async () => {
    renderDialog(
      {
        __typename: 'EligibilityCheckPayload',
        success: false,
        redirectToLogin: false,
        message:
          "Sorry, we don't currently deliver to Sheikh Zayed. We've added you to our waitlist and will notify you when we expand service to your area.",
      },
      { locale: 'ar' },
    );
    expect(await screen.findByRole('heading', { name: 'انضم إلى MealBox' })).toBeTruthy();
    const select = await screen.findByRole('combobox', { name: /الحي/ });
    await waitFor(() => expect(within(select).queryByRole('option', { name: 'Sheikh Zayed' })).toBeTruthy());
    fireEvent.change(screen.getByRole('textbox', { name: /البريد الإلكتروني/ }), {
      target: { value: 'nour@example.com' },
    });
    fireEvent.change(select, { target: { value: 'Sheikh Zayed' } });
    expect(
      screen.getByText(
        'عذرًا، لا نوصّل حاليًا إلى Sheikh Zayed. أضفناك إلى قائمة الانتظار وسنخبرك عندما نبدأ التوصيل إلى منطقتك.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ليس لديّ رمز' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeTruthy();
    // Nothing in the code field: the toast says so in Arabic.
    fireEvent.click(screen.getByRole('button', { name: 'متابعة' }));
    expect(await screen.findByText('بيانات ناقصة')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /رمز الدعوة/ }), { target: { value: 'welcome1' } });
    fireEvent.click(screen.getByRole('button', { name: 'متابعة' }));
    expect(await screen.findByRole('heading', { name: 'لم نصل إلى منطقتك بعد' })).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('status').textContent).toBe(
      'عذرًا، لا نوصّل حاليًا إلى Sheikh Zayed. أضفناك إلى قائمة الانتظار وسنخبرك عندما نبدأ التوصيل إلى منطقتك.',
    );
  });
});

describe('EligibilityDialog results', () => {
  it('logs out first, then on success shows Welcome, stores the answers and goes to /meal-plans after 2 s', async () => {
    const { onClose, sent, checkInputs } = renderDialog({
      __typename: 'EligibilityCheckPayload',
      success: true,
      redirectToLogin: false,
      message: 'Eligible',
    });
    await fillForm();
    fireEvent.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getByText("Great! You're eligible. Redirecting you to meal plans...")).toBeTruthy();

    expect(sent.slice(-2)).toEqual(['EligibilityDialogLogoutMutation', 'EligibilityDialogCheckMutation']);
    expect(checkInputs).toEqual([
      {
        input: { email: 'nour@example.com', neighborhood: 'Maadi', invitationCode: 'WELCOME2025' },
      },
    ]);
    for (const store of [localStorage, sessionStorage]) {
      expect(store.getItem(PRE_ONBOARDING_KEYS.email)).toBe('nour@example.com');
      expect(store.getItem(PRE_ONBOARDING_KEYS.neighborhood)).toBe('Maadi');
      expect(store.getItem(PRE_ONBOARDING_KEYS.invitationCode)).toBe('WELCOME2025');
    }

    // Not yet: the redirect waits 2000 ms.
    expect(currentLocation()).toBe('/');
    await waitFor(() => expect(currentLocation()).toBe('/meal-plans'), { timeout: 3000 });
    expect(onClose).toHaveBeenCalled();
  });

  it('still validates when the logout call fails', async () => {
    renderDialog(
      { __typename: 'EligibilityCheckPayload', success: true, redirectToLogin: false, message: '' },
      { logoutFails: true },
    );
    await fillForm();
    fireEvent.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
  });

  it('a wrong code is an error under the code field, values kept, cleared by editing the code', async () => {
    const message =
      'That invitation code isn\'t valid or has no places left. Check it and try again, or choose "I don\'t have a code".';
    renderDialog({
      __typename: 'EligibilityCheckPayload',
      success: false,
      redirectToLogin: false,
      message,
      field: 'invitationCode',
    });
    await fillForm({ code: 'welcome1' });
    fireEvent.click(continueButton());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Join MealBox' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: "We're Not There Yet" })).toBeNull();
    const code = screen.getByRole('textbox', { name: /Invitation Code/ }) as HTMLInputElement;
    expect(code.value).toBe('WELCOME1');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement).value).toBe('nour@example.com');
    expect((screen.getByRole('combobox', { name: /Neighborhood/ }) as HTMLSelectElement).value).toBe('Maadi');
    fireEvent.change(code, { target: { value: 'WELCOME10' } });
    expect(screen.queryByText(message)).toBeNull();
  });

  it('"I don\'t have a code" asks for an invitation with the e-mail and area kept', async () => {
    const { checkInputs, onClose } = renderDialog({
      __typename: 'EligibilityCheckPayload',
      success: true,
      redirectToLogin: false,
      message: '',
    });
    await fillForm({ code: '' });
    fireEvent.click(screen.getByRole('button', { name: "I don't have a code" }));
    expect(await screen.findByRole('heading', { name: 'Ask for an invitation' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement).value).toBe('nour@example.com');
    expect(screen.queryByRole('textbox', { name: /Invitation Code/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Request Invitation' }));
    expect(await screen.findByRole('heading', { name: "You're on the list" })).toBeTruthy();
    expect(screen.getByText(/will e-mail nour@example.com an invitation code/)).toBeTruthy();
    expect(checkInputs).toEqual([{ input: { email: 'nour@example.com', neighborhood: 'Maadi' } }]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('on rejection (an area we do not serve) shows the server message and a Close button', async () => {
    const { onClose } = renderDialog({
      __typename: 'EligibilityCheckPayload',
      success: false,
      redirectToLogin: false,
      message: "Sorry, we don't currently deliver to Sheikh Zayed.",
    });
    await fillForm();
    fireEvent.click(continueButton());
    expect(await screen.findByRole('heading', { name: "We're Not There Yet" })).toBeTruthy();
    expect(screen.getByText("Sorry, we don't currently deliver to Sheikh Zayed.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(localStorage.getItem(PRE_ONBOARDING_KEYS.email)).toBeNull();
  });

  it('for a registered e-mail stays on the form with the message under the field, cleared by editing', async () => {
    const message =
      'This email is already registered. Please use a different email or login with your existing account.';
    renderDialog({ __typename: 'EligibilityCheckPayload', success: false, redirectToLogin: true, message });
    await fillForm();
    fireEvent.click(continueButton());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Join MealBox' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'other@example.com' } });
    expect(screen.queryByText(message)).toBeNull();
  });

  it('on a network failure toasts the generic error and stays on the form', async () => {
    renderDialog(new Error('Failed to fetch'));
    await fillForm();
    fireEvent.click(continueButton());
    expect(await screen.findByText('Failed to validate your information. Please try again.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Join MealBox' })).toBeTruthy();
  });
});

describe('EligibilityProvider', () => {
  function Opener() {
    const getStarted = useGetStarted();
    return <button onClick={getStarted}>Get Started</button>;
  }

  it('opens a fresh form on every Get Started', async () => {
    const environment = createMockEnvironment();
    serve(environment, { __typename: 'EligibilityCheckPayload', success: true, redirectToLogin: false, message: '' });
    renderWithProviders(
      <EligibilityProvider>
        <Opener />
      </EligibilityProvider>,
      { environment },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    // The neighbourhoods are asked for with the press, before the dialog's code has rendered.
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).toEqual([
      'EligibilityDialogNeighborhoodsQuery',
    ]);
    expect(screen.queryByRole('textbox', { name: /Email/ })).toBeNull();
    fireEvent.change(await screen.findByRole('textbox', { name: /Email/ }), { target: { value: 'a@b.eg' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Get Started', hidden: true }));
    await waitFor(() => {
      const fields = screen.getAllByRole('textbox', { name: /Email/ });
      expect((fields.at(-1) as HTMLInputElement).value).toBe('');
    });
  });
});

// After the provider's tests: the dialog's code is loaded by then (they check it is not, at first).
describe('EligibilityProvider and the share link', () => {
  function Opener() {
    const getStarted = useGetStarted();
    return <button onClick={getStarted}>Get Started</button>;
  }

  it("a friend's share link (/?invite=CODE) opens the dialog with the code filled in", async () => {
    const environment = createMockEnvironment();
    serve(environment, { __typename: 'EligibilityCheckPayload', success: true, redirectToLogin: false, message: '' });
    window.history.replaceState(null, '', '/?invite=mona4821');
    try {
      renderWithProviders(
        <EligibilityProvider>
          <Opener />
        </EligibilityProvider>,
        { environment },
      );
      const code = await screen.findByRole('textbox', { name: /Invitation Code/i });
      expect((code as HTMLInputElement).value).toBe('MONA4821');
      expect((screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement).value).toBe('');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
