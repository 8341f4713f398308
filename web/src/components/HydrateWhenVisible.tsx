import { Suspense, use, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** How far below the viewport a section starts hydrating: it is ready by the time it scrolls in. */
const MARGIN = '300px';

interface Gate {
  pending: boolean;
  promise: Promise<void>;
  open: () => void;
}

// Marked settled the way React marks a promise it has seen settle, so that use() reads it at once
// instead of suspending for a tick.
const settled = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
const OPEN: Gate = { pending: false, promise: settled, open: () => {} };

function closedGate(): Gate {
  let resolve!: () => void;
  const gate: Gate = {
    pending: true,
    promise: new Promise<void>((done) => (resolve = done)),
    open: () => {
      gate.pending = false;
      resolve();
    },
  };
  return gate;
}

let hydrating = false;

/**
 * Brackets the app's first render when it hydrates a prerendered page (main.tsx starts it, the
 * app's first commit ends it): sections first rendered then are the ones to defer.
 */
export const hydration = {
  start: () => {
    hydrating = true;
  },
  end: () => {
    hydrating = false;
  },
};

/**
 * A section below the fold of a prerendered page. While the page hydrates, React keeps the
 * section's server HTML as it is (its Suspense boundary stays dehydrated) and hydrates it once it
 * comes near the viewport, so a phone makes the top of the page interactive first and never
 * spends time on sections the visitor does not scroll to. Rendered in the browser (a navigation,
 * a page that was not prerendered) or on the server, it renders its children at once. The
 * section sits in a plain `div` (`style` lets it take the place of a flex or grid item). What it
 * wraps may read the router's location, not other contexts that change while it stays on screen.
 */
export function HydrateWhenVisible({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  // Decided once, at the first render, from a flag rather than a hook whose answer changes after
  // hydration: such a hook re-rendered every section at once, synchronously, right after it.
  const [gate] = useState(() => (hydrating ? closedGate() : OPEN));
  const ref = useRef<HTMLDivElement>(null);
  // Rendered again (new children after a search or a refetch, or a navigation: links inside read
  // the location): hydrate now. A boundary still waiting when an update reaches it would hold
  // that update back until it hydrates, or lose its server HTML.
  useLocation();
  const mounted = useRef(false);
  if (mounted.current && gate.pending) gate.open();
  useEffect(() => {
    mounted.current = true;
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!gate.pending || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: `${MARGIN} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate]);

  return (
    <div ref={ref} style={style}>
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}

function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate.promise);
  return children;
}
