import { Box, Button, chakra, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MenuCarousel_query$key } from '../../__generated__/MenuCarousel_query.graphql.ts';
import { MealImage } from '../Meals/MealImage.tsx';
import { loopedCarouselItems } from './landingCopy.ts';

/** Seconds per card: slow enough to read a name and description as it passes. */
const SECONDS_PER_ITEM = 5;

const MARQUEE_CSS = `
@keyframes landing-menu-marquee {
  from { transform: translateX(0); }
  to { transform: translateX(calc(var(--menu-sign) * var(--menu-count) * (var(--menu-item) + var(--menu-gap)))); }
}`;

/**
 * "THE MENU": the active carousel meals scroll sideways on their own. The first three are
 * repeated at the end, and the track moves exactly one list's width before starting over,
 * so the restart lands on an identical picture. It pauses on hover, on keyboard focus and
 * with the Pause button; with reduced motion it does not move and scrolls by hand instead.
 */
export function MenuCarousel({ query }: { query: MenuCarousel_query$key }) {
  const { carouselMeals } = useFragment(
    graphql`
      fragment MenuCarousel_query on Query {
        carouselMeals {
          id
          name
          description
          imageUrl
        }
      }
    `,
    query,
  );
  const { i18n } = useLingui();
  const [paused, setPaused] = useState(false);
  if (carouselMeals.length === 0) return null;
  const items = loopedCarouselItems(carouselMeals);

  return (
    <Box as="section" aria-labelledby="the-menu" py={{ base: '12', md: '20' }} bg="bg.muted">
      <style href="landing-menu-marquee" precedence="default">
        {MARQUEE_CSS}
      </style>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex align="end" justify="space-between" gap="4" wrap="wrap">
          <Box>
            <Heading
              as="h2"
              id="the-menu"
              fontFamily="heading"
              fontSize={{ base: '3xl', md: '4xl' }}
              letterSpacing="wider"
            >
              {i18n._('THE MENU')}
            </Heading>
            <Text color="fg.muted" mt="1">
              {i18n._("A taste of this season's dishes. The full menu changes every week.")}
            </Text>
          </Box>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setPaused((p) => !p)}
            aria-pressed={paused}
            _motionReduce={{ display: 'none' }}
          >
            {paused ? i18n._('Play') : i18n._('Pause')}
          </Button>
        </Flex>
      </Container>

      <Box
        role="region"
        aria-label={i18n._('Meals from the menu')}
        tabIndex={0}
        mt="8"
        overflowX="auto"
        overflowY="hidden"
        scrollbarWidth="none"
        focusVisibleRing="inside"
        css={{
          '--menu-item': '15rem',
          '--menu-gap': '1rem',
          // The track moves towards the reading direction's start: left, or right on an Arabic page.
          '--menu-sign': '-1',
          _rtl: { '--menu-sign': '1' },
          '@media (min-width: 48rem)': { '--menu-item': '18rem', '--menu-gap': '1.5rem' },
          '&:hover > ul, &:focus-within > ul': { animationPlayState: 'paused' },
        }}
        style={{ '--menu-count': carouselMeals.length } as React.CSSProperties}
      >
        <chakra.ul
          display="flex"
          w="max-content"
          gap="var(--menu-gap)"
          px={{ base: '4', md: '6' }}
          listStyleType="none"
          style={{
            animation: `landing-menu-marquee ${carouselMeals.length * SECONDS_PER_ITEM}s linear infinite`,
            animationPlayState: paused ? 'paused' : undefined,
          }}
          _motionReduce={{ animation: 'none !important' }}
        >
          {items.map(({ item, isRepeat }, index) => (
            <chakra.li
              key={`${item.id}-${index}`}
              // The repeats exist only for the loop; screen readers hear each meal once.
              aria-hidden={isRepeat || undefined}
              flex="0 0 auto"
              w="var(--menu-item)"
              bg="bg.panel"
              borderRadius="2xl"
              overflow="hidden"
              borderWidth="1px"
              boxShadow="xs"
            >
              <MealImage src={item.imageUrl} alt={isRepeat ? '' : item.name} aspectRatio={4 / 3} />
              <Box p="4">
                <Heading as="h3" fontSize="lg" fontFamily="heading" lineClamp={1}>
                  {item.name}
                </Heading>
                <Text color="fg.muted" fontSize="sm" mt="1" lineClamp={2}>
                  {item.description}
                </Text>
              </Box>
            </chakra.li>
          ))}
        </chakra.ul>
      </Box>
    </Box>
  );
}
