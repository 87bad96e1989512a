import { and, count, eq, ilike, inArray, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  DEFAULT_PERMISSIONS, PERMISSION_CATALOGUE, ROLE_SUBJECTS, mayActOnUserType, type RoleSubject, type TRole, type TRoleMember, type TRule,
  ZRolePageRequest, ZRoleResourcePageRequest, ZRoleLinksRequest, ZRoleSaveRequest, ZRoleMemberPageRequest, ZRoleMembersChange,
  ZRuleUpdateRequest,
} from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { type Db, type Tx } from '../../platform/db.js';
import { rowsOf } from '../../platform/sql.js';
import { BizError, notFound } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/session.js';
import { systemSettings } from '../../platform/platform.tables.js';
import { users, type AccountGrant } from '../users/index.js';
import { resources, roleResources, roles, ruleRoles, userRoles } from './access.tables.js';

const SEEN_SETTING = 'access.catalogueSeen';
const SUBJECTS = ROLE_SUBJECTS;

/** The front-end route a MENU permission opens, for the resource's url column. */
const MENU_URLS: Partial<Record<string, string>> = {
  PER_USER_MANAGEMENT_VIEW: '/user_control', PER_GROUP_MANAGEMENT_VIEW: '/group_management',
  PER_DOWNLOAD_AREA_VIEW: '/download_management', PER_BULLETIN_VIEW: '/notice_area',
  PER_DATA_MANAGEMENT_VIEW: '/data_import', PER_TECHNICALCASE_LIBRARY_VIEW: '/technicalCaseLibrary',
  PER_REPORT_FORM_MANAGEMENT_VIEW: '/report_management', PER_ROLE_MANAGEMENT_VIEW: '/role_management', PER_LOG_MANAGEMENT_VIEW: '/log_management',
  PER_FAVORITE_VIEW: '/my_favorite', PER_ENQUIRY_MANAGEMENT_VIEW: '/inquiryFormManagement',
  PER_ENQUIRY_PROCESSOR_MANAGEMENT_VIEW: '/responsiblePersonManagement', PER_FEEDBACK_MANAGEMENT_VIEW: '/feedback_center',
  PER_SHOPPING_CART_MANAGEMENT_VIEW: '/shopping_cart', PER_MANUAL_VIEW: '/part_check',
  PER_PENDING_REVIEW_MANUAL_VIEW: '/pending_review_manual',
  PER_PERFORMANCE_MONITORING_VIEW: '/performance_monitoring',
};

/** The user type whose built-in role always holds the whole catalogue and cannot be changed. */
const SYSTEM_SUBJECT: RoleSubject = 'SYSTEM_ADMIN';

/**
 * Brings the resources and the built-in role of each user type in line with the catalogue.
 * Defaults are linked only for codes this database has not seen before, so an administrator's
 * later edits to a built-in role survive restarts and upgrades. The system administrators' role
 * is the exception: it gets every code back on each start, as no one may edit it (a database
 * changed before that rule existed is repaired).
 */
