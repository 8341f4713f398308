import { Box, Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { adminMealMessages } from '@rules';
import { useState } from 'react';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { MealFormDialogQuery } from '../../../__generated__/MealFormDialogQuery.graphql.ts';
import type { MealsPanelDeleteMutation } from '../../../__generated__/MealsPanelDeleteMutation.graphql.ts';
import type { MealsPanelQuery, MealsPanelQuery$data } from '../../../__generated__/MealsPanelQuery.graphql.ts';
import { notify } from '../../../components/ui/toaster.tsx';
import { RowAction } from '../RowAction.tsx';
import { AdminMealThumb } from '../AdminMealThumb.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { narrowOnly, wideOnly } from '../responsiveTable.ts';
import { useDialogQuery } from '../useDialogQuery.ts';
import { useRefresh } from '../useRefresh.ts';
import { mealFormDialogQuery, MealFormDialog } from './MealFormDialog.tsx';
import { PanelTitle } from '../PanelTitle.tsx';

export type AdminMealNode = MealsPanelQuery$data['adminMeals']['edges'][number]['node'];

export const mealsPanelQuery = graphql`
  query MealsPanelQuery @preloadable {
    adminMeals(first: 100) {
      edges {
        node {
          id
          title
          categoryLabel
          imageUrl
          standard {
            calories
            protein
          }
        }
      }
    }
  }
`;

const mealsPanelDeleteMutation = graphql`
  mutation MealsPanelDeleteMutation($input: MealDeleteInput!) {
    mealDelete(input: $input) {
      __typename
      ... on MealDeletePayload {
        deletedMealId
        hidden
      }
    }
  }
`;

/** The Meals tab: every meal, with create, edit and delete (after confirmation). */
export default function MealsPanel({ queryRef }: { queryRef: PreloadedQuery<MealsPanelQuery> }) {
  const data = usePreloadedQuery<MealsPanelQuery>(mealsPanelQuery, queryRef);
  // A new meal takes its place in the server's order, and a deleted one may stay, hidden.
  const [onChanged] = useRefresh(mealsPanelQuery, queryRef.variables);
  const editor = useDialogQuery<MealFormDialogQuery, AdminMealNode | 'new'>(mealFormDialogQuery);
  const edit = (meal: AdminMealNode | 'new') =>
    meal === 'new' ? editor.open(meal) : editor.open(meal, { id: meal.id }, 'network-only');
  const [deleting, setDeleting] = useState<AdminMealNode | null>(null);
  const [commitDelete, isDeleting] = useMutation<MealsPanelDeleteMutation>(mealsPanelDeleteMutation);

  const confirmDelete = () => {
    if (!deleting) return;
    const failed = () => void notify({ type: 'error', title: 'Error', description: adminMealMessages.deleteFailed });
    commitDelete({
      variables: { input: { id: deleting.id } },
      onCompleted: ({ mealDelete }) => {
        setDeleting(null);
        if (mealDelete.__typename !== 'MealDeletePayload') {
          failed();
          return;
        }
        notify({
          type: 'success',
          title: 'Success',
          description: mealDelete.hidden
            ? 'Meal hidden: past orders include it, so it is kept for them.'
            : 'Meal deleted successfully',
        });
        onChanged();
      },
      onError: () => {
        setDeleting(null);
        failed();
      },
    });
  };

  const meals = data.adminMeals.edges.map((edge) => edge.node);
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <PanelTitle>Meal Management ({meals.length})</PanelTitle>
        <Button onClick={() => edit('new')}>Add Meal</Button>
      </Flex>
      {meals.length === 0 ? (
        <Text color="fg.muted">No meals yet.</Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" borderRadius="lg">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Image</Table.ColumnHeader>
                <Table.ColumnHeader>Title</Table.ColumnHeader>
                <Table.ColumnHeader {...wideOnly}>Category</Table.ColumnHeader>
                <Table.ColumnHeader {...wideOnly} textAlign="end">
                  Calories
                </Table.ColumnHeader>
                <Table.ColumnHeader {...wideOnly} textAlign="end">
                  Protein
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {meals.map((meal) => (
                <Table.Row key={meal.id}>
                  <Table.Cell>
                    <AdminMealThumb src={meal.imageUrl} alt="" />
                  </Table.Cell>
                  <Table.Cell fontWeight="medium">
                    {meal.title}
                    <Text {...narrowOnly} fontSize="xs" fontWeight="normal" color="fg.muted">
                      {meal.categoryLabel} · {meal.standard.calories} kcal · {meal.standard.protein}g protein
                    </Text>
                  </Table.Cell>
                  <Table.Cell {...wideOnly}>{meal.categoryLabel}</Table.Cell>
                  <Table.Cell {...wideOnly} textAlign="end">
                    {meal.standard.calories}
                  </Table.Cell>
                  <Table.Cell {...wideOnly} textAlign="end">
                    {meal.standard.protein}g
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Flex gap="2" justify="flex-end">
                      <RowAction label="Edit" name={meal.title} onClick={() => edit(meal)} />
                      <RowAction label="Delete" name={meal.title} danger onClick={() => setDeleting(meal)} />
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {editor.opened ? (
        <MealFormDialog
          meal={editor.opened === 'new' ? null : editor.queryRef}
          onClose={editor.close}
          onSaved={() => {
            editor.close();
            onChanged();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete meal?"
        message={`Are you sure you want to delete "${deleting?.title ?? ''}"? This action cannot be undone.`}
        confirmLabel="Delete"
        destructive
        busy={isDeleting}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
