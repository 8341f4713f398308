import { Badge, Box, Button, Container, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Suspense } from 'react';
import { useFormat } from '../../../i18n/format.ts';
import { PORTION_LABELS, SLOT_LABELS, useLabels } from '../../../lib/labels.ts';
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
import { KitchenWeekSelect, useKitchenWeek, weekDates } from './KitchenWeekSelect.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { PanelTitle } from '../PanelTitle.tsx';
import { DeliveryStartButton } from './DeliveryStartButton.tsx';

export const deliverySheetCsvPath = (weekId: string, slot: string) =>
  `/api/admin/delivery-sheet/export?weekId=${encodeURIComponent(weekId)}&slot=${encodeURIComponent(slot)}`;

/**
 * /admin/orders/delivery-sheet?week=&slot=: for drivers, a week's deliveries in one slot by
 * area, each with name, phone, full address, notes, meal count and bag; printable and as CSV.
 */
export default function DeliverySheetScreen({ queryRef }: { queryRef: PreloadedQuery<KitchenWeekSelectQuery> }) {
  const { weeks, weekId, setWeek, setParam, searchParams } = useKitchenWeek(queryRef);
  const { i18n } = useLingui();
  const { optionsOf } = useLabels();
  const slot = searchParams.get('slot') ?? 'morning';
  return (
    <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '8' }}>
      <title>{i18n._('Delivery sheet · MealBox Admin')}</title>
      <style>{PRINT_STYLES}</style>
      <Stack gap="5">
        <Flex gap="3" align="center" wrap="wrap" data-print="hide">
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/admin/orders">{i18n._('← Back to Orders')}</RouterLink>
          </Button>
        </Flex>
        <Flex align="center" justify="space-between" gap="3" wrap="wrap">
          <PanelTitle>{i18n._('Delivery sheet')}</PanelTitle>
          <SheetActions
            csvPath={weekId && deliverySheetCsvPath(weekId, slot)}
            fileName={`delivery-sheet-${slot}.csv`}
            what={i18n._('download the delivery sheet')}
          />
        </Flex>
        <Flex gap="3" wrap="wrap" data-print="hide">
          <KitchenWeekSelect weeks={weeks} weekId={weekId} onChange={setWeek} />
          <SelectField
            label={i18n._('Slot')}
            maxW="40"
            size="sm"
            value={slot}
            onChange={(value) => setParam('slot', value)}
            options={optionsOf(SLOT_LABELS)}
          />
        </Flex>
        {weekId ? (
          <ErrorBoundary FallbackComponent={ScreenError} resetKeys={[weekId, slot]}>
            <Suspense fallback={<PageSpinner />}>
              <RouteQuery query={deliverySheetQueryParameters} variables={{ weekId, slot }}>
                {(sheet) => <Sheet queryRef={sheet} weekId={weekId} />}
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

export const deliverySheetQuery = graphql`
  query DeliverySheetScreenQuery($weekId: ID!, $slot: String!) @preloadable {
    week: node(id: $weekId) {
      ... on Week {
        label
        startDate
        endDate
      }
    }
    adminDeliverySheet(weekId: $weekId, slot: $slot) {
      weekLabel
      slot
      deliveryCount
      mealCount
      ...DeliveryStartButton_sheet
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

export function Sheet({ queryRef, weekId }: { queryRef: PreloadedQuery<DeliverySheetScreenQuery>; weekId: string }) {
  const data = usePreloadedQuery<DeliverySheetScreenQuery>(deliverySheetQuery, queryRef);
  const sheet = data.adminDeliverySheet;
  const { i18n } = useLingui();
  const format = useFormat();
  const { labelOf } = useLabels();
  const week = data.week?.label
    ? format.week(weekDates(data.week as Parameters<typeof weekDates>[0]))
    : sheet.weekLabel;
  const meals = (count: number) => i18n._('{count, plural, one {# meal} other {# meals}}', { count });
  return (
    <Stack gap="5">
      <Flex align="center" justify="space-between" gap="3" wrap="wrap">
        <Text fontWeight="semibold">
          {week} · {labelOf(SLOT_LABELS, sheet.slot)} ·{' '}
          {i18n._('{count, plural, one {# delivery} other {# deliveries}}', { count: sheet.deliveryCount })},{' '}
          {meals(sheet.mealCount)}
        </Text>
        <Box data-print="hide">
          <DeliveryStartButton sheet={sheet} weekId={weekId} />
        </Box>
      </Flex>
      {sheet.areas.length === 0 ? <Text color="fg.muted">{i18n._('No deliveries in this slot.')}</Text> : null}
      {sheet.areas.map((area) => (
        <Stack key={area.area} gap="3" as="section" aria-label={area.area}>
          <Heading as="h3" size="md" borderBottomWidth="2px" pb="1">
            {area.area} ({format.number(area.deliveries.length)})
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
                      {i18n._('Order #{id}', { id: delivery.orderDatabaseId })}
                    </Text>
                    {delivery.delivered ? <Badge colorPalette="green">{i18n._('Delivered')}</Badge> : null}
                  </HStack>
                </Flex>
                <Text>{delivery.addressLine || i18n._('No address given')}</Text>
                {delivery.notes ? (
                  <Text fontSize="sm">{i18n._('Notes: {notes}', { notes: delivery.notes })}</Text>
                ) : null}
                <Text fontSize="sm" mt="1">
                  <Text as="span" fontWeight="semibold">
                    {i18n._('{meals}:', { meals: meals(delivery.mealCount) })}
                  </Text>{' '}
                  {delivery.bag
                    .map(
                      (line) =>
                        `${format.number(line.quantity)} × ${line.title} (${labelOf(PORTION_LABELS, line.portion)})`,
                    )
                    .join(i18n._(', '))}
                </Text>
              </Box>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