export async function ensureAccessCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(resources)
      .values(PERMISSION_CATALOGUE.map((p) => ({ code: p.code, name: p.code, type: p.type, family: p.family, url: MENU_URLS[p.code] ?? '' })))
      .onConflictDoUpdate({ target: resources.code, set: { type: sql`excluded.type`, family: sql`excluded.family`, url: sql`excluded.url` } });
    // A code taken out of the catalogue (docs/decisions/037) leaves with its links; were it to
    // come back, its defaults would be linked again.
    const codes = PERMISSION_CATALOGUE.map((p) => p.code);
    await tx.delete(resources).where(notInArray(resources.code, codes));
    await tx
      .insert(roles)
      .values(SUBJECTS.map((subject) => ({ code: `DEFAULT_${subject}`, name: subject, subject, builtin: true, remark: '' })))
      .onConflictDoNothing();
    await tx.execute(sql`
      insert into ${roleResources} (role_id, resource_id)
      select ro.id, r.id from ${roles} ro cross join ${resources} r where ro.subject = ${SYSTEM_SUBJECT}
      on conflict do nothing`);

    const [seenRow] = await tx.select().from(systemSettings).where(eq(systemSettings.key, SEEN_SETTING));
    const seen = new Set(((seenRow?.value as string[] | undefined) ?? []).filter((c) => (codes as string[]).includes(c)));
    const fresh = codes.filter((c) => !seen.has(c));
    if (fresh.length === 0 && seen.size === ((seenRow?.value as string[] | undefined) ?? []).length) return;

    const resourceIds = new Map((await tx.select({ id: resources.id, code: resources.code }).from(resources)).map((r) => [r.code, r.id]));
    const roleIds = new Map((await tx.select({ id: roles.id, subject: roles.subject }).from(roles).where(eq(roles.builtin, true))).map((r) => [r.subject, r.id]));
    const links = SUBJECTS.flatMap((subject) =>
      DEFAULT_PERMISSIONS[subject].filter((code) => fresh.includes(code)).map((code) => ({ roleId: roleIds.get(subject)!, resourceId: resourceIds.get(code)! })),
    );
    if (links.length) await tx.insert(roleResources).values(links).onConflictDoNothing();
    const allSeen = [...seen, ...fresh];
    await tx
      .insert(systemSettings)
      .values({ key: SEEN_SETTING, value: allSeen })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value: allSeen, updatedAt: new Date() } });
  });
}

/**
 * Gives a user the roles of these codes beyond their type's default role (a first single sign-on
 * login: SSO_CLAIM_ROLES). Codes of no role are skipped, and so are the built-in roles: a user
 * type's role comes with the type, never by name.
 */
export async function giveRolesByCode(db: Db | Tx, userId: string, codes: string[]): Promise<void> {
  if (!codes.length) return;
  const found = await db.select({ id: roles.id }).from(roles).where(and(inArray(roles.code, codes), eq(roles.builtin, false)));
  if (found.length) await db.insert(userRoles).values(found.map((role) => ({ userId, roleId: role.id }))).onConflictDoNothing();
}

