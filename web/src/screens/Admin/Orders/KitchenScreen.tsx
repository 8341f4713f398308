import { Button, Container, Flex, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { ScreenError } from '../../../components/ScreenError.tsx';
import type { KitchenWeekSelectQuery } from '../../../__generated__/KitchenWeekSelectQuery.graphql.ts';
import { KitchenWeekSelect, useKitchenWeek } from './KitchenWeekSelect.tsx';
import mealPrepTabQueryParameters from '../../../__generated__/MealPrepTabQuery$parameters.ts';
import { RouteQuery } from '../../../relay/RouteQuery.tsx';
import MealPrepTab from './MealPrepTab.tsx';
import { PanelTitle } from '../PanelTitle.tsx';

/** /admin/orders/meal-prep?week=: the kitchen sheet on a page of its own (what Print prints); AdminRoutes starts the weeks' query. */
export default function KitchenScreen({ queryRef }: { queryRef: PreloadedQuery<KitchenWeekSelectQuery> }) {
  const { i18n } = useLingui();
  const { weeks, weekId, setWeek } = useKitchenWeek(queryRef);
  return (
    <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '8' }}>
      <title>{i18n._('Meal Prep · MealBox Admin')}</title>
      <Stack gap="5">
        <Flex gap="3" align="center" wrap="wrap" data-print="hide">
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/admin/orders">{i18n._('← Back to Orders')}</RouterLink>
          </Button>
        </Flex>
        <PanelTitle>{i18n._('Kitchen sheet')}</PanelTitle>
        <KitchenWeekSelect weeks={weeks} weekId={weekId} onChange={setWeek} />
        {weekId ? (
          <ErrorBoundary FallbackComponent={ScreenError} resetKeys={[weekId]}>
            <Suspense fallback={<PageSpinner />}>
              <RouteQuery query={mealPrepTabQueryParameters} variables={{ weekId }}>
                {(sheet) => <MealPrepTab key={weekId} queryRef={sheet} weekId={weekId} />}
              </RouteQuery>
            </Suspense>
          </ErrorBoundary>
        ) : (
          <Text color="fg.muted">{i18n._('No delivery week yet.')}</Text>
        )}
      </Stack>
    </Container>
  );
}
