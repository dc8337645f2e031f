/**
 * PostgreSQL's SQLSTATEs meaning "the database is not there right now": class 08 (connection
 * exception), an administrator's or a crash's shutdown of the backend, start-up/recovery, too
 * many connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Socket errors on the way to the database. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool report a lost, refused or timed-out connection only in the message. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^timeout expired$/,
  /^Query read timeout/,
  /is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  // Our own probe found it unreachable (postgres-reachability.ts).
  /^Database unreachable/,
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/**
 * Whether an error (or one it wraps: drizzle puts the driver's error in `cause`) says the
 * database could not be reached or dropped the connection, as opposed to a query it refused.
 * Such a request is answered 503: the app is fine, the database is away for now.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as ErrorLike;
    if (typeof code === 'string') {
      if (code.startsWith('08') && code.length === 5) return true;
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(message))) return true;
    e = cause;
  }
  return false;
}
