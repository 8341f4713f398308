import { createToaster } from '@chakra-ui/react';

/**
 * Chakra's toast store. Loaded with the first toast (toaster.tsx), not with every page: its
 * machine is about 2 KB gzip that a visitor who never sees a toast does not need.
 *
 * Toasts sit at the top centre, 4.5rem down, at every width. The bottom of the viewport is where
 * this app puts a screen's primary action (sticky action bars, dialog footers, the landing page's
 * Get Started bar, and on phones a full-screen dialog's footer), so a toast there covers it and
 * takes the tap meant for it; the top 4.5rem hold the site header and a dialog's title and close
 * button, which a toast covered. A centred dialog on a desktop starts lower than a
 * toast ends. web/e2e (toasts.e2e.ts,
 * hitTest.ts) checks both in Chromium at phone and desktop widths.
 */
export const toaster = createToaster({
  placement: 'top',
  offsets: { top: '4.5rem', right: '1rem', bottom: '1rem', left: '1rem' },
  pauseOnPageIdle: true,
  // notify() already removes the previous toast; this keeps direct toaster.create() calls
  // to one visible toast as well.
  max: 1,
});
