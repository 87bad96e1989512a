import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  LIMITS, PATTERNS, USER_TYPES, type Language, type TAmendUserRequest, type TRegisterRequest, type TUserInfo,
  ZChangePasswordRequest, ZResetPasswordRequest, ZVerifyCodeQuery, VERIFY_PURPOSES,
  isLanguage,
} from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { AuthUser } from '../../platform/session.js';
import type { Db, Tx } from '../../platform/db.js';
import { BizError } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/sql.js';
import { hashPassword, randomDigits, randomSecret, sha256, verifyPassword } from '../../platform/security.js';
import { resetTickets, verificationCodes } from './users.tables.js';
import { countryName } from './users.countries.js';
import { users } from './users.tables.js';

type UserRow = typeof users.$inferSelect;

/**
 * The password hash of an account that has no password yet (an imported one): no password matches
 * it, so the account logs in once an administrator sets one or its owner uses the recovery.
 */
export const NO_PASSWORD = '!';

/** Presents a user row; never sends the password hash or internal flags out. */
export function presentUser(row: UserRow, lang: Language): TUserInfo {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    userType: row.userType as TUserInfo['userType'],
    email: row.email,
    mobileNo: row.mobileNo,
    company: row.company,
    department: row.department,
    country: row.countryCode ? { code: row.countryCode, name: countryName(row.countryCode, lang) } : null,
    language: isLanguage(row.language) ? row.language : null,
    locked: row.locked,
    disabled: row.disabled,
    updateTime: row.updatedAt.toISOString(),
  };
}

export interface NewUser {
  username: string;
  password: string;
  userType: (typeof USER_TYPES)[number] | 'VISITOR';
  name?: string;
  email?: string;
  company?: string;
  mobileNo?: string;
  department?: string;
  countryCode?: string;
  companyId?: string | null;
  isVisitor?: boolean;
}

/** Creates a user; the default role of their type applies through `roles.subject`. */
export async function createUser(db: Db | Tx, input: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      username: input.username,
      passwordHash: await hashPassword(input.password),
      userType: input.userType,
      name: input.name ?? '',
      email: input.email ?? '',
      company: input.company ?? '',
      mobileNo: input.mobileNo ?? '',
      department: input.department ?? '',
      countryCode: input.countryCode ?? '',
      companyId: input.companyId ?? null,
      isVisitor: input.isVisitor ?? false,
    })
    .returning();
  return row;
}

export const byUsername = (name: string) => sql`lower(${users.username}) = ${name.trim().toLowerCase()}`;

async function findUserByName(db: Db, name: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(byUsername(name), eq(users.isVisitor, false)));
  return row;
}

/** `dealer@example.com` → `d****r@example.com`, enough for a person to recognise their address. */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  if (!domain) return '';
  const shown = local.length <= 2 ? local[0] + '*' : `${local[0]}${'*'.repeat(Math.min(4, local.length - 2))}${local.at(-1)}`;
  return `${shown}@${domain}`;
}

/** The password a form sent (encrypted), if it meets the rules (spec §5). */
export function decryptStrongPassword(ctx: AppContext, ciphertext: string): string {
  const password = ctx.cipher.decrypt(ciphertext);
  if (!PATTERNS.password.test(password)) throw new BizError('PASSWORD_WEAK');
  return password;
}

const MAIL_TEXT: Record<Language, { subject: string; body: (code: string, minutes: number) => string }> = {
  'zh-CN': { subject: '服务门户验证码', body: (c, m) => `您的验证码是 ${c}，${m} 分钟内有效。` },
  'en-US': { subject: 'Your service portal verification code', body: (c, m) => `Your verification code is ${c}. It is valid for ${m} minutes.` },
  vi: { subject: 'Mã xác minh cổng dịch vụ', body: (c, m) => `Mã xác minh của bạn là ${c}. Mã có hiệu lực trong ${m} phút.` },
  es: { subject: 'Código de verificación del portal de servicio', body: (c, m) => `Su código de verificación es ${c}. Es válido durante ${m} minutos.` },
  de: { subject: 'Ihr Bestätigungscode für das Serviceportal', body: (c, m) => `Ihr Bestätigungscode lautet ${c}. Er ist ${m} Minuten gültig.` },
  id: { subject: 'Kode verifikasi portal layanan', body: (c, m) => `Kode verifikasi Anda adalah ${c}. Berlaku selama ${m} menit.` },
};
/** A new code may be asked for once a minute per address. */
const RESEND_SECONDS = 60;

