import { act, startTransition, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenVisible, hydration } from './HydrateWhenVisible.tsx';

/** The IntersectionObserver the component makes, driven by the test. */
let observed: { callback: IntersectionObserverCallback; element: Element | null }[] = [];

class FakeIntersectionObserver {
  private entry: { callback: IntersectionObserverCallback; element: Element | null };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, element: null };
    observed.push(this.entry);
  }
  observe(element: Element) {
    this.entry.element = element;
  }
  disconnect() {
    observed = observed.filter((entry) => entry !== this.entry);
  }
}

function scrollIntoView() {
  for (const { callback, element } of [...observed]) {
    callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

let navigate: (to: string) => void = () => {};

/** The footer's shape: a section below the fold with a link, which reads the location. */
const SECTION_WITH_LINK = (
  <HydrateWhenVisible>
    <Counter label="below" />
    <Link to="/help">Help</Link>
  </HydrateWhenVisible>
);

function Top() {
  navigate = useNavigate();
  return (
    <>
      <h1>at {useLocation().pathname}</h1>
      <Counter label="top" />
    </>
  );
}

/** Like AppLayout: the section is the same element on every render of the page around it. */
function Page({ path = '/' }: { path?: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <main>
        <Top />
        {SECTION_WITH_LINK}
      </main>
    </MemoryRouter>
  );
}

describe('HydrateWhenVisible', () => {
  let container: HTMLElement;
  let root: Root | undefined;

  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    observed = [];
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    hydration.end();
  });

  const button = (label: string) =>
    [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith(label))!;

  it('keeps the server HTML of a section below the fold, then hydrates it once it nears the screen', async () => {
    container.innerHTML = renderToString(<Page />);
    const serverButton = button('below');
    hydration.start();
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    hydration.end();

    // The top is interactive; the section below is the server's HTML, with no handler yet.
    act(() => button('top').click());
    expect(button('top').textContent).toBe('top 1');
    act(() => button('below').click());
    expect(button('below').textContent).toBe('below 0');
    expect(observed).toHaveLength(1);

    await act(async () => scrollIntoView());
    // Hydrated in place: the same element, now answering.
    expect(button('below')).toBe(serverButton);
    act(() => button('below').click());
    expect(button('below').textContent).toBe('below 1');
    expect(observed).toHaveLength(0);
  });

  it('hydrates a waiting section when a navigation reaches it, and the navigation goes through', async () => {
    container.innerHTML = renderToString(<Page />);
    hydration.start();
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    hydration.end();
    expect(observed).toHaveLength(1);

    // React Router navigates in a transition; the link below reads the new location.
    await act(async () => startTransition(() => navigate('/meals')));
    expect(container.querySelector('h1')!.textContent).toBe('at /meals');
    act(() => button('below').click());
    expect(button('below').textContent).toBe('below 1');
  });

  it('renders at once when the page is rendered in the browser', async () => {
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
    });
    act(() => button('below').click());
    expect(button('below').textContent).toBe('below 1');
    expect(observed).toHaveLength(0);
  });
});
