import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';

/**
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

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** Durations from the specification: success 3 s, failure 4 s, anything else 5 s. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = {
  success: 3000,
  error: 4000,
  info: 5000,
  warning: 5000,
};

export interface NotifyOptions {
  title: string;
  description?: string;
  type?: ToastKind;
}

/**
 * Shows a toast. Only one toast is visible at a time: a new one replaces the old one
 * instead of queueing behind it.
 */
export function notify({ title, description, type = 'info' }: NotifyOptions): string {
  toaster.remove();
  return toaster.create({
    title,
    description,
    type,
    duration: TOAST_DURATION_MS[type],
    closable: true,
  });
}

const ToasterView = lazy(() => import('./ToasterView.tsx'));

/**
 * The toast region. Its code (Chakra's toast machine, about 10 KB gzip) is fetched when the
 * first toast is created rather than with every page; toasts created before it arrives are
 * picked up from the store when it mounts.
 */
export function Toaster() {
  const [needed, setNeeded] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (needed) return;
    if (toaster.getVisibleToasts().length > 0) setNeeded(true);
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