/**
 * Sends a verification code (spec §7 verify-code): for registration to the given address, for
 * password recovery to the account's own address. The code is stored hashed.
 */
export async function sendVerifyCode(
  ctx: AppContext, purpose: (typeof VERIFY_PURPOSES)[number], query: z.infer<typeof ZVerifyCodeQuery>, lang: Language,
) {
  let target: string;
  let address: string;
  if (purpose === 'register') {
    if (!ctx.config.registerEnabled) throw new BizError('REGISTRATION_CLOSED');
    if (!query.email) throw new BizError('PARAMETER_FORMAT', { detail: 'email: required' });
    address = query.email;
    target = address.toLowerCase();
    const [taken] = await ctx.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${target}`).limit(1);
    if (taken) throw new BizError('EMAIL_TAKEN');
  } else {
    if (!query.username) throw new BizError('PARAMETER_FORMAT', { detail: 'username: required' });
    const user = await findUserByName(ctx.db, query.username);
    if (!user || !user.email) throw new BizError('USER_NOT_FOUND');
    address = user.email;
    target = user.username.toLowerCase();
  }
  const text = MAIL_TEXT[lang];
  await issueVerifyCode(ctx, purpose, target, address, (code, minutes) => ({ subject: text.subject, body: text.body(code, minutes) }));
  return { sentTo: maskEmail(address), resendAfter: RESEND_SECONDS };
}

/**
 * Stores a new code for `target` (hashed) and mails it to `address`; at most one a minute per
 * target. The recovery's step 2 spends it, whoever asked for it (the user, or an administrator).
 */
export async function issueVerifyCode(
  ctx: AppContext, purpose: (typeof VERIFY_PURPOSES)[number], target: string, address: string,
  mail: (code: string, minutes: number) => { subject: string; body: string },
): Promise<void> {
  const [last] = await ctx.db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const waited = last ? (ctx.now().getTime() - last.createdAt.getTime()) / 1000 : Infinity;
  if (waited < RESEND_SECONDS) throw new BizError('VERIFY_CODE_TOO_FREQUENT', { seconds: Math.ceil(RESEND_SECONDS - waited) });

  const code = randomDigits(LIMITS.verifyCodeLength);
  await ctx.db.insert(verificationCodes).values({
    purpose, target, codeHash: sha256(`${purpose}:${target}:${code}`), createdAt: ctx.now(),
    expiresAt: new Date(ctx.now().getTime() + LIMITS.verifyCodeTtlSeconds * 1000),
  });
  const { subject, body } = mail(code, LIMITS.verifyCodeTtlSeconds / 60);
  await ctx.mailer.send(address, subject, body);
}

/** Spends a code: right, unexpired, unused, and not guessed at more than a few times. */
async function consumeVerifyCode(db: Db | Tx, now: Date, purpose: string, target: string, code: string) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target), isNull(verificationCodes.usedAt), gt(verificationCodes.expiresAt, now)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row || row.attempts >= LIMITS.verifyCodeMaxAttempts) throw new BizError('VERIFY_CODE_WRONG');
  if (row.codeHash !== sha256(`${purpose}:${target}:${code}`)) {
    await db.update(verificationCodes).set({ attempts: row.attempts + 1 }).where(eq(verificationCodes.id, row.id));
    throw new BizError('VERIFY_CODE_WRONG');
  }
  // Conditional, so two requests racing with the same code cannot both spend it.
  const spent = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (!spent[0]) throw new BizError('VERIFY_CODE_WRONG');
}

/** Self-registration: a verified e-mail address; the new account has type REGISTER. */
export async function register(ctx: AppContext, input: TRegisterRequest) {
  if (!ctx.config.registerEnabled) throw new BizError('REGISTRATION_CLOSED');
  const password = decryptStrongPassword(ctx, input.password);
  const [taken] = await ctx.db.select({ id: users.id }).from(users).where(byUsername(input.username));
  if (taken) throw new BizError('USERNAME_TAKEN');
  const [emailTaken] = await ctx.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`);
  if (emailTaken) throw new BizError('EMAIL_TAKEN');
  // Outside any transaction: a wrong guess must count even though the registration fails.
  await consumeVerifyCode(ctx.db, ctx.now(), 'register', input.email.toLowerCase(), input.code);
  try {
    const user = await createUser(ctx.db, {
      username: input.username, password, userType: 'REGISTER', name: input.name || input.username,
      email: input.email, company: input.company, mobileNo: input.mobileNo, countryCode: input.countryCode,
    });
    return { username: user.username };
  } catch (err) {
    // Someone took the name between the check and the insert (unique index).
    if (isUniqueViolation(err)) throw new BizError('USERNAME_TAKEN');
    throw err;
  }
}

