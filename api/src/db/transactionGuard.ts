// Catches a query sent through the root client from inside an interactive transaction. PGlite
// has one connection and the open transaction holds it, so such a query waits until the
// transaction times out (Prisma P2028); on PostgreSQL it quietly reads outside the transaction's
// snapshot. Outside production the app's client is wrapped so that the mistake fails at once,
// on both databases, naming the call.

import { AsyncLocalStorage } from 'node:async_hooks';
import type { PrismaClient } from '../generated/prisma/client.ts';

interface OpenTransaction {
  open: boolean;
}

/** The interactive transaction open in this async context, if any (cleared when it settles). */
const transactions = new AsyncLocalStorage<OpenTransaction>();

export class RootClientInTransactionError extends Error {
  override name = 'RootClientInTransactionError';
  constructor(call: string) {
    super(
      `${call} went through the root Prisma client while an interactive transaction is open in the same ` +
        'async context: pass the transaction client (tx) instead. On embedded PGlite this query would wait ' +
        "for the transaction's timeout; on PostgreSQL it would read outside the transaction.",
    );
  }
}

function refuseInsideTransaction(call: string): void {
  if (transactions.getStore()?.open) throw new RootClientInTransactionError(call);
}

type AnyFunction = (...args: unknown[]) => unknown;

/** Model delegates (`prisma.order`) whose every method checks before it runs. */
function guardDelegate(model: string, delegate: object): object {
  const methods = new Map<PropertyKey, AnyFunction>();
  return new Proxy(delegate, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (typeof value !== 'function') return value;
      let method = methods.get(prop);
      if (!method) {
        method = (...args: unknown[]) => {
          refuseInsideTransaction(`prisma.${model}.${String(prop)}`);
          return (value as AnyFunction).apply(target, args);
        };
        methods.set(prop, method);
      }
      return method;
    },
  });
}

/**
 * The client with the guard: `$transaction(fn)` marks its callback's async context, and every
 * model method and raw query of this (root) client refuses to run in a marked context. The
 * transaction client Prisma hands to `fn` is another object, untouched.
 */
export function guardRootClient(prisma: PrismaClient): PrismaClient {
  const wrapped = new Map<PropertyKey, unknown>();
  const wrap = (prop: PropertyKey, value: unknown): unknown => {
    if (typeof value === 'function') {
      const call = `prisma.${String(prop)}`;
      if (prop === '$transaction') {
        return (arg: unknown, options?: unknown) => {
          refuseInsideTransaction(call);
          if (typeof arg !== 'function') return (value as AnyFunction).call(prisma, arg, options);
          const marker: OpenTransaction = { open: true };
          const settled = () => {
            marker.open = false;
          };
          const result = transactions.run(marker, () => (value as AnyFunction).call(prisma, arg, options));
          return Promise.resolve(result).finally(settled);
        };
      }
      if (typeof prop === 'string' && /^\$(query|execute)Raw/.test(prop)) {
        return (...args: unknown[]) => {
          refuseInsideTransaction(call);
          return (value as AnyFunction).apply(prisma, args);
        };
      }
      // Everything else ($connect, $disconnect, $on, $extends...) runs on the real client.
      return (value as AnyFunction).bind(prisma);
    }
    if (value !== null && typeof value === 'object' && typeof prop === 'string' && !/^[$_]/.test(prop)) {
      return guardDelegate(prop, value);
    }
    return value;
  };
  return new Proxy(prisma, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (typeof value !== 'function' && (value === null || typeof value !== 'object')) return value;
      if (!wrapped.has(prop)) wrapped.set(prop, wrap(prop, value));
      return wrapped.get(prop);
    },
  });
}
