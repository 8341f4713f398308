import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { adminMealMessages } from '@rules';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { MealFormDialogQuery } from '../../../__generated__/MealFormDialogQuery.graphql.ts';
import type { MealsPanelDeleteMutation } from '../../../__generated__/MealsPanelDeleteMutation.graphql.ts';
import type { MealsPanelQuery, MealsPanelQuery$data } from '../../../__generated__/MealsPanelQuery.graphql.ts';
import { notify } from '../../../components/ui/toaster.tsx';
import { RowAction } from '../RowAction.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { useDialogQuery } from '../useDialogQuery.ts';
import { useRefresh } from '../useRefresh.ts';
import { mealFormDialogQuery, MealFormDialog } from './MealFormDialog.tsx';
import { MealTable } from './MealTable.tsx';
import type { MealRatingsDialogQuery } from '../../../__generated__/MealRatingsDialogQuery.graphql.ts';
import { mealRatingsDialogQuery, MealRatingsDialog } from './MealRatingsDialog.tsx';
import { PanelTitle } from '../PanelTitle.tsx';
import { useFormat } from '../../../i18n/format.ts';

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
  const { i18n } = useLingui();
  const format = useFormat();
  const data = usePreloadedQuery<MealsPanelQuery>(mealsPanelQuery, queryRef);
  // A new meal takes its place in the server's order, and a deleted one may stay, hidden.
  const [onChanged] = useRefresh(mealsPanelQuery, queryRef.variables);
  const editor = useDialogQuery<MealFormDialogQuery, AdminMealNode | 'new'>(mealFormDialogQuery);
  const edit = (meal: AdminMealNode | 'new') =>
    meal === 'new' ? editor.open(meal) : editor.open(meal, { id: meal.id }, 'network-only');
  const ratings = useDialogQuery<MealRatingsDialogQuery, AdminMealNode>(mealRatingsDialogQuery);
  const [deleting, setDeleting] = useState<AdminMealNode | null>(null);
  const [commitDelete, isDeleting] = useMutation<MealsPanelDeleteMutation>(mealsPanelDeleteMutation);

  const confirmDelete = () => {
    if (!deleting) return;
    const failed = () =>
      void notify({ type: 'error', title: i18n._('Error'), description: i18n._(adminMealMessages.deleteFailed) });
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
          title: i18n._('Success'),
          description: mealDelete.hidden
            ? i18n._('Meal hidden: past orders include it, so it is kept for them.')
            : i18n._('Meal deleted successfully'),
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
        <PanelTitle>{i18n._('Meal Management ({count})', { count: format.number(meals.length) })}</PanelTitle>
        <Button onClick={() => edit('new')}>{i18n._('Add Meal')}</Button>
      </Flex>
      {meals.length === 0 ? (
        <Text color="fg.muted">{i18n._('No meals yet.')}</Text>
      ) : (
        <MealTable
          nameHeader={i18n._('Title')}
          rows={meals.map((meal) => ({ meal }))}
          actions={(meal) => (
            <Flex gap="2" justify="flex-end">
              <RowAction
                label={i18n._('Ratings')}
                name={meal.title}
                onClick={() => ratings.open(meal, { id: meal.id }, 'network-only')}
              />
              <RowAction label={i18n._('Edit')} name={meal.title} onClick={() => edit(meal)} />
              <RowAction label={i18n._('Delete')} name={meal.title} danger onClick={() => setDeleting(meal)} />
            </Flex>
          )}
        />
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
      {ratings.opened && ratings.queryRef ? (
        <MealRatingsDialog queryRef={ratings.queryRef} title={ratings.opened.title} onClose={ratings.close} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={i18n._('Delete meal?')}
        message={i18n._('Are you sure you want to delete "{name}"? This action cannot be undone.', {
          name: deleting?.title ?? '',
        })}
        confirmLabel={i18n._('Delete')}
        destructive
        busy={isDeleting}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
