import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, RequestMeta } from './context.js';
import type { AuthUser } from './session.js';

/** A module's routes: a Fastify plugin given the app context. */
export type RoutesPlugin = (app: FastifyInstance, ctx: AppContext) => void;
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

export const metaOf = (req: FastifyRequest): RequestMeta => ({
  ip: req.ip,
  userAgent: String(req.headers['user-agent'] ?? ''),
});

/** The guard has run, so a non-public route always has its user. */
export const userOf = (req: FastifyRequest): AuthUser => req.user!;
