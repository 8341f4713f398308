import { Heading, Stack } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { ScreenError } from '../../../components/ScreenError.tsx';
import { CarouselCard } from './CarouselCard.tsx';
import { FaqsCard } from './FaqsCard.tsx';
import { HeroCard } from './HeroCard.tsx';

/** Each card loads its own data: one failing or loading leaves the others usable. */
function CardBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={ScreenError}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** The Landing Page tab: the Hero Section, Menu Carousel and FAQs cards (admin specification §2). */
export default function LandingPanel() {
  return (
    <Stack gap="6">
      <Heading as="h2" size="lg">
        Landing Page
      </Heading>
      <CardBoundary>
        <HeroCard />
      </CardBoundary>
      <CardBoundary>
        <CarouselCard />
      </CardBoundary>
      <CardBoundary>
        <FaqsCard />
      </CardBoundary>
    </Stack>
  );
}
