import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  USER_LIST_COUNT_CAP, mayActOnUserType, type Language, type TAccountRef, type TCompany, type TUserAdminDetail, type TUserAdminRow, type TUserFilter, type UserType,
  ZUserAdminQuery, ZUserCreateRequest, ZUserPickQuery, ZUserTypeChangeRequest, ZUserUpdateRequest,
} from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { Db, Tx } from '../../platform/db.js';
import { BizError, notFound } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/session.js';
import { slot } from '../../platform/slot.js';
import { countUpTo } from '../../platform/count.js';
import { escapeLike, isUniqueViolation } from '../../platform/sql.js';
import { hashPassword } from '../../platform/security.js';
import { byUsername, decryptStrongPassword, issueVerifyCode, maskEmail, presentUser } from './users.service.js';
import { companies, HAN_CHARACTERS, users } from './users.tables.js';

/*
 * User administration (spec §2 user_control, §4, §7 Users). An administrator acts only on accounts
 * within reach (not their own, no user type above theirs), gives no type above their own and no
 * role holding a permission they lack. The operation log records every call (http.ts).
 */

type UserRow = typeof users.$inferSelect;

/** A change of an account's type and own roles, for the access module to check and write. */
export interface AccountGrant {
  /** The account; null when only the type is checked (an import's check). */
  userId: string | null;
  /** The type before the change; null for a new account. */
  previousType: string | null;
  userType: string;
  /** The account's own roles after the change, all of them; undefined: unchanged (nothing is written). */
  roleIds?: string[];
}

/*
 * Roles and groups belong to later modules (access, groups; decision 029): they fill these slots
 * when their routes are mounted. Until then no grant is allowed.
 */
/** The roles an account holds beyond its type's. */
export const accountRoles = slot<(db: Db | Tx, userId: string) => Promise<TAccountRef[]>>(async () => []);
/** Refuses (BizError) a type or roles the caller may not give, else writes the roles. */
export const grantAccount = slot<(db: Db | Tx, caller: AuthUser, grant: AccountGrant) => Promise<void>>(async () => {
  throw new Error('grantAccount: the access module is not mounted');
});
/** The groups an account is in. */
export const accountGroups = slot<(db: Db | Tx, userId: string) => Promise<TAccountRef[]>>(async () => []);
/** Makes the account's groups exactly these (GROUP_NOT_FOUND for an unknown one). */
export const setAccountGroups = slot<(tx: Tx, userId: string, groupIds: string[]) => Promise<void>>(async () => {
  throw new Error('setAccountGroups: the groups module is not mounted');
});

/**
 * Why the caller may not act on an account (lock, disable, and every later admin change), or null
 * when they may: not their own, not one of a user type above theirs.
 */
export function userOutOfReach(caller: AuthUser, target: Pick<UserRow, 'id' | 'userType'>): TUserAdminRow['outOfReach'] {
  if (target.id === caller.id) return 'self';
  return mayActOnUserType(caller.userType, target.userType) ? null : 'higherType';
}

const presentRow = (caller: AuthUser, row: UserRow, lang: Language): TUserAdminRow =>
  ({ ...presentUser(row, lang), companyId: row.companyId, outOfReach: userOutOfReach(caller, row) });

const listOf = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : ([] as T[]).concat(value));

/** A keyword's Han characters, each once: every one must be among an account's (`search_chars`) for it to match. */
const hanOf = (key: string) => [...new Set(key.match(HAN_CHARACTERS) ?? [])];

/** The accounts the list's filters select (the list, the export and the picker). */
export function userWhere(filter: TUserFilter): SQL {
  const conditions: SQL[] = [eq(users.isVisitor, false)];
  if (filter.key) {
    conditions.push(sql`${users.searchText} like lower(${`%${escapeLike(filter.key)}%`})`);
    const han = hanOf(filter.key);
    if (han.length) conditions.push(sql`${users.searchChars} @> array[${sql.join(han.map((c) => sql`${c}`), sql`, `)}]::text[]`);
  }
  const types = listOf(filter.userType);
  if (types.length) conditions.push(inArray(users.userType, types));
  const companyIds = listOf(filter.companyId);
  if (companyIds.length) conditions.push(inArray(users.companyId, companyIds));
  if (filter.locked) conditions.push(eq(users.locked, filter.locked === 'true'));
  if (filter.disabled) conditions.push(eq(users.disabled, filter.disabled === 'true'));
  return and(...conditions)!;
}

/** The list's order: by account name as the unique index has it, so a page is an index range. */
const USER_ORDER = [sql`lower(${users.username})`, users.id] as const;
/** The same order, not from the index (a keyword's matches are found first, then sorted). */
const MATCHES_ORDER = [sql`lower(${users.username}) || ''`, users.id] as const;

