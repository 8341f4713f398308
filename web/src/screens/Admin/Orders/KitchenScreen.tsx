import { Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { ScreenError } from '../../../components/ScreenError.tsx';
import { KitchenWeekSelect, useKitchenWeek } from './KitchenWeekSelect.tsx';
import mealPrepTabQueryParameters from '../../../__generated__/MealPrepTabQuery$parameters.ts';
import { useRouteQuery } from '../../../relay/useRouteQuery.ts';
import MealPrepTab from './MealPrepTab.tsx';

/** /admin/orders/meal-prep?week=: the kitchen sheet on a page of its own (what Print prints). */
export default function KitchenScreen() {
  const { weeks, weekId, setWeek } = useKitchenWeek();
  return (
    <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '8' }}>
      <title>Meal Prep · MealBox Admin</title>
      <Stack gap="5">
        <Flex gap="3" align="center" wrap="wrap" data-print="hide">
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/admin/orders">← Back to Orders</RouterLink>
          </Button>
        </Flex>
        <Heading as="h2" size="lg">
          Kitchen sheet
        </Heading>
        <KitchenWeekSelect weeks={weeks} weekId={weekId} onChange={setWeek} />
        {weekId ? (
          <ErrorBoundary FallbackComponent={ScreenError} resetKeys={[weekId]}>
            <Suspense fallback={<PageSpinner />}>
              <KitchenSheet weekId={weekId} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <Text color="fg.muted">No delivery week yet.</Text>
        )}
      </Stack>
    </Container>
  );
}

function KitchenSheet({ weekId }: { weekId: string }) {
  const queryRef = useRouteQuery(mealPrepTabQueryParameters, { weekId }, 'store-and-network');
  if (!queryRef) return <PageSpinner />;
  return <MealPrepTab key={weekId} queryRef={queryRef} weekId={weekId} />;
}
