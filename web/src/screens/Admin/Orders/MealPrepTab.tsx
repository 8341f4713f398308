import { Box, Button, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { MealPrepTabQuery } from '../../../__generated__/MealPrepTabQuery.graphql.ts';
import { PRINT_STYLES } from '../downloadCsv.ts';
import { SheetActions } from '../SheetActions.tsx';
import { labelOf, SLOT_LABELS } from '../../../lib/labels.ts';

export const NO_SELECTION_LABEL = 'No selection yet (random meals)';

export const mealPrepCsvPath = (weekId: string) => `/api/admin/meal-prep/export?weekId=${encodeURIComponent(weekId)}`;
export const deliverySheetPath = (weekId: string, slot: string) =>
  `/admin/orders/delivery-sheet?week=${encodeURIComponent(weekId)}&slot=${slot}`;

export const mealPrepTabQuery = graphql`
  query MealPrepTabQuery($weekId: ID!) @preloadable {
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
  const prep = usePreloadedQuery<MealPrepTabQuery>(mealPrepTabQuery, queryRef).adminMealPrep;

  return (
    <Stack gap="4" as="section" aria-labelledby="meal-prep-heading">
      <style>{PRINT_STYLES}</style>
      <Flex align="center" justify="space-between" gap="3" wrap="wrap">
        <Heading as="h3" size="md" id="meal-prep-heading">
          Meal Prep · {prep.weekLabel}
        </Heading>
        <SheetActions csvPath={mealPrepCsvPath(weekId)} fileName="meal-prep.csv" what="download the meal prep CSV" />
      </Flex>
      <Text color="fg.muted" fontSize="sm">
        {prep.total.orders} {prep.total.orders === 1 ? 'order' : 'orders'} to deliver: paid, InstaPay awaiting
        verification, or a subscriber&apos;s order charged at the deadline.
      </Text>
      <Box overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={`Meal Prep for ${prep.weekLabel}`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Meal</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Standard</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Large</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {prep.meals.map((meal) => (
              <Table.Row key={meal.mealDatabaseId}>
                <Table.Cell>{meal.title}</Table.Cell>
                <Table.Cell textAlign="end">{meal.standard}</Table.Cell>
                <Table.Cell textAlign="end">{meal.large}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {meal.total}
                </Table.Cell>
              </Table.Row>
            ))}
            <Table.Row fontStyle="italic">
              <Table.Cell>
                {NO_SELECTION_LABEL}
                <Text as="span" display="block" fontSize="xs" color="fg.muted" fontStyle="normal">
                  {prep.noSelection.orders} {prep.noSelection.orders === 1 ? 'order' : 'orders'}, by default portion
                  (mixed plans as standard)
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">{prep.noSelection.standard}</Table.Cell>
              <Table.Cell textAlign="end">{prep.noSelection.large}</Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                {prep.noSelection.total}
              </Table.Cell>
            </Table.Row>
          </Table.Body>
          <Table.Footer>
            {prep.slots.map((slot) => (
              <Table.Row key={slot.slot}>
                <Table.Cell>
                  {labelOf(SLOT_LABELS, slot.slot)} total ({slot.orders} {slot.orders === 1 ? 'order' : 'orders'})
                </Table.Cell>
                <Table.Cell textAlign="end">{slot.standard}</Table.Cell>
                <Table.Cell textAlign="end">{slot.large}</Table.Cell>
                <Table.Cell textAlign="end">{slot.total}</Table.Cell>
              </Table.Row>
            ))}
            <Table.Row fontWeight="bold">
              <Table.Cell>Total</Table.Cell>
              <Table.Cell textAlign="end">{prep.total.standard}</Table.Cell>
              <Table.Cell textAlign="end">{prep.total.large}</Table.Cell>
              <Table.Cell textAlign="end">{prep.total.total}</Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Box>
      {prep.meals.length === 0 && prep.noSelection.total === 0 ? (
        <Text color="fg.muted">No orders to cook for this week yet.</Text>
      ) : null}
      <HStack gap="2" wrap="wrap" data-print="hide">
        {prep.slots.map((slot) => (
          <Button key={slot.slot} asChild size="sm" variant="ghost" colorPalette="brand">
            <RouterLink to={deliverySheetPath(weekId, slot.slot)}>
              Delivery sheet: {labelOf(SLOT_LABELS, slot.slot)}
            </RouterLink>
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
