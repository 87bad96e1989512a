import crypto from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  formatMessage, isLanguage, nameIn, VIP_GATED_USER_TYPES, VIP_REMINDER_HOURS, VIP_SCOPE_LEVEL,
  type Language, type TPage, type TVipBuy, type TVipBuyAction, type TVipBuyQuery, type TVipBuyRequest, type TVipDecision,
  type TVipPackage, type TVipPackageQuery, type TVipPackageRequest, type TVipPackageUpdate, type TVipPeriod, type TVipScope, type TVipUser, type TVipWebhook,
} from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { Db, Tx } from '../../platform/db.js';
import { BizError } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/session.js';
import { escapeLike } from '../../platform/sql.js';
import { rememberSignature, verifySignature } from '../../platform/outbox.js';
import { visibleRecord } from '../../platform/workflow.js';
import { modelNodes } from '../catalogue/index.js';
import { manualRoots } from '../manuals/index.js';
import { users } from '../users/index.js';
import { vipBuys, vipPackages } from './vip.tables.js';
import { rolesOf, vipWorkflow } from './vip.workflow.js';

type PackageRow = typeof vipPackages.$inferSelect;
type BuyRow = typeof vipBuys.$inferSelect;

const DAY_MS = 86_400_000;

/** The end of an entitlement of `period` that starts at `from`. */
export function periodEnd(from: Date, period: TVipPeriod): Date {
  const end = new Date(from);
  if (period === 'DAY') return new Date(from.getTime() + DAY_MS);
  if (period === 'MONTH') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/** Whole days left until `until` (0 on the last day). */
const remainingDays = (until: Date, now: Date) => Math.max(0, Math.floor((until.getTime() - now.getTime()) / DAY_MS));

/** Whether the user type reads gated content only with an entitlement. */
export const isGated = (caller: Pick<AuthUser, 'userType' | 'isVisitor'>) => !caller.isVisitor && VIP_GATED_USER_TYPES.includes(caller.userType);

// ---------------------------------------------------------------- packages

/** The catalogue node a scope opens, with its line, series and model codes; VIP_TARGET_INVALID otherwise. */
async function resolveTarget(db: Db | Tx, scope: TVipPackageRequest['scope'], code: string) {
  const [node] = await db.select().from(modelNodes).where(eq(modelNodes.code, code));
  const level = VIP_SCOPE_LEVEL[scope];
  if (!node || (level !== null && node.level !== level)) throw new BizError('VIP_TARGET_INVALID', { code });
  const path = [node.code];
  let parentId = node.parentId;
  while (parentId) {
    const [parent] = await db.select({ code: modelNodes.code, parentId: modelNodes.parentId }).from(modelNodes).where(eq(modelNodes.id, parentId));
    if (!parent) break;
    path.unshift(parent.code);
    parentId = parent.parentId;
  }
  return { code0: path[0] ?? '', code1: path[1] ?? '', code2: path[2] ?? '' };
}

const packageColumns = { p: vipPackages, targetNames: modelNodes.names };
const packagesFrom = (db: Db | Tx) => db.select(packageColumns).from(vipPackages).leftJoin(modelNodes, eq(modelNodes.code, vipPackages.targetCode));

function presentPackage(row: { p: PackageRow; targetNames: PackageRow['name'] | Record<string, string> | null }, lang: Language): TVipPackage {
  const { p } = row;
  return {
    id: p.id, name: p.name, description: p.description, scope: p.scope, targetCode: p.targetCode,
    targetName: nameIn(row.targetNames as Record<Language, string> | null, lang) || p.targetCode,
    period: p.period, price: p.price, currency: p.currency, enabled: p.enabled, createTime: p.createdAt.toISOString(),
  };
}

async function getPackage(db: Db | Tx, id: string, lang: Language, enabledOnly = false): Promise<TVipPackage> {
  const [row] = await packagesFrom(db).where(and(eq(vipPackages.id, id), enabledOnly ? eq(vipPackages.enabled, true) : undefined));
  if (!row) throw new BizError('VIP_PACKAGE_NOT_FOUND');
  return presentPackage(row, lang);
}

/** Saves a new package (the screen's create, the demo seed); answers its id. */
export async function addPackage(db: Db | Tx, req: TVipPackageRequest): Promise<string> {
  const codes = await resolveTarget(db, req.scope, req.targetCode);
  const [row] = await db.insert(vipPackages).values({ ...req, ...codes }).returning({ id: vipPackages.id });
  return row.id;
}

export async function createPackage(ctx: AppContext, req: TVipPackageRequest, lang: Language): Promise<TVipPackage> {
  return getPackage(ctx.db, await addPackage(ctx.db, req), lang);
}

export async function updatePackage(ctx: AppContext, id: string, req: TVipPackageUpdate, lang: Language): Promise<TVipPackage> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(vipPackages).where(eq(vipPackages.id, id)).for('update');
    if (!current) throw new BizError('VIP_PACKAGE_NOT_FOUND');
    const scope = req.scope ?? current.scope;
    const targetCode = req.targetCode ?? current.targetCode;
    const codes = scope !== current.scope || targetCode !== current.targetCode ? await resolveTarget(tx, scope, targetCode) : {};
    await tx.update(vipPackages).set({ ...req, ...codes, updatedAt: sql`now()` }).where(eq(vipPackages.id, id));
    return getPackage(tx, id, lang);
  });
}

