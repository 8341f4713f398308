import { describe, expect, it } from 'vitest';
import {
  allowedPayment,
  clearCheckoutDraft,
  emptyAddress,
  formProblem,
  initialAddress,
  phoneHint,
  phoneInput,
  proofProblem,
  writeCheckoutDraft,
} from './checkoutForm.ts';

const address = { ...emptyAddress, name: 'Mona', street: '26 July St', area: 'Zamalek', phone: '1001234567' };
const file = (type: string, size: number) => new File([new Uint8Array(size)], 'x', { type });

describe('checkout draft', () => {
  it("starts from the account's name and phone, then from the draft typed before a reload", () => {
    window.sessionStorage.clear();
    expect(initialAddress({ name: 'Mona', phone: '+201001234567' })).toEqual({
      address: { ...emptyAddress, name: 'Mona', phone: '1001234567' },
      notes: '',
    });
    writeCheckoutDraft({ address: { ...address, landmark: 'Next to Diwan bookstore' }, notes: 'Ring twice' });
    expect(initialAddress({ name: 'Other', phone: null })).toEqual({
      address: { ...address, landmark: 'Next to Diwan bookstore' },
      notes: 'Ring twice',
    });
    clearCheckoutDraft();
    expect(initialAddress({ name: 'Other', phone: null }).address.name).toBe('Other');
  });

  it('ignores a malformed draft', () => {
    window.sessionStorage.setItem('checkoutDraft', '{"address": 3}');
    expect(initialAddress({ name: 'Mona', phone: null }).address.name).toBe('Mona');
    window.sessionStorage.setItem('checkoutDraft', 'not json');
    expect(initialAddress({ name: 'Mona', phone: null }).address.name).toBe('Mona');
    window.sessionStorage.clear();
  });
});

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
    // The customer's credit pays it all: no transfer, so no screenshot to ask for.
    expect(formProblem(address, 'instapay', null, undefined, true)).toBeNull();
  });
});
