import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { WHY_IT_WORKS } from './landingCopy.ts';
import { LandingSection } from './LandingSection.tsx';

export function WhyItWorks() {
  return (
    <LandingSection id="why-it-works" title="Why It Works">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" mt="10">
        {WHY_IT_WORKS.map((point) => (
          <Box
            key={point.title}
            bg="bg.panel"
            borderWidth="1px"
            borderRadius="2xl"
            p="6"
            borderTopWidth="4px"
            borderTopColor="saffron.solid"
          >
            <Heading as="h3" fontSize="xl" fontFamily="heading">
              {point.title}
            </Heading>
            <Text color="fg.muted" mt="2">
              {point.text}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
