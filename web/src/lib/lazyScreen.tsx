import { lazy, useState, type ComponentType } from 'react';

export interface LazyScreen<P extends object> {
  (props: P): React.ReactNode;
  /** Downloads the screen's code; once it resolves, the screen renders without suspending. */
  preload(): Promise<void>;
}

/**
 * `React.lazy` that can be loaded ahead of rendering. A prerendered page (ssr/) loads its
 * screen before rendering on the server and before hydrating in the browser, so the screen
 * renders at once in both and hydration matches the server's HTML. Elsewhere it behaves as
 * `lazy` (suspends while its chunk downloads).
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));

  function Screen(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later
    // would remount the screen and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Screen, { preload });
}
