import { z } from 'zod';
import { LIMITS } from './limits.js';

/** The response envelope of spec §7: `{ success, code?, message?, data? }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    code: z.number().int().optional(),
    message: z.string().optional(),
    data: data.optional(),
  });
}
export const ZEmptyEnvelope = envelope(z.null());

/** A refusal: success false with a code from the error catalogue and a translated message. */
export const ZErrorEnvelope = z.object({
  success: z.literal(false),
  code: z.number().int(),
  message: z.string(),
  data: z.unknown().optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

/** A page of rows as a caller reads it. */
export interface TPage<T> {
  contents: T[];
  count: number;
}

/** A page of rows: `{ contents, count }` (spec §7). */
export function page<T extends z.ZodType>(row: T) {
  return z.object({ contents: z.array(row), count: z.number().int().nonnegative() });
}

/** A page whose `count` stops at a cap (a search, a long list); `countCapped` says more match. */
export function cappedPage<T extends z.ZodType>(row: T) {
  return page(row).extend({ countCapped: z.boolean() });
}

/**
 * A whole number from a query string ("2") or a JSON body (2 or "2"). Plain z.coerce would also
 * read a JSON `true` as 1 or `[3]` as 3: a body's number must be a number or its digits.
 */
export const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.union([z.number().int().min(min).max(max), z.string().trim().regex(/^[+-]?\d+$/)]).pipe(z.coerce.number<string | number>().int().min(min).max(max));

/** Paging parameters, from a query string or a body; 1-based page. */
export const ZPageQuery = z.object({
  page: wholeNumber(1).default(1),
  pageSize: wholeNumber(1, 200).default(LIMITS.tablePageSizeDefault),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const ZId = z.string().uuid();
export const ZIdParams = z.object({ id: ZId });