const likeOf = (key: string) => `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The caller as the access rules see them: their user type and the codes they hold. */
export interface Grantor {
  userType: string;
  codes: Set<string>;
}

/**
 * The caller's type and codes as the database has them now, not as the token cache last saw
 * them (docs/decisions/006): a grant is decided on what the caller holds at this moment.
 */
export async function findGrantor(db: Db | Tx, caller: AuthUser): Promise<Grantor> {
  const [user] = await db.select({ userType: users.userType }).from(users).where(eq(users.id, caller.id));
  if (!user) throw notFound();
  const ownRoles = db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, caller.id));
  const typeRoles = db.select({ id: ruleRoles.roleId }).from(ruleRoles).where(eq(ruleRoles.userType, user.userType));
  const rows = await db
    .selectDistinct({ code: resources.code })
    .from(roleResources)
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    .innerJoin(roles, eq(roles.id, roleResources.roleId))
    .where(or(eq(roles.subject, user.userType), inArray(roles.id, ownRoles), inArray(roles.id, typeRoles)));
  return { userType: user.userType, codes: new Set(rows.map((r) => r.code)) };
}

type RoleRefusal = { key: 'SYSTEM_ROLE_FIXED' | 'ROLE_OF_HIGHER_TYPE' } | { key: 'ROLE_HOLDS_MORE'; codes: string[] };

/**
 * Why the grantor may not rename a role or change its links, or null when they may. A role the
 * grantor may change holds nothing they lack, so unlinking can only take away codes they hold.
 */
function roleRefusal(grantor: Grantor, role: { subject: string | null }, roleCodes: string[]): RoleRefusal | null {
  // Every code, for good: an edit here could leave no one able to manage roles at all.
  if (role.subject === SYSTEM_SUBJECT) return { key: 'SYSTEM_ROLE_FIXED' };
  if (role.subject && !mayActOnUserType(grantor.userType, role.subject)) return { key: 'ROLE_OF_HIGHER_TYPE' };
  const lacking = roleCodes.filter((c) => !grantor.codes.has(c));
  return lacking.length ? { key: 'ROLE_HOLDS_MORE', codes: lacking } : null;
}

const listed = (codes: string[]) => [...codes].sort().join(', ');
const refusalError = (refusal: RoleRefusal) =>
  refusal.key === 'ROLE_HOLDS_MORE' ? new BizError(refusal.key, { codes: listed(refusal.codes) }) : new BizError(refusal.key);

/** The codes linked to each of the roles. */
async function codesOfRoles(db: Db | Tx, roleIds: string[]): Promise<Map<string, string[]>> {
  const byRole = new Map<string, string[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .select({ roleId: roleResources.roleId, code: resources.code })
    .from(roleResources)
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    .where(inArray(roleResources.roleId, roleIds));
  for (const row of rows) byRole.get(row.roleId)!.push(row.code);
  return byRole;
}

async function presentRoles(db: Db, grantor: Grantor, where: SQL | undefined, limit: number, offset: number): Promise<TRole[]> {
  const rows = await db
    .select({ id: roles.id, code: roles.code, name: roles.name, remark: roles.remark, builtin: roles.builtin, subject: roles.subject })
    .from(roles)
    .where(where)
    .orderBy(roles.builtin, roles.code)
    .limit(limit)
    .offset(offset);
  const ids = rows.map((r) => r.id);
  const codes = await codesOfRoles(db, ids);
  const rules = ids.length ? await db.select().from(ruleRoles).where(inArray(ruleRoles.roleId, ids)).orderBy(ruleRoles.userType) : [];
  return rows.map(({ subject, ...role }) => {
    const roleCodes = codes.get(role.id)!;
    return {
      ...role, resourceCount: roleCodes.length, ruleTypes: rules.filter((r) => r.roleId === role.id).map((r) => r.userType),
      editable: roleRefusal(grantor, { subject }, roleCodes) === null,
    };
  });
}

export async function findRoles(ctx: AppContext, caller: AuthUser, query: z.infer<typeof ZRolePageRequest>) {
  const grantor = await findGrantor(ctx.db, caller);
  const where = query.key ? or(ilike(roles.code, likeOf(query.key)), ilike(roles.name, likeOf(query.key))) : undefined;
  const [total] = await ctx.db.select({ n: count() }).from(roles).where(where);
  return { contents: await presentRoles(ctx.db, grantor, where, query.pageSize, (query.page - 1) * query.pageSize), count: total.n };
}

async function getRole(db: Db, grantor: Grantor, id: string): Promise<TRole> {
  const [row] = await presentRoles(db, grantor, eq(roles.id, id), 1, 0);
  if (!row) throw notFound();
  return row;
}

/**
 * Locks a role for a change by the grantor, or refuses: missing, or out of the grantor's reach.
 * The row lock keeps two changes to one role from deciding on the same old links.
 */
async function lockRoleForChange(tx: Tx, grantor: Grantor, id: string) {
  const [role] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
  if (!role) throw notFound();
  const refusal = roleRefusal(grantor, role, (await codesOfRoles(tx, [id])).get(id)!);
  if (refusal) throw refusalError(refusal);
  return role;
}

/** A new role starts with no links, so anyone who may edit roles may create one. */
export async function createRole(ctx: AppContext, caller: AuthUser, input: z.infer<typeof ZRoleSaveRequest>) {
  const inserted = await ctx.db.insert(roles).values({ ...input, builtin: false }).onConflictDoNothing().returning({ id: roles.id });
  if (!inserted[0]) throw new BizError('ALREADY_EXISTS', { name: input.code });
  return getRole(ctx.db, await findGrantor(ctx.db, caller), inserted[0].id);
}

export async function updateRole(ctx: AppContext, caller: AuthUser, id: string, input: z.infer<typeof ZRoleSaveRequest>) {
  const grantor = await ctx.db.transaction(async (tx) => {
    const grantor = await findGrantor(tx, caller);
    const current = await lockRoleForChange(tx, grantor, id);
    // A built-in role keeps its code: the user type it belongs to is found by it.
    const code = current.builtin ? current.code : input.code;
    const clash = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.code, code), sql`${roles.id} <> ${id}`));
    if (clash[0]) throw new BizError('ALREADY_EXISTS', { name: code });
    await tx.update(roles).set({ code, name: input.name, remark: input.remark, updatedAt: new Date() }).where(eq(roles.id, id));
    return grantor;
  });
  return getRole(ctx.db, grantor, id);
}

/** Resources linked to a role, or those not yet linked (to pick from), each saying whether the caller may grant it. */
export async function findRoleResources(ctx: AppContext, caller: AuthUser, query: z.infer<typeof ZRoleResourcePageRequest>) {
  const grantor = await findGrantor(ctx.db, caller);
  await getRole(ctx.db, grantor, query.roleId);
  const linkedIds = ctx.db.select({ id: roleResources.resourceId }).from(roleResources).where(eq(roleResources.roleId, query.roleId));
  const conditions: SQL[] = [query.linked ? inArray(resources.id, linkedIds) : notInArray(resources.id, linkedIds)];
  if (query.key) conditions.push(or(ilike(resources.code, likeOf(query.key)), ilike(resources.family, likeOf(query.key)))!);
  const where = and(...conditions);
  const [total] = await ctx.db.select({ n: count() }).from(resources).where(where);
  const rows = await ctx.db
    .select()
    .from(resources)
    .where(where)
    .orderBy(resources.family, resources.code)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    contents: rows.map((r) => ({ ...r, type: r.type as 'MENU' | 'TAB' | 'ACTION', grantable: grantor.codes.has(r.code) })),
    count: total.n,
  };
}

/** Links resources to a role: only codes the caller holds, to a role within the caller's reach. */
export async function addRoleLinks(ctx: AppContext, caller: AuthUser, input: z.infer<typeof ZRoleLinksRequest>) {
  const grantor = await ctx.db.transaction(async (tx) => {
    const grantor = await findGrantor(tx, caller);
    await lockRoleForChange(tx, grantor, input.roleId);
    const found = await tx.select({ id: resources.id, code: resources.code }).from(resources).where(inArray(resources.id, input.resourceIds));
    if (found.length !== new Set(input.resourceIds).size) throw notFound();
    const lacking = found.map((r) => r.code).filter((c) => !grantor.codes.has(c));
    if (lacking.length) throw new BizError('PERMISSIONS_NOT_HELD', { codes: listed(lacking) });
    await tx.insert(roleResources).values(input.resourceIds.map((resourceId) => ({ roleId: input.roleId, resourceId }))).onConflictDoNothing();
    return grantor;
  });
  return getRole(ctx.db, grantor, input.roleId);
}

/** Unlinks resources from a role within the caller's reach (which holds only codes the caller holds). */
export async function deleteRoleLinks(ctx: AppContext, caller: AuthUser, input: z.infer<typeof ZRoleLinksRequest>) {
  const grantor = await ctx.db.transaction(async (tx) => {
    const grantor = await findGrantor(tx, caller);
    await lockRoleForChange(tx, grantor, input.roleId);
    await tx
      .delete(roleResources)
      .where(and(eq(roleResources.roleId, input.roleId), inArray(roleResources.resourceId, input.resourceIds)));
    return grantor;
  });
  return getRole(ctx.db, grantor, input.roleId);
}

/** The roles an account holds beyond its type's (the user administration's detail). */
export async function rolesOfAccount(db: Db | Tx, userId: string) {
  return db
    .select({ id: roles.id, code: roles.code, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(roles.code);
}

/**
 * The user administration's grant (filled into the users module's slot): an account's type and
 * own roles as the caller may give them. A new type must be within the caller's reach and its
 * built-in role hold nothing the caller lacks; every role added or taken away must be one the
 * caller may change (the roles' own rule, roleRefusal), and none added a built-in one. Writes the
 * roles when they are given.
 */
export async function grantAccount(db: Db | Tx, caller: AuthUser, grant: AccountGrant): Promise<void> {
  const grantor = await findGrantor(db, caller);
  if (grant.userType !== grant.previousType) {
    if (!mayActOnUserType(grantor.userType, grant.userType)) throw new BizError('USER_OF_HIGHER_TYPE');
    const lacking = (await codesOfType(db, grant.userType)).filter((c) => !grantor.codes.has(c));
    if (lacking.length) throw new BizError('PERMISSIONS_NOT_HELD', { codes: listed(lacking) });
  }
  if (grant.roleIds === undefined || grant.userId === null) return;
  const userId = grant.userId;
  const current = new Set((await db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.id));
  const wanted = new Set(grant.roleIds);
  const added = [...wanted].filter((id) => !current.has(id));
  const removed = [...current].filter((id) => !wanted.has(id));
  const changed = [...added, ...removed];
  if (!changed.length) return;
  const found = await db.select({ id: roles.id, subject: roles.subject, builtin: roles.builtin }).from(roles).where(inArray(roles.id, changed));
  // A user type's built-in role comes with the type, never as an account's own role.
  if (found.length !== changed.length || found.some((r) => r.builtin && added.includes(r.id))) throw notFound();
  const codes = await codesOfRoles(db, changed);
  for (const role of found) {
    const refusal = roleRefusal(grantor, role, codes.get(role.id)!);
    if (refusal) throw refusalError(refusal);
  }
  if (removed.length) await db.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, removed)));
  if (added.length) await db.insert(userRoles).values(added.map((roleId) => ({ userId, roleId })));
}

/** Whether a user exists, is enabled and holds the permission (through their type's or their own roles). */
export async function holdsPermission(db: Db | Tx, userId: string, code: string): Promise<boolean> {
  const rows = rowsOf<{ ok: boolean }>(await db.execute(sql`
    select exists (select 1 from users u
      join roles ro on ro.subject = u.user_type or ro.id in (select ur.role_id from user_roles ur where ur.user_id = u.id)
        or ro.id in (select tr.role_id from rule_roles tr where tr.user_type = u.user_type)
      join role_resources rr on rr.role_id = ro.id
      join resources r on r.id = rr.resource_id
     where u.id = ${userId} and not u.disabled and r.code = ${code}) as ok`));
  return Boolean(rows[0]?.ok);
}

/** The codes every user of a type holds: its built-in role's and those of the roles its rule gives. */
async function codesOfType(db: Db | Tx, userType: string): Promise<string[]> {
  const typeRoles = db.select({ id: ruleRoles.roleId }).from(ruleRoles).where(eq(ruleRoles.userType, userType));
  const rows = await db
    .selectDistinct({ code: resources.code })
    .from(roleResources)
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    .innerJoin(roles, eq(roles.id, roleResources.roleId))
    .where(or(eq(roles.subject, userType), inArray(roles.id, typeRoles)));
  return rows.map((r) => r.code);
}

/**
 * Deletes a role the caller may change. Built-in roles stay (a user type's role is emptied, never
 * removed); a role held by users or given by the rule of a type above the caller's is out of reach.
 * The users holding it, the rules giving it and its links go with it, in the same transaction.
 */
export async function deleteRole(ctx: AppContext, caller: AuthUser, id: string) {
  return ctx.db.transaction(async (tx) => {
    const grantor = await findGrantor(tx, caller);
    const [role] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
    if (!role) throw notFound();
    if (role.builtin) throw new BizError('BUILTIN_ROLE_KEPT');
    const refusal = roleRefusal(grantor, role, (await codesOfRoles(tx, [id])).get(id)!);
    if (refusal) throw refusalError(refusal);
    const holders = await tx
      .selectDistinct({ userType: users.userType })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(userRoles.roleId, id));
    const ruled = await tx.select({ userType: ruleRoles.userType }).from(ruleRoles).where(eq(ruleRoles.roleId, id));
    if ([...holders, ...ruled].some((h) => !mayActOnUserType(grantor.userType, h.userType))) throw new BizError('USER_OF_HIGHER_TYPE');
    const members = await tx.delete(userRoles).where(eq(userRoles.roleId, id)).returning({ userId: userRoles.userId });
    await tx.delete(ruleRoles).where(eq(ruleRoles.roleId, id));
    await tx.delete(roles).where(eq(roles.id, id));
    return { members: members.length };
  });
}

const holdsRole = (roleId: string): SQL =>
  sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${roleId})`;

