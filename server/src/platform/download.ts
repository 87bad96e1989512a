import type { FastifyReply } from 'fastify';

/*
 * The one way a route answers with a file: a spreadsheet, an SVG picture or any attachment, with a
 * file name that survives every language (decision 029).
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `attachment` with an ASCII fallback and the RFC 5987 UTF-8 name, so Chinese names survive. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A file to save: its name, its type, its bytes (a buffer or a stream). */
export function sendAttachment(reply: FastifyReply, fileName: string, type: string, data: Buffer | NodeJS.ReadableStream) {
  return reply.header('content-disposition', contentDisposition(fileName)).type(type).send(data);
}

/** A spreadsheet to save. */
export const sendXlsx = (reply: FastifyReply, fileName: string, data: Buffer | NodeJS.ReadableStream) => sendAttachment(reply, fileName, XLSX_TYPE, data);

/** Generated pictures carry no script and load nothing. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** An SVG picture shown in place (part photos, drawings, tool pictures). */
export function sendSvg(reply: FastifyReply, svg: string | Buffer) {
  return reply
    .header('content-security-policy', SVG_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=300')
    .type('image/svg+xml')
    .send(svg);
}
