/**
 * Local and session storage together, as the specification keeps onboarding values and
 * the meal selection in both. Either store can be missing or throw (private mode, quota,
 * disabled cookies): these never fail for it.
 */
function stores(): Storage[] {
  const found: Storage[] = [];
  for (const pick of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      const store = pick();
      if (store) found.push(store);
    } catch {
      // unavailable: the other one may work
    }
  }
  return found;
}

export function writeBoth(key: string, value: string): void {
  for (const store of stores()) {
    try {
      store.setItem(key, value);
    } catch {
      // quota or disabled storage: the other store may still hold it
    }
  }
}

export function removeBoth(key: string): void {
  for (const store of stores()) {
    try {
      store.removeItem(key);
    } catch {
      // nothing to do
    }
  }
}

/**
 * The first value `parse` accepts, from local storage first or, with `sessionFirst`, from
 * session storage first (this tab's latest).
 */
export function readFirst<T>(
  key: string,
  parse: (raw: string | null) => T | null,
  { sessionFirst = false }: { sessionFirst?: boolean } = {},
): T | null {
  const ordered = sessionFirst ? [...stores()].reverse() : stores();
  for (const store of ordered) {
    try {
      const value = parse(store.getItem(key));
      if (value != null) return value;
    } catch {
      // try the next store
    }
  }
  return null;
}