/**
 * A role's members (users holding it as their own; for a built-in role, the users of its type) or
 * the users who could be given it, by account, name or company. The shared visitor login is no one's to give roles to.
 */
export async function findRoleMembers(ctx: AppContext, caller: AuthUser, query: z.infer<typeof ZRoleMemberPageRequest>) {
  const grantor = await findGrantor(ctx.db, caller);
  const role = await getRole(ctx.db, grantor, query.roleId);
  const [{ subject }] = await ctx.db.select({ subject: roles.subject }).from(roles).where(eq(roles.id, query.roleId));
  // A built-in role comes with the type: there is no one to add it to.
  if (subject && !query.member) return { contents: [], count: 0 };
  const conditions: SQL[] = [eq(users.isVisitor, false), subject ? eq(users.userType, subject) : query.member ? holdsRole(query.roleId) : not(holdsRole(query.roleId))];
  if (query.key) {
    const like = likeOf(query.key);
    conditions.push(or(ilike(users.username, like), ilike(users.name, like), ilike(users.company, like))!);
  }
  const where = and(...conditions);
  const [total] = await ctx.db.select({ n: count() }).from(users).where(where);
  const rows = await ctx.db
    .select({ id: users.id, username: users.username, name: users.name, userType: users.userType, company: users.company })
    .from(users)
    .where(where)
    .orderBy(users.username)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const contents: TRoleMember[] = rows.map((u) => ({ ...u, editable: !subject && role.editable && mayActOnUserType(grantor.userType, u.userType) }));
  return { contents, count: total.n };
}