/** Packages newest first; `enabledOnly` for buyers. */
export async function pagePackages(ctx: AppContext, q: TVipPackageQuery, lang: Language, enabledOnly: boolean): Promise<TPage<TVipPackage>> {
  const like = q.keyword ? `%${escapeLike(q.keyword)}%` : null;
  const where = and(
    enabledOnly ? eq(vipPackages.enabled, true) : undefined,
    q.scope ? eq(vipPackages.scope, q.scope) : undefined,
    like ? or(ilike(vipPackages.name, like), ilike(vipPackages.targetCode, like)) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(vipPackages).where(where);
  const rows = await packagesFrom(ctx.db).where(where).orderBy(desc(vipPackages.createdAt), desc(vipPackages.id))
    .limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  return { contents: rows.map((r) => presentPackage(r, lang)), count: total.n };
}

// ---------------------------------------------------------------- purchases

const buyColumns = { b: vipBuys, p: vipPackages, targetNames: modelNodes.names, username: users.username, userName: users.name, userType: users.userType };
const buysFrom = (db: Db | Tx) => db.select(buyColumns).from(vipBuys)
  .innerJoin(vipPackages, eq(vipPackages.id, vipBuys.packageId))
  .innerJoin(users, eq(users.id, vipBuys.userId))
  .leftJoin(modelNodes, eq(modelNodes.code, vipBuys.targetCode));
type BuyJoined = Awaited<ReturnType<ReturnType<typeof buysFrom>['where']>>[number];

function presentBuy(ctx: AppContext, row: BuyJoined, caller: AuthUser | null, lang: Language): TVipBuy {
  const { b } = row;
  const now = ctx.now();
  const live = b.status === 'ACTIVE' && b.validUntil && b.validUntil > now;
  return {
    id: b.id, serial: b.serial, userId: b.userId, username: row.username, userName: row.userName, userType: row.userType,
    // What was bought: the package as it is now, with the scope and period the purchase kept.
    package: { ...presentPackage({ p: row.p, targetNames: row.targetNames }, lang), scope: b.scope, targetCode: b.targetCode, period: b.period },
    method: b.method, status: b.status, price: b.price, currency: b.currency, createTime: b.createdAt.toISOString(),
    validFrom: b.validFrom?.toISOString() ?? null, validUntil: b.validUntil?.toISOString() ?? null,
    remainingDays: live ? remainingDays(b.validUntil!, now) : null,
    note: b.note,
    actions: caller ? vipWorkflow.allowed(b.status, rolesOf(b, caller), caller.permissions) : [],
  };
}

async function presentOne(ctx: AppContext, db: Db | Tx, id: string, caller: AuthUser | null, lang: Language): Promise<TVipBuy> {
  const [row] = await buysFrom(db).where(eq(vipBuys.id, id));
  return presentBuy(ctx, row, caller, lang);
}

const serialOf = (now: Date) => `VIP${now.toISOString().slice(0, 10).replaceAll('-', '')}-${crypto.randomBytes(4).toString('hex').toUpperCase()}`;

/** Buys a package: it waits on an administrator (invoice) or on the provider's webhook (card). */
export async function buy(ctx: AppContext, caller: AuthUser, req: TVipBuyRequest, lang: Language): Promise<TVipBuy> {
  vipWorkflow.guard(null, 'buy', [], caller.permissions);
  return ctx.db.transaction(async (tx) => {
    const [p] = await tx.select().from(vipPackages).where(and(eq(vipPackages.id, req.vipId), eq(vipPackages.enabled, true))).for('share');
    if (!p) throw new BizError('VIP_PACKAGE_NOT_FOUND');
    // One waiting purchase per package and buyer: a double click buys once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`vip:${caller.id}:${p.id}`}))`);
    const [waiting] = await tx.select({ id: vipBuys.id }).from(vipBuys)
      .where(and(eq(vipBuys.userId, caller.id), eq(vipBuys.packageId, p.id), eq(vipBuys.status, 'PENDING')));
    if (waiting) throw new BizError('VIP_BUY_PENDING');
    const [row] = await tx.insert(vipBuys).values({
      serial: serialOf(ctx.now()), userId: caller.id, packageId: p.id, scope: p.scope, targetCode: p.targetCode,
      code0: p.code0, code1: p.code1, code2: p.code2, period: p.period, price: p.price, currency: p.currency,
      method: req.method, status: 'PENDING', createdAt: ctx.now(),
    }).returning({ id: vipBuys.id });
    return presentOne(ctx, tx, row.id, caller, lang);
  });
}

function buyFilter(q: TVipBuyQuery): SQL | undefined {
  const like = q.keyword ? `%${escapeLike(q.keyword)}%` : null;
  return and(
    q.status ? eq(vipBuys.status, q.status) : undefined,
    like ? or(ilike(users.username, like), ilike(users.name, like), ilike(vipBuys.serial, like)) : undefined,
  );
}

async function pageOf(ctx: AppContext, caller: AuthUser, where: SQL | undefined, q: TVipBuyQuery, lang: Language): Promise<TPage<TVipBuy>> {
  const [total] = await ctx.db.select({ n: count() }).from(vipBuys).innerJoin(users, eq(users.id, vipBuys.userId)).where(where);
  const rows = await buysFrom(ctx.db).where(where).orderBy(desc(vipBuys.createdAt), desc(vipBuys.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  return { contents: rows.map((r) => presentBuy(ctx, r, caller, lang)), count: total.n };
}

/** The caller's own purchases: someone else's are not found by any filter. */
export const myBuys = (ctx: AppContext, caller: AuthUser, q: TVipBuyQuery, lang: Language) =>
  pageOf(ctx, caller, and(eq(vipBuys.userId, caller.id), buyFilter(q)), q, lang);

/** Every purchase (administrators). */
export const pageBuys = (ctx: AppContext, caller: AuthUser, q: TVipBuyQuery, lang: Language) => pageOf(ctx, caller, buyFilter(q), q, lang);

/** Moves a purchase by the workflow, in one transaction with the row locked. */
async function transition(
  ctx: AppContext, caller: AuthUser, id: string, visible: SQL, action: TVipBuyAction, change: (b: BuyRow) => Partial<BuyRow>, lang: Language,
): Promise<TVipBuy> {
  return ctx.db.transaction(async (tx) => {
    const b = await visibleRecord(tx, vipBuys, id, visible, true, 'VIP_BUY_NOT_FOUND');
    const row = vipWorkflow.guard(b, action, rolesOf(b, caller), caller.permissions);
    await tx.update(vipBuys).set({ ...change(b), status: vipWorkflow.after(row, b.status) }).where(eq(vipBuys.id, id));
    return presentOne(ctx, tx, id, caller, lang);
  });
}

/** The buyer withdraws a waiting purchase. */
export const cancel = (ctx: AppContext, caller: AuthUser, id: string, lang: Language) =>
  transition(ctx, caller, id, eq(vipBuys.userId, caller.id), 'cancel', () => ({}), lang);

/** An administrator approves (the entitlement starts now) or rejects an invoice purchase. */
export function decide(ctx: AppContext, caller: AuthUser, id: string, req: TVipDecision, lang: Language): Promise<TVipBuy> {
  return transition(ctx, caller, id, sql`true`, req.action, (b) => {
    const now = ctx.now();
    const decided = { decidedBy: caller.id, decidedAt: now, note: req.note };
    return req.action === 'approve' ? { ...decided, validFrom: now, validUntil: periodEnd(now, b.period) } : decided;
  }, lang);
}

// ---------------------------------------------------------------- the card provider

/**
 * The card provider's signed report (decision 033's scheme: HMAC-SHA256 over `timestamp.body`
 * with VIP_WEBHOOK_SECRET, a 300 s window, each signature accepted once on every instance).
 * A payment of the purchase's amount starts the entitlement; a failure rejects the purchase. The
 * same event sent again (signed anew) changes nothing.
 */
export async function receiveWebhook(
  ctx: AppContext, headers: { signature?: string; timestamp?: string }, rawBody: string, report: TVipWebhook,
): Promise<void> {
  const secret = ctx.config.vipWebhookSecret;
  const { signature, timestamp } = headers;
  if (!secret || !signature || !timestamp || !verifySignature(secret, headers, rawBody, ctx.now())) throw new BizError('VIP_WEBHOOK_SIGNATURE_INVALID');
  await ctx.db.transaction(async (tx) => {
    if (!(await rememberSignature(tx, signature, timestamp))) throw new BizError('VIP_WEBHOOK_REPLAYED');
    const [b] = await tx.select().from(vipBuys).where(and(eq(vipBuys.id, report.buyId), eq(vipBuys.method, 'CARD'))).for('update');
    if (!b) throw new BizError('VIP_BUY_NOT_FOUND');
    if (b.paymentRef === report.eventId) return;
    const action = report.status === 'paid' ? 'pay' : 'reject';
    const row = vipWorkflow.guard(b, action, ['provider']);
    const now = ctx.now();
    if (action === 'pay' && (Number(report.amount) !== Number(b.price) || report.currency !== b.currency)) throw new BizError('VIP_WEBHOOK_AMOUNT_MISMATCH');
    await tx.update(vipBuys).set({
      status: vipWorkflow.after(row, b.status), paymentRef: report.eventId, decidedAt: now,
      ...(action === 'pay' ? { validFrom: now, validUntil: periodEnd(now, b.period) } : {}),
    }).where(eq(vipBuys.id, b.id));
  });
}

// ---------------------------------------------------------------- entitlements

/** The live entitlements' condition at `now`. */
const liveAt = (now: Date) => and(eq(vipBuys.status, 'ACTIVE'), sql`${vipBuys.validFrom} <= ${now.toISOString()}::timestamptz`, sql`${vipBuys.validUntil} > ${now.toISOString()}::timestamptz`);

/** The caller's entitlements now, with the banner's flag. */
export async function vipUser(ctx: AppContext, caller: AuthUser, lang: Language): Promise<TVipUser> {
  const now = ctx.now();
  const rows = await buysFrom(ctx.db).where(and(eq(vipBuys.userId, caller.id), liveAt(now))).orderBy(vipBuys.validUntil);
  return {
    gated: isGated(caller),
    entitlements: rows.map((r) => ({
      buyId: r.b.id, packageName: r.p.name, scope: r.b.scope, targetCode: r.b.targetCode,
      targetName: nameIn(r.targetNames as Record<Language, string> | null, lang) || r.b.targetCode,
      validFrom: r.b.validFrom!.toISOString(), validUntil: r.b.validUntil!.toISOString(),
      remainingDays: remainingDays(r.b.validUntil!, now),
      endingSoon: r.b.validUntil!.getTime() - now.getTime() <= VIP_REMINDER_HOURS[r.b.period] * 3_600_000,
    })),
  };
}

/**
 * The manuals' gate (filled into manuals' `manualEntitlement`): for a gated user, a manual is
 * readable while a live model-manuals purchase covers it. A manual of a line or series (its model
 * code empty) applies to the model, so a model's package opens it too. Undefined for everyone else.
 */
export function manualGate(ctx: AppContext, caller: AuthUser): SQL | undefined {
  if (!isGated(caller)) return undefined;
  const now = ctx.now().toISOString();
  return sql`exists (select 1 from ${vipBuys} vb where vb.user_id = ${caller.id} and vb.scope = 'MODEL_MANUALS' and vb.status = 'ACTIVE'
    and vb.valid_from <= ${now}::timestamptz and vb.valid_until > ${now}::timestamptz
    and vb.code0 = ${manualRoots.code0} and (${manualRoots.code1} = '' or ${manualRoots.code1} = vb.code1)
    and (${manualRoots.code2} = '' or ${manualRoots.code2} = vb.code2))`;
}

/**
 * A whole module's gate (filled into labour times' `labourEntitlement`): a gated user reads it
 * while any live purchase of `scope` holds; everyone else always. A labour-times package opens all
 * labour times whatever node it names (decision 043).
 */
export const scopeGate = (scope: TVipScope) => async (ctx: AppContext, caller: AuthUser): Promise<boolean> => {
  if (!isGated(caller)) return true;
  const [row] = await ctx.db.select({ id: vipBuys.id }).from(vipBuys)
    .where(and(eq(vipBuys.userId, caller.id), eq(vipBuys.scope, scope), liveAt(ctx.now()))).limit(1);
  return Boolean(row);
};

/**
 * The catalogue's gate (filled into `catalogueEntitlement`): the {line, series} codes of a gated
 * user's live series-catalogue purchases (empty: none, so every catalogue read is refused);
 * undefined for everyone else, without a query.
 */
export async function catalogueGate(ctx: AppContext, caller: AuthUser): Promise<{ code0: string; code1: string }[] | undefined> {
  if (!isGated(caller)) return undefined;
  return ctx.db.selectDistinct({ code0: vipBuys.code0, code1: vipBuys.code1 }).from(vipBuys)
    .where(and(eq(vipBuys.userId, caller.id), eq(vipBuys.scope, 'SERIES_CATALOGUE'), liveAt(ctx.now())));
}

// ---------------------------------------------------------------- the clock

/** The reminder's subject and body in the buyer's language. */
const REMINDER: Record<'subject' | 'body', Record<Language, string>> = {
  subject: {
    'zh-CN': '您的付费套餐"{name}"即将到期',
    'en-US': 'Your package "{name}" ends soon',
    vi: 'Gói "{name}" của bạn sắp hết hạn',
    es: 'Su paquete "{name}" termina pronto',
    de: 'Ihr Paket "{name}" läuft bald ab',
    id: 'Paket Anda "{name}" segera berakhir',
  },
  body: {
    'zh-CN': '您好 {user}：\n\n您购买的"{name}"（{target}）将于 {until} 到期。如需继续访问，请在门户中续购。\n',
    'en-US': 'Hello {user},\n\nyour package "{name}" ({target}) ends at {until}. To keep reading, buy it again in the portal.\n',
    vi: 'Xin chào {user},\n\ngói "{name}" ({target}) của bạn hết hạn lúc {until}. Để tiếp tục đọc, hãy mua lại trong cổng thông tin.\n',
    es: 'Hola {user}:\n\nsu paquete "{name}" ({target}) termina el {until}. Para seguir leyendo, cómprelo de nuevo en el portal.\n',
    de: 'Hallo {user},\n\nIhr Paket "{name}" ({target}) endet am {until}. Um weiter zu lesen, kaufen Sie es im Portal erneut.\n',
    id: 'Halo {user},\n\npaket Anda "{name}" ({target}) berakhir pada {until}. Untuk terus membaca, beli lagi di portal.\n',
  },
};

/**
 * One round of the clock: ends what ran out (ACTIVE → EXPIRED) and mails each buyer whose
 * entitlement ends within VIP_REMINDER_HOURS, once: the row is marked in the statement that
 * picks it, so two instances never mail the same reminder.
 */
export async function tickVip(ctx: AppContext): Promise<{ expired: number; reminded: number }> {
  const now = ctx.now();
  const at = now.toISOString();
  const expiring = vipWorkflow.find('ACTIVE', 'expire', ['clock'])!;
  const expired = await ctx.db.update(vipBuys).set({ status: vipWorkflow.after(expiring, 'ACTIVE') })
    .where(and(eq(vipBuys.status, 'ACTIVE'), sql`${vipBuys.validUntil} <= ${at}::timestamptz`)).returning({ id: vipBuys.id });
  const due = await ctx.db.update(vipBuys).set({ remindedAt: now })
    .where(and(
      eq(vipBuys.status, 'ACTIVE'), isNull(vipBuys.remindedAt), sql`${vipBuys.validUntil} > ${at}::timestamptz`,
      sql`${vipBuys.validUntil} - make_interval(hours => case ${vipBuys.period} when 'DAY' then ${VIP_REMINDER_HOURS.DAY}::int when 'MONTH' then ${VIP_REMINDER_HOURS.MONTH}::int else ${VIP_REMINDER_HOURS.YEAR}::int end) <= ${at}::timestamptz`,
    ))
    .returning({ id: vipBuys.id });
  if (due.length) {
    const rows = await ctx.db.select({ b: vipBuys, name: vipPackages.name, email: users.email, language: users.language, user: users.name, username: users.username })
      .from(vipBuys).innerJoin(vipPackages, eq(vipPackages.id, vipBuys.packageId)).innerJoin(users, eq(users.id, vipBuys.userId))
      .where(inArray(vipBuys.id, due.map((d) => d.id)));
    for (const r of rows) {
      if (!r.email) continue;
      const lang: Language = isLanguage(r.language) ? r.language : ctx.config.defaultLanguage;
      const params = { name: r.name, target: r.b.targetCode, user: r.user || r.username, until: r.b.validUntil!.toISOString().replace('T', ' ').slice(0, 16) + ' UTC' };
      await ctx.mailer.send(r.email, formatMessage(REMINDER.subject[lang], params), formatMessage(REMINDER.body[lang], params));
    }
  }
  return { expired: expired.length, reminded: due.length };
}
