import crypto from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  DOWNLOAD_CATEGORIES, DOWNLOAD_FILE_TYPES, DOWNLOAD_FOLDER_DEPTH_MAX, DOWNLOAD_MANAGING_PERMISSIONS, UPLOAD_LIMITS,
  type TDownloadCategory, type TDownloadFile, type TDownloadFileCreate, type TDownloadFileTypes, type TDownloadFileUpdate,
  type TDownloadFolderFilesQuery, type TDownloadFolderInput, type TDownloadFolderNode, type TDownloadMinFile, type TDownloadMinFilesQuery, type TDownloadSearchQuery,
  type TDownloadSource, type TPageQuery,
} from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { Db, Tx } from '../../platform/db.js';
import { BizError } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/session.js';
import { escapeLike } from '../../platform/sql.js';
import { attachFiles, detachFiles } from '../files/index.js';
import { files } from '../files/index.js';
import { groupIdsOf } from '../groups/index.js';
import { groups } from '../groups/index.js';
import { downloadFileGroups, downloadFiles, downloadFolders } from './downloads.tables.js';

/*
 * The download area: folders, entries (uploads or links), who sees them, download counts.
 * Rules: docs/decisions/025-download-area.md.
 */

/**
 * The files module's object kind of an uploaded entry. It is the upload kind's name, so the files
 * module holds attached files to the download area's limits (types xls … txt, size).
 */
export const DOWNLOAD_OBJECT_REF = 'download';

/** An administrator of the area sees every entry. */
export const mayManage = (user: AuthUser) => DOWNLOAD_MANAGING_PERMISSIONS.some((p) => user.permissions.has(p));

/** Who is looking: an administrator, or a reader with their groups. */
interface Viewer { manager: boolean; groupIds: string[] }

async function viewerOf(ctx: AppContext, user: AuthUser): Promise<Viewer> {
  if (mayManage(user)) return { manager: true, groupIds: [] };
  return { manager: false, groupIds: user.isVisitor ? [] : await groupIdsOf(ctx, user.id) };
}

/** Public, or shown to one of the viewer's groups; everything for an administrator. */
function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.manager) return undefined;
  const inGroup = viewer.groupIds.length
    ? sql`exists (select 1 from ${downloadFileGroups} where ${downloadFileGroups.fileId} = ${downloadFiles.id} and ${inArray(downloadFileGroups.groupId, viewer.groupIds)})`
    : sql`false`;
  return or(eq(downloadFiles.isPublic, true), inGroup);
}

const offset = (q: TPageQuery) => (q.page - 1) * q.pageSize;

type EntryRow = typeof downloadFiles.$inferSelect;

export function presentMin(row: EntryRow): TDownloadMinFile {
  return {
    id: row.id, name: row.name, type: row.type, size: row.size, source: row.source as TDownloadSource,
    category: row.category as TDownloadCategory, downloadCount: row.downloadCount, updateTime: row.updatedAt.toISOString(),
  };
}

/** The table's rows; group names only for administrators (readers need not know the audience). */
async function present(db: Db | Tx, viewer: Viewer, rows: EntryRow[]): Promise<TDownloadFile[]> {
  const byFile = new Map<string, { id: string; name: string }[]>();
  if (viewer.manager && rows.length) {
    const links = await db.select({ fileId: downloadFileGroups.fileId, id: groups.id, name: groups.name })
      .from(downloadFileGroups).innerJoin(groups, eq(groups.id, downloadFileGroups.groupId))
      .where(inArray(downloadFileGroups.fileId, rows.map((r) => r.id))).orderBy(asc(groups.name));
    for (const l of links) byFile.set(l.fileId, [...(byFile.get(l.fileId) ?? []), { id: l.id, name: l.name }]);
  }
  return rows.map((row) => ({
    ...presentMin(row), folderId: row.folderId, url: row.url, remarks: row.remarks, isPublic: row.isPublic,
    groups: byFile.get(row.id) ?? [], createTime: row.createdAt.toISOString(),
  }));
}

// ---------------------------------------------------------------- folders

type FolderRow = typeof downloadFolders.$inferSelect;

const allFolders = (db: Db | Tx) => db.select().from(downloadFolders).orderBy(asc(downloadFolders.name));

/** The folder and every folder below it. */
function subtreeIds(folders: FolderRow[], rootId: string): string[] {
  const out = [rootId];
  for (let i = 0; i < out.length; i++) for (const f of folders) if (f.parentId === out[i]) out.push(f.id);
  return out;
}

/**
 * GET /rest/base/download/folder/tree: every folder for an administrator; a reader sees the
 * folders that hold something they may download (in them or below).
 */
