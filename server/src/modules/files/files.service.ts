import crypto from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { and, asc, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  extensionOf, LIMITS, MB, SOFT_TYPES, UPLOAD_LIMITS, uploadLimitOf, visibleFileName, type SoftType, type TAttachment,
  type TAttachmentRequest, type TFileRecord, type TUploadModel, type UploadLimit,
} from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { Db, Tx } from '../../platform/db.js';
import { BizError } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/session.js';
import { chargeUpload } from '../../platform/upload.js';
import { contentTypeOf, HEAD_BYTES } from './files.content.js';
import { files, filesInFlight, type FileRow } from './files.tables.js';

/*
 * Uploads and attachments. A file is streamed into the storage while its size, SHA-256 and first
 * bytes are taken; only then is its row written. Until a module attaches it to an object it is its
 * uploader's alone; afterwards the object's module decides who sees it (registerAttachmentAccess).
 * Bytes without a row (an upload under way, a file being deleted) are listed in files_in_flight,
 * so that what a crash leaves is found and swept (files.sweep.ts).
 */

/** Uploads nobody attached (or that were detached), and what an upload cut short by a crash left, go after this long. */
export const UNATTACHED_TTL_MS = 24 * 3600 * 1000;

// ---------------------------------------------------------------- access through the owning object

/** May this user see (or change the attachments of) that object? */
export type AttachmentAccess = (ctx: AppContext, user: AuthUser, objectId: string) => Promise<boolean>;

const access = new Map<string, { canView: AttachmentAccess; canEdit?: AttachmentAccess }>();

/**
 * A module that owns objects with attachments says who may see them (view, download) and,
 * optionally, who may attach and detach through the HTTP routes; without `canEdit` only the
 * module's own service (attachFiles inside its transaction) attaches.
 */
export function registerAttachmentAccess(objectRef: string, canView: AttachmentAccess, canEdit?: AttachmentAccess): void {
  access.set(objectRef, { canView, canEdit });
}

/** The limits that apply to the files of an object kind (InquiryForm, Conversation, Feedback; else the default). */
export const limitsOfObject = (objectRef: string): UploadLimit => uploadLimitOf(objectRef);

// ---------------------------------------------------------------- upload

/** One file part as it arrives: its name from the form, its bytes as a stream. */
export interface IncomingFile {
  fileName: string;
  stream: Readable;
}

/** A file in the storage whose row is not written yet. */
export interface StoredUpload {
  id: string;
  fileName: string;
  extension: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string;
}

/**
 * The name stored and shown (every stored name passes here): the last part of what the browser
 * sent, without controls and invisible characters (a U+202E would show another extension), checked.
 */
export function cleanFileName(raw: string): string {
  const name = visibleFileName(raw);
  if (!name) throw new BizError('FILE_REQUIRED');
  if (name.length > LIMITS.fileNameMax) throw new BizError('FILE_NAME_TOO_LONG', { max: LIMITS.fileNameMax });
  if (/[\uD800-\uDFFF]/.test(name.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''))) {
    throw new BizError('PARAMETER_FORMAT', { detail: 'fileName: must not contain unpaired surrogates' });
  }
  return name;
}

/** Refuses an extension outside the kind's list (spec §8 "please upload {types} file"). */
function checkExtension(extension: string, limit: UploadLimit): void {
  if (!limit.types.includes(extension)) throw new BizError('FILE_TYPE_NOT_ALLOWED', { types: limit.types.join(', ') });
}

/** How many more bytes the caller may upload (the daily quota's rest), and the refusal past them. */
export interface UploadBudget {
  bytes: number;
  exceeded(): BizError;
}

/**
 * Passes the bytes on while counting, hashing and checking the head: a file over the limit, past
 * the budget or whose bytes are not its extension fails the stream, so the storage keeps nothing of it.
 */
class Inspector extends Transform {
  size = 0;
  contentType = '';
  readonly hash = crypto.createHash('sha256');
  private head: Buffer[] = [];
  private headSize = 0;

  constructor(private readonly extension: string, private readonly maxMb: number, private readonly budget?: UploadBudget) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxMb * MB) return done(new BizError('FILE_TOO_LARGE', { max: this.maxMb }));
    if (this.budget && this.size > this.budget.bytes) return done(this.budget.exceeded());
    this.hash.update(chunk);
    if (!this.contentType) {
      this.head.push(chunk);
      this.headSize += chunk.length;
      if (this.headSize >= HEAD_BYTES) {
        const failed = this.checkHead();
        if (failed) return done(failed);
      }
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.size === 0) return done(new BizError('FILE_EMPTY'));
    done(this.contentType ? null : this.checkHead());
  }

  private checkHead(): BizError | null {
    const head = Buffer.concat(this.head).subarray(0, HEAD_BYTES);
    this.head = [];
    const type = contentTypeOf(this.extension, head);
    if (!type) return new BizError('FILE_CONTENT_MISMATCH', { ext: this.extension });
    this.contentType = type;
    return null;
  }
}

