import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  nameIn, UPLOAD_LIMITS, VEHICLE_BULLETIN_TYPES, VIN_PATTERN, ZApproveLevel, type Language, type TBulletinGroup, type TBulletinModel,
  type TApproveLevel, type TBulletinAction, type TBulletinAudience, type TBulletinDetail, type TBulletinRow, type TBulletinSave,
  type TBulletinStatisticsQuery, type TBulletinStatisticsRow, type TBulletinStatus, type TBulletinType,
} from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import type { Db, Tx } from '../../platform/db.js';
import type { AuthUser } from '../../platform/session.js';
import { BizError } from '../../platform/errors.js';
import { DELETED } from '../../platform/workflow.js';
import { escapeLike } from '../../platform/sql.js';
import { sanitizeTopicHtml } from '../manuals/index.js';
import { attachFiles, detachFiles, listAttachments } from '../files/index.js';
import { files } from '../files/index.js';
import { users } from '../users/index.js';
import { modelNodes, parts, vehicles } from '../catalogue/index.js';
import { groupIdsOf } from '../groups/index.js';
import { groupMembers, groups } from '../groups/index.js';
import { favorites } from '../favorites/index.js';
import { notifications } from '../notifications/index.js';
import { NOTIFICATIONS_CHANNEL } from '../notifications/index.js';
import { systemSettings } from '../../platform/platform.tables.js';
import { bulletinAudienceKinds, bulletinLogs, bulletinReadCounts, bulletinReads, bulletins } from './bulletins.tables.js';
import { bulletinWorkflow, rolesOf } from './bulletins.workflow.js';

export const BULLETIN_OBJECT_REF = 'Bulletin';
export const BULLETIN_PICTURE_REF = 'BulletinPicture';
const PICTURE_EXTENSIONS: readonly string[] = UPLOAD_LIMITS.BulletinPicture.types;
/** Any of these lets a caller see every bulletin, whatever its status or audience. */
const MANAGING = ['PER_BULLETIN_PUBLISH', 'PER_BULLETIN_UPDATE', 'PER_BULLETIN_DELETE', 'PER_BULLETIN_REVIEW', 'PER_BULLETIN_APPROVAL', 'PER_BULLETIN_TOP'];
export const mayManage = (user: AuthUser) => MANAGING.some((p) => user.permissions.has(p));

/** The setting that holds the approval levels; two levels until an administrator sets others. */
export const APPROVE_LEVEL_SETTING = 'bulletinApproveLevel';
const DEFAULT_LEVELS: TApproveLevel[] = [{ level: 1, buttonName: 'Review' }, { level: 2, buttonName: 'Approve' }];

/** GET /rest/config/bulletinApproveLevel: the configured levels, numbered 1..n in order. */
export async function approveLevels(db: Db | Tx): Promise<TApproveLevel[]> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, APPROVE_LEVEL_SETTING));
  const parsed = z.array(ZApproveLevel).min(1).safeParse(row?.value);
  const levels = parsed.success ? parsed.data : DEFAULT_LEVELS;
  return [...levels].sort((a, b) => a.level - b.level).map((l, i) => ({ level: i + 1, buttonName: l.buttonName }));
}

/**
 * The setting that makes the levels of one approval round need different people (a second look,
 * not the same person twice); on until an administrator stores `false`.
 */
export const DISTINCT_APPROVERS_SETTING = 'bulletinDistinctApprovers';

async function distinctApprovers(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, DISTINCT_APPROVERS_SETTING));
  return row?.value !== false;
}

/**
 * Of these bulletins, those waiting on a later level whose current round (since their last publish)
 * the caller already approved a level of: the next level is someone else's. Empty when the setting
 * lets one person give every level.
 */
