import { Flex, Stack, Text } from '@chakra-ui/react';

/**
 * The meals one line per meal and size, "2 × Koshari Bowl · Large", in the order first picked:
 * the saved selection on the menu page and the order under review at checkout.
 */
export function MealCountList({
  picks,
  titleOf,
  label,
}: {
  picks: readonly { mealId: string; portionSize: string | null }[];
  titleOf: (mealId: string) => string;
  label?: string;
}) {
  const lines = new Map<string, { mealId: string; portion: string; count: number }>();
  for (const pick of picks) {
    const key = `${pick.mealId}|${pick.portionSize}`;
    const line = lines.get(key) ?? { mealId: pick.mealId, portion: pick.portionSize ?? 'standard', count: 0 };
    line.count += 1;
    lines.set(key, line);
  }
  return (
    <Stack as="ul" gap="2" p="0" m="0" aria-label={label}>
      {[...lines.entries()].map(([key, line]) => (
        <Flex as="li" key={key} listStyleType="none" justify="space-between" gap="3">
          <Text>
            <Text as="span" fontWeight="bold">
              {line.count} ×
            </Text>{' '}
            {titleOf(line.mealId)}
          </Text>
          <Text color="fg.muted" textTransform="capitalize" flexShrink={0}>
            {line.portion}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}
