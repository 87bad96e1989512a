import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { DICTIONARIES, ERRORS, filesEndpoints, inquiryEndpoints, pathOf, routeOf } from '@portal/contract';
import { call, createTestApp, loggedInUser, multipartCall, type TestApp } from '../../test/helpers.js';
import { technicalCases } from '../cases/cases.tables.js';
import { files } from '../files/files.tables.js';
import { buildInquiryTeam } from '../../test/factories.js';
import { inquiryForms } from './inquiry.tables.js';

/* The inquiry's attachments and its replies' (files module), and push to the case library (cases module). */

let t: TestApp;
type Person = Awaited<ReturnType<typeof loggedInUser>>;
let dealer: Person, handler: Person, otherDealer: Person;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(2000)]);
const form = {
  vinCode: 'LUMS2PHD3PH000001', carSeries: 'S2', modelCode: 'S2PHD', modelName: 'S2 Pro', provinceCityCode: ['44', '4403'],
  createrName: 'Li Wei', createrTelNo: '13800138000', faultName: '满油门时控制器断电', storeName: 'Shenzhen Futian',
  customerOriginDesc: '骑行中突然断电，重启后恢复',
};

const api = (who: Person, method: string, url: string, body?: unknown) => call(t.app, method, url, { token: who.token, body });
async function upload(who: Person, softType: string, name = 'plug.png'): Promise<string> {
  const res = await multipartCall(t.app, pathOf(filesEndpoints.upload), [{ name: 'file', fileName: name, data: PNG }, { name: 'softType', value: softType }], who.token);
  expect(res.body.success).toBe(true);
  return res.body.data.id;
}
const download = (who: Person, id: string) => t.app.inject({ method: 'GET', url: pathOf(filesEndpoints.downloadBlob, { id }), headers: { token: who.token } });

beforeAll(async () => {
  t = await createTestApp();
  dealer = await loggedInUser(t, 'DEALER');
  otherDealer = await loggedInUser(t, 'DEALER');
  ({ handler } = await buildInquiryTeam(t));
}, 120_000);
afterAll(() => t?.close());

