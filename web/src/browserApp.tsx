/**
 * The app as the browser starts it (main.tsx evaluates React DOM and the large libraries before
 * this module, each in a task of its own): the element to render, and the prerendered page the
 * document holds, if any.
 */
import type { I18n } from '@lingui/core';
import { StrictMode } from 'react';
import { App } from './App.tsx';
import { readServerTextsWith } from './i18n/index.ts';
import { prerenderedPages, type PrerenderedPage } from './ssr/pages.ts';
import { prerenderedAddress, prerenderedRecords } from './ssr/prerenderedRecords.ts';

export { hydration } from './components/HydrateWhenVisible.tsx';
export { appSystem } from './theme/system.ts';

export const appElement = (i18n: I18n) => (
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>
);

/** On an Arabic page, loads how it reads the server's messages with values (i18n/serverText.ts). */
export function loadServerTextReader(i18n: I18n): void {
  if (i18n.locale !== 'ar') return;
  void import('./i18n/serverText.ts').then(({ serverTextIn }) => readServerTextsWith(serverTextIn));
}

/**
 * The prerendered page in the document (ssr/): it arrived with its HTML and the Relay records it
 * was rendered with, which the environment starts from. Undefined for any other page, and when
 * the address is no longer the one the page was rendered for: the address can change in the
 * same document before the app runs (history.pushState), and hydrating the HTML of one page
 * with the routes of another is a hydration mismatch (React's #418). The app then renders the
 * address in the browser; the records stay in the store as data already fetched.
 */
export function prerenderedPageHere(): PrerenderedPage | undefined {
  const address = prerenderedAddress();
  if (!address || !prerenderedRecords()) return undefined;
  const { pathname, search } = window.location;
  return `${pathname}${search}` === address ? prerenderedPages[pathname] : undefined;
}
