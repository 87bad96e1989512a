import { z } from 'zod';
import { wholeNumber, ZId, ZPageQuery } from '../envelope.js';

/*
 * Favourites (spec §2 Favourites, §3 Favorite, §7 Favourites): parts and handbooks (manual topics
 * and whole manuals) in one model, and the alerts a favourite brings (contract/src/notifications.ts).
 */

/** What a favourite points at; the spec's wire name for a part is `PartMaster`. */
export const FAVORITE_OBJECT_REFS = ['PartMaster', 'ManualTopic', 'Manual'] as const;
export type FavoriteObjectRef = (typeof FAVORITE_OBJECT_REFS)[number];
export const ZFavoriteObjectRef = z.enum(FAVORITE_OBJECT_REFS);

/** The two tabs of my_favorite: parts, and handbooks (topics and manuals). */
export const FAVORITE_TABS = {
  PartMaster: { refs: ['PartMaster'], permission: 'PER_FAVORITE_PART_VIEW' },
  Handbook: { refs: ['ManualTopic', 'Manual'], permission: 'PER_FAVORITE_MANUAL_VIEW' },
} as const satisfies Record<string, { refs: readonly FavoriteObjectRef[]; permission: string }>;
export type FavoriteTab = keyof typeof FAVORITE_TABS;
export const FAVORITE_TAB_NAMES = Object.keys(FAVORITE_TABS) as FavoriteTab[];
/** The tab an object belongs to. */
export const favoriteTabOf = (ref: FavoriteObjectRef): FavoriteTab => (ref === 'PartMaster' ? 'PartMaster' : 'Handbook');

/** Longest stored url: an in-app route with its query. */
export const FAVORITE_URL_MAX = 500;
/** The home card and GET /rest/log/favorites show at most this many. */
export const FAVORITE_LATEST_MAX = 20;

/** An in-app route (hash routing): starts with one `/`, no scheme, no spaces. */
export const ZFavoriteUrl = z.string().max(FAVORITE_URL_MAX).regex(/^\/([^/\s\\][^\s\\]*)?$/, 'an in-app route such as /part/<id>');

/** A favourite (spec §3 Favorite). */
export const ZFavorite = z.object({
  id: ZId,
  objectRef: ZFavoriteObjectRef,
  /** The part's, topic's or manual's id. */
  objectId: ZId,
  /** Name in the caller's language (part name, topic title, manual name). */
  objectName: z.string(),
  /** Material code of a part; the topic's or manual's code otherwise. */
  objectCode: z.string(),
  /** The in-app route the name links to (stored when the favourite was made; follows a manual's new revision). */
  url: z.string(),
  /** ISO time the favourite was made (shown YYYY-MM-DD). */
  createTime: z.string(),
  /** Pinned on top of its tab. */
  top: z.boolean(),
  /** Parts only: sold as a spare (null for handbooks). */
  spare: z.boolean().nullable(),
  /** Parts only: minimum sales unit (null for handbooks). */
  minSalesUnit: z.number().int().nullable(),
  /** Parts only: reference price in RMB, null when not priced. */
  s3: z.string().nullable(),
});
export type TFavorite = z.infer<typeof ZFavorite>;

/** GET /rest/base/favorite/list/: one tab, pinned first, then newest first. */
export const ZFavoriteListQuery = ZPageQuery.extend({
  /** The tab: `PartMaster` (parts) or `Handbook` (topics and manuals). */
  objectRef: z.enum(FAVORITE_TAB_NAMES as [FavoriteTab, ...FavoriteTab[]]).default('PartMaster'),
});
export type TFavoriteListQuery = z.infer<typeof ZFavoriteListQuery>;

/** POST /rest/base/favorite/: adding again answers the same favourite. */
export const ZFavoriteAddRequest = z.object({
  objectRef: ZFavoriteObjectRef,
  objectId: ZId,
  /** Where the name links to; defaults to the object's own page. */
  url: ZFavoriteUrl.optional(),
});
export type TFavoriteAddRequest = z.infer<typeof ZFavoriteAddRequest>;

/** POST /rest/favorites/top. */
export const ZFavoriteTopRequest = z.object({
  favoritesId: ZId,
  /** Pin (default) or unpin. */
  top: z.boolean().default(true),
});
export type TFavoriteTopRequest = z.infer<typeof ZFavoriteTopRequest>;

/** GET /rest/log/favorites: the latest favourites (home dashboard card). */
export const ZFavoriteLatestQuery = z.object({
  limit: wholeNumber(1, FAVORITE_LATEST_MAX).default(5),
});
