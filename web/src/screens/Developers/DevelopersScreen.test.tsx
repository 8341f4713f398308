import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS, PARTNER_EVENTS, PARTNER_SCOPES } from '@rules';
import { renderWithProviders } from '../../../test/render.tsx';
import DevelopersScreen from './DevelopersScreen.tsx';
import { EXAMPLES } from './examples.ts';

describe('DevelopersScreen', () => {
  it('has one h1, an h2 per section and a table of contents that links each', () => {
    renderWithProviders(<DevelopersScreen />, { path: '/developers' });
    expect(screen.getByRole('heading', { level: 1, name: 'For developers' })).toBeTruthy();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      'Getting a key',
      'Using a key',
      'Scopes',
      'Rate limits',
      'Document limits',
      'Pagination',
      'Errors',
      'Example queries',
      'Webhooks',
      'Schema reference',
    ]);
    const contents = within(screen.getByRole('navigation', { name: 'On this page' }));
    for (const heading of screen.getAllByRole('heading', { level: 2 })) {
      const href = contents.getByRole('link', { name: heading.textContent ?? '' }).getAttribute('href');
      expect(document.getElementById(href!.slice(1))?.contains(heading)).toBe(true);
    }
  });

  it('states the scopes, limits and events from the shared rules', () => {
    renderWithProviders(<DevelopersScreen />, { path: '/developers' });
    const scopes = within(screen.getByRole('table', { name: 'Scopes' }));
    for (const scope of PARTNER_SCOPES) expect(scopes.getByText(scope.value)).toBeTruthy();
    expect(screen.getByText(`${GRAPHQL_LIMITS.tokens.toLocaleString('en-GB')} tokens at most;`)).toBeTruthy();
    for (const event of PARTNER_EVENTS) {
      const example = screen.getByRole('article', { name: event.type });
      expect(within(example).getByText(event.scope)).toBeTruthy();
      expect(example.querySelector('pre code')?.textContent).toBe(JSON.stringify(event.example, null, 2));
    }
  });

  it('runs each example in GraphiQL with its query, its code in a <pre><code> block', () => {
    renderWithProviders(<DevelopersScreen />, { path: '/developers' });
    const links = screen.getAllByRole('link', { name: /^Run in GraphiQL/ });
    expect(links).toHaveLength(EXAMPLES.length);
    EXAMPLES.forEach((example, index) => {
      const link = links[index]!;
      expect(link.textContent).toBe('Run in GraphiQL');
      expect(link.getAttribute('aria-label')).toBe(`Run in GraphiQL: ${example.title}`);
      const url = new URL(link.getAttribute('href')!, 'http://localhost');
      expect(url.pathname).toBe('/graphql');
      expect(url.searchParams.get('query')).toBe(example.query);
      expect(screen.getByRole('article', { name: example.title }).querySelector('pre > code')?.textContent).toBe(
        example.query,
      );
    });
  });

  it('loads the generated schema reference: Query and Mutation open, a type link opens its type', async () => {
    renderWithProviders(<DevelopersScreen />, { path: '/developers' });
    const query = (await screen.findByText('Query', { selector: 'summary' }, { timeout: 10_000 })).closest('details')!;
    expect(query.open).toBe(true);
    expect(within(query).getByText('adminDeliverySheet')).toBeTruthy();
    const week = within(query).getAllByRole('link', { name: 'Week' })[0]!;
    expect(week.getAttribute('href')).toBe('#type-Week');
    expect((document.getElementById('type-Week') as HTMLDetailsElement).open).toBe(false);
    fireEvent.click(week);
    expect((document.getElementById('type-Week') as HTMLDetailsElement).open).toBe(true);
    expect(within(document.getElementById('type-Week')!).getByText('orderDeadline')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a type or field' }), {
      target: { value: 'DeliverySheetEntry' },
    });
    expect(await screen.findByText(/^1 of \d+ types$/)).toBeTruthy();
  }, 60_000);

  it('in Arabic, says the page is in English and marks its text so', () => {
    renderWithProviders(<DevelopersScreen />, { path: '/developers', locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'للمطوّرين' })).toBeTruthy();
    expect(screen.getByText('هذه الصفحة موجّهة للمطوّرين، وهي بالإنجليزية مثل واجهة البرمجة نفسها.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Scopes' }).closest('[lang]')?.getAttribute('lang')).toBe(
      'en',
    );
  });
});
