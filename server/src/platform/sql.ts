/*
 * SQL helpers every module uses. Kept apart from db.ts, which loads every module's tables (the
 * schema): a module that imports these must not load the whole schema with them.
 */

/** The rows of a raw `db.execute` result. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Escapes LIKE's wildcards (and its escape character) in user text. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Whether a database error (as the driver or Drizzle wraps it) is a unique-constraint violation. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
