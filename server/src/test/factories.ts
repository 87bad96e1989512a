import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TCartAddRequest, TFeedbackSubmitRequest, TInquiryDraftRequest, TInquirySubmitRequest, TLocalizedText, TOrderSubmitted, UserType } from '@portal/contract';
import type { Tx } from '../platform/db.js';
import type { AuthUser } from '../platform/session.js';
import { resources, roleResources, roles } from '../modules/access/access.tables.js';
import { approveLevels, moveBulletin } from '../modules/bulletins/index.js';
import { bomGroups, modelNodes, partlistItems, partlists, parts } from '../modules/catalogue/index.js';
import { saveFeedback } from '../modules/feedback/index.js';
import { addMembers, createGroup } from '../modules/groups/groups.service.js';
import { addResponsiblePerson } from '../modules/inquiry/inquiry.responsible-persons.service.js';
import { saveDraft, submitInquiry } from '../modules/inquiry/inquiry.service.js';
import { type ManualInput, writeManual } from '../modules/manuals/index.js';
import { addToCart, submitOrder } from '../modules/orders/orders.service.js';
import { demoActors } from '../seed/acting.js';
import { cjkGrams } from '../seed/catalogue/search-grams.js';
import { loggedInUser, type TestApp } from './helpers.js';

/*
 * Records built through the services, as a user of the portal would make them (in the manner of
 * Outline's server/test/factories.ts): the services keep their invariants (workflow table, status
 * log, counters), so a test starts from a state the portal can really be in. Each factory takes
 * what the test cares about and fills the rest.
 */

type LoggedIn = Awaited<ReturnType<typeof loggedInUser>>;

/** A user of a type: logged in (its token for API calls) and as the services see it (`actor`). */
export async function buildActor(t: TestApp, userType: UserType = 'DEALER'): Promise<{ id: string; username: string; token: string; actor: AuthUser }> {
  const user = await loggedInUser(t, userType);
  const actor = (await demoActors(t.db as unknown as Tx, [user.username])).get(user.username);
  if (!actor) throw new Error(`buildActor: ${user.username} has no permissions`);
  return { ...user, actor };
}

/** What an inquiry needs to be submitted: a vehicle, a reporter, a fault. */
export const INQUIRY_FIELDS = {
  vinCode: 'LUMS2PHD3PH000001', carSeries: 'S2', modelCode: 'S2PHD', provinceCityCode: ['11', '1101'],
  createrName: 'Wang', createrTelNo: '13800138000', faultName: 'No power',
} satisfies Partial<TInquirySubmitRequest>;

/** An inquiry the creator submitted (PENDING), or saved as a draft (`draft: true`). */
export async function buildInquiry(
  t: TestApp, creator: { actor: AuthUser }, opts: { draft?: boolean } & Partial<TInquirySubmitRequest> = {},
): Promise<{ id: string; formNo: string }> {
  const { draft, ...fields } = opts;
  const body = { ...INQUIRY_FIELDS, ...fields };
  return draft
    ? saveDraft(t.app.ctx, creator.actor, body as TInquiryDraftRequest)
    : submitInquiry(t.app.ctx, creator.actor, body as TInquirySubmitRequest);
}

/**
 * The people an inquiry from Shenzhen (province 44, city 4403) meets, listed as responsible
 * persons through the management service: its handler, the province's leader, a Powertrain expert.
 */
export async function buildInquiryTeam(t: TestApp): Promise<{ handler: LoggedIn; leader: LoggedIn; expert: LoggedIn }> {
  const [handler, leader, expert] = [await loggedInUser(t, 'INNER_USER'), await loggedInUser(t, 'INNER_USER'), await loggedInUser(t, 'INNER_USER')];
  await addResponsiblePerson(t.app.ctx, { role: 'PROCESSOR', username: handler.username, provinceCode: '44', cityCode: '4403' });
  await addResponsiblePerson(t.app.ctx, { role: 'LEADER', username: leader.username, provinceCode: '44' });
  await addResponsiblePerson(t.app.ctx, { role: 'EXPERT', username: expert.username, department: 'Powertrain' });
  return { handler, leader, expert };
}

/** A feedback the author sent (waiting for the dispatcher). */
export async function buildFeedback(t: TestApp, author: { actor: AuthUser }, fields: Partial<TFeedbackSubmitRequest> = {}): Promise<{ id: string }> {
  const body: TFeedbackSubmitRequest = {
    feedbackType: 'SPARE_PART', title: 'Wrong picture for BP-72V32', content: 'The exploded view shows the old pack',
    contact: '13800138000', url: '#/part_check', fileIds: [], ...fields,
  };
  return saveFeedback(t.app.ctx, author.actor, 'submit', body);
}

// ---------------------------------------------------------------- permissions

/**
 * Takes a permission (or, without `code`, every permission) from a user type's built-in role, as an
 * administrator would; users of the type lack it from their next call on. Answers how to give it back.
 */
