import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CASE_ACTIONS, CASE_STATUSES, ERRORS, type CaseStatus, type TCaseContentInput, casesEndpoints, manualsEndpoints, pathOf, routeOf } from '@portal/contract';
import { call, loggedInUser } from '../../test/helpers.js';
import { operationLogs } from '../../platform/platform.tables.js';
import { createCatalogueTestApp, VINS } from '../../test/fixtures/catalogue.js';
import { draftFromInquiry } from './cases.service.js';
import { technicalCaseEvents, technicalCases } from './cases.tables.js';
import { allowedActions, CASE_WORKFLOW } from './cases.workflow.js';

/*
 * The case library on the catalogue fixture (line EM; series EM-S with EM-S1, EM-S2; EM-C with
 * EM-C1). Staff (INNER_USER) hold PUSH, the administrator every case permission, the dealer VIEW.
 */

let t: Awaited<ReturnType<typeof createCatalogueTestApp>>;
let dealer: string;
let staff: string;
let admin: string;

const content = (over: Partial<TCaseContentInput> = {}): TCaseContentInput => ({
  title: 'Brake squeal after rain', language: 'en-US', carSeries: 'EM-S', modelCode: 'EM-S2', modelName: 'Swift S2',
  faultName: 'Front brake squeals', faultModule: 'Chassis', faultSystem: 'Brakes', partCode: 'P-BRK-PAD-F', partName: 'Front brake pad',
  faultReason: 'Glazed brake pads after riding through water', repairPlanDesc: 'Replace the front brake pads and clean the disc', ...over,
});

const submit = async (token: string, body: unknown) => call(t.app, ...routeOf(casesEndpoints.submit), { token, body });
const page = async (token: string, body: Record<string, unknown> = {}) => call(t.app, ...routeOf(casesEndpoints.list), { token, body });
const review = async (token: string, id: string, body: unknown) => call(t.app, ...routeOf(casesEndpoints.review, { id }), { token, body });

/** A published case, made the way staff and reviewers make one. */
async function published(over: Partial<TCaseContentInput> = {}): Promise<string> {
  const made = await submit(staff, content(over));
  expect(made.body.success, JSON.stringify(made.body)).toBe(true);
  const approved = await review(admin, made.body.data.id, { pass: true });
  expect(approved.body.success).toBe(true);
  return made.body.data.id;
}

const status = async (id: string) => (await t.db.select({ s: technicalCases.status }).from(technicalCases).where(eq(technicalCases.id, id)))[0].s;

beforeAll(async () => {
  t = await createCatalogueTestApp();
  dealer = (await loggedInUser(t, 'DEALER')).token;
  staff = (await loggedInUser(t, 'INNER_USER')).token;
  admin = (await loggedInUser(t, 'SYSTEM_ADMIN')).token;
});
afterAll(() => t.close());

describe('the struct view\'s Case library button', () => {
  const caseButton = async (query: Record<string, string>) =>
    (await call(t.app, ...routeOf(manualsEndpoints.functionLinks), { token: dealer, query })).body.data.find((l: { key: string }) => l.key === 'CASE_LIBRARY');

  it('is disabled while the model has no published case, then counts the model\'s (or series\') published cases', async () => {
    // Runs before the other suites publish anything.
    expect(await caseButton({ code0: 'EM', code1: 'EM-S', code2: 'EM-S2' })).toMatchObject({ enabled: false, count: 0 });
    const pending = await submit(staff, content({ title: 'Dash flicker wren', modelCode: 'EM-S2' }));
    expect(pending.body.success).toBe(true);
    expect(await caseButton({ code0: 'EM', code1: 'EM-S', code2: 'EM-S2' })).toMatchObject({ enabled: false, count: 0 });
    await review(admin, pending.body.data.id, { pass: true });
    await published({ title: 'Dash flicker wren 2', modelCode: 'EM-S2' });
    expect(await caseButton({ code0: 'EM', code1: 'EM-S', code2: 'EM-S2' })).toMatchObject({ enabled: true, count: 2 });
    // the same count the library opens with
    expect((await page(dealer, { code2: 'EM-S2' })).body.data.count).toBe(2);
    expect(await caseButton({ code0: 'EM', code1: 'EM-S' })).toMatchObject({ enabled: true, count: 2 });
    // a VIN stands for its model: the S1 has none
    expect(await caseButton({ vinCode: VINS.s1 })).toMatchObject({ enabled: false, count: 0 });
    expect(await caseButton({ vinCode: VINS.s2 })).toMatchObject({ enabled: true, count: 2 });
  });
});