/** Password recovery, step 1: the account exists and has an address to send a code to. */
export async function getAccountDetail(ctx: AppContext, name: string) {
  const user = await findUserByName(ctx.db, name);
  if (!user || !user.email) throw new BizError('USER_NOT_FOUND');
  return { id: user.id, username: user.username, maskedEmail: maskEmail(user.email) };
}

/** Step 2: the code proves the person; a short-lived ticket carries that to step 3. */
export async function validateRecoveryCode(ctx: AppContext, input: { username: string; code: string }) {
  const user = await findUserByName(ctx.db, input.username);
  if (!user) throw new BizError('USER_NOT_FOUND');
  const ticket = randomSecret();
  await consumeVerifyCode(ctx.db, ctx.now(), 'forgetPwd', user.username.toLowerCase(), input.code);
  await ctx.db.insert(resetTickets).values({
    userId: user.id, ticketHash: sha256(ticket), expiresAt: new Date(ctx.now().getTime() + LIMITS.resetTicketTtlSeconds * 1000),
  });
  return { ticket };
}

/** Step 3: a new password; every session of the account ends, and a lock from failures lifts. */
export async function resetPassword(ctx: AppContext, userId: string, input: z.infer<typeof ZResetPasswordRequest>) {
  const password = decryptStrongPassword(ctx, input.password);
  await ctx.db.transaction(async (tx) => {
    const spent = await tx
      .update(resetTickets)
      .set({ usedAt: ctx.now() })
      .where(and(eq(resetTickets.ticketHash, sha256(input.ticket)), eq(resetTickets.userId, userId), isNull(resetTickets.usedAt), gt(resetTickets.expiresAt, ctx.now())))
      .returning({ id: resetTickets.id });
    if (!spent[0]) throw new BizError('RESET_TICKET_INVALID');
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(password), locked: false, failuresClearedAt: ctx.now(), updatedAt: ctx.now() })
      .where(eq(users.id, userId));
  });
  await ctx.sessions.revokeUser(userId);
}

/** Password change by the user: old, new, repeat; other sessions of the account end. */
export async function changePassword(ctx: AppContext, caller: AuthUser, input: z.infer<typeof ZChangePasswordRequest>) {
  // The visitor account is shared by everyone who uses the visitor login.
  if (caller.isVisitor) throw new BizError('NO_PERMISSION');
  const oldPassword = ctx.cipher.decrypt(input.oldPassword);
  const newPassword = decryptStrongPassword(ctx, input.newPassword);
  if (ctx.cipher.decrypt(input.repeatPassword) !== newPassword) throw new BizError('PASSWORDS_INCONSISTENT');
  if (oldPassword === newPassword) throw new BizError('SAME_PASSWORD');
  const [row] = await ctx.db.select().from(users).where(eq(users.id, caller.id));
  if (!(await verifyPassword(oldPassword, row.passwordHash))) throw new BizError('OLD_PASSWORD_WRONG');
  await ctx.db.update(users).set({ passwordHash: await hashPassword(newPassword), updatedAt: ctx.now() }).where(eq(users.id, caller.id));
  await ctx.sessions.revokeUser(caller.id, caller.tokenId);
}

export async function getOwnInfo(ctx: AppContext, caller: AuthUser, lang: Language): Promise<TUserInfo> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, caller.id));
  return presentUser(row, lang);
}

export async function amendOwnInfo(ctx: AppContext, caller: AuthUser, input: TAmendUserRequest, lang: Language): Promise<TUserInfo> {
  if (caller.isVisitor) throw new BizError('NO_PERMISSION');
  if (input.email) {
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${input.email.toLowerCase()}`, sql`${users.id} <> ${caller.id}`));
    if (taken) throw new BizError('EMAIL_TAKEN');
  }
  const [row] = await ctx.db
    .update(users)
    .set({
      name: input.name, email: input.email, mobileNo: input.mobileNo, company: input.company,
      department: input.department, ...(input.language !== undefined ? { language: input.language } : {}), updatedAt: ctx.now(),
    })
    .where(eq(users.id, caller.id))
    .returning();
  return presentUser(row, lang);
}