export async function folderTree(ctx: AppContext, user: AuthUser): Promise<TDownloadFolderNode[]> {
  const viewer = await viewerOf(ctx, user);
  const folders = await allFolders(ctx.db);
  const counts = await ctx.db.select({ folderId: downloadFiles.folderId, n: count() }).from(downloadFiles)
    .where(visibleTo(viewer)).groupBy(downloadFiles.folderId);
  const own = new Map(counts.map((c) => [c.folderId, c.n]));
  const build = (parentId: string | null): TDownloadFolderNode[] => folders
    .filter((f) => f.parentId === parentId)
    .map((f) => {
      const children = build(f.id);
      return { id: f.id, parentId: f.parentId, name: f.name, fileCount: (own.get(f.id) ?? 0) + children.reduce((s, c) => s + c.fileCount, 0), children };
    })
    .filter((n) => viewer.manager || n.fileCount > 0);
  return build(null);
}

async function folderOf(db: Db | Tx, id: string): Promise<FolderRow> {
  const [row] = await db.select().from(downloadFolders).where(eq(downloadFolders.id, id));
  if (!row) throw new BizError('DOWNLOAD_FOLDER_NOT_FOUND');
  return row;
}

/** The SQLSTATE of a database refusal, however deep the driver wrapped it. */
function pgCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** POST /rest/base/download/folder: a folder at the top or under a parent, at most DOWNLOAD_FOLDER_DEPTH_MAX deep. */
export async function createFolder(ctx: AppContext, input: TDownloadFolderInput): Promise<{ id: string }> {
  const parentId = input.parentId ?? null;
  if (parentId) {
    const folders = await allFolders(ctx.db);
    const byId = new Map(folders.map((f) => [f.id, f]));
    if (!byId.has(parentId)) throw new BizError('DOWNLOAD_FOLDER_NOT_FOUND');
    let depth = 1;
    for (let at: string | null = parentId; at; at = byId.get(at)?.parentId ?? null) depth++;
    if (depth > DOWNLOAD_FOLDER_DEPTH_MAX) throw new BizError('DOWNLOAD_FOLDER_TOO_DEEP', { max: DOWNLOAD_FOLDER_DEPTH_MAX });
  }
  try {
    const [row] = await ctx.db.insert(downloadFolders).values({ parentId, name: input.name }).returning({ id: downloadFolders.id });
    return row;
  } catch (err) {
    if (pgCode(err) === '23505') throw new BizError('DOWNLOAD_FOLDER_NAME_EXISTS', { name: input.name });
    // The parent was deleted meanwhile.
    if (pgCode(err) === '23503') throw new BizError('DOWNLOAD_FOLDER_NOT_FOUND');
    throw err;
  }
}

/** PUT /rest/base/download/folder/{id}: a new name (unique among its siblings). */
export async function renameFolder(ctx: AppContext, id: string, name: string): Promise<void> {
  let changed;
  try {
    changed = await ctx.db.update(downloadFolders).set({ name, updatedAt: ctx.now() }).where(eq(downloadFolders.id, id)).returning({ id: downloadFolders.id });
  } catch (err) {
    if (pgCode(err) === '23505') throw new BizError('DOWNLOAD_FOLDER_NAME_EXISTS', { name });
    throw err;
  }
  if (!changed.length) throw new BizError('DOWNLOAD_FOLDER_NOT_FOUND');
}

/**
 * DELETE /rest/base/download/folder/{id}: only an empty folder. Deleting files is its own
 * permission (PER_DOWNLOAD_AREA_DELETE), so a folder delete never takes files with it.
 */
export async function deleteFolder(ctx: AppContext, id: string): Promise<void> {
  await folderOf(ctx.db, id);
  const [sub] = await ctx.db.select({ id: downloadFolders.id }).from(downloadFolders).where(eq(downloadFolders.parentId, id)).limit(1);
  const [entry] = await ctx.db.select({ id: downloadFiles.id }).from(downloadFiles).where(eq(downloadFiles.folderId, id)).limit(1);
  if (sub || entry) throw new BizError('DOWNLOAD_FOLDER_NOT_EMPTY');
  try {
    const removed = await ctx.db.delete(downloadFolders).where(eq(downloadFolders.id, id)).returning({ id: downloadFolders.id });
    if (!removed.length) throw new BizError('DOWNLOAD_FOLDER_NOT_FOUND');
  } catch (err) {
    // The foreign keys (restrict) refuse a folder with subfolders or files, even one added meanwhile.
    if (pgCode(err) === '23503') throw new BizError('DOWNLOAD_FOLDER_NOT_EMPTY');
    throw err;
  }
}

