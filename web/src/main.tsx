import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
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
    () => hydrateRoot(container, app),
    () => createRoot(container).render(app),
  );
} else {
  createRoot(container).render(app);
}