/**
 * A page of the accounts the filter selects, in the list's order, and their count up to the cap.
 * A keyword's matches are read through the trigram index and sorted: walking the name index
 * instead meets them late when they share a stem with their account names (every "wang" at the
 * end), and reading every row to test the keyword costs more than the index (bench/results/users.md).
 * A page short of full (not past the end) tells the count itself: a narrow search costs one query.
 */
async function pageOf<T>(ctx: AppContext, filter: TUserFilter, page: { page: number; pageSize: number }, read: (rows: UserRow[]) => T[]) {
  const where = userWhere(filter);
  const offset = (page.page - 1) * page.pageSize;
  const select = (db: Db | Tx) => db.select().from(users).where(where).orderBy(...(filter.key ? MATCHES_ORDER : USER_ORDER)).limit(page.pageSize).offset(offset);
  // The planner prices the indexes above reading every row whenever many match. A keyword of one or
  // two other characters has neither a trigram nor a Han character to look up: it reads the rows.
  const indexed = !!filter.key && ([...filter.key].length >= 3 || hanOf(filter.key).length > 0);
  const rows = indexed
    ? await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return select(tx);
    })
    : await select(ctx.db);
  const counted = rows.length < page.pageSize && (rows.length > 0 || offset === 0)
    ? { count: Math.min(offset + rows.length, USER_LIST_COUNT_CAP), countCapped: offset + rows.length > USER_LIST_COUNT_CAP }
    : await countUpTo(ctx.db, sql`${users} where ${where}`, USER_LIST_COUNT_CAP);
  return { contents: read(rows), ...counted };
}

/** The user administration list (spec §7 user admin page); each row says whether the caller may act on it. */
export const findUsers = (ctx: AppContext, caller: AuthUser, query: z.infer<typeof ZUserAdminQuery>, lang: Language) =>
  pageOf(ctx, query, query, (rows) => rows.map((r) => presentRow(caller, r, lang)));

/** Accounts to pick from (GET getUserPage): a lean row, the list's key. */
export const pickUsers = (ctx: AppContext, query: z.infer<typeof ZUserPickQuery>) =>
  pageOf(ctx, { key: query.key }, query, (rows) => rows.map((r) => ({ id: r.id, username: r.username, name: r.name, userType: r.userType as UserType, company: r.company })));

/** One account with its own roles and its groups (the edit form). */
export async function getAccount(ctx: AppContext, caller: AuthUser, id: string, lang: Language): Promise<TUserAdminDetail> {
  const [row] = await ctx.db.select().from(users).where(and(eq(users.id, id), eq(users.isVisitor, false)));
  if (!row) throw notFound();
  return { ...presentRow(caller, row, lang), roles: await accountRoles.call(ctx.db, id), groups: await accountGroups.call(ctx.db, id) };
}

/** The groups an account is in (GET /rest/base/user/groups/{id}). */
export async function groupsOfAccount(ctx: AppContext, id: string): Promise<TAccountRef[]> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.id, id), eq(users.isVisitor, false)));
  if (!row) throw notFound();
  return accountGroups.call(ctx.db, id);
}

/** Locks an account for a change by the caller, or refuses: missing, their own, or of a higher type. */
async function lockTarget(tx: Tx, caller: AuthUser, id: string): Promise<UserRow> {
  const [target] = await tx.select().from(users).where(and(eq(users.id, id), eq(users.isVisitor, false))).for('update');
  if (!target) throw notFound();
  const reach = userOutOfReach(caller, target);
  if (reach) throw new BizError(reach === 'self' ? 'CANNOT_CHANGE_SELF' : 'USER_OF_HIGHER_TYPE');
  return target;
}

async function setUserFlag(ctx: AppContext, caller: AuthUser, id: string, patch: Partial<Pick<UserRow, 'locked' | 'disabled'>>, lang: Language) {
  const unlocking = patch.locked === false;
  const row = await ctx.db.transaction(async (tx) => {
    await lockTarget(tx, caller, id);
    const [updated] = await tx
      .update(users)
      .set({ ...patch, ...(unlocking ? { failuresClearedAt: ctx.now() } : {}), updatedAt: ctx.now() })
      .where(eq(users.id, id))
      .returning();
    return updated;
  });
  if (patch.locked || patch.disabled) await ctx.sessions.revokeUser(id);
  return presentUser(row, lang);
}

/** Locks or unlocks an account; unlocking also forgets the failed logins that locked it. */
export const setUserLocked = (ctx: AppContext, caller: AuthUser, id: string, locked: boolean, lang: Language) =>
  setUserFlag(ctx, caller, id, { locked }, lang);
