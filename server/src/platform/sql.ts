/*
 * SQL helpers every module uses. Kept apart from db.ts, which loads every module's tables (the
 * schema): a module that imports these must not load the whole schema with them.
 */

/** The rows of a raw `db.execute` result. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Escapes LIKE's wildcards (and its escape character) in user text. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
