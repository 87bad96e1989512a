import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope, isPermissionCode, type Language, type RouteAccess } from '@portal/contract';
import type { Db } from './db.js';
import { BizError } from './errors.js';
import { renderError, requestLanguage } from './i18n.js';
import { sha256 } from './security.js';
import type { ReadCache } from './read-cache.js';
import { isLicenceValid, type Licence } from './licence.js';
import { operationLogs } from '../modules/system/system.tables.js';

/** The caller, once the token checked out. */
export interface AuthUser {
  id: string;
  username: string;
  name: string;
  userType: string;
  company: string;
  isVisitor: boolean;
  tokenId: string;
  permissions: Set<string>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: `public`, `authenticated`, or a permission code. Required. */
    permission?: RouteAccess;
    /** File view and download links may carry the token in the query. */
    tokenInQuery?: boolean;
    /** Answers even with an expired licence (logout, so the user can leave). */
    licenceExempt?: boolean;
    /** The object a mutating call acts on, for the operation log. */
    objectRef?: string;
    /** A POST that changes nothing (a search or tree with a body): not written to the operation log. */
    readOnly?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    lang: Language;
  }
  interface FastifyReply {
    /** Set by the error handler so the operation log can record the refusal. */
    failure?: { code: number; message: string };
  }
}

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

export interface RouteInfo {
  method: string;
  url: string;
  permission: RouteAccess | undefined;
  tokenInQuery: boolean;
}

interface PlatformOptions {
  db: Db;
  licence: () => Licence;
  /** Emptied by every write request on this instance (other instances hear the database). */
  caches: ReadCache<unknown>[];
}

/** Resolves a token (by its hash) to its user and the permission codes of the user's roles, in one query. */
async function findTokenUser(db: Db, tokenHash: string): Promise<{ user: AuthUser; expiresAt: number } | null> {
  const result = (await db.execute(sql`
    select u.id, u.username, u.name, u.user_type, u.company, u.is_visitor, t.id as token_id, t.expires_at,
      (select array_agg(distinct r.code) from role_resources rr
         join resources r on r.id = rr.resource_id
         join roles ro on ro.id = rr.role_id
        where ro.subject = u.user_type
           or ro.id in (select ur.role_id from user_roles ur where ur.user_id = u.id)) as permissions
      from tokens t join users u on u.id = t.user_id
     where t.token_hash = ${tokenHash} and t.revoked_at is null and t.expires_at > now() and not u.disabled`)) as {
    rows: {
      id: string; username: string; name: string; user_type: string; company: string; is_visitor: boolean; token_id: string;
      expires_at: Date | string; permissions: string[] | null;
    }[];
  };
  const row = result.rows[0];
  if (!row) return null;
  const user: AuthUser = {
    id: row.id,
    username: row.username,
    name: row.name,
    userType: row.user_type,
    company: row.company,
    isVisitor: row.is_visitor,
    tokenId: row.token_id,
    permissions: new Set(row.permissions ?? []),
  };
  return { user, expiresAt: new Date(row.expires_at).getTime() };
}

/**
 * How long this process trusts a token it has just checked. DESIGN §5: state lives in the
 * database, which every server process shares; a logout, a disabled user or a changed role must
 * take effect everywhere. Within this window another process (or a role change) is not seen, so it
 * stays short: a revoked token is refused by every instance at most this long after the revocation
 * (docs/decisions/006-request-auth-cache.md). A logout on this instance takes effect at once.
 */
export const AUTH_CACHE_TTL_MS = 2000;
const AUTH_CACHE_MAX = 10_000;

/**
 * Tokens this process checked in the last AUTH_CACHE_TTL_MS, by token hash: the users of a page
 * that fires a burst of calls (tree, BOM, drawing, photos) are looked up once. Never past the
 * token's own expiry. The cached AuthUser is shared between requests: read-only.
 */
export class TokenCache {
  private readonly entries = new Map<string, { user: AuthUser; until: number }>();
  constructor(private readonly ttlMs = AUTH_CACHE_TTL_MS, private readonly clock: () => number = Date.now) {}
  get(tokenHash: string): AuthUser | null {
    const hit = this.entries.get(tokenHash);
    if (!hit) return null;
    if (hit.until > this.clock()) return hit.user;
    this.entries.delete(tokenHash);
    return null;
  }
  set(tokenHash: string, user: AuthUser, expiresAt: number) {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= AUTH_CACHE_MAX) {
      // Oldest first (insertion order): expired or not, they are the next to expire.
      for (const key of this.entries.keys()) {
        this.entries.delete(key);
        if (this.entries.size < AUTH_CACHE_MAX * 0.9) break;
      }
    }
    this.entries.set(tokenHash, { user, until: Math.min(this.clock() + this.ttlMs, expiresAt) });
  }
  /** Forgets a token at once (its logout on this instance). */
  forget(tokenHash: string) {
    this.entries.delete(tokenHash);
  }
  /** Forgets every token: after a write on this instance, which may have changed users or roles. */
  clear() {
    this.entries.clear();
  }
}

/** The caller's token hash, when the request carried a token. */
export function requestTokenHash(req: FastifyRequest): string | undefined {
  const token = readToken(req);
  return token ? sha256(token) : undefined;
}

