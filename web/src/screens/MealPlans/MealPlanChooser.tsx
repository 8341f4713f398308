import {
  Badge,
  Box,
  Button,
  chakra,
  Container,
  Flex,
  Heading,
  HStack,
  Link,
  RadioCard,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ProgressIndicator } from '../../components/ProgressIndicator/ProgressIndicator.tsx';
import { SiteLogo } from '../../components/SiteLogo.tsx';
import { BRAND_NAME } from '../../config.ts';
import { useFormat } from '../../i18n/format.ts';
import { useLabels } from '../../lib/labels.ts';
import { planPrice, type PriceTable } from '../../lib/pricing.ts';
import {
  menuPath,
  MIXED_TOTAL_NOTE,
  parsePlanChoice,
  PLAN_MEAL_COUNTS,
  planTotal,
  PORTION_OPTIONS,
  RECOMMENDED_MEAL_COUNT,
  type PlanMealCount,
  type PlanPortionSize,
} from './planOptions.ts';

export interface MealPlanChooserProps {
  priceTable: PriceTable;
  /** The first live week's number; null sends the visitor to the "current" week. */
  weekId: number | null;
}

/** Step 1 of 4: how many meals a week and which portion size, with the weekly total. */
export function MealPlanChooser({ priceTable, weekId }: MealPlanChooserProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  const { mealCount: mealCountLabel } = useLabels();
  const navigate = useNavigate();
  // The choice lives in the URL (replacing this history entry), so Back from the menu, a reload
  // or a shared link shows the plan chosen ("6 / Mixed"), not the defaults.
  const [searchParams, setSearchParams] = useSearchParams();
  const { mealCount, portion } = parsePlanChoice(searchParams);
  const choose = (next: { mealCount?: PlanMealCount; portion?: PlanPortionSize }) =>
    setSearchParams(
      {
        mealCount: String(next.mealCount ?? mealCount),
        portionSize: next.portion ?? portion,
      },
      { replace: true },
    );
  const total = planTotal(priceTable, mealCount, portion);

  return (
    <Box pb="12">
      <title>{i18n._('Choose your plan · {brand}', { brand: BRAND_NAME })}</title>
      <Box as="header" bg="bg.panel" borderBottomWidth="1px">
        <Container maxW="6xl" px={{ base: '4', md: '6' }}>
          <Flex as="nav" aria-label={i18n._('Site')} align="center" justify="space-between" minH="16" gap="3">
            <SiteLogo />
            <Link asChild fontWeight="medium" color="brand.fg">
              <RouterLink to="/">
                <chakra.span aria-hidden="true" display="inline-block" _rtl={{ transform: 'scaleX(-1)' }}>
                  ←
                </chakra.span>{' '}
                {i18n._('Back to Home')}
              </RouterLink>
            </Link>
          </Flex>
        </Container>
      </Box>

      <Container maxW="6xl" px={{ base: '4', md: '6' }} pt={{ base: '6', md: '10' }}>
        <ProgressIndicator step={1} />
        <Heading as="h1" fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} mt="8">
          {i18n._('Choose Your Plan')}
        </Heading>

        <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '8', lg: '10' }} mt="6" align="flex-start">
          <Stack gap="8" flex="1" minW="0" w="full">
            <RadioCard.Root
              value={String(mealCount)}
              onValueChange={(event) => {
                const next = Number(event.value);
                if ((PLAN_MEAL_COUNTS as readonly number[]).includes(next))
                  choose({ mealCount: next as PlanMealCount });
              }}
              orientation="vertical"
              align="center"
              size="sm"
            >
              <RadioCard.Label fontSize="lg" fontWeight="semibold" mb="2">
                {i18n._('How many meals per week?')}
              </RadioCard.Label>
              <SimpleGrid columns={{ base: 3, md: 6 }} columnGap="3" rowGap="5" pt="2">
                {PLAN_MEAL_COUNTS.map((count) => {
                  const recommended = count === RECOMMENDED_MEAL_COUNT;
                  const perMeal = planPrice(priceTable, count).standardPerMeal;
                  return (
                    <RadioCard.Item key={count} value={String(count)} position="relative" bg="bg.panel">
                      <RadioCard.ItemHiddenInput />
                      <RadioCard.ItemControl px="1">
                        {recommended ? (
                          <Badge
                            position="absolute"
                            top="-2.5"
                            insetStart="50%"
                            transform="translateX(-50%)"
                            _rtl={{ transform: 'translateX(50%)' }}
                            whiteSpace="nowrap"
                            fontSize={{ base: '2xs', sm: 'xs' }}
                            px="2"
                            colorPalette="saffron"
                            variant="solid"
                            size="sm"
                            borderRadius="full"
                          >
                            <span aria-hidden="true">★</span> {i18n._('Recommended')}
                          </Badge>
                        ) : null}
                        <RadioCard.ItemContent>
                          <RadioCard.ItemText fontSize="2xl" fontWeight="bold" fontFamily="heading">
                            {format.number(count)}
                          </RadioCard.ItemText>
                          <RadioCard.ItemDescription>
                            {i18n._('{count, plural, one {meal} other {meals}}', { count })}
                            <chakra.span display="block" fontSize="xs" whiteSpace="nowrap">
                              {i18n._('{price}/meal', { price: format.money(perMeal) })}
                            </chakra.span>
                          </RadioCard.ItemDescription>
                        </RadioCard.ItemContent>
                      </RadioCard.ItemControl>
                    </RadioCard.Item>
                  );
                })}
              </SimpleGrid>
            </RadioCard.Root>

            <RadioCard.Root
              value={portion}
              onValueChange={(event) => {
                const next = PORTION_OPTIONS.find((option) => option.value === event.value);
                if (next) choose({ portion: next.value });
              }}
              size="sm"
            >
              <RadioCard.Label fontSize="lg" fontWeight="semibold" mb="2">
                {i18n._('Portion size')}
              </RadioCard.Label>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                {PORTION_OPTIONS.map((option) => (
                  <RadioCard.Item key={option.value} value={option.value} bg="bg.panel">
                    <RadioCard.ItemHiddenInput />
                    <RadioCard.ItemControl>
                      <RadioCard.ItemContent>
                        <RadioCard.ItemText fontSize="md" fontWeight="semibold">
                          {i18n._(option.label)}
                        </RadioCard.ItemText>
                        <RadioCard.ItemDescription>
                          {i18n._(option.description)}
                          <chakra.span display="block" mt="1" fontWeight="medium" color="fg">
                            {option.nutrition
                              ? i18n._('{calories} calories, {protein}g protein', {
                                  calories: option.nutrition.calories.map(format.number).join('-'),
                                  protein: option.nutrition.protein.map(format.number).join('-'),
                                })
                              : i18n._('Chosen per meal')}
                          </chakra.span>
                        </RadioCard.ItemDescription>
                      </RadioCard.ItemContent>
                      <RadioCard.ItemIndicator />
                    </RadioCard.ItemControl>
                  </RadioCard.Item>
                ))}
              </SimpleGrid>
            </RadioCard.Root>
          </Stack>

          <Box
            as="aside"
            aria-labelledby="plan-summary"
            w={{ base: 'full', lg: '80' }}
            flexShrink={0}
            bg="bg.panel"
            borderWidth="1px"
            borderRadius="2xl"
            p="6"
            boxShadow="sm"
            position={{ lg: 'sticky' }}
            top={{ lg: '6' }}
          >
            <Heading as="h2" id="plan-summary" fontSize="lg" fontFamily="heading">
              {i18n._('Your plan')}
            </Heading>
            <Text color="fg.muted" mt="1">
              {i18n._('{meals} per week · {portion} portions', {
                meals: mealCountLabel(mealCount),
                portion: i18n._(PORTION_OPTIONS.find((o) => o.value === portion)!.label),
              })}
            </Text>
            <Box mt="5" aria-live="polite" aria-atomic="true">
              <Text fontSize="sm" color="fg.muted">
                {i18n._('Weekly total')}
              </Text>
              <HStack gap="2" align="baseline">
                {total.isFrom ? (
                  <Text as="span" fontSize="md" color="fg.muted">
                    {i18n._('From')}
                  </Text>
                ) : null}
                <Text as="span" fontSize="3xl" fontWeight="bold" fontFamily="heading" data-testid="weekly-total">
                  {format.money(total.weekly)}
                </Text>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {i18n._('{price} per meal × {count}', {
                  price: format.money(total.perMeal),
                  count: format.number(mealCount),
                })}
              </Text>
              {total.isFrom ? (
                <Text fontSize="sm" mt="2" color="saffron.fg" fontWeight="medium">
                  {i18n._(MIXED_TOTAL_NOTE)}
                </Text>
              ) : null}
            </Box>
            <Button mt="6" w="full" size="lg" onClick={() => navigate(menuPath(weekId, mealCount, portion))}>
              {i18n._('Select Your Meals')}
            </Button>
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}
