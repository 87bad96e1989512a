import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import {
  formatMessage, LIMITS, PATTERNS, USER_IMPORT_COLUMNS, USER_IMPORT_ERRORS_LISTED_MAX, USER_IMPORT_MAX_MB, USER_IMPORT_MAX_ROWS,
  USER_IMPORT_MAX_UNPACKED_MB, USER_IMPORT_ROW_MESSAGES, USER_IMPORT_STAGING_TTL_SECONDS, USER_TYPES,
  type Language, type TUserImportCheck, type TUserImportError, type TUserImportResult, type UserImportColumn, type UserImportRowProblem, type UserType,
} from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { Db, Tx } from '../../platform/db.js';
import { BizError } from '../../platform/errors.js';
import { renderError } from '../../platform/i18n.js';
import type { AuthUser } from '../../platform/session.js';
import { readSheetRows, type SheetCell } from '../../platform/xlsx-reader.js';
import { grantAccount, userOutOfReach } from './users.admin.js';
import { IMPORT_COLUMN_OF_HEADING, SHEET_WORDS } from './users.export.js';
import { NO_PASSWORD } from './users.service.js';
import { companies, userImportStagings, users } from './users.tables.js';

/*
 * The user import (spec §5 data import, §7 import/user/excel): step 1 reads the sheet with the
 * platform's streaming reader, checks every row and either refuses the file with each refused
 * row (nothing kept) or keeps the checked rows and names the accounts that exist already; step 2,
 * by the same administrator, writes all rows in one transaction, overwriting those accounts or
 * leaving them. Imported accounts get no password from a spreadsheet (NO_PASSWORD).
 */

/** A checked row as it waits for step 2. */
interface StagedAccount {
  row: number;
  username: string;
  name: string;
  userType: UserType;
  companyId: string | null;
  companyName: string;
  department: string;
  email: string;
  mobileNo: string;
  countryCode: string;
}

type Cells = Record<UserImportColumn, string>;

