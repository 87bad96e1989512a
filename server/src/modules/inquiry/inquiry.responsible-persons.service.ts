import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  RESPONSIBLE_ROLE_NAMES, USER_TYPE_RANK, USER_TYPES, type Language, type ResponsibleRole, type TAreaProcessor, type TAreaRouting, type TAssignee,
  type TAssigneeSearchRequest, type TInquiryArea, type TResponsiblePersonInput, type TResponsiblePersonListRequest, type TResponsiblePersonRow,
  ZResponsiblePersonInput,
} from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { Db, Tx } from '../../platform/db.js';
import { BizError } from '../../platform/errors.js';
import { escapeLike } from '../../platform/sql.js';
import { areaByCode, areaCodesNamed, areaName, listAreas } from '../refdata/index.js';
import { users } from '../users/index.js';
import { responsiblePersons } from './inquiry.responsible-persons.tables.js';

/**
 * Internal staff (and the administrators above them) by USER_TYPE_RANK: only they are handed
 * inquiries, which carry the VIN and the reporter's phone. Dealers, service stations and other
 * outside accounts are not, even when listed by mistake.
 */
const INTERNAL_TYPES: readonly string[] = USER_TYPES.filter((type) => USER_TYPE_RANK[type] >= USER_TYPE_RANK.INNER_USER);

/** Whether a user may be given an inquiry in one of these roles: internal, active, and listed in one of them. */
export async function isListedStaff(db: Db | Tx, userId: string, roles: readonly ResponsibleRole[]): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(responsiblePersons).innerJoin(users, eq(users.id, responsiblePersons.userId))
    .where(and(
      eq(responsiblePersons.userId, userId), inArray(responsiblePersons.role, [...roles]), inArray(users.userType, [...INTERNAL_TYPES]),
      eq(users.disabled, false), eq(users.locked, false),
    )).limit(1);
  return Boolean(row);
}

/** How closely a row's area covers the inquiry's: the city itself, its province, every area. */
function specificity(row: { provinceCode: string; cityCode: string }): number {
  if (row.cityCode) return 2;
  if (row.provinceCode) return 1;
  return 0;
}

/**
 * Where a submitted inquiry from an area goes (spec §2 "routed to its area's processor on submit"):
 * the processor of the city, else of the province, else the one for every area; the leaders of
 * every level that covers the area see it. Disabled or locked users are skipped, so a departed
 * processor does not swallow inquiries. Null when no processor covers the area.
 */
export async function routeForArea(db: Db | Tx, area: { provinceCode: string; cityCode?: string | null }): Promise<TAreaRouting | null> {
  const provinceCode = area.provinceCode.trim();
  const cityCode = (area.cityCode ?? '').trim();
  const rows = await db
    .select({ role: responsiblePersons.role, userId: responsiblePersons.userId, provinceCode: responsiblePersons.provinceCode, cityCode: responsiblePersons.cityCode })
    .from(responsiblePersons)
    .innerJoin(users, eq(users.id, responsiblePersons.userId))
    .where(
      and(
        inArray(responsiblePersons.role, ['PROCESSOR', 'LEADER']),
        eq(users.disabled, false),
        eq(users.locked, false),
        or(
          and(eq(responsiblePersons.provinceCode, ''), eq(responsiblePersons.cityCode, '')),
          and(eq(responsiblePersons.provinceCode, provinceCode), eq(responsiblePersons.cityCode, '')),
          cityCode ? and(eq(responsiblePersons.provinceCode, provinceCode), eq(responsiblePersons.cityCode, cityCode)) : undefined,
        ),
      ),
    );
  const processor = rows.filter((r) => r.role === 'PROCESSOR').sort((a, b) => specificity(b) - specificity(a))[0];
  if (!processor) return null;
  const leaderIds = [...new Set(rows.filter((r) => r.role === 'LEADER').map((r) => r.userId))].sort();
  return { processorId: processor.userId, leaderIds };
}


// ---------------------------------------------------------------- management and assignee search

interface PersonRow {
  id: string;
  role: string;
  userId: string;
  username: string;
  name: string;
  provinceCode: string;
  cityCode: string;
  department: string;
}

const personColumns = {
  id: responsiblePersons.id,
  role: responsiblePersons.role,
  userId: responsiblePersons.userId,
  username: users.username,
  name: users.name,
  provinceCode: responsiblePersons.provinceCode,
  cityCode: responsiblePersons.cityCode,
  department: responsiblePersons.department,
};

