import { randomBytes, randomInt } from 'node:crypto';

/**
 * The simulator's memory. Kept in the process, not in a table: it is a
 * stand-in for Paymob's side, not our data, it needs no schema change, and its
 * keys are per process anyway. A restart forgets in-flight simulated
 * intentions (the customer starts checkout again); several replicas would
 * each have their own simulator, so run the simulator on one process.
 */

export interface SimCard {
  id: string;
  label: string;
  brand: string;
  pan: string;
  /** The card pays at checkout, but merchant-initiated charges of its token are declined. */
  laterChargesDecline: boolean;
}

/** Test cards offered on the hosted page (Paymob's documented MasterCard test card first). */
export const SIMULATOR_TEST_CARDS: readonly SimCard[] = [
  {
    id: 'approve',
    label: 'MasterCard ending 2346: approved, weekly charges approved',
    brand: 'MasterCard',
    pan: '5123456789012346',
    laterChargesDecline: false,
  },
  {
    id: 'later-decline',
    label: 'Visa ending 1111: approved now, weekly charges declined (insufficient funds)',
    brand: 'Visa',
    pan: '4111111111111111',
    laterChargesDecline: true,
  },
];

/** Saved-card tokens every simulator knows, for tests of weekly charges without a checkout first. */
export const SIMULATOR_TEST_TOKENS = {
  approved: 'sim0token0approved0mastercard0000000000000000000000002346',
  declined: 'sim0token0declined0visa000000000000000000000000000000001111',
} as const;

export interface SimIntention {
  id: string;
  clientSecret: string;
  paymobOrderId: number;
  amount: number;
  currency: string;
  integrationId: number;
  items: { name: string; amount: number; description?: string; quantity: number }[];
  billing: Record<string, string>;
  specialReference: string | null;
  notificationUrl: string | null;
  redirectionUrl: string | null;
  extras: Record<string, unknown>;
  saveCard: boolean;
  status: 'intended' | 'paid';
  busy: boolean;
  created: Date;
  expiresAt: Date;
  paymentKeys: { integration: number; key: string }[];
}

export interface SimToken {
  id: number;
  token: string;
  maskedPan: string;
  brand: string;
  email: string;
  paymobOrderId: number;
  laterChargesDecline: boolean;
  created: Date;
}

export type FaultTarget = 'intention' | 'pay' | 'notification';

/**
 * A fault for tests: `slow` answers (or, for notifications, delivers) after
 * delayMs; `error` answers `status` without doing anything; `reset` drops the
 * connection; `drop` never delivers the notification. `times` limits it.
 */
export interface SimFault {
  mode: 'slow' | 'error' | 'reset' | 'drop';
  delayMs: number;
  status: number;
  times: number | null;
}

const MAX_INTENTIONS = 5_000;

export class SimulatorState {
  private readonly intentions = new Map<string, SimIntention>();
  private readonly byPaymentKey = new Map<string, SimIntention>();
  private readonly usedPaymentKeys = new Set<string>();
  private readonly references = new Set<string>();
  private readonly tokens = new Map<string, SimToken>();
  private readonly faults = new Map<FaultTarget, SimFault>();
  private nextOrderId = 500_000_000 + randomInt(1_000_000);
  private nextTransactionId = 300_000_000 + randomInt(1_000_000);
  private nextTokenId = 8_000_000 + randomInt(1_000_000);

  constructor() {
    const now = new Date();
    for (const [kind, token] of Object.entries(SIMULATOR_TEST_TOKENS)) {
      const card = SIMULATOR_TEST_CARDS[kind === 'approved' ? 0 : 1]!;
      this.tokens.set(token, {
        id: this.nextTokenId++,
        token,
        maskedPan: `xxxx-xxxx-xxxx-${card.pan.slice(-4)}`,
        brand: card.brand,
        email: 'test@mealbox.local',
        paymobOrderId: 0,
        laterChargesDecline: card.laterChargesDecline,
        created: now,
      });
    }
  }

  referenceTaken = (reference: string): boolean => this.references.has(reference);

  addIntention(
    fields: Omit<SimIntention, 'id' | 'clientSecret' | 'paymobOrderId' | 'paymentKeys' | 'status' | 'busy'>,
  ): SimIntention {
    const intention: SimIntention = {
      ...fields,
      id: `pi_test_${randomBytes(16).toString('hex')}`,
      clientSecret: `egy_csk_test_${randomBytes(16).toString('hex')}`,
      paymobOrderId: this.nextOrderId++,
      paymentKeys: [{ integration: fields.integrationId, key: randomBytes(48).toString('base64url') }],
      status: 'intended',
      busy: false,
    };
    // Bounded: a long-running demo forgets its oldest intentions.
    if (this.intentions.size >= MAX_INTENTIONS) {
      const [oldestSecret, oldest] = this.intentions.entries().next().value!;
      this.intentions.delete(oldestSecret);
      for (const { key } of oldest.paymentKeys) this.byPaymentKey.delete(key);
    }
    this.intentions.set(intention.clientSecret, intention);
    for (const { key } of intention.paymentKeys) this.byPaymentKey.set(key, intention);
    if (intention.specialReference) this.references.add(intention.specialReference);
    return intention;
  }

  intentionBySecret = (clientSecret: string): SimIntention | undefined => this.intentions.get(clientSecret);

  /** The intention a payment key belongs to, once: a payment key pays one transaction. */
  claimPaymentKey(key: string): SimIntention | undefined {
    if (this.usedPaymentKeys.has(key)) return undefined;
    const intention = this.byPaymentKey.get(key);
    if (intention) this.usedPaymentKeys.add(key);
    return intention;
  }

  nextTransaction = (): number => this.nextTransactionId++;

  saveToken(fields: Omit<SimToken, 'id' | 'token'>): SimToken {
    const saved: SimToken = { ...fields, id: this.nextTokenId++, token: randomBytes(28).toString('hex') };
    this.tokens.set(saved.token, saved);
    return saved;
  }

  /**
   * A saved token. A test token followed by `-anything` is that test card too, so
   * many test customers can each hold their own (saved cards are unique per token).
   */
  token = (token: string): SimToken | undefined =>
    this.tokens.get(token) ??
    Object.values(SIMULATOR_TEST_TOKENS)
      .filter((known) => token.startsWith(`${known}-`))
      .map((known) => this.tokens.get(known))[0];

  setFault(target: FaultTarget, fault: SimFault): void {
    this.faults.set(target, fault);
  }

  clearFaults(): void {
    this.faults.clear();
  }

  /** The fault to apply to this call, counting it down. */
  takeFault(target: FaultTarget): SimFault | undefined {
    const fault = this.faults.get(target);
    if (!fault) return undefined;
    if (fault.times !== null && --fault.times <= 0) this.faults.delete(target);
    return fault;
  }
}
