import { describe, expect, it } from 'vitest';
import { nextAfterPayment } from './paymentResult.ts';

describe('after the payment result', () => {
  it('success: the account after 1.5 s (sign in first when signed out)', () => {
    expect(nextAfterPayment(true, true)).toEqual({ path: '/account', delayMs: 1500 });
    expect(nextAfterPayment(true, false)).toEqual({ path: '/auth?returnTo=%2Faccount', delayMs: 1500 });
  });
  it('failure: checkout again after 2 s, or home when signed out', () => {
    expect(nextAfterPayment(false, true)).toEqual({ path: '/checkout', delayMs: 2000 });
    expect(nextAfterPayment(false, false)).toEqual({ path: '/', delayMs: 2000 });
  });
});
