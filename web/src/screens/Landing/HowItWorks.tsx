import { Box, chakra, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useFormat } from '../../i18n/format.ts';
import { HOW_IT_WORKS } from './landingCopy.ts';
import { LandingSection } from './LandingSection.tsx';

/** Three steps: select favourites, we cook, delivered fresh. */
export function HowItWorks() {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <LandingSection id="how-it-works" title={i18n._('How It Works')}>
      <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap={{ base: '6', md: '8' }} mt="10" listStyleType="none" p="0">
        {HOW_IT_WORKS.map((step, index) => (
          <chakra.li key={step.title} textAlign="center" px="4">
            <Box
              aria-hidden="true"
              mx="auto"
              boxSize="14"
              borderRadius="full"
              bg="brand.solid"
              color="brand.contrast"
              display="flex"
              alignItems="center"
              justifyContent="center"
              fontFamily="heading"
              fontSize="2xl"
              fontWeight="bold"
            >
              {format.number(index + 1)}
            </Box>
            <Heading as="h3" fontSize="xl" mt="4" fontFamily="heading">
              {i18n._(step.title)}
            </Heading>
            <Text color="fg.muted" mt="2" maxW="xs" mx="auto">
              {i18n._(step.text)}
            </Text>
          </chakra.li>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
