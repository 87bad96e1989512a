import { z } from 'zod';
import { ZId } from '../envelope.js';
import { LIMITS } from '../limits.js';
import type { UserType } from '../permissions.js';

/*
 * Uploads and attachments (spec §3 Attachment, §5 Upload, §7 Files, §9). ONE table of limits per
 * upload kind (softType): the server enforces it, the web's LimitedUpload shows it.
 */

/** The upload kinds of spec §5 and §9; `default` is every other upload. */
export const SOFT_TYPES = ['default', 'InquiryForm', 'Conversation', 'Feedback', 'download', 'BulletinPicture'] as const;
export type SoftType = (typeof SOFT_TYPES)[number];

export interface UploadLimit {
  /** Largest file, in MB (1 MB = 1,048,576 bytes). */
  maxMb: number;
  /** Files at most per object (and per multi-file upload). */
  maxCount: number;
  /** Extensions allowed, lower case without the dot; the bytes must match (checked by the server). */
  types: readonly string[];
}

/** Spec §9: default 1024 MB × 5 (zip jpg png doc docx json xlsx); inquiry 200 MB × 10 and its list. */
const DEFAULT_TYPES = ['zip', 'jpg', 'png', 'doc', 'docx', 'json', 'xlsx'] as const;
const INQUIRY_TYPES = ['zip', 'jpg', 'png', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf', 'mp4', 'mp3', 'avi', 'rar', 'jpeg', 'svg'] as const;

export const UPLOAD_LIMITS = {
  default: { maxMb: LIMITS.uploadDefaultMaxMb, maxCount: LIMITS.uploadDefaultCount, types: DEFAULT_TYPES },
  InquiryForm: { maxMb: LIMITS.inquiryAttachmentMaxMb, maxCount: LIMITS.inquiryAttachmentCount, types: INQUIRY_TYPES },
  // A reply carries the inquiry's kinds of files, smaller (spec §9 "reply attachments 50 MB").
  Conversation: { maxMb: LIMITS.replyAttachmentMaxMb, maxCount: LIMITS.inquiryAttachmentCount, types: INQUIRY_TYPES },
  // Spec §5: "feedback uses the server list", which is the default one.
  Feedback: { maxMb: LIMITS.uploadDefaultMaxMb, maxCount: LIMITS.uploadDefaultCount, types: DEFAULT_TYPES },
  // Spec §5: the download area accepts xls, xlsx, pdf, doc, docx, txt.
  download: { maxMb: LIMITS.uploadDefaultMaxMb, maxCount: LIMITS.uploadDefaultCount, types: ['xls', 'xlsx', 'pdf', 'doc', 'docx', 'txt'] },
  // Spec §3 Bulletin: one picture, PNG/JPG/JPEG.
  BulletinPicture: { maxMb: LIMITS.uploadDefaultMaxMb, maxCount: 1, types: ['png', 'jpg', 'jpeg'] },
} as const satisfies Record<SoftType, UploadLimit>;

/** The largest file any kind takes: the stream's hard stop before the kind is known. */
export const UPLOAD_MAX_MB = Math.max(...Object.values(UPLOAD_LIMITS).map((l) => l.maxMb));

/** The most files any kind takes at once. */
export const UPLOAD_MAX_COUNT = Math.max(...Object.values(UPLOAD_LIMITS).map((l) => l.maxCount));

export const MB = 1024 * 1024;

/**
 * The multipart parser's hard stops of every upload route (the download area's too): one byte
 * over the largest kind and one file over the most, so the kind's own limit answers first.
 */
export const MULTIPART_LIMITS = { fileSize: UPLOAD_MAX_MB * MB + 1, files: UPLOAD_MAX_COUNT + 1, fields: 10, fieldSize: 1024, parts: UPLOAD_MAX_COUNT + 11 };

/** What one user may upload in one UTC day (decision 032). */
export interface DailyUploadQuota {
  /** Megabytes (1 MB = 1,048,576 bytes), the bytes of every upload of the day together. */
  mb: number;
  /** Files, each file of a multi-file upload counted. */
  files: number;
}

/**
 * The daily upload quota of each user type (docs/decisions/032-upload-quota.md); `default` is every
 * type not named. Every upload counts, attached or not, deleted or not. The server's UPLOAD_QUOTA
 * setting replaces any of them. Self-registered accounts attach files to nothing (their role only
 * reads the download area), so they get least; the download area's administrators, who file 1 GB
 * documents, and the system's, who import manuals, most.
 */
export const UPLOAD_QUOTA_DEFAULTS = {
  default: { mb: 1024, files: 100 },
  REGISTER: { mb: 50, files: 10 },
  CUSTOMER: { mb: 1024, files: 100 },
  CLIENT: { mb: 1024, files: 100 },
  DEALER: { mb: 4096, files: 300 },
  SERVICE_STATION: { mb: 4096, files: 300 },
  FACILITATOR: { mb: 4096, files: 300 },
  INNER_USER: { mb: 4096, files: 300 },
  CENTRAL: { mb: 4096, files: 300 },
  IN_PLANT: { mb: 4096, files: 300 },
  BULLETIN_ADMIN: { mb: 4096, files: 300 },
  FEEDBACK_ADMIN: { mb: 4096, files: 300 },
  DOWNLOAD_ADMIN: { mb: 10_240, files: 500 },
  DOMAIN_ADMIN: { mb: 20_480, files: 1000 },
  SYSTEM_ADMIN: { mb: 20_480, files: 1000 },
} as const satisfies Record<UserType | 'default', DailyUploadQuota>;

/** The limits of a softType; an unknown or missing one is the default (spec §5). */
export function uploadLimitOf(softType: string | undefined): UploadLimit {
  return (UPLOAD_LIMITS as Record<string, UploadLimit>)[softType ?? 'default'] ?? UPLOAD_LIMITS.default;
}

/** The extension of a file name, lower case without the dot ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export const ZSoftType = z.enum(SOFT_TYPES);

/** A file's display name: trimmed, 1..70 characters, no path separators or control characters. */
export const ZFileName = z.string().trim().min(1).max(LIMITS.fileNameMax)
  .refine((s) => !/[\\/\u0000-\u001f\u007f]/.test(s), 'must not contain slashes or control characters');

/** Query of the upload routes: the kind may come here, so its limits apply while the bytes stream. */
export const ZUploadQuery = z.object({ softType: ZSoftType.optional() });

/** Spec §3 Attachment: what an upload answers and an object lists. */
export const ZAttachment = z.object({ id: ZId, fileName: z.string() });
export type TAttachment = z.infer<typeof ZAttachment>;

/** One stored upload, as its uploader sees it. */
export const ZFileRecord = ZAttachment.extend({
  size: z.number().int().nonnegative().describe('bytes'),
  contentType: z.string().describe('read from the bytes, not the name'),
  sha256: z.string().describe('hex'),
  softType: ZSoftType,
});
export type TFileRecord = z.infer<typeof ZFileRecord>;

/**
 * Spec §3 attachment link payload. objectRef names the kind of owning object (InquiryForm,
 * Conversation, Feedback, …); the module that owns it decides who may attach.
 */
export const ZAttachmentRequest = z.object({
  fileIds: z.array(ZId).min(1).max(UPLOAD_MAX_COUNT),
  objectId: ZId,
  objectRef: z.string().trim().min(1).max(50).regex(/^[A-Za-z][A-Za-z0-9]*$/, 'letters and digits'),
});
export type TAttachmentRequest = z.infer<typeof ZAttachmentRequest>;

/** GET /rest/config/maxSize/{type}: a softType. */
export const ZMaxSizeParams = z.object({ type: ZSoftType });

/** GET /rest/base/file/listModels: every upload kind and its limits. */
export const ZUploadModel = z.object({
  softType: ZSoftType,
  maxMb: z.number(),
  maxCount: z.number(),
  types: z.array(z.string()),
});
export type TUploadModel = z.infer<typeof ZUploadModel>;
