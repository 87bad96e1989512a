import { z } from 'zod';
import { wholeNumber, ZId, ZPageQuery } from '../envelope.js';
import { LIMITS } from '../limits.js';
import { UPLOAD_LIMITS } from '../files/schemas.js';
import type { PermissionCode } from '../permissions.js';

/*
 * The download area (spec §2 download_management, §6 download area permissions, §7 Files: download
 * area). Folders hold entries; an entry is an uploaded file (through the files module, softType
 * `download`) or an external link. Who sees an entry: docs/decisions/025-download-area.md.
 */

export const DOWNLOAD_FOLDER_NAME_MAX = LIMITS.titleMax;
/** Folders nest at most this deep (a root folder is depth 1). */
export const DOWNLOAD_FOLDER_DEPTH_MAX = 5;
export const DOWNLOAD_REMARKS_MAX = 200;
export const DOWNLOAD_URL_MAX = 2000;
/** Most groups one entry is shown to. */
export const DOWNLOAD_GROUPS_MAX = 50;
/** Entries on the home card's top list and the compact views. */
export const DOWNLOAD_TOP_DEFAULT = 10;
export const DOWNLOAD_TOP_MAX = 50;

/**
 * Any of these makes a user an administrator of the area: they see every entry, and the web offers
 * them download_management (readers get the download area).
 */
export const DOWNLOAD_MANAGING_PERMISSIONS: readonly PermissionCode[] = [
  'PER_DOWNLOAD_AREA_UPLOAD', 'PER_DOWNLOAD_AREA_DELETE',
  'PER_DOWNLOAD_AREA_FOLDER_ADD', 'PER_DOWNLOAD_AREA_FOLDER_UPDATE', 'PER_DOWNLOAD_AREA_FOLDER_DELETE',
];

/** What an entry is about (the "file types" of the area); the web names them in each language. */
export const DOWNLOAD_CATEGORIES = ['MANUAL', 'SOFTWARE', 'FORM', 'TRAINING', 'MARKETING', 'OTHER'] as const;
export type TDownloadCategory = (typeof DOWNLOAD_CATEGORIES)[number];

/** LOCAL: bytes uploaded here; LINK: an external address the download redirects to. */
export const DOWNLOAD_SOURCES = ['LOCAL', 'LINK'] as const;
export type TDownloadSource = (typeof DOWNLOAD_SOURCES)[number];

/** The extensions an uploaded entry may have (spec §5), and the type of a link entry. */
export const DOWNLOAD_FILE_TYPES = [...UPLOAD_LIMITS.download.types, 'link'] as const;

/** A folder or entry name: trimmed, no slashes or control characters. */
const ZName = (max: number) => z.string().trim().min(1).max(max)
  .refine((s) => !/[\\/\u0000-\u001f\u007f]/.test(s), 'must not contain slashes or control characters');

export const ZDownloadFolderInput = z.object({
  /** The parent folder; absent or null for a folder at the top. */
  parentId: ZId.nullable().optional(),
  name: ZName(DOWNLOAD_FOLDER_NAME_MAX),
});
export type TDownloadFolderInput = z.input<typeof ZDownloadFolderInput>;

export const ZDownloadFolderRename = z.object({ name: ZName(DOWNLOAD_FOLDER_NAME_MAX) });

export interface TDownloadFolderNode {
  id: string;
  parentId: string | null;
  name: string;
  /** Entries the caller may see in this folder and below. */
  fileCount: number;
  children: TDownloadFolderNode[];
}
// Recursive through a getter with an id, as the catalogue tree: the API document names it once.
export const ZDownloadFolderNode: z.ZodType<TDownloadFolderNode> = z.object({
  id: ZId,
  parentId: ZId.nullable(),
  name: z.string(),
  fileCount: z.number().int().nonnegative(),
  get children() {
    return z.array(ZDownloadFolderNode);
  },
}).meta({ id: 'DownloadFolderNode' });

