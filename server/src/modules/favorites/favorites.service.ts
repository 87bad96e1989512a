import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { FAVORITE_TABS, FAVORITE_TAB_NAMES, type FavoriteObjectRef, type FavoriteTab, type Language, type TFavorite, type TFavoriteAddRequest, type TFavoriteListQuery, type TFavoriteTopRequest, type TTopicFavorite, nameIn } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { AuthUser } from '../../platform/session.js';
import { BizError } from '../../platform/errors.js';
import { parts } from '../catalogue/index.js';
import { presentPrice } from '../catalogue/index.js';
import { manualNodes, manualRoots } from '../manuals/index.js';
import { getOpenableNode, getOpenableRoot, isReviewer, readableTypes } from '../manuals/index.js';
import { textIn, topicWebUrl } from '../manuals/index.js';
import { favorites } from './favorites.tables.js';

/*
 * Favourites of parts, manual topics and manuals: one table, one service. The my_favorite tabs,
 * the BOM's and part detail's star, the topic viewer's star (the manuals routes of spec §7 answer
 * through here) and the home card all read and write favourites only here.
 */

/** The object's own page, when the caller does not say where the favourite should link. */
export function defaultUrl(ref: FavoriteObjectRef, objectId: string, rootId?: string): string {
  if (ref === 'PartMaster') return `/part/${objectId}`;
  if (ref === 'Manual') return `/manual/${objectId}`;
  return topicWebUrl(rootId!, objectId);
}

/** The favourite's manual: a topic's, or the favourite manual itself. */
const favRoot = sql`coalesce(${favorites.rootId}, ${manualNodes.rootId})`;

const rowColumns = {
  id: favorites.id, objectRef: favorites.objectRef, partId: favorites.partId, nodeId: favorites.nodeId, rootId: favRoot.mapWith(String),
  url: favorites.url, isTop: favorites.isTop, createdAt: favorites.createdAt,
  partCode: parts.code, partNames: parts.names, isSpare: parts.isSpare, minSalesUnit: parts.minSalesUnit, price: parts.price,
  nodeCode: manualNodes.code, nodeTitles: manualNodes.titles, rootCode: manualRoots.code, rootNames: manualRoots.names,
};

type Row = {
  id: string; objectRef: FavoriteObjectRef; partId: string | null; nodeId: string | null; rootId: string | null; url: string;
  isTop: boolean; createdAt: Date; partCode: string | null; partNames: Record<string, string> | null; isSpare: boolean | null;
  minSalesUnit: number | null; price: string | null; nodeCode: string | null; nodeTitles: Record<string, string> | null;
  rootCode: string | null; rootNames: Record<string, string> | null;
};

const selectRows = (ctx: AppContext) => ctx.db.select(rowColumns).from(favorites)
  .leftJoin(parts, eq(parts.id, favorites.partId))
  .leftJoin(manualNodes, eq(manualNodes.id, favorites.nodeId))
  .leftJoin(manualRoots, eq(manualRoots.id, favRoot));

function present(r: Row, lang: Language): TFavorite & { rootId: string | null } {
  const isPart = r.objectRef === 'PartMaster';
  const [name, code] = isPart
    ? [nameIn(r.partNames, lang), r.partCode]
    : r.objectRef === 'ManualTopic' ? [textIn(r.nodeTitles, lang), r.nodeCode] : [textIn(r.rootNames, lang), r.rootCode];
  return {
    id: r.id,
    objectRef: r.objectRef,
    objectId: (r.partId ?? r.nodeId ?? r.rootId)!,
    objectName: name,
    objectCode: code ?? '',
    url: r.url,
    createTime: r.createdAt.toISOString(),
    top: r.isTop,
    spare: isPart ? r.isSpare : null,
    minSalesUnit: isPart ? r.minSalesUnit : null,
    s3: isPart ? presentPrice(r.price) : null,
    rootId: r.rootId,
  };
}

const strip = ({ rootId: _, ...fav }: TFavorite & { rootId: string | null }): TFavorite => fav;

/** Tabs the caller may see (spec §6: PER_FAVORITE_PART_VIEW, PER_FAVORITE_MANUAL_VIEW). */
const visibleTabs = (caller: AuthUser) => FAVORITE_TAB_NAMES.filter((tab) => caller.permissions.has(FAVORITE_TABS[tab].permission));

/**
 * Which favourites of a tab a caller may see: handbooks only in manuals they may still open (the
 * manual type's permission; effective revisions unless they review manuals).
 */
