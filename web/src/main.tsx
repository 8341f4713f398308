import { startTransition } from 'react';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Fetched together, evaluated apart: React DOM and the app are the two largest blocks of module
// code, and a slow phone is busy for the length of the longest task (Lighthouse's total
// blocking time), so each runs in a task of its own.
const reactDomLoading = import('react-dom/client');
const appLoading = import('./browserApp.tsx');
void start(container);

async function start(root: HTMLElement) {
  const [{ createRoot, hydrateRoot }, { appElement, appSystem, prerenderedPageHere }] = await Promise.all([
    reactDomLoading,
    appLoading,
  ]);
  // A prerendered page: load its screen first, then hydrate, so the first render matches the
  // server's. Any other page renders in the browser.
  const page = prerenderedPageHere();
  const loaded = await page?.preload().then(
    () => true,
    () => false,
  );
  if (!loaded) {
    createRoot(root).render(appElement);
    return;
  }
  // The page's HTML is already on screen, so nothing is lost by hydrating a moment later, in
  // short tasks: making Chakra's system (the costliest single step) is one, and hydration runs
  // as a transition, which React renders in slices and interrupts for the visitor's input.
  await nextTask();
  appSystem();
  await nextTask();
  startTransition(() => {
    hydrateRoot(root, appElement);
  });
}

/** Lets the browser run other tasks (input, paint) before the next step. */
function nextTask() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
