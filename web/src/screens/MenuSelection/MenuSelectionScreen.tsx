import { Box, Button, chakra, Container, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import type { MealDetailDialog_meal$key } from '../../__generated__/MealDetailDialog_meal.graphql.ts';
import type { MenuSelectionScreenQuery } from '../../__generated__/MenuSelectionScreenQuery.graphql.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useAuthState } from '../../components/guards/useAuthState.ts';
import { useFoodProfile } from '../../components/FoodProfile/useFoodProfile.ts';
import { allergenLabel, conflictQuestion, dietLabel, foodConflicts, type FoodConflict } from '@rules';
import { isProgressHidden, ProgressIndicator } from '../../components/ProgressIndicator/index.ts';
import { notify } from '../../components/ui/toaster.tsx';
import { useFormat } from '../../i18n/format.ts';
import { quote, usePriceTable } from '../../lib/pricing.ts';
import {
  readStoredSelection,
  type DeliverySlot,
  type MealPortion,
  type StoredSelection,
} from '../../lib/selections.ts';
import { MenuMealRow } from './MenuMealRow.tsx';
import { EMPTY_DRAFT, fitPicks, readDrafts, writeDrafts, type WeekDraft } from './menuDrafts.ts';
import {
  addPick,
  checkBeforeContinue,
  isFlagSet,
  largeCount,
  parseMealCount,
  parsePortionSize,
  removePick,
  setPickPortion,
} from './selectionRules.ts';
import { useSelectionNotices } from './selectionMessages.ts';
import { SelectionSummary } from './SelectionSummary.tsx';
import { useSubmitSelection } from './useSubmitSelection.ts';
import { PLAN_PORTION_LABELS, SLOT_HOURS_LABELS, useLabels } from '../../lib/labels.ts';
import { SelectField } from '../../components/ui/select-field.tsx';

// Public fields only, so the server's shared response cache can answer it for
// everyone; who is signed in comes from the session query (useAuthState).
export const menuSelectionScreenQuery = graphql`
  query MenuSelectionScreenQuery($weekRef: String!) @preloadable {
    weeks(liveOnly: true) {
      id
      databaseId
      label
      startDate
      endDate
    }
    week(ref: $weekRef) {
      id
      databaseId
      label
      startDate
      endDate
      menu {
        id
        meal {
          id
          title
          allergens
          diets
          ingredients
          ...MenuMealRow_meal
          ...MealDetailDialog_meal
        }
      }
    }
    pricing {
      ...pricing_priceTable
    }
  }
`;

// The catalogue's own meal detail (nutrition for both sizes, ingredients, tags), loaded on the first tap.
const MealDetailDialog = lazy(() => import('../Meals/MealDetailDialog.tsx'));

export interface MenuSelectionScreenProps {
  queryRef: PreloadedQuery<MenuSelectionScreenQuery>;
}

/** /menu/:weekId — step 2: pick the week's meals. */
export default function MenuSelectionScreen({ queryRef }: MenuSelectionScreenProps) {
  const data = usePreloadedQuery<MenuSelectionScreenQuery>(menuSelectionScreenQuery, queryRef);
  const { i18n } = useLingui();
  const format = useFormat();
  const labels = useLabels();
  const notices = useSelectionNotices();
  const { signedIn } = useAuthState();
  const foodProfile = useFoodProfile(signedIn);
  const { weekId: weekParam = 'current' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const priceTable = usePriceTable(data.pricing);

  const fromPlan = isFlagSet(searchParams.get('fromPlan'));
  const fromAccount = searchParams.has('fromAccount');
  const mealCount = parseMealCount(searchParams.get('mealCount'), fromPlan);
  const plan = parsePortionSize(searchParams.get('portionSize'));
  const showProgress = !isProgressHidden(`/menu/${weekParam}`, searchParams);

  // An unknown, past or "current" week id switches to the first live week (URL replaced).
  const liveWeek = data.weeks.find((week) => String(week.databaseId) === weekParam);
  const firstLive = data.weeks[0];
  const redirectTo = !liveWeek && firstLive ? `/menu/${firstLive.databaseId}?${searchParams.toString()}` : null;
  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  // Browser Back from a plan-page visit returns to the plans, whatever came in between
  // (e.g. /auth after "Back to Menu"). The router has already moved to the previous entry
  // when popstate reaches us; that entry is swapped for /meal-plans.
  const backToPlans = fromPlan && searchParams.has('mealCount');
  const plansPath = `/meal-plans?${new URLSearchParams({ mealCount: String(mealCount), portionSize: plan }).toString()}`;
  useEffect(() => {
    if (!backToPlans) return;
    const onPop = () => {
      const { pathname } = window.location;
      if (pathname !== '/meal-plans' && !pathname.startsWith('/menu')) navigate(plansPath, { replace: true });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [backToPlans, navigate, plansPath]);

  // Each week's picks, kept in this tab's session storage as they are made (menuDrafts.ts):
  // a reload, Back then Forward, or another week and back finds them again.
  const [drafts, setDrafts] = useState<Record<string, WeekDraft>>(readDrafts);
  useEffect(() => writeDrafts(drafts), [drafts]);
  const weekKey = liveWeek ? String(liveWeek.databaseId) : '';
  const draft = drafts[weekKey] ?? EMPTY_DRAFT;
  const updateDraft = useCallback(
    (change: (current: WeekDraft) => WeekDraft) =>
      setDrafts((all) => ({ ...all, [weekKey]: change(all[weekKey] ?? EMPTY_DRAFT) })),
    [weekKey],
  );

  // The API's `menu` lists only what the week offers (the catalog decides "on the menu").
  const availableMeals = useMemo(
    () => (liveWeek && data.week && data.week.databaseId === liveWeek.databaseId ? data.week.menu : []),
    [data.week, liveWeek],
  );

  // A selection stored before registering (or before leaving) comes back once per week.
  const restoredWeeks = useRef(new Set<string>());
  useEffect(() => {
    if (!weekKey || restoredWeeks.current.has(weekKey)) return;
    restoredWeeks.current.add(weekKey);
    const existing = drafts[weekKey];
    if (existing && (existing.picks.length > 0 || existing.mealCount !== undefined)) {
      // A draft made under another plan (the URL changed meanwhile) keeps what fits and says what it dropped.
      if (existing.mealCount !== mealCount || existing.portionSize !== plan) {
        const fitted = fitPicks(existing.picks, mealCount, plan);
        setDrafts((all) => ({
          ...all,
          [weekKey]: { ...existing, picks: fitted.picks, saved: false, mealCount, portionSize: plan },
        }));
        if (fitted.dropped.length > 0) {
          const titles = new Map(availableMeals.map((item) => [item.meal.id, item.meal.title]));
          notify({ type: 'warning', ...notices.dropped(fitted.dropped, mealCount, titles) });
        }
      }
      return;
    }
    const stored = readStoredSelection();
    if (!stored || stored.weekId !== weekKey || stored.selectedMeals.length === 0) return;
    const onMenu = new Set(availableMeals.map((item) => item.meal.id));
    const picks = stored.selectedMeals.filter((meal) => onMenu.has(meal.mealId)).slice(0, stored.mealCount);
    if (picks.length === 0) return;
    setDrafts((all) => ({
      ...all,
      [weekKey]: {
        picks,
        slot: stored.deliverySlot,
        saved: picks.length === stored.mealCount,
        mealCount: stored.mealCount,
        portionSize: stored.portionSize,
      },
    }));
    if (stored.mealCount !== mealCount || stored.portionSize !== plan) {
      setSearchParams(
        (params) => {
          params.set('mealCount', String(stored.mealCount));
          params.set('portionSize', stored.portionSize);
          return params;
        },
        { replace: true },
      );
    }
    notify({ type: 'success', ...notices.restored() });
  }, [weekKey, availableMeals, mealCount, plan, setSearchParams, drafts, notices]);

  const { submit, isSubmitting } = useSubmitSelection();
  // The dialog keeps the last meal while it animates closed.
  const [openMeal, setOpenMeal] = useState<{ meal: MealDetailDialog_meal$key; open: boolean } | null>(null);
  // A meal that conflicts with the food profile, waiting for "Add anyway" or "Cancel".
  const [asking, setAsking] = useState<{ mealId: string; title: string; question: string } | null>(null);

  if (redirectTo) return null;
  if (!liveWeek) return <NoOpenWeeks fromAccount={fromAccount} />;
  const liveWeekLabel = format.week(liveWeek);

  const picks = draft.picks;
  const mealTitles = new Map(availableMeals.map((item) => [item.meal.id, item.meal.title]));
  const changePlan = (name: 'mealCount' | 'portionSize', value: string) => {
    // A new meal count keeps the picks that fit (the first ones) and says which it dropped; a
    // new portion size gives every pick its size (mixed keeps each pick's own).
    const nextCount = name === 'mealCount' ? Number(value) : mealCount;
    const nextPlan = name === 'portionSize' ? parsePortionSize(value) : plan;
    const fitted = fitPicks(picks, nextCount, nextPlan);
    updateDraft((current) => ({
      ...current,
      picks: fitted.picks,
      saved: false,
      mealCount: nextCount,
      portionSize: nextPlan,
    }));
    if (fitted.dropped.length > 0)
      notify({ type: 'warning', ...notices.dropped(fitted.dropped, nextCount, mealTitles) });
    setSearchParams(
      (params) => {
        params.set(name, value);
        return params;
      },
      { replace: true },
    );
  };

  // The customer's food profile (read above, before any early return): meals that break it are
  // marked, and adding one asks first.
  const conflictsOf = (meal: {
    allergens: readonly string[];
    diets: readonly string[];
    ingredients: readonly string[];
  }) => (foodProfile ? foodConflicts(foodProfile, { ...meal, ingredients: meal.ingredients.join(', ') }) : []);
  const conflictText = (conflict: FoodConflict) =>
    conflict.kind === 'allergen'
      ? allergenLabel(conflict.value, i18n.locale)
      : conflict.kind === 'diet'
        ? i18n._('not {diet}', { diet: dietLabel(conflict.value, i18n.locale) })
        : conflict.value;

  const add = (mealId: string) => {
    const meal = availableMeals.find((item) => item.meal.id === mealId)?.meal;
    const conflict = meal ? conflictsOf(meal)[0] : undefined;
    if (meal && conflict) {
      const question = conflictQuestion(conflict, i18n.locale);
      setAsking({ mealId, title: meal.title, question: i18n._(question.message, question.values) });
      return;
    }
    addNow(mealId);
  };
  const addNow = (mealId: string) => {
    const result = addPick(picks, mealId, mealCount, plan);
    if (!result.ok) {
      notify({ type: 'warning', ...notices.tooMany(mealCount) });
      return;
    }
    updateDraft((current) => ({ ...current, picks: result.picks, mealCount, portionSize: plan }));
  };

  const largeMeals = plan === 'large' ? mealCount : plan === 'mixed' ? largeCount(picks) : 0;
  const prices = quote(priceTable, { mealCount, largeMeals, isFirstSubscriptionOrder: false });

  const proceed = () => {
    const check = checkBeforeContinue(picks, mealCount);
    if (!check.ok) {
      // The rules' notice in English; the same notice in the page's language.
      const notice = picks.length !== mealCount ? notices.incomplete(mealCount) : notices.portionsRequired();
      notify({ type: 'error', ...notice });
      return;
    }
    const selection: StoredSelection = {
      weekId: weekKey,
      weekGlobalId: liveWeek.id,
      mealCount,
      portionSize: plan,
      deliverySlot: draft.slot,
      selectedMeals: picks.map((pick) => ({ mealId: pick.mealId, portionSize: pick.portionSize as MealPortion })),
    };
    updateDraft((current) => ({ ...current, saved: true }));
    submit(selection, signedIn);
  };

  const backLink = fromAccount
    ? { to: '/account', label: i18n._('Back to Account') }
    : { to: plansPath, label: i18n._('Back to Plans') };

  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} pt={{ base: '4', md: '8' }} pb="32">
      <title>{i18n._('Select your meals · {brand}', { brand: 'MealBox' })}</title>
      <Stack gap={{ base: '5', md: '6' }}>
        <Box>
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={backLink.to}>
              <BackArrow /> {backLink.label}
            </RouterLink>
          </Link>
        </Box>
        {showProgress ? <ProgressIndicator step={2} /> : null}

        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" bg="bg.panel" borderWidth="1px" borderRadius="xl" p="4">
          <SelectField
            label={i18n._('Delivery week')}
            value={weekKey}
            onChange={(value) => navigate(`/menu/${value}?${searchParams.toString()}`)}
            options={data.weeks.map((week) => ({ value: String(week.databaseId), label: format.week(week) }))}
            disabled={draft.saved}
          />
          <SelectField
            label={i18n._('Delivery slot')}
            value={draft.slot}
            onChange={(value) =>
              // Another slot keeps the picks: only the delivery time changes.
              updateDraft((current) => ({ ...current, slot: value as DeliverySlot, saved: false }))
            }
            options={labels.optionsOf(SLOT_HOURS_LABELS)}
            disabled={draft.saved}
          />
          <SelectField
            label={i18n._('Meals per week')}
            value={String(mealCount)}
            onChange={(value) => changePlan('mealCount', value)}
            options={labels.mealCountOptions()}
            disabled={draft.saved}
          />
          <SelectField
            label={i18n._('Portion size')}
            value={plan}
            onChange={(value) => changePlan('portionSize', value)}
            options={labels.optionsOf(PLAN_PORTION_LABELS)}
            disabled={draft.saved}
          />
        </SimpleGrid>

        {draft.saved ? (
          <SelectionSummary
            weekLabel={liveWeekLabel}
            slotLabel={labels.labelOf(SLOT_HOURS_LABELS, draft.slot)}
            picks={picks}
            mealTitles={mealTitles}
            plan={plan}
            total={format.money(prices.total)}
            isSubmitting={isSubmitting}
            onEdit={() => updateDraft((current) => ({ ...current, saved: false }))}
            onContinue={proceed}
          />
        ) : (
          <>
            <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
              <Heading as="h1" size={{ base: 'lg', md: 'xl' }} fontFamily="heading">
                {i18n._('Select your meals ({picked} of {count} selected)', {
                  picked: format.number(picks.length),
                  count: format.number(mealCount),
                })}
              </Heading>
              <Button
                variant="plain"
                color="brand.fg"
                px="0"
                textDecoration="underline"
                onClick={() => updateDraft((current) => ({ ...current, picks: [] }))}
                disabled={picks.length === 0}
              >
                {i18n._('Clear All Selections')}
              </Button>
            </Flex>
            {picks.length >= mealCount ? (
              <Text role="status" fontSize="sm" color="fg.muted" bg="saffron.subtle" borderRadius="md" px="3" py="2">
                {i18n._('All {meals} selected. Remove a meal to add a different one.', {
                  meals: labels.mealCount(mealCount),
                })}
              </Text>
            ) : null}

            {availableMeals.length === 0 ? (
              <Text color="fg.muted">{i18n._("This week's menu is being prepared. Please choose another week.")}</Text>
            ) : (
              <SimpleGrid
                as="ul"
                columns={{ base: 1, md: 2, lg: 3 }}
                gap={{ base: '3', md: '4' }}
                p="0"
                m="0"
                aria-label={i18n._("This week's menu")}
              >
                {availableMeals.map((item) => (
                  <MenuMealRow
                    key={item.id}
                    meal={item.meal}
                    onOpen={() => setOpenMeal({ meal: item.meal, open: true })}
                    plan={plan}
                    portions={picks.filter((pick) => pick.mealId === item.meal.id).map((pick) => pick.portionSize)}
                    onAdd={() => add(item.meal.id)}
                    conflicts={conflictsOf(item.meal).map(conflictText)}
                    conflictValues={conflictsOf(item.meal)
                      .filter((conflict) => conflict.kind === 'allergen')
                      .map((conflict) => conflict.value)}
                    onRemove={() =>
                      updateDraft((current) => ({ ...current, picks: removePick(current.picks, item.meal.id) }))
                    }
                    onPortion={(nth, portion) =>
                      updateDraft((current) => ({
                        ...current,
                        picks: setPickPortion(current.picks, item.meal.id, nth, portion),
                      }))
                    }
                  />
                ))}
              </SimpleGrid>
            )}
          </>
        )}
      </Stack>

      {openMeal ? (
        <Suspense fallback={null}>
          <MealDetailDialog
            meal={openMeal.meal}
            open={openMeal.open}
            onClose={() => setOpenMeal((current) => (current ? { ...current, open: false } : null))}
          />
        </Suspense>
      ) : null}

      {!draft.saved ? (
        <Box position="fixed" bottom="0" insetX="0" bg="bg.panel" borderTopWidth="1px" boxShadow="lg" zIndex="sticky">
          <Container maxW="6xl" px={{ base: '4', md: '6' }} py="3">
            <Flex align="center" justify="space-between" gap="3">
              <Box minW="0">
                <Text fontSize="xs" color="fg.muted">
                  {i18n._('{picked} of {count} selected · weekly total', {
                    picked: format.number(picks.length),
                    count: format.number(mealCount),
                  })}
                </Text>
                <Text fontWeight="bold" fontSize={{ base: 'lg', md: 'xl' }}>
                  {format.money(prices.total)}
                </Text>
                {prices.discount > 0 ? (
                  <Text fontSize="xs" color="green.fg">
                    {i18n._('Bundle saving {amount}', { amount: format.money(prices.discount) })}
                  </Text>
                ) : null}
              </Box>
              <Button size={{ base: 'md', md: 'lg' }} onClick={proceed} loading={isSubmitting}>
                {i18n._('Continue')}
              </Button>
            </Flex>
          </Container>
        </Box>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking?.title ?? ''}
        message={asking?.question ?? ''}
        confirmLabel={i18n._('Add anyway')}
        cancelLabel={i18n._('Cancel')}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) addNow(asking.mealId);
          setAsking(null);
        }}
      />
    </Container>
  );
}

/** "←" that points back in the page's reading direction. */
function BackArrow() {
  return (
    <chakra.span aria-hidden="true" display="inline-block" _rtl={{ transform: 'scaleX(-1)' }}>
      ←
    </chakra.span>
  );
}

function NoOpenWeeks({ fromAccount }: { fromAccount: boolean }) {
  const { i18n } = useLingui();
  return (
    <Container maxW="xl" py="16" textAlign="center">
      <Stack gap="4" align="center">
        <Heading as="h1" size="xl">
          {i18n._('No delivery weeks open')}
        </Heading>
        <Text color="fg.muted">
          {i18n._('Orders for the coming weeks are closed for now. Please check back soon.')}
        </Text>
        <Button asChild variant="outline">
          <RouterLink to={fromAccount ? '/account' : '/meal-plans'}>
            {fromAccount ? i18n._('Back to Account') : i18n._('Back to Plans')}
          </RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
