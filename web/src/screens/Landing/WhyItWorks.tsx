import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { WHY_IT_WORKS } from './landingCopy.ts';
import { LandingSection } from './LandingSection.tsx';

export function WhyItWorks() {
  const { i18n } = useLingui();
  return (
    <LandingSection id="why-it-works" title={i18n._('Why It Works')}>
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
              {i18n._(point.title)}
            </Heading>
            <Text color="fg.muted" mt="2">
              {i18n._(point.text)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
