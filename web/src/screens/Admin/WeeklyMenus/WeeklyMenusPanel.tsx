import { useLingui } from '@lingui/react';
import { useFormat } from '../../../i18n/format.ts';
import { Badge, Button, Flex, IconButton, Stack, Tabs, Text } from '@chakra-ui/react';
import { weekMenuMessages } from '@rules';
import { Suspense, useState } from 'react';
import { graphql, useFragment, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import mealsQueryParameters from '../../../__generated__/WeeklyMenusPanelMealsQuery$parameters.ts';
import weekQueryParameters from '../../../__generated__/WeeklyMenusPanelWeekQuery$parameters.ts';
import type { WeeklyMenusPanelAddMutation } from '../../../__generated__/WeeklyMenusPanelAddMutation.graphql.ts';
import type { WeeklyMenusPanelQuery } from '../../../__generated__/WeeklyMenusPanelQuery.graphql.ts';
import type { WeeklyMenusPanelWeekQuery } from '../../../__generated__/WeeklyMenusPanelWeekQuery.graphql.ts';
import type { WeeklyMenusPanelMealsQuery } from '../../../__generated__/WeeklyMenusPanelMealsQuery.graphql.ts';
import type { WeeklyMenusPanel_week$key } from '../../../__generated__/WeeklyMenusPanel_week.graphql.ts';
import type { WeeklyMenusPanelRemoveMutation } from '../../../__generated__/WeeklyMenusPanelRemoveMutation.graphql.ts';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { MealTable, type TableMeal } from '../Meals/MealTable.tsx';
import { RouteQuery } from '../../../relay/RouteQuery.tsx';
import { PanelTitle } from '../PanelTitle.tsx';

export const weeklyMenusPanelQuery = graphql`
  query WeeklyMenusPanelQuery @preloadable {
    adminWeeks {
      id
      databaseId
    }
  }
`;

/**
 * The Week Editor (weekly-menus tab and /admin/menu): previous/next over the weeks starting
 * today or later (up to 8 weeks ahead), the Live Week badge, and each week's Current Menu and
 * Available Meals. Editing a live week asks first, once per week.
 */
export default function WeeklyMenusPanel({ queryRef }: { queryRef: PreloadedQuery<WeeklyMenusPanelQuery> }) {
  const { i18n } = useLingui();
  const data = usePreloadedQuery<WeeklyMenusPanelQuery>(weeklyMenusPanelQuery, queryRef);
  const [index, setIndex] = useState(0);
  const weeks = data.adminWeeks;
  const week = weeks[Math.min(index, weeks.length - 1)];

  return (
    <Stack gap="5">
      <PanelTitle>{i18n._('Week Editor')}</PanelTitle>
      {week ? (
        <Suspense fallback={<PageSpinner label={i18n._('Loading week…')} />}>
          <RouteQuery
            key={week.id}
            query={weekQueryParameters}
            variables={{ ref: String(week.databaseId) }}
            label={i18n._('Loading week…')}
          >
            {(weekQuery) => (
              <WeekEditor
                queryRef={weekQuery}
                position={{ index, count: weeks.length }}
                onPrevious={() => setIndex((i) => Math.max(0, i - 1))}
                onNext={() => setIndex((i) => Math.min(weeks.length - 1, i + 1))}
              />
            )}
          </RouteQuery>
        </Suspense>
      ) : (
        <Text color="fg.muted">{i18n._('No upcoming weeks have been generated yet.')}</Text>
      )}
    </Stack>
  );
}

interface WeekNavigation {
  position: { index: number; count: number };
  onPrevious: () => void;
  onNext: () => void;
}

const weekQuery = graphql`
  query WeeklyMenusPanelWeekQuery($ref: String!) @preloadable {
    week(ref: $ref) {
      ...WeeklyMenusPanel_week
    }
  }
`;

type PendingEdit = { kind: 'add' | 'remove'; mealId: string };

const weeklyMenusPanelAddMutation = graphql`
  mutation WeeklyMenusPanelAddMutation($input: WeekMenuMealAddInput!) {
    weekMenuMealAdd(input: $input) {
      __typename
      ... on WeekMenuMealAddPayload {
        week {
          ...WeeklyMenusPanel_week
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const weeklyMenusPanelRemoveMutation = graphql`
  mutation WeeklyMenusPanelRemoveMutation($input: WeekMenuMealRemoveInput!) {
    weekMenuMealRemove(input: $input) {
      __typename
      ... on WeekMenuMealRemovePayload {
        week {
          ...WeeklyMenusPanel_week
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** One week's menu; its query starts when the week is shown. */
function WeekEditor({
  queryRef,
  position,
  onPrevious,
  onNext,
}: WeekNavigation & { queryRef: PreloadedQuery<WeeklyMenusPanelWeekQuery> }) {
  const week = useFragment<WeeklyMenusPanel_week$key>(
    graphql`
      fragment WeeklyMenusPanel_week on Week {
        id
        label
        startDate
        endDate
        isLive
        isMenuFrozen
        orderDeadline
        menuEntries {
          id
          isAvailable
          isFeatured
          meal {
            ...WeeklyMenusPanel_meal @relay(mask: false)
          }
        }
      }
    `,
    usePreloadedQuery<WeeklyMenusPanelWeekQuery>(weekQuery, queryRef).week,
  );
  const { i18n } = useLingui();
  const format = useFormat();
  const [liveEditConfirmed, setLiveEditConfirmed] = useState(false);
  const [pending, setPending] = useState<PendingEdit | null>(null);
  const [commitAdd, adding] = useMutation<WeeklyMenusPanelAddMutation>(weeklyMenusPanelAddMutation);
  const [commitRemove, removing] = useMutation<WeeklyMenusPanelRemoveMutation>(weeklyMenusPanelRemoveMutation);

  if (!week) return <Text color="fg.muted">{i18n._('This week no longer exists.')}</Text>;
  const weekText = format.week({ label: week.label, startDate: String(week.startDate), endDate: String(week.endDate) });
  const onMenu = new Set(week.menuEntries.map((entry) => entry.meal.id));

  const failed = (kind: PendingEdit['kind'], message?: string) =>
    notify({
      type: 'error',
      title: i18n._('Error'),
      description: i18n._(message ?? (kind === 'add' ? weekMenuMessages.addFailed : weekMenuMessages.removeFailed)),
    });

  const run = ({ kind, mealId }: PendingEdit) => {
    const input = { weekId: week.id, mealId };
    const onError = () => void failed(kind);
    if (kind === 'add') {
      commitAdd({
        variables: { input },
        onCompleted: ({ weekMenuMealAdd: answer }) => {
          if (answer.__typename === 'WeekMenuMealAddPayload') {
            notify({ type: 'success', title: i18n._('Success'), description: i18n._('Meal added to the menu') });
          } else failed(kind, answer.__typename === 'ConflictError' ? answer.message : undefined);
        },
        onError,
      });
    } else {
      commitRemove({
        variables: { input },
        onCompleted: ({ weekMenuMealRemove: answer }) => {
          if (answer.__typename === 'WeekMenuMealRemovePayload') {
            notify({ type: 'success', title: i18n._('Success'), description: i18n._('Meal removed from the menu') });
          } else failed(kind, answer.__typename === 'ConflictError' ? answer.message : undefined);
        },
        onError,
      });
    }
  };

  /** A live week's first edit waits for the admin's confirmation. */
  const edit = (change: PendingEdit) => {
    if (week.isLive && !liveEditConfirmed) setPending(change);
    else run(change);
  };

  return (
    <Stack gap="4">
      <Flex align="center" justify="space-between" gap="2" borderWidth="1px" borderRadius="lg" p="3" bg="bg.panel">
        <IconButton
          aria-label={i18n._('Previous week')}
          variant="outline"
          onClick={onPrevious}
          disabled={position.index === 0}
        >
          {/* The arrow points back along the reading direction: left in English, right in Arabic. */}
          <Text as="span" _rtl={{ transform: 'scaleX(-1)' }}>
            ←
          </Text>
        </IconButton>
        <Stack gap="1" align="center" textAlign="center">
          <Text fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} aria-live="polite">
            {weekText}
          </Text>
          <Flex gap="2" align="center" wrap="wrap" justify="center">
            {week.isLive ? (
              <Badge colorPalette="green" variant="solid">
                {i18n._('Live Week')}
              </Badge>
            ) : null}
            <Text fontSize="sm" color="fg.muted">
              {i18n._('Week {index} of {count} · {meals}', {
                index: format.number(position.index + 1),
                count: format.number(position.count),
                meals: i18n._('{count, plural, one {# meal} other {# meals}}', { count: week.menuEntries.length }),
              })}
            </Text>
          </Flex>
        </Stack>
        <IconButton
          aria-label={i18n._('Next week')}
          variant="outline"
          onClick={onNext}
          disabled={position.index >= position.count - 1}
        >
          <Text as="span" _rtl={{ transform: 'scaleX(-1)' }}>
            →
          </Text>
        </IconButton>
      </Flex>

      {week.isMenuFrozen ? (
        <Text role="status" color="fg.muted" borderWidth="1px" borderRadius="lg" p="3" bg="bg.muted">
          {i18n._(weekMenuMessages.deadlinePassed)}
        </Text>
      ) : null}

      <Tabs.Root defaultValue="current" variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="current">{i18n._('Current Menu')}</Tabs.Trigger>
          <Tabs.Trigger value="available">{i18n._('Available Meals')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="current">
          {week.menuEntries.length === 0 ? (
            <Text color="fg.muted" py="4">
              {i18n._("No meals on this week's menu yet. Add some from Available Meals.")}
            </Text>
          ) : (
            <WeekMealTable
              caption={i18n._('Current menu, {week}', { week: weekText })}
              rows={week.menuEntries.map((entry) => ({
                meal: entry.meal,
                note: entry.isAvailable ? (entry.isFeatured ? i18n._('Featured') : null) : i18n._('Withdrawn'),
              }))}
              action={{
                label: /*i18n*/ 'Remove',
                disabled: removing || week.isMenuFrozen,
                run: (mealId) => edit({ kind: 'remove', mealId }),
              }}
            />
          )}
        </Tabs.Content>
        <Tabs.Content value="available">
          <Suspense fallback={<PageSpinner label={i18n._('Loading meals…')} />}>
            <RouteQuery query={mealsQueryParameters} variables={{}} label={i18n._('Loading meals…')}>
              {(mealsRef) => (
                <AvailableMeals
                  queryRef={mealsRef}
                  onMenu={onMenu}
                  caption={i18n._('Meals not yet on the menu, {week}', { week: weekText })}
                  action={{
                    label: /*i18n*/ 'Add',
                    disabled: adding || week.isMenuFrozen,
                    run: (mealId) => edit({ kind: 'add', mealId }),
                  }}
                />
              )}
            </RouteQuery>
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>

      <ConfirmDialog
        open={pending !== null}
        title={i18n._('Edit a live week?')}
        message={i18n._(
          '{week} is live: customers are choosing meals from this menu now. Changes show on the menu at once.',
          { week: weekText },
        )}
        confirmLabel={i18n._('Edit Live Week')}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          setLiveEditConfirmed(true);
          if (pending) run(pending);
          setPending(null);
        }}
      />
    </Stack>
  );
}

// What the week editor and Available Meals show of a meal (spread unmasked in both).
void graphql`
  fragment WeeklyMenusPanel_meal on Meal {
    id
    title
    imageUrl
    categoryLabel
    standard {
      calories
      protein
    }
    price {
      pounds
    }
  }
`;

const mealsQuery = graphql`
  query WeeklyMenusPanelMealsQuery @preloadable {
    adminMeals(first: 100) {
      edges {
        node {
          ...WeeklyMenusPanel_meal @relay(mask: false)
        }
      }
    }
  }
`;

/** The Available Meals tab: every meal not on the week's menu yet (its query starts when the tab opens). */
function AvailableMeals({
  queryRef,
  onMenu,
  caption,
  action,
}: {
  queryRef: PreloadedQuery<WeeklyMenusPanelMealsQuery>;
  onMenu: ReadonlySet<string>;
  caption: string;
  action: WeekMealTableProps['action'];
}) {
  const { i18n } = useLingui();
  const data = usePreloadedQuery<WeeklyMenusPanelMealsQuery>(mealsQuery, queryRef);
  const available = data.adminMeals.edges.map((edge) => edge.node).filter((meal) => !onMenu.has(meal.id));
  if (available.length === 0) {
    return (
      <Text color="fg.muted" py="4">
        {i18n._("Every meal is on this week's menu.")}
      </Text>
    );
  }
  return <WeekMealTable caption={caption} rows={available.map((meal) => ({ meal, note: null }))} action={action} />;
}

interface MealRow {
  meal: TableMeal;
  note: string | null;
}

interface WeekMealTableProps {
  caption: string;
  rows: MealRow[];
  /** Disabled while a change is saved, and for good once the week's menu is frozen. */
  action: { label: 'Add' | 'Remove'; disabled: boolean; run: (mealId: string) => void };
}

/** The week editor's meals, with their price and one action (Add or Remove) a row. */
function WeekMealTable({ caption, rows, action }: WeekMealTableProps) {
  const { i18n } = useLingui();
  // The action's English name ("Add", "Remove") is also a catalogue message.
  const label = i18n._(action.label);
  return (
    <MealTable
      nameHeader={i18n._('Name')}
      caption={caption}
      rows={rows}
      withPrice
      mt="3"
      actions={(meal) => (
        <Button
          size="xs"
          variant={action.label === 'Add' ? 'solid' : 'outline'}
          colorPalette={action.label === 'Add' ? 'brand' : 'red'}
          aria-label={`${label} ${meal.title}`}
          disabled={action.disabled}
          onClick={() => action.run(meal.id)}
        >
          {label}
        </Button>
      )}
    />
  );
}