/** An http(s) address for a link entry. */
export const ZDownloadUrl = z.string().trim().max(DOWNLOAD_URL_MAX).url()
  .refine((s) => /^https?:\/\//i.test(s), 'http or https only');

/** The fields an administrator sets on an entry (create and update). */
const ZEntryFields = z.object({
  folderId: ZId,
  category: z.enum(DOWNLOAD_CATEGORIES).default('OTHER'),
  remarks: z.string().trim().max(DOWNLOAD_REMARKS_MAX).default(''),
  isPublic: z.boolean().default(false),
  /** Groups that see a non-public entry (besides the administrators). */
  groupIds: z.array(ZId).max(DOWNLOAD_GROUPS_MAX).default([]),
});

/**
 * POST /rest/base/download/file: a new entry, either an upload (fileId from
 * /rest/base/file/downloadArea/upload; the name defaults to the file's) or an external link (url and name).
 */
export const ZDownloadFileCreate = ZEntryFields.extend({
  fileId: ZId.optional(),
  url: ZDownloadUrl.optional(),
  name: ZName(LIMITS.fileNameMax).optional(),
}).refine((b) => (b.fileId ? !b.url : !!b.url && !!b.name), 'either fileId, or url with name');
export type TDownloadFileCreate = z.input<typeof ZDownloadFileCreate>;

/** PUT /rest/base/download/file/{id}: everything but the bytes; a link may change its address. */
export const ZDownloadFileUpdate = ZEntryFields.extend({
  name: ZName(LIMITS.fileNameMax),
  url: ZDownloadUrl.optional(),
});
export type TDownloadFileUpdate = z.input<typeof ZDownloadFileUpdate>;

/** An entry as the download_management table shows it. */
export const ZDownloadFile = z.object({
  id: ZId,
  folderId: ZId,
  name: z.string(),
  /** Bytes; 0 for a link. */
  size: z.number().int().nonnegative(),
  /** The extension (pdf, xlsx, …) or `link`. */
  type: z.string(),
  category: z.enum(DOWNLOAD_CATEGORIES),
  source: z.enum(DOWNLOAD_SOURCES),
  /** The external address of a link; null for an upload. */
  url: z.string().nullable(),
  remarks: z.string(),
  isPublic: z.boolean(),
  /** Only for those who manage the area: the groups it is shown to. */
  groups: z.array(z.object({ id: ZId, name: z.string() })),
  downloadCount: z.number().int().nonnegative(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TDownloadFile = z.infer<typeof ZDownloadFile>;

/** GET /rest/base/download/folder/{id}/files: page, pageSize and an optional name filter. */
export const ZDownloadFolderFilesQuery = ZPageQuery.extend({
  key: z.string().trim().max(100).default(''),
});
export type TDownloadFolderFilesQuery = z.infer<typeof ZDownloadFolderFilesQuery>;

/** GET /rest/base/download/zone-key: name or remarks within what the caller may see; optionally one folder and below. */
export const ZDownloadSearchQuery = ZPageQuery.extend({
  key: z.string().trim().min(1).max(100),
  folderId: ZId.optional(),
});
export type TDownloadSearchQuery = z.infer<typeof ZDownloadSearchQuery>;

export const ZDownloadTopQuery = z.object({ limit: wholeNumber(1, DOWNLOAD_TOP_MAX).default(DOWNLOAD_TOP_DEFAULT) });

/** GET /rest/base/download/file-types: the categories and the types an entry may have. */
export const ZDownloadFileTypes = z.object({
  categories: z.array(z.enum(DOWNLOAD_CATEGORIES)),
  types: z.array(z.string()),
  /** Largest upload in MB (as /rest/config/maxSize/download). */
  maxMb: z.number(),
});
export type TDownloadFileTypes = z.infer<typeof ZDownloadFileTypes>;

/*
 * The compact read API (/rest/DownloadAreaMin/*) for the home card and the mobile view: the same
 * visibility, fewer fields.
 */
export const ZDownloadMinFile = z.object({
  id: ZId,
  name: z.string(),
  type: z.string(),
  size: z.number().int().nonnegative(),
  source: z.enum(DOWNLOAD_SOURCES),
  category: z.enum(DOWNLOAD_CATEGORIES),
  downloadCount: z.number().int().nonnegative(),
  updateTime: z.string(),
});
export type TDownloadMinFile = z.infer<typeof ZDownloadMinFile>;

/**
 * GET /rest/DownloadAreaMin/files: the download area as readers browse it, newest first: every
 * entry they may see, or those of one folder and its subfolders; `key` filters the name.
 */
export const ZDownloadMinFilesQuery = ZPageQuery.extend({
  folderId: ZId.optional(),
  key: z.string().trim().max(100).default(''),
});
export type TDownloadMinFilesQuery = z.infer<typeof ZDownloadMinFilesQuery>;
export const ZDownloadMinSearchQuery = ZPageQuery.extend({ key: z.string().trim().min(1).max(100) });
