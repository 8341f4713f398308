import { describe, expect, it } from 'vitest';
import { hasUsedTrialBox, isSubscriber } from './auth.service.ts';

// One definition of the customer's flags, read by GraphQL's Customer type and the REST answers.
describe("the customer's flags", () => {
  it('hasUsedTrialBox: a trial redemption whose order is being paid or paid', () => {
    expect(hasUsedTrialBox({ trial: null })).toBe(false);
    expect(hasUsedTrialBox({ trial: { order: { paymentStatus: 'processing' } } })).toBe(true);
    expect(hasUsedTrialBox({ trial: { order: { paymentStatus: 'confirmed' } } })).toBe(true);
    expect(hasUsedTrialBox({ trial: { order: { paymentStatus: 'pending' } } })).toBe(false);
    expect(hasUsedTrialBox({ trial: { order: { paymentStatus: 'failed' } } })).toBe(false);
  });

  it('isSubscriber: the subscription is active (not cancelled, not missing)', () => {
    expect(isSubscriber({ subscription: null })).toBe(false);
    expect(isSubscriber({ subscription: { status: 'cancelled' } })).toBe(false);
    expect(isSubscriber({ subscription: { status: 'active' } })).toBe(true);
  });
});
