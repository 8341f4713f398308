import { startTransition } from 'react';
import { directionOf, loadI18n, localeOfPath, rememberLanguage } from './i18n/index.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The page's language, from its address; its catalogue downloads beside the app's modules.
const locale = localeOfPath(window.location.pathname);
document.documentElement.lang = locale;
document.documentElement.dir = directionOf(locale);
rememberLanguage(locale);
const i18nLoaded = loadI18n(locale);

// The app's modules are fetched together (modulepreload links: vite.config.ts for index.html,
// the page's module list for a prerendered page) but evaluated apart, the largest blocks of
// library code first, each in a task of its own: a slow phone is busy for the length of the
// longest task (Lighthouse's total blocking time), and a module graph evaluates in one task.
// Each step evaluates only what the steps before it have not.
const steps = [
  () => import('react-dom/client'),
  () => import('./relay/environment.ts'), // relay-runtime, and the page's records parsed
  () => import('./theme/system.ts'), // Chakra's styling engine and the recipes we use
] as const;
void start(container);

async function start(root: HTMLElement) {
  const { createRoot, hydrateRoot } = await steps[0]();
  for (const step of steps.slice(1)) {
    await nextTask();
    await step();
  }
  await nextTask();
  const {
    appElement: elementFor,
    appSystem,
    hydration,
    loadServerTextReader,
    prerenderedPageHere,
  } = await import('./browserApp.tsx');
  const i18n = await i18nLoaded;
  loadServerTextReader(i18n);
  const appElement = elementFor(i18n);
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
  // The address may have changed while the screen loaded: hydrate only the page rendered for it.
  if (prerenderedPageHere() !== page) {
    createRoot(root).render(appElement);
    return;
  }
  hydration.start();
  startTransition(() => {
    hydrateRoot(root, appElement);
  });
}

/** Lets the browser run other tasks (input, paint) before the next step. */
function nextTask() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
