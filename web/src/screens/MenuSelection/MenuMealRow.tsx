import { Badge, Box, Button, ButtonGroup, chakra, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MenuMealRow_meal$key } from '../../__generated__/MenuMealRow_meal.graphql.ts';
import type { MealPortion, PlanPortionSize } from '../../lib/selections.ts';
import { FoodBadges } from '../../components/FoodProfile/FoodBadges.tsx';
import { MealImage } from '../Meals/MealImage.tsx';
import { useFormat } from '../../i18n/format.ts';
import { useMealFormat } from '../Meals/mealFormat.ts';

export interface MenuMealRowProps {
  meal: MenuMealRow_meal$key;
  plan: PlanPortionSize;
  /** The sizes of this meal's picks, in pick order (null: not chosen yet, mixed mode). */
  portions: readonly (MealPortion | null)[];
  onAdd: () => void;
  onRemove: () => void;
  onPortion: (nth: number, portion: MealPortion) => void;
  /** Opens the meal's details (the catalogue's dialog). */
  onOpen: () => void;
  /** What of the customer's food profile the meal breaks, as its warning says it (empty: fits). */
  conflicts?: readonly string[];
  /** The profile's values the meal breaks (allergens), to mark their badges. */
  conflictValues?: readonly string[];
}

/** One meal on the week's menu with its minus/plus counter (and per-pick sizes in mixed mode). */
export function MenuMealRow({
  meal,
  plan,
  portions,
  onAdd,
  onRemove,
  onPortion,
  onOpen,
  conflicts = [],
  conflictValues = [],
}: MenuMealRowProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  const { calories, protein } = useMealFormat();
  const data = useFragment(
    graphql`
      fragment MenuMealRow_meal on Meal {
        title
        categoryLabel
        imageUrl
        allergens
        diets
        standard {
          calories
          protein
        }
        large {
          calories
          protein
        }
      }
    `,
    meal,
  );
  const count = portions.length;
  const nutrition = plan === 'large' ? data.large : data.standard;

  return (
    <Box
      as="li"
      listStyleType="none"
      // A column: the meal fills the card's height (cards in a row align) and the mixed sizes
      // stay inside it (a 100%-high meal pushed them out, over the next card).
      display="flex"
      flexDirection="column"
      bg="bg.panel"
      borderWidth="1px"
      borderColor={count > 0 ? 'brand.solid' : 'border'}
      borderRadius="xl"
      p="3"
      boxShadow={count > 0 ? 'sm' : 'none'}
    >
      <Flex gap="3" align={{ base: 'center', md: 'stretch' }} direction={{ base: 'row', md: 'column' }} flex="1">
        {/* The picture and the title open the meal's details (nutrition, ingredients), as in the catalogue. */}
        <chakra.button
          type="button"
          onClick={onOpen}
          aria-label={i18n._('Details of {meal}', { meal: data.title })}
          display="flex"
          flexDirection={{ base: 'row', md: 'column' }}
          alignItems={{ base: 'center', md: 'stretch' }}
          gap="3"
          flex="1"
          minW="0"
          textAlign="start"
          cursor="pointer"
          borderRadius="lg"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
        >
          <Box w={{ base: '14', sm: '20', md: 'full' }} flexShrink={0} borderRadius="lg" overflow="hidden">
            <MealImage src={data.imageUrl} alt="" aspectRatio={{ base: 1, md: 4 / 3 }} />
          </Box>
          <Stack gap="1" flex="1" minW="0">
            <Text
              fontWeight="semibold"
              lineHeight="short"
              fontFamily="heading"
              fontSize={{ base: 'sm', sm: 'md' }}
              dir="auto"
              textAlign="start"
            >
              {data.title}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette="saffron" variant="subtle" borderRadius="full">
                {i18n._(data.categoryLabel)}
              </Badge>
              <Text fontSize="xs" color="fg.muted">
                {i18n._('{calories} · {protein} protein', {
                  calories: calories(nutrition.calories),
                  protein: protein(nutrition.protein),
                })}
              </Text>
            </HStack>
            <FoodBadges allergens={data.allergens} diets={data.diets} conflicts={conflictValues} />
            {conflicts.length > 0 ? (
              <Text fontSize="xs" color="fg.error" fontWeight="medium">
                {i18n._("Doesn't fit your food preferences: {reasons}", { reasons: conflicts.join(', ') })}
              </Text>
            ) : null}
            <Text fontSize="xs" color="brand.fg" textDecoration="underline" display={{ base: 'none', md: 'block' }}>
              {i18n._('Details and nutrition')}
            </Text>
          </Stack>
        </chakra.button>
        <HStack
          gap="1"
          flexShrink={0}
          justify={{ md: 'flex-end' }}
          role="group"
          aria-label={i18n._('{meal}: {count} selected', { meal: data.title, count: format.number(count) })}
        >
          <IconButton
            aria-label={i18n._('Remove one {meal}', { meal: data.title })}
            variant="outline"
            size="sm"
            borderRadius="full"
            onClick={onRemove}
            disabled={count === 0}
          >
            <span aria-hidden="true">−</span>
          </IconButton>
          <Text minW="6" textAlign="center" fontWeight="bold" aria-live="polite">
            {format.number(count)}
          </Text>
          <IconButton
            aria-label={i18n._('Add one {meal}', { meal: data.title })}
            size="sm"
            borderRadius="full"
            onClick={onAdd}
          >
            <span aria-hidden="true">+</span>
          </IconButton>
        </HStack>
      </Flex>

      {plan === 'mixed' && count > 0 ? (
        <Stack gap="2" mt="3" pt="3" borderTopWidth="1px">
          {portions.map((portion, nth) => (
            <Flex key={nth} align="center" justify="space-between" gap="2" wrap="wrap">
              <Text fontSize="sm" color={portion == null ? 'fg.error' : 'fg.muted'}>
                {count > 1 ? i18n._('Portion {n}', { n: format.number(nth + 1) }) : i18n._('Portion')}
                {portion == null ? ` ${i18n._('(choose a size)')}` : ''}
              </Text>
              <ButtonGroup
                size="xs"
                attached
                variant="outline"
                role="radiogroup"
                aria-label={i18n._('Portion size {n} for {meal}', { n: format.number(nth + 1), meal: data.title })}
              >
                {(['standard', 'large'] as const).map((size) => (
                  <Button
                    key={size}
                    role="radio"
                    aria-checked={portion === size}
                    variant={portion === size ? 'solid' : 'outline'}
                    onClick={() => onPortion(nth, size)}
                  >
                    {size === 'standard' ? i18n._('Standard') : i18n._('Large')}
                  </Button>
                ))}
              </ButtonGroup>
            </Flex>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