describe('case workflow', () => {
  it('sends a new case to review, hides it from dealers until approved, then lists it', async () => {
    const made = await submit(staff, content({ title: 'Unique title kestrel' }));
    expect(made.body.success).toBe(true);
    const id = made.body.data.id;
    expect(await status(id)).toBe('PENDING_REVIEW');
    expect((await call(t.app, ...routeOf(casesEndpoints.get, { id }), { token: dealer })).body.code).toBe(ERRORS.CASE_NOT_FOUND.code);
    expect((await page(dealer, { key: 'kestrel' })).body.data.count).toBe(0);
    // readers get the published library whatever status they ask for
    expect((await page(dealer, { key: 'kestrel', status: 'PENDING_REVIEW' })).body.data.count).toBe(0);
    expect((await page(staff, { key: 'kestrel', status: 'PENDING_REVIEW' })).body.data.count).toBe(1);

    expect((await review(admin, id, { pass: true })).body.success).toBe(true);
    const list = await page(dealer, { key: 'kestrel' });
    expect(list.body.data.count).toBe(1);
    expect(list.body.data.contents[0]).toMatchObject({ id, status: 'PUBLISHED', modelCode: 'EM-S2', modelName: 'Swift S2' });
    expect(list.body.data.contents[0].caseNo).toMatch(/^TC\d{6}$/);
    const detail = await call(t.app, ...routeOf(casesEndpoints.get, { id }), { token: dealer, lang: 'zh-CN' });
    expect(detail.body.data).toMatchObject({ status: 'PUBLISHED', catalogueModelName: '迅捷S2', actions: [], events: [], createdByName: '' });
    expect(detail.body.data.publishedAt).not.toBeNull();
    const asAdmin = await call(t.app, ...routeOf(casesEndpoints.get, { id }), { token: admin });
    expect(asAdmin.body.data.actions).toEqual(['UPDATE', 'INVALID']);
    expect(asAdmin.body.data.events.map((e: { action: string }) => e.action)).toEqual(['CREATE', 'APPROVE']);
  });

  it('sends a rejected case back to draft with its reason; a rejection without one is malformed', async () => {
    const id = (await submit(staff, content())).body.data.id;
    expect((await review(admin, id, { pass: false })).status).toBe(555);
    expect((await review(admin, id, { pass: false, comment: 'Name the torque of the caliper bolts' })).body.success).toBe(true);
    expect(await status(id)).toBe('DRAFT');
    const events = await t.db.select().from(technicalCaseEvents).where(eq(technicalCaseEvents.caseId, id));
    expect(events.find((e) => e.action === 'REJECT')?.comment).toBe('Name the torque of the caliper bolts');
    // staff edit the draft and submit it again
    const again = await submit(staff, { ...content({ repairPlanDesc: 'Replace pads; caliper bolts 25 N·m' }), id });
    expect(again.body.success).toBe(true);
    expect(await status(id)).toBe('PENDING_REVIEW');
  });

  it('updates a published case in place and retires it for good', async () => {
    const id = await published({ title: 'Throttle dead zone osprey' });
    const updated = await call(t.app, ...routeOf(casesEndpoints.update, { id }), { token: admin, body: content({ title: 'Throttle dead zone osprey corrected' }) });
    expect(updated.body.success).toBe(true);
    expect(await status(id)).toBe('PUBLISHED');
    expect((await page(dealer, { key: 'osprey corrected' })).body.data.count).toBe(1);
    expect((await call(t.app, ...routeOf(casesEndpoints.invalidate, { id }), { token: admin })).body.success).toBe(true);
    expect(await status(id)).toBe('INVALID');
    // The retirement is a GET that changes data: written to the operation log like any write.
    expect(await t.db.select({ method: operationLogs.httpMethod, objectRef: operationLogs.objectRef }).from(operationLogs).where(eq(operationLogs.url, pathOf(casesEndpoints.invalidate, { id }))))
      .toEqual([{ method: 'GET', objectRef: 'TechnicalCase' }]);
    expect((await page(dealer, { key: 'osprey' })).body.data.count).toBe(0);
    expect((await call(t.app, ...routeOf(casesEndpoints.invalidate, { id }), { token: admin })).body.code).toBe(ERRORS.CASE_ACTION_NOT_ALLOWED.code);
    expect((await call(t.app, ...routeOf(casesEndpoints.update, { id }), { token: admin, body: content() })).body.code).toBe(ERRORS.CASE_ACTION_NOT_ALLOWED.code);
  });

  it('refuses by permission: dealers may not submit, staff may not review, update or invalidate', async () => {
    expect((await submit(dealer, content())).status).toBe(403);
    const id = (await submit(staff, content())).body.data.id;
    expect((await review(staff, id, { pass: true })).status).toBe(403);
    expect((await call(t.app, ...routeOf(casesEndpoints.update, { id }), { token: staff, body: content() })).status).toBe(403);
    expect((await call(t.app, ...routeOf(casesEndpoints.invalidate, { id }), { token: staff })).status).toBe(403);
    expect(await status(id)).toBe('PENDING_REVIEW');
  });

  it('takes every row of the workflow table and refuses every action the table does not list', async () => {
    // For each status, a case in it; then each action by the administrator (who holds every permission).
    const all = new Set(['PER_TECHNICALCASE_LIBRARY_PUSH', 'PER_TECHNICALCASE_LIBRARY_UPDATE', 'PER_TECHNICALCASE_LIBRARY_INVALID']);
    const caseIn = async (s: CaseStatus) => {
      const id = (await submit(admin, content())).body.data.id;
      if (s === 'PUBLISHED') await review(admin, id, { pass: true });
      if (s === 'DRAFT') await review(admin, id, { pass: false, comment: 'again' });
      if (s === 'INVALID') await call(t.app, ...routeOf(casesEndpoints.invalidate, { id }), { token: admin });
      expect(await status(id)).toBe(s);
      return id;
    };
    const act = (id: string, action: string) => {
      switch (action) {
        case 'SUBMIT': return submit(admin, { ...content(), id });
        case 'UPDATE': return call(t.app, ...routeOf(casesEndpoints.update, { id }), { token: admin, body: content() });
        case 'APPROVE': return review(admin, id, { pass: true });
        case 'REJECT': return review(admin, id, { pass: false, comment: 'no' });
        default: return call(t.app, ...routeOf(casesEndpoints.invalidate, { id }), { token: admin });
      }
    };
    for (const from of CASE_STATUSES) {
      expect(allowedActions(from, all)).toEqual([...new Set(CASE_WORKFLOW.filter((r) => r.from === from).map((r) => r.action))]);
      for (const action of CASE_ACTIONS) {
        const row = CASE_WORKFLOW.find((r) => r.from === from && r.action === action);
        const id = await caseIn(from);
        const res = await act(id, action);
        if (row) {
          expect(res.body.success, `${from} ${action}`).toBe(true);
          expect(await status(id), `${from} ${action}`).toBe(row.to ?? from);
        } else {
          expect(res.body.code, `${from} ${action}`).toBe(ERRORS.CASE_ACTION_NOT_ALLOWED.code);
          expect(await status(id)).toBe(from);
        }
      }
    }
  });
});