function readToken(req: FastifyRequest): string | undefined {
  const header = req.headers.token;
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader;
  if (req.routeOptions.config.tokenInQuery) {
    const q = (req.query as Record<string, unknown> | undefined)?.token;
    if (typeof q === 'string' && q) return q;
  }
  return undefined;
}

function sendError(reply: FastifyReply, req: FastifyRequest, err: BizError) {
  const message = renderError(err.key, req.lang, err.params);
  reply.failure = { code: err.code, message };
  return reply.code(err.http).send({ success: false, code: err.code, message });
}

/**
 * Cross-cutting HTTP behaviour: language, the permission guard (deny by default, tokens trusted
 * for AUTH_CACHE_TTL_MS once checked), the envelope for every error, and the operation log of
 * mutating requests (POSTs marked readOnly are not).
 */
export const httpPlatform = fp<PlatformOptions>(async (app: FastifyInstance, { db, licence, caches }) => {
  const routes: RouteInfo[] = [];
  const tokens = new TokenCache();
  app.decorate('routeTable', routes);
  app.decorate('tokenCache', tokens);
  app.decorateRequest('user', null);
  app.decorateRequest('lang', 'en-US');

  app.addHook('onRoute', (route) => {
    const config = (route.config ??= {} as never) as { permission?: RouteAccess; tokenInQuery?: boolean };
    // Infrastructure routes registered by plugins (OpenAPI UI, static web files) are public by nature.
    if (!config.permission && (route.url.startsWith('/docs') || route.url === '/*')) {
      config.permission = 'public';
    }
    const p = config.permission;
    if (!p || !(p === 'public' || p === 'authenticated' || isPermissionCode(p))) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no valid permission (got ${String(p)})`);
    }
    for (const method of ([] as string[]).concat(route.method as string)) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, permission: p, tokenInQuery: !!config.tokenInQuery });
    }
  });

  app.addHook('onRequest', async (req, reply) => {
    req.lang = requestLanguage(req.headers['accept-language']);
    const access = req.routeOptions.config?.permission;
    if (access === 'public') return;
    if (!req.routeOptions.url) return; // unknown route: the not-found handler answers
    if (!access) return sendError(reply, req, new BizError('NO_PERMISSION'));
    const tokenHash = requestTokenHash(req);
    let user = tokenHash ? tokens.get(tokenHash) : null;
    if (!user && tokenHash) {
      const found = await findTokenUser(db, tokenHash);
      if (found) tokens.set(tokenHash, found.user, found.expiresAt);
      user = found?.user ?? null;
    }
    if (!user) return sendError(reply, req, new BizError('LOGIN_REQUIRED'));
    req.user = user;
    if (!req.routeOptions.config.licenceExempt && !isLicenceValid(licence())) {
      return sendError(reply, req, new BizError('LICENCE_EXPIRED'));
    }
    if (access !== 'authenticated' && !user.permissions.has(access)) {
      return sendError(reply, req, new BizError('NO_PERMISSION'));
    }
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof BizError) return sendError(reply, req, err);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const detail = err.validation
        .map((v) => `${v.instancePath.replace(/^\//, '').replace(/\//g, '.') || err.validationContext}: ${v.message}`)
        .join('; ');
      return sendError(reply, req, new BizError('PARAMETER_FORMAT', { detail }));
    }
    const status = (err as { statusCode?: number }).statusCode;
    // Malformed bodies (bad JSON, wrong content type) are bad parameters too.
    if (status === 400 || status === 415) return sendError(reply, req, new BizError('PARAMETER_FORMAT', { detail: err.message }));
    if (status === 413) {
      reply.failure = { code: 413, message: err.message };
      return reply.code(413).send({ success: false, code: 413, message: err.message });
    }
    if (isResponseSerializationError(err)) req.log.error({ err, cause: err.cause }, 'response does not match its schema');
    else req.log.error({ err }, 'unhandled error');
    return sendError(reply, req, new BizError('SERVER_ERROR'));
  });

  app.setNotFoundHandler((req, reply) => {
    req.lang = requestLanguage(req.headers['accept-language']);
    return sendError(reply, req, new BizError('NOT_FOUND'));
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(req.method) || !req.routeOptions.url || req.routeOptions.config.readOnly) return payload;
    // A write here may have disabled a user or changed a role: this instance sees it at once
    // (other instances within AUTH_CACHE_TTL_MS). Writes are rare next to reads.
    tokens.clear();
    // Its catalogue change may not have been heard yet: the next read must not see the old data.
    for (const cache of caches) cache.invalidate();
    let failure = reply.failure;
    if (!failure && typeof payload === 'string' && payload.startsWith('{"success":false')) {
      const body = JSON.parse(payload) as { code: number; message: string };
      failure = { code: body.code, message: body.message };
    }
    await db.insert(operationLogs).values({
      operatorId: req.user?.id ?? null,
      operatorName: req.user?.username ?? '',
      httpMethod: req.method,
      url: req.url.split('?')[0],
      objectRef: req.routeOptions.config.objectRef ?? '',
      status: reply.statusCode,
      code: failure?.code ?? null,
      errorMessage: failure?.message ?? '',
      requestId: String(req.id),
      ip: req.ip,
      durationMs: Math.round(reply.elapsedTime),
    });
    return payload;
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteInfo[];
    /** Tokens checked in the last seconds (see TokenCache). */
    tokenCache: TokenCache;
  }
}
