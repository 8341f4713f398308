import { Card, Kbd, Text } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Provider } from '../components/ui/provider.tsx';
import { appSystem } from './system.ts';

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

/** The app's source files (tests and generated artifacts left out). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
  });
}

describe('the palettes the system keeps', () => {
  // Every palette Chakra's default theme has: naming one the trimmed system dropped renders unstyled.
  const chakraPalettes = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];

  it('has every palette a screen names (colorPalette props and the palette maps)', () => {
    const named = new Set<string>();
    for (const file of sourceFiles(path.resolve(import.meta.dirname, '..'))) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (!/colorPalette|PALETTE|_COLORS/.test(line)) continue;
        for (const [, word] of line.matchAll(/['"]([a-z]+)['"]/g)) if (chakraPalettes.includes(word!)) named.add(word!);
      }
    }
    expect(named.size).toBeGreaterThan(2);
    const missing = [...named].filter((palette) => !appSystem().tokens.getByName(`colors.${palette}.solid`));
    expect(missing).toEqual([]);
  });
});
