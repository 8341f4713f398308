import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { preloadQuery, renderWithProviders } from '../../../test/render.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import ProfileTab from './ProfileTab.tsx';
import profileTabQuery, { type ProfileTabQuery } from '../../__generated__/ProfileTabQuery.graphql.ts';

const VIEWER = {
  foodProfile: { avoidAllergens: ['sesame'], followDiets: [], dislikedIngredients: ['okra'] },
  name: 'Salma Adel',
  email: 'salma@example.com',
  phone: '+201012345678',
  address: {
    name: 'Salma',
    street: '26 July St',
    apartment: '5',
    building: '12',
    floor: '2',
    area: 'Zamalek',
    landmark: '',
    deliveryNotes: '',
  },
};

/** Renders the tab; the profile and area queries are answered, mutations by `answer` (or left pending). */
function renderProfile(answer?: (operation: OperationDescriptor) => unknown, locale: 'en' | 'ar' = 'en') {
  const environment = createMockEnvironment();
  const sent: OperationDescriptor[] = [];
  for (let i = 0; i < 4; i += 1) {
    environment.mock.queueOperationResolver((operation) => {
      const name = operation.request.node.params.name;
      // Answered from the schema's types: the profile and the areas the profile may choose.
      if (name === 'ProfileTabQuery') {
        return MockPayloadGenerator.generate(operation, {
          Viewer: () => VIEWER,
          Neighborhood: () => ({ name: 'Zamalek', displayName: 'Zamalek', city: 'Cairo', isServiced: true }),
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

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

describe('Profile', () => {
  it('reads in Arabic on /ar, the e-mail and phone typed left to right, and says what is missing in Arabic', async () => {
    renderProfile(undefined, 'ar');
    const name = (await screen.findByRole('textbox', { name: /^الاسم\s*\*?$/ })) as HTMLInputElement;
    expect(name.value).toBe('Salma Adel');
    expect(field('البريد الإلكتروني').getAttribute('dir')).toBe('ltr');
    expect(field('الهاتف').getAttribute('dir')).toBe('ltr');
    expect(field('الشارع').value).toBe('26 July St');
    // Free text takes the direction of what is typed: "26 July St" is not turned into "July St 26".
    expect(field('الشارع').getAttribute('dir')).toBe('auto');
    fireEvent.change(name, { target: { value: '' } });
    type('البريد الإلكتروني', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'حفظ الملف الشخصي' }));
    expect(await screen.findByText('الاسم مطلوب')).toBeTruthy();
    expect(screen.getByText('من فضلك أدخل بريدًا إلكترونيًا صحيحًا')).toBeTruthy();
  });

  it('shows the saved name, e-mail, phone and address', async () => {
    renderProfile();
    expect((await screen.findByRole('textbox', { name: /^Name/ })).getAttribute('value')).toBe('Salma Adel');
    expect(field('Email').value).toBe('salma@example.com');
    expect(field('Phone').value).toBe('1012345678');
    expect(field('Street').value).toBe('26 July St');
    expect(screen.getByText('Valid Egyptian mobile number')).toBeTruthy();
  });

  it('names each invalid field under it and sends nothing', async () => {
    const { sent } = renderProfile();
    await screen.findByRole('textbox', { name: /^Name/ });
    type('Name', '  ');
    type('Email', 'salma@');
    type('Phone', '0131');
    save();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Egyptian mobile numbers start with 010, 011, 012 or 015')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
  });

  it('sends the profile with the address and says it is saved', async () => {
    const { sent } = renderProfile(() => ({
      data: {
        profileUpdate: {
          __typename: 'ProfileUpdatePayload',
          viewer: { id: 'Viewer:1', ...VIEWER, name: 'Salma A.' },
        },
      },
    }));
    await screen.findByRole('textbox', { name: /^Name/ });
    type('Name', 'Salma A.');
    type('Phone', '010 1234 5678');
    save();
    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(sent[0]!.request.variables).toEqual({
      input: {
        name: 'Salma A.',
        email: 'salma@example.com',
        phone: '+201012345678',
        address: { ...VIEWER.address },
      },
    });
  });

  it("shows the server's refusal under the field it names, with no bare Error toast", async () => {
    renderProfile(() => ({
      data: {
        profileUpdate: {
          __typename: 'ValidationError',
          __isError: 'ValidationError',
          message: "We don't deliver to Zamalek yet. Please choose a served area.",
          issues: [
            { path: ['address', 'area'], message: "We don't deliver to Zamalek yet. Please choose a served area." },
          ],
        },
      },
    }));
    await screen.findByRole('textbox', { name: /^Name/ });
    save();
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByText("We don't deliver to Zamalek yet. Please choose a served area.")).toHaveLength(1),
    );
    expect(screen.queryByText('Error')).toBeNull();
  });

  it('refuses an empty street as the checkout does, under the field, and sends nothing', async () => {
    const { sent } = renderProfile();
    await screen.findByRole('textbox', { name: /^Name/ });
    type('Street', '   ');
    save();
    expect(
      await screen.findByText('Missing information: Please fill in all required delivery information'),
    ).toBeTruthy();
    expect(field('Street').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Error')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('an e-mail already registered is shown under Email', async () => {
    const taken = 'This email is already registered. Please use a different email or login with your existing account.';
    renderProfile(() => ({
      data: { profileUpdate: { __typename: 'ConflictError', __isError: 'ConflictError', message: taken } },
    }));
    await screen.findByRole('textbox', { name: /^Name/ });
    type('Email', 'taken@example.com');
    save();
    // Under the field only: no toast repeating it.
    await waitFor(() => expect(screen.getAllByText(taken)).toHaveLength(1));
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('a network failure shows the Error notice with a retry message', async () => {
    renderProfile(() => new Error('offline'));
    await screen.findByRole('textbox', { name: /^Name/ });
    await act(async () => save());
    expect(await screen.findByText("We couldn't update your profile. Please try again.")).toBeTruthy();
  });

  describe('Food preferences', () => {
    const foodForm = async () => within(await screen.findByRole('form', { name: 'Food preferences' }));
    // The checkbox tells its root of a change a tick after the click.
    const tick = async (form: ReturnType<typeof within>, group: string, name: string) => {
      const box = form.getByRole('group', { name: group });
      fireEvent.click(within(box).getByRole('checkbox', { name }));
      await waitFor(() => expect((within(box).getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(true));
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    };
    const saveFood = (form: ReturnType<typeof within>) =>
      fireEvent.click(form.getByRole('button', { name: 'Save food preferences' }));

    it('shows the saved choices in their groups and sends the ticked ones, then says they are saved', async () => {
      const { sent } = renderProfile(() => ({
        data: { foodProfileUpdate: { __typename: 'ProfileUpdatePayload', viewer: { id: 'Viewer:1', ...VIEWER } } },
      }));
      const form = await foodForm();
      const allergens = within(form.getByRole('group', { name: 'Allergens to avoid' }));
      expect((allergens.getByRole('checkbox', { name: 'Sesame' }) as HTMLInputElement).checked).toBe(true);
      expect((allergens.getByRole('checkbox', { name: 'Gluten' }) as HTMLInputElement).checked).toBe(false);
      await tick(form, 'Allergens to avoid', 'Gluten');
      await tick(form, 'Diets I follow', 'Vegan');
      saveFood(form);
      expect(await screen.findByText('Food preferences saved')).toBeTruthy();
      expect(sent[0]!.request.variables).toEqual({
        input: { avoidAllergens: ['sesame', 'gluten'], followDiets: ['vegan'], dislikedIngredients: ['okra'] },
      });
    });

    it("shows the server's refusal beside the form", async () => {
      renderProfile(() => ({
        data: {
          foodProfileUpdate: {
            __typename: 'ValidationError',
            __isError: 'ValidationError',
            message: 'Invalid input',
            issues: [{ path: ['dislikedIngredients'], message: 'At most 20 disliked ingredients' }],
          },
        },
      }));
      const form = await foodForm();
      saveFood(form);
      expect((await form.findByRole('alert')).textContent).toBe('At most 20 disliked ingredients');
    });

    it('a network failure shows the Error notice with a retry message', async () => {
      renderProfile(() => new Error('offline'));
      const form = await foodForm();
      await act(async () => saveFood(form));
      expect(await screen.findByText("We couldn't save your food preferences. Please try again.")).toBeTruthy();
    });
  });
});
