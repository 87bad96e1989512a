import { and, count, countDistinct, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { FastifyBaseLogger } from 'fastify';
import {
  ERRORS, LIMITS, SSO_REFUSALS, USER_TYPE_RANK, type RoleSubject, type SsoRefusal, type TCaptcha, type TCurrentUser, type TLoginRequest,
  type TLoginResult, type TLogoutResult, type TSsoCallbackQuery, type TSsoFailure, type Language, isLanguage,
} from '@portal/contract';
import type { AppContext, RequestMeta } from '../../platform/context.js';
import type { Db, Tx } from '../../platform/db.js';
import type { AuthUser } from '../../platform/session.js';
import { BizError } from '../../platform/errors.js';
import { renderError } from '../../platform/i18n.js';
import { daysRemaining, isLicenceValid } from '../../platform/licence.js';
import { randomSecret, sha256, verifyPassword } from '../../platform/security.js';
import { slot } from '../../platform/slot.js';
import { createUser, users } from '../users/index.js';
import {
  bindingOf, endSessionUrl, finishSso, homeAddress, refusalAddress, sessionCookie, spentBindingCookie, ssoOf, type SsoIdentity,
} from './auth.sso.js';
import { captchas, loginAttempts, ssoSessions, tokens } from './auth.tables.js';

const HOUR_MS = 3_600_000;
/** svg-captcha's default export draws a given text; its typings omit that signature. */
const renderCaptchaText = svgCaptcha as unknown as (text: string, options: svgCaptcha.ConfigObject) => string;
const windowStart = (ctx: AppContext) => new Date(ctx.now().getTime() - LIMITS.loginFailureWindowMinutes * 60_000);

export async function createCaptcha(ctx: AppContext): Promise<TCaptcha> {
  const generated = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f4f7fb' });
  const answer = ctx.config.captchaTestAnswer ?? generated.text;
  const svg = ctx.config.captchaTestAnswer ? renderCaptchaText(answer, { noise: 2, color: true, background: '#f4f7fb' }) : generated.data;
  const [row] = await ctx.db
    .insert(captchas)
    .values({ answer: answer.toLowerCase(), expiresAt: new Date(ctx.now().getTime() + LIMITS.captchaTtlSeconds * 1000) })
    .returning({ id: captchas.id });
  return { captchaId: row.id, svg };
}

/** A captcha answer is good once, before it expires, whatever its letter case. */
async function consumeCaptcha(ctx: AppContext, captchaId: string | undefined, answer: string): Promise<boolean> {
  if (!captchaId || !answer) return false;
  const deleted = await ctx.db
    .delete(captchas)
    .where(and(eq(captchas.id, captchaId), gt(captchas.expiresAt, ctx.now())))
    .returning({ answer: captchas.answer });
  return deleted[0]?.answer === answer.trim().toLowerCase();
}

/**
 * Failed attempts within the window since the last success, for one key (a username or an
 * address): "3 failed logins in a row" asks for a captcha.
 */
async function recentFailures(ctx: AppContext, key: { username: string } | { ip: string }, reasons: string[]) {
  const match = 'username' in key ? eq(loginAttempts.username, key.username) : eq(loginAttempts.ip, key.ip);
  // A visitor login is no proof of knowing a password: it neither resets an address's count nor
  // lets anyone alternate it with guesses to stay clear of the captcha.
  const byAccount = sql`not exists (select 1 from ${users} where ${users.id} = ${loginAttempts.userId} and ${users.isVisitor})`;
  const [lastSuccess] = await ctx.db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(match, eq(loginAttempts.success, true), byAccount))
    .orderBy(desc(loginAttempts.at))
    .limit(1);
  const since = lastSuccess && lastSuccess.at > windowStart(ctx) ? lastSuccess.at : windowStart(ctx);
  const [row] = await ctx.db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(match, eq(loginAttempts.success, false), gt(loginAttempts.at, since), sql`${loginAttempts.reason} in ${reasons}`));
  return row.n;
}