const storageKeyOf = (id: string, at: Date) =>
  `attachments/${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}/${id}`;

/**
 * Streams one file into the storage under the limit known so far (the kind's when it came before
 * the file, else the largest of all) and within the budget. The row is written later by saveUploads;
 * until then the key is in flight.
 */
export async function storeUpload(ctx: AppContext, file: IncomingFile, limit: UploadLimit, budget?: UploadBudget): Promise<StoredUpload> {
  let fileName: string;
  try {
    fileName = cleanFileName(file.fileName);
    checkExtension(extensionOf(fileName), limit);
  } catch (err) {
    file.stream.resume(); // let the rest of the body go by
    throw err;
  }
  const extension = extensionOf(fileName);
  const id = crypto.randomUUID();
  const storageKey = storageKeyOf(id, ctx.now());
  const inspector = new Inspector(extension, limit.maxMb, budget);
  // A failing inspector ends the storage's write; the part's own error (a body cut short) too.
  file.stream.on('error', (err) => inspector.destroy(err));
  // The storage's pipeline reports the inspector's refusal; a late second emit must not go uncaught.
  inspector.on('error', () => {});
  try {
    // Listed before a byte is written: a crash from here on leaves bytes the sweep knows of.
    await ctx.db.insert(filesInFlight).values({ storageKey, since: ctx.now() });
  } catch (err) {
    file.stream.resume();
    throw err;
  }
  file.stream.pipe(inspector);
  try {
    await ctx.files.putStream(storageKey, inspector);
  } catch (err) {
    file.stream.resume();
    // A failed write leaves nothing under the key.
    await ctx.db.delete(filesInFlight).where(eq(filesInFlight.storageKey, storageKey));
    throw err;
  }
  return { id, fileName, extension, contentType: inspector.contentType, size: inspector.size, sha256: inspector.hash.digest('hex'), storageKey };
}

/**
 * Deletes bytes, then their in-flight rows: a crash between the two leaves the rows, and the
 * sweep deletes the bytes again.
 */
export async function removeBytes(ctx: AppContext, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await Promise.all(keys.map((key) => ctx.files.delete(key)));
  await ctx.db.delete(filesInFlight).where(inArray(filesInFlight.storageKey, keys));
}

/**
 * In the transaction that deletes files rows: their bytes are in flight, due at once, so that a
 * crash before removeBytes finishes leaves them to the sweep.
 */
export async function bytesToRemove(tx: Db | Tx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.insert(filesInFlight).values(keys.map((storageKey) => ({ storageKey, since: new Date(0) })))
    .onConflictDoUpdate({ target: filesInFlight.storageKey, set: { since: new Date(0) } });
}

/** Removes stored bytes whose rows were never written (a refused upload). */
export async function discardUploads(ctx: AppContext, stored: StoredUpload[]): Promise<void> {
  await removeBytes(ctx, stored.map((s) => s.storageKey));
}

/**
 * Checks the stored files against their kind (now known for certain), counts them against the
 * user's daily quota and writes their rows in one transaction; on a refusal nothing is kept.
 */
export async function saveUploads(ctx: AppContext, user: AuthUser, softType: SoftType, stored: StoredUpload[]): Promise<TFileRecord[]> {
  const limit = UPLOAD_LIMITS[softType];
  try {
    if (stored.length === 0) throw new BizError('FILE_REQUIRED');
    if (stored.length > limit.maxCount) throw new BizError('FILE_COUNT_EXCEEDED', { max: limit.maxCount });
    for (const s of stored) {
      checkExtension(s.extension, limit);
      if (s.size > limit.maxMb * MB) throw new BizError('FILE_TOO_LARGE', { max: limit.maxMb });
    }
    const now = ctx.now();
    const keys = stored.map((s) => s.storageKey);
    return await ctx.db.transaction(async (tx) => {
      await chargeUpload(tx, ctx.config.uploadQuota, user, now, stored.reduce((n, s) => n + s.size, 0), stored.length);
      // An upload older than the sweep's grace may have lost its bytes to the sweep already.
      const landed = await tx.delete(filesInFlight)
        .where(and(inArray(filesInFlight.storageKey, keys), gte(filesInFlight.since, new Date(now.getTime() - UNATTACHED_TTL_MS))))
        .returning({ key: filesInFlight.storageKey });
      if (landed.length !== keys.length) throw new BizError('PARAMETER_FORMAT', { detail: 'file: the upload took longer than a day' });
      const rows = await tx.insert(files).values(stored.map((s) => ({
        id: s.id, fileName: s.fileName, extension: s.extension, contentType: s.contentType, size: s.size, sha256: s.sha256,
        storageKey: s.storageKey, softType, uploaderId: user.id, unattachedSince: now, createdAt: now,
      }))).returning();
      return rows.map(presentFile);
    });
  } catch (err) {
    await discardUploads(ctx, stored);
    throw err;
  }
}

