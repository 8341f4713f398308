import type { AppContext } from '../src/app.ts';

/** One call that reached Prisma: `customer.findUnique`, or `$queryRaw` for raw SQL. */
export interface PrismaCall {
  call: string;
  args: unknown;
}

export interface PrismaCallRecorder {
  /** Every call since the last `reset()`, in order. */
  readonly calls: PrismaCall[];
  /** The calls as `model.operation` names, the form tests compare. */
  names(): string[];
  reset(): void;
  /** Puts the app's own client back. */
  restore(): void;
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/**
 * Records every Prisma call the app makes (services, plugin-prisma's relation loading, raw SQL),
 * as Pothos' own plugin-prisma tests do, so a test can fail on an N+1 or on a row loaded twice.
 * Swaps `app.prisma` for an extended client until `restore()`.
 */
export function recordPrismaCalls(app: AppContext): PrismaCallRecorder {
  const original = app.prisma;
  const calls: PrismaCall[] = [];
  app.prisma = original.$extends({
    query: {
      $allOperations({ model, operation, args, query }) {
        calls.push({ call: model ? `${lowerFirst(model)}.${operation}` : operation, args });
        return query(args);
      },
    },
  }) as unknown as AppContext['prisma'];
  return {
    calls,
    names: () => calls.map((entry) => entry.call),
    reset: () => void (calls.length = 0),
    restore: () => void (app.prisma = original),
  };
}
