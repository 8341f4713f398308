import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { PlanPortionSize } from '../../lib/selections.ts';
import type { Pick } from './selectionRules.ts';

export interface SelectionSummaryProps {
  weekLabel: string;
  slotLabel: string;
  picks: readonly Pick[];
  mealTitles: ReadonlyMap<string, string>;
  plan: PlanPortionSize;
  total: string;
  isSubmitting: boolean;
  onEdit: () => void;
  onContinue: () => void;
}

/** The saved selection, read-only, with Edit Selection to change it again. */
export function SelectionSummary({
  weekLabel,
  slotLabel,
  picks,
  mealTitles,
  plan,
  total,
  isSubmitting,
  onEdit,
  onContinue,
}: SelectionSummaryProps) {
  // One line per meal and size: "2 × Chicken Shawarma Bowl · Large".
  const lines = new Map<string, { mealId: string; portion: string; count: number }>();
  for (const pick of picks) {
    const key = `${pick.mealId}|${pick.portionSize}`;
    const line = lines.get(key) ?? { mealId: pick.mealId, portion: pick.portionSize ?? 'standard', count: 0 };
    line.count += 1;
    lines.set(key, line);
  }

  return (
    <Box
      as="section"
      aria-labelledby="selection-summary-title"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="4">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h1" id="selection-summary-title" size="lg" fontFamily="heading">
            Your selections
          </Heading>
          <Badge colorPalette="green" variant="subtle" borderRadius="full">
            Saved
          </Badge>
        </Flex>
        <Text color="fg.muted" fontSize="sm">
          {weekLabel} · {slotLabel} · {picks.length} meals{plan === 'mixed' ? ' · mixed portions' : ` · ${plan}`}
        </Text>
        <Stack as="ul" gap="2" p="0" m="0">
          {[...lines.values()].map((line) => (
            <Flex as="li" key={`${line.mealId}-${line.portion}`} listStyleType="none" justify="space-between" gap="3">
              <Text>
                <Text as="span" fontWeight="bold">
                  {line.count} ×
                </Text>{' '}
                {mealTitles.get(line.mealId) ?? 'Meal no longer on the menu'}
              </Text>
              <Text color="fg.muted" textTransform="capitalize" flexShrink={0}>
                {line.portion}
              </Text>
            </Flex>
          ))}
        </Stack>
        <Flex justify="space-between" borderTopWidth="1px" pt="3" fontWeight="bold">
          <Text>Weekly total</Text>
          <Text>{total}</Text>
        </Flex>
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }} justify="flex-end">
          <Button variant="outline" onClick={onEdit}>
            Edit Selection
          </Button>
          <Button onClick={onContinue} loading={isSubmitting}>
            Continue
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
