import { Box, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { WHY_IT_WORKS } from './landingCopy.ts';

export function WhyItWorks() {
  return (
    <Box as="section" aria-labelledby="why-it-works" py={{ base: '12', md: '20' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Heading
          as="h2"
          id="why-it-works"
          textAlign="center"
          fontFamily="heading"
          fontSize={{ base: '3xl', md: '4xl' }}
        >
          Why It Works
        </Heading>
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
      </Container>
    </Box>
  );
}
