import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  API_PREFIX, findUndecodableQuery, findUnstorableText, isPermissionCode, jsonNestingDepth, LIMITS, UNDECODABLE_QUERY_DETAIL, UNSTORABLE_TEXT_DETAIL, type RouteAccess,
} from '@portal/contract';
import type { Db } from './db.js';
import { BizError } from './errors.js';
import { renderError, requestLanguage } from './i18n.js';
import { findTokenUser, requestTokenHash, TokenCache, type AuthUser } from './session.js';
import type { ReadCache } from './read-cache.js';
import type { LinkTickets } from './tickets.js';
import { isLicenceValid, type Licence } from './licence.js';
import { operationLogs } from './platform.tables.js';

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
  interface FastifyReply {
    /** Set by the error handler so the operation log can record the refusal. */
    failure?: { code: number; message: string };
  }
}

function queryParam(req: FastifyRequest, name: string): string | undefined {
  const value = (req.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

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
    if (status === 413) return sendError(reply, req, new BizError('BODY_TOO_LARGE'));
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
    const row = {
      operatorId: req.user?.id ?? null, operatorName: req.user?.username ?? '', httpMethod: req.method, url: req.url.split('?')[0],
      objectRef: req.routeOptions.config.objectRef ?? '', status: reply.statusCode, code: failure?.code ?? null, errorMessage: failure?.message ?? '',
      // A request whose socket is gone has no address (undefined would leave the statement a parameter short).
      requestId: String(req.id), ip: req.ip ?? '', durationMs: Math.round(reply.elapsedTime),
    };
    try {
      await db.execute(sql`
        insert into ${operationLogs} (operator_id, operator_name, http_method, url, object_ref, status, code, error_message, request_id, ip, duration_ms)
        select ${row.operatorId}::uuid, ${row.operatorName}::text, ${row.httpMethod}::text, ${row.url}::text,
               ${row.objectRef}::text, ${row.status}::int, ${row.code}::int,
               ${row.errorMessage}::text, ${row.requestId}::text, ${row.ip}::text, ${row.durationMs}::int
          from (select set_config('synchronous_commit', 'off', true)) as async_commit`);
    } catch (err) {
      // The request's own work is done and its answer stands: a failure here must not replace the
      // answer (Fastify would send the driver's text), and the row goes to the server log instead.
      req.log.error({ err, row }, 'operation log row not written');
    }
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
