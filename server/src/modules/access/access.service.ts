import { and, count, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  DEFAULT_PERMISSIONS, PERMISSION_CATALOGUE, USER_TYPES, VISITOR, type RoleSubject, type TRole,
  ZRolePageRequest, ZRoleResourcePageRequest, ZRoleLinksRequest, ZRoleSaveRequest,
} from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { BizError, notFound } from '../../platform/errors.js';
import { systemSettings } from '../system/system.tables.js';
import { resources, roleResources, roles } from './access.tables.js';

const SEEN_SETTING = 'access.catalogueSeen';
const SUBJECTS: RoleSubject[] = [...USER_TYPES, VISITOR];

/** The front-end route a MENU permission opens, for the resource's url column. */
const MENU_URLS: Partial<Record<string, string>> = {
  PER_USER_MANAGEMENT_VIEW: '/user_control', PER_GROUP_MANAGEMENT_VIEW: '/group_management',
  PER_DOWNLOAD_AREA_VIEW: '/download_management', PER_BULLETIN_VIEW: '/notice_area',
  PER_DATA_MANAGEMENT_VIEW: '/data_import', PER_TECHNICALCASE_LIBRARY_VIEW: '/technicalCaseLibrary',
  PER_REPORT_FORM_MANAGEMENT_VIEW: '/report_management', PER_LOG_MANAGEMENT_VIEW: '/log_management',
  PER_FAVORITE_VIEW: '/my_favorite', PER_ENQUIRY_MANAGEMENT_VIEW: '/inquiryFormManagement',
  PER_ENQUIRY_PROCESSOR_MANAGEMENT_VIEW: '/responsiblePersonManagement', PER_FEEDBACK_MANAGEMENT_VIEW: '/feedback_center',
  PER_SHOPPING_CART_MANAGEMENT_VIEW: '/shopping_cart', PER_MANUAL_VIEW: '/part_check',
  PER_PENDING_REVIEW_MANUAL_VIEW: '/pending_review_manual',
};

/**
 * Brings the resources and the built-in role of each user type in line with the catalogue.
 * Defaults are linked only for codes this database has not seen before, so an administrator's
 * later edits to a built-in role survive restarts and upgrades.
 */
export async function ensureAccessCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(resources)
      .values(PERMISSION_CATALOGUE.map((p) => ({ code: p.code, name: p.code, type: p.type, family: p.family, url: MENU_URLS[p.code] ?? '' })))
      .onConflictDoUpdate({ target: resources.code, set: { type: sql`excluded.type`, family: sql`excluded.family`, url: sql`excluded.url` } });
    await tx
      .insert(roles)
      .values(SUBJECTS.map((subject) => ({ code: `DEFAULT_${subject}`, name: subject, subject, builtin: true, remark: '' })))
      .onConflictDoNothing();

    const [seenRow] = await tx.select().from(systemSettings).where(eq(systemSettings.key, SEEN_SETTING));
    const seen = new Set((seenRow?.value as string[] | undefined) ?? []);
    const fresh = PERMISSION_CATALOGUE.map((p) => p.code).filter((c) => !seen.has(c));
    if (fresh.length === 0) return;

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

const likeOf = (key: string) => `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function presentRoles(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<TRole[]> {
  const rows = await db
    .select({
      id: roles.id, code: roles.code, name: roles.name, remark: roles.remark, builtin: roles.builtin,
      resourceCount: sql<number>`(select count(*)::int from ${roleResources} where ${roleResources.roleId} = ${roles.id})`,
    })
    .from(roles)
    .where(where)
    .orderBy(roles.builtin, roles.code)
    .limit(limit)
    .offset(offset);
  return rows;
}

export async function findRoles(ctx: AppContext, query: z.infer<typeof ZRolePageRequest>) {
  const where = query.key ? or(ilike(roles.code, likeOf(query.key)), ilike(roles.name, likeOf(query.key))) : undefined;
  const [total] = await ctx.db.select({ n: count() }).from(roles).where(where);
  return { contents: await presentRoles(ctx.db, where, query.pageSize, (query.page - 1) * query.pageSize), count: total.n };
}

async function getRole(db: Db, id: string): Promise<TRole> {
  const [row] = await presentRoles(db, eq(roles.id, id), 1, 0);
  if (!row) throw notFound();
  return row;
}

export async function createRole(ctx: AppContext, input: z.infer<typeof ZRoleSaveRequest>) {
  const inserted = await ctx.db.insert(roles).values({ ...input, builtin: false }).onConflictDoNothing().returning({ id: roles.id });
  if (!inserted[0]) throw new BizError('ALREADY_EXISTS', { name: input.code });
  return getRole(ctx.db, inserted[0].id);
}

export async function updateRole(ctx: AppContext, id: string, input: z.infer<typeof ZRoleSaveRequest>) {
  const [current] = await ctx.db.select().from(roles).where(eq(roles.id, id));
  if (!current) throw notFound();
  // A built-in role keeps its code: the user type it belongs to is found by it.
  const code = current.builtin ? current.code : input.code;
  const clash = await ctx.db.select({ id: roles.id }).from(roles).where(and(eq(roles.code, code), sql`${roles.id} <> ${id}`));
  if (clash[0]) throw new BizError('ALREADY_EXISTS', { name: code });
  await ctx.db.update(roles).set({ code, name: input.name, remark: input.remark, updatedAt: new Date() }).where(eq(roles.id, id));
  return getRole(ctx.db, id);
}

/** Resources linked to a role, or those not yet linked (to pick from). */
export async function findRoleResources(ctx: AppContext, query: z.infer<typeof ZRoleResourcePageRequest>) {
  await getRole(ctx.db, query.roleId);
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
  return { contents: rows.map((r) => ({ ...r, type: r.type as 'MENU' | 'TAB' | 'ACTION' })), count: total.n };
}

export async function addRoleLinks(ctx: AppContext, input: z.infer<typeof ZRoleLinksRequest>) {
  await getRole(ctx.db, input.roleId);
  await ctx.db.transaction(async (tx) => {
    const found = await tx.select({ id: resources.id }).from(resources).where(inArray(resources.id, input.resourceIds));
    if (found.length !== new Set(input.resourceIds).size) throw notFound();
    await tx.insert(roleResources).values(input.resourceIds.map((resourceId) => ({ roleId: input.roleId, resourceId }))).onConflictDoNothing();
  });
  return getRole(ctx.db, input.roleId);
}

export async function deleteRoleLinks(ctx: AppContext, input: z.infer<typeof ZRoleLinksRequest>) {
  await getRole(ctx.db, input.roleId);
  await ctx.db
    .delete(roleResources)
    .where(and(eq(roleResources.roleId, input.roleId), inArray(roleResources.resourceId, input.resourceIds)));
  return getRole(ctx.db, input.roleId);
}
