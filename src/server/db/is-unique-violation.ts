/**
 * True when a query failed on a unique constraint (SQLSTATE 23505). Drizzle wraps driver
 * errors, so the code may sit on the error or on one of its causes; PGlite and node-postgres
 * both report it as `code`.
 */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return false;
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
