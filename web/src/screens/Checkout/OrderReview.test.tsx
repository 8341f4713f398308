import { act, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { OrderReviewTestQuery } from '../../__generated__/OrderReviewTestQuery.graphql.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { OrderReview, type Amounts } from './OrderReview.tsx';

// A test query typed from the schema: fields a resolver leaves out get values of their own types.
const testQuery = graphql`
  query OrderReviewTestQuery @relay_test_operation {
    viewer {
      pendingOrder {
        ...OrderReview_order
      }
    }
  }
`;

const amounts: Amounts = {
  subtotal: 'EGP 1,000',
  discount: null,
  deliveryFee: 'Free',
  total: 'EGP 1,000',
  firstOrderDiscount: null,
};

function Harness({ given = amounts }: { given?: Amounts }) {
  const data = useLazyLoadQuery<OrderReviewTestQuery>(testQuery, {});
  return <OrderReview order={data.viewer!.pendingOrder!} amounts={given} />;
}

const meal = (id: string, title: string) => ({ id, title });

describe('OrderReview', () => {
  it('groups the meals by meal and size, and names the week, count, slot and portions', async () => {
    const { environment } = renderWithProviders(<Harness />);
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          Order: () => ({
            mealCount: 4,
            deliverySlot: 'evening',
            defaultPortionSize: 'mixed',
            week: { label: 'Dec 4-Dec 10, 2026' },
            items: [
              { portionSize: 'standard', meal: meal('Meal:1', 'Koshari Bowl') },
              { portionSize: 'large', meal: meal('Meal:1', 'Koshari Bowl') },
              { portionSize: 'standard', meal: meal('Meal:1', 'Koshari Bowl') },
              { portionSize: 'standard', meal: meal('Meal:2', 'Molokhia') },
            ],
          }),
        }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Dec 4-Dec 10, 2026' })).toBeTruthy();
    expect(screen.getByText(/4 meals · Evening/)).toBeTruthy();
    const lines = within(screen.getByRole('list', { name: 'Meals' }))
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toEqual(['2 × Koshari Bowlstandard', '1 × Koshari Bowllarge', '1 × Molokhiastandard']);
  });

  it('answers what a resolver leaves out with the schema’s types (an enum, a number)', async () => {
    const { environment } = renderWithProviders(<Harness />);
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, { Order: () => ({ items: [] }) }),
      ),
    );
    // Without the schema's types the generator would answer mealCount with a string.
    expect(await screen.findByText(/^\d+ meals · /)).toBeTruthy();
  });

  it("shows a friend's 10 % and the credit as lines of the price summary (referrals)", async () => {
    const { environment } = renderWithProviders(
      <Harness
        given={{
          subtotal: 'EGP 1,000',
          discount: 'EGP 100',
          referralDiscount: 'EGP 100',
          deliveryFee: 'Free',
          credit: 'EGP 100',
          total: 'EGP 800',
          firstOrderDiscount: null,
        }}
      />,
    );
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, { Order: () => ({ items: [] }) }),
      ),
    );
    expect(
      await screen.findByText("Includes 10% off your first order, from your friend's invitation (EGP 100)"),
    ).toBeTruthy();
    const credit = screen.getByText('Your credit').parentElement!;
    expect(credit.textContent).toBe('Your credit− EGP 100');
    expect(screen.getByText('Total').parentElement!.textContent).toBe('TotalEGP 800');
  });
});
