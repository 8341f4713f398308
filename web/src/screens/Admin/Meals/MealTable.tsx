import { Badge, Box, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { useFormat } from '../../../i18n/format.ts';
import { AdminMealThumb } from '../AdminMealThumb.tsx';
import { narrowOnly, wideOnly } from '../responsiveTable.ts';

/** What a meals table shows of a meal; the price only in a table with the Price column. */
export interface TableMeal {
  id: string;
  title: string;
  imageUrl: string | null | undefined;
  categoryLabel: string;
  standard: { calories: number; protein: number };
  price?: { pounds: number };
}

interface MealTableProps<Meal extends TableMeal> {
  /** The meal's column heading: "Title" in Meals, "Name" in the week editor. */
  nameHeader: string;
  /** Read by screen readers only. */
  caption?: string;
  /** A note badged beside the meal's name ("Featured", "Withdrawn"). */
  rows: { meal: Meal; note?: string | null }[];
  withPrice?: boolean;
  /** The Actions cell of a meal's row. */
  actions: (meal: Meal) => ReactNode;
  mt?: string;
}

/** Image, name, category, calories, protein (and price in EGP) and the row's actions: Meals and the week editor. */
export function MealTable<Meal extends TableMeal>({
  nameHeader,
  caption,
  rows,
  withPrice,
  actions,
  mt,
}: MealTableProps<Meal>) {
  const { i18n } = useLingui();
  const format = useFormat();
  // The server's English category name, in the page's language (the public catalogue has it).
  const category = (meal: Meal) => i18n._(meal.categoryLabel);
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="lg" mt={mt}>
      <Table.Root size="sm">
        {caption ? (
          <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            {caption}
          </caption>
        ) : null}
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{i18n._('Image')}</Table.ColumnHeader>
            <Table.ColumnHeader>{nameHeader}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Category')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly} textAlign="end">
              {i18n._('Calories')}
            </Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly} textAlign="end">
              {i18n._('Protein')}
            </Table.ColumnHeader>
            {withPrice ? (
              <Table.ColumnHeader {...wideOnly} textAlign="end">
                {i18n._('Price')}
              </Table.ColumnHeader>
            ) : null}
            <Table.ColumnHeader textAlign="end">{i18n._('Actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map(({ meal, note }) => (
            <Table.Row key={meal.id}>
              <Table.Cell>
                <AdminMealThumb src={meal.imageUrl} alt="" />
              </Table.Cell>
              <Table.Cell fontWeight="medium">
                {meal.title}
                {note ? (
                  <Badge ms="2" size="sm" variant="subtle">
                    {note}
                  </Badge>
                ) : null}
                <Text {...narrowOnly} fontSize="xs" fontWeight="normal" color="fg.muted">
                  {i18n._('{category} · {calories} kcal · {protein}g protein', {
                    category: category(meal),
                    calories: format.number(meal.standard.calories),
                    protein: format.number(meal.standard.protein),
                  })}
                  {withPrice && meal.price ? ` · ${format.money(meal.price.pounds * 100)}` : null}
                </Text>
              </Table.Cell>
              <Table.Cell {...wideOnly}>{category(meal)}</Table.Cell>
              <Table.Cell {...wideOnly} textAlign="end">
                {format.number(meal.standard.calories)}
              </Table.Cell>
              <Table.Cell {...wideOnly} textAlign="end">
                {i18n._('{protein}g', { protein: format.number(meal.standard.protein) })}
              </Table.Cell>
              {withPrice ? (
                <Table.Cell {...wideOnly} textAlign="end">
                  {meal.price ? format.money(meal.price.pounds * 100) : null}
                </Table.Cell>
              ) : null}
              <Table.Cell textAlign="end">{actions(meal)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
