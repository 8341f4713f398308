/**
 * The app as the browser starts it (main.tsx evaluates React DOM and the large libraries before
 * this module, each in a task of its own): the element to render, and the prerendered page the
 * document holds, if any.
 */
import { StrictMode } from 'react';
import { App } from './App.tsx';
import { prerenderedPages, type PrerenderedPage } from './ssr/pages.ts';
import { prerenderedRecords } from './ssr/prerenderedRecords.ts';

export { appSystem } from './theme/system.ts';

export const appElement = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * The prerendered page in the document (ssr/): it arrived with its HTML and the Relay records it
 * was rendered with, which the environment starts from. Undefined for any other page.
 */
export function prerenderedPageHere(): PrerenderedPage | undefined {
  return prerenderedRecords() ? prerenderedPages[window.location.pathname] : undefined;
}
