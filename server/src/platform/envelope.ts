import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { envelope } from '@portal/contract';

/* The success envelope of spec §7 (`{ success, data }`), as a handler answers it. */

/** A successful envelope. */
export const ok = <T>(data: T) => ({ success: true as const, data });

/**
 * A successful envelope as JSON, checked against the route's response schema as the serializer
 * would: for answers kept serialized (cached), so a hit costs neither the check nor the stringify.
 */
export function okJson<T extends z.ZodType>(schema: T, data: z.input<T>): string {
  let wrapped = envelopes.get(schema);
  if (!wrapped) envelopes.set(schema, (wrapped = envelope(schema)));
  return JSON.stringify(wrapped.parse(ok(data)));
}
const envelopes = new WeakMap<z.ZodType, z.ZodType>();

/** Sends JSON made by {@link okJson}; Fastify passes a string with a JSON content type through. */
export const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);