/** Whether a row's area (possibly "every area" or a whole province) covers another's. */
const covers = (outer: { provinceCode: string; cityCode: string }, inner: { provinceCode: string; cityCode: string }) =>
  (!outer.provinceCode || outer.provinceCode === inner.provinceCode) && (!outer.cityCode || outer.cityCode === inner.cityCode);

/** Conditions of a keyword over username, name, department and area names (names come from the area package). */
function keywordCondition(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const like = `%${escapeLike(keyword)}%`;
  const codes = areaCodesNamed(keyword);
  return or(
    ilike(users.username, like),
    ilike(users.name, like),
    ilike(responsiblePersons.department, like),
    codes.length ? inArray(responsiblePersons.provinceCode, codes) : undefined,
    codes.length ? inArray(responsiblePersons.cityCode, codes) : undefined,
  );
}

/** The management page: one role's rows; processors carry the leaders of their area. */
export async function listResponsiblePersons(ctx: AppContext, req: TResponsiblePersonListRequest, lang: Language): Promise<{ contents: TResponsiblePersonRow[]; count: number }> {
  const where = and(eq(responsiblePersons.role, req.role), keywordCondition(req.keyword));
  const [total] = await ctx.db.select({ n: count() }).from(responsiblePersons).innerJoin(users, eq(users.id, responsiblePersons.userId)).where(where);
  const rows: PersonRow[] = await ctx.db
    .select(personColumns)
    .from(responsiblePersons)
    .innerJoin(users, eq(users.id, responsiblePersons.userId))
    .where(where)
    .orderBy(asc(responsiblePersons.provinceCode), asc(responsiblePersons.cityCode), asc(users.username))
    .limit(req.pageSize)
    .offset((req.page - 1) * req.pageSize);
  const leaders: PersonRow[] = req.role === 'PROCESSOR' && rows.length
    ? await ctx.db.select(personColumns).from(responsiblePersons).innerJoin(users, eq(users.id, responsiblePersons.userId)).where(eq(responsiblePersons.role, 'LEADER')).orderBy(asc(users.username))
    : [];
  return {
    count: total.n,
    contents: rows.map((r) => {
      const own = leaders.filter((l) => covers(l, r));
      return {
        id: r.id,
        role: r.role as ResponsibleRole,
        processorTypeDesc: RESPONSIBLE_ROLE_NAMES[r.role as ResponsibleRole][lang],
        userId: r.userId,
        username: r.username,
        name: r.name,
        provinceCode: r.provinceCode,
        cityCode: r.cityCode,
        areaName: areaName(r.provinceCode, r.cityCode, lang),
        department: r.department,
        leaderUsername: own.map((l) => l.username).join(', '),
        leaderName: own.map((l) => l.name).join(', '),
      };
    }),
  };
}

/**
 * The checked values of one entry: an existing (non-visitor) user, an area of the area list, and
 * for a processor an area nobody else processes. `exceptId` is the entry being edited.
 */
async function checkedEntry(tx: Tx, input: TResponsiblePersonInput, exceptId?: string) {
  const v = ZResponsiblePersonInput.parse(input);
  const [user] = await tx.select({ id: users.id }).from(users)
    .where(and(eq(sql`lower(${users.username})`, v.username.toLowerCase()), eq(users.isVisitor, false)));
  if (!user) throw new BizError('RESPONSIBLE_USER_UNKNOWN', { username: v.username });
  if (v.provinceCode && !areaByCode(v.provinceCode)) throw new BizError('RESPONSIBLE_AREA_UNKNOWN');
  if (v.cityCode && !listAreas(2, v.provinceCode).some((c) => c.code === v.cityCode)) throw new BizError('RESPONSIBLE_AREA_UNKNOWN');
  const entry = { role: v.role, userId: user.id, provinceCode: v.provinceCode, cityCode: v.cityCode, department: v.department };
  const others = exceptId ? ne(responsiblePersons.id, exceptId) : undefined;
  const [same] = await tx.select({ id: responsiblePersons.id }).from(responsiblePersons).where(and(
    eq(responsiblePersons.role, entry.role), eq(responsiblePersons.userId, entry.userId),
    eq(responsiblePersons.provinceCode, entry.provinceCode), eq(responsiblePersons.cityCode, entry.cityCode), others,
  ));
  if (same) throw new BizError('RESPONSIBLE_PERSON_EXISTS');
  if (entry.role === 'PROCESSOR') {
    const [taken] = await tx.select({ username: users.username, name: users.name }).from(responsiblePersons)
      .innerJoin(users, eq(users.id, responsiblePersons.userId))
      .where(and(eq(responsiblePersons.role, 'PROCESSOR'), eq(responsiblePersons.provinceCode, entry.provinceCode), eq(responsiblePersons.cityCode, entry.cityCode), others));
    if (taken) throw new BizError('AREA_HAS_PROCESSOR', { name: taken.name || taken.username });
  }
  return entry;
}

