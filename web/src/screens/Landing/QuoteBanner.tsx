import { Box, chakra, Container, Text } from '@chakra-ui/react';
import { QUOTE } from './landingCopy.ts';

export function QuoteBanner() {
  return (
    <Box as="section" aria-label="Our promise" bg="brand.solid" color="brand.contrast" py={{ base: '10', md: '14' }}>
      <Container maxW="4xl" px={{ base: '4', md: '6' }} textAlign="center">
        <chakra.figure>
          <chakra.blockquote
            fontFamily="heading"
            fontSize={{ base: '2xl', md: '3xl' }}
            lineHeight="short"
            fontStyle="italic"
          >
            “{QUOTE.text}”
          </chakra.blockquote>
          <Text as="figcaption" mt="4" fontSize="sm" textTransform="uppercase" letterSpacing="widest" opacity={0.85}>
            {QUOTE.attribution}
          </Text>
        </chakra.figure>
      </Container>
    </Box>
  );
}