export async function isCaptchaRequired(ctx: AppContext, username: string, ip: string): Promise<boolean> {
  if (ctx.config.captchaMode === 'always') return true;
  if (ctx.config.captchaMode === 'off') return false;
  const byName = username ? await recentFailures(ctx, { username: username.toLowerCase() }, ['WRONG_CREDENTIALS']) : 0;
  if (byName >= LIMITS.captchaAfterFailures) return true;
  return (await recentFailures(ctx, { ip }, ['WRONG_CREDENTIALS'])) >= LIMITS.captchaAfterFailures;
}

async function recordAttempt(ctx: AppContext, username: string, userId: string | null, meta: RequestMeta, reason: string) {
  await ctx.db.insert(loginAttempts).values({
    username: username.toLowerCase(), userId, ip: meta.ip, success: reason === '', reason, at: ctx.now(),
  });
}

/** Users with at least one live token: the online users the licence counts. */
export async function countOnlineUsers(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: countDistinct(tokens.userId) })
    .from(tokens)
    .where(and(isNull(tokens.revokedAt), gt(tokens.expiresAt, ctx.now())));
  return row.n;
}

async function assertSeatFree(ctx: AppContext, userId: string) {
  const licence = ctx.licence();
  if (!isLicenceValid(licence, ctx.now())) throw new BizError('LICENCE_EXPIRED');
  const [own] = await ctx.db
    .select({ n: count() })
    .from(tokens)
    .where(and(eq(tokens.userId, userId), isNull(tokens.revokedAt), gt(tokens.expiresAt, ctx.now())));
  if (own.n > 0) return;
  const limit = licence.payload!.consumerAmount;
  if ((await countOnlineUsers(ctx)) >= limit) throw new BizError('LICENCE_USER_LIMIT', { limit });
}

/** A new session; `idToken` marks one that came through single sign-on (kept for the provider's end-session page). */
async function issueToken(ctx: AppContext, user: { id: string; name: string; userType: string }, rememberMe: boolean, meta: RequestMeta, idToken?: string): Promise<TLoginResult> {
  const token = randomSecret();
  const ttl = rememberMe ? LIMITS.rememberMeTtlDays * 24 * HOUR_MS : LIMITS.tokenTtlHours * HOUR_MS;
  const expiresAt = new Date(ctx.now().getTime() + ttl);
  const [row] = await ctx.db.insert(tokens).values({
    userId: user.id, tokenHash: sha256(token), rememberMe, ip: meta.ip, userAgent: meta.userAgent.slice(0, 300), expiresAt,
  }).returning({ id: tokens.id });
  if (idToken) await ctx.db.insert(ssoSessions).values({ tokenId: row.id, idToken });
  return { token, expiresAt: expiresAt.toISOString(), name: user.name, userType: user.userType };
}

type LoginRefusal = 'WRONG_CREDENTIALS' | 'CAPTCHA_REQUIRED' | 'CAPTCHA_WRONG' | 'ACCOUNT_LOCKED' | 'ACCOUNT_DISABLED';
/** Advisory lock spaces (the two-key form), so account and address locks never collide. */
const LOGIN_LOCK_ACCOUNT = 7_272_101;
const LOGIN_LOCK_ADDRESS = 7_272_102;

/** The account a login names: never the visitor, whatever its letter case. */
const loginAccount = (username: string) =>
  and(sql`lower(${users.username}) = ${username.toLowerCase()}`, eq(users.isVisitor, false));

/**
 * scrypt of a random password with hashPassword's parameters (a test keeps them in step). An
 * account that does not exist, or has no usable hash, is checked against it: the answer costs the
 * same work as for a real account, so its timing does not tell whether the account exists.
 */
export const DUMMY_PASSWORD_HASH = 'scrypt$16384$8$1$m5nFIg193HYsAzxnsHAikA==$VVK+4ah97nVQOnpIedY4Kb7AmZXxR5Ze+H2poe9RHjA=';

