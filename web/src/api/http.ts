import { createElement, lazy, Suspense } from 'react';
import { ERRORS } from '@portal/contract';
import { i18n } from '../i18n';
import { getToken } from './token';
import { navigateTo, uiBridge } from './ui-bridge';
import { dropToken } from './session';
import { buildUrl, fileNameOf, type QueryValue } from './http-utils';

export { buildUrl, fileNameOf, type QueryValue };

// antd's Table is large and only an error with rows needs it: fetched then, not with every page
const ErrorDetailTable = lazy(() => import('./error-detail-table').then((m) => ({ default: m.ErrorDetailTable })));

/** A refused or failed call: the business code (or HTTP status), its message and the HTTP status. */
export class ApiError extends Error {
  readonly code: number;
  readonly httpStatus: number;
  readonly data?: unknown;
  /** The refusal's table (an import's refused rows), for a caller that shows it itself (`silent`). */
  readonly errorData?: unknown[];
  constructor(code: number, message: string, httpStatus: number, data?: unknown, errorData?: unknown[]) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.httpStatus = httpStatus;
    this.data = data;
    this.errorData = errorData;
  }
}

interface Envelope<T = unknown> {
  success: boolean;
  code?: number;
  message?: string;
  data?: T;
  errorData?: unknown;
}


export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** No automatic notice for business refusals: the caller shows the error itself. */
  silent?: boolean;
  /** Do not send the token header. */
  noToken?: boolean;
  signal?: AbortSignal;
}

const SESSION_CODES = new Set<number>([ERRORS.LOGIN_REQUIRED.code]);
const LICENCE_CODES = new Set<number>([ERRORS.LICENCE_EXPIRED.code, ERRORS.LICENCE_USER_LIMIT.code]);
const COMPATIBILITY_CODES = new Set<number>([ERRORS.COMPATIBILITY_AUDIT.code, ERRORS.COMPATIBILITY_VALIDATION.code]);


function headersFor(options: RequestOptions): Headers {
  const headers = new Headers({ 'Accept-Language': i18n.language || 'en-US', Accept: 'application/json' });
  const token = options.noToken ? null : getToken();
  if (token) headers.set('token', token);
  if (options.body !== undefined && !(options.body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

function bodyOf(options: RequestOptions): BodyInit | undefined {
  if (options.body === undefined) return undefined;
  return options.body instanceof FormData ? options.body : JSON.stringify(options.body);
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    return null;
  }
}

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options) as string;

let sessionNoticeShown = 0;
function leaveForLogin() {
  dropToken();
  navigateTo('/login');
  if (Date.now() - sessionNoticeShown > 3000) {
    sessionNoticeShown = Date.now();
    uiBridge.message?.warning({ key: 'session-expired', content: t('errors:http.sessionExpired') });
  }
}

function showLicenceDialog(message: string) {
  dropToken();
  navigateTo('/login');
  uiBridge.modal?.error({ title: t('errors:licence.title'), content: message, okText: t('common:actions.ok') });
}

function errorDataOf(envelope: Envelope | null): unknown[] | null {
  const raw = envelope?.errorData ?? (envelope?.data as { errorData?: unknown } | undefined)?.errorData;
  return Array.isArray(raw) && raw.length > 0 ? raw : null;
}

/**
 * Spec §8: what the user sees for a failure. Session (401, 110003) and licence (20031, 20033)
 * outcomes always happen; `silent` only suppresses the notices so the caller can show its own.
 */
export function reportFailure(error: ApiError, envelope: Envelope | null, silent = false) {
  const { code, httpStatus, message } = error;
  if (httpStatus === 401 || SESSION_CODES.has(code)) return leaveForLogin();
  if (LICENCE_CODES.has(code)) return showLicenceDialog(message);
  if (code === ERRORS.SILENT.code || httpStatus === 404 || silent) return;
  const notification = uiBridge.notification;
  if (httpStatus === 403) {
    notification?.warning({ key: 'forbidden', title: t('errors:http.forbidden') });
    return;
  }
  if (httpStatus === 555) {
    notification?.error({ title: t('errors:http.parameter'), description: message });
    return;
  }
  if (httpStatus >= 500 || code === ERRORS.SERVER_ERROR.code) {
    notification?.error({ key: 'server-error', title: t('errors:http.server') });
    return;
  }
  if (COMPATIBILITY_CODES.has(code)) {
    uiBridge.modal?.error({
      title: t('errors:compatibility.title'),
      width: 640,
      content: createElement('div', { className: 'scroll-message' }, message),
      okText: t('common:actions.ok'),
    });
    return;
  }
  const rows = errorDataOf(envelope);
  if (rows) {
    uiBridge.modal?.error({
      title: message || t('errors:detail.title'),
      width: 820,
      content: createElement(Suspense, { fallback: null }, createElement(ErrorDetailTable, { rows })),
      okText: t('common:actions.ok'),
    });
    return;
  }
  notification?.error({ title: t('errors:notice.title'), description: message || t('errors:http.unknown') });
}

function failureOf(response: Response, envelope: Envelope | null): ApiError {
  const message = envelope?.message || (response.status >= 500 ? t('errors:http.server') : response.statusText);
  const code = envelope?.code ?? response.status;
  return new ApiError(code, message, response.status, envelope?.data, errorDataOf(envelope) ?? undefined);
}

/** Calls the API and answers the envelope's data, or throws an ApiError after spec §8's handling. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: headersFor(options),
      body: bodyOf(options),
      signal: options.signal,
    });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    const error = new ApiError(0, t('errors:http.network'), 0);
    if (!options.silent) uiBridge.notification?.error({ key: 'network', title: error.message });
    throw error;
  }
  const envelope = await readEnvelope(response);
  // cancelled while the body was read (a query whose key changed): not a failure to report
  if (options.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
  if (response.ok && envelope?.success) return envelope.data as T;
  const error = response.ok && !envelope
    ? new ApiError(500, t('errors:http.server'), response.status)
    : failureOf(response, envelope);
  reportFailure(error, envelope, options.silent);
  throw error;
}

export const http = {
  get: <T>(path: string, query?: Record<string, QueryValue>, options?: RequestOptions) =>
    request<T>(path, { ...options, method: 'GET', query }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>(path, { ...options, method: 'PUT', body }),
  del: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>(path, { ...options, method: 'DELETE', body }),
};


/**
 * Downloads a file. A response without a file name is an error envelope in disguise (spec §8):
 * it is read as text and its message shown.
 */
export async function download(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers: headersFor(options),
    body: bodyOf(options),
    signal: options.signal,
  });
  const fileName = fileNameOf(response.headers.get('Content-Disposition'));
  if (response.ok && fileName) return { blob: await response.blob(), fileName };
  const envelope = await readEnvelope(response);
  const error = envelope
    ? failureOf(response, { ...envelope, success: false })
    : new ApiError(response.status, t('errors:http.downloadFailed'), response.status);
  reportFailure(error, envelope, options.silent);
  throw error;
}

/** Saves a downloaded blob under its file name. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

