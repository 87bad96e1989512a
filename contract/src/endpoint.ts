import type { z } from 'zod';
import type { RouteAccess } from './permissions.js';

/*
 * The endpoint table (decision 029): each domain declares its endpoints once, in
 * `contract/src/<domain>/endpoints.ts`. The server mounts a table with one handler per entry
 * (server/src/platform/endpoints.ts), the API document is made from it, and the web, the tests,
 * the journeys and the benches call through it (web/src/api/api.ts; routeOf and pathOf below).
 * Nobody else writes a `/rest/…` path.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The public-route families with their own per-address limit (decision 009). */
/** `callback`: the DMS's signed status reports, limited higher (RATE_LIMIT_CALLBACK_MAX): a DMS reports every order. */
export type PublicFamily = 'login' | 'captcha' | 'visitor' | 'register' | 'verifyCode' | 'recovery' | 'callback';

/** A media type a download answers, and what the API document says of it. */
export interface FileAnswer {
  /** e.g. `application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`, `image/*`. */
  type: string;
  description: string;
}

export interface EndpointSpec {
  method: HttpMethod;
  /** The spec's path (§7) is the wire contract; `:name` marks a path parameter. */
  path: string;
  /** Who may call it: `public`, `authenticated` or a permission code (the server denies by default). */
  access: RouteAccess;
  /** One line for the API document. */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * json (default): the answer is the envelope around `response`.
   * upload: a multipart body (`uploadLimits`), answered with the envelope around `response`.
   * download: the answer is a file (`file`), or the error envelope.
   */
  kind?: 'json' | 'upload' | 'download';
  /** The envelope's `data` (json, upload). */
  response?: z.ZodType;
  /** A refusal that carries a table (an import's refused rows in `errorData`), answered besides the envelope. */
  refusal?: z.ZodType;
  /** The whole 200 body instead of an envelope around `response` (/healthz). */
  bareResponse?: z.ZodType;
  /** download: what the file is. */
  file?: FileAnswer;
  /** Answers 302 to another address: a download's link entry, the single sign-on callback. */
  redirects?: boolean;
  /** upload: the multipart parser's hard stops; the module checks its own, narrower limits. */
  uploadLimits?: { fileSize: number; files: number; fields: number; fieldSize?: number; parts?: number };

  // ---- what the platform does around the call
  /** The object a mutating call acts on, for the operation log. */
  objectRef?: string;
  /** A POST that changes nothing (a search with a body): not written to the operation log. */
  readOnly?: boolean;
  /** A GET that changes data (the spec's action links): written to the operation log. */
  writes?: boolean;
  /** A write that cannot change what a token resolves to: it leaves the token cache alone (decision 006). */
  keepsAccess?: boolean;
  /** A link (iframe, img, download) may carry a link ticket in the query instead of the token header. */
  tokenInQuery?: boolean;
  /** Answers even with an expired licence. */
  licenceExempt?: boolean;
  /** A public route with its own per-address limit. */
  rateLimit?: PublicFamily;
}

/** An endpoint as declared: its spec plus its domain and its name in the table. */
export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & { readonly domain: string; readonly name: string };
export type EndpointTable = Record<string, Endpoint>;

/** Declares a domain's endpoints; the domain is the API document's tag. */
export function defineEndpoints<const T extends Record<string, EndpointSpec>>(domain: string, table: T): { [K in keyof T]: Endpoint<T[K]> } {
  const out: Record<string, Endpoint> = {};
  for (const [name, spec] of Object.entries(table)) out[name] = { ...spec, domain, name };
  return out as { [K in keyof T]: Endpoint<T[K]> };
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Given<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the handler receives, after validation. */
export interface EndpointInput<E extends EndpointSpec> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
}

/** A browser's FormData, or any multipart body a caller builds (the contract knows no DOM). */
export interface MultipartBody { append(name: string, value: never, fileName?: string): void }

/** What a caller sends: path parameters, query and body as the schemas take them (before defaults). */
export type EndpointArgs<E extends EndpointSpec> =
  (E['params'] extends z.ZodType ? { params: Given<E['params']> } : { params?: undefined })
  & (E['query'] extends z.ZodType ? { query?: Given<E['query']> } : { query?: undefined })
  & (E['kind'] extends 'upload' ? { body: MultipartBody } : E['body'] extends z.ZodType ? { body: Given<E['body']> } : { body?: undefined });

/** The envelope's data a caller gets back. */
export type EndpointData<E extends EndpointSpec> = E['response'] extends z.ZodType ? z.output<E['response']> : E['bareResponse'] extends z.ZodType ? z.output<E['bareResponse']> : never;

/** True when a caller must pass arguments (a path parameter or a body). */
export type NeedsArgs<E extends EndpointSpec> = E['params'] extends z.ZodType ? true : E['kind'] extends 'upload' ? true : E['body'] extends z.ZodType ? true : false;

/**
 * The path with its parameters filled in (each encoded): `/rest/base/favorite/:id` with
 * `{ id: 'x' }` is `/rest/base/favorite/x`. A missing parameter throws: it is a programming error.
 */
export function pathOf(endpoint: Pick<EndpointSpec, 'path'>, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: path parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
}

/** What the downloads of several domains answer. */
export const FILE_ANSWERS = {
  /** Any file, named by its Content-Disposition. */
  binary: { type: 'application/octet-stream', description: 'The file\'s bytes, with Content-Disposition' },
  xlsx: (fileName: string): FileAnswer => ({
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    description: `A spreadsheet, Content-Disposition \`${fileName}\``,
  }),
  /** A spreadsheet named after the object it holds (a partlist, a node, a model). */
  namedXlsx: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    description: 'A spreadsheet, Content-Disposition `{name}.xlsx` (RFC 5987 for non-ASCII names)',
  },
  svg: { type: 'image/svg+xml', description: 'An SVG image' },
  image: { type: 'image/*', description: 'An image (PNG, JPEG, GIF, WebP or SVG)' },
  html: { type: 'text/html', description: 'A whole HTML document (Content-Security-Policy without scripts)' },
} as const satisfies Record<string, FileAnswer | ((name: string) => FileAnswer)>;

/**
 * An endpoint as the `(method, url)` pair that test and bench helpers take:
 * `call(app, ...routeOf(E.get, { id }), { token })`. `query` is appended as given.
 */
export function routeOf(endpoint: Pick<EndpointSpec, 'path' | 'method'>, params?: Record<string, unknown>, query?: string): [HttpMethod, string] {
  const path = pathOf(endpoint, params);
  return [endpoint.method, query ? `${path}?${query}` : path];
}

/** Every API path starts here; the web app's files answer every other path. */
export const API_PREFIX = '/rest/';
