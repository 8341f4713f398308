// The SSRF guard: in production a webhook URL is https and every address its host resolves to
// is public unicast (no private, loopback, link-local, unique-local, CGNAT, multicast, reserved).
// It runs at registration and again inside each send's DNS lookup, so a name that later
// resolves to 10.0.0.1 (DNS rebinding) is refused at connection time, not only when registered.
// Development and test allow http and local addresses (else nothing could be tested locally).

import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promisify } from 'node:util';
import ipaddr from 'ipaddr.js';
import { ValidationError } from '../../errors.ts';

export interface UrlPolicy {
  /** True in production: https only and public addresses only. */
  strict: boolean;
}

export const webhookUrlMessages = {
  invalid: 'Enter a full URL, e.g. https://partner.example.com/webhooks.',
  https: 'The webhook URL must use https.',
  credentials: 'The webhook URL must not contain a user name or password.',
  unresolvable: 'The webhook URL’s host does not resolve.',
  privateAddress: 'The webhook URL must point to a public address (not private, loopback or link-local).',
} as const;

const MAX_URL_LENGTH = 2000;

/** Whether an IP address may be called in production: only public unicast. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** Parses and checks a URL's shape (scheme, no credentials); answers the URL. Throws on the field `url`. */
export function checkUrlShape(raw: string, policy: UrlPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw ValidationError.forField('url', webhookUrlMessages.invalid);
  }
  if (raw.length > MAX_URL_LENGTH || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw ValidationError.forField('url', webhookUrlMessages.invalid);
  }
  if (policy.strict && url.protocol !== 'https:') throw ValidationError.forField('url', webhookUrlMessages.https);
  if (url.username || url.password) throw ValidationError.forField('url', webhookUrlMessages.credentials);
  return url;
}

const lookupAll = promisify(dnsLookup);

/** The registration check: shape, then (production) every resolved address public. */
export async function checkWebhookUrl(raw: string, policy: UrlPolicy): Promise<URL> {
  const url = checkUrlShape(raw, policy);
  if (!policy.strict) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  try {
    addresses = ipaddr.isValid(host)
      ? [{ address: host, family: host.includes(':') ? 6 : 4 }]
      : await lookupAll(host, { all: true });
  } catch {
    throw ValidationError.forField('url', webhookUrlMessages.unresolvable);
  }
  if (addresses.length === 0) throw ValidationError.forField('url', webhookUrlMessages.unresolvable);
  if (!addresses.every((entry) => isPublicAddress(entry.address))) {
    throw ValidationError.forField('url', webhookUrlMessages.privateAddress);
  }
  return url;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node:http's request options that refuses, in production, a host resolving to a
 * non-public address: the check happens on the very addresses the socket connects to.
 */
export function guardedLookup(policy: UrlPolicy) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (policy.strict && !addresses.every((entry) => isPublicAddress(entry.address))) {
        const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to a non-public address`);
        refused.code = 'EADDRNOTPUBLIC';
        return callback(refused, []);
      }
      const all = (options as { all?: boolean }).all;
      if (all) return callback(null, addresses);
      const first = addresses[0]!;
      return callback(null, first.address, first.family);
    });
  };
}