/**
 * Gives a role to users or takes it away, all or none: a role within the caller's reach (so it
 * holds nothing the caller lacks), not a built-in one, and users of the caller's type or below.
 */
export async function changeRoleMembers(ctx: AppContext, caller: AuthUser, input: z.infer<typeof ZRoleMembersChange>, give: boolean) {
  return ctx.db.transaction(async (tx) => {
    const grantor = await findGrantor(tx, caller);
    const role = await lockRoleForChange(tx, grantor, input.roleId);
    if (role.builtin) throw notFound();
    const userIds = [...new Set(input.userIds)];
    const found = await tx.select({ id: users.id, userType: users.userType }).from(users).where(and(inArray(users.id, userIds), eq(users.isVisitor, false)));
    if (found.length !== userIds.length) throw notFound();
    if (found.some((u) => !mayActOnUserType(grantor.userType, u.userType))) throw new BizError('USER_OF_HIGHER_TYPE');
    const changed = give
      ? await tx.insert(userRoles).values(userIds.map((userId) => ({ userId, roleId: input.roleId }))).onConflictDoNothing().returning({ userId: userRoles.userId })
      : await tx.delete(userRoles).where(and(eq(userRoles.roleId, input.roleId), inArray(userRoles.userId, userIds))).returning({ userId: userRoles.userId });
    return { changed: changed.length };
  });
}

