import type { Locator, Page } from 'playwright-core';
import { waitForApp } from './browser.ts';

/** An address no earlier run (or the demo data) has used, so eligibility never says "registered". */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** On the landing page: opens "Join MealBox" and returns the dialog. */
export async function openJoinDialog(page: Page): Promise<Locator> {
  // The landing page shows its button before the app runs (it is prerendered): wait for the app.
  await waitForApp(page);
  // The fixed bar's button is the last "Get Started" on the page (the header may have one too).
  await page.getByRole('button', { name: 'Get Started', exact: true }).last().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Join MealBox' }).waitFor();
  return dialog;
}

export interface EligibilityAnswers {
  email?: string;
  neighborhood?: string;
  invitationCode?: string;
}

/** Fills the eligibility form; an answer left out leaves its field as it is. */
export async function fillEligibility(dialog: Locator, { email, neighborhood, invitationCode }: EligibilityAnswers) {
  if (email !== undefined) await dialog.getByRole('textbox', { name: /Email/ }).fill(email);
  if (neighborhood !== undefined) {
    const select = dialog.getByRole('combobox', { name: /Neighborhood/ });
    await select.locator('option', { hasText: neighborhood }).waitFor({ state: 'attached' });
    await select.selectOption(neighborhood);
  }
  if (invitationCode !== undefined) await dialog.getByRole('textbox', { name: /Invitation Code/ }).fill(invitationCode);
}
