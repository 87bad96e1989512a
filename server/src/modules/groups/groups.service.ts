import { and, asc, count, eq, ilike, inArray, notExists, or, sql } from 'drizzle-orm';
import type { TGroup, TGroupInput, TGroupMember, TPageQuery, TPermissionGroup } from '@portal/contract';
import { ZGroupInput } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { Db, Tx } from '../../platform/db.js';
import { BizError } from '../../platform/errors.js';
import { escapeLike } from '../../platform/sql.js';
import { users } from '../users/index.js';
import { groupMembers, groups } from './groups.tables.js';

const memberColumns = { id: users.id, username: users.username, name: users.name, userType: users.userType, company: users.company, email: users.email };

const offset = (q: TPageQuery) => (q.page - 1) * q.pageSize;

function toGroup(row: typeof groups.$inferSelect & { memberCount: number }): TGroup {
  return {
    id: row.id, code: row.code, name: row.name, remark: row.remark, memberCount: row.memberCount,
    createTime: row.createdAt.toISOString(), updateTime: row.updatedAt.toISOString(),
  };
}

const memberCount = sql<number>`(select count(*) from ${groupMembers} where ${groupMembers.groupId} = ${groups.id})::int`;

/** A page of groups, by keyword on code or name, in code order. */
export async function listGroups(ctx: AppContext, req: TPageQuery & { keyword: string }): Promise<{ contents: TGroup[]; count: number }> {
  const like = `%${escapeLike(req.keyword)}%`;
  const where = req.keyword ? or(ilike(groups.code, like), ilike(groups.name, like)) : undefined;
  const [{ n }] = await ctx.db.select({ n: count() }).from(groups).where(where);
  const rows = await ctx.db.select({ ...tableColumns(), memberCount }).from(groups).where(where).orderBy(asc(groups.code)).limit(req.pageSize).offset(offset(req));
  return { contents: rows.map(toGroup), count: n };
}

function tableColumns() {
  return { id: groups.id, code: groups.code, name: groups.name, remark: groups.remark, createdAt: groups.createdAt, updatedAt: groups.updatedAt };
}

/** The unique code is checked by the database; its refusal becomes the business error. */
function refusalOfDuplicate(err: unknown, code: string): never {
  const e = err as { code?: string; cause?: { code?: string } };
  if ((e.cause?.code ?? e.code) === '23505') throw new BizError('GROUP_CODE_EXISTS', { code });
  throw err;
}

export async function createGroup(ctx: AppContext, input: TGroupInput): Promise<{ id: string }> {
  const values = ZGroupInput.parse(input);
  try {
    const [row] = await ctx.db.insert(groups).values(values).returning({ id: groups.id });
    return row;
  } catch (err) {
    return refusalOfDuplicate(err, values.code);
  }
}

export async function updateGroup(ctx: AppContext, id: string, input: TGroupInput): Promise<void> {
  const values = ZGroupInput.parse(input);
  let changed;
  try {
    changed = await ctx.db.update(groups).set({ ...values, updatedAt: new Date() }).where(eq(groups.id, id)).returning({ id: groups.id });
  } catch (err) {
    return refusalOfDuplicate(err, values.code);
  }
  if (!changed.length) throw new BizError('GROUP_NOT_FOUND');
}

/** Deleting a group removes its memberships (cascade); the users stay. */
export async function deleteGroup(ctx: AppContext, id: string): Promise<void> {
  const removed = await ctx.db.delete(groups).where(eq(groups.id, id)).returning({ id: groups.id });
  if (!removed.length) throw new BizError('GROUP_NOT_FOUND');
}

async function requireGroup(ctx: AppContext, id: string) {
  const [row] = await ctx.db.select({ id: groups.id }).from(groups).where(eq(groups.id, id));
  if (!row) throw new BizError('GROUP_NOT_FOUND');
}

const userKeyword = (key: string) => {
  const like = `%${escapeLike(key)}%`;
  return or(ilike(users.username, like), ilike(users.name, like), ilike(users.company, like));
};