/** Visitors only read (spec §1); everybody else logged in may upload. */
export function assertMayUpload(user: AuthUser): void {
  if (user.isVisitor) throw new BizError('VISITOR_CANNOT_UPLOAD');
}

export const presentFile = (row: FileRow): TFileRecord => ({
  id: row.id, fileName: row.fileName, size: row.size, contentType: row.contentType, sha256: row.sha256,
  softType: (SOFT_TYPES as readonly string[]).includes(row.softType) ? (row.softType as SoftType) : 'default',
});

// ---------------------------------------------------------------- attachments (for other modules)

/**
 * Attaches the caller's own unattached uploads to an object, inside the caller's transaction.
 * Checks that every id exists and was uploaded by the user, and the object kind's limits (types,
 * size, count including the files it already has). Ids already on this object are left as they are.
 * Call it inside the owning module's transaction: the object and its files are written together.
 */
export async function attachFiles(tx: Db | Tx, req: TAttachmentRequest, user: Pick<AuthUser, 'id'>): Promise<void> {
  const ids = [...new Set(req.fileIds)];
  if (ids.length === 0) return;
  const rows = await tx.select().from(files).where(inArray(files.id, ids));
  // A form sends its object's attachments back with its new uploads: those already attached stay,
  // whoever uploaded them (the handler saving the dealer's inquiry); a new one must be the caller's.
  const fresh = rows.filter((r) => !(r.objectRef === req.objectRef && r.objectId === req.objectId));
  if (rows.length !== ids.length || fresh.some((r) => r.uploaderId !== user.id)) throw new BizError('FILE_NOT_FOUND');
  if (fresh.some((r) => r.objectId !== null)) throw new BizError('FILE_ATTACHED');
  if (fresh.length === 0) return;
  const limit = limitsOfObject(req.objectRef);
  // Two transactions attaching to one object at once would each count the files before the other's:
  // they take turns (the lock ends with the caller's transaction).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`files:${req.objectRef}:${req.objectId}`}, 0))`);
  for (const r of fresh) {
    checkExtension(r.extension, limit);
    if (r.size > limit.maxMb * MB) throw new BizError('FILE_TOO_LARGE', { max: limit.maxMb });
  }
  const [{ n }] = await tx.select({ n: count() }).from(files).where(and(eq(files.objectRef, req.objectRef), eq(files.objectId, req.objectId)));
  if (n + fresh.length > limit.maxCount) throw new BizError('FILE_COUNT_EXCEEDED', { max: limit.maxCount });
  const attached = await tx.update(files)
    .set({ objectRef: req.objectRef, objectId: req.objectId, unattachedSince: null })
    .where(and(inArray(files.id, fresh.map((r) => r.id)), isNull(files.objectId)))
    .returning({ id: files.id });
  // Another request attached one of them meanwhile.
  if (attached.length !== fresh.length) throw new BizError('FILE_ATTACHED');
}

/**
 * Detaches files from an object, inside the caller's transaction. They are swept a day later
 * (so a transaction that rolls back loses nothing). Every id must be attached to that object.
 */
export async function detachFiles(tx: Db | Tx, req: TAttachmentRequest, now = new Date()): Promise<void> {
  const ids = [...new Set(req.fileIds)];
  if (ids.length === 0) return;
  const detached = await tx.update(files)
    .set({ objectRef: null, objectId: null, unattachedSince: now })
    .where(and(inArray(files.id, ids), eq(files.objectRef, req.objectRef), eq(files.objectId, req.objectId)))
    .returning({ id: files.id });
  if (detached.length !== ids.length) throw new BizError('FILE_NOT_FOUND');
}