/** A concurrent add that won the unique index: the same refusal the checks give. */
function refusalOfUnique(err: unknown): never {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.cause?.code ?? e.code;
  if (code !== '23505') throw err;
  const constraint = e.cause?.constraint ?? e.constraint ?? '';
  if (constraint.includes('processor_area')) throw new BizError('AREA_HAS_PROCESSOR', { name: '' });
  throw new BizError('RESPONSIBLE_PERSON_EXISTS');
}

/** Adds one entry (the management page's single add); routing follows it at once. */
export async function addResponsiblePerson(ctx: AppContext, input: TResponsiblePersonInput): Promise<{ id: string }> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const entry = await checkedEntry(tx, input);
      const [row] = await tx.insert(responsiblePersons).values(entry).returning({ id: responsiblePersons.id });
      return row;
    });
  } catch (err) {
    return refusalOfUnique(err);
  }
}

/** Changes one entry in place (role, person, area, department). */
export async function updateResponsiblePerson(ctx: AppContext, id: string, input: TResponsiblePersonInput): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const [current] = await tx.select({ id: responsiblePersons.id }).from(responsiblePersons).where(eq(responsiblePersons.id, id)).for('update');
      if (!current) throw new BizError('RESPONSIBLE_PERSON_NOT_FOUND');
      const entry = await checkedEntry(tx, input, id);
      await tx.update(responsiblePersons).set(entry).where(eq(responsiblePersons.id, id));
    });
  } catch (err) {
    return refusalOfUnique(err);
  }
}

/** Removes one entry; inquiries already routed keep their handler. */
export async function deleteResponsiblePerson(ctx: AppContext, id: string): Promise<void> {
  const removed = await ctx.db.delete(responsiblePersons).where(eq(responsiblePersons.id, id)).returning({ id: responsiblePersons.id });
  if (!removed.length) throw new BizError('RESPONSIBLE_PERSON_NOT_FOUND');
}

/** Who a form from this area would go to (form/processor), or null when nobody covers it. */
export async function getAreaProcessor(ctx: AppContext, area: TInquiryArea): Promise<TAreaProcessor | null> {
  const routing = await routeForArea(ctx.db, area);
  if (!routing) return null;
  const [user] = await ctx.db.select({ username: users.username, name: users.name }).from(users).where(eq(users.id, routing.processorId));
  return { processorId: routing.processorId, processorUsername: user.username, processorName: user.name, leaderIds: routing.leaderIds };
}

/**
 * The assignee search (form/expert, form/expert/box): active internal experts (or processors) by keyword
 * and department, one row per person with the areas they cover joined.
 */
export async function searchAssignees(ctx: AppContext, req: TAssigneeSearchRequest, lang: Language = 'zh-CN'): Promise<{ contents: TAssignee[]; count: number }> {
  const where = and(
    eq(responsiblePersons.role, req.role),
    // The search offers only whom assignInquiry accepts.
    inArray(users.userType, [...INTERNAL_TYPES]),
    eq(users.disabled, false),
    eq(users.locked, false),
    keywordCondition(req.keyword),
    req.department ? ilike(responsiblePersons.department, `%${escapeLike(req.department)}%`) : undefined,
  );
  const rows: PersonRow[] = await ctx.db
    .select(personColumns)
    .from(responsiblePersons)
    .innerJoin(users, eq(users.id, responsiblePersons.userId))
    .where(where)
    .orderBy(asc(users.name), asc(users.username), asc(responsiblePersons.provinceCode), asc(responsiblePersons.cityCode));
  // One person may cover several areas: one row each, in the order found.
  const byUser = new Map<string, TAssignee>();
  for (const r of rows) {
    const area = areaName(r.provinceCode, r.cityCode, lang);
    const seen = byUser.get(r.userId);
    if (seen) {
      if (area && !seen.areaName.split(', ').includes(area)) seen.areaName = seen.areaName ? `${seen.areaName}, ${area}` : area;
      if (r.department && !seen.department.split(', ').includes(r.department)) seen.department = seen.department ? `${seen.department}, ${r.department}` : r.department;
      continue;
    }
    byUser.set(r.userId, { userId: r.userId, username: r.username, name: r.name, role: req.role, department: r.department, areaName: area });
  }
  const all = [...byUser.values()];
  return { count: all.length, contents: all.slice((req.page - 1) * req.pageSize, req.page * req.pageSize) };
}
