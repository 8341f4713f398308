import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { MealsScreenQuery } from '../../__generated__/MealsScreenQuery.graphql.ts';
import { MealCatalog } from './MealCatalog.tsx';
import { MealCategoryFilter } from './MealCategoryFilter.tsx';
import { MealFoodFilter } from './MealFoodFilter.tsx';
import { MealSearchBox } from './MealSearchBox.tsx';
import { useMealFilters } from './useMealFilters.ts';

/**
 * `allMeals` asks for no rows, only the catalogue's size: it is the "Y" in
 * "Showing X of Y meals" whatever the filters are.
 */
export const mealsScreenQuery = graphql`
  query MealsScreenQuery($search: String, $category: MealCategory, $withoutAllergens: [Allergen!], $diets: [Diet!])
  @preloadable {
    allMeals: meals(first: 0) {
      totalCount
    }
    ...MealCategoryFilter_query
    ...MealCatalog_query
      @arguments(search: $search, category: $category, withoutAllergens: $withoutAllergens, diets: $diets)
  }
`;

export interface MealsScreenProps {
  queryRef: PreloadedQuery<MealsScreenQuery>;
}

/** The public meal catalogue (/meals). */
export default function MealsScreen({ queryRef }: MealsScreenProps) {
  const data = usePreloadedQuery<MealsScreenQuery>(mealsScreenQuery, queryRef);
  const { i18n } = useLingui();
  const { filters, searchText, setSearchText, setCategory, setFoodFilters, clearFilters } = useMealFilters();

  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <title>{i18n._('Our meals · {brand}', { brand: 'MealBox' })}</title>
      <Stack gap={{ base: '5', md: '6' }}>
        <Box>
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} fontFamily="heading" letterSpacing="tight">
            {i18n._('Our Complete Meal Collection')}
          </Heading>
          <Text mt="2" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
            {i18n._(
              'Every dish our chefs cook, with nutrition for both portion sizes. Search by name, ingredient or tag, or browse by category.',
            )}
          </Text>
        </Box>

        <Stack gap="3" role="search" aria-label={i18n._('Meal filters')}>
          <MealSearchBox value={searchText} onChange={setSearchText} />
          <MealCategoryFilter query={data} selected={filters.category} onSelect={setCategory} />
          <MealFoodFilter filters={filters} onChange={setFoodFilters} />
        </Stack>

        <MealCatalog
          query={data}
          filters={filters}
          catalogueSize={data.allMeals.totalCount}
          onClearFilters={clearFilters}
        />

        <Text as="footer" fontSize="sm" color="fg.muted" borderTopWidth="1px" pt="4">
          {i18n._('Nutrition values are approximate and can vary slightly from batch to batch.')}
        </Text>
      </Stack>
    </Container>
  );
}
