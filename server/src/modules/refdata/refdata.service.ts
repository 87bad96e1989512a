import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { USER_TYPE_RANK, type RoleSubject, type Language, type TArea, type TAreaListRequest, type TDataListRequest, type TFaultNode, type TWorkOrderInfo, nameIn } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { Db, Tx } from '../../platform/db.js';
import { BizError } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/session.js';
import { areaByCode, listAreas } from './refdata.areas.js';
import { faultCatalogueNodes, shops } from './refdata.tables.js';
import type { WorkOrderSource } from './refdata.work-orders.js';

/** One level of the fault catalogue: the modules, or the children of a module or system. */
export async function listFaultNodes(ctx: AppContext, req: TDataListRequest, lang: Language): Promise<TFaultNode[]> {
  const rows = await ctx.db
    .select()
    .from(faultCatalogueNodes)
    .where(and(eq(faultCatalogueNodes.level, req.level), req.level === 1 ? isNull(faultCatalogueNodes.parentCode) : eq(faultCatalogueNodes.parentCode, req.parentCode!)))
    .orderBy(asc(faultCatalogueNodes.sort), asc(faultCatalogueNodes.code));
  return rows.map((r) => ({ code: r.code, name: nameIn(r.names, lang), level: r.level, parentCode: r.parentCode }));
}

/** The names of fault catalogue codes in a language; codes the catalogue lacks are left out. */
export async function faultNodeNames(db: Db | Tx, codes: readonly string[], lang: Language): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const rows = await db.select().from(faultCatalogueNodes).where(inArray(faultCatalogueNodes.code, [...codes]));
  return new Map(rows.map((r) => [r.code, nameIn(r.names, lang)]));
}

/** The whole fault catalogue with its names in every language (a few hundred nodes): for placing texts in it. */
export async function faultCatalogue(db: Db | Tx): Promise<{ code: string; level: number; parentCode: string | null; names: string[] }[]> {
  const rows = await db.select().from(faultCatalogueNodes);
  return rows.map((r) => ({ code: r.code, level: r.level, parentCode: r.parentCode, names: Object.values(r.names).filter((n): n is string => !!n) }));
}

/**
 * Whether module → system → position names one branch of the catalogue, filled from the top
 * (a system needs its module, a position its system); nothing filled is a valid empty choice.
 * For the inquiry service, which checks a form's fault fields with it.
 */
export async function isFaultPath(db: Db | Tx, path: { module?: string | null; system?: string | null; position?: string | null }): Promise<boolean> {
  const chain = [path.module || '', path.system || '', path.position || ''];
  if ((chain[1] && !chain[0]) || (chain[2] && !chain[1])) return false;
  const filled = chain.filter(Boolean);
  if (!filled.length) return true;
  const rows = await db.select().from(faultCatalogueNodes).where(inArray(faultCatalogueNodes.code, filled));
  const byCode = new Map(rows.map((r) => [r.code, r]));
  return filled.every((code, i) => {
    const node = byCode.get(code);
    return !!node && node.level === i + 1 && (i === 0 ? node.parentCode === null : node.parentCode === filled[i - 1]);
  });
}

/** Provinces, or the cities of a province, named in the language (pinyin outside Chinese). */
export function listAreaMap(req: TAreaListRequest, lang: Language): TArea[] {
  return listAreas(req.level, req.parentCode, lang);
}

/**
 * Whether a user reads work orders of their own company's shops only: external partners (dealers,
 * service stations and every other type ranked below internal staff) do; staff read every shop's.
 */
export function readsOwnShopsOnly(user: Pick<AuthUser, 'userType'>): boolean {
  return (USER_TYPE_RANK[user.userType as RoleSubject] ?? 0) < USER_TYPE_RANK.INNER_USER;
}

/** The shop codes of the user's company (shops.company against users.company). */
export async function ownShopCodes(db: Db | Tx, user: Pick<AuthUser, 'company'>): Promise<Set<string>> {
  const company = user.company.trim().toLowerCase();
  if (!company) return new Set();
  const rows = await db.select({ code: shops.code }).from(shops).where(eq(sql`lower(${shops.company})`, company));
  return new Set(rows.map((r) => r.code));
}

/**
 * A work order from the configured source, with its area named. A dealer or service station finds
 * only its own shops' orders; another shop's looks like a missing one (the source may be a DMS, so
 * the scope is checked on the answer).
 */
export async function getWorkOrderInfo(ctx: AppContext, source: WorkOrderSource, user: AuthUser, id: string, lang: Language = 'zh-CN'): Promise<TWorkOrderInfo> {
  const w = await source.find(id);
  if (!w) throw new BizError('WORK_ORDER_NOT_FOUND');
  if (readsOwnShopsOnly(user) && !(await ownShopCodes(ctx.db, user)).has(w.shopCode)) throw new BizError('WORK_ORDER_NOT_FOUND');
  return {
    id: w.id,
    vinCode: w.vin,
    driveMileage: w.driveMileage,
    shopCode: w.shopCode,
    shopName: w.shopName,
    provinceId: w.provinceCode,
    cityId: w.cityCode,
    provinceName: areaByCode(w.provinceCode, lang)?.name ?? '',
    cityName: areaByCode(w.cityCode, lang)?.name ?? '',
    openedOn: w.openedOn,
  };
}