function tabWhere(caller: AuthUser, tab: FavoriteTab): SQL | undefined {
  const refs = [...FAVORITE_TABS[tab].refs];
  if (tab === 'PartMaster') return inArray(favorites.objectRef, refs);
  const types = readableTypes(caller);
  return and(
    inArray(favorites.objectRef, refs),
    types.length ? inArray(manualRoots.type, types) : sql`false`,
    isReviewer(caller) ? undefined : eq(manualRoots.status, 'EFFECTIVE'),
  );
}

async function findOne(ctx: AppContext, caller: AuthUser, where: SQL | undefined) {
  const [row] = await selectRows(ctx).where(and(eq(favorites.userId, caller.id), where)).limit(1);
  return row as Row | undefined;
}

/** The object to keep, checked: it exists and the caller may open it. */
async function resolveObject(ctx: AppContext, caller: AuthUser, ref: FavoriteObjectRef, objectId: string) {
  if (ref === 'PartMaster') {
    const [part] = await ctx.db.select({ id: parts.id }).from(parts).where(eq(parts.id, objectId));
    if (!part) throw new BizError('FAVORITE_OBJECT_NOT_FOUND');
    return { column: favorites.partId, values: { partId: part.id }, url: defaultUrl(ref, part.id) };
  }
  if (ref === 'Manual') {
    const root = await getOpenableRoot(ctx, caller, objectId);
    return { column: favorites.rootId, values: { rootId: root.id }, url: defaultUrl(ref, root.id) };
  }
  const { node } = await getOpenableNode(ctx, caller, objectId);
  if (node.kind === 'CHAPTER') throw new BizError('NO_NODE_SELECTED');
  return { column: favorites.nodeId, values: { nodeId: node.id }, url: defaultUrl(ref, node.id, node.rootId) };
}

async function add(ctx: AppContext, caller: AuthUser, req: TFavoriteAddRequest, lang: Language) {
  const object = await resolveObject(ctx, caller, req.objectRef, req.objectId);
  await ctx.db.insert(favorites)
    .values({ userId: caller.id, objectRef: req.objectRef, url: req.url ?? object.url, createdAt: ctx.now(), ...object.values })
    .onConflictDoNothing();
  return present((await findOne(ctx, caller, eq(object.column, req.objectId)))!, lang);
}

/** Adds a part, topic or manual to the caller's favourites; adding again answers the same favourite. */
export async function addFavorite(ctx: AppContext, caller: AuthUser, req: TFavoriteAddRequest, lang: Language): Promise<TFavorite> {
  return strip(await add(ctx, caller, req, lang));
}

/**
 * The caller's favourite with this id, or of the object (part, topic, manual) with this id, or
 * null: the part detail asks by the part's id, the favourites list by the favourite's.
 */
export async function getFavorite(ctx: AppContext, caller: AuthUser, id: string, lang: Language): Promise<TFavorite | null> {
  const row = await findOne(ctx, caller, or(eq(favorites.id, id), eq(favorites.partId, id), eq(favorites.nodeId, id), eq(favorites.rootId, id)));
  return row ? strip(present(row, lang)) : null;
}

/** Removes one of the caller's favourites; a missing (or foreign) one changes nothing. */
export async function removeFavorite(ctx: AppContext, caller: AuthUser, id: string): Promise<null> {
  await ctx.db.delete(favorites).where(and(eq(favorites.userId, caller.id), eq(favorites.id, id)));
  return null;
}

/** Pins one of the caller's favourites on top of its tab, or unpins it. */
export async function setTop(ctx: AppContext, caller: AuthUser, req: TFavoriteTopRequest, lang: Language): Promise<TFavorite> {
  const [done] = await ctx.db.update(favorites)
    .set({ isTop: req.top, toppedAt: req.top ? ctx.now() : null })
    .where(and(eq(favorites.userId, caller.id), eq(favorites.id, req.favoritesId)))
    .returning({ id: favorites.id });
  if (!done) throw new BizError('FAVORITE_NOT_FOUND');
  return strip(present((await findOne(ctx, caller, eq(favorites.id, done.id)))!, lang));
}

/** One tab of my_favorite: pinned first (latest pin first), then newest first. */
export async function listFavorites(ctx: AppContext, caller: AuthUser, q: TFavoriteListQuery, lang: Language) {
  if (!caller.permissions.has(FAVORITE_TABS[q.objectRef].permission)) throw new BizError('NO_PERMISSION');
  const page = await pageOf(ctx, caller, tabWhere(caller, q.objectRef), q, lang);
  return { contents: page.contents.map(strip), count: page.count };
}

