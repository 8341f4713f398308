import { act, screen, within } from '@testing-library/react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { SiteFooter } from './SiteFooter.tsx';

const CONTACT = {
  whatsapp: '+201001112222',
  whatsappUrl: 'https://wa.me/201001112222',
  phone: '+20 2 1234 5678',
  email: 'help@mealbox.test',
};

function renderFooter(path: string) {
  const environment = createMockEnvironment();
  renderWithProviders(<SiteFooter />, { path, environment });
  return environment;
}

describe('SiteFooter', () => {
  it('links help, terms, privacy and the developers page, then shows WhatsApp, phone and e-mail from configuration', async () => {
    const environment = renderFooter('/meals');
    const footer = screen.getByRole('contentinfo');
    for (const [name, href] of [
      ['Help & FAQ', '/help'],
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['For developers', '/developers'],
    ])
      expect(within(footer).getByRole('link', { name }).getAttribute('href')).toBe(href);
    // Before the contact details arrive (and in the prerendered HTML): a link to the help page's contact section.
    expect(within(footer).getByRole('link', { name: 'WhatsApp, phone and e-mail' }).getAttribute('href')).toBe(
      '/help#contact',
    );
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, { Contact: () => CONTACT }),
      );
    });
    expect(within(footer).getByRole('link', { name: 'WhatsApp +201001112222' }).getAttribute('href')).toBe(
      'https://wa.me/201001112222',
    );
    expect(within(footer).getByRole('link', { name: 'Call +20 2 1234 5678' }).getAttribute('href')).toBe(
      'tel:+20212345678',
    );
    expect(within(footer).getByRole('link', { name: 'help@mealbox.test' }).getAttribute('href')).toBe(
      'mailto:help@mealbox.test',
    );
  });

  it('is not shown in the back office', () => {
    renderFooter('/admin/dashboard');
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
