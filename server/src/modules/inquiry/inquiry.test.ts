import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { ERRORS, builtInName, casesEndpoints, inquiryEndpoints, pathOf, responsiblePersonsEndpoints, routeOf } from '@portal/contract';
import { buildUser, call, createTestApp, loggedInUser, type TestApp } from '../../test/helpers.js';
import { expectOwnedObject } from '../../test/idor.js';
import { mailOutbox, operationLogs } from '../../platform/platform.tables.js';
import { users } from '../users/users.tables.js';
import { technicalCases } from '../cases/cases.tables.js';
import { responsiblePersons } from './inquiry.responsible-persons.tables.js';
import { buildInquiryTeam } from '../../test/factories.js';
import { canAttachToInquiry, canViewInquiry } from './inquiry.service.js';
import { inquiryForms, inquiryReplies, inquiryStatusLogs } from './inquiry.tables.js';

let t: TestApp;
type Person = Awaited<ReturnType<typeof loggedInUser>>;
let dealer: Person, handler: Person, expert: Person, leader: Person, otherDealer: Person, admin: Person;

const form = {
  vinCode: ' LUMS2PHD3PH000001 ', carSeries: 'S2', modelCode: 'S2PHD', modelName: 'S2 Pro', provinceCityCode: ['44', '4403'],
  createrName: 'Li Wei', createrTelNo: '13800138000', faultName: 'Controller cuts out at full throttle', consultType: 'TECHNICAL',
  emergencyLevel: 'URGENT', faultDate: '2026-11-20 09:30', storeName: 'Shenzhen Futian',
};

const api = (who: Person, method: string, url: string, body?: unknown) => call(t.app, method, url, { token: who.token, body });
const mailsTo = async (userId: string) => {
  const [u] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, u.email));
};

beforeAll(async () => {
  t = await createTestApp();
  dealer = await loggedInUser(t, 'DEALER');
  otherDealer = await loggedInUser(t, 'DEALER');
  ({ handler, expert, leader } = await buildInquiryTeam(t));
  admin = await loggedInUser(t, 'SYSTEM_ADMIN');
}, 120_000);
afterAll(() => t?.close());

