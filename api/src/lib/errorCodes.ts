/**
 * Every code an error carries, its causes' included: PostgreSQL's SQLSTATE (pg's `code`, a driver
 * adapter error's `originalCode`), Node's socket codes (`ECONNREFUSED`) and Prisma's (`P1001`).
 * Prisma wraps the driver's error as a cause or as `meta.driverAdapterError`.
 */
export function errorCodes(error: unknown, depth = 0): string[] {
  if (error === null || typeof error !== 'object' || depth > 5) return [];
  const candidate = error as {
    code?: unknown;
    originalCode?: unknown;
    cause?: unknown;
    originalError?: unknown;
    meta?: { driverAdapterError?: unknown };
  };
  const own = [candidate.code, candidate.originalCode].filter((code) => code !== undefined).map(String);
  const inner = [candidate.cause, candidate.originalError, candidate.meta?.driverAdapterError];
  return [...own, ...inner.flatMap((cause) => errorCodes(cause, depth + 1))];
}