async function pageOf(ctx: AppContext, caller: AuthUser, where: SQL | undefined, q: { page: number; pageSize: number }, lang: Language) {
  const mine = and(eq(favorites.userId, caller.id), where);
  const [[total], rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(favorites)
      .leftJoin(manualNodes, eq(manualNodes.id, favorites.nodeId))
      .leftJoin(manualRoots, eq(manualRoots.id, favRoot)).where(mine),
    selectRows(ctx).where(mine)
      .orderBy(desc(favorites.isTop), sql`${favorites.toppedAt} desc nulls last`, desc(favorites.createdAt), desc(favorites.id))
      .limit(q.pageSize).offset((q.page - 1) * q.pageSize),
  ]);
  return { contents: (rows as Row[]).map((r) => present(r, lang)), count: total.n };
}

/** The caller's latest favourites across the tabs they may see (home card, GET /rest/log/favorites). */
export async function latestFavorites(ctx: AppContext, caller: AuthUser, limit: number, lang: Language): Promise<TFavorite[]> {
  const tabs = visibleTabs(caller);
  if (!tabs.length) return [];
  const rows = await selectRows(ctx)
    .where(and(eq(favorites.userId, caller.id), or(...tabs.map((tab) => tabWhere(caller, tab)))))
    .orderBy(desc(favorites.createdAt), desc(favorites.id)).limit(limit);
  return (rows as Row[]).map((r) => strip(present(r, lang)));
}

/**
 * The caller's favourite ids of these parts: the BOM's one indexed lookup per page
 * (favorites_user_part_uq), however many rows the page has.
 */
export async function favoriteIdsOfParts(ctx: AppContext, caller: AuthUser, partIds: string[]): Promise<Map<string, string>> {
  if (!partIds.length || !caller.permissions.has('PER_FAVORITE_VIEW')) return new Map();
  const rows = await ctx.db.select({ id: favorites.id, partId: favorites.partId }).from(favorites)
    .where(and(eq(favorites.userId, caller.id), inArray(favorites.partId, [...new Set(partIds)])));
  return new Map(rows.map((r) => [r.partId!, r.id]));
}

/** The caller's favourite id of a manual node, or null (the topic viewer's star). */
export async function favoriteIdOfNode(ctx: AppContext, caller: AuthUser, nodeId: string): Promise<string | null> {
  const [row] = await ctx.db.select({ id: favorites.id }).from(favorites).where(and(eq(favorites.userId, caller.id), eq(favorites.nodeId, nodeId)));
  return row?.id ?? null;
}

// ---------------------------------------------------------------- the topic calls of the manuals screens

/** A topic favourite in the shape the manuals screens' calls answer. */
function asTopicFavorite(f: TFavorite & { rootId: string | null }): TTopicFavorite {
  return {
    id: f.id, topicId: f.objectId, rootId: f.rootId!, objectName: f.objectName, objectCode: f.objectCode,
    objectRef: 'ManualTopic', url: f.url, createTime: f.createTime,
  };
}

/** POST /rest/topic/favorite. */
export async function addTopicFavorite(ctx: AppContext, caller: AuthUser, topicId: string, lang: Language): Promise<TTopicFavorite> {
  return asTopicFavorite(await add(ctx, caller, { objectRef: 'ManualTopic', objectId: topicId }, lang));
}

/** DELETE /rest/topic/favorite/{topicId}: by the topic's id; nothing to remove is not an error. */
export async function removeTopicFavorite(ctx: AppContext, caller: AuthUser, topicId: string): Promise<null> {
  await ctx.db.delete(favorites).where(and(eq(favorites.userId, caller.id), eq(favorites.nodeId, topicId)));
  return null;
}

/** GET /rest/base/favorite/selectByTopicId/{id}: the caller's favourite of a topic they may open, or null. */
export async function getTopicFavorite(ctx: AppContext, caller: AuthUser, topicId: string, lang: Language): Promise<TTopicFavorite | null> {
  const { node } = await getOpenableNode(ctx, caller, topicId);
  const row = await findOne(ctx, caller, eq(favorites.nodeId, node.id));
  return row ? asTopicFavorite(present(row, lang)) : null;
}

/** GET /rest/topic/favorite/list: the caller's favourite topics (not whole manuals), in the tabs' order. */
export async function listTopicFavorites(ctx: AppContext, caller: AuthUser, q: { page: number; pageSize: number }, lang: Language) {
  const page = await pageOf(ctx, caller, and(tabWhere(caller, 'Handbook'), eq(favorites.objectRef, 'ManualTopic')), q, lang);
  return { contents: page.contents.map(asTopicFavorite), count: page.count };
}
