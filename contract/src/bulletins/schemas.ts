import { z } from 'zod';
import { ZId, ZPageQuery, wholeNumber } from '../envelope.js';
import { ZAttachment } from '../files/schemas.js';
import { isRealDateTime } from '../inquiry/schemas.js';
import { ZCaseSimilarRequest } from '../cases/schemas.js';
import { ZVinCode } from '../catalogue/schemas.js';

/*
 * Bulletins and recalls (spec §3 Bulletin, §4 Bulletin, §7 Bulletins). The workflow is one table
 * on the server (bulletins.workflow.ts, docs/decisions/023-bulletins.md).
 */

export const BULLETIN_TYPES = ['MARKETING_ACTIVITIES', 'RECALL_TYPE', 'MAINTENANCE_BULLETIN', 'WARRANTY_BULLETIN', 'OTHER_BULLETIN'] as const;
export type TBulletinType = (typeof BULLETIN_TYPES)[number];
/** Types that concern particular vehicles: they may name models, VIN ranges and production dates. */
export const VEHICLE_BULLETIN_TYPES: readonly TBulletinType[] = ['RECALL_TYPE', 'MAINTENANCE_BULLETIN', 'WARRANTY_BULLETIN'];

/** INIT unpublished, REVIEWED unapproved (waiting on an approval level), APPROVED published. */
export const BULLETIN_STATUSES = ['INIT', 'REVIEWED', 'APPROVED'] as const;
export type TBulletinStatus = (typeof BULLETIN_STATUSES)[number];

export const BULLETIN_ACTIONS = ['create', 'update', 'publish', 'review', 'approve', 'top', 'untop', 'delete'] as const;
export type TBulletinAction = (typeof BULLETIN_ACTIONS)[number];

/** Bulletin attachments: at most 5 (spec §3). */
export const BULLETIN_ATTACHMENT_MAX = 5;
export const BULLETIN_THEME_MAX = 200;
export const BULLETIN_CONTENT_MAX = 200_000;
export const BULLETIN_GROUP_MAX = 50;
/** Affected part codes of a recall or technical bulletin: their favourites' owners are alerted on publishing. */
export const BULLETIN_PART_MAX = 100;

/**
 * A VIN range's ends, normalized here; whether they are VINs in order is the service's check, so
 * the writer is told in their language which range is wrong (BULLETIN_VIN_RANGE_INVALID).
 */
const RANGE_VIN = z.string().trim().toUpperCase().min(1).max(40);
const DATE = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const ZVinRange = z.object({ from: RANGE_VIN, to: RANGE_VIN });
export const ZDateRange = z.object({ from: DATE, to: DATE }).refine((r) => r.from <= r.to, 'from must not be after to');

/** Whom a bulletin reaches. Empty lists mean "any"; the vehicle lists only for vehicle types. */
export const ZBulletinAudience = z.object({
  userTypes: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  countries: z.array(z.string().trim().min(1).max(10)).max(300).default([]),
  models: z.array(z.string().trim().min(1).max(60)).max(500).default([]),
  vinRanges: z.array(ZVinRange).max(100).default([]),
  productionDates: z.array(ZDateRange).max(20).default([]),
  /** Groups (groups module): when any are named, a reader must be in one of them too. */
  groups: z.array(ZId).max(BULLETIN_GROUP_MAX).default([]),
});
export type TBulletinAudience = z.infer<typeof ZBulletinAudience>;

export const ZBulletinSave = z.object({
  theme: z.string().trim().min(1).max(BULLETIN_THEME_MAX),
  content: z.string().max(BULLETIN_CONTENT_MAX).default(''),
  type: z.enum(BULLETIN_TYPES),
  startTime: z.string().datetime({ offset: true }),
  endTime: z.string().datetime({ offset: true }),
  isPublic: z.boolean().default(false),
  /** An uploaded image (files module) shown with the bulletin. */
  pictureId: ZId.nullable().default(null),
  /** Uploaded files (files module), at most 5. */
  fileIds: z.array(ZId).max(BULLETIN_ATTACHMENT_MAX).default([]),
  audience: ZBulletinAudience.default({ userTypes: [], countries: [], models: [], vinRanges: [], productionDates: [], groups: [] }),
  /** Part (material) codes a recall or technical bulletin concerns; only for VEHICLE_BULLETIN_TYPES. */
  partCodes: z.array(z.string().trim().min(1).max(60)).max(BULLETIN_PART_MAX).default([]),
}).refine((b) => Date.parse(b.startTime) < Date.parse(b.endTime), { message: 'start must be before end', path: ['endTime'] });
export type TBulletinSave = z.infer<typeof ZBulletinSave>;

