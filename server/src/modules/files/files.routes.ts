import type { FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  envelope, MB, SOFT_TYPES, UPLOAD_LIMITS, UPLOAD_MAX_COUNT, UPLOAD_MAX_MB, ZAttachmentRequest, ZEmptyEnvelope, ZFileRecord,
  ZIdParams, ZMaxSizeParams, ZSoftType, ZTokenQuery, ZUploadModel, ZUploadQuery, extensionOf, type SoftType, type UploadLimit,
} from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { BizError } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import { typed, userOf, type RoutesPlugin } from '../../platform/routes.js';
import { contentDisposition } from '../catalogue/catalogue.export.js';
import { INLINE_TYPES } from './files.content.js';
import * as files from './files.service.js';
import { startFileSweeper } from './files.sweep.js';

const tags = ['files'];
const fileResponse = { description: 'The file\'s bytes, with Content-Disposition', content: { 'application/octet-stream': { schema: z.string().describe('binary') } } };

/** Before the kind is known (its field may follow the file): the widest limits, checked again once it is. */
const ANY_KIND: UploadLimit = {
  maxMb: UPLOAD_MAX_MB,
  maxCount: UPLOAD_MAX_COUNT,
  types: [...new Set(Object.values(UPLOAD_LIMITS).flatMap((l) => l.types))],
};

/** The multipart parser's limits of every upload route (other modules' upload routes too). */
export const MULTIPART_LIMITS = { fileSize: UPLOAD_MAX_MB * MB + 1, files: UPLOAD_MAX_COUNT + 1, fields: 10, fieldSize: 1024, parts: UPLOAD_MAX_COUNT + 11 };

export const filesRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);
  // Unattached uploads must not pile up (issue 10 §1: removed after a day).
  const stopSweeper = startFileSweeper(ctx, app.log, ctx.config.sweepIntervalMs);
  app.addHook('onClose', () => stopSweeper());

  // The upload routes live in their own scope with the multipart parser. The stream's hard stop is
  // one byte over the largest kind, so the kind's own limit answers first.
  app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS });
    const s = typed(scope);

    s.post('/rest/base/file/upload', {
      config: { permission: 'authenticated', objectRef: 'File' },
      schema: {
        tags, consumes: ['multipart/form-data'], querystring: ZUploadQuery,
        summary: 'Upload one file (multipart `file`, optional `fileName`, `softType`; the kind may also be in the query, which checks its limits while streaming)',
        response: { 200: envelope(ZFileRecord) },
      },
    }, async (req) => {
      const user = userOf(req);
      files.assertMayUpload(user);
      const upload = await readUpload(ctx, req, req.query.softType, true);
      const [record] = await files.saveUploads(ctx, user, upload.softType, upload.stored);
      return ok(record);
    });

    s.post('/rest/base/file/multiFileUpload', {
      config: { permission: 'authenticated', objectRef: 'File' },
      schema: {
        tags, consumes: ['multipart/form-data'], querystring: ZUploadQuery,
        summary: 'Upload several files (multipart `file` parts and `softType`); at most the kind\'s count, all or none',
        response: { 200: envelope(z.array(ZFileRecord)) },
      },
    }, async (req) => {
      const user = userOf(req);
      files.assertMayUpload(user);
      const upload = await readUpload(ctx, req, req.query.softType, false);
      return ok(await files.saveUploads(ctx, user, upload.softType, upload.stored));
    });
  });

  r.post('/rest/base/file/attachment/add', {
    config: { permission: 'authenticated', objectRef: 'File' },
    schema: { tags, summary: 'Attach my uploads to an object (its module decides whether I may)', body: ZAttachmentRequest, response: { 200: ZEmptyEnvelope } },
  }, async (req) => {
    await files.addAttachments(ctx, userOf(req), req.body);
    return ok(null);
  });

  r.delete('/rest/base/file/attachment/delete', {
    config: { permission: 'authenticated', objectRef: 'File' },
    schema: { tags, summary: 'Detach files from an object (its module decides whether I may); they are removed a day later', body: ZAttachmentRequest, response: { 200: ZEmptyEnvelope } },
  }, async (req) => {
    await files.removeAttachments(ctx, userOf(req), req.body);
    return ok(null);
  });

  r.get('/rest/base/file/view/:id', {
    config: { permission: 'authenticated', tokenInQuery: true },
    schema: { tags, summary: 'A file shown in place (images, PDF, audio, video; others download); usable as a link with ?ticket=', params: ZIdParams, querystring: ZTokenQuery, response: { 200: fileResponse } },
  }, async (req, reply) => sendStoredFile(ctx, req, reply, req.params.id, true));

  r.get('/rest/base/file/download/:id', {
    config: { permission: 'authenticated', tokenInQuery: true },
    schema: { tags, summary: 'A file as a download; usable as a link with ?ticket=', params: ZIdParams, querystring: ZTokenQuery, response: { 200: fileResponse } },
  }, async (req, reply) => sendStoredFile(ctx, req, reply, req.params.id, false));

  r.get('/rest/file/download/:id', {
    config: { permission: 'authenticated' },
    schema: { tags, summary: 'A file as a download (blob; token header)', params: ZIdParams, response: { 200: fileResponse } },
  }, async (req, reply) => sendStoredFile(ctx, req, reply, req.params.id, false));

  r.delete('/rest/file/:id', {
    config: { permission: 'authenticated', objectRef: 'File' },
    schema: { tags, summary: 'Delete my upload that is not attached to anything', params: ZIdParams, response: { 200: ZEmptyEnvelope } },
  }, async (req) => {
    await files.deleteFile(ctx, userOf(req), req.params.id);
    return ok(null);
  });

  r.get('/rest/config/maxSize/:type', {
    config: { permission: 'authenticated' },
    schema: { tags, summary: 'An upload kind\'s largest file in MB and its types, joined by \'/\' (e.g. 1024/xls,xlsx,pdf,doc,docx,txt)', params: ZMaxSizeParams, response: { 200: envelope(z.string()) } },
  }, async (req) => ok(files.maxSizeOf(req.params.type)));

  r.get('/rest/base/file/listModels', {
    config: { permission: 'authenticated' },
    schema: { tags, summary: 'Every upload kind (softType) with its limits', response: { 200: envelope(z.array(ZUploadModel)) } },
  }, async () => ok(files.listUploadModels()));
};