describe('inquiry attachments', () => {
  let id: string;
  let photo: string;

  it('attaches the dealer\'s photo on submit; the handler sees and downloads it, another dealer does not', async () => {
    photo = await upload(dealer, 'InquiryForm');
    const res = await api(dealer, ...routeOf(inquiryEndpoints.submit), { ...form, fileIds: [photo] });
    expect(res.body.success).toBe(true);
    id = res.body.data.id;
    const detail = (await api(handler, ...routeOf(inquiryEndpoints.detail, { id }))).body.data;
    expect(detail.tisFiles).toEqual([{ id: photo, fileName: 'plug.png' }]);
    const got = await download(handler, photo);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PNG)).toBe(true);
    const foreign = await download(otherDealer, photo);
    expect(foreign.json()).toMatchObject({ success: false, code: ERRORS.FILE_NOT_FOUND.code });
  });

  it('refuses another user\'s upload and writes nothing', async () => {
    const theirs = await upload(otherDealer, 'InquiryForm', 'theirs.png');
    const [before] = await t.db.select({ n: count() }).from(inquiryForms);
    const res = await api(dealer, ...routeOf(inquiryEndpoints.submit), { ...form, fileIds: [theirs] });
    expect(res.body).toMatchObject({ success: false, code: ERRORS.FILE_NOT_FOUND.code });
    const [after] = await t.db.select({ n: count() }).from(inquiryForms);
    expect(after.n).toBe(before.n);
    const [file] = await t.db.select().from(files).where(eq(files.id, theirs));
    expect(file.objectId).toBeNull();
  });

  it('lists a reply\'s files in the thread to those who see the inquiry; deleting the reply detaches them', async () => {
    const file = await upload(handler, 'Conversation', 'wiring.png');
    const reply = await api(handler, ...routeOf(inquiryEndpoints.reply), { objectId: id, comment: '请检查插头', fileIds: [file] });
    expect(reply.body.success).toBe(true);
    const thread = (await api(dealer, ...routeOf(inquiryEndpoints.replies), { objectId: id })).body.data;
    expect(thread.contents[0].tisFiles).toEqual([{ id: file, fileName: 'wiring.png' }]);
    expect((await download(dealer, file)).statusCode).toBe(200);
    expect((await download(otherDealer, file)).json()).toMatchObject({ success: false, code: ERRORS.FILE_NOT_FOUND.code });
    expect((await api(handler, ...routeOf(inquiryEndpoints.removeReply, { id: reply.body.data.id }))).body.success).toBe(true);
    const [row] = await t.db.select().from(files).where(eq(files.id, file));
    expect(row.objectId).toBeNull();
    expect(row.unattachedSince).not.toBeNull();
  });

  it('accepts the form\'s attachments sent back by the handler with the scheme (the dealer uploaded them)', async () => {
    // the handler's reply moved the inquiry to PROCESSING: the scheme is the handler's to write
    const res = await api(handler, ...routeOf(inquiryEndpoints.update), { id, repairPlanDesc: '先检查插头', fileIds: [photo] });
    expect(res.body).toMatchObject({ success: true });
    const [row] = await t.db.select().from(files).where(eq(files.id, photo));
    expect(row).toMatchObject({ objectId: id, uploaderId: dealer.id });
    // a file of someone else's that is not the inquiry's yet is still refused
    const theirs = await upload(otherDealer, 'InquiryForm', 'theirs2.png');
    const refused = await api(handler, ...routeOf(inquiryEndpoints.update), { id, repairPlanDesc: '先检查插头', fileIds: [photo, theirs] });
    expect(refused.body).toMatchObject({ success: false, code: ERRORS.FILE_NOT_FOUND.code });
  });

  it('push makes one case draft from the fault, its examinations and its solution, without the dealer\'s personal data', async () => {
    // The scheme is written with the solution; the fault fields open to the handler once SOLVED (spec §4).
    expect((await api(handler, ...routeOf(inquiryEndpoints.solve), { id, repairPlanDesc: '更换控制器插头并涂抹导电膏' })).body.success).toBe(true);
    const upd = await api(handler, ...routeOf(inquiryEndpoints.update), { id, faultModule: 'DRV', faultSystem: 'DRV02', faultPosition: 'DRV0202', damageType: 'BURNT', partCode: 'CT-72V-45A-A01', partName: 'Controller', faultExamine: '插头端子发绿腐蚀，防水圈缺失' });
    expect(upd.body).toMatchObject({ success: true });
    const pushed = await api(handler, ...routeOf(inquiryEndpoints.push, { id }));
    expect(pushed.body).toMatchObject({ success: true, data: { caseId: expect.any(String), caseNo: expect.any(String) } });
    const [draft] = await t.db.select().from(technicalCases).where(eq(technicalCases.sourceInquiryId, id));
    expect(draft).toMatchObject({ status: 'DRAFT', language: 'zh-CN', modelCode: 'S2PHD', faultName: form.faultName, faultExamine: '插头端子发绿腐蚀，防水圈缺失', repairPlanDesc: '更换控制器插头并涂抹导电膏' });
    // the case is read and searched by names in its language, not the inquiry's catalogue and dictionary codes
    expect(draft).toMatchObject({ faultModule: '驱动系统', faultSystem: '电机控制器', faultPosition: '控制器主控板', damageType: DICTIONARIES.DIC_DAMAGES_TYPE.find((d) => d.code === 'BURNT')!.name['zh-CN'] });
    const stored = JSON.stringify(draft);
    for (const personal of [form.vinCode, form.createrName, form.createrTelNo, form.storeName]) expect(stored).not.toContain(personal);
    // A second push is refused by the workflow or the library; either way there is still one case.
    expect((await api(handler, ...routeOf(inquiryEndpoints.push, { id }))).body.success).toBe(false);
    expect(await t.db.select().from(technicalCases).where(eq(technicalCases.sourceInquiryId, id))).toHaveLength(1);
  });
});
