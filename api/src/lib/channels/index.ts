// What the WhatsApp and SMS clients share: how a send fails, and the offline
// simulator used when a channel has no keys (like Paymob's): it records what
// would have been sent, for /dev/outbox and for tests, and can be told to
// fail as a provider outage would.

/** The provider did not take the message (down, throttled, timed out before an answer): try later. */
export class ChannelUnavailableError extends Error {
  override name = 'ChannelUnavailableError';
}

/** The provider refused the message for good (a number that cannot receive, a template it does not know). */
export class ChannelRejectedError extends Error {
  override name = 'ChannelRejectedError';
}

export type SimulatedChannel = 'whatsapp' | 'sms';

/** One message a simulator took. */
export interface SimulatedMessage {
  id: string;
  channel: SimulatedChannel;
  to: string;
  /** WhatsApp: the template's name; SMS: null. */
  template: string | null;
  language: string;
  /** The text the customer would read. */
  text: string;
  sentAt: string;
}

/** How many messages a simulator keeps (the oldest go first). */
const KEPT = 500;

export class ChannelSimulator {
  readonly messages: SimulatedMessage[] = [];
  private readonly outages = new Set<SimulatedChannel>();
  private sequence = 0;

  /** Tests: the channel answers as a provider outage would until `outage(channel, false)`. */
  outage(channel: SimulatedChannel, down = true): void {
    if (down) this.outages.add(channel);
    else this.outages.delete(channel);
  }

  record(message: Omit<SimulatedMessage, 'id' | 'sentAt'>, now: Date): { providerMessageId: string } {
    if (this.outages.has(message.channel)) {
      throw new ChannelUnavailableError(`${message.channel} simulator: outage`);
    }
    this.sequence += 1;
    const id = `sim-${message.channel}-${this.sequence}`;
    this.messages.push({ ...message, id, sentAt: now.toISOString() });
    if (this.messages.length > KEPT) this.messages.splice(0, this.messages.length - KEPT);
    return { providerMessageId: id };
  }

  clear(): void {
    this.messages.length = 0;
    this.outages.clear();
  }
}

/**
 * Calls a provider's HTTP API: 2xx answers the parsed body; 429/5xx and network errors are an
 * outage (retried later); any other answer is a refusal (not retried).
 */
export async function callProvider(
  provider: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ChannelUnavailableError(`${provider}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body;
  // The provider's own error text, never the message (it may hold a code or personal data).
  const detail = JSON.stringify(body ?? {}).slice(0, 300);
  if (response.status === 429 || response.status >= 500) {
    throw new ChannelUnavailableError(`${provider} answered ${response.status}: ${detail}`);
  }
  throw new ChannelRejectedError(`${provider} answered ${response.status}: ${detail}`);
}
