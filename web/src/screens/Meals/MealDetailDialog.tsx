import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Heading,
  HStack,
  Link,
  List,
  Portal,
  Stack,
  Table,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { allergenLabel, dietLabel } from '@rules';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MealDetailDialog_meal$key } from '../../__generated__/MealDetailDialog_meal.graphql.ts';
import { SUPPORT_EMAIL } from '../../config.ts';
import { MealImage } from './MealImage.tsx';
import { useNutrients } from './mealFormat.ts';

export interface MealDetailDialogProps {
  meal: MealDetailDialog_meal$key;
  open: boolean;
  onClose: () => void;
}

/** A meal's full details: description, nutrition for both portions, ingredients and tags. */
export default function MealDetailDialog({ meal, open, onClose }: MealDetailDialogProps) {
  const data = useFragment(
    graphql`
      fragment MealDetailDialog_meal on Meal {
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
      }
    `,
    meal,
  );
  const { i18n } = useLingui();
  const nutrients = useNutrients();
  // Full screen on a phone, a centred panel from tablets up. (Chakra's responsive `size`
  // would keep the full-screen height rules at every width.)
  const size = useBreakpointValue<'full' | 'lg'>({ base: 'full', md: 'lg' }) ?? 'lg';
  const ingredients = data.ingredients.map((name) => name.trim()).filter((name) => name !== '');

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
      size={size}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content overflow="hidden">
            <MealImage
              src={data.imageUrl}
              alt={i18n._('Photo of {meal}', { meal: data.title })}
              aspectRatio={{ base: 16 / 9, md: 5 / 2 }}
            />
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="2">
              <Badge colorPalette="saffron" variant="solid" borderRadius="full" px="2.5">
                {i18n._(data.categoryLabel)}
              </Badge>
              <Dialog.Title fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="short">
                {data.title}
              </Dialog.Title>
            </Dialog.Header>

            <Dialog.Body>
              <Stack gap="6">
                <Dialog.Description color="fg.muted" dir="auto" textAlign="start">
                  {data.description}
                </Dialog.Description>

                <Box as="section" aria-labelledby="meal-nutrition-heading">
                  <Heading as="h3" id="meal-nutrition-heading" size="md" mb="2">
                    {i18n._('Nutrition facts')}
                  </Heading>
                  <Table.Root size="sm" variant="outline" borderRadius="lg" overflow="hidden">
                    <Table.Header>
                      <Table.Row bg="bg.muted">
                        <Table.ColumnHeader scope="col">{i18n._('Per portion')}</Table.ColumnHeader>
                        <Table.ColumnHeader scope="col" textAlign="end">
                          {i18n._('Standard')}
                        </Table.ColumnHeader>
                        <Table.ColumnHeader scope="col" textAlign="end">
                          {i18n._('Large')}
                        </Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {nutrients.map(({ label, of }) => (
                        <Table.Row key={label}>
                          <Table.Cell as="th" scope="row" fontWeight="medium">
                            {label}
                          </Table.Cell>
                          <Table.Cell textAlign="end">{of(data.standard)}</Table.Cell>
                          <Table.Cell textAlign="end">{of(data.large)}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Box>

                <Box as="section" aria-labelledby="meal-ingredients-heading">
                  <Heading as="h3" id="meal-ingredients-heading" size="md" mb="2">
                    {i18n._('Ingredients')}
                  </Heading>
                  {ingredients.length > 0 ? (
                    <List.Root ps="5" gap="1">
                      {ingredients.map((name, index) => (
                        <List.Item key={`${index}-${name}`}>
                          <bdi>{name}</bdi>
                        </List.Item>
                      ))}
                    </List.Root>
                  ) : (
                    <Box
                      role="note"
                      bg="saffron.subtle"
                      borderWidth="1px"
                      borderColor="saffron.emphasized"
                      borderRadius="lg"
                      p="3"
                    >
                      <Text fontWeight="semibold">{i18n._('Ingredients information coming soon!')}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {i18n._('Have an allergy or a question about this dish? Contact our support team at')}{' '}
                        <Link href={`mailto:${SUPPORT_EMAIL}`} color="brand.fg" textDecoration="underline" dir="ltr">
                          {SUPPORT_EMAIL}
                        </Link>
                        .
                      </Text>
                    </Box>
                  )}
                </Box>

                <Box as="section" aria-labelledby="meal-allergens-heading">
                  <Heading as="h3" id="meal-allergens-heading" size="md" mb="2">
                    {i18n._('Allergens and diets')}
                  </Heading>
                  {data.allergens.length === 0 && data.diets.length === 0 ? (
                    <Text color="fg.muted">{i18n._('None of the listed allergens.')}</Text>
                  ) : (
                    <Stack gap="1">
                      {data.allergens.length > 0 ? (
                        <Text>
                          {i18n._('Contains: {allergens}', {
                            allergens: data.allergens.map((value) => allergenLabel(value, i18n.locale)).join(', '),
                          })}
                        </Text>
                      ) : (
                        <Text color="fg.muted">{i18n._('None of the listed allergens.')}</Text>
                      )}
                      {data.diets.length > 0 ? (
                        <Text>
                          {i18n._('Suits: {diets}', {
                            diets: data.diets.map((value) => dietLabel(value, i18n.locale)).join(', '),
                          })}
                        </Text>
                      ) : null}
                    </Stack>
                  )}
                </Box>

                {data.tags.length > 0 ? (
                  <Box as="section" aria-labelledby="meal-tags-heading">
                    <Heading as="h3" id="meal-tags-heading" size="md" mb="2">
                      {i18n._('Tags')}
                    </Heading>
                    <HStack gap="1.5" wrap="wrap">
                      {data.tags.map((tag, index) => (
                        <Badge key={`${index}-${tag}`} colorPalette="green" variant="subtle" borderRadius="full">
                          {tag}
                        </Badge>
                      ))}
                    </HStack>
                  </Box>
                ) : null}
              </Stack>
            </Dialog.Body>

            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{i18n._('Close')}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" bg="bg.panel" aria-label={i18n._('Close meal details')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