// ---------------------------------------------------------------- entries: reading

/** GET /rest/base/download/folder/{id}/files: the folder's own entries the caller may see, by name. */
export async function folderFiles(ctx: AppContext, user: AuthUser, folderId: string, q: TDownloadFolderFilesQuery) {
  await folderOf(ctx.db, folderId);
  const viewer = await viewerOf(ctx, user);
  const where = and(eq(downloadFiles.folderId, folderId), visibleTo(viewer), q.key ? ilike(downloadFiles.name, `%${escapeLike(q.key)}%`) : undefined);
  return pageOf(ctx, viewer, where, q, [asc(downloadFiles.name), asc(downloadFiles.id)]);
}

async function pageOf(ctx: AppContext, viewer: Viewer, where: SQL | undefined, q: TPageQuery, order: SQL[]) {
  const [{ n }] = await ctx.db.select({ n: count() }).from(downloadFiles).where(where);
  const rows = await ctx.db.select().from(downloadFiles).where(where).orderBy(...order).limit(q.pageSize).offset(offset(q));
  return { rows, count: n, present: () => present(ctx.db, viewer, rows) };
}

/** The folder and its subfolders as a condition on entries (refused when the folder does not exist). */
async function inSubtree(db: Db | Tx, folderId: string): Promise<SQL> {
  const folders = await allFolders(db);
  if (!folders.some((f) => f.id === folderId)) throw new BizError('DOWNLOAD_FOLDER_NOT_FOUND');
  return inArray(downloadFiles.folderId, subtreeIds(folders, folderId));
}

/**
 * The reader's list (GET /rest/DownloadAreaMin/files): newest first, as a reader looks for what
 * is new; a folder counts its subfolders' entries, as the tree's counts do.
 */
export async function minFiles(ctx: AppContext, user: AuthUser, q: TDownloadMinFilesQuery) {
  const viewer = await viewerOf(ctx, user);
  const where = and(
    q.folderId ? await inSubtree(ctx.db, q.folderId) : undefined,
    visibleTo(viewer),
    q.key ? ilike(downloadFiles.name, `%${escapeLike(q.key)}%`) : undefined,
  );
  const p = await pageOf(ctx, viewer, where, q, [desc(downloadFiles.updatedAt), asc(downloadFiles.id)]);
  return { contents: p.rows.map(presentMin), count: p.count };
}

/** GET /rest/base/download/top-files: the most downloaded entries the caller may see. */
export async function topFiles(ctx: AppContext, user: AuthUser, limit: number): Promise<TDownloadMinFile[]> {
  const viewer = await viewerOf(ctx, user);
  const rows = await ctx.db.select().from(downloadFiles).where(visibleTo(viewer))
    .orderBy(desc(downloadFiles.downloadCount), desc(downloadFiles.updatedAt), asc(downloadFiles.id)).limit(limit);
  return rows.map(presentMin);
}

/**
 * GET /rest/base/download/zone-key: entries whose name or remarks contain the key, among those
 * the caller may see, optionally in one folder and below.
 */
export async function searchFiles(ctx: AppContext, user: AuthUser, q: TDownloadSearchQuery) {
  const viewer = await viewerOf(ctx, user);
  const inFolders = q.folderId ? await inSubtree(ctx.db, q.folderId) : undefined;
  const like = `%${escapeLike(q.key)}%`;
  const where = and(visibleTo(viewer), inFolders, or(ilike(downloadFiles.name, like), ilike(downloadFiles.remarks, like)));
  return pageOf(ctx, viewer, where, q, [desc(downloadFiles.downloadCount), asc(downloadFiles.name), asc(downloadFiles.id)]);
}

/** GET /rest/base/download/file-types. */
export function fileTypes(): TDownloadFileTypes {
  return { categories: [...DOWNLOAD_CATEGORIES], types: [...DOWNLOAD_FILE_TYPES], maxMb: UPLOAD_LIMITS.download.maxMb };
}

// ---------------------------------------------------------------- entries: writing

async function checkGroups(tx: Tx, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return unique;
  const [{ n }] = await tx.select({ n: count() }).from(groups).where(inArray(groups.id, unique));
  if (n !== unique.length) throw new BizError('DOWNLOAD_GROUP_NOT_FOUND');
  return unique;
}

async function setGroups(tx: Tx, fileId: string, ids: string[]) {
  await tx.delete(downloadFileGroups).where(eq(downloadFileGroups.fileId, fileId));
  if (ids.length) await tx.insert(downloadFileGroups).values(ids.map((groupId) => ({ fileId, groupId })));
}

/**
 * POST /rest/base/download/file: an entry for the caller's own upload (attached here, in the same
 * transaction, under the download kind's limits) or an external link.
 */
