import { Flex, Stack, Text } from '@chakra-ui/react';
import { useFormat } from '../i18n/format.ts';
import { PORTION_LABELS, useLabels } from '../lib/labels.ts';

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
  const format = useFormat();
  const { labelOf } = useLabels();
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
              {format.number(line.count)} ×
            </Text>{' '}
            {titleOf(line.mealId)}
          </Text>
          {/* Lower case capitalised by CSS, as the line always read (Arabic has no case). */}
          <Text color="fg.muted" textTransform="capitalize" flexShrink={0}>
            {labelOf(PORTION_LABELS, line.portion).toLocaleLowerCase()}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}
