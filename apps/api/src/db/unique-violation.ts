/**
 * Whether a failed statement broke a unique constraint (SQLSTATE 23505), however deep the driver
 * or Drizzle wrapped the database's error.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
