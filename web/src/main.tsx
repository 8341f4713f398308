import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { appSystem } from './theme/system.ts';
import { prerenderedPages } from './ssr/pages.ts';
import { prerenderedRecords } from './ssr/prerenderedRecords.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A prerendered page (ssr/) arrives with its HTML and the Relay records it was rendered with
// (the environment starts from them): load its screen first, then hydrate, so the first render
// matches the server's. Any other page renders in the browser.
const page = prerenderedRecords() ? prerenderedPages[window.location.pathname] : undefined;
if (page) {
  page.preload().then(
    () => hydrateInSteps(container, app),
    () => createRoot(container).render(app),
  );
} else {
  createRoot(container).render(app);
}

/** Lets the browser run other tasks (input, paint) before the next step. */
function nextTask() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/**
 * Hydrates a prerendered page in short tasks, so a slow phone stays responsive while the app
 * starts (Lighthouse's total blocking time): the page's HTML is already on screen, so nothing is
 * lost by starting a moment later. Loading the modules is one task, making Chakra's system
 * another, and hydrating runs as a transition, which React splits into slices and interrupts for
 * the visitor's input.
 */
async function hydrateInSteps(root: HTMLElement, element: React.ReactNode) {
  await nextTask();
  appSystem();
  await nextTask();
  startTransition(() => {
    hydrateRoot(root, element);
  });
}
