import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { LandingPanelQuery } from '../../../__generated__/LandingPanelQuery.graphql.ts';
import { ScreenError } from '../../../components/ScreenError.tsx';
import { CarouselCard } from './CarouselCard.tsx';
import { FaqsCard } from './FaqsCard.tsx';
import { HeroCard } from './HeroCard.tsx';
import { PanelTitle } from '../PanelTitle.tsx';

export const landingPanelQuery = graphql`
  query LandingPanelQuery @preloadable {
    ...HeroCard_query
    ...CarouselCard_query
    ...FaqsCard_query
  }
`;

/** One card failing to render leaves the others usable. */
function CardBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary FallbackComponent={ScreenError}>{children}</ErrorBoundary>;
}

/** The Landing Page tab: the Hero Section, Menu Carousel and FAQs cards (admin specification §2). */
export default function LandingPanel({ queryRef }: { queryRef: PreloadedQuery<LandingPanelQuery> }) {
  const { i18n } = useLingui();
  const query = usePreloadedQuery<LandingPanelQuery>(landingPanelQuery, queryRef);
  return (
    <Stack gap="6">
      <PanelTitle>{i18n._('Landing Page')}</PanelTitle>
      <CardBoundary>
        <HeroCard query={query} />
      </CardBoundary>
      <CardBoundary>
        <CarouselCard query={query} />
      </CardBoundary>
      <CardBoundary>
        <FaqsCard query={query} />
      </CardBoundary>
    </Stack>
  );
}
