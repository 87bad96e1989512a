import type { Config } from '../config.js';
import type { Db } from './db.js';
import type { Licence } from './licence.js';
import type { Mailer } from './mail.js';
import type { FileStorage } from './files.js';
import type { PasswordCipher } from './security.js';
import type { Listen, ReadCache } from './read-cache.js';
import type { LinkTickets } from './tickets.js';
import type { RequestStats } from './request-metrics.js';

/** What services need from the platform; built once per app. */
export interface AppContext {
  db: Db;
  config: Config;
  cipher: PasswordCipher;
  mailer: Mailer;
  /** Uploaded and generated files (part photos, model pictures, attachments). */
  files: FileStorage;
  licence: () => Licence;
  /** The clock, so tests can move time. */
  now: () => Date;
  /** Answers (serialized) of exact catalogue lookups, emptied by every catalogue change (read-cache.ts). */
  catalogueCache: ReadCache<string>;
  /** Tickets for links that cannot send the token header (tickets.ts). */
  tickets: LinkTickets;
  /** LISTEN on a database notification channel (db.ts), for per-process caches a module keeps. */
  listen: Listen;
  /** Ends a user's sessions: the auth module's, wired in app.ts, so that users need not reach auth. */
  sessions: Sessions;
  /** The HTTP layer's figures of this app (request-metrics.ts), for the performance samples and /metrics. */
  requestStats: RequestStats;
}

/** What an account change (lock, disable, new password) needs of the sessions. */
export interface Sessions {
  /** Revokes every live token of the user but the one given. */
  revokeUser(userId: string, exceptTokenId?: string): Promise<void>;
}

/** Who is asking and from where, for services that record it. */
export interface RequestMeta {
  ip: string;
  userAgent: string;
}
