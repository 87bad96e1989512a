import { and, eq, inArray, or } from 'drizzle-orm';
import type { TAreaRouting, TInquiryArea } from '@portal/contract';
import type { Db, Tx } from '../../platform/db.js';
import { users } from '../users/users.tables.js';
import { responsiblePersons } from './inquiry.responsible.tables.js';

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

export type { TInquiryArea };
