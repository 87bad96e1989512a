import type { FastifyRequest } from 'fastify';
import { BizError } from './errors.js';

const malformed = (detail: string) => new BizError('PARAMETER_FORMAT', { detail: `file: ${detail}` });

/**
 * The one file of a multipart upload (an import's zip or sheet), read whole: its upload entry's
 * `uploadLimits` bound it. Not multipart, missing or cut short is a malformed request (555);
 * over the size limit is the caller's own refusal (`tooLarge`), so each import can say its limit.
 */
export async function readOneFile(req: FastifyRequest, tooLarge: () => BizError): Promise<{ fileName: string; data: Buffer }> {
  let file;
  try {
    file = await req.file();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw malformed('a multipart upload is required');
    if (err instanceof BizError) throw err;
    throw malformed(`the multipart body is incomplete or malformed (${(err as Error).message})`);
  }
  if (!file) throw malformed('required');
  try {
    return { fileName: file.filename, data: await file.toBuffer() };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Anything else while reading the part is the body itself: cut short or malformed.
    throw malformed(`the multipart body is incomplete or malformed (${(err as Error).message})`);
  }
}