describe('an inquiry from submit to close', () => {
  let id: string;

  it('routes a submitted inquiry to its area\'s processor and mails them', async () => {
    const res = await api(dealer, ...routeOf(inquiryEndpoints.submit), form);
    expect(res.body.success).toBe(true);
    id = res.body.data.id;
    const [row] = await t.db.select().from(inquiryForms).where(eq(inquiryForms.id, id));
    expect(row).toMatchObject({ status: 'PENDING', handlerId: handler.id, leaderIds: [leader.id], vinCode: 'LUMS2PHD3PH000001', provinceCode: '44', cityCode: '4403' });
    const mails = await mailsTo(handler.id);
    expect(mails.map((m) => m.subject).join()).toContain(res.body.data.formNo);
  });

  it('shows it to the leader of the area, and waits for the handler', async () => {
    const seen = await api(leader, ...routeOf(inquiryEndpoints.detail, { id }));
    expect(seen.body.data.roles).toEqual(expect.arrayContaining(['leader']));
    const pending = await api(handler, ...routeOf(inquiryEndpoints.pending));
    expect(pending.body.data).toEqual({ inquiry: 1, feedback: 0, total: 1 });
    const tasks = await api(handler, ...routeOf(inquiryEndpoints.workTasks), {});
    expect(tasks.body.data.contents).toEqual([expect.objectContaining({ objectId: id, role: 'handler', status: 'PENDING' })]);
    expect(tasks.body.data.contents[0].actions).toEqual(expect.arrayContaining(['reply', 'assign', 'reject']));
    const mine = await api(dealer, ...routeOf(inquiryEndpoints.pending));
    expect(mine.body.data.inquiry).toBe(0);
  });

  it('hides it from another dealer', async () => {
    expect((await api(otherDealer, ...routeOf(inquiryEndpoints.detail, { id }))).body.code).toBe(190001);
    expect((await api(otherDealer, ...routeOf(inquiryEndpoints.page), {})).body.data.count).toBe(0);
    expect((await api(otherDealer, ...routeOf(inquiryEndpoints.replies), { objectId: id })).body.code).toBe(190001);
  });

  it('the handler\'s first reply ends PENDING; the dealer is mailed', async () => {
    const res = await api(handler, ...routeOf(inquiryEndpoints.reply), { objectId: id, comment: 'Please send a photo of the controller plug.' });
    expect(res.body.success).toBe(true);
    const detail = await api(dealer, ...routeOf(inquiryEndpoints.detail, { id }));
    expect(detail.body.data.status).toBe('PROCESSING');
    expect(detail.body.data.msgReceiverId).toBe(handler.id);
    expect((await mailsTo(dealer.id)).some((m) => m.subject.includes(detail.body.data.formNo))).toBe(true);
  });

  it('the handler asks an expert, who is mailed and may write the scheme; the creator may not', async () => {
    const assign = await api(handler, ...routeOf(inquiryEndpoints.assign), { id, expertId: expert.id });
    expect(assign.body.success).toBe(true);
    expect((await mailsTo(expert.id)).length).toBe(1);
    const byCreator = await api(dealer, ...routeOf(inquiryEndpoints.update), { id, repairPlanDesc: 'I will fix it myself' });
    expect(byCreator.body.code).toBe(190002);
    const byExpert = await api(expert, ...routeOf(inquiryEndpoints.update), { id, repairPlanDesc: 'Replace the controller plug; apply dielectric grease.' });
    expect(byExpert.body.success).toBe(true);
    const fault = await api(expert, ...routeOf(inquiryEndpoints.update), { id, faultName: 'Something else' });
    expect(fault.body.code).toBe(190003);
    expect(fault.body.message).toContain('faultName');
  });

  it('refuses an assignee who cannot work on inquiries', async () => {
    const register = await loggedInUser(t, 'REGISTER');
    expect((await api(handler, ...routeOf(inquiryEndpoints.assign), { id, expertId: register.id })).body.code).toBe(190005);
  });

  it('the dealer answers in the thread; replies page newest first; own replies can be deleted, others not', async () => {
    const mine = await api(dealer, ...routeOf(inquiryEndpoints.reply), { objectId: id, comment: 'Photo attached.' });
    const page = await api(dealer, ...routeOf(inquiryEndpoints.replies), { objectId: id, pageSize: 5 });
    expect(page.body.data.count).toBe(2);
    expect(page.body.data.contents[0]).toMatchObject({ comment: 'Photo attached.', ownerId: dealer.id, canDelete: true, msgReceiverId: handler.id });
    expect(page.body.data.contents[1].canDelete).toBe(false);
    const handlersReply = page.body.data.contents[1].id;
    expect((await api(dealer, ...routeOf(inquiryEndpoints.removeReply, { id: handlersReply }))).body.code).toBe(190006);
    expect((await api(dealer, ...routeOf(inquiryEndpoints.removeReply, { id: mine.body.data.id }))).body.success).toBe(true);
    expect((await api(dealer, ...routeOf(inquiryEndpoints.replies), { objectId: id })).body.data.count).toBe(1);
    expect((await api(dealer, ...routeOf(inquiryEndpoints.replies), { objectId: id, pageSize: 7 })).status).toBe(555);
    expect((await api(dealer, ...routeOf(inquiryEndpoints.reply), { objectId: id, comment: 'x'.repeat(1001) })).status).toBe(555);
    expect((await api(dealer, ...routeOf(inquiryEndpoints.reply), { objectId: id, comment: '   ' })).status).toBe(555);
  });

  it('suspends (clock paused) and restarts; solves with the scheme; the dealer is mailed', async () => {
    expect((await api(handler, ...routeOf(inquiryEndpoints.suspend), { id, reason: 'Waiting for the photo' })).body.success).toBe(true);
    expect((await api(dealer, ...routeOf(inquiryEndpoints.pending))).body.data.inquiry).toBe(1);
    expect((await api(handler, ...routeOf(inquiryEndpoints.restart, { id }))).body.success).toBe(true);
    const before = (await mailsTo(dealer.id)).length;
    expect((await api(handler, ...routeOf(inquiryEndpoints.solve), { id })).body.success).toBe(true);
    expect((await mailsTo(dealer.id)).length).toBe(before + 1);
  });

  it('the creator closes with ratings; durations and the status log tell the story', async () => {
    const bad = await api(dealer, ...routeOf(inquiryEndpoints.close), { id, serviceAttitude: 6, professionalSkill: 5, timelyResponse: 5 });
    expect(bad.status).toBe(555);
    expect((await api(dealer, ...routeOf(inquiryEndpoints.close), { id, serviceAttitude: 5, professionalSkill: 4, timelyResponse: 5, comment: 'Fixed' })).body.success).toBe(true);
    const detail = (await api(dealer, ...routeOf(inquiryEndpoints.detail, { id }))).body.data;
    expect(detail.status).toBe('CLOSED');
    expect(detail.ratings).toEqual({ serviceAttitude: 5, professionalSkill: 4, timelyResponse: 5, comment: 'Fixed' });
    expect(detail.actions).toEqual([]);
    expect(Object.keys(detail.durations)).toEqual(['response', 'suspend', 'handle', 'consume', 'closing']);
    const log = await api(handler, ...routeOf(inquiryEndpoints.statusLog), { objectId: id, pageSize: 20 });
    expect(log.body.data.contents.map((r: { action: string; toStatus: string }) => `${r.action}>${r.toStatus}`)).toEqual([
      'submit>PENDING', 'reply>PROCESSING', 'assign>PROCESSING', 'suspend>SUSPENDED', 'restart>PROCESSING', 'solve>SOLVED', 'close>CLOSED',
    ]);
    expect(log.body.data.contents[3].remark).toBe('Waiting for the photo');
    // the assign names the expert, not the id the log keeps
    expect(log.body.data.contents[2]).toMatchObject({ remark: '', assignees: [{ role: 'expert', name: `Test ${expert.username}` }] });
    expect(JSON.stringify(log.body.data.contents)).not.toContain(expert.id);
    // The dealer's role has no status-log permission.
    expect((await api(dealer, ...routeOf(inquiryEndpoints.statusLog), { objectId: id })).status).toBe(403);
  });

  it('keeps the replies of a closed inquiry: none can be taken back', async () => {
    const [handlersReply] = await t.db.select({ id: inquiryReplies.id }).from(inquiryReplies).where(eq(inquiryReplies.ownerId, handler.id));
    const thread = await api(handler, ...routeOf(inquiryEndpoints.replies), { objectId: id });
    expect(thread.body.data.contents.find((r: { id: string }) => r.id === handlersReply.id).canDelete).toBe(false);
    const refused = await call(t.app, ...routeOf(inquiryEndpoints.removeReply, { id: handlersReply.id }), { token: handler.token, lang: 'de' });
    expect(refused.body).toMatchObject({ success: false, code: ERRORS.INQUIRY_REPLY_LOCKED.code, message: ERRORS.INQUIRY_REPLY_LOCKED.message.de });
    expect((await t.db.select().from(inquiryReplies).where(eq(inquiryReplies.id, handlersReply.id))).length).toBe(1);
  });

  it('staff may push the closed inquiry to the case library', async () => {
    expect((await api(handler, ...routeOf(inquiryEndpoints.push, { id }))).body.success).toBe(true);
    // A GET that changes data is written to the operation log like any write.
    expect(await t.db.select({ objectRef: operationLogs.objectRef, operatorId: operationLogs.operatorId }).from(operationLogs).where(eq(operationLogs.url, pathOf(inquiryEndpoints.push, { id }))))
      .toEqual([{ objectRef: 'InquiryForm', operatorId: handler.id }]);
    expect((await api(dealer, ...routeOf(inquiryEndpoints.push, { id }))).status).toBe(403);
    const detail = (await api(handler, ...routeOf(inquiryEndpoints.detail, { id }))).body.data;
    expect(detail.pushTime).not.toBeNull();
  });

  it('the pushed draft opens though the inquiry named no cause, sits in its author\'s default list, and is edited and published', async () => {
    const [{ caseId }] = await t.db.select({ caseId: technicalCases.id }).from(technicalCases).where(eq(technicalCases.sourceInquiryId, id));
    // The inquiry's cause is optional and this one has none: the draft carries it empty.
    const opened = await api(handler, ...routeOf(casesEndpoints.get, { id: caseId }));
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ id: caseId, status: 'DRAFT', faultReason: '', sourceInquiryId: id, actions: ['SUBMIT'] });
    // The author finds the draft without asking for drafts; another curator does not.
    expect((await api(handler, ...routeOf(casesEndpoints.list), {})).body.data.contents.map((c: { id: string }) => c.id)).toContain(caseId);
    expect((await api(expert, ...routeOf(casesEndpoints.list), {})).body.data.contents.map((c: { id: string }) => c.id)).not.toContain(caseId);
    const { id: _id, caseNo: _no, status: _s, catalogueModelName: _c, sourceInquiryId: _src, sourceFormNo: _f, createdByName: _by, createdAt: _at,
      updatedAt: _u, publishedAt: _p, actions: _a, events: _e, ...content } = opened.body.data;
    const submitted = await api(handler, ...routeOf(casesEndpoints.submit), { ...content, id: caseId, title: 'Controller cuts out: plug corrosion' });
    expect(submitted.body.success, JSON.stringify(submitted.body)).toBe(true);
    expect((await api(admin, ...routeOf(casesEndpoints.review, { id: caseId }), { pass: true })).body.success).toBe(true);
    const published = (await api(dealer, ...routeOf(casesEndpoints.get, { id: caseId }))).body.data;
    expect(published).toMatchObject({ status: 'PUBLISHED', title: 'Controller cuts out: plug corrosion', faultReason: '' });
  });
});

