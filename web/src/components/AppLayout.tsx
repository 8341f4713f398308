import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { EligibilityProvider } from './Eligibility/EligibilityProvider.tsx';
import { HydrateWhenVisible } from './HydrateWhenVisible.tsx';
import { PageSpinner } from './PageSpinner.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { SkipLink } from './SkipLink.tsx';
import { Toaster } from './ui/toaster.tsx';

const MAIN_ID = 'main-content';

/** The shell around every screen: skip link, site header, the routed screen, the footer, toasts. */
export function AppLayout() {
  return (
    // Every "Get Started" (header, landing page) opens the eligibility dialog.
    <EligibilityProvider>
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader />
      <Box as="main" id={MAIN_ID} tabIndex={-1} outline="none" minH="100dvh">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <HydrateWhenVisible>
        <SiteFooter />
      </HydrateWhenVisible>
      <Toaster />
      <ScrollToTop />
    </EligibilityProvider>
  );
}