async function approvedByCaller(db: Db | Tx, user: AuthUser, list: readonly Pick<BulletinRecord, 'id' | 'status' | 'approveLevel'>[]): Promise<Set<string>> {
  const ids = list.filter((b) => b.status === 'REVIEWED' && b.approveLevel > 1).map((b) => b.id);
  if (!ids.length || !user.permissions.has('PER_BULLETIN_APPROVAL') || !(await distinctApprovers(db))) return new Set();
  const l = bulletinLogs;
  const rows = await db.selectDistinct({ id: l.bulletinId }).from(l).where(and(
    inArray(l.bulletinId, ids), eq(l.operatorId, user.id), eq(l.action, 'approve'),
    sql`${l.at} >= coalesce((select max(p.at) from ${bulletinLogs} p where p.bulletin_id = ${l.bulletinId} and p.action = 'publish'), '-infinity'::timestamptz)`,
  ));
  return new Set(rows.map((r) => r.id));
}

type BulletinRecord = typeof bulletins.$inferSelect;

/** What decides whether a bulletin addresses a reader: their type, country and groups. */
interface Reader { userType: string; country: string; groupIds: string[] }

async function readerOf(db: Db, user: AuthUser): Promise<Reader> {
  const [[row], groupIds] = await Promise.all([
    db.select({ c: users.countryCode }).from(users).where(eq(users.id, user.id)),
    groupIdsOf({ db }, user.id),
  ]);
  return { userType: user.userType, country: row?.c ?? '', groupIds };
}

/** What a reader (not a manager) may see: published, in its time window, and public or addressed to them. */
function readerFilter(reader: Reader, now: Date): SQL {
  return and(
    eq(bulletins.status, 'APPROVED'), lte(bulletins.startTime, now), gte(bulletins.endTime, now),
    or(
      eq(bulletins.isPublic, true),
      and(
        or(sql`cardinality(${bulletins.userTypes}) = 0`, sql`${reader.userType} = any(${bulletins.userTypes})`),
        or(sql`cardinality(${bulletins.countries}) = 0`, sql`${reader.country} = any(${bulletins.countries})`),
        or(sql`cardinality(${bulletins.groupIds}) = 0`, sql`${bulletins.groupIds} && ${`{${reader.groupIds.join(',')}}`}::uuid[]`),
      ),
    ),
  )!;
}

async function loadVisible(ctx: AppContext, user: AuthUser, id: string): Promise<BulletinRecord> {
  const where = mayManage(user) ? eq(bulletins.id, id) : and(eq(bulletins.id, id), readerFilter(await readerOf(ctx.db, user), ctx.now()));
  const [row] = await ctx.db.select().from(bulletins).where(where);
  if (!row) throw new BizError('BULLETIN_NOT_FOUND');
  return row;
}

/** Files module hook: who may read a bulletin may fetch its picture and attachments. */
export async function canViewBulletin(ctx: AppContext, user: AuthUser, id: string): Promise<boolean> {
  try {
    await loadVisible(ctx, user, id);
    return true;
  } catch {
    return false;
  }
}

function checkAudience(type: TBulletinType, a: TBulletinAudience, partCodes: string[]) {
  const namesVehicles = a.models.length + a.vinRanges.length + a.productionDates.length + partCodes.length > 0;
  if (namesVehicles && !VEHICLE_BULLETIN_TYPES.includes(type)) throw new BizError('BULLETIN_VEHICLES_NOT_FOR_TYPE');
  // Ranges compare in byte order (concernsVehicleSql): two real VINs, the first not after the last.
  const bad = a.vinRanges.find((r) => !VIN_PATTERN.test(r.from) || !VIN_PATTERN.test(r.to) || r.from > r.to);
  if (bad) throw new BizError('BULLETIN_VIN_RANGE_INVALID', { range: `${bad.from} – ${bad.to}` });
}

function fieldsOf(body: TBulletinSave) {
  const partCodes = [...new Set(body.partCodes)];
  const groupIds = [...new Set(body.audience.groups)];
  checkAudience(body.type, body.audience, partCodes);
  return {
    theme: body.theme, content: sanitizeTopicHtml(body.content), type: body.type,
    startTime: new Date(body.startTime), endTime: new Date(body.endTime), isPublic: body.isPublic,
    audience: { ...body.audience, groups: groupIds }, userTypes: body.audience.userTypes, countries: body.audience.countries,
    groupIds, partCodes,
  };
}

