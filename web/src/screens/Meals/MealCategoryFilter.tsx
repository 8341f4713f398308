import { Button, Flex } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MealCategoryFilter_query$key } from '../../__generated__/MealCategoryFilter_query.graphql.ts';
import type { MealCategoryValue } from './mealFilters.ts';

export interface MealCategoryFilterProps {
  query: MealCategoryFilter_query$key;
  selected: MealCategoryValue | null;
  onSelect: (category: MealCategoryValue | null) => void;
}

/** "All Categories" plus one toggle button per category the server offers. */
export function MealCategoryFilter({ query, selected, onSelect }: MealCategoryFilterProps) {
  const { i18n } = useLingui();
  const { mealCategories } = useFragment(
    graphql`
      fragment MealCategoryFilter_query on Query {
        mealCategories {
          value
          label
        }
      }
    `,
    query,
  );

  const options: { value: MealCategoryValue | null; label: string }[] = [
    { value: null, label: i18n._('All Categories') },
    // The server's category names are catalogue messages too (mealFormat.ts).
    ...mealCategories.map((category) => ({ value: category.value, label: i18n._(category.label) })),
  ];

  return (
    <Flex
      role="group"
      aria-label={i18n._('Meal category')}
      gap="2"
      // On a phone the buttons scroll sideways in one row instead of stacking four rows deep.
      wrap={{ base: 'nowrap', md: 'wrap' }}
      overflowX={{ base: 'auto', md: 'visible' }}
      mx={{ base: '-4', md: '0' }}
      px={{ base: '4', md: '0' }}
      py="1"
      scrollbar="hidden"
    >
      {options.map((option) => {
        const isSelected = option.value === selected;
        return (
          <Button
            key={option.value ?? 'all'}
            size="sm"
            flexShrink={0}
            borderRadius="full"
            variant={isSelected ? 'solid' : 'outline'}
            bg={isSelected ? undefined : 'bg.panel'}
            aria-pressed={isSelected}
            onClick={() => onSelect(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </Flex>
  );
}
