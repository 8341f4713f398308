import { chromium, type Browser, type Page } from 'playwright-core';

/** The server the journeys run against (e2e/globalSetup.ts starts it); suites skip without it. */
export const baseUrl = process.env.E2E_BASE_URL;

// Without these flags Chromium keeps trying to reach Google's services on a closed network.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium (or $CHROMIUM), headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Opens a page of the app and waits until the app runs on it. A prerendered page (/, /meals,
 * /meal-plans) shows its content before its JavaScript has even downloaded; a click or a key
 * press before the app hydrates it does nothing.
 */
export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForApp(page);
}

/** Waits until the app runs on the page (web/src/App.tsx marks <html data-app-ready>). */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/** Waits until no CSS animation or transition is running (a dialog has opened, a row has faded in). */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}