/** The named models, groups and part codes must exist; an unknown one is refused, nothing saved. */
async function checkReferences(tx: Tx, f: { groupIds: string[]; partCodes: string[]; audience: { models: string[] } }) {
  // Models are catalogue model codes (level 2 nodes), as a vehicle's model is matched.
  const models = [...new Set(f.audience.models)];
  if (models.length) {
    const known = new Set((await tx.select({ code: modelNodes.code }).from(modelNodes).where(and(eq(modelNodes.level, 2), inArray(modelNodes.code, models)))).map((r) => r.code));
    const missing = models.filter((c) => !known.has(c));
    if (missing.length) throw new BizError('BULLETIN_MODEL_UNKNOWN', { codes: missing.join(', ') });
  }
  if (f.groupIds.length) {
    const found = await tx.select({ id: groups.id }).from(groups).where(inArray(groups.id, f.groupIds));
    if (found.length !== f.groupIds.length) throw new BizError('BULLETIN_GROUP_UNKNOWN');
  }
  if (f.partCodes.length) {
    const found = new Set((await tx.select({ code: parts.code }).from(parts).where(inArray(parts.code, f.partCodes))).map((r) => r.code));
    const missing = f.partCodes.filter((c) => !found.has(c));
    if (missing.length) throw new BizError('BULLETIN_PART_UNKNOWN', { codes: missing.join(', ') });
  }
}

/** Puts the picture and attachments in place: new uploads attached, dropped ones detached. */
async function syncFiles(tx: Tx, user: AuthUser, id: string, body: TBulletinSave, previousPicture: string | null, now: Date) {
  if (body.pictureId) {
    const [pic] = await tx.select({ extension: files.extension }).from(files).where(eq(files.id, body.pictureId));
    if (!pic || !PICTURE_EXTENSIONS.includes(pic.extension)) throw new BizError('BULLETIN_PICTURE_INVALID');
  }
  if (previousPicture && previousPicture !== body.pictureId) {
    await detachFiles(tx, { objectRef: BULLETIN_PICTURE_REF, objectId: id, fileIds: [previousPicture] }, now);
  }
  if (body.pictureId) await attachFiles(tx, { objectRef: BULLETIN_PICTURE_REF, objectId: id, fileIds: [body.pictureId] }, user);
  const current = (await listAttachments(tx, BULLETIN_OBJECT_REF, [id])).get(id) ?? [];
  const dropped = current.filter((f) => !body.fileIds.includes(f.id)).map((f) => f.id);
  await detachFiles(tx, { objectRef: BULLETIN_OBJECT_REF, objectId: id, fileIds: dropped }, now);
  await attachFiles(tx, { objectRef: BULLETIN_OBJECT_REF, objectId: id, fileIds: body.fileIds }, user);
}

/** POST /rest/base/bulletin/: a new unpublished bulletin. */
export async function createBulletin(ctx: AppContext, user: AuthUser, body: TBulletinSave): Promise<{ id: string }> {
  const status = bulletinWorkflow.after(bulletinWorkflow.guard(null, 'create', [], user.permissions), null);
  const fields = fieldsOf(body);
  return ctx.db.transaction(async (tx) => {
    await checkReferences(tx, fields);
    const [saved] = await tx.insert(bulletins).values({ ...fields, status, pictureId: body.pictureId, creatorId: user.id }).returning({ id: bulletins.id });
    await syncFiles(tx, user, saved.id, body, null, ctx.now());
    await tx.insert(bulletinLogs).values({ bulletinId: saved.id, action: 'create', toStatus: status, operatorId: user.id });
    return saved;
  });
}

/** Locks the bulletin for a move; a missing one (or one a manager cannot see: none) is not found. */
async function lockForMove(tx: Tx, id: string): Promise<BulletinRecord> {
  const [row] = await tx.select().from(bulletins).where(eq(bulletins.id, id)).for('update');
  if (!row) throw new BizError('BULLETIN_NOT_FOUND');
  return row;
}