/** Members of a group, by username order; an optional key narrows by username, name or company. */
export async function listMembers(ctx: AppContext, groupId: string, q: TPageQuery, searchKey = ''): Promise<{ contents: TGroupMember[]; count: number }> {
  await requireGroup(ctx, groupId);
  const where = and(eq(groupMembers.groupId, groupId), searchKey ? userKeyword(searchKey) : undefined);
  const [{ n }] = await ctx.db.select({ n: count() }).from(groupMembers).innerJoin(users, eq(users.id, groupMembers.userId)).where(where);
  const rows = await ctx.db.select(memberColumns).from(groupMembers).innerJoin(users, eq(users.id, groupMembers.userId))
    .where(where).orderBy(asc(users.username)).limit(q.pageSize).offset(offset(q));
  return { contents: rows, count: n };
}

/** Users not yet in the group matching the key (the add dialog), at most 50, visitor account left out. */
export async function listCandidates(ctx: AppContext, groupId: string, key: string): Promise<TGroupMember[]> {
  await requireGroup(ctx, groupId);
  return ctx.db.select(memberColumns).from(users).where(and(
    eq(users.isVisitor, false),
    userKeyword(key),
    notExists(ctx.db.select({ one: sql`1` }).from(groupMembers).where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, users.id)))),
  )).orderBy(asc(users.username)).limit(50);
}

async function requireUsers(ctx: AppContext, userIds: string[]) {
  const unique = [...new Set(userIds)];
  if (!unique.length) return unique;
  const [{ n }] = await ctx.db.select({ n: count() }).from(users).where(inArray(users.id, unique));
  if (n !== unique.length) throw new BizError('GROUP_USER_NOT_FOUND');
  return unique;
}

/** Adds users; those already in stay as they are. Answers how many joined. */
export async function addMembers(ctx: AppContext, groupId: string, userIds: string[]): Promise<{ changed: number }> {
  await requireGroup(ctx, groupId);
  const ids = await requireUsers(ctx, userIds);
  const added = await ctx.db.insert(groupMembers).values(ids.map((userId) => ({ groupId, userId }))).onConflictDoNothing().returning({ userId: groupMembers.userId });
  return { changed: added.length };
}

/** Removes users; ones not in the group are ignored. Answers how many left. */
export async function removeMembers(ctx: AppContext, groupId: string, userIds: string[]): Promise<{ changed: number }> {
  await requireGroup(ctx, groupId);
  const removed = await ctx.db.delete(groupMembers).where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, userIds))).returning({ userId: groupMembers.userId });
  return { changed: removed.length };
}

/** Every group, marked where the user is a member (a user's permission groups). */
export async function permissionGroups(ctx: AppContext, userId: string): Promise<TPermissionGroup[]> {
  await requireUsers(ctx, [userId]);
  const member = sql<boolean>`exists (select 1 from ${groupMembers} where ${groupMembers.groupId} = ${groups.id} and ${groupMembers.userId} = ${userId})`;
  return ctx.db.select({ id: groups.id, code: groups.code, name: groups.name, member }).from(groups).orderBy(asc(groups.code));
}

/** The user's groups become exactly `groupIds`, in one transaction. */
export async function updatePermissionGroups(ctx: AppContext, userId: string, groupIds: string[]): Promise<void> {
  await requireUsers(ctx, [userId]);
  await ctx.db.transaction((tx) => setGroupsOf(tx, userId, groupIds));
}

/** Within the caller's transaction, the user's groups become exactly `groupIds` (the user administration too). */
export async function setGroupsOf(tx: Db | Tx, userId: string, groupIds: string[]): Promise<void> {
  const ids = [...new Set(groupIds)];
  if (ids.length) {
    const [{ n }] = await tx.select({ n: count() }).from(groups).where(inArray(groups.id, ids));
    if (n !== ids.length) throw new BizError('GROUP_NOT_FOUND');
  }
  await tx.delete(groupMembers).where(eq(groupMembers.userId, userId));
  if (ids.length) await tx.insert(groupMembers).values(ids.map((groupId) => ({ groupId, userId })));
}

/** The groups a user is in, by code (the user administration's detail). */
export function groupsOf(db: Db | Tx, userId: string) {
  return db.select({ id: groups.id, code: groups.code, name: groups.name })
    .from(groupMembers).innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, userId)).orderBy(asc(groups.code));
}

/** The ids of the groups a user is in (other domains' audience checks). */
export async function groupIdsOf(ctx: Pick<AppContext, 'db'>, userId: string): Promise<string[]> {
  const rows = await ctx.db.select({ id: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, userId));
  return rows.map((r) => r.id);
}
