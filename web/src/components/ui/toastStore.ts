import { createToaster } from '@chakra-ui/react';

/**
 * Chakra's toast store. Loaded with the first toast (toaster.tsx), not with every page: its
 * machine is about 2 KB gzip that a visitor who never sees a toast does not need.
 *
 * Toasts sit at the top centre, at every width. The bottom of the viewport is where this app
 * puts a screen's primary action (sticky action bars, dialog footers, the landing page's
 * Get Started bar, and on phones a full-screen dialog's footer), so a toast there covers it
 * and takes the tap meant for it. The top holds only the site header's links and a dialog's
 * title, which a toast may cover for its few seconds (it can be closed or swiped away).
 * Keeping primary actions out of the top band is the rule new screens follow; web/e2e
 * (toasts.e2e.ts, hitTest.ts) checks it in Chromium at phone and desktop widths.
 */
export const toaster = createToaster({
  placement: 'top',
  pauseOnPageIdle: true,
  // notify() already removes the previous toast; this keeps direct toaster.create() calls
  // to one visible toast as well.
  max: 1,
});
