import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from './PageSpinner.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { SkipLink } from './SkipLink.tsx';
import { Toaster } from './ui/toaster.tsx';

const MAIN_ID = 'main-content';

/** The shell around every screen: skip link, site header, the routed screen, toasts. */
export function AppLayout() {
  return (
    <>
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader />
      <Box as="main" id={MAIN_ID} tabIndex={-1} outline="none" minH="100dvh">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Toaster />
      <ScrollToTop />
    </>
  );
}
