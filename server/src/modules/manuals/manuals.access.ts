import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  MANUAL_TYPE_PERMISSION, MANUAL_TYPES, type Language, type ManualStatus, type ManualType, type TManualScope,
} from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { AuthUser } from '../../platform/session.js';
import { BizError } from '../../platform/errors.js';
import { slot } from '../../platform/slot.js';
import { optionalVehicle } from '../catalogue/index.js';
import { manualNodes, manualRoots } from './manuals.tables.js';

/*
 * Who sees which manual, in one place. A manual is visible when the caller may read its type
 * (MANUAL_TYPE_PERMISSION) and it is EFFECTIVE, or the caller reviews manuals
 * (PER_PENDING_REVIEW_MANUAL_VIEW). Lists default to EFFECTIVE for everybody so reviewers do not
 * see each manual twice; a reviewer asks for other states explicitly. A manual the caller may
 * not see answers like a missing one.
 */

export type RootRow = typeof manualRoots.$inferSelect;
export type NodeRow = typeof manualNodes.$inferSelect;

export const isReviewer = (caller: AuthUser) => caller.permissions.has('PER_PENDING_REVIEW_MANUAL_VIEW');

/** The manual types the caller may read. */
export const readableTypes = (caller: AuthUser): ManualType[] =>
  MANUAL_TYPES.filter((t) => caller.permissions.has(MANUAL_TYPE_PERMISSION[t]));

/** May the caller open this manual (any list aside)? */
export function mayOpen(caller: AuthUser, root: Pick<RootRow, 'type' | 'status'>): boolean {
  if (!caller.permissions.has(MANUAL_TYPE_PERMISSION[root.type])) return false;
  return root.status === 'EFFECTIVE' || isReviewer(caller);
}

/** The statuses a list shows: EFFECTIVE, or what a reviewer asked for. */
export function listedStatuses(caller: AuthUser, asked: ManualStatus | undefined): ManualStatus[] {
  if (!isReviewer(caller)) return ['EFFECTIVE'];
  return [asked ?? 'EFFECTIVE'];
}

/** Codes of a configuration; '' = not given (any). */
export interface ResolvedScope {
  code0: string;
  code1: string;
  code2: string;
}

/** A configuration filter: a VIN stands for its line, series and model (needs PER_VIN_VIEW). */
export async function resolveScope(ctx: AppContext, caller: AuthUser, scope: TManualScope, lang: Language): Promise<ResolvedScope | null> {
  if (scope.vinCode) {
    const vehicle = await optionalVehicle(ctx, caller, scope.vinCode, lang);
    const cm = vehicle!.info.catelogModel;
    return { code0: cm.code0, code1: cm.code1, code2: cm.code2 };
  }
  if (!scope.code0 && !scope.code1 && !scope.code2) return null;
  return { code0: scope.code0 ?? '', code1: scope.code1 ?? '', code2: scope.code2 ?? '' };
}

/**
 * Manuals applying to a configuration: a manual for the line applies to every series and model of
 * it, one for a series to its models. A level the filter leaves open matches anything below.
 */
export function scopeWhere(scope: ResolvedScope | null): SQL | undefined {
  if (!scope) return undefined;
  const level = (column: AnyPgColumn, code: string) => (code ? or(eq(column, ''), eq(column, code)) : undefined);
  return and(
    scope.code0 ? eq(manualRoots.code0, scope.code0) : undefined,
    level(manualRoots.code1, scope.code1),
    level(manualRoots.code2, scope.code2),
  );
}

/**
 * Paid access (decision 043): the condition over `manual_roots` that the caller's entitlements
 * admit, or undefined when the caller reads without one. The vip module fills it; every read of a
 * manual (lists, the manual, its topics, pages, images, exports) passes through the functions
 * below, so this is the one place it is asked. It reads the database on every call: an approval or
 * an expiry holds on every instance at once.
 */
export const manualEntitlement = slot<(ctx: AppContext, caller: AuthUser) => SQL | undefined>(() => undefined);

/** Whether the caller's entitlements admit the manual, as a column of a query over manual_roots. */
const entitledColumn = (ctx: AppContext, caller: AuthUser) => sql<boolean>`${manualEntitlement.call(ctx, caller) ?? sql`true`}`;

/** The roots a list may show: readable types, listed statuses, optionally one type, and paid access. */
export function listableWhere(ctx: AppContext, caller: AuthUser, opts: { status?: ManualStatus; type?: ManualType }): SQL {
  const types = readableTypes(caller).filter((t) => !opts.type || t === opts.type);
  if (!types.length) return sql`false`;
  return and(inArray(manualRoots.type, types), inArray(manualRoots.status, listedStatuses(caller, opts.status)), manualEntitlement.call(ctx, caller))!;
}

/**
 * A manual the caller may open; MANUAL_NOT_FOUND otherwise (also for a type the path does not
 * serve), VIP_ENTITLEMENT_REQUIRED when only a package is missing (the screen offers one).
 */
export async function getOpenableRoot(ctx: AppContext, caller: AuthUser, rootId: string, type?: ManualType): Promise<RootRow> {
  const [row] = await ctx.db.select({ root: manualRoots, entitled: entitledColumn(ctx, caller) }).from(manualRoots).where(eq(manualRoots.id, rootId));
  if (!row || !mayOpen(caller, row.root) || (type && row.root.type !== type)) throw new BizError('MANUAL_NOT_FOUND');
  if (!row.entitled) throw new BizError('VIP_ENTITLEMENT_REQUIRED');
  return row.root;
}

/** A node of a manual the caller may open, with its manual; TOPIC_NOT_FOUND otherwise (or VIP_ENTITLEMENT_REQUIRED). */
export async function getOpenableNode(ctx: AppContext, caller: AuthUser, nodeId: string): Promise<{ node: NodeRow; root: RootRow }> {
  const [row] = await ctx.db
    .select({ node: manualNodes, root: manualRoots, entitled: entitledColumn(ctx, caller) })
    .from(manualNodes)
    .innerJoin(manualRoots, eq(manualRoots.id, manualNodes.rootId))
    .where(eq(manualNodes.id, nodeId));
  if (!row || !mayOpen(caller, row.root)) throw new BizError('TOPIC_NOT_FOUND');
  if (!row.entitled) throw new BizError('VIP_ENTITLEMENT_REQUIRED');
  return { node: row.node, root: row.root };
}

/** Whether the caller may open the manual `rootId` (an image's): type, status and paid access. */
export async function mayOpenRoot(ctx: AppContext, caller: AuthUser, root: Pick<RootRow, 'type' | 'status'>, rootId: string): Promise<boolean> {
  if (!mayOpen(caller, root)) return false;
  const gate = manualEntitlement.call(ctx, caller);
  if (!gate) return true;
  const [row] = await ctx.db.select({ id: manualRoots.id }).from(manualRoots).where(and(eq(manualRoots.id, rootId), gate));
  return Boolean(row);
}
