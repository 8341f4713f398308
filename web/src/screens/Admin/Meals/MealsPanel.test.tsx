import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { MealsPanelQuery } from '../../../__generated__/MealsPanelQuery.graphql.ts';
import { answerQuery, preloadedPanel } from '../../../../test/preloadedPanel.tsx';
import { renderWithProviders } from '../../../../test/render.tsx';
import MealsPanel, { mealsPanelQuery } from './MealsPanel.tsx';

const meal = (id: number, title: string, categoryLabel: string, calories: number, protein: number) => ({
  cursor: `m${id}`,
  node: { id: `Meal:${id}`, title, categoryLabel, imageUrl: null, standard: { calories, protein } },
});

describe('the Meals panel in Arabic', () => {
  it('reads in Arabic with ar-EG digits, and its form takes numbers typed in Arabic-Indic digits', async () => {
    const environment = createMockEnvironment();
    renderWithProviders(
      <Suspense fallback="loading">
        {preloadedPanel<MealsPanelQuery>(environment, mealsPanelQuery, MealsPanel)}
      </Suspense>,
      { environment, locale: 'ar' },
    );
    await answerQuery(environment, 'MealsPanelQuery', {
      adminMeals: {
        edges: [meal(1, 'Koshari', 'Main Dishes', 650, 22.5), meal(2, 'Foul', 'Breakfast', 410, 18)],
        pageInfo: { hasNextPage: false, endCursor: 'm2' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'إدارة الوجبات (٢)' })).toBeTruthy();
    const rows = screen.getAllByRole('row');
    expect(rows[0]!.textContent).toMatch(/^الصورةالعنوانالفئةالسعرات.*البروتينالإجراءات$/);
    expect(rows[1]!.textContent).toContain('الأطباق الرئيسية');
    expect(rows[1]!.textContent).toContain('٦٥٠');
    expect(rows[1]!.textContent).toContain('٢٢٫٥ جم');
    // The meal's title is content (no Arabic in the data); no other word is English, no digit Western.
    expect(rows[1]!.textContent!.replace('Koshari', '')).not.toMatch(/[A-Za-z]{2,}|[0-9]/);
    expect(within(rows[2]!).getByRole('button', { name: 'حذف Foul' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'إضافة وجبة' }));
    const form = await screen.findByRole('form', { name: 'إضافة وجبة' });
    fireEvent.click(within(form).getByRole('button', { name: 'إنشاء الوجبة' }));
    expect(await within(form).findByText('يُرجى ملء جميع الحقول المطلوبة.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/^العنوان(?! بالعربية)/), { target: { value: 'Molokhia' } });
    fireEvent.change(within(form).getByLabelText(/^الوصف(?! بالعربية)/), { target: { value: 'Jute leaves' } });
    fireEvent.change(within(form).getByLabelText('رابط الصورة'), { target: { value: '/images/molokhia.jpg' } });
    fireEvent.change(within(form).getByLabelText(/^السعرات( الحرارية)?$/), { target: { value: '٥٠٠' } });
    // The large portion follows the regular one (1.5 ×).
    expect(within(form).getByLabelText('سعرات الحجم الكبير')).toHaveProperty('value', '750');
    fireEvent.change(within(form).getByLabelText('البروتين (جم)'), { target: { value: '٣٠' } });
    fireEvent.change(within(form).getByLabelText('السعر (ج.م.)'), { target: { value: '٢٤٩' } });
    fireEvent.click(within(form).getByRole('button', { name: 'إنشاء الوجبة' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('MealFormDialogCreateMutation'),
    );
    expect(environment.mock.getMostRecentOperation().request.variables.input.meal).toMatchObject({
      title: 'Molokhia',
      calories: 500,
      caloriesLarge: 750,
      protein: 30,
      proteinLarge: 45,
      price: 249,
    });
  });
});