export const setUserDisabled = (ctx: AppContext, caller: AuthUser, id: string, disabled: boolean, lang: Language) =>
  setUserFlag(ctx, caller, id, { disabled }, lang);

// ---------------------------------------------------------------- companies

const presentCompany = (row: typeof companies.$inferSelect): TCompany => ({
  id: row.id, code: row.code, name: row.name, kind: row.kind as TCompany['kind'], countryCode: row.countryCode, province: row.province, enabled: row.enabled,
});

/** Every company, by kind then name (GET /rest/sqCompany/queryAll). */
export async function listCompanies(ctx: AppContext): Promise<TCompany[]> {
  const rows = await ctx.db.select().from(companies).orderBy(asc(companies.kind), asc(companies.name));
  return rows.map(presentCompany);
}

export type NewCompany = Pick<TCompany, 'code' | 'name' | 'kind'> & Partial<Pick<TCompany, 'countryCode' | 'province' | 'enabled'>>;

/**
 * Adds the companies whose code is new, and links the accounts without a company of the list
 * whose company text is one's name; answers how many companies were added (the seed).
 */
export async function ensureCompanies(db: Db, list: NewCompany[]): Promise<number> {
  if (!list.length) return 0;
  return db.transaction(async (tx) => {
    const added = await tx.insert(companies).values(list).onConflictDoNothing({ target: companies.code }).returning({ id: companies.id });
    await tx.execute(sql`
      update ${users} set company_id = c.id from ${companies} c
       where ${users.companyId} is null and lower(${users.company}) = lower(c.name)`);
    return added.length;
  });
}

/**
 * The company an account is given: an enabled one of the list, or the one it has (kept even when
 * disabled since); null for none.
 */
async function companyFor(db: Db | Tx, companyId: string | null, current: string | null) {
  if (!companyId) return null;
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!row || (!row.enabled && row.id !== current)) throw new BizError('COMPANY_NOT_FOUND');
  return row;
}

// ---------------------------------------------------------------- create, change

/** An address given to one account only (the recovery finds the account by it). */
async function requireFreeEmail(db: Db | Tx, email: string, ownId: string | null) {
  if (!email) return;
  const mine = ownId ? sql`${users.id} <> ${ownId}` : undefined;
  const [taken] = await db.select({ id: users.id }).from(users).where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, mine)).limit(1);
  if (taken) throw new BizError('EMAIL_TAKEN');
}

/** The fields an administrator sets, with the company's name (other modules read it) from the company. */
function accountFields(input: z.infer<typeof ZUserUpdateRequest>, company: typeof companies.$inferSelect | null, target: UserRow | null) {
  return {
    name: input.name, userType: input.userType, companyId: company?.id ?? null,
    // Unlinked from the list: a company of the list goes, a self-declared one (registration) stays.
    company: company?.name ?? (target && !target.companyId ? target.company : ''),
    department: input.department, email: input.email, mobileNo: input.mobileNo, countryCode: input.countryCode,
  };
}

/** POST /rest/base/user/admin: a new account with its type, company, roles and groups, all or nothing. */
export async function createAccount(ctx: AppContext, caller: AuthUser, input: z.infer<typeof ZUserCreateRequest>, lang: Language) {
  const password = decryptStrongPassword(ctx, input.password);
  const passwordHash = await hashPassword(password);
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: users.id }).from(users).where(byUsername(input.username));
      if (taken) throw new BizError('USERNAME_TAKEN');
      await requireFreeEmail(tx, input.email, null);
      const company = await companyFor(tx, input.companyId, null);
      const [row] = await tx.insert(users).values({ username: input.username, passwordHash, ...accountFields(input, company, null) }).returning({ id: users.id });
      await grantAccount.call(tx, caller, { userId: row.id, previousType: null, userType: input.userType, roleIds: input.roleIds ?? [] });
      if (input.groupIds) await setAccountGroups.call(tx, row.id, input.groupIds);
      return row.id;
    });
  } catch (err) {
    // Someone took the name between the check and the insert (unique index).
    if (isUniqueViolation(err)) throw new BizError('USERNAME_TAKEN');
    throw err;
  }
  return getAccount(ctx, caller, id, lang);
}

/** PUT /rest/base/user/admin/{id}: an account within reach gets new fields, type, roles and groups, all or nothing. */
export async function updateAccount(ctx: AppContext, caller: AuthUser, id: string, input: z.infer<typeof ZUserUpdateRequest>, lang: Language) {
  await ctx.db.transaction(async (tx) => {
    const target = await lockTarget(tx, caller, id);
    await requireFreeEmail(tx, input.email, id);
    const company = await companyFor(tx, input.companyId, target.companyId);
    await grantAccount.call(tx, caller, { userId: id, previousType: target.userType, userType: input.userType, roleIds: input.roleIds });
    await tx.update(users).set({ ...accountFields(input, company, target), updatedAt: ctx.now() }).where(eq(users.id, id));
    if (input.groupIds) await setAccountGroups.call(tx, id, input.groupIds);
  });
  return getAccount(ctx, caller, id, lang);
}