export const ZBulletinRow = z.object({
  id: ZId,
  theme: z.string(),
  type: z.enum(BULLETIN_TYPES),
  status: z.enum(BULLETIN_STATUSES),
  /** The approval level the bulletin waits on while REVIEWED (1-based); 0 otherwise. */
  approveLevel: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  isTop: z.boolean(),
  isPublic: z.boolean(),
  creatorName: z.string(),
  visitCount: z.number().int(),
  readCount: z.number().int(),
  /** Whether the caller has read it. */
  read: z.boolean(),
  /** What the caller may do to it now, read from the workflow table. */
  actions: z.array(z.enum(BULLETIN_ACTIONS)),
  createdAt: z.string(),
});
export type TBulletinRow = z.infer<typeof ZBulletinRow>;

/** POST bulletin/similar: the fault being typed on the new inquiry, and the vehicle it is for. */
export const ZBulletinSimilarRequest = ZCaseSimilarRequest.pick({ text: true, faultModule: true, faultSystem: true, faultPosition: true }).extend({
  vinCode: ZVinCode,
});
export type TBulletinSimilarRequest = z.input<typeof ZBulletinSimilarRequest>;

/** One of the vehicle's bulletins, as the new inquiry suggests it. */
export const ZBulletinSimilar = ZBulletinRow.extend({
  /** How well it answers the fault, 0–1, as a case suggestion's score. */
  score: z.number(),
  /** Whether it answers the fault; a recall of the vehicle is listed even when it does not. */
  matches: z.boolean(),
});
export type TBulletinSimilar = z.infer<typeof ZBulletinSimilar>;

/** A group as a bulletin's audience names it. */
export const ZBulletinGroup = z.object({ id: ZId, code: z.string(), name: z.string() });
export type TBulletinGroup = z.infer<typeof ZBulletinGroup>;
export const ZBulletinGroupQuery = z.object({ keyword: z.string().trim().max(60).default('') });
/** A catalogue model as a bulletin's audience names it (by its code). */
export const ZBulletinModel = z.object({ code: z.string(), name: z.string() });
export type TBulletinModel = z.infer<typeof ZBulletinModel>;

export const ZBulletinDetail = ZBulletinRow.extend({
  content: z.string(),
  pictureId: ZId.nullable(),
  /** The picture's file (name for the form), null without one. */
  picture: ZAttachment.nullable(),
  attachments: z.array(ZAttachment),
  audience: ZBulletinAudience,
  /** The audience's groups with their names (a deleted group is left out). */
  groups: z.array(ZBulletinGroup),
  partCodes: z.array(z.string()),
});
export type TBulletinDetail = z.infer<typeof ZBulletinDetail>;

export const ZBulletinPageQuery = ZPageQuery.extend({
  theme: z.string().trim().max(BULLETIN_THEME_MAX).optional(),
  type: z.enum(BULLETIN_TYPES).optional(),
  status: z.enum(BULLETIN_STATUSES).optional(),
  /** manage: every bulletin (for those who may write them); otherwise what the caller may read. */
  scope: z.enum(['read', 'manage']).default('read'),
});

export const ZBulletinApproveParams = z.object({ id: ZId, level: wholeNumber(1, 10) });
export const ZBulletinTopBody = z.object({ top: z.boolean() });

/** One approval level and its button's name (configuration, spec §4). */
export const ZApproveLevel = z.object({ level: z.number().int().min(1), buttonName: z.string() });
export type TApproveLevel = z.infer<typeof ZApproveLevel>;

export const ZBulletinStatisticsQuery = ZPageQuery.extend({
  theme: z.string().trim().max(BULLETIN_THEME_MAX).optional(),
  type: z.enum(BULLETIN_TYPES).optional(),
  status: z.enum(BULLETIN_STATUSES).optional(),
  /** YYYY-MM-DD, inclusive (UTC days): bulletins whose validity starts in the range. */
  startDate: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/).refine(isRealDateTime, 'not a date').optional(),
  endDate: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/).refine(isRealDateTime, 'not a date').optional(),
});
export type TBulletinStatisticsQuery = z.infer<typeof ZBulletinStatisticsQuery>;
export const ZBulletinStatisticsRow = z.object({
  id: ZId, theme: z.string(), type: z.enum(BULLETIN_TYPES), status: z.enum(BULLETIN_STATUSES),
  visitCount: z.number().int(), audienceCount: z.number().int(), readCount: z.number().int(), unreadCount: z.number().int(),
});
export type TBulletinStatisticsRow = z.infer<typeof ZBulletinStatisticsRow>;

export const ZBulletinUnreadRow = z.object({ userId: ZId, username: z.string(), name: z.string(), userType: z.string(), company: z.string() });
export type TBulletinUnreadRow = z.infer<typeof ZBulletinUnreadRow>;
