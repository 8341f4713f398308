import { describe, expect, it } from 'vitest';
import { isProgressHidden, PROGRESS_STEPS, stepTitle } from '../../components/ProgressIndicator/progressSteps.ts';
import { DEFAULT_HEADLINE, headlineLines, loopedCarouselItems } from './landingCopy.ts';

describe('landing copy', () => {
  it('splits the headline into three lines', () => {
    expect(headlineLines(DEFAULT_HEADLINE)).toEqual(['Refined recipes.', 'Real ingredients.', 'Ready in minutes.']);
  });

  it('repeats the first three carousel items at the end', () => {
    const looped = loopedCarouselItems(['a', 'b', 'c', 'd', 'e']);
    expect(looped.map((entry) => entry.item)).toEqual(['a', 'b', 'c', 'd', 'e', 'a', 'b', 'c']);
    expect(looped.filter((entry) => entry.isRepeat)).toHaveLength(3);
    expect(loopedCarouselItems(['a', 'b']).map((entry) => entry.item)).toEqual(['a', 'b', 'a', 'b']);
  });
});

describe('progress steps', () => {
  it('has the four steps, step 3 called "Create Account" on every page', () => {
    expect(PROGRESS_STEPS.map((s) => s.title)).toEqual([
      'Choose Your Plan',
      'Your Selections',
      'Create Account',
      'Complete Checkout',
    ]);
    expect(stepTitle(PROGRESS_STEPS[2]!, 1)).toBe('Create Account');
    expect(stepTitle(PROGRESS_STEPS[2]!, 3)).toBe('Create Account');
  });

  it('hides on /auth with skip_progress=true and on /menu from the account', () => {
    expect(isProgressHidden('/auth', new URLSearchParams('tab=login&skip_progress=true'))).toBe(true);
    expect(isProgressHidden('/auth', new URLSearchParams('tab=register'))).toBe(false);
    expect(isProgressHidden('/menu/12', new URLSearchParams('fromAccount=true'))).toBe(true);
    expect(isProgressHidden('/menu/12', new URLSearchParams('fromPlan=true'))).toBe(false);
    expect(isProgressHidden('/checkout', new URLSearchParams('skip_progress=true'))).toBe(false);
  });
});
