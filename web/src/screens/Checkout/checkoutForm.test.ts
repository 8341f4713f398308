import { describe, expect, it } from 'vitest';
import { allowedPayment, emptyAddress, formProblem, phoneHint, phoneInput, proofProblem } from './checkoutForm.ts';

const address = { ...emptyAddress, name: 'Mona', street: '26 July St', area: 'Zamalek', phone: '1001234567' };
const file = (type: string, size: number) => new File([new Uint8Array(size)], 'x', { type });

describe('checkout form rules', () => {
  it('keeps the phone as typed or pasted and hints what is wrong', () => {
    expect(phoneInput('+20 100-123 4567')).toBe('+20 100-123 4567');
    expect(phoneInput('01012345678')).toBe('01012345678');
    expect(phoneHint('')).toBeNull();
    expect(phoneHint('100')).toEqual({ text: 'Enter 7 more digit(s)', ok: false });
    expect(phoneHint('0100')).toEqual({ text: 'Enter 7 more digit(s)', ok: false });
    expect(phoneHint('13')).toEqual({ text: 'Egyptian mobile numbers start with 010, 011, 012 or 015', ok: false });
    for (const typed of ['1001234567', '01001234567', '010 0123 4567', '+201001234567', '00201001234567'])
      expect(phoneHint(typed)).toEqual({ text: 'Valid Egyptian mobile number', ok: true });
  });

  it('a subscription pays by card only', () => {
    expect(allowedPayment('subscription', 'instapay')).toBe('card');
    expect(allowedPayment('trial', 'instapay')).toBe('instapay');
  });

  it('missing delivery information is one notice naming the fields', () => {
    const problem = formProblem({ ...address, street: ' ', phone: '' }, 'card', null);
    expect(problem?.notice).toEqual({
      title: 'Missing information',
      description: 'Please fill in all required delivery information',
    });
    expect(Object.keys(problem!.fields).sort()).toEqual(['phone', 'street']);
    expect(formProblem(address, 'card', null)).toBeNull();
  });

  it('InstaPay needs an image of at most 5MB', () => {
    expect(proofProblem(null)?.title).toBe('Payment confirmation required');
    expect(proofProblem(file('application/pdf', 10))?.description).toBe('Please select an image file');
    expect(proofProblem(file('image/png', 5 * 1024 * 1024 + 1))?.description).toBe(
      'Please select an image smaller than 5MB',
    );
    expect(proofProblem(file('image/png', 100))).toBeNull();
    expect(formProblem(address, 'instapay', null)?.notice.title).toBe('Payment confirmation required');
  });
});