async function isPasswordRight(password: string, user: { passwordHash: string } | undefined): Promise<boolean> {
  const usable = !!user && user.passwordHash.startsWith('scrypt$');
  const right = await verifyPassword(password, usable ? user.passwordHash : DUMMY_PASSWORD_HASH);
  return usable && right;
}

/** A password checked against the account as it was read, before the attempt is decided. */
interface PasswordCheck {
  userId: string | null;
  passwordHash: string | null;
  right: boolean;
}

async function checkPassword(ctx: AppContext, username: string, password: string): Promise<PasswordCheck> {
  const [user] = await ctx.db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(loginAccount(username));
  return { userId: user?.id ?? null, passwordHash: user?.passwordHash ?? null, right: await isPasswordRight(password, user) };
}

/**
 * Local login (spec §7 auth/in): captcha after repeated failures, lock after too many wrong
 * passwords, a licence seat per online user. Every attempt is recorded.
 *
 * Attempts on one account, and from one address, are decided one after another (a transaction
 * holding advisory locks, on every server process): ten wrong passwords sent at once meet the
 * captcha after the third, as ten sent in a row do, so nobody can lock an account without solving
 * captchas. Every attempt takes the account's lock before the address's, so no two wait on each
 * other in a cycle.
 *
 * The password is checked before that transaction: scrypt takes tens of milliseconds, during which
 * a transaction would hold a pooled connection (PostgreSQL) or every other query of the process
 * (PGlite runs one transaction at a time). A caller who owes a captcha and sent none is refused
 * without the check: that answer does not depend on the account.
 */
