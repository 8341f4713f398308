import { Box, Button, chakra, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { LandingHero_hero$key } from '../../__generated__/LandingHero_hero.graphql.ts';
import { DEFAULT_HEADLINE, headlineLines } from './landingCopy.ts';

/** The hero: three headline lines over the configurable background photo. */
export function LandingHero({ hero }: { hero: LandingHero_hero$key | null }) {
  const data = useFragment(
    graphql`
      fragment LandingHero_hero on LandingHero {
        headline
        backgroundImageUrl
      }
    `,
    hero,
  );
  const { i18n } = useLingui();
  // The admin's headline as written; the default one (also the demo's) is a catalogue message.
  const lines = headlineLines(i18n._(data?.headline || DEFAULT_HEADLINE));
  const image = data?.backgroundImageUrl.trim();

  return (
    <Box
      as="section"
      aria-labelledby="landing-headline"
      position="relative"
      overflow="hidden"
      // Without a configured photo, a warm kitchen-toned gradient stands in for it.
      bgGradient="to-br"
      gradientFrom="espresso.900"
      gradientVia="brand.900"
      gradientTo="brand.700"
      color="white"
      minH={{ base: '26rem', md: '34rem' }}
      display="flex"
      alignItems="center"
    >
      {image ? (
        <chakra.img
          src={image}
          alt=""
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
          fetchPriority="high"
        />
      ) : null}
      {/* Darkens the photo enough for white text to stay readable on any image. */}
      {image ? (
        <Box
          position="absolute"
          inset="0"
          bgGradient="to-r"
          gradientFrom="blackAlpha.800"
          gradientTo="blackAlpha.400"
        />
      ) : null}
      <Container position="relative" maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '12', md: '20' }}>
        <Stack gap="5" maxW="2xl">
          <Heading
            as="h1"
            id="landing-headline"
            fontFamily="heading"
            fontSize={{ base: '4xl', md: '6xl' }}
            lineHeight="1.05"
            letterSpacing="tight"
          >
            {lines.map((line) => (
              <chakra.span key={line} display="block" dir="auto">
                {line}
              </chakra.span>
            ))}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" maxW="xl">
            {i18n._(
              'Chef-made meals prepared fresh each week, delivered chilled and ready to heat. Pause or cancel any time.',
            )}
          </Text>
          <Box>
            <Button
              asChild
              variant="outline"
              size="lg"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              <RouterLink to="/meals">{i18n._('Browse all meals')}</RouterLink>
            </Button>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