/** POST /rest/base/user/userType: the accounts get the type, all or none. */
export async function changeUserType(ctx: AppContext, caller: AuthUser, input: z.infer<typeof ZUserTypeChangeRequest>) {
  const ids = [...new Set(input.ids)];
  await ctx.db.transaction(async (tx) => {
    for (const id of ids) {
      const target = await lockTarget(tx, caller, id);
      await grantAccount.call(tx, caller, { userId: id, previousType: target.userType, userType: input.userType });
    }
    await tx.update(users).set({ userType: input.userType, updatedAt: ctx.now() }).where(inArray(users.id, ids));
  });
  return { changed: ids.length };
}

/** PUT /rest/base/user/admin/pwd/{id}: the administrator sets the password; the account's sessions end. */
export async function setAccountPassword(ctx: AppContext, caller: AuthUser, id: string, encrypted: string) {
  const passwordHash = await hashPassword(decryptStrongPassword(ctx, encrypted));
  await ctx.db.transaction(async (tx) => {
    await lockTarget(tx, caller, id);
    await tx.update(users).set({ passwordHash, updatedAt: ctx.now() }).where(eq(users.id, id));
  });
  await ctx.sessions.revokeUser(id);
}

const RESET_MAIL: Record<Language, { subject: string; body: (username: string, code: string, minutes: number) => string }> = {
  'zh-CN': {
    subject: '服务门户：重置密码',
    body: (u, c, m) => `管理员为您的账号 ${u} 发起了密码重置。请在门户登录页选择“忘记密码”，输入账号和验证码 ${c}（${m} 分钟内有效），然后设置新密码。`,
  },
  'en-US': {
    subject: 'Service portal: reset your password',
    body: (u, c, m) => `An administrator has started a password reset for your account ${u}. On the portal's login page choose "Forgot password", enter your account and the code ${c} (valid for ${m} minutes), then set a new password.`,
  },
  vi: {
    subject: 'Cổng dịch vụ: đặt lại mật khẩu',
    body: (u, c, m) => `Quản trị viên đã bắt đầu đặt lại mật khẩu cho tài khoản ${u} của bạn. Trên trang đăng nhập, chọn "Quên mật khẩu", nhập tài khoản và mã ${c} (hiệu lực trong ${m} phút), rồi đặt mật khẩu mới.`,
  },
  es: {
    subject: 'Portal de servicio: restablezca su contraseña',
    body: (u, c, m) => `Un administrador ha iniciado el restablecimiento de la contraseña de su cuenta ${u}. En la página de inicio de sesión elija "Olvidé mi contraseña", introduzca su cuenta y el código ${c} (válido durante ${m} minutos) y defina una nueva contraseña.`,
  },
  de: {
    subject: 'Serviceportal: Passwort zurücksetzen',
    body: (u, c, m) => `Ein Administrator hat das Zurücksetzen des Passworts für Ihr Konto ${u} gestartet. Wählen Sie auf der Anmeldeseite „Passwort vergessen“, geben Sie Ihr Konto und den Code ${c} ein (${m} Minuten gültig) und legen Sie ein neues Passwort fest.`,
  },
  id: {
    subject: 'Portal layanan: atur ulang kata sandi Anda',
    body: (u, c, m) => `Administrator telah memulai pengaturan ulang kata sandi untuk akun ${u}. Di halaman masuk pilih "Lupa kata sandi", masukkan akun dan kode ${c} (berlaku ${m} menit), lalu buat kata sandi baru.`,
  },
};

/**
 * GET /rest/base/user/admin/resetPwd/{id}: mails the account the recovery's own code (step 2 of
 * "forgot password" spends it), in the account's language when it has chosen one.
 */
export async function sendResetMail(ctx: AppContext, caller: AuthUser, id: string, lang: Language) {
  const target = await ctx.db.transaction((tx) => lockTarget(tx, caller, id));
  if (!target.email) throw new BizError('USER_HAS_NO_EMAIL');
  const text = RESET_MAIL[presentUser(target, lang).language ?? lang];
  await issueVerifyCode(ctx, 'forgetPwd', target.username.toLowerCase(), target.email, (code, minutes) => ({
    subject: text.subject, body: text.body(target.username, code, minutes),
  }));
  return { sentTo: maskEmail(target.email) };
}
