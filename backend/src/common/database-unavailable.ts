/** Postgres SQLSTATE classes and codes that mean "the database cannot be used right now", not "bad query". */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0[1-4])/;
/** "database … is not currently accepting connections" (55000 is otherwise a state error of one object). */
const NOT_ACCEPTING =
  /not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)/i;
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
const NETWORK_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused/i;

/**
 * True when an error (possibly wrapped by TypeORM as `driverError`) says Postgres is unreachable or refusing
 * connections: the API answers 503 then, as its health check does, instead of a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || NETWORK_CODES.has(code))) return true;
    if (typeof message === 'string' && (NOT_ACCEPTING.test(message) || NETWORK_MESSAGES.test(message)))
      return true;
    current =
      (current as { driverError?: unknown; cause?: unknown }).driverError ??
      (current as { cause?: unknown }).cause;
  }
  return false;
}