export async function login(ctx: AppContext, input: TLoginRequest, meta: RequestMeta): Promise<TLoginResult> {
  const username = input.username.trim();
  const password = ctx.cipher.decrypt(input.password);
  const owesCaptcha = (!input.captchaId || !input.code) && (await isCaptchaRequired(ctx, username, meta.ip));
  const checked = owesCaptcha ? null : await checkPassword(ctx, username, password);
  const outcome = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOGIN_LOCK_ACCOUNT}, hashtext(${username.toLowerCase()}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${LOGIN_LOCK_ADDRESS}, hashtext(${meta.ip}))`);
    // Everything below reads and writes through the transaction: on PGlite a query outside it
    // would wait for it, and on PostgreSQL it would need a second connection from the pool.
    return decideLogin({ ...ctx, db: tx }, { username, password, input, meta, checked });
  });
  // Thrown after the commit: a refused attempt stays recorded.
  if ('refusal' in outcome) throw new BizError(outcome.refusal);
  return outcome.result;
}

interface LoginAttempt {
  username: string;
  password: string;
  input: TLoginRequest;
  meta: RequestMeta;
  checked: PasswordCheck | null;
}

async function decideLogin(ctx: AppContext, attempt: LoginAttempt): Promise<{ refusal: LoginRefusal } | { result: TLoginResult }> {
  const { username, password, input, meta, checked } = attempt;
  const refuse = async (refusal: LoginRefusal, userId: string | null = null) => {
    await recordAttempt(ctx, username, userId, meta, refusal);
    return { refusal };
  };

  if (await isCaptchaRequired(ctx, username, meta.ip)) {
    if (!input.captchaId || !input.code) return refuse('CAPTCHA_REQUIRED');
    if (!(await consumeCaptcha(ctx, input.captchaId, input.code))) return refuse('CAPTCHA_WRONG');
  }

  const [user] = await ctx.db.select().from(users).where(loginAccount(username));
  // Checked again only when the account changed since (a new password) or was not checked.
  const right = checked && checked.userId === (user?.id ?? null) && checked.passwordHash === (user?.passwordHash ?? null)
    ? checked.right
    : await isPasswordRight(password, user);
  // A wrong password gets one answer, whatever the account's state: "locked" and "disabled" are
  // told only to whoever knows the password, or they would confirm the account exists.
  if (!user || !right) {
    await recordAttempt(ctx, username, user?.id ?? null, meta, 'WRONG_CREDENTIALS');
    // A disabled account cannot be entered anyway: locking it would only add a step to enabling it.
    if (user && !user.locked && !user.disabled && (await recentFailuresSinceClear(ctx, user.id, user.failuresClearedAt)) >= LIMITS.lockAfterFailures) {
      await ctx.db.update(users).set({ locked: true, updatedAt: ctx.now() }).where(eq(users.id, user.id));
    }
    return { refusal: 'WRONG_CREDENTIALS' };
  }
  if (user.disabled) return refuse('ACCOUNT_DISABLED', user.id);
  if (user.locked) return refuse('ACCOUNT_LOCKED', user.id);

  await assertSeatFree(ctx, user.id);
  await recordAttempt(ctx, username, user.id, meta, '');
  return { result: await issueToken(ctx, user, input.rememberMe, meta) };
}

async function recentFailuresSinceClear(ctx: AppContext, userId: string, clearedAt: Date) {
  const since = clearedAt > windowStart(ctx) ? clearedAt : windowStart(ctx);
  const [lastSuccess] = await ctx.db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.userId, userId), eq(loginAttempts.success, true), gt(loginAttempts.at, since)))
    .orderBy(desc(loginAttempts.at))
    .limit(1);
  const [row] = await ctx.db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(
      eq(loginAttempts.userId, userId), eq(loginAttempts.reason, 'WRONG_CREDENTIALS'),
      gt(loginAttempts.at, lastSuccess?.at ?? since),
    ));
  return row.n;
}

/** The visitor login: read-only catalogue access under the built-in visitor account. */
export async function visitorLogin(ctx: AppContext, meta: RequestMeta): Promise<TLoginResult> {
  if (!ctx.config.visitorEnabled) throw new BizError('NO_PERMISSION');
  const [visitor] = await ctx.db.select().from(users).where(eq(users.isVisitor, true)).limit(1);
  if (!visitor || visitor.disabled) throw new BizError('ACCOUNT_DISABLED');
  await assertSeatFree(ctx, visitor.id);
  await recordAttempt(ctx, visitor.username, visitor.id, meta, '');
  return issueToken(ctx, visitor, false, meta);
}

/**
 * Roles a first single sign-on login gives beyond the default role of the account's type, by code
 * (SSO_CLAIM_ROLES): the access module, which owns roles, fills it when the app is built.
 */
export const ssoRoles = slot<(db: Db | Tx, userId: string, roleCodes: string[]) => Promise<void>>(async () => {});

/**
 * Single sign-on's callback (spec §1): the account the provider names logs in, or is made on its
 * first login when SSO_PROVISION=create. Answers where the browser goes: into the portal with the
 * session cookie, or back to the login page with the refusal's code.
 */
export async function ssoCallback(
  ctx: AppContext, query: TSsoCallbackQuery, cookieHeader: string | undefined, meta: RequestMeta, log: FastifyBaseLogger,
): Promise<{ location: string; cookies: string[] }> {
  const sso = ssoOf(ctx);
  const spent = spentBindingCookie(sso);
  try {
    const { identity, idToken } = await finishSso(ctx, query, bindingOf(cookieHeader));
    const session = await ssoSession(ctx, identity, idToken, meta);
    return { location: homeAddress(sso), cookies: [spent, sessionCookie(sso, session.token, session.expiresAt)] };
  } catch (err) {
    const refusal = err instanceof BizError && (SSO_REFUSALS as readonly string[]).includes(err.key) ? (err.key as SsoRefusal) : 'SSO_FAILED';
    // the provider, or the check of its answer, failed: the person sees SSO_FAILED, the log says why
    if (!(err instanceof BizError)) log.warn({ err }, 'single sign-on failed');
    return { location: refusalAddress(sso, ERRORS[refusal].code), cookies: [spent] };
  }
}

async function ssoSession(ctx: AppContext, identity: SsoIdentity, idToken: string, meta: RequestMeta): Promise<TLoginResult> {
  const provision = ssoOf(ctx).provision;
  const user = await ctx.db.transaction(async (tx) => {
    // one first login makes one account, however many arrive at once
    await tx.execute(sql`select pg_advisory_xact_lock(${LOGIN_LOCK_ACCOUNT}, hashtext(${identity.username.toLowerCase()}))`);
    const [found] = await tx.select().from(users).where(loginAccount(identity.username));
    if (found || provision === 'refuse') return found;
    // no password anyone knows: the account logs in through the provider (or after a password recovery)
    const { roles, ...fields } = identity;
    const created = await createUser(tx, { ...fields, password: randomSecret() });
    await ssoRoles.call(tx, created.id, roles);
    return created;
  });
  const refuse = async (refusal: SsoRefusal, userId: string | null): Promise<never> => {
    await recordAttempt(ctx, identity.username, userId, meta, refusal);
    throw new BizError(refusal);
  };
  if (!user) return refuse('SSO_USER_UNKNOWN', null);
  if (user.disabled) return refuse('ACCOUNT_DISABLED', user.id);
  if (user.locked) return refuse('ACCOUNT_LOCKED', user.id);
  await assertSeatFree(ctx, user.id);
  await recordAttempt(ctx, identity.username, user.id, meta, '');
  return issueToken(ctx, user, false, meta, idToken);
}

/** The message of a refusal the callback named, for the login page. */
export function ssoRefusal(code: number, lang: Language): TSsoFailure {
  // the endpoint's schema lets only these codes through
  const refusal = SSO_REFUSALS.find((key) => ERRORS[key].code === code)!;
  return { code, message: renderError(refusal, lang) };
}

/** Logs out; below the administrators, a session that came through single sign-on ends at the provider too (spec §2). */
export async function logout(ctx: AppContext, user: AuthUser, log: FastifyBaseLogger): Promise<TLogoutResult> {
  await ctx.db.update(tokens).set({ revokedAt: ctx.now() }).where(eq(tokens.id, user.tokenId));
  if (!ctx.config.sso || (USER_TYPE_RANK[user.userType as RoleSubject] ?? 0) >= USER_TYPE_RANK.DOMAIN_ADMIN) return { url: null };
  const [session] = await ctx.db.select({ idToken: ssoSessions.idToken }).from(ssoSessions).where(eq(ssoSessions.tokenId, user.tokenId));
  if (!session) return { url: null };
  // the portal's session is over either way: a provider out of reach costs only its page
  const url = await endSessionUrl(ctx, session.idToken).catch((err: unknown) => {
    log.warn({ err }, 'no end-session address from the single sign-on provider');
    return null;
  });
  return { url };
}

/** Ends every session of a user (disabled, locked or password changed elsewhere). */
export async function revokeUserTokens(ctx: AppContext, userId: string, exceptTokenId?: string): Promise<void> {
  await ctx.db
    .update(tokens)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(tokens.userId, userId), isNull(tokens.revokedAt), exceptTokenId ? sql`${tokens.id} <> ${exceptTokenId}` : undefined));
}

/**
 * Pending work tasks plus pending feedback, the header badge's number: the inquiry module fills it
 * with what its own badge call answers.
 */
export const pendingWork = slot<(ctx: AppContext, user: AuthUser) => Promise<number>>(async () => 0);

export async function getCurrentUser(ctx: AppContext, user: AuthUser): Promise<TCurrentUser> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  const permissions = Object.fromEntries([...user.permissions].sort().map((code) => [code, { valid: true }]));
  const canSeeLicence = user.permissions.has('PER_SYSTEM_INFO_VIEW');
  const dayremain = daysRemaining(ctx.licence(), ctx.now());
  return {
    id: row.id,
    name: row.name || row.username,
    username: row.username,
    userType: row.userType as TCurrentUser['userType'],
    company: row.company,
    email: row.email,
    mobileNo: row.mobileNo,
    language: isLanguage(row.language) ? (row.language as Language) : null,
    isVisitor: row.isVisitor,
    permissions,
    pendingCount: await pendingWork.call(ctx, user),
    licence: canSeeLicence ? { dayremain, alert: dayremain <= LIMITS.licenceWarnDays } : null,
  };
}


