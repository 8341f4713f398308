import { Box, chakra, Container, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { QUOTE } from './landingCopy.ts';

export function QuoteBanner() {
  const { i18n } = useLingui();
  return (
    <Box
      as="section"
      aria-label={i18n._('Our promise')}
      bg="brand.solid"
      color="brand.contrast"
      py={{ base: '10', md: '14' }}
    >
      <Container maxW="4xl" px={{ base: '4', md: '6' }} textAlign="center">
        <chakra.figure>
          <chakra.blockquote
            fontFamily="heading"
            fontSize={{ base: '2xl', md: '3xl' }}
            lineHeight="short"
            fontStyle="italic"
          >
            {i18n._('“{quote}”', { quote: i18n._(QUOTE.text) })}
          </chakra.blockquote>
          {/* Full white: dimmed, the small caption fell below 4.5:1 on the brand colour (Lighthouse). */}
          <Text as="figcaption" mt="4" fontSize="sm" textTransform="uppercase" letterSpacing="widest">
            {i18n._(QUOTE.attribution)}
          </Text>
        </chakra.figure>
      </Container>
    </Box>
  );
}
