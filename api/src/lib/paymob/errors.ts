/**
 * Paymob failures, typed so the payments module can answer each one: a
 * message never carries a key, a token, a client secret or a card number.
 */
export class PaymobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

export type PaymobCall = 'intention' | 'pay';

/**
 * Paymob could not be reached, was slower than the configured bound, or
 * answered 5xx / 429 / something that is not its JSON. Nothing to fix on our
 * side: the customer can try again later.
 */
export class PaymobUnavailableError extends PaymobError {
  readonly call: PaymobCall;
  /**
   * unreachable: no connection was made (refused, unknown host); connection_lost:
   * the connection broke after the request may have been sent.
   */
  readonly reason: 'unreachable' | 'connection_lost' | 'timeout' | 'server_error' | 'bad_response';
  readonly status?: number;
  /**
   * True when a saved-card charge may have been made even though we got no
   * answer (the request left, the answer did not come back): the order must
   * wait for the processed callback rather than be marked failed or retried.
   */
  readonly chargeMayHaveHappened: boolean;

  constructor(
    call: PaymobCall,
    reason: PaymobUnavailableError['reason'],
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(`Paymob is unavailable (${call}: ${reason}${options.status ? ` ${options.status}` : ''})`, options);
    this.call = call;
    this.reason = reason;
    this.status = options.status;
    this.chargeMayHaveHappened = call === 'pay' && reason !== 'unreachable';
  }
}

/** Paymob refused the request (4xx): our configuration or input is wrong, a retry will not help. */
export class PaymobRejectedError extends PaymobError {
  readonly call: PaymobCall;
  readonly status: number;
  /** Paymob's own explanation (`detail`, or the first field error), for the logs. */
  readonly detail: string;

  constructor(call: PaymobCall, status: number, detail: string) {
    super(`Paymob refused the ${call} request (${status}): ${detail}`);
    this.call = call;
    this.status = status;
    this.detail = detail;
  }
}

/** The settings cannot do what was asked (no MOTO integration for saved-card charges). */
export class PaymobConfigurationError extends PaymobError {}

/**
 * A callback whose HMAC is missing, malformed or wrong, or whose payload is
 * not a Paymob callback. Answer 401/400 and change nothing.
 */
export class PaymobCallbackError extends PaymobError {
  readonly reason: 'missing_signature' | 'bad_signature' | 'malformed';
  constructor(reason: PaymobCallbackError['reason'], message: string) {
    super(message);
    this.reason = reason;
  }
}
