import { Badge, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { allergenLabel, dietLabel } from '@rules';

/**
 * A meal's diets (green) and allergens (amber) as badges, labelled from the shared rules in the
 * page's language. `conflicts`: values of the customer's profile this meal breaks, outlined red.
 */
export function FoodBadges({
  allergens,
  diets,
  conflicts = [],
}: {
  allergens: readonly string[];
  diets: readonly string[];
  conflicts?: readonly string[];
}) {
  const { i18n } = useLingui();
  if (allergens.length === 0 && diets.length === 0) return null;
  return (
    <HStack gap="1" wrap="wrap">
      {diets.map((diet) => (
        <Badge key={diet} colorPalette="green" variant="subtle" borderRadius="full" size="sm">
          {dietLabel(diet, i18n.locale)}
        </Badge>
      ))}
      {allergens.map((allergen) => (
        <Badge
          key={allergen}
          colorPalette={conflicts.includes(allergen) ? 'red' : 'orange'}
          variant={conflicts.includes(allergen) ? 'solid' : 'outline'}
          borderRadius="full"
          size="sm"
        >
          {i18n._('Contains {allergen}', { allergen: allergenLabel(allergen, i18n.locale) })}
        </Badge>
      ))}
    </HStack>
  );
}
