import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay/hooks';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import type { DeliverySheetScreenQuery } from '../../../__generated__/DeliverySheetScreenQuery.graphql.ts';
import { deliverySheetQuery, Sheet } from './DeliverySheetScreen.tsx';

const WEEK = 'V2VlazoxMg==';
const delivery = (id: number, name: string) => ({
  orderDatabaseId: id,
  name,
  phone: '+201001234567',
  addressLine: '26 July Street, Zamalek',
  address: { landmark: '' },
  notes: '',
  mealCount: 4,
  delivered: false,
  bag: [{ title: 'Koshari with Lentils', portion: 'standard', quantity: 4 }],
});

async function renderSheet(startedAt: string | null) {
  const environment = createMockEnvironment();
  const variables = { weekId: WEEK, slot: 'morning' };
  const queryRef = loadQuery<DeliverySheetScreenQuery>(environment, deliverySheetQuery, variables);
  renderWithProviders(
    <Suspense fallback="loading">
      <Sheet queryRef={queryRef} weekId={WEEK} />
    </Suspense>,
    { environment },
  );
  await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
  environment.mock.resolveMostRecentOperation({
    data: {
      week: null,
      adminDeliverySheet: {
        weekLabel: 'Dec 4-Dec 10, 2026',
        slot: 'morning',
        deliveryCount: 2,
        mealCount: 8,
        startedAt,
        areas: [{ area: 'Zamalek', deliveries: [delivery(1, 'Mona Adel'), delivery(2, 'Omar Said')] }],
      },
    },
  });
  await screen.findByRole('region', { name: 'Zamalek' });
  return environment;
}

describe('Start delivery on the delivery sheet', () => {
  it('asks first, naming how many customers are told; Cancel sends nothing', async () => {
    const environment = await renderSheet(null);
    fireEvent.click(screen.getByRole('button', { name: 'Start delivery' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start delivery' });
    expect(within(dialog).getByText('Tell 2 customers their box is on its way?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('starts the slot, then shows when it started instead of the button', async () => {
    const environment = await renderSheet(null);
    fireEvent.click(screen.getByRole('button', { name: 'Start delivery' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start delivery' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start delivery' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.variables.input).toEqual({ weekId: WEEK, slot: 'morning' });
    environment.mock.resolve(mutation, {
      data: { deliveryStart: { __typename: 'DeliverySheet', startedAt: '2026-12-04T06:05:00.000Z' } },
    });
    // 06:05 UTC is 08:05 in Cairo.
    await screen.findByText('Delivery started at 08:05');
    expect(screen.queryByRole('button', { name: 'Start delivery' })).toBeNull();
  });

  it('shows the start time of a slot already started, with no button', async () => {
    await renderSheet('2026-12-04T16:30:00.000Z');
    expect(screen.getByText('Delivery started at 18:30')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start delivery' })).toBeNull();
  });
});
