import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { MealPlansScreenQuery } from '../../__generated__/MealPlansScreenQuery.graphql.ts';
import { defaultPriceTable, usePriceTable } from '../../lib/pricing.ts';
import { MealPlanChooser } from './MealPlanChooser.tsx';

export const mealPlansScreenQuery = graphql`
  query MealPlansScreenQuery @preloadable {
    pricing {
      ...pricing_priceTable
    }
    weeks(liveOnly: true) {
      databaseId
    }
  }
`;

/** `/meal-plans` with the server's prices and the first week open for orders. */
export default function MealPlansScreen({ queryRef }: { queryRef: PreloadedQuery<MealPlansScreenQuery> }) {
  const data = usePreloadedQuery<MealPlansScreenQuery>(mealPlansScreenQuery, queryRef);
  const priceTable = usePriceTable(data.pricing);
  return <MealPlanChooser priceTable={priceTable} weekId={data.weeks[0]?.databaseId ?? null} />;
}

/** When pricing failed to load: default prices, and the menu's "current" week. */
export function MealPlansWithoutPricing() {
  return <MealPlanChooser priceTable={defaultPriceTable} weekId={null} />;
}