/**
 * Streams every file part into the storage as it arrives; answers the kind and what was stored.
 * A refusal on the way discards what was stored already.
 */
export async function readUpload(ctx: AppContext, req: FastifyRequest, querySoftType: SoftType | undefined, single: boolean) {
  let softType = querySoftType;
  let renamed: string | undefined;
  const stored: files.StoredUpload[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const limit = softType ? UPLOAD_LIMITS[softType] : ANY_KIND;
        const max = single ? 1 : limit.maxCount;
        if (stored.length >= max) {
          part.file.resume();
          throw new BizError('FILE_COUNT_EXCEEDED', { max });
        }
        stored.push(await files.storeUpload(ctx, { fileName: part.filename, stream: part.file }, limit));
      } else if (part.fieldname === 'softType') {
        const parsed = ZSoftType.safeParse(part.value);
        if (!parsed.success || (querySoftType && parsed.data !== querySoftType)) {
          throw new BizError('PARAMETER_FORMAT', { detail: `softType: one of ${SOFT_TYPES.join(', ')}${querySoftType ? ', as in the query' : ''}` });
        }
        softType = parsed.data;
      } else if (part.fieldname === 'fileName' && single && String(part.value).trim()) {
        renamed = files.cleanFileName(String(part.value));
      }
    }
  } catch (err) {
    await files.discardUploads(ctx, stored);
    throw multipartRefusal(err);
  }
  if (renamed !== undefined && stored[0]) {
    // The bytes were checked against the extension: a new name must keep it.
    if (extensionOf(renamed) !== stored[0].extension) {
      await files.discardUploads(ctx, stored);
      throw new BizError('PARAMETER_FORMAT', { detail: `fileName: must keep the extension .${stored[0].extension}` });
    }
    stored[0].fileName = renamed;
  }
  return { softType: softType ?? 'default', stored };
}

/** The multipart plugin's errors as the envelope's: too many, too large, not multipart or malformed. */
function multipartRefusal(err: unknown): unknown {
  if (err instanceof BizError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return new BizError('FILE_COUNT_EXCEEDED', { max: UPLOAD_MAX_COUNT });
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new BizError('FILE_TOO_LARGE', { max: UPLOAD_MAX_MB });
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new BizError('FILE_REQUIRED');
  return new BizError('PARAMETER_FORMAT', { detail: `file: the multipart body is incomplete or malformed (${(err as Error).message})` });
}

/**
 * Served files: nothing runs (an SVG's scripts neither), nothing is sniffed, no referrer leaks the
 * ticket. One byte range is answered (206) so a video plays from where it is sought.
 */
export async function sendStoredFile(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, id: string, view: boolean) {
  const file = await files.openFile(ctx, userOf(req), id, req.headers.range);
  if ('unsatisfiable' in file) return reply.code(416).header('content-range', `bytes */${file.row.size}`).send();
  const inline = view && INLINE_TYPES.has(file.row.contentType);
  const disposition = contentDisposition(file.row.fileName);
  reply
    .header('content-security-policy', file.row.contentType === 'application/pdf' ? "frame-ancestors 'self'" : "default-src 'none'; style-src 'unsafe-inline'; media-src 'self'; frame-ancestors 'self'")
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'private, max-age=300')
    .header('accept-ranges', 'bytes')
    .header('content-disposition', inline ? disposition.replace(/^attachment/, 'inline') : disposition)
    .type(file.row.contentType);
  if (file.range) {
    reply.code(206)
      .header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.size}`)
      .header('content-length', file.range.end - file.range.start + 1);
  } else {
    reply.header('content-length', file.size);
  }
  return reply.send(file.stream);
}
