import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '@rules';
import { renderWithProviders } from '../../../../test/render.tsx';
import type { NeighborhoodsPanelQuery } from '../../../__generated__/NeighborhoodsPanelQuery.graphql.ts';
import { preloadedPanel } from '../../../../test/preloadedPanel.tsx';
import NeighborhoodsPanel, { neighborhoodsPanelQuery } from './NeighborhoodsPanel.tsx';

const list = {
  adminNeighborhoods: {
    edges: [
      { node: { id: 'TmVpZ2hib3Job29kOjE=', name: 'Zamalek', nameAr: 'الزمالك', city: 'Cairo', isServiced: true } },
      { node: { id: 'TmVpZ2hib3Job29kOjI=', name: 'Shubra', nameAr: '', city: 'Cairo', isServiced: false } },
    ],
    pageInfo: { hasNextPage: false, endCursor: null },
  },
};

async function renderPanel(locale: 'en' | 'ar' = 'en') {
  const environment = createMockEnvironment();
  renderWithProviders(
    preloadedPanel<NeighborhoodsPanelQuery>(environment, neighborhoodsPanelQuery, NeighborhoodsPanel),
    { environment, locale },
  );
  await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, { Query: () => list }),
  );
  await screen.findByText('Zamalek');
  return environment;
}

describe('the Neighborhoods panel', () => {
  it('lists neighbourhoods with their status', async () => {
    await renderPanel();
    expect(screen.getByRole('heading', { name: 'Neighborhoods' })).toBeTruthy();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows[1]).toContain('ZamalekالزمالكCairoServiced');
    expect(rows[2]).toContain('ShubraCairoNot serviced');
  });

  it('refuses an empty name with the specification text and sends nothing', async () => {
    const environment = await renderPanel();
    const before = environment.mock.getAllOperations().length;
    fireEvent.click(screen.getByRole('button', { name: 'Add Neighborhood' }));
    expect(await screen.findByText(adminMessages.neighborhoodNameRequired)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(before);
  });

  it('adds a neighbourhood with its city and status', async () => {
    const environment = await renderPanel();
    fireEvent.change(screen.getByLabelText('Neighborhood name'), { target: { value: 'Rehab' } });
    const arabic = screen.getByLabelText('Name in Arabic');
    expect([arabic.getAttribute('lang'), arabic.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    fireEvent.change(arabic, { target: { value: ' الرحاب ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Neighborhood' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe(
        'NeighborhoodsPanelCreateMutation',
      ),
    );
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      name: 'Rehab',
      nameAr: 'الرحاب',
      city: 'Cairo',
      isServiced: true,
    });
  });

  it('toggles serviced, and deletes only after confirmation', async () => {
    const environment = await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Mark serviced: Shubra' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
        id: 'TmVpZ2hib3Job29kOjI=',
        isServiced: true,
      }),
    );
    environment.mock.resolveMostRecentOperation({
      data: {
        neighborhoodUpdate: {
          __typename: 'NeighborhoodPayload',
          neighborhood: { id: 'TmVpZ2hib3Job29kOjI=', name: 'Shubra', nameAr: '', city: 'Cairo', isServiced: true },
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Mark not serviced: Shubra' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Shubra' }));
    expect(
      await screen.findByText('Are you sure you want to delete "Shubra"? This action cannot be undone.'),
    ).toBeTruthy();
    const before = environment.mock.getAllOperations().length;
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(environment.mock.getAllOperations()).toHaveLength(before);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Shubra' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe(
        'NeighborhoodsPanelDeleteMutation',
      ),
    );
  });

  it('edits the English and the Arabic name together', async () => {
    const environment = await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Zamalek' }));
    expect(screen.getByLabelText('New Arabic name for Zamalek')).toHaveProperty('value', 'الزمالك');
    fireEvent.change(screen.getByLabelText('New Arabic name for Zamalek'), { target: { value: 'حي الزمالك' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
        id: 'TmVpZ2hib3Job29kOjE=',
        name: 'Zamalek',
        nameAr: 'حي الزمالك',
      }),
    );
  });
});

describe('the Neighborhoods panel in Arabic', () => {
  it('reads in Arabic, the cities and statuses too, and refuses an empty name in Arabic', async () => {
    const environment = await renderPanel('ar');
    expect(screen.getByRole('heading', { name: 'الأحياء' })).toBeTruthy();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows[0]).toBe('الاسمالاسم بالعربيةالمدينةالحالةالإجراءات');
    expect(rows[1]).toContain('Zamalekالزمالكالقاهرةضمن نطاق التوصيل');
    expect(rows[2]).toContain('Shubraالقاهرةخارج نطاق التوصيل');
    // The neighbourhood's English name is content; every other word is Arabic.
    expect(
      rows
        .slice(1)
        .join(' ')
        .replace(/Zamalek|Shubra/g, ''),
    ).not.toMatch(/[A-Za-z]{2,}/);
    expect(screen.getByRole('button', { name: 'تفعيل التوصيل: Shubra' })).toBeTruthy();

    const before = environment.mock.getAllOperations().length;
    fireEvent.click(screen.getByRole('button', { name: 'إضافة حي' }));
    expect(await screen.findByText('اسم الحي مطلوب.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(before);
  });
});