describe('who writes and who is assigned', () => {
  it('assigns only internal staff listed as responsible persons: processors or leaders handle, experts advise', async () => {
    const id = (await api(dealer, ...routeOf(inquiryEndpoints.submit), form)).body.data.id;
    // A service station listed as an expert by mistake would read the VIN and the reporter's phone.
    const station = await buildUser(t.db, { userType: 'SERVICE_STATION' });
    const unlisted = await buildUser(t.db, { userType: 'INNER_USER' });
    const processor = await buildUser(t.db, { userType: 'INNER_USER' });
    const adviser = await buildUser(t.db, { userType: 'INNER_USER' });
    await t.db.insert(responsiblePersons).values([
      { role: 'EXPERT', userId: station.id, provinceCode: '', cityCode: '' },
      { role: 'EXPERT', userId: adviser.id, provinceCode: '', cityCode: '' },
      { role: 'PROCESSOR', userId: processor.id, provinceCode: '45', cityCode: '' },
    ]);
    const assign = (body: Record<string, string>, lang: 'en-US' | 'zh-CN' = 'en-US') =>
      call(t.app, ...routeOf(inquiryEndpoints.assign), { token: handler.token, body: { id, ...body }, lang });
    const refused = await assign({ expertId: station.id }, 'zh-CN');
    expect(refused.body).toMatchObject({ code: ERRORS.INQUIRY_ASSIGNEE_NOT_RESPONSIBLE.code, message: ERRORS.INQUIRY_ASSIGNEE_NOT_RESPONSIBLE.message['zh-CN'] });
    expect((await assign({ expertId: unlisted.id })).body.code).toBe(ERRORS.INQUIRY_ASSIGNEE_NOT_RESPONSIBLE.code);
    // a processor is not an expert, and an expert who is not internal is no handler either
    expect((await assign({ expertId: processor.id })).body.code).toBe(ERRORS.INQUIRY_ASSIGNEE_NOT_RESPONSIBLE.code);
    expect((await assign({ handlerId: unlisted.id })).body.code).toBe(ERRORS.INQUIRY_ASSIGNEE_NOT_RESPONSIBLE.code);
    expect((await assign({ handlerId: station.id })).body.code).toBe(ERRORS.INQUIRY_ASSIGNEE_NOT_RESPONSIBLE.code);
    const [row] = await t.db.select().from(inquiryForms).where(eq(inquiryForms.id, id));
    expect(row).toMatchObject({ status: 'PENDING', handlerId: handler.id, expertId: null });
    // the assign dialog's search offers only whom the assignment accepts
    const offered = await api(handler, ...routeOf(responsiblePersonsEndpoints.assignees), { role: 'EXPERT' });
    expect(offered.body.data.contents.map((a: { userId: string }) => a.userId)).toEqual(expect.arrayContaining([expert.id, adviser.id]));
    expect(offered.body.data.contents.map((a: { userId: string }) => a.userId)).not.toContain(station.id);
    expect((await assign({ expertId: adviser.id })).body.success).toBe(true);
    expect((await assign({ handlerId: processor.id })).body.success).toBe(true);
    expect((await t.db.select().from(inquiryForms).where(eq(inquiryForms.id, id)))[0]).toMatchObject({ handlerId: processor.id, expertId: adviser.id });
  });

  it('leaves the maintenance scheme to the handler: the creator sends none with a draft or a submission', async () => {
    const scheme = { repairPlanDesc: 'Replace the controller' };
    const submitted = await call(t.app, ...routeOf(inquiryEndpoints.submit), { token: dealer.token, body: { ...form, ...scheme }, lang: 'vi' });
    expect(submitted.body).toMatchObject({ code: ERRORS.INQUIRY_REPAIR_PLAN_BY_HANDLER.code, message: ERRORS.INQUIRY_REPAIR_PLAN_BY_HANDLER.message.vi });
    expect((await api(dealer, ...routeOf(inquiryEndpoints.draft), { ...form, ...scheme })).body.code).toBe(ERRORS.INQUIRY_REPAIR_PLAN_BY_HANDLER.code);
    // an empty scheme is none
    const draft = await api(dealer, ...routeOf(inquiryEndpoints.draft), { ...form, repairPlanDesc: ' ' });
    expect(draft.body.success).toBe(true);
    const draftId = draft.body.data.id;
    expect((await api(dealer, ...routeOf(inquiryEndpoints.draft), { id: draftId, ...scheme })).body.code).toBe(ERRORS.INQUIRY_REPAIR_PLAN_BY_HANDLER.code);
    expect((await api(dealer, ...routeOf(inquiryEndpoints.submit), { id: draftId, ...form, ...scheme })).body.code).toBe(ERRORS.INQUIRY_REPAIR_PLAN_BY_HANDLER.code);
    const updated = await api(dealer, ...routeOf(inquiryEndpoints.update), { id: draftId, ...scheme });
    expect(updated.body).toMatchObject({ code: ERRORS.INQUIRY_FIELD_NOT_EDITABLE.code });
    expect((await api(dealer, ...routeOf(inquiryEndpoints.detail, { id: draftId }))).body.data.editableFields).not.toContain('repairPlanDesc');
    expect((await t.db.select().from(inquiryForms).where(eq(inquiryForms.id, draftId)))[0]).toMatchObject({ status: 'DRAFT', repairPlanDesc: '' });
    expect((await api(dealer, ...routeOf(inquiryEndpoints.submit), { id: draftId, ...form })).body.success).toBe(true);
  });
});

