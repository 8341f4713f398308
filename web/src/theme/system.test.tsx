import { Card, Kbd, Text } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Provider } from '../components/ui/provider.tsx';

describe('the trimmed Chakra system in development', () => {
  afterEach(() => vi.restoreAllMocks());

  it('throws, naming the recipe, when a component needs one the app did not register', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <Provider>
          <Card.Root>A card</Card.Root>
        </Provider>,
      ),
    ).toThrow(`Chakra's "card" slot recipe is not in the app's system`);
    expect(() =>
      render(
        <Provider>
          <Kbd>K</Kbd>
        </Provider>,
      ),
    ).toThrow(`Chakra's "kbd" recipe is not in the app's system`);
  });

  it('renders components whose recipes are registered, and those Chakra gives none', () => {
    render(
      <Provider>
        <Text>Plain text</Text>
      </Provider>,
    );
    expect(screen.getByText('Plain text')).toBeTruthy();
  });
});
