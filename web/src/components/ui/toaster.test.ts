import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dismissToasts, loadToaster, notify, TOAST_DURATION_MS } from './toaster.tsx';

// The store's module (Chakra) takes long to load on a busy machine: load it once, not inside a test.
beforeAll(async () => {
  await loadToaster();
}, 60_000);

afterEach(async () => {
  (await loadToaster()).remove();
});

/** The visible toasts once the store (loaded with the first toast) has taken the last notify. */
async function visibleToasts() {
  return (await loadToaster()).getVisibleToasts();
}

describe('notify', () => {
  it('keeps one toast at a time: a new one replaces the old', async () => {
    notify({ type: 'success', title: 'Logged Out' });
    notify({ type: 'error', title: 'Error', description: 'There was an error logging out. Please try again.' });
    const visible = await visibleToasts();
    expect(visible).toHaveLength(1);
    expect(visible[0]).toMatchObject({ title: 'Error', type: 'error' });
  });

  it('uses the specified durations: 3 s success, 4 s failure, 5 s otherwise', async () => {
    expect(TOAST_DURATION_MS).toEqual({ success: 3000, error: 4000, info: 5000, warning: 5000 });
    notify({ type: 'success', title: 'Saved' });
    expect((await visibleToasts())[0]?.duration).toBe(3000);
    notify({ type: 'error', title: 'Failed' });
    expect((await visibleToasts())[0]?.duration).toBe(4000);
    notify({ title: 'Heads up' });
    expect((await visibleToasts())[0]?.duration).toBe(5000);
  });
});

describe('dismissToasts', () => {
  it('takes down a failure toast (a stale "Login failed" after signing in)', async () => {
    notify({ type: 'error', title: 'Login failed', description: 'Invalid username or password' });
    expect(await visibleToasts()).toHaveLength(1);
    dismissToasts();
    await loadToaster();
    expect(await visibleToasts()).toHaveLength(0);
  });
});