const ruleRoleColumns = { id: roles.id, code: roles.code, name: roles.name };

/** The rules of these user types, in the order given. */
async function presentRules(db: Db | Tx, grantor: Grantor, types: readonly string[]): Promise<TRule[]> {
  const builtin = await db.select({ ...ruleRoleColumns, subject: roles.subject }).from(roles).where(inArray(roles.subject, [...types]));
  const given = await db
    .select({ ...ruleRoleColumns, userType: ruleRoles.userType })
    .from(ruleRoles)
    .innerJoin(roles, eq(roles.id, ruleRoles.roleId))
    .where(inArray(ruleRoles.userType, [...types]))
    .orderBy(roles.code);
  const counts = await codesOfRoles(db, builtin.map((r) => r.id));
  return types.map((userType) => {
    const own = builtin.find((r) => r.subject === userType);
    return {
      userType,
      builtinRole: own ? { id: own.id, code: own.code, name: own.name, resourceCount: counts.get(own.id)!.length } : null,
      roles: given.filter((g) => g.userType === userType).map(({ userType: _type, ...role }) => role),
      editable: mayActOnUserType(grantor.userType, userType),
    };
  });
}

const knownSubject = (userType: string) => (SUBJECTS as readonly string[]).includes(userType);

/** POST /rest/rule/show: the rule of every user type and of the visitor. */
export async function showRules(ctx: AppContext, caller: AuthUser): Promise<TRule[]> {
  return presentRules(ctx.db, await findGrantor(ctx.db, caller), SUBJECTS);
}

