import { Button, Flex, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { ALLERGENS, DIETS } from '@rules';
import type { MealFilters } from './mealFilters.ts';

type FoodFilters = Pick<MealFilters, 'withoutAllergens' | 'diets'>;

/** "Hide meals with:" (allergens) and "Only:" (diets): toggle buttons, labels from the shared rules. */
export function MealFoodFilter({ filters, onChange }: { filters: FoodFilters; onChange: (next: FoodFilters) => void }) {
  const { i18n } = useLingui();
  const ar = i18n.locale === 'ar';
  const toggle = <V extends string>(list: readonly V[], value: V) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
  const row = (label: string, children: React.ReactNode) => (
    <Flex
      role="group"
      aria-label={label}
      gap="2"
      align="center"
      wrap={{ base: 'nowrap', md: 'wrap' }}
      overflowX={{ base: 'auto', md: 'visible' }}
      mx={{ base: '-4', md: '0' }}
      px={{ base: '4', md: '0' }}
      py="1"
      scrollbar="hidden"
    >
      <Text fontSize="sm" fontWeight="medium" flexShrink={0} aria-hidden="true">
        {label}
      </Text>
      {children}
    </Flex>
  );
  return (
    <>
      {row(
        i18n._('Hide meals with:'),
        ALLERGENS.map((entry) => {
          const on = filters.withoutAllergens.includes(entry.value);
          return (
            <Button
              key={entry.value}
              size="xs"
              flexShrink={0}
              borderRadius="full"
              variant={on ? 'solid' : 'outline'}
              colorPalette={on ? 'orange' : undefined}
              bg={on ? undefined : 'bg.panel'}
              aria-pressed={on}
              onClick={() => onChange({ ...filters, withoutAllergens: toggle(filters.withoutAllergens, entry.value) })}
            >
              {ar ? entry.ar : entry.en}
            </Button>
          );
        }),
      )}
      {row(
        i18n._('Only:'),
        DIETS.map((entry) => {
          const on = filters.diets.includes(entry.value);
          return (
            <Button
              key={entry.value}
              size="xs"
              flexShrink={0}
              borderRadius="full"
              variant={on ? 'solid' : 'outline'}
              colorPalette={on ? 'green' : undefined}
              bg={on ? undefined : 'bg.panel'}
              aria-pressed={on}
              onClick={() => onChange({ ...filters, diets: toggle(filters.diets, entry.value) })}
            >
              {ar ? entry.ar : entry.en}
            </Button>
          );
        }),
      )}
    </>
  );
}