/** `expr` is one of the values: a list of thousands goes as one JSON parameter, not one parameter each. */
const oneOf = (expr: SQL, values: string[]) => sql`${expr} in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

const text = (cell: SheetCell) => String(cell ?? '').replace(/\s+/g, ' ').trim();

/** The rows below the header, by column; the header names the template's columns in any language. */
async function readAccounts(data: Buffer): Promise<{ row: number; cells: Cells }[]> {
  const unreadable = () => new BizError('USER_IMPORT_UNREADABLE', { columns: USER_IMPORT_COLUMNS.join(', ') });
  const rows: { row: number; cells: Cells }[] = [];
  let order: UserImportColumn[] | null = null;
  const reading = readSheetRows(data, {
    maxRows: USER_IMPORT_MAX_ROWS, maxMb: USER_IMPORT_MAX_MB, maxUnpackedMb: USER_IMPORT_MAX_UNPACKED_MB,
    columns: USER_IMPORT_COLUMNS.length, unreadable,
  });
  for await (const { row, cells } of reading) {
    const texts = cells.map(text);
    if (!order) {
      const named = texts.map((h) => IMPORT_COLUMN_OF_HEADING.get(h.toLowerCase()));
      if (row !== 1 || new Set(named).size !== USER_IMPORT_COLUMNS.length || named.includes(undefined)) throw unreadable();
      order = named as UserImportColumn[];
    } else if (texts.some(Boolean)) {
      rows.push({ row, cells: Object.fromEntries(order.map((column, i) => [column, texts[i]])) as Cells });
    }
  }
  if (!order) throw unreadable();
  if (!rows.length) throw new BizError('USER_IMPORT_EMPTY');
  return rows;
}

/** The refused rows of one check, in the caller's language. */
class RowErrors {
  readonly list: TUserImportError[] = [];
  readonly rows = new Set<number>();
  constructor(private readonly lang: Language) {}
  add(row: number, column: UserImportColumn, value: string, problem: UserImportRowProblem, params: Record<string, string | number> = {}) {
    this.addMessage(row, column, value, formatMessage(USER_IMPORT_ROW_MESSAGES[problem][this.lang], { value, ...params }));
  }
  addMessage(row: number, column: UserImportColumn, value: string, message: string) {
    this.rows.add(row);
    this.list.push({ row, column: SHEET_WORDS[this.lang].headers[column], value: value.slice(0, 100), message });
  }
  /** The refusal: every refused row counted, the first of them listed. */
  refusal() {
    const errorData = this.list.sort((a, b) => a.row - b.row).slice(0, USER_IMPORT_ERRORS_LISTED_MAX);
    return { count: this.rows.size, errorData };
  }
}

export type ImportRefusal = ReturnType<RowErrors['refusal']>;

type ExistingAccount = { id: string; userType: string; countryCode: string; username: string };

/** The accounts (by lower-case login name) that exist among these names. */
async function existingAccounts(db: Db | Tx, usernames: string[], lock: boolean): Promise<Map<string, ExistingAccount>> {
  const query = db.select({ id: users.id, userType: users.userType, countryCode: users.countryCode, username: users.username })
    .from(users).where(oneOf(sql`lower(${users.username})`, usernames));
  return new Map((await (lock ? query.for('update') : query)).map((row) => [row.username.toLowerCase(), row]));
}

/** Why the caller may not give each user type (the access rules, asked once per type). */
async function typeRefusals(db: Db | Tx, caller: AuthUser, types: Set<UserType>, lang: Language): Promise<Map<UserType, string>> {
  const refused = new Map<UserType, string>();
  for (const userType of types) {
    try {
      await grantAccount.call(db, caller, { userId: null, previousType: null, userType });
    } catch (err) {
      if (!(err instanceof BizError)) throw err;
      refused.set(userType, renderError(err.key, lang, err.params));
    }
  }
  return refused;
}

/**
 * Checks what the database says of the staged rows: the types the caller may give, the accounts
 * that exist (within the caller's reach?), the companies still enabled. Step 1 and step 2 both ask.
 */
async function checkAgainstDatabase(db: Db | Tx, caller: AuthUser, staged: StagedAccount[], errors: RowErrors, lang: Language, lock: boolean) {
  const refusedTypes = await typeRefusals(db, caller, new Set(staged.map((a) => a.userType)), lang);
  const existing = await existingAccounts(db, staged.map((a) => a.username.toLowerCase()), lock);
  const companyIds = [...new Set(staged.map((a) => a.companyId).filter((id): id is string => id !== null))];
  const enabled = new Set(companyIds.length ? (await db.select({ id: companies.id }).from(companies).where(and(oneOf(sql`${companies.id}::text`, companyIds), eq(companies.enabled, true)))).map((c) => c.id) : []);
  for (const a of staged) {
    const refusal = refusedTypes.get(a.userType);
    if (refusal) errors.addMessage(a.row, 'userType', a.userType, refusal);
    const account = existing.get(a.username.toLowerCase());
    if (account && userOutOfReach(caller, account)) errors.add(a.row, 'username', a.username, 'ACCOUNT_OUT_OF_REACH');
    if (a.companyId && !enabled.has(a.companyId)) errors.add(a.row, 'company', a.companyName, 'COMPANY_UNKNOWN');
  }
  return existing;
}

/** Step 1 (POST /rest/import/user/excel): every row checked; refused rows, or the staged sheet. */
export async function checkUserImport(ctx: AppContext, caller: AuthUser, data: Buffer, lang: Language): Promise<{ check: TUserImportCheck } | { refused: ImportRefusal }> {
  const raw = await readAccounts(data);
  const errors = new RowErrors(lang);
  const companyCodes = [...new Set(raw.map((r) => r.cells.company.toLowerCase()).filter(Boolean))];
  const found = companyCodes.length ? await ctx.db.select().from(companies).where(and(oneOf(sql`lower(${companies.code})`, companyCodes), eq(companies.enabled, true))) : [];
  const companyByCode = new Map(found.map((c) => [c.code.toLowerCase(), c]));

  const staged: StagedAccount[] = [];
  const firstRowOf = new Map<string, number>();
  const firstRowOfEmail = new Map<string, number>();
  for (const { row, cells } of raw) {
    const before = errors.list.length;
    const { username, name, department, email, mobileNo } = cells;
    if (!username) errors.add(row, 'username', username, 'REQUIRED');
    else if (!PATTERNS.username.test(username)) errors.add(row, 'username', username, 'USERNAME_FORMAT');
    else if (firstRowOf.has(username.toLowerCase())) errors.add(row, 'username', username, 'DUPLICATE_ROW', { row: firstRowOf.get(username.toLowerCase())! });
    else firstRowOf.set(username.toLowerCase(), row);
    if (!name) errors.add(row, 'name', name, 'REQUIRED');
    else if (name.length > LIMITS.nameMax) errors.add(row, 'name', name, 'TOO_LONG', { max: LIMITS.nameMax });
    const userType = cells.userType.toUpperCase() as UserType;
    if (!cells.userType) errors.add(row, 'userType', cells.userType, 'REQUIRED');
    else if (!USER_TYPES.includes(userType)) errors.add(row, 'userType', cells.userType, 'USER_TYPE_UNKNOWN');
    const company = cells.company ? companyByCode.get(cells.company.toLowerCase()) : undefined;
    if (cells.company && !company) errors.add(row, 'company', cells.company, 'COMPANY_UNKNOWN');
    if (department.length > LIMITS.nameMax) errors.add(row, 'department', department, 'TOO_LONG', { max: LIMITS.nameMax });
    if (email && (email.length > LIMITS.emailMax || !PATTERNS.email.test(email))) errors.add(row, 'email', email, 'EMAIL_FORMAT');
    else if (email && firstRowOfEmail.has(email.toLowerCase())) errors.add(row, 'email', email, 'DUPLICATE_ROW', { row: firstRowOfEmail.get(email.toLowerCase())! });
    else if (email) firstRowOfEmail.set(email.toLowerCase(), row);
    if (mobileNo && !PATTERNS.phone.test(mobileNo)) errors.add(row, 'mobileNo', mobileNo, 'PHONE_FORMAT');
    const countryCode = cells.countryCode.toUpperCase();
    if (countryCode && !/^[A-Z]{2}$/.test(countryCode)) errors.add(row, 'countryCode', cells.countryCode, 'COUNTRY_FORMAT');
    if (errors.list.length === before) {
      staged.push({ row, username, name, userType, companyId: company?.id ?? null, companyName: company?.name ?? '', department, email, mobileNo, countryCode });
    }
  }

  const existing = await checkAgainstDatabase(ctx.db, caller, staged, errors, lang, false);
  // An address in use by another account than the row's own.
  const byEmail = new Map(staged.filter((a) => a.email).map((a) => [a.email.toLowerCase(), a]));
  const owners = byEmail.size ? await ctx.db.select({ email: users.email, username: users.username }).from(users).where(oneOf(sql`lower(${users.email})`, [...byEmail.keys()])) : [];
  for (const owner of owners) {
    const a = byEmail.get(owner.email.toLowerCase());
    if (a && a.username.toLowerCase() !== owner.username.toLowerCase()) errors.add(a.row, 'email', a.email, 'EMAIL_TAKEN');
  }
  if (errors.list.length) return { refused: errors.refusal() };

  // Sheets checked and never confirmed go when the next one is checked.
  await ctx.db.delete(userImportStagings).where(lt(userImportStagings.expiresAt, ctx.now()));
  const [stage] = await ctx.db.insert(userImportStagings).values({
    ownerId: caller.id, rows: staged, createdAt: ctx.now(), expiresAt: new Date(ctx.now().getTime() + USER_IMPORT_STAGING_TTL_SECONDS * 1000),
  }).returning({ id: userImportStagings.id });
  const existingNames = staged.filter((a) => existing.has(a.username.toLowerCase())).map((a) => existing.get(a.username.toLowerCase())!.username);
  return { check: { stagingId: stage.id, rows: staged.length, existing: existingNames } };
}

/** Staged rows as a table `r` (one JSON parameter however many rows). */
const stagedRows = (rows: readonly StagedAccount[]) => sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
  username text, name text, "userType" text, "companyId" uuid, "companyName" text, department text, email text, "mobileNo" text, "countryCode" text)`;