/** POST /rest/base/bulletin/update/{id}. */
export async function updateBulletin(ctx: AppContext, user: AuthUser, id: string, body: TBulletinSave): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const b = await lockForMove(tx, id);
    const row = bulletinWorkflow.guard(b, 'update', [], user.permissions);
    const to = bulletinWorkflow.after(row, b.status as TBulletinStatus);
    const fields = fieldsOf(body);
    await checkReferences(tx, fields);
    await tx.update(bulletins).set({ ...fields, status: to, pictureId: body.pictureId, updatedAt: ctx.now() }).where(eq(bulletins.id, id));
    await syncFiles(tx, user, id, body, b.pictureId, ctx.now());
    await tx.insert(bulletinLogs).values({ bulletinId: id, action: 'update', fromStatus: b.status, toStatus: to, operatorId: user.id });
  });
}

/**
 * publish, review, approve, top, untop, delete: the table's row decides. An approval names the
 * level the caller approves; it must be the one the bulletin waits on (two approvers at once, or
 * a stale page, must not skip a level).
 */
export async function moveBulletin(ctx: AppContext, user: AuthUser, id: string, action: Exclude<TBulletinAction, 'create' | 'update'>, level?: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const b = await lockForMove(tx, id);
    const from = b.status as TBulletinStatus;
    const levels = (await approveLevels(tx)).length;
    if (action === 'approve' && from === 'REVIEWED' && level !== undefined && level !== b.approveLevel) {
      throw new BizError('BULLETIN_WRONG_LEVEL', { expected: b.approveLevel });
    }
    const approvedEarlier = action === 'approve' && (await approvedByCaller(tx, user, [b])).has(b.id);
    if (approvedEarlier) throw new BizError('BULLETIN_SAME_APPROVER');
    // The roles carry the level the bulletin waits on and whether it is pinned.
    const row = bulletinWorkflow.guard(b, action, rolesOf(b, user, levels), user.permissions);
    if (row.to === DELETED) {
      await tx.delete(bulletins).where(eq(bulletins.id, id));
      return;
    }
    const to = bulletinWorkflow.after(row, from);
    const approveLevel = to === 'REVIEWED' ? (action === 'approve' ? b.approveLevel + 1 : 1) : 0;
    const isTop = action === 'top' ? true : action === 'untop' ? false : b.isTop;
    await tx.update(bulletins).set({ status: to, approveLevel, isTop, updatedAt: ctx.now() }).where(eq(bulletins.id, id));
    await tx.insert(bulletinLogs).values({ bulletinId: id, action, fromStatus: from, toStatus: to, level: action === 'approve' ? b.approveLevel : 0, operatorId: user.id });
    if (to === 'APPROVED' && from !== 'APPROVED') await alertPartOwners(tx, b, ctx.now());
  });
}

/**
 * A recall or technical bulletin naming part codes has just been published: each owner of a
 * favourite on those parts who is in its audience gets one alert (the codes of theirs it names).
 * Runs in the publishing transaction under the bulletin's row lock; `alerted_at` makes it once.
 */