export async function withoutPermission(t: TestApp, userType: UserType, code?: string): Promise<() => Promise<void>> {
  const [role] = await t.db.select().from(roles).where(eq(roles.subject, userType));
  if (!role) throw new Error(`withoutPermission: no built-in role for ${userType}`);
  const which = code
    ? and(eq(roleResources.roleId, role.id), inArray(roleResources.resourceId, t.db.select({ id: resources.id }).from(resources).where(eq(resources.code, code))))
    : eq(roleResources.roleId, role.id);
  const taken = await t.db.delete(roleResources).where(which).returning();
  if (code && taken.length === 0) throw new Error(`withoutPermission: ${userType} does not hold ${code}`);
  return async () => { if (taken.length) await t.db.insert(roleResources).values(taken); };
}

// ---------------------------------------------------------------- bulletins

export type Actor = Awaited<ReturnType<typeof buildActor>>;

/** Two bulletin admins: the levels of one approval round are given by different people (the two-people rule). */
export async function buildBulletinApprovers(t: TestApp): Promise<{ admin: Actor; approver2: Actor }> {
  return { admin: await buildActor(t, 'BULLETIN_ADMIN'), approver2: await buildActor(t, 'BULLETIN_ADMIN') };
}

/** Sends a saved bulletin for approval and approves every level, the first by `admin`, the others by `approver2`: it is published. */
export async function publishBulletin(t: TestApp, approvers: { admin: Actor; approver2: Actor }, id: string): Promise<void> {
  await moveBulletin(t.app.ctx, approvers.admin.actor, id, 'publish');
  for (const { level } of await approveLevels(t.db)) {
    await moveBulletin(t.app.ctx, (level === 1 ? approvers.admin : approvers.approver2).actor, id, 'approve', level);
  }
}

// ---------------------------------------------------------------- groups

/** A user group (downloads and bulletins reach groups) with the given members, through the groups' service. */
export async function buildGroup(t: TestApp, members: { id: string }[] = [], fields: { code?: string; name?: string } = {}): Promise<{ id: string; code: string }> {
  const code = fields.code ?? uniqueCode('T_GROUP').replaceAll('-', '_');
  const { id } = await createGroup(t.app.ctx, { code, name: fields.name ?? `Group ${code}` });
  if (members.length) await addMembers(t.app.ctx, id, members.map((m) => m.id));
  return { id, code };
}

// ---------------------------------------------------------------- catalogue

/*
 * The catalogue has no writer of its own (its rows come from the PLM import), so these insert rows
 * as the import does: names in the six languages and the search columns built from them.
 */

let serial = 0;
/** A code no other factory call answers, also across test files sharing a database template. */
const uniqueCode = (prefix: string) => `${prefix}-${++serial}-${crypto.randomBytes(2).toString('hex').toUpperCase()}`;
const inAllLanguages = (name: string | TLocalizedText): TLocalizedText =>
  typeof name === 'string' ? { 'zh-CN': name, 'en-US': name, vi: name, es: name, de: name, id: name } : name;

export interface PartSpec {
  code?: string;
  /** One name for all six languages, or each its own. */
  name?: string | TLocalizedText;
  category?: string;
  /** Default '10.00'; null for a part without a price (it cannot be ordered). */
  price?: string | null;
  isSpare?: boolean;
  minSalesUnit?: number;
  inStock?: boolean;
}

/** Parts, priced spares unless told otherwise, in one insert (a search test may want a thousand). */
export async function buildParts(t: TestApp, specs: PartSpec[]): Promise<{ id: string; code: string }[]> {
  if (specs.length === 0) return [];
  const rows = specs.map((spec) => {
    const code = spec.code ?? uniqueCode('T-PART');
    const names = inAllLanguages(spec.name ?? `Test part ${code}`);
    return {
      code, names, category: spec.category ?? 'BODY', price: spec.price === undefined ? '10.00' : spec.price,
      isSpare: spec.isSpare ?? true, minSalesUnit: spec.minSalesUnit ?? 1, inStock: spec.inStock ?? true,
      searchText: [code, ...Object.values(names)].join(' ').toLowerCase(), searchGrams: cjkGrams(Object.values(names).join(' ')),
    };
  });
  return t.db.insert(parts).values(rows).returning({ id: parts.id, code: parts.code });
}

/** One part: a priced spare unless told otherwise. */
export async function buildPart(t: TestApp, spec: PartSpec = {}): Promise<{ id: string; code: string }> {
  return (await buildParts(t, [spec]))[0];
}

export interface BuiltModel { lineId: string; seriesId: string; modelId: string; code0: string; code1: string; code2: string }

/** A model with a line and a series of its own (codes code0 → code1 → code2). */
export async function buildModel(t: TestApp, name = 'Test model'): Promise<BuiltModel> {
  const node = async (level: number, parentId: string | null, code: string, n: string) =>
    (await t.db.insert(modelNodes).values({ code, level, parentId, names: inAllLanguages(n) }).returning({ id: modelNodes.id }))[0].id;
  const [code0, code1, code2] = [uniqueCode('T-LINE'), uniqueCode('T-SERIES'), uniqueCode('T-MODEL')];
  const lineId = await node(0, null, code0, `${name} line`);
  const seriesId = await node(1, lineId, code1, `${name} series`);
  const modelId = await node(2, seriesId, code2, name);
  return { lineId, seriesId, modelId, code0, code1, code2 };
}

