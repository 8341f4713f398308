import { Button, Flex, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { ALLERGENS, DIETS } from '@rules';
import type { MealFilters } from './mealFilters.ts';

type FoodFilters = Pick<MealFilters, 'withoutAllergens' | 'diets'>;

/** "Hide meals with:" (allergens) and "Only:" (diets): toggle buttons, labels from the shared rules. */
export function MealFoodFilter({ filters, onChange }: { filters: FoodFilters; onChange: (next: FoodFilters) => void }) {
  const { i18n } = useLingui();
  return (
    <>
      <ToggleRow
        label={i18n._('Hide meals with:')}
        entries={ALLERGENS}
        chosen={filters.withoutAllergens}
        palette="orange"
        onChange={(withoutAllergens) => onChange({ ...filters, withoutAllergens })}
      />
      <ToggleRow
        label={i18n._('Only:')}
        entries={DIETS}
        chosen={filters.diets}
        palette="green"
        onChange={(diets) => onChange({ ...filters, diets })}
      />
    </>
  );
}

/** One row of toggle buttons under its label: one line that scrolls sideways on a phone, wrapping wider. */
function ToggleRow<V extends string>({
  label,
  entries,
  chosen,
  palette,
  onChange,
}: {
  label: string;
  entries: readonly { value: V; en: string; ar: string }[];
  chosen: readonly V[];
  /** The colour of a pressed button. */
  palette: string;
  onChange: (next: V[]) => void;
}) {
  const { i18n } = useLingui();
  const ar = i18n.locale === 'ar';
  return (
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
      {entries.map((entry) => {
        const on = chosen.includes(entry.value);
        return (
          <Button
            key={entry.value}
            size="xs"
            flexShrink={0}
            borderRadius="full"
            variant={on ? 'solid' : 'outline'}
            colorPalette={on ? palette : undefined}
            bg={on ? undefined : 'bg.panel'}
            aria-pressed={on}
            onClick={() => onChange(on ? chosen.filter((item) => item !== entry.value) : [...chosen, entry.value])}
          >
            {ar ? entry.ar : entry.en}
          </Button>
        );
      })}
    </Flex>
  );
}
