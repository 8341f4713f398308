import { Badge, Box, Button, Container, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import deliverySheetQueryParameters from '../../../__generated__/DeliverySheetScreenQuery$parameters.ts';
import type { DeliverySheetScreenQuery } from '../../../__generated__/DeliverySheetScreenQuery.graphql.ts';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { ScreenError } from '../../../components/ScreenError.tsx';
import { PRINT_STYLES } from '../downloadCsv.ts';
import { SheetActions } from '../SheetActions.tsx';
import { RouteQuery } from '../../../relay/RouteQuery.tsx';
import type { KitchenWeekSelectQuery } from '../../../__generated__/KitchenWeekSelectQuery.graphql.ts';
import { KitchenWeekSelect, useKitchenWeek } from './KitchenWeekSelect.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { PanelTitle } from '../PanelTitle.tsx';

const SLOTS = [
  { value: 'morning', label: 'Morning' },
  { value: 'evening', label: 'Evening' },
] as const;

export const deliverySheetCsvPath = (weekId: string, slot: string) =>
  `/api/admin/delivery-sheet/export?weekId=${encodeURIComponent(weekId)}&slot=${encodeURIComponent(slot)}`;

/**
 * /admin/orders/delivery-sheet?week=&slot=: for drivers, a week's deliveries in one slot by
 * area, each with name, phone, full address, notes, meal count and bag; printable and as CSV.
 */
export default function DeliverySheetScreen({ queryRef }: { queryRef: PreloadedQuery<KitchenWeekSelectQuery> }) {
  const { weeks, weekId, setWeek, setParam, searchParams } = useKitchenWeek(queryRef);
  const slot = searchParams.get('slot') ?? 'morning';
  return (
    <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '8' }}>
      <title>Delivery sheet · MealBox Admin</title>
      <style>{PRINT_STYLES}</style>
      <Stack gap="5">
        <Flex gap="3" align="center" wrap="wrap" data-print="hide">
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/admin/orders">← Back to Orders</RouterLink>
          </Button>
        </Flex>
        <Flex align="center" justify="space-between" gap="3" wrap="wrap">
          <PanelTitle>Delivery sheet</PanelTitle>
          <SheetActions
            csvPath={weekId && deliverySheetCsvPath(weekId, slot)}
            fileName={`delivery-sheet-${slot}.csv`}
            what="download the delivery sheet"
          />
        </Flex>
        <Flex gap="3" wrap="wrap" data-print="hide">
          <KitchenWeekSelect weeks={weeks} weekId={weekId} onChange={setWeek} />
          <SelectField
            label="Slot"
            maxW="40"
            size="sm"
            value={slot}
            onChange={(value) => setParam('slot', value)}
            options={SLOTS}
          />
        </Flex>
        {weekId ? (
          <ErrorBoundary FallbackComponent={ScreenError} resetKeys={[weekId, slot]}>
            <Suspense fallback={<PageSpinner />}>
              <RouteQuery query={deliverySheetQueryParameters} variables={{ weekId, slot }}>
                {(sheet) => <Sheet queryRef={sheet} />}
              </RouteQuery>
            </Suspense>
          </ErrorBoundary>
        ) : (
          <Text color="fg.muted">No delivery week yet.</Text>
        )}
      </Stack>
    </Container>
  );
}

const deliverySheetQuery = graphql`
  query DeliverySheetScreenQuery($weekId: ID!, $slot: String!) @preloadable {
    adminDeliverySheet(weekId: $weekId, slot: $slot) {
      weekLabel
      slot
      deliveryCount
      mealCount
      areas {
        area
        deliveries {
          orderDatabaseId
          name
          phone
          addressLine
          address {
            landmark
          }
          notes
          mealCount
          delivered
          bag {
            title
            portion
            quantity
          }
        }
      }
    }
  }
`;

function Sheet({ queryRef }: { queryRef: PreloadedQuery<DeliverySheetScreenQuery> }) {
  const sheet = usePreloadedQuery<DeliverySheetScreenQuery>(deliverySheetQuery, queryRef).adminDeliverySheet;
  const slotLabel = SLOTS.find((option) => option.value === sheet.slot)?.label ?? sheet.slot;
  return (
    <Stack gap="5">
      <Text fontWeight="semibold">
        {sheet.weekLabel} · {slotLabel} · {sheet.deliveryCount} {sheet.deliveryCount === 1 ? 'delivery' : 'deliveries'},{' '}
        {sheet.mealCount} meals
      </Text>
      {sheet.areas.length === 0 ? <Text color="fg.muted">No deliveries in this slot.</Text> : null}
      {sheet.areas.map((area) => (
        <Stack key={area.area} gap="3" as="section" aria-label={area.area}>
          <Heading as="h3" size="md" borderBottomWidth="2px" pb="1">
            {area.area} ({area.deliveries.length})
          </Heading>
          <Stack as="ol" gap="3" listStyleType="none">
            {area.deliveries.map((delivery) => (
              <Box as="li" key={delivery.orderDatabaseId} borderWidth="1px" borderRadius="md" p="3">
                <Flex justify="space-between" gap="2" wrap="wrap">
                  <Text fontWeight="semibold">
                    {delivery.name} · <a href={`tel:${delivery.phone}`}>{delivery.phone}</a>
                  </Text>
                  <HStack gap="2">
                    <Text fontSize="sm" color="fg.muted">
                      Order #{delivery.orderDatabaseId}
                    </Text>
                    {delivery.delivered ? <Badge colorPalette="green">Delivered</Badge> : null}
                  </HStack>
                </Flex>
                <Text>{delivery.addressLine || 'No address given'}</Text>
                {delivery.notes ? <Text fontSize="sm">Notes: {delivery.notes}</Text> : null}
                <Text fontSize="sm" mt="1">
                  <Text as="span" fontWeight="semibold">
                    {delivery.mealCount} meals:
                  </Text>{' '}
                  {delivery.bag.map((line) => `${line.quantity} × ${line.title} (${line.portion})`).join(', ')}
                </Text>
              </Box>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