/** POST /rest/rule/userType: the rule of one user type. */
export async function ruleOfType(ctx: AppContext, caller: AuthUser, userType: string): Promise<TRule> {
  if (!knownSubject(userType)) throw notFound();
  const [rule] = await presentRules(ctx.db, await findGrantor(ctx.db, caller), [userType]);
  return rule;
}

/**
 * POST /rest/rule/update: a user type's default roles become exactly these, or nothing changes.
 * The type must be within the caller's reach, and every role added or taken away one the caller
 * may change (so no one gives a whole type codes they lack). Built-in roles come with their own
 * type only.
 */
export async function updateRule(ctx: AppContext, caller: AuthUser, input: z.infer<typeof ZRuleUpdateRequest>): Promise<TRule> {
  if (!knownSubject(input.userType)) throw notFound();
  return ctx.db.transaction(async (tx) => {
    const grantor = await findGrantor(tx, caller);
    if (!mayActOnUserType(grantor.userType, input.userType)) throw new BizError('USER_OF_HIGHER_TYPE');
    // One change of a type's rule at a time: both would decide on the same old rows.
    await tx.select({ id: roles.id }).from(roles).where(eq(roles.subject, input.userType)).for('update');
    const current = new Set((await tx.select({ id: ruleRoles.roleId }).from(ruleRoles).where(eq(ruleRoles.userType, input.userType))).map((r) => r.id));
    const wanted = new Set(input.roleIds);
    const added = [...wanted].filter((id) => !current.has(id));
    const removed = [...current].filter((id) => !wanted.has(id));
    const changed = [...added, ...removed];
    if (changed.length) {
      const found = await tx.select({ id: roles.id, subject: roles.subject, builtin: roles.builtin }).from(roles).where(inArray(roles.id, changed));
      if (found.length !== changed.length || found.some((r) => r.builtin)) throw notFound();
      const codes = await codesOfRoles(tx, changed);
      for (const role of found) {
        const refusal = roleRefusal(grantor, role, codes.get(role.id)!);
        if (refusal) throw refusalError(refusal);
      }
      if (removed.length) await tx.delete(ruleRoles).where(and(eq(ruleRoles.userType, input.userType), inArray(ruleRoles.roleId, removed)));
      if (added.length) await tx.insert(ruleRoles).values(added.map((roleId) => ({ userType: input.userType, roleId })));
    }
    const [rule] = await presentRules(tx, grantor, [input.userType]);
    return rule;
  });
}
