import http from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { LIMITS } from '@portal/contract';
import { BizError } from './errors.js';
import { renderError, requestLanguage } from './i18n.js';

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

/** The same headers as lines, for answers written straight to a socket. */
const SECURITY_HEADER_LINES = (() => {
  const lines: string[] = [];
  const res = { setHeader: (name: string, value: unknown) => lines.push(`${name}: ${String(value)}\r\n`), removeHeader: () => {} };
  setSecurityHeaders({} as never, res as never, () => {});
  return lines.join('');
})();

/**
 * Fastify's `clientErrorHandler`: a request Node cannot parse (headers over `http.maxHeaderSize`, a
 * malformed request line, one not received in time) never becomes a request, so no route, hook or
 * error handler sees it. It answers 555 with the envelope, written to the socket, which is then
 * closed. The headers were not read: the language is taken from the bytes received when they
 * hold an Accept-Language line.
 */
export function answerClientError(this: FastifyInstance, err: ConnectionError, socket: Socket) {
  // Node may report one broken request more than once; the first answer was the last.
  if (err.code === 'ECONNRESET' || !socket.writable) return;
  const detail = err.code === 'HPE_HEADER_OVERFLOW' ? `headers: larger than ${http.maxHeaderSize} bytes`
    : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'request: not received in time' : 'request: not a valid HTTP/1.1 request';
  // Typed as a Buffer's JSON form, but Node hands the Buffer itself.
  const received = Buffer.isBuffer(err.rawPacket) ? err.rawPacket.toString('latin1') : '';
  const lang = requestLanguage(/\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(received)?.[1]);
  const problem = new BizError('PARAMETER_FORMAT', { detail });
  const body = JSON.stringify({ success: false, code: problem.code, message: renderError(problem.key, lang, problem.params) });
  this.log.debug({ err }, 'client error');
  socket.end(
    `HTTP/1.1 ${problem.http} ${http.STATUS_CODES[problem.http] ?? 'unknown'}\r\nContent-Type: application/json; charset=utf-8\r\n`
      + `Content-Length: ${Buffer.byteLength(body)}\r\n${SECURITY_HEADER_LINES}Connection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}
