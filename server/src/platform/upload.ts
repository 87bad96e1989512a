import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, lt, sql } from 'drizzle-orm';
import { MB } from '@portal/contract';
import type { UploadQuotas } from '../config.js';
import type { Db, Tx } from './db.js';
import { BizError } from './errors.js';
import { countHit, type RateLimitSettings } from './rate-limit.js';
import type { AuthUser } from './session.js';
import { rowsOf } from './sql.js';
import { uploadUsage } from './upload.tables.js';

/*
 * Every upload route (an endpoint entry of kind `upload`, marked `upload` in its route config by
 * endpoints.ts) passes one gate before its handler reads a byte: visitors store nothing, a user
 * starts at most so many uploads per window, and what the user uploaded today stays within the
 * user type's daily quota (docs/decisions/032-upload-quota.md). The handler learns what is left
 * (`req.uploadAllowance`), stops a stream that would pass it, and charges what it keeps.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A multipart upload entry: the upload gate applies. */
    upload?: boolean;
  }
  interface FastifyRequest {
    /** What the caller may still upload today; set by the gate on upload routes. */
    uploadAllowance: UploadAllowance | null;
  }
}

/** What is left of the caller's quota of the day, as the gate found it. */
export interface UploadAllowance {
  /** Bytes and files left (Infinity without a quota). */
  bytes: number;
  files: number;
  /** The refusal of an upload past what is left. */
  exceeded(): BizError;
  /** Counts an upload that is kept (in the transaction that keeps it, if any); refuses it past the quota. */
  charge(bytes: number, files: number, tx?: Db | Tx): Promise<void>;
}

export interface UploadGateOptions {
  db: Db;
  quotas: UploadQuotas | null;
  rate: RateLimitSettings | null;
  /** The app's clock (tests move it): it decides the day. */
  now: () => Date;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const quotaOf = (quotas: UploadQuotas, userType: string) => quotas[userType] ?? quotas.default;

/** The refusal naming the user type's quota. */
function quotaExceeded(quotas: UploadQuotas | null, user: Pick<AuthUser, 'userType'>): BizError {
  const quota = quotas ? quotaOf(quotas, user.userType) : { mb: 0, files: 0 };
  return new BizError('UPLOAD_QUOTA_EXCEEDED', { mb: quota.mb, files: quota.files });
}

/**
 * Adds an upload to the user's count of the day in one statement, only if the sum stays within
 * the quota: two uploads at once cannot both take the last of it. Refuses (and counts nothing)
 * otherwise. Inside the transaction that writes the upload, a rollback takes the count back too.
 */
export async function chargeUpload(
  db: Db | Tx, quotas: UploadQuotas | null, user: Pick<AuthUser, 'id' | 'userType'>, at: Date, bytes: number, files: number,
): Promise<void> {
  if (!quotas) return;
  const quota = quotaOf(quotas, user.userType);
  const maxBytes = quota.mb * MB;
  if (bytes > maxBytes || files > quota.files) throw quotaExceeded(quotas, user);
  const counted = rowsOf(await db.execute(sql`
    insert into ${uploadUsage} as u (user_id, day, bytes, files) values (${user.id}, ${dayOf(at)}, ${bytes}, ${files})
    on conflict (user_id, day) do update set bytes = u.bytes + excluded.bytes, files = u.files + excluded.files
      where u.bytes + excluded.bytes <= ${maxBytes} and u.files + excluded.files <= ${quota.files}
    returning 1 as counted`));
  if (counted.length === 0) throw quotaExceeded(quotas, user);
}

/** What the user may still upload today. */
async function allowanceOf(opts: UploadGateOptions, user: AuthUser): Promise<UploadAllowance> {
  const { db, quotas, now } = opts;
  const charge = (bytes: number, files: number, tx: Db | Tx = db) => chargeUpload(tx, quotas, user, now(), bytes, files);
  const exceeded = () => quotaExceeded(quotas, user);
  if (!quotas) return { bytes: Infinity, files: Infinity, exceeded, charge };
  const quota = quotaOf(quotas, user.userType);
  const [used] = await db.select({ bytes: uploadUsage.bytes, files: uploadUsage.files }).from(uploadUsage)
    .where(and(eq(uploadUsage.userId, user.id), eq(uploadUsage.day, dayOf(now()))));
  return { bytes: quota.mb * MB - (used?.bytes ?? 0), files: quota.files - (used?.files ?? 0), exceeded, charge };
}

/** Deletes the counts of days before yesterday (yesterday's may still be charged by an upload begun before midnight). */
export async function sweepUploadUsage(db: Db, now: Date): Promise<number> {
  const yesterday = dayOf(new Date(now.getTime() - 86_400_000));
  return (await db.delete(uploadUsage).where(lt(uploadUsage.day, yesterday)).returning({ day: uploadUsage.day })).length;
}

/** The gate (see the top of this file). Registered before the routes. */
export const uploadGate = fp<UploadGateOptions>(async (app: FastifyInstance, opts) => {
  app.decorateRequest('uploadAllowance', null);
  app.addHook('onRoute', (route) => {
    const config = route.config as { upload?: boolean; permission?: string } | undefined;
    // The quota is per user: an upload anyone may send would have none.
    if (config?.upload && config.permission === 'public') throw new Error(`Upload route ${route.url} must not be public`);
  });
  app.addHook('preHandler', async (req) => {
    if (!req.routeOptions.config.upload) return;
    const user = req.user!;
    if (user.isVisitor) throw new BizError('VISITOR_CANNOT_UPLOAD');
    if (opts.rate) {
      const hit = await countHit(opts.db, `upload|${user.id}`, opts.rate.windowMs);
      if (hit.current > opts.rate.max) throw new BizError('UPLOAD_TOO_FREQUENT', { seconds: Math.max(1, Math.ceil(hit.ttl / 1000)) });
    }
    const allowance = await allowanceOf(opts, user);
    if (allowance.bytes <= 0 || allowance.files <= 0) throw allowance.exceeded();
    req.uploadAllowance = allowance;
  });
});

/** The gate's allowance of an upload route's request. */
export function uploadAllowanceOf(req: FastifyRequest): UploadAllowance {
  if (!req.uploadAllowance) throw new Error(`${req.method} ${req.url}: not an upload route (no upload allowance)`);
  return req.uploadAllowance;
}

const malformed = (detail: string) => new BizError('PARAMETER_FORMAT', { detail: `file: ${detail}` });

/**
 * The one file of a multipart upload (an import's zip or sheet), read whole: its upload entry's
 * `uploadLimits` bound it. Not multipart, missing or cut short is a malformed request (555);
 * over the size limit is the caller's own refusal (`tooLarge`), so each import can say its limit.
 * It counts against the caller's daily upload quota once read.
 */
export async function readOneFile(req: FastifyRequest, tooLarge: () => BizError): Promise<{ fileName: string; data: Buffer }> {
  const allowance = uploadAllowanceOf(req);
  let file;
  try {
    file = await req.file();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw malformed('a multipart upload is required');
    if (err instanceof BizError) throw err;
    throw malformed(`the multipart body is incomplete or malformed (${(err as Error).message})`);
  }
  if (!file) throw malformed('required');
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Anything else while reading the part is the body itself: cut short or malformed.
    throw malformed(`the multipart body is incomplete or malformed (${(err as Error).message})`);
  }
  await allowance.charge(data.length, 1);
  return { fileName: file.filename, data };
}
