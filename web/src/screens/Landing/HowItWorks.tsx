import { Box, chakra, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { HOW_IT_WORKS } from './landingCopy.ts';

/** Three steps: select favourites, we cook, delivered fresh. */
export function HowItWorks() {
  return (
    <Box as="section" aria-labelledby="how-it-works" py={{ base: '12', md: '20' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Heading
          as="h2"
          id="how-it-works"
          textAlign="center"
          fontFamily="heading"
          fontSize={{ base: '3xl', md: '4xl' }}
        >
          How It Works
        </Heading>
        <SimpleGrid
          as="ol"
          columns={{ base: 1, md: 3 }}
          gap={{ base: '6', md: '8' }}
          mt="10"
          listStyleType="none"
          p="0"
        >
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
                {index + 1}
              </Box>
              <Heading as="h3" fontSize="xl" mt="4" fontFamily="heading">
                {step.title}
              </Heading>
              <Text color="fg.muted" mt="2" maxW="xs" mx="auto">
                {step.text}
              </Text>
            </chakra.li>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
