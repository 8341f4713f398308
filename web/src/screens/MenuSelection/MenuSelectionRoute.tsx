import { useLingui } from '@lingui/react';
import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useParams } from 'react-router-dom';
import menuSelectionScreenQueryParameters from '../../__generated__/MenuSelectionScreenQuery$parameters.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ScreenError } from '../../components/ScreenError.tsx';
import { useRouteQuery } from '../../relay/useRouteQuery.ts';
import { withMessages } from '../../i18n/index.ts';

const MenuSelectionScreen = lazy(withMessages('account', () => import('./MenuSelectionScreen.tsx')));

/** /menu/:weekId — starts the week's query while the screen's chunk downloads. */
export function MenuSelectionRoute() {
  const { weekId = 'current' } = useParams();
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary FallbackComponent={ScreenError} onReset={() => setAttempt((n) => n + 1)}>
      <MenuSelectionRouteQuery key={attempt} weekRef={weekId} />
    </ErrorBoundary>
  );
}

function MenuSelectionRouteQuery({ weekRef }: { weekRef: string }) {
  const { i18n } = useLingui();
  const queryRef = useRouteQuery(menuSelectionScreenQueryParameters, { weekRef });
  const loading = <PageSpinner label={i18n._('Loading the menu…')} />;
  if (!queryRef) return loading;
  return (
    <Suspense fallback={loading}>
      <MenuSelectionScreen queryRef={queryRef} />
    </Suspense>
  );
}
