import { afterEach, describe, expect, it } from 'vitest';
import { notify, TOAST_DURATION_MS, toaster } from './toaster.tsx';

afterEach(() => {
  toaster.remove();
});

describe('notify', () => {
  it('keeps one toast at a time: a new one replaces the old', () => {
    notify({ type: 'success', title: 'Logged Out' });
    notify({ type: 'error', title: 'Error', description: 'There was an error logging out. Please try again.' });
    const visible = toaster.getVisibleToasts();
    expect(visible).toHaveLength(1);
    expect(visible[0]).toMatchObject({ title: 'Error', type: 'error' });
  });

  it('uses the specified durations: 3 s success, 4 s failure, 5 s otherwise', () => {
    expect(TOAST_DURATION_MS).toEqual({ success: 3000, error: 4000, info: 5000, warning: 5000 });
    notify({ type: 'success', title: 'Saved' });
    expect(toaster.getVisibleToasts()[0]?.duration).toBe(3000);
    notify({ type: 'error', title: 'Failed' });
    expect(toaster.getVisibleToasts()[0]?.duration).toBe(4000);
    notify({ title: 'Heads up' });
    expect(toaster.getVisibleToasts()[0]?.duration).toBe(5000);
  });
});
