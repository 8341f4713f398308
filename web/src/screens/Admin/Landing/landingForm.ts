import { isSafeLocation, landingMessages, westernDigits } from '@rules';
import { pageI18n } from '../../../i18n/index.ts';
import { notify } from '../../../components/ui/toaster.tsx';

/** "An integer parsed from input; non-numeric becomes 0" (admin specification §5). */
export function parseDisplayOrder(text: string): number {
  const parsed = Number.parseInt(westernDigits(text), 10);
  return Number.isSafeInteger(parsed) ? parsed : 0;
}

/** A URL or empty: the specification's rule, with the server's stricter idea of a URL (no scripts). */
export const urlProblem = (value: string): string | null =>
  value.trim() === '' || isSafeLocation(value.trim()) ? null : landingMessages.urlInvalid;

/** A catalogue message in the page's language (as it is when no language is loaded, in tests). */
const say = (message: string) => pageI18n()?._(message) ?? message;

/** The landing page's success toast: titled "Success", the specification's text (a catalogue message). */
export const notifySaved = (description: string) =>
  void notify({ type: 'success', title: say(/*i18n*/ 'Success'), description: say(description) });

/**
 * The landing page's destructive toast: the specification's text (a catalogue message), then the
 * server's reason if it gave one (in the page's language when it is a catalogue message).
 */
export function notifyLandingFailure(description: string, error?: unknown): void {
  const reason = error instanceof Error && error.message ? say(error.message) : null;
  notify({
    type: 'error',
    title: say(/*i18n*/ 'Error'),
    description: reason ? `${say(description)}: ${reason}` : say(description),
  });
}

/** A typed error from a landing mutation, as an Error carrying its message. */
export const landingProblem = (result: { __typename: string; message?: string }, success: string): Error | null =>
  result.__typename === success ? null : new Error(result.message ?? '');

/**
 * Moving the entry at `index` one place up (-1) or down (+1): the entries renumbered 0, 1, 2…
 * in their new order, and the ones whose display order that changes (usually two).
 */
export function reorderChanges<T extends { id: string; displayOrder: number }>(
  entries: readonly T[],
  index: number,
  direction: -1 | 1,
): { entry: T; displayOrder: number }[] {
  const target = index + direction;
  if (target < 0 || target >= entries.length) return [];
  const order = [...entries];
  [order[index], order[target]] = [order[target]!, order[index]!];
  return order
    .map((entry, position) => ({ entry, displayOrder: position }))
    .filter(({ entry, displayOrder }) => entry.displayOrder !== displayOrder);
}
