import { useLingui } from '@lingui/react';
import { Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useSearchParams } from 'react-router-dom';
import mealsScreenQueryParameters from '../../__generated__/MealsScreenQuery$parameters.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ScreenError } from '../../components/ScreenError.tsx';
import { lazyScreen } from '../../lib/lazyScreen.tsx';
import { useRouteQuery } from '../../relay/useRouteQuery.ts';
import { parseMealFilters } from './mealFilters.ts';

export const MealsScreen = lazyScreen(() => import('./MealsScreen.tsx'));

/**
 * /meals. Lives in the entry bundle and stays tiny: it starts the screen's query (by persisted
 * id) while the screen's code downloads.
 *
 * The query is loaded with the filters in the URL on arrival; later filter changes refetch
 * only the meal list inside the screen, so typing never reloads the page's other parts.
 */
export function MealsRoute() {
  const [searchParams] = useSearchParams();
  const [initialFilters] = useState(() => parseMealFilters(searchParams));
  const [attempt, setAttempt] = useState(0);

  return (
    <ErrorBoundary FallbackComponent={ScreenError} onReset={() => setAttempt((n) => n + 1)}>
      <MealsRouteQuery key={attempt} variables={initialFilters} />
    </ErrorBoundary>
  );
}

function MealsRouteQuery({ variables }: { variables: ReturnType<typeof parseMealFilters> }) {
  const { i18n } = useLingui();
  const queryRef = useRouteQuery(mealsScreenQueryParameters, variables);
  const loading = <PageSpinner label={i18n._('Loading meals…')} />;
  if (!queryRef) return loading;
  return (
    <Suspense fallback={loading}>
      <MealsScreen queryRef={queryRef} />
    </Suspense>
  );
}
