/**
 * Whether a database error is a unique-index violation (SQLSTATE 23505), on PostgreSQL and PGlite alike.
 * Drizzle wraps driver errors, so the code may sit on a `cause`.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