export interface PartlistItemSpec {
  part: { id: string };
  /** Default: the item's place in the list, from 1. */
  ballNumber?: number;
  amount?: string;
  /** Model codes (code2) the row applies to; default all. */
  models?: string[];
}

/** Rows for a partlist (a new one, or one of a fixture's), after the rows it has. */
export async function addPartlistItems(t: TestApp, partlistId: string, items: PartlistItemSpec[]): Promise<string[]> {
  if (items.length === 0) return [];
  const [{ last }] = await t.db.select({ last: sql<number>`coalesce(max(${partlistItems.sort}), 0)::int` }).from(partlistItems).where(eq(partlistItems.partlistId, partlistId));
  const rows = await t.db.insert(partlistItems).values(items.map((item, n) => ({
    partlistId, partId: item.part.id, ballNumber: item.ballNumber ?? n + 1, amount: item.amount ?? '1', models: item.models ?? null, sort: last + n + 1,
  }))).returning({ id: partlistItems.id });
  return rows.map((r) => r.id);
}

/**
 * A partlist (an exploded drawing and its BOM) under a system and an assembly of the model's series;
 * by default one row of a new priced part. Answers the partlist, its model and its parts.
 */
export async function buildPartlist(
  t: TestApp, opts: { model?: BuiltModel; name?: string; items?: PartlistItemSpec[] } = {},
): Promise<{ id: string; code: string; model: BuiltModel; partIds: string[] }> {
  const model = opts.model ?? (await buildModel(t));
  const items = opts.items ?? [{ part: await buildPart(t) }];
  const group = async (level: number, parentId: string | null, n: string) =>
    (await t.db.insert(bomGroups).values({ seriesId: model.seriesId, code: uniqueCode('T-GRP'), level, parentId, names: inAllLanguages(n) }).returning({ id: bomGroups.id }))[0].id;
  const system = await group(1, null, 'Test system');
  const assembly = await group(2, system, 'Test assembly');
  const code = uniqueCode('T-PL');
  const balls = [...new Set(items.map((item, n) => item.ballNumber ?? n + 1))];
  const drawingSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 100">${balls.map((b, n) => `<g data-ball="${b}"><text x="${20 + n * 40}" y="50">${b}</text></g>`).join('')}</svg>`;
  const [{ id }] = await t.db.insert(partlists).values({ code, seriesId: model.seriesId, groupId: assembly, names: inAllLanguages(opts.name ?? `Partlist ${code}`), drawingSvg }).returning({ id: partlists.id });
  await addPartlistItems(t, id, items);
  return { id, code, model, partIds: items.map((item) => item.part.id) };
}

// ---------------------------------------------------------------- manuals

/**
 * A manual through the manuals' single writer (sanitized bodies, search fields): by default an
 * EFFECTIVE service manual of the line EM with one topic, `topic`. Answers the root and the topic.
 */
export async function buildManual(
  t: TestApp, opts: Partial<ManualInput> & { topicHtml?: string } = {},
): Promise<{ id: string; topicId: string; nodeIds: Map<string, string> }> {
  const { topicHtml, ...input } = opts;
  const code = input.code ?? uniqueCode('T-MAN');
  const written = await writeManual(t.db, {
    type: 'SERVICE', version: '1.0', status: 'EFFECTIVE', name: { 'en-US': `Manual ${code}` }, code0: 'EM',
    nodes: [{ code: 'topic', kind: 'TOPIC', title: { 'en-US': 'Test topic' }, html: { 'en-US': topicHtml ?? '<p>Test procedure.</p>' } }],
    ...input, code,
  }, { files: t.app.ctx.files });
  const topicId = written.nodeIds.get('topic') ?? [...written.nodeIds.values()][0];
  return { id: written.rootId, topicId, nodeIds: written.nodeIds };
}

// ---------------------------------------------------------------- orders

/** A line in the owner's cart; by default one of a new priced part. */
export async function buildCartLine(
  t: TestApp, owner: { actor: AuthUser }, opts: Partial<TCartAddRequest> = {},
): Promise<{ id: string; partCode: string; amount: number }> {
  const partCode = opts.partCode ?? (await buildPart(t)).code;
  const added = await addToCart(t.app.ctx, owner.actor, { ...opts, partCode });
  return { id: added.id, partCode, amount: added.amount };
}

/** An order the owner submitted (SUBMITTED, handed to the DMS' outbox): by default one line of a new priced part. */
export async function buildOrder(
  t: TestApp, owner: { actor: AuthUser }, opts: { lines?: Partial<TCartAddRequest>[] } = {},
): Promise<TOrderSubmitted> {
  const lines = [];
  for (const line of opts.lines ?? [{}]) lines.push(await buildCartLine(t, owner, line));
  return submitOrder(t.app.ctx, owner.actor, lines.map((l) => l.id));
}
