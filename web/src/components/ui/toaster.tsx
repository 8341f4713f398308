import { lazy, Suspense, useEffect, useState } from 'react';

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

/** The toast store (toastStore.ts), loaded with the first toast. */
export const loadToaster = () => import('./toastStore.ts').then((module) => module.toaster);

let firstToast: (() => void) | null = null;
let toastShown = false;

/**
 * Shows a toast. Only one toast is visible at a time: a new one replaces the old one
 * instead of queueing behind it. The store and the toast region load with the first toast,
 * so that one shows a moment later (toasts keep their order: each waits for the same load).
 */
export function notify({ title, description, type = 'info' }: NotifyOptions): void {
  toastShown = true;
  firstToast?.();
  void loadToaster().then((toaster) => {
    toaster.remove();
    toaster.create({
      title,
      description,
      type,
      duration: TOAST_DURATION_MS[type],
      closable: true,
    });
  });
}

/**
 * Takes down whatever toast is showing, e.g. a "Login failed" once the next attempt signed in,
 * so it does not follow the person onto the next screen. Ordered after any notify() before it.
 */
export function dismissToasts(): void {
  if (!toastShown) return;
  void loadToaster().then((toaster) => toaster.remove());
}

const ToasterView = lazy(() => import('./ToasterView.tsx'));

/**
 * The toast region. Its code (Chakra's toast machine and store, about 12 KB gzip) is fetched
 * when the first toast is created rather than with every page; toasts created before it
 * arrives are picked up from the store when it mounts.
 */
export function Toaster() {
  const [needed, setNeeded] = useState(() => toastShown);
  useEffect(() => {
    if (needed) return;
    if (toastShown) setNeeded(true);
    firstToast = () => setNeeded(true);
    return () => {
      firstToast = null;
    };
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
