import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  formatMessage, LIMITS, RESPONSIBLE_IMPORT_COLUMNS, RESPONSIBLE_IMPORT_MAX_MB, RESPONSIBLE_IMPORT_MAX_ROWS, RESPONSIBLE_IMPORT_MAX_UNPACKED_MB,
  RESPONSIBLE_IMPORT_ROW_MESSAGES, RESPONSIBLE_ROLES,
  type Language, type ResponsibleImportRowProblem, type ResponsibleRole, type TResponsibleImportError, type TResponsibleImportResult,
} from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { BizError } from '../../platform/errors.js';
import { cellText, readSheetRows, type SheetReadOptions } from '../../platform/xlsx-reader.js';
import { xlsxBuffer } from '../../platform/xlsx.js';
import { findCity, findProvince } from '../refdata/index.js';
import { users } from '../users/index.js';
import { responsiblePersons } from './inquiry.responsible-persons.tables.js';

/*
 * POST /rest/import/expert/and/processor: responsible persons from the first sheet of an .xlsx
 * (columns RESPONSIBLE_IMPORT_COLUMNS, header in row 1). All or nothing: every row is checked
 * first and one refused row refuses the file, with each refused row's number, column and reason,
 * so the administrator fixes the sheet once instead of once per error.
 */

interface ParsedRow {
  row: number;
  /** As typed in the sheet, for the error table. */
  username: string;
  role: ResponsibleRole;
  userId: string;
  provinceCode: string;
  cityCode: string;
  department: string;
}

const unreadable = () => new BizError('RESPONSIBLE_IMPORT_UNREADABLE', { columns: RESPONSIBLE_IMPORT_COLUMNS.join(', ') });

/** How the import reads its sheet (bench/xlsx-import.ts reads the bombs with it too). */
export const RESPONSIBLE_SHEET: SheetReadOptions = {
  maxRows: RESPONSIBLE_IMPORT_MAX_ROWS, maxMb: RESPONSIBLE_IMPORT_MAX_MB, maxUnpackedMb: RESPONSIBLE_IMPORT_MAX_UNPACKED_MB,
  columns: RESPONSIBLE_IMPORT_COLUMNS.length, unreadable,
};

/** The sheet's rows below the header, as trimmed text; the header must be the template's. */
async function readRows(data: Buffer): Promise<{ row: number; cells: string[] }[]> {
  const rows: { row: number; cells: string[] }[] = [];
  let header = false;
  for await (const { row, cells } of readSheetRows(data, RESPONSIBLE_SHEET)) {
    const texts = cells.map(cellText);
    if (!header) {
      if (row !== 1 || texts.some((h, i) => h.toLowerCase() !== RESPONSIBLE_IMPORT_COLUMNS[i].toLowerCase())) throw unreadable();
      header = true;
    } else if (texts.some(Boolean)) rows.push({ row, cells: texts });
  }
  if (!header) throw unreadable();
  return rows;
}