/** The attachments (id, fileName) of each object, oldest first; objects without files are absent. */
export async function listAttachments(db: Db | Tx, objectRef: string, objectIds: string[]): Promise<Map<string, TAttachment[]>> {
  const result = new Map<string, TAttachment[]>();
  if (objectIds.length === 0) return result;
  const rows = await db.select({ id: files.id, fileName: files.fileName, objectId: files.objectId }).from(files)
    .where(and(eq(files.objectRef, objectRef), inArray(files.objectId, [...new Set(objectIds)])))
    .orderBy(asc(files.createdAt), asc(files.id));
  for (const row of rows) {
    const list = result.get(row.objectId!) ?? [];
    list.push({ id: row.id, fileName: row.fileName });
    result.set(row.objectId!, list);
  }
  return result;
}

/** POST /rest/base/file/attachment/add: only for object kinds whose module lets callers edit them. */
export async function addAttachments(ctx: AppContext, user: AuthUser, req: TAttachmentRequest): Promise<void> {
  await assertMayEdit(ctx, user, req);
  await ctx.db.transaction((tx) => attachFiles(tx, req, user));
}

/** DELETE /rest/base/file/attachment/delete. */
export async function removeAttachments(ctx: AppContext, user: AuthUser, req: TAttachmentRequest): Promise<void> {
  await assertMayEdit(ctx, user, req);
  await ctx.db.transaction((tx) => detachFiles(tx, req, ctx.now()));
}

async function assertMayEdit(ctx: AppContext, user: AuthUser, req: TAttachmentRequest): Promise<void> {
  const canEdit = access.get(req.objectRef)?.canEdit;
  if (!canEdit || !(await canEdit(ctx, user, req.objectId))) throw new BizError('ATTACHMENT_OBJECT_NOT_FOUND');
}

// ---------------------------------------------------------------- reading and deleting

/** A file the user may read: their own upload, or attached to an object they may see. */
export async function getReadableFile(ctx: AppContext, user: AuthUser, id: string): Promise<FileRow> {
  const [row] = await ctx.db.select().from(files).where(eq(files.id, id));
  if (!row) throw new BizError('FILE_NOT_FOUND');
  if (row.uploaderId === user.id) return row;
  const canView = row.objectRef && row.objectId ? access.get(row.objectRef)?.canView : undefined;
  if (canView && (await canView(ctx, user, row.objectId!))) return row;
  throw new BizError('FILE_NOT_FOUND');
}

/** Bytes start..end of a file, both inclusive. */
export interface ByteRange { start: number; end: number }

/**
 * A `Range` header against a file's size (RFC 9110 §14): one range of bytes gives it; none, another
 * unit or several ranges give the whole file (allowed by the RFC); a range past the end is
 * unsatisfiable.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'whole' | 'unsatisfiable' {
  const m = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!m || (m[1] === '' && m[2] === '')) return 'whole';
  if (m[1] === '') {
    const suffix = Number(m[2]);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** The bytes of a readable file (or the range asked for), streamed. */
export async function openFile(ctx: AppContext, user: AuthUser, id: string, rangeHeader?: string) {
  const row = await getReadableFile(ctx, user, id);
  const range = parseRange(rangeHeader, row.size);
  if (range === 'unsatisfiable') return { row, unsatisfiable: true as const };
  const stored = await ctx.files.getStream(row.storageKey, range === 'whole' ? undefined : range);
  if (!stored) throw new BizError('FILE_NOT_FOUND');
  return { row, stream: stored.stream, size: stored.size, range: range === 'whole' ? null : range };
}

/** DELETE /rest/file/{id}: the uploader deletes an upload not attached to anything. */
export async function deleteFile(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  const [row] = await ctx.db.select().from(files).where(and(eq(files.id, id), eq(files.uploaderId, user.id)));
  if (!row) throw new BizError('FILE_NOT_FOUND');
  if (row.objectId) throw new BizError('FILE_ATTACHED');
  const key = await ctx.db.transaction(async (tx) => {
    const [gone] = await tx.delete(files).where(and(eq(files.id, id), isNull(files.objectId))).returning({ key: files.storageKey });
    if (!gone) throw new BizError('FILE_ATTACHED');
    await bytesToRemove(tx, [gone.key]);
    return gone.key;
  });
  await removeBytes(ctx, [key]);
}

// ---------------------------------------------------------------- limits

/** GET /rest/config/maxSize/{type}: the largest size in MB and the types, joined by '/' (spec §7). */
export function maxSizeOf(softType: SoftType): string {
  const limit = UPLOAD_LIMITS[softType];
  return `${limit.maxMb}/${limit.types.join(',')}`;
}

/** GET /rest/base/file/listModels: every upload kind with its limits. */
export function listUploadModels(): TUploadModel[] {
  return SOFT_TYPES.map((softType) => ({ softType, ...UPLOAD_LIMITS[softType], types: [...UPLOAD_LIMITS[softType].types] }));
}