describe('draftFromInquiry', () => {
  it('makes a draft without personal data, once per inquiry', async () => {
    const inquiryId = crypto.randomUUID();
    const source = {
      inquiryId, formNo: 'IQ20260001', language: 'zh-CN' as const, carSeries: 'EM-S', modelCode: 'EM-S1', faultName: '仪表无显示',
      faultReason: '仪表插头进水', repairPlanDesc: '清洁插头并更换防水胶圈', faultExamine: '拔下仪表插头，针脚氧化发黑',
      // fields an inquiry has but a case must not take
      vinCode: VINS.s1, createrName: 'Li Lei', createrTelNo: '13800138000', storeName: 'Bright Ride Motors',
    };
    const made = await t.db.transaction((tx) => draftFromInquiry(tx, source, null));
    const [row] = await t.db.select().from(technicalCases).where(eq(technicalCases.id, made.id));
    expect(row).toMatchObject({ status: 'DRAFT', title: '仪表无显示', sourceInquiryId: inquiryId, sourceFormNo: 'IQ20260001', faultExamine: '拔下仪表插头，针脚氧化发黑' });
    expect(JSON.stringify(row)).not.toMatch(/Li Lei|13800138000|Bright Ride|LEMS1/);
    await expect(t.db.transaction((tx) => draftFromInquiry(tx, source, null))).rejects.toMatchObject({ key: 'CASE_ALREADY_PUSHED' });
    // staff see the draft, dealers do not
    expect((await page(staff, { status: 'DRAFT', key: '仪表' })).body.data.contents.map((c: { id: string }) => c.id)).toContain(made.id);
    // the examinations travel with the case: shown in its detail and found by its words
    expect((await call(t.app, ...routeOf(casesEndpoints.get, { id: made.id }), { token: staff })).body.data.faultExamine).toBe('拔下仪表插头，针脚氧化发黑');
    expect((await page(staff, { status: 'DRAFT', key: '针脚氧化' })).body.data.contents.map((c: { id: string }) => c.id)).toEqual([made.id]);
    expect((await call(t.app, ...routeOf(casesEndpoints.get, { id: made.id }), { token: dealer })).body.code).toBe(ERRORS.CASE_NOT_FOUND.code);
  });
});