/** Checks every row, then writes all of them in one transaction, or nothing. */
export async function importResponsiblePersons(
  ctx: AppContext,
  data: Buffer,
  lang: Language,
): Promise<{ result: TResponsibleImportResult } | { errors: TResponsibleImportError[] }> {
  const raw = await readRows(data);
  const errors: TResponsibleImportError[] = [];
  const refuse = (row: number, column: string, value: string, problem: ResponsibleImportRowProblem, params: Record<string, string | number> = {}) =>
    errors.push({ row, column, value, message: formatMessage(RESPONSIBLE_IMPORT_ROW_MESSAGES[problem][lang], { value, ...params }) });

  const usernames = [...new Set(raw.map((r) => r.cells[1].toLowerCase()).filter(Boolean))];
  const known = usernames.length
    ? await ctx.db.select({ id: users.id, username: users.username }).from(users).where(and(inArray(sql`lower(${users.username})`, usernames), eq(users.isVisitor, false)))
    : [];
  const userIdOf = new Map(known.map((u) => [u.username.toLowerCase(), u.id]));

  const parsed: ParsedRow[] = [];
  for (const { row, cells } of raw) {
    const [roleCell, usernameCell, provinceCell, cityCell, departmentCell] = cells;
    const before = errors.length;
    const role = roleCell.toUpperCase() as ResponsibleRole;
    if (!RESPONSIBLE_ROLES.includes(role)) refuse(row, 'role', roleCell, 'ROLE_UNKNOWN');
    const userId = userIdOf.get(usernameCell.toLowerCase());
    if (!userId) refuse(row, 'username', usernameCell, 'USER_UNKNOWN');
    const province = provinceCell ? findProvince(provinceCell) : undefined;
    if (provinceCell && !province) refuse(row, 'provinceCode', provinceCell, 'PROVINCE_UNKNOWN');
    const city = province && cityCell ? findCity(province.code, cityCell) : undefined;
    if (cityCell && !provinceCell) refuse(row, 'cityCode', cityCell, 'CITY_WITHOUT_PROVINCE');
    else if (province && cityCell && !city) refuse(row, 'cityCode', cityCell, 'CITY_UNKNOWN');
    if (departmentCell.length > LIMITS.companyMax) refuse(row, 'department', departmentCell.slice(0, 20), 'TOO_LONG', { max: LIMITS.companyMax });
    if (errors.length === before) {
      parsed.push({ row, username: usernameCell, role, userId: userId!, provinceCode: province?.code ?? '', cityCode: city?.code ?? '', department: departmentCell });
    }
  }

  // Within the file: the same entry twice, or two processors for one area.
  const firstRow = new Map<string, ParsedRow>();
  const processorOf = new Map<string, ParsedRow>();
  for (const p of parsed) {
    const key = `${p.role}|${p.userId}|${p.provinceCode}|${p.cityCode}`;
    const same = firstRow.get(key);
    if (same) refuse(p.row, 'username', p.username, 'DUPLICATE_ROW', { row: same.row });
    else firstRow.set(key, p);
    if (p.role !== 'PROCESSOR' || same) continue;
    const area = `${p.provinceCode}|${p.cityCode}`;
    const other = processorOf.get(area);
    if (other && other.userId !== p.userId) refuse(p.row, 'username', p.username, 'PROCESSOR_TAKEN', { value: other.username });
    else processorOf.set(area, p);
  }
  // Against the table: an area whose processor is someone else. Checked here so the table lists
  // these rows with the others, and again under lock below against a concurrent change.
  const takenAreas = async (db: Pick<typeof ctx.db, 'select'>, lock: boolean) => {
    const query = db
      .select({ provinceCode: responsiblePersons.provinceCode, cityCode: responsiblePersons.cityCode, userId: responsiblePersons.userId, username: users.username })
      .from(responsiblePersons)
      .innerJoin(users, eq(users.id, responsiblePersons.userId))
      .where(eq(responsiblePersons.role, 'PROCESSOR'));
    for (const e of await (lock ? query.for('update', { of: responsiblePersons }) : query)) {
      const p = processorOf.get(`${e.provinceCode}|${e.cityCode}`);
      if (p && p.userId !== e.userId) refuse(p.row, 'username', p.username, 'PROCESSOR_TAKEN', { value: e.username });
    }
  };
  await takenAreas(ctx.db, false);
  if (errors.length) return { errors: errors.sort((a, b) => a.row - b.row) };

  return ctx.db.transaction(async (tx) => {
    await takenAreas(tx, true);
    if (errors.length) return { errors: errors.sort((a, b) => a.row - b.row) };
    const rows = [...firstRow.values()].map(({ role, userId, provinceCode, cityCode, department }) => ({ role, userId, provinceCode, cityCode, department }));
    const inserted = rows.length ? await tx.insert(responsiblePersons).values(rows).onConflictDoNothing().returning({ id: responsiblePersons.id }) : [];
    return { result: { imported: inserted.length, unchanged: parsed.length - inserted.length } };
  });
}

/** The empty template: the header row and a sheet explaining the columns. */
export async function responsibleImportTemplate(): Promise<Buffer> {
  return xlsxBuffer([
    { name: 'persons', columns: RESPONSIBLE_IMPORT_COLUMNS.map((header) => ({ header, width: 22 })), rows: [] },
    {
      name: 'help', header: false, columns: [{ header: '', width: 14 }, { header: '', width: 90 }],
      rows: [[
        ['role', 'PROCESSOR (handles the area), EXPERT (can be asked), LEADER (sees the area, leads the department)'],
        ['username', 'An existing user\'s login name'],
        ['provinceCode', 'Province code (44) or name (广东省); empty: every area'],
        ['cityCode', 'City code (4403) or name (深圳市) within the province; empty: the whole province'],
        ['department', 'Speciality or department (experts, leaders); optional'],
      ]],
    },
  ]);
}
