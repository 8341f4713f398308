import { Badge, Box, chakra, Flex, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { FoodBadges } from '../../components/FoodProfile/FoodBadges.tsx';
import { useFormat } from '../../i18n/format.ts';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MealCard_meal$key } from '../../__generated__/MealCard_meal.graphql.ts';
import { MealImage } from './MealImage.tsx';
import { MealRatingLine } from './MealRatingLine.tsx';
import { ingredientsExcerpt, splitTags, useNutrients } from './mealFormat.ts';

export const CARD_TAG_LIMIT = 3;

export interface MealCardProps {
  meal: MealCard_meal$key;
  onOpen: () => void;
}

/**
 * A catalogue card. The title is the card's button: its ::after overlay stretches over the
 * whole card, so a click anywhere opens the details, while the portion tabs sit above the
 * overlay and stay separately clickable (a button may not contain other controls).
 */
export function MealCard({ meal, onOpen }: MealCardProps) {
  const data = useFragment(
    graphql`
      fragment MealCard_meal on Meal {
        title
        allergens
        diets
        description
        categoryLabel
        imageUrl
        ingredients
        tags
        standard {
          calories
          protein
        }
        large {
          calories
          protein
        }
        ...MealRatingLine_meal
      }
    `,
    meal,
  );
  const { i18n } = useLingui();
  const format = useFormat();
  const { visible: visibleTags, hiddenCount } = splitTags(data.tags, CARD_TAG_LIMIT);
  const excerpt = ingredientsExcerpt(data.ingredients);

  return (
    <Box
      as="article"
      position="relative"
      display="flex"
      flexDirection="column"
      w="full"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="2xl"
      overflow="hidden"
      boxShadow="xs"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: 'md', transform: 'translateY(-2px)' }}
      _focusWithin={{ boxShadow: 'md' }}
      _motionReduce={{ transition: 'none', _hover: { transform: 'none' } }}
    >
      <Box position="relative">
        <MealImage src={data.imageUrl} alt="" aspectRatio={4 / 3} />
        <Badge
          position="absolute"
          top="3"
          insetStart="3"
          colorPalette="saffron"
          variant="solid"
          size="md"
          borderRadius="full"
          px="2.5"
        >
          {i18n._(data.categoryLabel)}
        </Badge>
      </Box>

      <Stack gap="3" p="4" flex="1">
        {/* h2: the cards come straight under the page's h1, and a heading level may not be skipped. */}
        <chakra.h2 textStyle="lg" fontWeight="semibold" lineHeight="short" fontFamily="heading">
          <chakra.button
            type="button"
            onClick={onOpen}
            textAlign="start"
            cursor="pointer"
            outline="none"
            aria-haspopup="dialog"
            // The kitchen's own words, English for now: each reads in its own direction.
            dir="auto"
            _after={{ content: '""', position: 'absolute', inset: 0, borderRadius: '2xl' }}
            _focusVisible={{
              _after: {
                outlineWidth: '3px',
                outlineStyle: 'solid',
                outlineColor: 'brand.focusRing',
                outlineOffset: '-3px',
              },
            }}
          >
            {data.title}
          </chakra.button>
        </chakra.h2>
        <Text color="fg.muted" fontSize="sm" lineClamp={2} dir="auto" textAlign="start">
          {data.description}
        </Text>
        <MealRatingLine meal={data} />

        <Tabs.Root defaultValue="standard" size="sm" variant="enclosed" fitted position="relative" zIndex="1">
          <Tabs.List aria-label={i18n._('Portion size for {meal}', { meal: data.title })} w="full">
            <Tabs.Trigger value="standard">{i18n._('Standard')}</Tabs.Trigger>
            <Tabs.Trigger value="large">{i18n._('Large')}</Tabs.Trigger>
          </Tabs.List>
          {(['standard', 'large'] as const).map((size) => (
            <Tabs.Content key={size} value={size} pt="2">
              <NutritionLine portion={data[size]} />
            </Tabs.Content>
          ))}
        </Tabs.Root>

        {excerpt ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={1}>
            <chakra.span fontWeight="semibold" color="fg">
              {i18n._('Ingredients:')}
            </chakra.span>{' '}
            <bdi>{excerpt}</bdi>
          </Text>
        ) : null}

        <FoodBadges allergens={data.allergens} diets={data.diets} />
        {visibleTags.length > 0 ? (
          <HStack gap="1.5" wrap="wrap" mt="auto" pt="1">
            {visibleTags.map((tag, index) => (
              <Badge key={`${index}-${tag}`} colorPalette="green" variant="subtle" borderRadius="full" dir="auto">
                {tag}
              </Badge>
            ))}
            {hiddenCount > 0 ? (
              <Badge variant="outline" colorPalette="gray" borderRadius="full">
                {i18n._('+{count} more', { count: format.number(hiddenCount) })}
              </Badge>
            ) : null}
          </HStack>
        ) : null}
      </Stack>
    </Box>
  );
}

function NutritionLine({ portion }: { portion: { calories: number; protein: number } }) {
  const nutrients = useNutrients();
  return (
    <Flex justify="space-around" fontSize="sm">
      {nutrients.map(({ label, of }) => (
        <Box key={label} textAlign="center">
          <Text fontWeight="bold" fontSize="md">
            {of(portion)}
          </Text>
          <Text color="fg.muted" fontSize="xs">
            {label}
          </Text>
        </Box>
      ))}
    </Flex>
  );
}
