import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadQuery } from 'react-relay/hooks';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { MealFormDialogQuery } from '../../../__generated__/MealFormDialogQuery.graphql.ts';
import { answerQuery } from '../../../../test/preloadedPanel.tsx';
import { renderWithProviders } from '../../../../test/render.tsx';
import { MealFormDialog, mealFormDialogQuery } from './MealFormDialog.tsx';

const lastOperation = async (environment: ReturnType<typeof createMockEnvironment>, name: string) => {
  await waitFor(() => expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe(name));
  return environment.mock.getMostRecentOperation();
};

describe('the meal form in English and Arabic', () => {
  it('puts each text and its Arabic side by side, the Arabic typed right to left, and sends both', async () => {
    const environment = createMockEnvironment();
    renderWithProviders(<MealFormDialog meal={null} onClose={vi.fn()} onSaved={vi.fn()} />, { environment });
    const form = await screen.findByRole('form', { name: 'Add meal' });
    for (const label of ['Title in Arabic', 'Description in Arabic', 'Ingredients in Arabic']) {
      const input = within(form).getByLabelText(label);
      expect([input.getAttribute('lang'), input.getAttribute('dir')], label).toEqual(['ar', 'rtl']);
    }
    expect(
      within(form)
        .getByLabelText(/^Title(?! in Arabic)/)
        .getAttribute('dir'),
    ).toBe('ltr');

    fireEvent.change(within(form).getByLabelText(/^Title(?! in Arabic)/), { target: { value: 'Koshari' } });
    fireEvent.change(within(form).getByLabelText('Title in Arabic'), { target: { value: ' كشري ' } });
    fireEvent.change(within(form).getByLabelText(/^Description(?! in Arabic)/), {
      target: { value: 'Rice and lentils' },
    });
    fireEvent.change(within(form).getByLabelText('Description in Arabic'), { target: { value: 'أرز وعدس' } });
    fireEvent.change(within(form).getByLabelText('Ingredients in Arabic'), { target: { value: 'أرز، عدس' } });
    fireEvent.change(within(form).getByLabelText('Image URL'), { target: { value: '/images/koshari.jpg' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Meal' }));

    const create = await lastOperation(environment, 'MealFormDialogCreateMutation');
    expect(create.request.variables.input.meal).toMatchObject({
      title: 'Koshari',
      titleAr: 'كشري',
      description: 'Rice and lentils',
      descriptionAr: 'أرز وعدس',
      ingredients: '',
      ingredientsAr: 'أرز، عدس',
    });
  });

  it('edits a meal from its texts as stored (English and Arabic), whatever the page language', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<MealFormDialogQuery>(environment, mealFormDialogQuery, { id: 'Meal:1' });
    renderWithProviders(<MealFormDialog meal={queryRef} onClose={vi.fn()} onSaved={vi.fn()} />, { environment });
    await answerQuery(environment, 'MealFormDialogQuery', {
      node: {
        __typename: 'Meal',
        id: 'Meal:1',
        // The answer's keys are the query's aliases (`title: titleEn`).
        title: 'Fattah',
        titleAr: 'فتة',
        description: 'Rice, bread and beef',
        descriptionAr: '',
        category: 'main',
        ingredients: 'rice, bread, beef',
        ingredientsAr: 'أرز، عيش، لحمة',
        imageUrl: '/images/fattah.jpg',
        standard: { calories: 700, protein: 40 },
        large: { calories: 1050, protein: 60 },
        price: { pounds: 249 },
      },
    });
    const form = await screen.findByRole('form', { name: 'Edit meal' });
    expect(within(form).getByLabelText(/^Title(?! in Arabic)/)).toHaveProperty('value', 'Fattah');
    expect(within(form).getByLabelText('Title in Arabic')).toHaveProperty('value', 'فتة');
    expect(within(form).getByLabelText('Description in Arabic')).toHaveProperty('value', '');
    expect(within(form).getByLabelText(/^Ingredients(?! in Arabic)/)).toHaveProperty('value', 'rice, bread, beef');
    expect(within(form).getByLabelText('Ingredients in Arabic')).toHaveProperty('value', 'أرز، عيش، لحمة');

    fireEvent.change(within(form).getByLabelText('Description in Arabic'), { target: { value: 'فتة باللحمة' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    const update = await lastOperation(environment, 'MealFormDialogUpdateMutation');
    expect(update.request.variables.input).toMatchObject({
      id: 'Meal:1',
      meal: { title: 'Fattah', titleAr: 'فتة', descriptionAr: 'فتة باللحمة', ingredientsAr: 'أرز، عيش، لحمة' },
    });
  });
});
