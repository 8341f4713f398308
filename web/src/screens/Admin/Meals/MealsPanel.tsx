import { Box, Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { adminMealMessages } from '@rules';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import type { MealsPanelDeleteMutation } from '../../../__generated__/MealsPanelDeleteMutation.graphql.ts';
import type { MealsPanelQuery, MealsPanelQuery$data } from '../../../__generated__/MealsPanelQuery.graphql.ts';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { AdminMealThumb } from '../AdminMealThumb.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { narrowOnly, wideOnly } from '../responsiveTable.ts';
import { MealFormDialog } from './MealFormDialog.tsx';

export type AdminMealNode = MealsPanelQuery$data['adminMeals']['edges'][number]['node'];

/** The Meals tab: every meal, with create, edit and delete (after confirmation). */
export default function MealsPanel() {
  const [fetchKey, setFetchKey] = useState(0);
  const reload = () => setFetchKey((key) => key + 1);
  return (
    <Suspense fallback={<PageSpinner label="Loading meals…" />}>
      <MealsList fetchKey={fetchKey} onChanged={reload} />
    </Suspense>
  );
}

function MealsList({ fetchKey, onChanged }: { fetchKey: number; onChanged: () => void }) {
  const data = useLazyLoadQuery<MealsPanelQuery>(
    graphql`
      query MealsPanelQuery {
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
    `,
    {},
    { fetchKey, fetchPolicy: fetchKey === 0 ? 'store-and-network' : 'network-only' },
  );
  const [editing, setEditing] = useState<AdminMealNode | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminMealNode | null>(null);
  const [commitDelete, isDeleting] = useMutation<MealsPanelDeleteMutation>(graphql`
    mutation MealsPanelDeleteMutation($input: MealDeleteInput!) {
      mealDelete(input: $input) {
        __typename
        ... on MealDeletePayload {
          deletedMealId
          hidden
        }
      }
    }
  `);

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
        <Heading as="h2" size="lg">
          Meal Management ({meals.length})
        </Heading>
        <Button onClick={() => setEditing('new')}>Add Meal</Button>
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
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`Edit ${meal.title}`}
                        onClick={() => setEditing(meal)}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={`Delete ${meal.title}`}
                        onClick={() => setDeleting(meal)}
                      >
                        Delete
                      </Button>
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {editing ? (
        <MealFormDialog
          mealId={editing === 'new' ? null : editing.id}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
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