/**
 * Step 2 (GET /rest/import/user/excel/confirm): the caller's checked sheet, written in one
 * transaction (all rows or none) after the database checks are asked again under lock.
 */
export async function confirmUserImport(ctx: AppContext, caller: AuthUser, stagingId: string, overwrite: boolean, lang: Language): Promise<{ result: TUserImportResult } | { refused: ImportRefusal }> {
  return ctx.db.transaction(async (tx) => {
    const [stage] = await tx.delete(userImportStagings)
      .where(and(eq(userImportStagings.id, stagingId), eq(userImportStagings.ownerId, caller.id), gt(userImportStagings.expiresAt, ctx.now())))
      .returning({ rows: userImportStagings.rows });
    if (!stage) throw new BizError('USER_IMPORT_EXPIRED');
    const staged = stage.rows as StagedAccount[];
    const errors = new RowErrors(lang);
    const existing = await checkAgainstDatabase(tx, caller, staged, errors, lang, true);
    // The database changed since step 1: the sheet is spent, and the file must be checked again.
    if (errors.list.length) return { refused: errors.refusal() };
    const now = ctx.now().toISOString();
    const known = (a: StagedAccount) => existing.get(a.username.toLowerCase());
    const fresh = staged.filter((a) => !known(a));
    if (fresh.length) {
      await tx.execute(sql`
        insert into ${users} (username, password_hash, name, user_type, company_id, company, department, email, mobile_no, country_code, created_at, updated_at)
        select r.username, ${NO_PASSWORD}, r.name, r."userType", r."companyId", r."companyName", r.department, r.email, r."mobileNo", r."countryCode", ${now}::timestamptz, ${now}::timestamptz
          from ${stagedRows(fresh)}`);
    }
    const old = overwrite ? staged.filter((a) => known(a)) : [];
    // Type and country only where they change: other modules' triggers on them run once per row (bulletin audiences).
    const sameKind = new Set(old.filter((a) => known(a)!.userType === a.userType && known(a)!.countryCode === a.countryCode));
    const otherKind = old.filter((a) => !sameKind.has(a));
    const kindColumns = sql`, user_type = r."userType", country_code = r."countryCode"`;
    for (const [part, kind] of [[[...sameKind], sql``], [otherKind, kindColumns]] as const) {
      if (!part.length) continue;
      await tx.execute(sql`
        update ${users} u set name = r.name, company_id = r."companyId", company = r."companyName", department = r.department, email = r.email,
               mobile_no = r."mobileNo", updated_at = ${now}::timestamptz ${kind}
          from ${stagedRows(part)}
         where lower(u.username) = lower(r.username)`);
    }
    return { result: { created: fresh.length, updated: old.length, skipped: existing.size - old.length } };
  });
}
