import { Box, Button, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { graphql, useFragment, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { selectionNotices } from '@rules';
import type { MealEditorDialog_order$key } from '../../__generated__/MealEditorDialog_order.graphql.ts';
import type { MealEditorDialogMenuQuery } from '../../__generated__/MealEditorDialogMenuQuery.graphql.ts';
import type { MealEditorDialogSaveMutation } from '../../__generated__/MealEditorDialogSaveMutation.graphql.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { MealImage } from '../Meals/MealImage.tsx';
import { formatCalories, formatProtein } from '../Meals/mealFormat.ts';
import { AccountDialog, retryNotice } from './AccountDialog.tsx';

const saveMutation = graphql`
  mutation MealEditorDialogSaveMutation($input: OrderSelectionSaveInput!) {
    orderSelectionSave(input: $input) {
      __typename
      ... on OrderSelectionSavePayload {
        order {
          id
          status
          items {
            id
            portionSize
            meal {
              id
              title
            }
          }
          total {
            formatted
          }
          ...MealEditorDialog_order
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Portion = 'standard' | 'large';
interface Pick {
  mealId: string;
  portionSize: Portion;
}

const menuQuery = graphql`
  query MealEditorDialogMenuQuery($weekRef: String!) @preloadable {
    week(ref: $weekRef) {
      menu {
        id
        meal {
          id
          title
          imageUrl
          standard {
            calories
            protein
          }
          large {
            calories
            protein
          }
        }
      }
    }
  }
`;

/** Edit Meals: the week's menu with a count per meal (and its portion in a mixed plan), saved at once. */
export default function MealEditorDialog({
  order: orderKey,
  items,
  menu,
  onClose,
}: {
  order: MealEditorDialog_order$key;
  /** The order's meals now (the card has them). */
  items: readonly { portionSize: string; meal: { id: string } }[];
  /** The week's menu, asked for when Edit Meals was pressed (before this dialog's code arrived). */
  menu: PreloadedQuery<MealEditorDialogMenuQuery>;
  onClose: () => void;
}) {
  const order = useFragment(
    graphql`
      fragment MealEditorDialog_order on Order {
        id
        mealCount
        defaultPortionSize
      }
    `,
    orderKey,
  );
  const mixed = order.defaultPortionSize === 'mixed';
  const planPortion: Portion = order.defaultPortionSize === 'large' ? 'large' : 'standard';
  const [picks, setPicks] = useState<Pick[]>(() =>
    items.map((item) => ({ mealId: item.meal.id, portionSize: item.portionSize as Portion })),
  );
  const [commit, saving] = useMutation<MealEditorDialogSaveMutation>(saveMutation);

  const add = (mealId: string, portionSize: Portion) => {
    if (picks.length >= order.mealCount) {
      notify({ type: 'warning', ...selectionNotices.tooMany(order.mealCount) });
      return;
    }
    setPicks([...picks, { mealId, portionSize }]);
  };
  const remove = (mealId: string, portionSize: Portion) => {
    const index = picks.findLastIndex((pick) => pick.mealId === mealId && pick.portionSize === portionSize);
    if (index >= 0) setPicks(picks.filter((_, i) => i !== index));
  };

  const save = () => {
    if (picks.length !== order.mealCount) {
      notify({ type: 'warning', ...selectionNotices.wrongCount(order.mealCount) });
      return;
    }
    commit({
      variables: { input: { orderId: order.id, items: picks } },
      onCompleted: ({ orderSelectionSave: result }) => {
        if (result.__typename === 'OrderSelectionSavePayload') {
          notify({ type: 'success', title: 'Selection saved', description: 'Your meals for this week are saved.' });
          onClose();
        } else notify({ type: 'error', title: 'Error saving selection', description: result.message ?? '' });
      },
      onError: () => void notify({ ...retryNotice('save your selection'), title: 'Error saving selection' }),
    });
  };

  return (
    <AccountDialog
      open
      onClose={onClose}
      title={`Edit Meals (${picks.length} of ${order.mealCount} selected)`}
      confirmLabel="Save Selection"
      onConfirm={save}
      busy={saving}
      fullScreenOnPhone
    >
      <Suspense fallback={<PageSpinner label="Loading the menu…" />}>
        <MenuPicker menu={menu} picks={picks} mixed={mixed} planPortion={planPortion} onAdd={add} onRemove={remove} />
      </Suspense>
    </AccountDialog>
  );
}

function MenuPicker({
  menu,
  picks,
  mixed,
  planPortion,
  onAdd,
  onRemove,
}: {
  menu: PreloadedQuery<MealEditorDialogMenuQuery>;
  picks: Pick[];
  mixed: boolean;
  planPortion: Portion;
  onAdd: (mealId: string, portion: Portion) => void;
  onRemove: (mealId: string, portion: Portion) => void;
}) {
  const { week } = usePreloadedQuery<MealEditorDialogMenuQuery>(menuQuery, menu);
  const [portion, setPortion] = useState<Portion>('standard');
  const size = mixed ? portion : planPortion;
  const countOf = (mealId: string, portion: Portion) =>
    picks.filter((pick) => pick.mealId === mealId && pick.portionSize === portion).length;
  const count = (mealId: string) => countOf(mealId, size);
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {mixed
          ? 'Mixed portions: choose the size, then add meals in that size.'
          : `${planPortion === 'large' ? 'Large' : 'Standard'} portions (your plan's size).`}
      </Text>
      {mixed ? (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label="Portion size for the meals you add"
            value={portion}
            onChange={(event) => setPortion(event.currentTarget.value as Portion)}
          >
            <option value="standard">Standard</option>
            <option value="large">Large</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : null}
      <Stack as="ul" gap="2" p="0" m="0" aria-label="This week's menu">
        {(week?.menu ?? []).map(({ meal }) => (
          <Flex as="li" key={meal.id} listStyleType="none" align="center" justify="space-between" gap="3">
            <Flex align="center" gap="3" minW="0">
              <Box w="12" flexShrink={0} borderRadius="md" overflow="hidden">
                <MealImage src={meal.imageUrl} alt="" aspectRatio={1} />
              </Box>
              <Box minW="0">
                <Text fontWeight="medium" lineHeight="short">
                  {meal.title}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {size === 'large' ? 'Large' : 'Standard'}: {formatCalories(meal[size].calories)} ·{' '}
                  {formatProtein(meal[size].protein)} protein
                </Text>
                {mixed && countOf(meal.id, 'standard') + countOf(meal.id, 'large') > 0 ? (
                  <Text fontSize="xs" color="brand.fg">
                    In your box: {countOf(meal.id, 'standard')} standard, {countOf(meal.id, 'large')} large
                  </Text>
                ) : null}
              </Box>
            </Flex>
            <Flex align="center" gap="2" flexShrink={0}>
              <Button
                size="xs"
                variant="outline"
                aria-label={`Remove one ${meal.title}`}
                disabled={count(meal.id) === 0}
                onClick={() => onRemove(meal.id, size)}
              >
                −
              </Button>
              <Text minW="4" textAlign="center" aria-label={`${count(meal.id)} ${meal.title}`}>
                {count(meal.id)}
              </Text>
              <Button
                size="xs"
                variant="outline"
                aria-label={`Add one ${meal.title}`}
                onClick={() => onAdd(meal.id, size)}
              >
                +
              </Button>
            </Flex>
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}
