import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { envelope, type Endpoint, type EndpointInput, type EndpointSpec, type EndpointTable } from '@portal/contract';
import { publicLimit } from './rate-limit.js';

/*
 * Mounts a domain's endpoint table (contract/src/<domain>/endpoints.ts, decision 029): one
 * handler per entry, typed from the entry, so a missing or extra handler does not compile. The
 * route's config (permission, operation log, tickets) and its schemas (validation, serialization,
 * the API document) all come from the entry.
 */

type Answer<E extends EndpointSpec> =
  E['kind'] extends 'download' ? unknown
    : E['bareResponse'] extends z.ZodType ? z.input<E['bareResponse']> | FastifyReply
      : E['response'] extends z.ZodType ? { success: true; data: z.input<E['response']> } | (E['refusal'] extends z.ZodType ? z.input<E['refusal']> : never) | FastifyReply
        : FastifyReply;

/** The request a handler gets: params, query and body parsed by the entry's schemas. */
export type EndpointRequest<E extends EndpointSpec> = FastifyRequest<{
  Params: EndpointInput<E>['params'];
  Querystring: EndpointInput<E>['query'];
  Body: EndpointInput<E>['body'];
}>;

export type Handler<E extends EndpointSpec> = (req: EndpointRequest<E>, reply: FastifyReply) => Promise<Answer<E>> | Answer<E>;
export type Handlers<T extends EndpointTable> = { [K in keyof T]: Handler<T[K]> };

const binary = z.string().describe('binary');

/** The Fastify schema of an entry: its inputs, and its answer for validation and the API document. */
export function schemaOf(e: Endpoint): FastifySchema {
  const redirect = e.redirects ? { 302: z.null().describe('Redirected: the Location header says where (a download\'s link, the single sign-on callback)') } : {};
  const answer = e.kind === 'download'
    ? { 200: { description: e.file?.description ?? 'A file', content: { [e.file?.type ?? 'application/octet-stream']: { schema: binary } } }, ...redirect }
    // a refusal first: the envelope would match it too and drop its errorData
    : { 200: e.bareResponse ?? (e.refusal ? z.union([e.refusal, envelope(e.response ?? z.null())]) : envelope(e.response ?? z.null())), ...redirect };
  return {
    tags: [e.domain],
    summary: e.summary,
    ...(e.kind === 'upload' ? { consumes: ['multipart/form-data'] } : {}),
    ...(e.params ? { params: e.params } : {}),
    ...(e.query ? { querystring: e.query } : {}),
    ...(e.body ? { body: e.body } : {}),
    response: answer,
  };
}

/** The route config the platform's hooks read (http.ts, upload.ts): permission, operation log, tickets, limits, uploads. */
export function configOf(e: Endpoint) {
  return {
    permission: e.access,
    ...(e.objectRef !== undefined ? { objectRef: e.objectRef } : {}),
    ...(e.readOnly ? { readOnly: true } : {}),
    ...(e.writes ? { writes: true } : {}),
    ...(e.keepsAccess ? { keepsAccess: true } : {}),
    ...(e.tokenInQuery ? { tokenInQuery: true } : {}),
    ...(e.licenceExempt ? { licenceExempt: true } : {}),
    ...(e.rateLimit ? { rateLimit: publicLimit(e.rateLimit) } : {}),
    ...(e.kind === 'upload' ? { upload: true } : {}),
  };
}

/**
 * Mounts every entry of a table. Upload entries live in their own scope with the multipart
 * parser and the entry's hard stops, so no other route accepts multipart bodies.
 */
export function mount<T extends EndpointTable>(app: FastifyInstance, table: T, handlers: Handlers<T>): void {
  for (const [name, e] of Object.entries(table)) {
    const handler = handlers[name as keyof T] as unknown as (req: FastifyRequest, reply: FastifyReply) => unknown;
    if (!handler) throw new Error(`${e.domain}.${name}: no handler`);
    const route = { method: e.method, url: e.path, config: configOf(e), schema: schemaOf(e), handler };
    if (e.kind === 'upload') {
      app.register(async (scope) => {
        await scope.register(multipart, { limits: e.uploadLimits });
        scope.route(route);
      });
    } else {
      app.route(route);
    }
  }
}
