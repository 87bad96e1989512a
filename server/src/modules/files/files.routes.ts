import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  filesEndpoints as E, SOFT_TYPES, UPLOAD_LIMITS, UPLOAD_MAX_COUNT, UPLOAD_MAX_MB, ZSoftType, extensionOf, type SoftType, type UploadLimit,
} from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { mount } from '../../platform/endpoints.js';
import { BizError } from '../../platform/errors.js';
import { ok } from '../../platform/envelope.js';
import { userOf, type RoutesPlugin } from '../../platform/routes.js';
import { contentDisposition } from '../../platform/download.js';
import { uploadAllowanceOf } from '../../platform/upload.js';
import { INLINE_TYPES } from './files.content.js';
import * as files from './files.service.js';
import { startFileSweeper } from './files.sweep.js';

/** Before the kind is known (its field may follow the file): the widest limits, checked again once it is. */
const ANY_KIND: UploadLimit = {
  maxMb: UPLOAD_MAX_MB,
  maxCount: UPLOAD_MAX_COUNT,
  types: [...new Set(Object.values(UPLOAD_LIMITS).flatMap((l) => l.types))],
};

export const filesRoutes: RoutesPlugin = (app, ctx) => {
  // Unattached uploads must not pile up (issue 10 §1: removed after a day).
  const stopSweeper = startFileSweeper(ctx, app.log, ctx.config.sweepIntervalMs);
  app.addHook('onClose', () => stopSweeper());

  // The upload entries' multipart hard stop (MULTIPART_LIMITS) is one byte over the largest kind,
  // so the kind's own limit answers first.
  mount(app, E, {
    // Visitors, the rate limit and the daily quota: the upload gate (platform/upload.ts) before the handler.
    upload: async (req) => {
      const upload = await readUpload(ctx, req, req.query.softType, true);
      const [record] = await files.saveUploads(ctx, userOf(req), upload.softType, upload.stored);
      return ok(record);
    },
    uploadMany: async (req) => {
      const upload = await readUpload(ctx, req, req.query.softType, false);
      return ok(await files.saveUploads(ctx, userOf(req), upload.softType, upload.stored));
    },
    attach: async (req) => {
      await files.addAttachments(ctx, userOf(req), req.body);
      return ok(null);
    },
    detach: async (req) => {
      await files.removeAttachments(ctx, userOf(req), req.body);
      return ok(null);
    },
    view: async (req, reply) => sendStoredFile(ctx, req, reply, req.params.id, true),
    download: async (req, reply) => sendStoredFile(ctx, req, reply, req.params.id, false),
    downloadBlob: async (req, reply) => sendStoredFile(ctx, req, reply, req.params.id, false),
    remove: async (req) => {
      await files.deleteFile(ctx, userOf(req), req.params.id);
      return ok(null);
    },
    maxSize: async (req) => ok(files.maxSizeOf(req.params.type)),
    models: async () => ok(files.listUploadModels()),
  });
};

/**
 * Streams every file part into the storage as it arrives, within what is left of the caller's
 * daily quota; answers the kind and what was stored. A refusal on the way discards what was stored
 * already. saveUploads then charges the quota.
 */
export async function readUpload(ctx: AppContext, req: FastifyRequest, querySoftType: SoftType | undefined, single: boolean) {
  const allowance = uploadAllowanceOf(req);
  let softType = querySoftType;
  let renamed: string | undefined;
  const stored: files.StoredUpload[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const limit = softType ? UPLOAD_LIMITS[softType] : ANY_KIND;
        const max = single ? 1 : limit.maxCount;
        if (stored.length >= max || stored.length >= allowance.files) {
          part.file.resume();
          throw stored.length >= max ? new BizError('FILE_COUNT_EXCEEDED', { max }) : allowance.exceeded();
        }
        const budget = { bytes: allowance.bytes - stored.reduce((n, s) => n + s.size, 0), exceeded: allowance.exceeded };
        stored.push(await files.storeUpload(ctx, { fileName: part.filename, stream: part.file }, limit, budget));
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
