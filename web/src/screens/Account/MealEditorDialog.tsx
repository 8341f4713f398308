import { Box, Button, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Suspense, useState } from 'react';
import { graphql, useFragment, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { MealEditorDialog_order$key } from '../../__generated__/MealEditorDialog_order.graphql.ts';
import type { MealEditorDialogMenuQuery } from '../../__generated__/MealEditorDialogMenuQuery.graphql.ts';
import type { MealEditorDialogSaveMutation } from '../../__generated__/MealEditorDialogSaveMutation.graphql.ts';
import { selectionNotices } from '@rules';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { MealImage } from '../Meals/MealImage.tsx';
import { useFormat } from '../../i18n/format.ts';
import { PORTION_LABELS, useLabels } from '../../lib/labels.ts';
import { AccountDialog, retryNotice } from './AccountDialog.tsx';
import { translatorOf } from '../../i18n/index.ts';

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
            piasters
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
  const { i18n } = useLingui();
  // The rules' notices in the page's language.
  const t = translatorOf(i18n);
  const format = useFormat();
  const mixed = order.defaultPortionSize === 'mixed';
  const planPortion: Portion = order.defaultPortionSize === 'large' ? 'large' : 'standard';
  const [picks, setPicks] = useState<Pick[]>(() =>
    items.map((item) => ({ mealId: item.meal.id, portionSize: item.portionSize as Portion })),
  );
  const [commit, saving] = useMutation<MealEditorDialogSaveMutation>(saveMutation);

  const add = (mealId: string, portionSize: Portion) => {
    if (picks.length >= order.mealCount) {
      notify({ type: 'warning', ...selectionNotices.tooMany(order.mealCount, t) });
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
      notify({ type: 'warning', ...selectionNotices.wrongCount(order.mealCount, t) });
      return;
    }
    commit({
      variables: { input: { orderId: order.id, items: picks } },
      onCompleted: ({ orderSelectionSave: result }) => {
        if (result.__typename === 'OrderSelectionSavePayload') {
          notify({
            type: 'success',
            title: i18n._('Selection saved'),
            description: i18n._('Your meals for this week are saved.'),
          });
          onClose();
        } else
          notify({ type: 'error', title: i18n._('Error saving selection'), description: i18n._(result.message ?? '') });
      },
      onError: () =>
        void notify({
          ...retryNotice(i18n, i18n._("We couldn't save your selection. Please try again.")),
          title: i18n._('Error saving selection'),
        }),
    });
  };

  return (
    <AccountDialog
      open
      onClose={onClose}
      title={i18n._('Edit Meals ({picked} of {count} selected)', {
        picked: format.number(picks.length),
        count: format.number(order.mealCount),
      })}
      confirmLabel={i18n._('Save Selection')}
      onConfirm={save}
      busy={saving}
      fullScreenOnPhone
    >
      <Suspense fallback={<PageSpinner label={i18n._('Loading the menu…')} />}>
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
  const { i18n } = useLingui();
  const format = useFormat();
  const labels = useLabels();
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
          ? i18n._('Mixed portions: choose the size, then add meals in that size.')
          : planPortion === 'large'
            ? i18n._("Large portions (your plan's size).")
            : i18n._("Standard portions (your plan's size).")}
      </Text>
      {mixed ? (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={i18n._('Portion size for the meals you add')}
            value={portion}
            onChange={(event) => setPortion(event.currentTarget.value as Portion)}
          >
            <option value="standard">{labels.labelOf(PORTION_LABELS, 'standard')}</option>
            <option value="large">{labels.labelOf(PORTION_LABELS, 'large')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : null}
      <Stack as="ul" gap="2" p="0" m="0" aria-label={i18n._("This week's menu")}>
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
                  {i18n._('{portion}: {calories} kcal · {protein} g protein', {
                    portion: labels.labelOf(PORTION_LABELS, size),
                    calories: format.number(Math.round(meal[size].calories)),
                    protein: format.number(Math.round(meal[size].protein * 10) / 10),
                  })}
                </Text>
                {mixed && countOf(meal.id, 'standard') + countOf(meal.id, 'large') > 0 ? (
                  <Text fontSize="xs" color="brand.fg">
                    {i18n._('In your box: {standard} standard, {large} large', {
                      standard: format.number(countOf(meal.id, 'standard')),
                      large: format.number(countOf(meal.id, 'large')),
                    })}
                  </Text>
                ) : null}
              </Box>
            </Flex>
            <Flex align="center" gap="2" flexShrink={0}>
              <Button
                size="xs"
                variant="outline"
                aria-label={i18n._('Remove one {meal}', { meal: meal.title })}
                disabled={count(meal.id) === 0}
                onClick={() => onRemove(meal.id, size)}
              >
                −
              </Button>
              <Text minW="4" textAlign="center" aria-label={`${format.number(count(meal.id))} ${meal.title}`}>
                {format.number(count(meal.id))}
              </Text>
              <Button
                size="xs"
                variant="outline"
                aria-label={i18n._('Add one {meal}', { meal: meal.title })}
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
