import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { MealCountList } from '../../components/MealCountList.tsx';
import { PORTION_LABELS, useLabels } from '../../lib/labels.ts';
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
  const { i18n } = useLingui();
  const labels = useLabels();
  const titleOf = (mealId: string) => mealTitles.get(mealId) ?? i18n._('Meal no longer on the menu');
  const portions = plan === 'mixed' ? i18n._('mixed portions') : labels.labelOf(PORTION_LABELS, plan);
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
            {i18n._('Your selections')}
          </Heading>
          <Badge colorPalette="green" variant="subtle" borderRadius="full">
            {i18n._('Saved')}
          </Badge>
        </Flex>
        <Text color="fg.muted" fontSize="sm">
          {[weekLabel, slotLabel, labels.mealCount(picks.length), portions].join(' · ')}
        </Text>
        <MealCountList picks={picks} titleOf={titleOf} />
        <Flex justify="space-between" borderTopWidth="1px" pt="3" fontWeight="bold">
          <Text>{i18n._('Weekly total')}</Text>
          <Text>{total}</Text>
        </Flex>
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }} justify="flex-end">
          <Button variant="outline" onClick={onEdit}>
            {i18n._('Edit Selection')}
          </Button>
          <Button onClick={onContinue} loading={isSubmitting}>
            {i18n._('Continue')}
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
