import { Box, Heading, RadioCard, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One of checkout's cards: a titled section the title names for assistive technology. */
export function CheckoutSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="2xl"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" id={id} size="md" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export interface Choice {
  value: string;
  label: string;
  text: string;
  /** Why the choice cannot be made now (shown instead of its text), or null. */
  disabledText: string | null;
}

/** A choice of two or more cards; a card that cannot be chosen now says why instead of its text. */
export function ChoiceCards({
  labelledBy,
  value,
  onChange,
  options,
}: {
  labelledBy: string;
  value: string;
  onChange: (value: string) => void;
  options: Choice[];
}) {
  return (
    <RadioCard.Root
      value={value}
      onValueChange={(event) => event.value && onChange(event.value)}
      aria-labelledby={labelledBy}
      size="sm"
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {options.map((option) => (
          <RadioCard.Item key={option.value} value={option.value} disabled={option.disabledText !== null} bg="bg.panel">
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent>
                <RadioCard.ItemText fontWeight="semibold">{option.label}</RadioCard.ItemText>
                <RadioCard.ItemDescription>{option.disabledText ?? option.text}</RadioCard.ItemDescription>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
    </RadioCard.Root>
  );
}
