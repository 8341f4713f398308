import { Badge, Box, Button, ButtonGroup, chakra, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MenuMealRow_meal$key } from '../../__generated__/MenuMealRow_meal.graphql.ts';
import type { MealPortion, PlanPortionSize } from '../../lib/selections.ts';
import { MealImage } from '../Meals/MealImage.tsx';
import { formatCalories, formatProtein } from '../Meals/mealFormat.ts';

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
}

/** One meal on the week's menu with its minus/plus counter (and per-pick sizes in mixed mode). */
export function MenuMealRow({ meal, plan, portions, onAdd, onRemove, onPortion, onOpen }: MenuMealRowProps) {
  const data = useFragment(
    graphql`
      fragment MenuMealRow_meal on Meal {
        title
        categoryLabel
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
    `,
    meal,
  );
  const count = portions.length;
  const nutrition = plan === 'large' ? data.large : data.standard;

  return (
    <Box
      as="li"
      listStyleType="none"
      bg="bg.panel"
      borderWidth="1px"
      borderColor={count > 0 ? 'brand.solid' : 'border'}
      borderRadius="xl"
      p="3"
      boxShadow={count > 0 ? 'sm' : 'none'}
    >
      <Flex gap="3" align={{ base: 'center', md: 'stretch' }} direction={{ base: 'row', md: 'column' }} h="full">
        {/* The picture and the title open the meal's details (nutrition, ingredients), as in the catalogue. */}
        <chakra.button
          type="button"
          onClick={onOpen}
          aria-label={`Details of ${data.title}`}
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
            <Text fontWeight="semibold" lineHeight="short" fontFamily="heading" fontSize={{ base: 'sm', sm: 'md' }}>
              {data.title}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette="saffron" variant="subtle" borderRadius="full">
                {data.categoryLabel}
              </Badge>
              <Text fontSize="xs" color="fg.muted">
                {formatCalories(nutrition.calories)} · {formatProtein(nutrition.protein)} protein
              </Text>
            </HStack>
            <Text fontSize="xs" color="brand.fg" textDecoration="underline" display={{ base: 'none', md: 'block' }}>
              Details and nutrition
            </Text>
          </Stack>
        </chakra.button>
        <HStack
          gap="1"
          flexShrink={0}
          justify={{ md: 'flex-end' }}
          role="group"
          aria-label={`${data.title}: ${count} selected`}
        >
          <IconButton
            aria-label={`Remove one ${data.title}`}
            variant="outline"
            size="sm"
            borderRadius="full"
            onClick={onRemove}
            disabled={count === 0}
          >
            <span aria-hidden="true">−</span>
          </IconButton>
          <Text minW="6" textAlign="center" fontWeight="bold" aria-live="polite">
            {count}
          </Text>
          <IconButton aria-label={`Add one ${data.title}`} size="sm" borderRadius="full" onClick={onAdd}>
            <span aria-hidden="true">+</span>
          </IconButton>
        </HStack>
      </Flex>

      {plan === 'mixed' && count > 0 ? (
        <Stack gap="2" mt="3" pt="3" borderTopWidth="1px">
          {portions.map((portion, nth) => (
            <Flex key={nth} align="center" justify="space-between" gap="2" wrap="wrap">
              <Text fontSize="sm" color={portion == null ? 'fg.error' : 'fg.muted'}>
                Portion {count > 1 ? `${nth + 1} ` : ''}
                {portion == null ? '(choose a size)' : ''}
              </Text>
              <ButtonGroup
                size="xs"
                attached
                variant="outline"
                role="radiogroup"
                aria-label={`Portion size ${nth + 1} for ${data.title}`}
              >
                {(['standard', 'large'] as const).map((size) => (
                  <Button
                    key={size}
                    role="radio"
                    aria-checked={portion === size}
                    variant={portion === size ? 'solid' : 'outline'}
                    onClick={() => onPortion(nth, size)}
                  >
                    {size === 'standard' ? 'Standard' : 'Large'}
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
