import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { sql, type SQL } from 'drizzle-orm';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  API_PREFIX, envelope, findUndecodableQuery, findUnstorableText, isPermissionCode, jsonNestingDepth, LIMITS, UNDECODABLE_QUERY_DETAIL, UNSTORABLE_TEXT_DETAIL, type Language, type RouteAccess,
} from '@portal/contract';
import type { Db } from './db.js';
import { BizError } from './errors.js';
import { renderError, requestLanguage } from './i18n.js';
import { sha256 } from './security.js';
import type { ReadCache } from './read-cache.js';
import type { LinkTickets } from './tickets.js';
import { isLicenceValid, type Licence } from './licence.js';
import { operationLogs } from './platform.tables.js';

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
    /** File view links (iframe, img) may carry a link ticket in the query (`?ticket=`, tickets.ts). */
    tokenInQuery?: boolean;
    /** Answers even with an expired licence (logout, so the user can leave). */
    licenceExempt?: boolean;
    /** The object a mutating call acts on, for the operation log. */
    objectRef?: string;
    /** A POST that changes nothing (a search or tree with a body): not written to the operation log. */
    readOnly?: boolean;
    /** A GET that changes data (the spec's action links: delete, revoke, push, ...): written to the operation log like other writes. */
    writes?: boolean;
    /**
     * A write that cannot change what a token resolves to (it writes none of tokens, users, roles,
     * user_roles, role_resources, resources): it leaves the token cache alone. Every other write
     * empties it (decision 006), so a route that forgets the mark is merely slower, never stale.
     */
    keepsAccess?: boolean;
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

/**
 * Security headers of every response (@fastify/helmet; docs/decisions/011-input-and-headers.md).
 * The CSP is what the built web app and the Swagger UI at /docs run under: scripts only from this
 * origin; inline styles allowed because Ant Design's CSS-in-JS injects <style> elements at run
 * time; images may be data: (the watermark's canvas) or blob: URLs. Served topic documents and
 * images set their own, stricter policy (manuals.render.ts). HSTS is left to the TLS proxy: the
 * portal itself may run on plain HTTP in a workshop network.
 */
export const SECURITY_HEADERS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'frame-src': ["'self'"],
      'object-src': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
    },
  },
  frameguard: { action: 'sameorigin' as const },
  referrerPolicy: { policy: 'no-referrer' as const },
  strictTransportSecurity: false,
};

/** The same headers for answers that never reach a route's hooks (framework errors). */
const setSecurityHeaders = helmet(SECURITY_HEADERS);

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`/detail/%`) or a path parameter
 * longer than LIMITS.pathParamMax answers 555 with the envelope, like any bad parameter, instead
 * of Fastify's own 400/414 body. No hook runs for these, so the headers are set here.
 */
export function answerFrameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  setSecurityHeaders(req.raw, reply.raw, () => {});
  const lang = requestLanguage(req.headers['accept-language']);
  const problem = err.code === 'FST_ERR_BAD_URL' ? new BizError('PARAMETER_FORMAT', { detail: 'path: not a valid percent-encoded URL' })
    : err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? new BizError('PARAMETER_FORMAT', { detail: `path: a parameter is longer than ${LIMITS.pathParamMax} characters` })
      : new BizError('SERVER_ERROR');
  if (problem.key === 'SERVER_ERROR') req.log.error({ err }, 'framework error');
  return reply.code(problem.http).send({ success: false, code: problem.code, message: renderError(problem.key, lang, problem.params) });
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
  /** Checks `?ticket=` on routes marked tokenInQuery. */
  tickets?: LinkTickets;
}

