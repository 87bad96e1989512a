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

/** A page of rows: `{ contents, count }` (spec §7). */
export function page<T extends z.ZodType>(row: T) {
  return z.object({ contents: z.array(row), count: z.number().int().nonnegative() });
}

/** Paging parameters, from a query string or a body; 1-based page. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(LIMITS.tablePageSizeDefault),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const ZId = z.string().uuid();
export const ZIdParams = z.object({ id: ZId });
