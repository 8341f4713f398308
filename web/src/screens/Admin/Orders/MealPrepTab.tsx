import { Box, Button, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { MealPrepTabQuery } from '../../../__generated__/MealPrepTabQuery.graphql.ts';
import { PRINT_STYLES } from '../downloadCsv.ts';
import { SheetActions } from '../SheetActions.tsx';
import { SLOT_LABELS, useLabels } from '../../../lib/labels.ts';
import { useLingui } from '@lingui/react';
import { useFormat } from '../../../i18n/format.ts';
import { weekDates } from './KitchenWeekSelect.tsx';

export const NO_SELECTION_LABEL = /*i18n*/ 'No selection yet (random meals)';

export const mealPrepCsvPath = (weekId: string) => `/api/admin/meal-prep/export?weekId=${encodeURIComponent(weekId)}`;
export const deliverySheetPath = (weekId: string, slot: string) =>
  `/admin/orders/delivery-sheet?week=${encodeURIComponent(weekId)}&slot=${slot}`;

export const mealPrepTabQuery = graphql`
  query MealPrepTabQuery($weekId: ID!) @preloadable {
    week: node(id: $weekId) {
      ... on Week {
        label
        startDate
        endDate
      }
    }
    adminMealPrep(weekId: $weekId) {
      weekLabel
      meals {
        mealDatabaseId
        title
        standard
        large
        total
      }
      noSelection {
        standard
        large
        total
        orders
      }
      slots {
        slot
        standard
        large
        total
        orders
      }
      total {
        standard
        large
        total
        orders
      }
    }
  }
`;

/**
 * Meal Prep (what the kitchen cooks): for the week chosen, one row per meal with Standard,
 * Large and Total, the orders without a selection yet as random meals, and the totals by
 * delivery slot; a printable kitchen sheet and the same table as CSV.
 */
export default function MealPrepTab({
  weekId,
  queryRef,
}: {
  weekId: string;
  queryRef: PreloadedQuery<MealPrepTabQuery>;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const { labelOf } = useLabels();
  const data = usePreloadedQuery<MealPrepTabQuery>(mealPrepTabQuery, queryRef);
  const prep = data.adminMealPrep;
  const weekText = data.week?.label
    ? format.week(weekDates(data.week as Parameters<typeof weekDates>[0]))
    : prep.weekLabel;
  const count = (value: number) => format.number(value);
  const orders = (value: number) => i18n._('{count, plural, one {# order} other {# orders}}', { count: value });

  return (
    <Stack gap="4" as="section" aria-labelledby="meal-prep-heading">
      <style>{PRINT_STYLES}</style>
      <Flex align="center" justify="space-between" gap="3" wrap="wrap">
        <Heading as="h3" size="md" id="meal-prep-heading">
          {i18n._('Meal Prep · {week}', { week: weekText })}
        </Heading>
        <SheetActions
          csvPath={mealPrepCsvPath(weekId)}
          fileName="meal-prep.csv"
          what={i18n._('download the meal prep CSV')}
        />
      </Flex>
      <Text color="fg.muted" fontSize="sm">
        {i18n._(
          "{count, plural, one {# order to deliver: paid, InstaPay awaiting verification, or a subscriber's order charged at the deadline.} other {# orders to deliver: paid, InstaPay awaiting verification, or a subscriber's order charged at the deadline.}}",
          { count: prep.total.orders },
        )}
      </Text>
      <Box overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={i18n._('Meal Prep for {week}', { week: weekText })}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{i18n._('Meal')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{i18n._('Standard')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{i18n._('Large')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{i18n._('Total')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {prep.meals.map((meal) => (
              <Table.Row key={meal.mealDatabaseId}>
                <Table.Cell>{meal.title}</Table.Cell>
                <Table.Cell textAlign="end">{count(meal.standard)}</Table.Cell>
                <Table.Cell textAlign="end">{count(meal.large)}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {count(meal.total)}
                </Table.Cell>
              </Table.Row>
            ))}
            <Table.Row fontStyle="italic">
              <Table.Cell>
                {i18n._(NO_SELECTION_LABEL)}
                <Text as="span" display="block" fontSize="xs" color="fg.muted" fontStyle="normal">
                  {i18n._('{orders}, by default portion (mixed plans as standard)', {
                    orders: orders(prep.noSelection.orders),
                  })}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">{count(prep.noSelection.standard)}</Table.Cell>
              <Table.Cell textAlign="end">{count(prep.noSelection.large)}</Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                {count(prep.noSelection.total)}
              </Table.Cell>
            </Table.Row>
          </Table.Body>
          <Table.Footer>
            {prep.slots.map((slot) => (
              <Table.Row key={slot.slot}>
                <Table.Cell>
                  {i18n._('{slot} total ({orders})', {
                    slot: labelOf(SLOT_LABELS, slot.slot),
                    orders: orders(slot.orders),
                  })}
                </Table.Cell>
                <Table.Cell textAlign="end">{count(slot.standard)}</Table.Cell>
                <Table.Cell textAlign="end">{count(slot.large)}</Table.Cell>
                <Table.Cell textAlign="end">{count(slot.total)}</Table.Cell>
              </Table.Row>
            ))}
            <Table.Row fontWeight="bold">
              <Table.Cell>{i18n._('Total')}</Table.Cell>
              <Table.Cell textAlign="end">{count(prep.total.standard)}</Table.Cell>
              <Table.Cell textAlign="end">{count(prep.total.large)}</Table.Cell>
              <Table.Cell textAlign="end">{count(prep.total.total)}</Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Box>
      {prep.meals.length === 0 && prep.noSelection.total === 0 ? (
        <Text color="fg.muted">{i18n._('No orders to cook for this week yet.')}</Text>
      ) : null}
      <HStack gap="2" wrap="wrap" data-print="hide">
        {prep.slots.map((slot) => (
          <Button key={slot.slot} asChild size="sm" variant="ghost" colorPalette="brand">
            <RouterLink to={deliverySheetPath(weekId, slot.slot)}>
              {i18n._('Delivery sheet: {slot}', { slot: labelOf(SLOT_LABELS, slot.slot) })}
            </RouterLink>
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