/** Resolves a token (by its hash, or by its id for a link ticket) to its user and the permission codes of the user's roles, in one query. */
async function findTokenUser(db: Db, which: SQL): Promise<{ user: AuthUser; expiresAt: number } | null> {
  const result = (await db.execute(sql`
    select u.id, u.username, u.name, u.user_type, u.company, u.is_visitor, t.id as token_id, t.expires_at,
      (select array_agg(distinct r.code) from role_resources rr
         join resources r on r.id = rr.resource_id
         join roles ro on ro.id = rr.role_id
        where ro.subject = u.user_type
           or ro.id in (select ur.role_id from user_roles ur where ur.user_id = u.id)) as permissions
      from tokens t join users u on u.id = t.user_id
     where ${which} and t.revoked_at is null and t.expires_at > now() and not u.disabled`)) as {
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

/**
 * The session token comes only in the `token` header: never from a URL, which ends up in logs,
 * histories and referrers. Links use tickets (docs/decisions/010-link-tickets.md).
 */
function readToken(req: FastifyRequest): string | undefined {
  const header = req.headers.token;
  return (Array.isArray(header) ? header[0] : header) || undefined;
}

function queryParam(req: FastifyRequest, name: string): string | undefined {
  const value = (req.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** Query parameters that carry credentials: never written to the log. */
const SECRET_QUERY = /([?&](?:token|ticket)=)[^&#]*/gi;
export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/** The request as the log shows it: the URL without token or ticket values. */
export function logRequest(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

/** The first input (`name`, `items[0].code`, `header x-y`) that is not storable text, or null. */
function unstorableInput(req: FastifyRequest): string | null {
  for (const part of [req.params, req.query, req.body]) {
    const at = findUnstorableText(part);
    if (at !== null) return at || 'body';
  }
  const header = findUnstorableText(req.headers);
  return header === null ? null : `header ${header}`;
}

function sendError(reply: FastifyReply, req: FastifyRequest, err: BizError) {
  const message = renderError(err.key, req.lang, err.params);
  reply.failure = { code: err.code, message };
  return reply.code(err.http).send({ success: false, code: err.code, message });
}

/**
 * Cross-cutting HTTP behaviour: language, the permission guard (deny by default, tokens trusted
 * for AUTH_CACHE_TTL_MS once checked), the envelope for every error, and the operation log of
 * mutating requests (POSTs marked readOnly are not; GETs marked writes are).
 */
export const httpPlatform = fp<PlatformOptions>(async (app: FastifyInstance, { db, licence, caches, tickets: linkTickets }) => {
  const routes: RouteInfo[] = [];
  const tokens = new TokenCache();
  app.decorate('routeTable', routes);
  app.decorate('tokenCache', tokens);
  app.decorateRequest('user', null);
  app.decorateRequest('lang', 'en-US');

  // JSON bodies: nesting is measured on the text before parsing, so 10,000 levels cost one scan,
  // never a deep parse or a stack overflow in a recursive schema. Parsing itself stays Fastify's
  // (prototype-poisoning checks included).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonNestingDepth(body as string, LIMITS.jsonDepthMax) > LIMITS.jsonDepthMax) {
      return done(new BizError('PARAMETER_FORMAT', { detail: `body: nested deeper than ${LIMITS.jsonDepthMax} levels` }), undefined);
    }
    return parseJson(req, body as string, done);
  });

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
    // The web app's files are served for every other path; an API path that reached them matched
    // no route (or a parameter was longer than the router takes): answer as the API would.
    if (req.routeOptions.url === '/*' && req.url.startsWith(API_PREFIX)) {
      const tooLong = req.url.split('?')[0].split('/').some((segment) => segment.length > LIMITS.pathParamMax);
      return sendError(reply, req, tooLong ? new BizError('PARAMETER_FORMAT', { detail: `path: a parameter is longer than ${LIMITS.pathParamMax} characters` }) : new BizError('NOT_FOUND'));
    }
    const access = req.routeOptions.config?.permission;
    if (access === 'public') return;
    if (!req.routeOptions.url) return; // unknown route: the not-found handler answers
    if (!access) return sendError(reply, req, new BizError('NO_PERMISSION'));
    let user: AuthUser | null = null;
    const ticket = req.routeOptions.config.tokenInQuery && !req.headers.token ? queryParam(req, 'ticket') : undefined;
    if (ticket) {
      // A link ticket opens its own path only, while its session lasts.
      const tokenId = linkTickets?.verify(ticket, req.url.split('?')[0]);
      const key = `ticket:${tokenId}`;
      user = tokenId ? tokens.get(key) : null;
      if (!user && tokenId) {
        const found = await findTokenUser(db, sql`t.id = ${tokenId}`);
        if (found) tokens.set(key, found.user, found.expiresAt);
        user = found?.user ?? null;
      }
    } else {
      const tokenHash = requestTokenHash(req);
      user = tokenHash ? tokens.get(tokenHash) : null;
      if (!user && tokenHash) {
        const found = await findTokenUser(db, sql`t.token_hash = ${tokenHash}`);
        if (found) tokens.set(tokenHash, found.user, found.expiresAt);
        user = found?.user ?? null;
      }
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

  // Every request, whatever its route's schema: no NUL or unpaired surrogate reaches a service or
  // the database (contract/src/text.ts). Headers are checked too, for what a proxy may pass on.
  app.addHook('preValidation', (req, _reply, done) => {
    const q = req.url.indexOf('?');
    const undecodable = q < 0 ? null : findUndecodableQuery(req.url.slice(q + 1));
    if (undecodable !== null) return done(new BizError('PARAMETER_FORMAT', { detail: `${undecodable}: ${UNDECODABLE_QUERY_DETAIL}` }));
    const bad = unstorableInput(req);
    if (bad === null) return done();
    done(new BizError('PARAMETER_FORMAT', { detail: `${bad}: ${UNSTORABLE_TEXT_DETAIL}` }));
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
    if (status === 413) {
      reply.failure = { code: 413, message: err.message };
      return reply.code(413).send({ success: false, code: 413, message: err.message });
    }
    // The web app's files: a path that names nothing servable (outside the root, too long, not a
    // file) is simply not there.
    if (status === 404 || (req.routeOptions.url === '/*' && (!status || status < 500))) return sendError(reply, req, new BizError('NOT_FOUND'));
    // Every other refusal by the framework or a plugin (bad JSON, wrong content type, a cut
    // multipart body, a malformed path) is a bad parameter.
    if (status && status >= 400 && status < 500) return sendError(reply, req, new BizError('PARAMETER_FORMAT', { detail: err.message }));
    if (isResponseSerializationError(err)) req.log.error({ err, cause: err.cause }, 'response does not match its schema');
    else req.log.error({ err }, 'unhandled error');
    return sendError(reply, req, new BizError('SERVER_ERROR'));
  });

  app.setNotFoundHandler((req, reply) => {
    req.lang = requestLanguage(req.headers['accept-language']);
    return sendError(reply, req, new BizError('NOT_FOUND'));
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const { readOnly, writes } = req.routeOptions.config;
    if ((['GET', 'HEAD', 'OPTIONS'].includes(req.method) && !writes) || !req.routeOptions.url || readOnly) return payload;
    // A call the rate limit refused did nothing; logging each would let a flood fill the log it is limited to protect.
    if (reply.statusCode === 429) return payload;
    // A write here may have disabled a user or changed a role: this instance sees it at once
    // (other instances within AUTH_CACHE_TTL_MS). Routes marked keepsAccess write none of the
    // tables a token resolves through (a cart line, an order), so the burst of a shopping page
    // does not send every following request back to the permission query.
    if (!req.routeOptions.config.keepsAccess) tokens.clear();
    // Its catalogue change may not have been heard yet: the next read must not see the old data.
    for (const cache of caches) cache.invalidate();
    let failure = reply.failure;
    if (!failure && typeof payload === 'string' && payload.startsWith('{"success":false')) {
      const body = JSON.parse(payload) as { code: number; message: string };
      failure = { code: body.code, message: body.message };
    }
    // The request's own change has committed (synchronously) before this; the log row commits
    // with synchronous_commit off for this one transaction: visible at once like any commit, but
    // the answer does not wait for its WAL flush (a second fsync per write). PostgreSQL's WAL
    // writer flushes it within 3 × wal_writer_delay (600 ms by default), and any later synchronous
    // commit flushes it first; only a crash of the database server or machine inside that window
    // can lose the row, never the data it describes, and never a row when the Node process dies.
    await db.execute(sql`
      insert into ${operationLogs} (operator_id, operator_name, http_method, url, object_ref, status, code, error_message, request_id, ip, duration_ms)
      select ${req.user?.id ?? null}::uuid, ${req.user?.username ?? ''}::text, ${req.method}::text, ${req.url.split('?')[0]}::text,
             ${req.routeOptions.config.objectRef ?? ''}::text, ${reply.statusCode}::int, ${failure?.code ?? null}::int,
             ${failure?.message ?? ''}::text, ${String(req.id)}::text, ${req.ip}::text, ${Math.round(reply.elapsedTime)}::int
        from (select set_config('synchronous_commit', 'off', true)) as async_commit`);
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
