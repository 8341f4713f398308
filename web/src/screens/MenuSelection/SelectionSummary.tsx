import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { MealCountList } from '../../components/MealCountList.tsx';
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
  const titleOf = (mealId: string) => mealTitles.get(mealId) ?? 'Meal no longer on the menu';
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
        <MealCountList picks={picks} titleOf={titleOf} />
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
