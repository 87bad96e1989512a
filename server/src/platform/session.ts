import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@portal/contract';
import type { Db } from './db.js';
import { sha256 } from './security.js';
import type { Listen } from './read-cache.js';

/*
 * Who is calling: the token in the request, the user and permissions it resolves to, and the
 * short per-process cache of that answer (decision 006).
 */

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

/**
 * The permission codes of the user `u` (an alias the query gives its users row): their type's
 * built-in role, the roles their type's rule gives (spec §7 rules) and their own.
 */
export const USER_PERMISSIONS = sql`(select array_agg(distinct r.code) from role_resources rr
         join resources r on r.id = rr.resource_id
         join roles ro on ro.id = rr.role_id
        where ro.subject = u.user_type
           or ro.id in (select ur.role_id from user_roles ur where ur.user_id = u.id)
           or ro.id in (select tr.role_id from rule_roles tr where tr.user_type = u.user_type))`;

/**
 * Resolves a token (by its hash, or by its id for a link ticket) to its user and the permission
 * codes of the user's roles (USER_PERMISSIONS), in one query.
 */
export async function findTokenUser(db: Db, which: SQL): Promise<{ user: AuthUser; expiresAt: number } | null> {
  const result = (await db.execute(sql`
    select u.id, u.username, u.name, u.user_type, u.company, u.is_visitor, t.id as token_id, t.expires_at,
      ${USER_PERMISSIONS} as permissions
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
  /** How many times the cache was emptied (tests wait for a notification by it). */
  clears = 0;
  /** Forgets every token: after a write on this instance, or an access change announced by any. */
  clear() {
    this.entries.clear();
    this.clears += 1;
  }
}

/**
 * The channel the access tables' triggers notify (roles, role_resources, resources, user_roles,
 * rule_roles; see the migration that adds rule_roles): a role change made on any instance, or
 * behind all of them, empties every instance's token cache (docs/decisions/037).
 */
export const ACCESS_CHANNEL = 'portal_access';

/**
 * Empties the token cache on every access change, and whenever listening (re)starts, since a
 * change may have gone unheard meanwhile. While the subscription is lost, the cache's own short
 * lifetime (decision 006) is what bounds a stale answer.
 */
export function watchAccessChanges(listen: Listen, cache: TokenCache) {
  return listen(ACCESS_CHANNEL, { onNotify: () => cache.clear(), onListening: () => cache.clear(), onLost: () => cache.clear() });
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
export function readToken(req: FastifyRequest): string | undefined {
  const header = req.headers.token;
  return (Array.isArray(header) ? header[0] : header) || undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller once the guard has run (null on public routes without a token). */
    user: AuthUser | null;
    /** The request's language (Accept-Language). */
    lang: Language;
  }
}
