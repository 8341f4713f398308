import { Box, Flex, Heading } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** One of the Landing Page tab's three cards: a titled section with an optional action. */
export function LandingCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p={{ base: '4', md: '5' }}
    >
      <Flex align="center" justify="space-between" gap="3" wrap="wrap" mb="4">
        <Heading as="h3" size="md" id={headingId}>
          {title}
        </Heading>
        {action}
      </Flex>
      {children}
    </Box>
  );
}