export async function createEntry(ctx: AppContext, user: AuthUser, body: TDownloadFileCreate): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  return ctx.db.transaction(async (tx) => {
    await folderOf(tx, body.folderId);
    const groupIds = await checkGroups(tx, body.groupIds ?? []);
    const common = {
      id, folderId: body.folderId, category: body.category ?? 'OTHER', remarks: body.remarks ?? '', isPublic: body.isPublic ?? false,
      creatorId: user.id, createdAt: ctx.now(), updatedAt: ctx.now(),
    };
    if (body.fileId) {
      await attachFiles(tx, { objectRef: DOWNLOAD_OBJECT_REF, objectId: id, fileIds: [body.fileId] }, user);
      const [file] = await tx.select().from(files).where(eq(files.id, body.fileId));
      await tx.insert(downloadFiles).values({ ...common, name: body.name ?? file.fileName, source: 'LOCAL', fileId: file.id, size: file.size, type: file.extension });
    } else {
      await tx.insert(downloadFiles).values({ ...common, name: body.name!, source: 'LINK', url: body.url!, type: 'link' });
    }
    await setGroups(tx, id, groupIds);
    return { id };
  });
}

async function entryOf(db: Db | Tx, id: string): Promise<EntryRow> {
  const [row] = await db.select().from(downloadFiles).where(eq(downloadFiles.id, id));
  if (!row) throw new BizError('DOWNLOAD_FILE_NOT_FOUND');
  return row;
}

/** PUT /rest/base/download/file/{id}: name, folder, category, remarks, audience; a link's address. */
export async function updateEntry(ctx: AppContext, id: string, body: TDownloadFileUpdate): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await entryOf(tx, id);
    if (body.url && row.source !== 'LINK') throw new BizError('DOWNLOAD_NOT_A_LINK');
    await folderOf(tx, body.folderId);
    const groupIds = await checkGroups(tx, body.groupIds ?? []);
    await tx.update(downloadFiles).set({
      name: body.name, folderId: body.folderId, category: body.category ?? 'OTHER', remarks: body.remarks ?? '',
      isPublic: body.isPublic ?? false, url: row.source === 'LINK' ? (body.url ?? row.url) : null, updatedAt: ctx.now(),
    }).where(eq(downloadFiles.id, id));
    await setGroups(tx, id, groupIds);
  });
}

/** DELETE /rest/base/download/file/{id}: the entry goes; its upload is detached and swept a day later. */
export async function deleteEntry(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(downloadFiles).where(eq(downloadFiles.id, id)).returning();
    if (!row) throw new BizError('DOWNLOAD_FILE_NOT_FOUND');
    if (row.fileId) await detachFiles(tx, { objectRef: DOWNLOAD_OBJECT_REF, objectId: id, fileIds: [row.fileId] }, ctx.now());
  });
}

// ---------------------------------------------------------------- downloading

async function mayView(ctx: AppContext, user: AuthUser, row: EntryRow): Promise<boolean> {
  const viewer = await viewerOf(ctx, user);
  if (viewer.manager || row.isPublic) return true;
  if (!viewer.groupIds.length) return false;
  const [hit] = await ctx.db.select({ id: downloadFileGroups.groupId }).from(downloadFileGroups)
    .where(and(eq(downloadFileGroups.fileId, row.id), inArray(downloadFileGroups.groupId, viewer.groupIds))).limit(1);
  return !!hit;
}

/** Files module hook: who may download the entry may fetch its upload through the files routes. */
export async function canViewEntry(ctx: AppContext, user: AuthUser, id: string): Promise<boolean> {
  const [row] = await ctx.db.select().from(downloadFiles).where(eq(downloadFiles.id, id));
  return !!row && mayView(ctx, user, row);
}

/**
 * GET /rest/base/download/file/{id}/download: refuses an entry the caller may not see; counts the
 * download (not the later pieces of a resumed one: a Range that does not start at byte 0).
 */
export async function beginDownload(ctx: AppContext, user: AuthUser, id: string, rangeHeader: string | undefined): Promise<EntryRow> {
  const row = await entryOf(ctx.db, id);
  if (!(await mayView(ctx, user, row))) throw new BizError('DOWNLOAD_FILE_FORBIDDEN');
  const continues = /^\s*bytes=(\d*)-/.exec(rangeHeader ?? '')?.[1];
  if (!continues || Number(continues) === 0) {
    await ctx.db.update(downloadFiles).set({ downloadCount: sql`${downloadFiles.downloadCount} + 1` }).where(eq(downloadFiles.id, id));
  }
  return row;
}
