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
          {/* Full white: dimmed, the small caption fell below 4.5:1 on the brand colour (Lighthouse). */}
          <Text as="figcaption" mt="4" fontSize="sm" textTransform="uppercase" letterSpacing="widest">
            {QUOTE.attribution}
          </Text>
        </chakra.figure>
      </Container>
    </Box>
  );
}