async function alertPartOwners(tx: Tx, b: BulletinRecord, now: Date) {
  if (b.alertedAt || !b.partCodes.length || !VEHICLE_BULLETIN_TYPES.includes(b.type as TBulletinType)) return;
  await tx.update(bulletins).set({ alertedAt: now }).where(eq(bulletins.id, b.id));
  const url = `/notice_detail/${b.id}/${encodeURIComponent(b.theme)}`;
  const owners = await tx.select({
    userId: favorites.userId,
    partId: sql<string>`(array_agg(${parts.id} order by ${parts.code}))[1]`,
    codes: sql<string>`string_agg(${parts.code}, ', ' order by ${parts.code})`,
  }).from(favorites).innerJoin(parts, eq(parts.id, favorites.partId)).innerJoin(users, eq(users.id, favorites.userId))
    .where(and(inArray(parts.code, b.partCodes), audienceOf(b)))
    .groupBy(favorites.userId);
  if (!owners.length) return;
  await tx.insert(notifications).values(owners.map((o) => ({
    userId: o.userId, kind: 'BULLETIN' as const, objectRef: 'PartMaster' as const, partId: o.partId, objectCode: o.codes,
    url, before: b.type, after: b.theme, createdAt: now,
  })));
  // The processes' cached unread counts are stale now (decision 018).
  await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, '')`);
}

async function readSet(db: Db, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: bulletinReads.bulletinId }).from(bulletinReads).where(and(eq(bulletinReads.userId, userId), inArray(bulletinReads.bulletinId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Reads per bulletin, from the counts the triggers keep (migration bulletins_speed), not from the read rows. */
async function readCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: bulletinReadCounts.bulletinId, n: sql<number>`sum(${bulletinReadCounts.n})::int` }).from(bulletinReadCounts)
    .where(inArray(bulletinReadCounts.bulletinId, ids)).groupBy(bulletinReadCounts.bulletinId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

const rowSelect = { b: bulletins, creatorName: users.name };

function present(b: BulletinRecord, creatorName: string, user: AuthUser, read: boolean, readCount: number, levels: number, approvedEarlier: ReadonlySet<string>): TBulletinRow {
  return {
    id: b.id, theme: b.theme, type: b.type as TBulletinType, status: b.status as TBulletinStatus, approveLevel: b.approveLevel,
    startTime: b.startTime.toISOString(), endTime: b.endTime.toISOString(), isTop: b.isTop, isPublic: b.isPublic,
    creatorName, visitCount: b.visitCount, readCount, read,
    actions: bulletinWorkflow.allowed(b.status as TBulletinStatus, rolesOf(b, user, levels, approvedEarlier.has(b.id)), user.permissions), createdAt: b.createdAt.toISOString(),
  };
}

/** GET /rest/base/bulletin/page: what the caller may read, or (scope manage) every bulletin. */
export async function pageBulletins(
  ctx: AppContext, user: AuthUser,
  q: { page: number; pageSize: number; theme?: string; type?: TBulletinType; status?: TBulletinStatus; scope: 'read' | 'manage' },
): Promise<{ contents: TBulletinRow[]; count: number }> {
  const conds: SQL[] = [];
  if (q.scope === 'manage' && mayManage(user)) {
    if (q.status) conds.push(eq(bulletins.status, q.status));
  } else {
    conds.push(readerFilter(await readerOf(ctx.db, user), ctx.now()));
  }
  if (q.theme) conds.push(ilike(bulletins.theme, `%${escapeLike(q.theme)}%`));
  if (q.type) conds.push(eq(bulletins.type, q.type));
  const where = and(...conds);
  const [{ n }] = await ctx.db.select({ n: count() }).from(bulletins).where(where);
  const rows = await ctx.db.select(rowSelect).from(bulletins).innerJoin(users, eq(users.id, bulletins.creatorId)).where(where)
    .orderBy(desc(bulletins.isTop), desc(bulletins.startTime), desc(bulletins.createdAt), asc(bulletins.id))
    .limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  const ids = rows.map((r) => r.b.id);
  const [reads, counts, levels, approved] = await Promise.all([
    readSet(ctx.db, user.id, ids), readCounts(ctx.db, ids), approveLevels(ctx.db), approvedByCaller(ctx.db, user, rows.map((r) => r.b)),
  ]);
  return { contents: rows.map((r) => present(r.b, r.creatorName, user, reads.has(r.b.id), counts.get(r.b.id) ?? 0, levels.length, approved)), count: n };
}

/**
 * GET /rest/base/bulletin/{id}: the bulletin, counted as a visit and, for a reader of a published
 * one, marked read (managers previewing a draft do not count as readers).
 */
export async function bulletinDetail(ctx: AppContext, user: AuthUser, id: string): Promise<TBulletinDetail> {
  const b = await loadVisible(ctx, user, id);
  let visits = b.visitCount;
  if (b.status === 'APPROVED') {
    const [v] = await ctx.db.update(bulletins).set({ visitCount: sql`${bulletins.visitCount} + 1` }).where(eq(bulletins.id, id)).returning({ v: bulletins.visitCount });
    visits = v.v;
    await ctx.db.insert(bulletinReads).values({ bulletinId: id, userId: user.id, readAt: ctx.now() }).onConflictDoNothing();
  }
  const [creator] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, b.creatorId));
  const counts = await readCounts(ctx.db, [id]);
  const read = (await readSet(ctx.db, user.id, [id])).has(id);
  const levels = (await approveLevels(ctx.db)).length;
  const approved = await approvedByCaller(ctx.db, user, [b]);
  return { ...present({ ...b, visitCount: visits }, creator?.name ?? '', user, read, counts.get(id) ?? 0, levels, approved), ...(await detailParts(ctx, b)) };
}

/** The detail's own fields: content, picture, attachments, audience with group names, part codes. */
async function detailParts(ctx: AppContext, b: BulletinRecord) {
  const [attachments, picture, named] = await Promise.all([
    listAttachments(ctx.db, BULLETIN_OBJECT_REF, [b.id]).then((m) => m.get(b.id) ?? []),
    b.pictureId ? ctx.db.select({ id: files.id, fileName: files.fileName }).from(files).where(eq(files.id, b.pictureId)) : Promise.resolve([]),
    b.groupIds.length ? ctx.db.select({ id: groups.id, code: groups.code, name: groups.name }).from(groups).where(inArray(groups.id, b.groupIds)).orderBy(asc(groups.code)) : Promise.resolve([] as TBulletinGroup[]),
  ]);
  return {
    content: b.content, pictureId: b.pictureId, picture: picture[0] ?? null, attachments,
    audience: b.audience, groups: named, partCodes: b.partCodes,
  };
}

/**
 * GET /rest/base/bulletin/preview/{id}: the bulletin as its page shows it, for whoever may read it
 * (a manager's draft before publishing); a preview is no visit and marks nothing read.
 */
export async function bulletinPreview(ctx: AppContext, user: AuthUser, id: string): Promise<TBulletinDetail> {
  const b = await loadVisible(ctx, user, id);
  const [creator] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, b.creatorId));
  const counts = await readCounts(ctx.db, [id]);
  const read = (await readSet(ctx.db, user.id, [id])).has(id);
  const levels = (await approveLevels(ctx.db)).length;
  const approved = await approvedByCaller(ctx.db, user, [b]);
  return { ...present(b, creator?.name ?? '', user, read, counts.get(id) ?? 0, levels, approved), ...(await detailParts(ctx, b)) };
}

/** GET /rest/base/bulletin/groups: groups to address, by code or name (the form's picker). */
export async function groupOptions(ctx: AppContext, keyword: string): Promise<TBulletinGroup[]> {
  const like = `%${escapeLike(keyword)}%`;
  return ctx.db.select({ id: groups.id, code: groups.code, name: groups.name }).from(groups)
    .where(keyword ? or(ilike(groups.code, like), ilike(groups.name, like)) : undefined).orderBy(asc(groups.code)).limit(50);
}

/** Catalogue models (level 2 nodes) by code or name in any language, named in the caller's. */
export async function modelOptions(ctx: AppContext, keyword: string, lang: Language): Promise<TBulletinModel[]> {
  const like = `%${escapeLike(keyword)}%`;
  const rows = await ctx.db.select({ code: modelNodes.code, names: modelNodes.names }).from(modelNodes)
    .where(and(eq(modelNodes.level, 2), keyword ? or(ilike(modelNodes.code, like), ilike(sql`${modelNodes.names}::text`, like)) : undefined))
    .orderBy(asc(modelNodes.code)).limit(50);
  return rows.map((r) => ({ code: r.code, name: nameIn(r.names, lang) }));
}

type AudienceOf = Pick<BulletinRecord, 'isPublic' | 'userTypes' | 'countries' | 'groupIds'>;

/** The users a bulletin addresses: every active account when public, else its user types, countries and groups. */
function audienceOf(b: AudienceOf): SQL {
  // Written as the predicate of users_audience_username_idx, so the unread list walks it in username order.
  const conds: SQL[] = [sql`not ${users.disabled} and not ${users.isVisitor}`];
  if (!b.isPublic) {
    if (b.userTypes.length) conds.push(inArray(users.userType, b.userTypes));
    if (b.countries.length) conds.push(inArray(users.countryCode, b.countries));
    if (b.groupIds.length) {
      conds.push(sql`exists (select 1 from ${groupMembers} where ${groupMembers.userId} = ${users.id} and ${inArray(groupMembers.groupId, b.groupIds)})`);
    }
  }
  return and(...conds)!;
}

/** The same audience for one kind of active account (user type and country): audienceOf in memory. */
const addresses = (b: AudienceOf, k: { userType: string; countryCode: string }) =>
  b.isPublic || ((!b.userTypes.length || b.userTypes.includes(k.userType)) && (!b.countries.length || b.countries.includes(k.countryCode)));

/**
 * Audience, read and unread of each bulletin, from the counts the triggers keep: active accounts
 * per kind (user type, country), reads per bulletin and kind; a group audience is counted directly. Read counts those in
 * the audience only, so read + unread = audience even after a user changed type.
 */
async function audienceCounts(db: Db, list: (AudienceOf & { id: string })[]): Promise<Map<string, { audience: number; read: number }>> {
  const out = new Map<string, { audience: number; read: number }>();
  if (list.length === 0) return out;
  const [kinds, reads] = await Promise.all([
    db.select().from(bulletinAudienceKinds),
    db.select({ id: bulletinReadCounts.bulletinId, userType: bulletinReadCounts.userType, countryCode: bulletinReadCounts.countryCode, n: bulletinReadCounts.n })
      .from(bulletinReadCounts).where(and(inArray(bulletinReadCounts.bulletinId, list.map((b) => b.id)), eq(bulletinReadCounts.active, true))),
  ]);
  for (const b of list) {
    if (!b.isPublic && b.groupIds.length) {
      // The kept counts know no groups; a group audience is small, so it is counted from its members.
      const [[{ audience }], [{ read }]] = await Promise.all([
        db.select({ audience: count() }).from(users).where(audienceOf(b)),
        db.select({ read: count() }).from(bulletinReads).innerJoin(users, eq(users.id, bulletinReads.userId))
          .where(and(eq(bulletinReads.bulletinId, b.id), audienceOf(b))),
      ]);
      out.set(b.id, { audience, read });
      continue;
    }
    const audience = kinds.reduce((sum, k) => sum + (addresses(b, k) ? k.n : 0), 0);
    const read = reads.reduce((sum, r) => sum + (r.id === b.id && addresses(b, r) ? r.n : 0), 0);
    out.set(b.id, { audience, read });
  }
  return out;
}

/** GET /rest/base/bulletin/getBulletinStatistics: visits, audience, read and unread per bulletin. */
export async function bulletinStatistics(
  ctx: AppContext, q: Omit<TBulletinStatisticsQuery, 'page' | 'pageSize'> & { page: number; pageSize: number },
): Promise<{ contents: TBulletinStatisticsRow[]; count: number }> {
  const conds: SQL[] = [];
  if (q.theme) conds.push(ilike(bulletins.theme, `%${escapeLike(q.theme)}%`));
  if (q.type) conds.push(eq(bulletins.type, q.type));
  if (q.status) conds.push(eq(bulletins.status, q.status));
  if (q.startDate) conds.push(sql`${bulletins.startTime} >= ${`${q.startDate}T00:00:00Z`}::timestamptz`);
  if (q.endDate) conds.push(sql`${bulletins.startTime} < (${q.endDate}::date + 1)::timestamptz`);
  const where = conds.length ? and(...conds) : undefined;
  const [{ n }] = await ctx.db.select({ n: count() }).from(bulletins).where(where);
  const rows = await ctx.db.select({
    id: bulletins.id, theme: bulletins.theme, type: bulletins.type, status: bulletins.status, visitCount: bulletins.visitCount,
    isPublic: bulletins.isPublic, userTypes: bulletins.userTypes, countries: bulletins.countries, groupIds: bulletins.groupIds,
  }).from(bulletins).where(where).orderBy(desc(bulletins.createdAt), asc(bulletins.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  const counts = await audienceCounts(ctx.db, rows);
  const contents = rows.map((b): TBulletinStatisticsRow => {
    const { audience, read } = counts.get(b.id)!;
    return {
      id: b.id, theme: b.theme, type: b.type as TBulletinType, status: b.status as TBulletinStatus,
      visitCount: b.visitCount, audienceCount: audience, readCount: read, unreadCount: audience - read,
    };
  });
  return { contents, count: n };
}

/** GET /rest/base/bulletin/unread/{id}: who in the audience has not read it yet (the total is audience minus read). */
export async function unreadUsers(ctx: AppContext, id: string, q: { page: number; pageSize: number }) {
  const [b] = await ctx.db.select({ id: bulletins.id, isPublic: bulletins.isPublic, userTypes: bulletins.userTypes, countries: bulletins.countries, groupIds: bulletins.groupIds })
    .from(bulletins).where(eq(bulletins.id, id));
  if (!b) throw new BizError('BULLETIN_NOT_FOUND');
  const where = and(audienceOf(b), sql`not exists (select 1 from ${bulletinReads} where ${bulletinReads.bulletinId} = ${id} and ${bulletinReads.userId} = ${users.id})`);
  const { audience, read } = (await audienceCounts(ctx.db, [b])).get(id)!;
  // Past the last unread (or nobody unread): no walk through the accounts that would find none.
  if ((q.page - 1) * q.pageSize >= audience - read) return { contents: [], count: audience - read };
  const contents = await ctx.db.select({ userId: users.id, username: users.username, name: users.name, userType: users.userType, company: users.company })
    .from(users).where(where).orderBy(asc(users.username)).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  return { contents, count: audience - read };
}

/**
 * Whether a bulletin concerns this vehicle: it must name at least one vehicle criterion, and each
 * criterion it names must hold (model code listed, VIN inside a range, production date inside a
 * range). Only published vehicle bulletins naming a criterion are candidates: the partial index
 * bulletins_vehicle_idx holds just those. Ranges compare in the "C" collation (byte order).
 */
function concernsVehicleSql(v: { vin: string; modelCode: string; productionDate: string }): SQL {
  const a = bulletins.audience;
  const within = (key: string, value: string) =>
    sql`exists (select 1 from jsonb_array_elements(${a}->${key}) r where (r->>'from') collate "C" <= ${value} and ${value} <= (r->>'to') collate "C")`;
  return sql`${bulletins.status} = 'APPROVED' and ${bulletins.type} in ('RECALL_TYPE', 'MAINTENANCE_BULLETIN', 'WARRANTY_BULLETIN')
    and jsonb_array_length(${a}->'models') + jsonb_array_length(${a}->'vinRanges') + jsonb_array_length(${a}->'productionDates') > 0
    and (jsonb_array_length(${a}->'models') = 0 or ${a}->'models' @> jsonb_build_array(${v.modelCode}::text))
    and (jsonb_array_length(${a}->'vinRanges') = 0 or ${within('vinRanges', v.vin)})
    and (jsonb_array_length(${a}->'productionDates') = 0 or ${within('productionDates', v.productionDate)})`;
}

/** GET /rest/base/bulletin/vin/{vin}: the published recalls and technical bulletins the caller may read that concern this VIN. */
export async function bulletinsOfVin(ctx: AppContext, user: AuthUser, vin: string): Promise<TBulletinRow[]> {
  const [v] = await ctx.db.select({ vin: vehicles.vin, modelCode: modelNodes.code, productionDate: vehicles.productionDate })
    .from(vehicles).innerJoin(modelNodes, eq(modelNodes.id, vehicles.modelId)).where(eq(vehicles.vin, vin));
  if (!v) return [];
  const hits = await ctx.db.select(rowSelect).from(bulletins).innerJoin(users, eq(users.id, bulletins.creatorId))
    .where(and(concernsVehicleSql({ vin: v.vin, modelCode: v.modelCode, productionDate: String(v.productionDate) }), readerFilter(await readerOf(ctx.db, user), ctx.now())))
    .orderBy(desc(bulletins.isTop), desc(bulletins.startTime), asc(bulletins.id));
  const ids = hits.map((r) => r.b.id);
  const [reads, counts, levels] = await Promise.all([readSet(ctx.db, user.id, ids), readCounts(ctx.db, ids), approveLevels(ctx.db)]);
  // Published bulletins only: no approval waits on anyone.
  return hits.map((r) => present(r.b, r.creatorName, user, reads.has(r.b.id), counts.get(r.b.id) ?? 0, levels.length, new Set()));
}
