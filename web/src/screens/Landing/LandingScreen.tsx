import { Box, Button, Container, Flex, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { LandingScreenQuery } from '../../__generated__/LandingScreenQuery.graphql.ts';
import { useGetStarted } from '../../components/GetStarted.tsx';
import { HydrateWhenVisible } from '../../components/HydrateWhenVisible.tsx';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { LOGIN_PATH } from '../../components/SiteHeader.tsx';
import { SiteLogo } from '../../components/SiteLogo.tsx';
import { BRAND_NAME } from '../../config.ts';
import { HowItWorks } from './HowItWorks.tsx';
import { LandingFaq } from './LandingFaq.tsx';
import { LandingHero } from './LandingHero.tsx';
import { DEFAULT_CTA_TEXT } from './landingCopy.ts';
import { MenuCarousel } from './MenuCarousel.tsx';
import { QuoteBanner } from './QuoteBanner.tsx';
import { WhyItWorks } from './WhyItWorks.tsx';

export const landingScreenQuery = graphql`
  query LandingScreenQuery @preloadable {
    landingHero {
      ctaText
      ...LandingHero_hero
    }
    ...MenuCarousel_query
    ...LandingFaq_query
  }
`;

/** `/`: the public landing page. */
export default function LandingScreen({ queryRef }: { queryRef: PreloadedQuery<LandingScreenQuery> }) {
  const data = usePreloadedQuery<LandingScreenQuery>(landingScreenQuery, queryRef);
  const { i18n } = useLingui();
  // As the admin wrote it; the default "Get Started" (also the demo's) is a catalogue message.
  const ctaText = i18n._(data.landingHero?.ctaText.trim() || DEFAULT_CTA_TEXT);

  return (
    // Room at the bottom so the fixed Get Started bar never covers the last words.
    <Box pb="24">
      <title>{i18n._('{brand} · Fresh chef-made meals, delivered weekly', { brand: BRAND_NAME })}</title>
      <LandingHeader />
      <LandingHero hero={data.landingHero ?? null} />
      {/* Below the fold on a phone: each hydrates as it nears the screen. */}
      <HydrateWhenVisible>
        <HowItWorks />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <QuoteBanner />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <MenuCarousel query={data} />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <WhyItWorks />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <LandingFaq query={data} />
      </HydrateWhenVisible>
      <GetStartedBar text={ctaText} />
    </Box>
  );
}

/** The landing page's own header (the site header is hidden here): logo and Login. */
function LandingHeader() {
  const { i18n } = useLingui();
  return (
    <Box as="header" bg="bg.panel" borderBottomWidth="1px">
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex as="nav" aria-label={i18n._('Site')} align="center" justify="space-between" minH="16" gap="3">
          <SiteLogo />
          <HStack gap={{ base: '1', sm: '3' }}>
            <LanguageSwitch />
            <Button asChild variant="outline" size={{ base: 'sm', sm: 'md' }}>
              <RouterLink to={LOGIN_PATH}>{i18n._('Login')}</RouterLink>
            </Button>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

/** Always in reach: the fixed bottom button that opens the eligibility dialog. */
function GetStartedBar({ text }: { text: string }) {
  const getStarted = useGetStarted();
  return (
    <Box
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      px="4"
      py="3"
      bg="bg.panel/90"
      backdropFilter="blur(8px)"
      borderTopWidth="1px"
      boxShadow="0 -4px 16px rgba(36, 26, 21, 0.08)"
    >
      <Flex justify="center">
        <Button size="lg" w={{ base: 'full', sm: 'auto' }} minW={{ sm: '72' }} borderRadius="full" onClick={getStarted}>
          {text}
        </Button>
      </Flex>
    </Box>
  );
}