describe('inquiry rules', () => {
  it('answers durations from the log with the suspended time apart', async () => {
    const [row] = await t.db.insert(inquiryForms).values({ formNo: 'IQDUR1', status: 'SOLVED', createrId: dealer.id, handlerId: handler.id }).returning();
    const h = (n: number) => new Date(Date.now() - n * 3_600_000);
    await t.db.insert(inquiryStatusLogs).values([
      { inquiryId: row.id, action: 'submit', toStatus: 'PENDING', operatorId: dealer.id, createdAt: h(10) },
      { inquiryId: row.id, action: 'reply', fromStatus: 'PENDING', toStatus: 'PROCESSING', operatorId: handler.id, createdAt: h(9) },
      { inquiryId: row.id, action: 'suspend', fromStatus: 'PROCESSING', toStatus: 'SUSPENDED', operatorId: handler.id, createdAt: h(8) },
      { inquiryId: row.id, action: 'reply', fromStatus: 'SUSPENDED', toStatus: 'PROCESSING', operatorId: dealer.id, createdAt: h(3) },
      { inquiryId: row.id, action: 'solve', fromStatus: 'PROCESSING', toStatus: 'SOLVED', operatorId: handler.id, createdAt: h(2) },
    ]);
    const d = (await api(dealer, ...routeOf(inquiryEndpoints.detail, { id: row.id }))).body.data.durations;
    expect(d).toMatchObject({ response: 1, suspend: 5, handle: 2, consume: 3 });
    expect(d.closing).toBeCloseTo(2, 1);
  });

  it('refuses to solve without a maintenance scheme', async () => {
    const id = (await api(dealer, ...routeOf(inquiryEndpoints.submit), form)).body.data.id;
    await api(handler, ...routeOf(inquiryEndpoints.assign), { id, expertId: expert.id });
    expect((await api(handler, ...routeOf(inquiryEndpoints.solve), { id })).body.code).toBe(190004);
    expect((await api(handler, ...routeOf(inquiryEndpoints.solve), { id, repairPlanDesc: 'Reflash the controller' })).body.success).toBe(true);
    // Spec §5: once solved, the creator keeps system, position, part code and name filled.
    expect((await api(dealer, ...routeOf(inquiryEndpoints.update), { id, faultReason: 'Firmware' })).body.code).toBe(190007);
    const filled = { faultModule: 'DRV', faultSystem: 'DRV02', faultPosition: 'DRV0202', partCode: 'CT-72V-45A-A01', partName: 'Controller' };
    expect((await api(dealer, ...routeOf(inquiryEndpoints.update), { id, ...filled, faultReason: 'Firmware' })).body.success).toBe(true);
  });

  it('validates the form on submit (spec §5) but lets a draft be incomplete', async () => {
    const missing = await api(dealer, ...routeOf(inquiryEndpoints.submit), { ...form, faultName: '' });
    expect(missing.status).toBe(555);
    expect((await api(dealer, ...routeOf(inquiryEndpoints.submit), { ...form, createrTelNo: '12345' })).status).toBe(555);
    expect((await api(dealer, ...routeOf(inquiryEndpoints.submit), { ...form, vinCode: 'V'.repeat(36) })).status).toBe(555);
    expect((await api(dealer, ...routeOf(inquiryEndpoints.submit), { ...form, consultType: 'not a type' })).status).toBe(555);
    expect((await api(dealer, ...routeOf(inquiryEndpoints.submit), { ...form, consultType: 'NOT_A_TYPE' })).body.code).toBe(ERRORS.DICT_ENTRY_NOT_OFFERED.code);
    const draft = await api(dealer, ...routeOf(inquiryEndpoints.draft), { faultName: 'Half written' });
    expect(draft.body.success).toBe(true);
    const submitted = await api(dealer, ...routeOf(inquiryEndpoints.submit), { ...form, id: draft.body.data.id });
    expect(submitted.body.data.formNo).toBe(draft.body.data.formNo);
  });

  it('refuses a fault module, system and position that are not one path of the fault catalogue, in the caller\'s language', async () => {
    const wrong = await call(t.app, ...routeOf(inquiryEndpoints.submit), { token: dealer.token, body: { ...form, faultModule: 'BAT', faultSystem: 'BRK03' }, headers: { 'accept-language': 'de' } });
    expect(wrong.body).toMatchObject({ success: false, code: 190060 });
    expect(wrong.body.message).toContain('Fehlerkatalog');
    expect((await api(dealer, ...routeOf(inquiryEndpoints.submit), { ...form, faultSystem: 'BRK03' })).body.code).toBe(190060);
    expect((await api(dealer, ...routeOf(inquiryEndpoints.submit), { ...form, faultModule: 'Chassis', faultSystem: 'Brakes' })).body.code).toBe(190060);
    const id = (await api(dealer, ...routeOf(inquiryEndpoints.submit), { ...form, faultModule: 'BRK', faultSystem: 'BRK03', faultPosition: 'BRK0301' })).body.data.id;
    const [stored] = await t.db.select().from(inquiryForms).where(eq(inquiryForms.id, id));
    expect(stored).toMatchObject({ faultModule: 'BRK', faultSystem: 'BRK03', faultPosition: 'BRK0301' });
    // An update changing only the position is checked against the stored module and system.
    const draft = (await api(dealer, ...routeOf(inquiryEndpoints.draft), { faultName: 'Brake drag', faultModule: 'BRK', faultSystem: 'BRK03' })).body.data.id;
    expect((await api(dealer, ...routeOf(inquiryEndpoints.update), { id: draft, faultPosition: 'BRK0101' })).body.code).toBe(190060);
    expect((await api(dealer, ...routeOf(inquiryEndpoints.update), { id: draft, faultModule: 'BAT' })).body.code).toBe(190060);
    expect((await api(dealer, ...routeOf(inquiryEndpoints.update), { id: draft, faultPosition: 'BRK0301' })).body.success).toBe(true);
    expect((await t.db.select().from(inquiryForms).where(eq(inquiryForms.id, draft)))[0]).toMatchObject({ faultModule: 'BRK', faultPosition: 'BRK0301' });
  });

  it('writes the action links that are GETs (revoke, restart, invalid, delete, reply delete) to the operation log, refusals with their code; reads are not', async () => {
    const logged = (url: string) => t.db.select({ method: operationLogs.httpMethod, objectRef: operationLogs.objectRef, operatorId: operationLogs.operatorId, code: operationLogs.code })
      .from(operationLogs).where(eq(operationLogs.url, url));
    const id = (await api(dealer, ...routeOf(inquiryEndpoints.submit), form)).body.data.id;
    const reply = await api(dealer, ...routeOf(inquiryEndpoints.reply), { objectId: id, comment: 'One more detail' });
    const replies = await api(dealer, ...routeOf(inquiryEndpoints.replies), { objectId: id });
    const replyId = replies.body.data.contents[0].id;
    expect(reply.body.success).toBe(true);
    expect((await api(dealer, ...routeOf(inquiryEndpoints.removeReply, { id: replyId }))).body.success).toBe(true);
    expect(await logged(pathOf(inquiryEndpoints.removeReply, { id: replyId }))).toEqual([{ method: 'GET', objectRef: 'Conversation', operatorId: dealer.id, code: null }]);

    expect((await api(otherDealer, ...routeOf(inquiryEndpoints.revoke, { id }))).body.code).toBe(190001);
    expect((await api(dealer, ...routeOf(inquiryEndpoints.revoke, { id }))).body.success).toBe(true);
    expect(await logged(pathOf(inquiryEndpoints.revoke, { id }))).toEqual(expect.arrayContaining([
      { method: 'GET', objectRef: 'InquiryForm', operatorId: otherDealer.id, code: 190001 },
      { method: 'GET', objectRef: 'InquiryForm', operatorId: dealer.id, code: null },
    ]));
    expect((await api(dealer, ...routeOf(inquiryEndpoints.restart, { id }))).body.code).toBe(190002);
    expect(await logged(pathOf(inquiryEndpoints.restart, { id }))).toEqual([{ method: 'GET', objectRef: 'InquiryForm', operatorId: dealer.id, code: 190002 }]);
    await api(admin, ...routeOf(inquiryEndpoints.invalid, { id }));
    expect(await logged(pathOf(inquiryEndpoints.invalid, { id }))).toEqual([expect.objectContaining({ method: 'GET', objectRef: 'InquiryForm', operatorId: admin.id })]);
    expect((await api(dealer, ...routeOf(inquiryEndpoints.remove, { id }))).body.success).toBe(true);
    expect(await logged(pathOf(inquiryEndpoints.remove, { id }))).toEqual([{ method: 'GET', objectRef: 'InquiryForm', operatorId: dealer.id, code: null }]);
    // Reading is not a write.
    await api(dealer, ...routeOf(inquiryEndpoints.detail, { id }));
    expect(await logged(pathOf(inquiryEndpoints.detail, { id }))).toEqual([]);
  });

  it('keeps drafts private, even from staff', async () => {
    const draft = (await api(dealer, ...routeOf(inquiryEndpoints.draft), { faultName: 'Private draft' })).body.data;
    expect((await api(admin, ...routeOf(inquiryEndpoints.detail, { id: draft.id }))).body.code).toBe(190001);
    expect((await api(dealer, ...routeOf(inquiryEndpoints.detail, { id: draft.id }))).body.data.editableFields).toContain('faultName');
  });

  it('lists by the filter params and scopes', async () => {
    const mine = await api(dealer, ...routeOf(inquiryEndpoints.page), { scope: 'initiation', statusList: ['CLOSED'] });
    expect(mine.body.data.count).toBe(1);
    expect(mine.body.data.contents[0]).toMatchObject({ status: 'CLOSED', handlerName: expect.any(String), createrId: dealer.id });
    const byVin = await api(handler, ...routeOf(inquiryEndpoints.search), { vinCode: 'ph000001', consultType: 'TECHNICAL', startTime: '2026-11-20', endTime: '2026-11-20' });
    expect(byVin.body.data.count).toBeGreaterThanOrEqual(2);
    const none = await api(handler, ...routeOf(inquiryEndpoints.search), { startTime: '2026-11-21' });
    expect(none.body.data.contents.every((r: { faultName: string }) => r.faultName !== form.faultName)).toBe(true);
    const assigned = await api(expert, ...routeOf(inquiryEndpoints.page), { scope: 'assignment' });
    expect(assigned.body.data.count).toBe(2);
    const byHandler = await api(admin, ...routeOf(inquiryEndpoints.page), { handlerName: 'nobody-has-this-name' });
    expect(byHandler.body.data.count).toBe(0);
    const created = await api(admin, ...routeOf(inquiryEndpoints.page), { createBegin: '2000-01-01', createEnd: '2000-01-02' });
    expect(created.body.data.count).toBe(0);
  });

  it('exports the filtered list as a spreadsheet in the caller\'s language', async () => {
    const res = await call(t.app, ...routeOf(inquiryEndpoints.exportXlsx), { token: dealer.token, lang: 'zh-CN', body: { scope: 'initiation', statusList: ['CLOSED'] } });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('问询单号');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(3).value).toBe(builtInName('DIC_INQUIRYFORM_STATUS', 'CLOSED', 'zh-CN'));
    const other = await call(t.app, ...routeOf(inquiryEndpoints.exportXlsx), { token: otherDealer.token, body: {} });
    const empty = new ExcelJS.Workbook();
    await empty.xlsx.load(other.raw.rawPayload as unknown as ArrayBuffer);
    expect(empty.worksheets[0].rowCount).toBe(1);
  });

  it('warns of open inquiries on a VIN by anyone, and lists only the caller\'s', async () => {
    const mine = await api(dealer, ...routeOf(inquiryEndpoints.vinHistory, { vin: 'lums2phd3ph000001' }));
    expect(mine.body.data.openCount).toBeGreaterThanOrEqual(1);
    expect(mine.body.data.inquiries.length).toBeGreaterThanOrEqual(3);
    const theirs = await api(otherDealer, ...routeOf(inquiryEndpoints.vinHistory, { vin: 'LUMS2PHD3PH000001' }));
    expect(theirs.body.data).toEqual({ openCount: mine.body.data.openCount, inquiries: [] });
  });

  it('reports statistics of every submitted inquiry with durations and ratings, and exports them', async () => {
    const res = await api(handler, ...routeOf(inquiryEndpoints.statistics), { statusList: ['CLOSED'], pageSize: 10 });
    expect(res.body.data.columns.map((c: { key: string }) => c.key)).toEqual(expect.arrayContaining(['formNo', 'response', 'serviceAttitude']));
    expect(res.body.data.data.count).toBe(1);
    expect(res.body.data.data.contents[0]).toMatchObject({ status: 'CLOSED', serviceAttitude: 5, professionalSkill: 4, timelyResponse: 5 });
    expect(res.body.data.data.contents[0].durations.consume).toBeGreaterThanOrEqual(0);
    const all = await api(handler, ...routeOf(inquiryEndpoints.statistics), {});
    const drafts = await t.db.select({ id: inquiryForms.id }).from(inquiryForms).where(eq(inquiryForms.status, 'DRAFT'));
    const [{ n }] = await t.db.select({ n: count() }).from(inquiryForms);
    expect(all.body.data.data.count).toBe(n - drafts.length);
    expect((await api(dealer, ...routeOf(inquiryEndpoints.statistics), {})).status).toBe(403);
    const file = await call(t.app, ...routeOf(inquiryEndpoints.exportStatistics), { token: handler.token, body: { statusList: ['CLOSED'] } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw.rawPayload as unknown as ArrayBuffer);
    const header = (book.worksheets[0].getRow(1).values as unknown[]).filter(Boolean);
    expect(header).toEqual(expect.arrayContaining(['Response (h)', 'Service attitude']));
    expect(book.worksheets[0].rowCount).toBe(2);
  });

  it('decides attachment access through the inquiry: view when visible, edit while the workflow allows update', async () => {
    const asUser = (p: Person, permissions: string[] = ['PER_ENQUIRY_MANAGEMENT_VIEW']) =>
      ({ id: p.id, username: p.username, name: '', userType: 'DEALER', company: '', isVisitor: false, tokenId: '', permissions: new Set(permissions) });
    const draft = (await api(dealer, ...routeOf(inquiryEndpoints.draft), { faultName: 'With photos' })).body.data.id;
    expect(await canViewInquiry(t.app.ctx, asUser(dealer), draft)).toBe(true);
    expect(await canAttachToInquiry(t.app.ctx, asUser(dealer), draft)).toBe(true);
    expect(await canViewInquiry(t.app.ctx, asUser(otherDealer), draft)).toBe(false);
    const submitted = (await api(dealer, ...routeOf(inquiryEndpoints.submit), form)).body.data.id;
    expect(await canViewInquiry(t.app.ctx, asUser(handler), submitted)).toBe(true);
    // PENDING: nobody updates, so nobody attaches until it is handled.
    expect(await canAttachToInquiry(t.app.ctx, asUser(dealer), submitted)).toBe(false);
  });

  it('gives an unrouted inquiry to the staff member who first answers it', async () => {
    const id = (await api(dealer, ...routeOf(inquiryEndpoints.submit), { ...form, provinceCityCode: ['65'] })).body.data.id;
    const [before] = await t.db.select().from(inquiryForms).where(eq(inquiryForms.id, id));
    expect(before.handlerId).toBeNull();
    const tasks = await api(expert, ...routeOf(inquiryEndpoints.workTasks), { pageSize: 50 });
    expect(tasks.body.data.contents.map((r: { objectId: string }) => r.objectId)).toContain(id);
    await api(expert, ...routeOf(inquiryEndpoints.reply), { objectId: id, comment: 'Taking this one.' });
    const [after] = await t.db.select().from(inquiryForms).where(eq(inquiryForms.id, id));
    expect(after).toMatchObject({ status: 'PROCESSING', handlerId: expert.id });
  });

  it('answers 401 without a token and 403 without the inquiry permission', async () => {
    expect((await call(t.app, ...routeOf(inquiryEndpoints.page), { body: {} })).status).toBe(401);
    const register = await loggedInUser(t, 'REGISTER');
    expect((await api(register, ...routeOf(inquiryEndpoints.page), {})).status).toBe(403);
    expect((await api(register, ...routeOf(inquiryEndpoints.pending))).body.data).toEqual({ inquiry: 0, feedback: 0, total: 0 });
  });

  it('keeps a dealer\'s draft from a colleague of the same company: read, change and delete', () => expectOwnedObject(t, {
    userType: 'DEALER',
    async create(owner, secret) {
      const res = await call(t.app, ...routeOf(inquiryEndpoints.draft), { token: owner.token, body: { faultName: secret, vinCode: 'LUMS2PHD3PH000001' } });
      return { id: res.body.data.id };
    },
    read: (m) => [
      { method: 'GET', url: pathOf(inquiryEndpoints.detail, { id: m.id }) },
      { method: 'POST', url: pathOf(inquiryEndpoints.page), body: {} },
    ],
    change: (m) => [
      { method: 'POST', url: pathOf(inquiryEndpoints.draft), body: { id: m.id, faultName: 'taken over' } },
      { method: 'POST', url: pathOf(inquiryEndpoints.update), body: { id: m.id, faultName: 'taken over' } },
      { method: 'POST', url: pathOf(inquiryEndpoints.submit), body: { ...form, id: m.id } },
      { method: 'GET', url: pathOf(inquiryEndpoints.revoke, { id: m.id }) },
    ],
    remove: (m) => [{ method: 'GET', url: pathOf(inquiryEndpoints.remove, { id: m.id }) }],
  }));

  const inquiryOfReply = new Map<string, string>();
  it('keeps a dealer\'s inquiry thread from a colleague: read, reply into it, delete a reply', () => expectOwnedObject(t, {
    userType: 'DEALER',
    async create(owner, secret) {
      const inquiry = await call(t.app, ...routeOf(inquiryEndpoints.submit), { token: owner.token, body: { ...form, provinceCityCode: ['11'] } });
      const reply = await call(t.app, ...routeOf(inquiryEndpoints.reply), { token: owner.token, body: { objectId: inquiry.body.data.id, comment: secret } });
      inquiryOfReply.set(reply.body.data.id, inquiry.body.data.id);
      return { id: reply.body.data.id };
    },
    read: (m) => [{ method: 'POST', url: pathOf(inquiryEndpoints.replies), body: { objectId: inquiryOfReply.get(m.id) } }],
    change: (m) => [
      { method: 'POST', url: pathOf(inquiryEndpoints.reply), body: { objectId: inquiryOfReply.get(m.id), comment: 'intruding' } },
      { method: 'POST', url: pathOf(inquiryEndpoints.close), body: { id: inquiryOfReply.get(m.id), serviceAttitude: 1, professionalSkill: 1, timelyResponse: 1 } },
    ],
    remove: (m) => [
      { method: 'GET', url: pathOf(inquiryEndpoints.removeReply, { id: m.id }) },
      { method: 'GET', url: pathOf(inquiryEndpoints.revoke, { id: inquiryOfReply.get(m.id) }) },
    ],
  }));
});