describe('case search', () => {
  let zh: string;
  let de: string;
  let c1: string;
  beforeAll(async () => {
    zh = await published({
      title: '雨后前刹车异响', language: 'zh-CN', modelCode: 'EM-S1', faultName: '前刹车异响', faultReason: '刹车片表面釉化',
      repairPlanDesc: '更换前刹车片并清洁刹车盘',
    });
    de = await published({
      title: 'Bremsflüssigkeit verschmutzt', language: 'de', modelCode: 'EM-S2', faultName: 'Weicher Bremshebel',
      faultReason: 'Wasser in der Bremsflüssigkeit', repairPlanDesc: 'Bremsflüssigkeit wechseln und entlüften',
    });
    c1 = await published({ title: 'Charger fan noise heron', carSeries: 'EM-C', modelCode: 'EM-C1', faultName: 'Charger noise', faultReason: 'Fan bearing worn', repairPlanDesc: 'Replace the charger fan' });
  });
  const ids = async (body: Record<string, unknown>, token = dealer) => (await page(token, body)).body.data.contents.map((c: { id: string }) => c.id);

  it('finds Chinese text by a part of a word', async () => {
    expect(await ids({ key: '刹车' })).toContain(zh);
    expect(await ids({ key: '刹车片' })).toContain(zh);
    expect(await ids({ key: '刹车灯' })).not.toContain(zh);
  });

  it('finds German with or without accents, and English by prefix', async () => {
    expect(await ids({ key: 'bremsflussigkeit' })).toContain(de);
    expect(await ids({ key: 'Bremsflüssigkeit' })).toContain(de);
    expect(await ids({ key: 'charg' })).toContain(c1);
  });

  it('marks the match in the snippet, HTML-escaped', async () => {
    const [row] = (await page(dealer, { key: 'bearing heron' })).body.data.contents;
    expect(row.id).toBe(c1);
    expect(row.snippet).toContain('<mark>bearing</mark>');
  });

  it('narrows by model, series, line and VIN', async () => {
    expect(await ids({ code2: 'EM-C1' })).toEqual([c1]);
    expect(await ids({ code1: 'EM-C' })).toEqual([c1]);
    const line = await ids({ code0: 'EM' });
    expect(line).toEqual(expect.arrayContaining([zh, de, c1]));
    expect(await ids({ vinCode: VINS.s1 })).toContain(zh);
    expect(await ids({ vinCode: VINS.s1 })).not.toContain(de);
    expect(await ids({ language: 'de' })).toEqual([de]);
  });

  it('suggests similar published cases, the model\'s own first', async () => {
    const res = await call(t.app, ...routeOf(casesEndpoints.similar), { token: dealer, body: { modelCode: 'EM-S1', carSeries: 'EM-S', text: '前轮刹车有异响' } });
    expect(res.body.success).toBe(true);
    expect(res.body.data[0]).toMatchObject({ id: zh, sameModel: true });
    expect(res.body.data[0].score).toBeGreaterThan(0);
    const none = await call(t.app, ...routeOf(casesEndpoints.similar), { token: dealer, body: { text: 'completely unrelated words zzyzx' } });
    expect(none.body.data).toEqual([]);
    const byVin = await call(t.app, ...routeOf(casesEndpoints.similar), { token: dealer, body: { vinCode: VINS.s2, text: 'Bremshebel weich' } });
    expect(byVin.body.data[0]).toMatchObject({ id: de, sameModel: true });
    // an unknown VIN does not fail the suggestions: the model given still ranks
    const unknownVin = await call(t.app, ...routeOf(casesEndpoints.similar), { token: dealer, body: { vinCode: VINS.unknown, modelCode: 'EM-S1', text: '前轮刹车有异响' } });
    expect(unknownVin.body.data[0]).toMatchObject({ id: zh, sameModel: true });
  });
});
