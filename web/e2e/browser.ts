import { chromium, type Browser } from 'playwright-core';

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
