import { Box, Button, Flex, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState, useTransition } from 'react';
import { useLingui } from '@lingui/react';
import { useFormat } from '../../i18n/format.ts';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { MealCatalog_query$key } from '../../__generated__/MealCatalog_query.graphql.ts';
import type { MealCatalogPaginationQuery } from '../../__generated__/MealCatalogPaginationQuery.graphql.ts';
import type { MealDetailDialog_meal$key } from '../../__generated__/MealDetailDialog_meal.graphql.ts';
import { HydrateWhenVisible } from '../../components/HydrateWhenVisible.tsx';
import { MealCard } from './MealCard.tsx';
import { hasActiveFilters, sameFilters, type MealFilters } from './mealFilters.ts';

export const MEALS_PAGE_SIZE = 12;

// The card fills its grid cell, as it would as the cell's own flex item.
const CARD_SLOT = { display: 'flex', flex: 1 } as const;

// The dialog (with its tabs, focus trap and scroll lock) downloads on the first card opened: an
// idle-time prefetch would evaluate that code while a phone is still making the page interactive.
const MealDetailDialog = lazy(() => import('./MealDetailDialog.tsx'));

export interface MealCatalogProps {
  query: MealCatalog_query$key;
  filters: MealFilters;
  /** Meals in the whole catalogue, ignoring filters (the "Y" of "Showing X of Y"). */
  catalogueSize: number;
  onClearFilters: () => void;
}

/**
 * The filtered, paginated meal grid with its count line, empty state and the detail dialog.
 * When the filters change it refetches its own connection in a transition, so the current
 * cards stay on screen (dimmed) until the new ones arrive.
 */
export function MealCatalog({ query, filters, catalogueSize, onClearFilters }: MealCatalogProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    MealCatalogPaginationQuery,
    MealCatalog_query$key
  >(
    graphql`
      fragment MealCatalog_query on Query
      @refetchable(queryName: "MealCatalogPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 12 }
        cursor: { type: "String" }
        search: { type: "String" }
        category: { type: "MealCategory" }
        withoutAllergens: { type: "[Allergen!]" }
        diets: { type: "[Diet!]" }
      ) {
        meals(
          first: $count
          after: $cursor
          search: $search
          category: $category
          withoutAllergens: $withoutAllergens
          diets: $diets
        ) @connection(key: "MealCatalog_meals", filters: ["search", "category", "withoutAllergens", "diets"]) {
          totalCount
          edges {
            node {
              id
              ...MealCard_meal
              ...MealDetailDialog_meal
            }
          }
        }
      }
    `,
    query,
  );

  const { i18n } = useLingui();
  const format = useFormat();
  const [isRefetching, startTransition] = useTransition();
  const loadedFilters = useRef(filters);
  useEffect(() => {
    if (sameFilters(loadedFilters.current, filters)) return;
    loadedFilters.current = filters;
    startTransition(() => {
      refetch(
        {
          search: filters.search,
          category: filters.category,
          withoutAllergens: filters.withoutAllergens,
          diets: filters.diets,
          count: MEALS_PAGE_SIZE,
          cursor: null,
        },
        { fetchPolicy: 'store-or-network' },
      );
    });
  }, [filters, refetch]);

  // The dialog keeps the last meal while it animates closed.
  const [openMeal, setOpenMeal] = useState<{ meal: MealDetailDialog_meal$key; open: boolean } | null>(null);

  const edges = data.meals.edges;
  // What is on the screen (a page of 12, more with Load more), of the whole catalogue.
  const shown = edges.length;

  return (
    <Stack gap="5" aria-busy={isRefetching}>
      <Flex align="center" gap="2" minH="6">
        <Text role="status" color="fg.muted" fontWeight="medium">
          {i18n._('Showing {shown} of {total, plural, one {# meal} other {# meals}}', {
            shown: format.number(shown),
            total: catalogueSize,
          })}
        </Text>
        {isRefetching ? <Spinner size="xs" color="brand.solid" aria-hidden="true" /> : null}
      </Flex>

      {edges.length === 0 ? (
        <MealsEmptyState canClear={hasActiveFilters(filters)} onClearFilters={onClearFilters} />
      ) : (
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, sm: 2, lg: 3, xl: 4 }}
          gap={{ base: '4', md: '6' }}
          opacity={isRefetching ? 0.6 : 1}
          transition="opacity 0.2s"
        >
          {edges.map(({ node }) => (
            <Box as="li" key={node.id} display="flex">
              <HydrateWhenVisible style={CARD_SLOT}>
                <MealCard meal={node} onOpen={() => setOpenMeal({ meal: node, open: true })} />
              </HydrateWhenVisible>
            </Box>
          ))}
        </SimpleGrid>
      )}

      {hasNext ? (
        <Flex justify="center" pt="2">
          <Button
            variant="outline"
            bg="bg.panel"
            size="lg"
            loading={isLoadingNext}
            loadingText={i18n._('Loading…')}
            onClick={() => loadNext(MEALS_PAGE_SIZE)}
          >
            {i18n._('Load more')}
          </Button>
        </Flex>
      ) : null}

      {openMeal ? (
        <Suspense fallback={null}>
          <MealDetailDialog
            meal={openMeal.meal}
            open={openMeal.open}
            onClose={() => setOpenMeal((current) => (current ? { ...current, open: false } : null))}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function MealsEmptyState({ canClear, onClearFilters }: { canClear: boolean; onClearFilters: () => void }) {
  const { i18n } = useLingui();
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="3"
      py="14"
      px="6"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="2xl"
      bg="bg.panel"
    >
      <Heading as="h2" size="lg">
        {i18n._('No meals found')}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {canClear
          ? i18n._('Nothing matches your search and category. Try another word or a different category.')
          : i18n._('The menu is being updated. Please check back soon.')}
      </Text>
      {canClear ? (
        <Button mt="2" onClick={onClearFilters}>
          {i18n._('Clear Filters')}
        </Button>
      ) : null}
    </Stack>
  );
}
