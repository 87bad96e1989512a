import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { ERRORS, filesEndpoints, inquiryEndpoints, pathOf, routeOf, type TReplyRow } from '@portal/contract';
import { call, createTestApp, loggedInUser, multipartCall, type TestApp } from '../../test/helpers.js';
import { mailOutbox } from '../../platform/platform.tables.js';
import { users } from '../users/users.tables.js';
import { buildInquiryTeam } from '../../test/factories.js';
import { inquiryForms, inquiryReplies, inquiryStatusLogs } from './inquiry.tables.js';

/*
 * Internal notes (issue 20): a reply marked `internal` by the handling side. The dealer who raised
 * the inquiry never gets one from any call (detail, thread, count, files, export, mail); the
 * handler, expert, leader and staff do; the dealer cannot write one.
 */

let t: TestApp;
type Person = Awaited<ReturnType<typeof loggedInUser>>;
let dealer: Person, handler: Person, expert: Person, leader: Person, staff: Person;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(1000)]);
const NOTE = 'Between us: the 2023 batch of controllers has a weak plug; replace it under warranty without asking.';
const form = {
  vinCode: 'LUMS2PHD3PH000001', carSeries: 'S2', modelCode: 'S2PHD', provinceCityCode: ['44', '4403'],
  createrName: 'Li Wei', createrTelNo: '13800138000', faultName: 'Controller cuts out at full throttle',
};

const api = (who: Person, method: string, url: string, body?: unknown) => call(t.app, method, url, { token: who.token, body });
const thread = async (who: Person, objectId: string): Promise<{ contents: TReplyRow[]; count: number }> =>
  (await api(who, ...routeOf(inquiryEndpoints.replies), { objectId, pageSize: 20 })).body.data;
const mailsTo = async (who: Person) => {
  const [u] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, who.id));
  const [row] = await t.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, u.email));
  return row.n;
};
const logRows = async (id: string) => (await t.db.select({ n: count() }).from(inquiryStatusLogs).where(eq(inquiryStatusLogs.inquiryId, id)))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  dealer = await loggedInUser(t, 'DEALER');
  ({ handler, expert, leader } = await buildInquiryTeam(t));
  staff = await loggedInUser(t, 'FACILITATOR');
}, 120_000);
afterAll(() => t?.close());

describe('internal notes', () => {
  let id: string;
  let noteId: string;

  it('the handler notes on a PENDING inquiry without answering the dealer: nothing moves, nobody outside is told', async () => {
    const res = await api(dealer, ...routeOf(inquiryEndpoints.submit), form);
    id = res.body.data.id;
    expect((await api(handler, ...routeOf(inquiryEndpoints.detail, { id }))).body.data.actions).toContain('note');
    const [before] = await t.db.select({ updatedAt: inquiryForms.updatedAt }).from(inquiryForms).where(eq(inquiryForms.id, id));
    const [logsBefore, dealerMails] = [await logRows(id), await mailsTo(dealer)];
    const note = await api(handler, ...routeOf(inquiryEndpoints.reply), { objectId: id, comment: NOTE, internal: true });
    expect(note.body.success).toBe(true);
    noteId = note.body.data.id;
    const [row] = await t.db.select().from(inquiryForms).where(eq(inquiryForms.id, id));
    expect(row.status).toBe('PENDING');
    // the dealer's list shows no change: the note is no answer
    expect(row.updatedAt).toEqual(before.updatedAt);
    expect(await logRows(id)).toBe(logsBefore);
    expect(await mailsTo(dealer)).toBe(dealerMails);
    const [stored] = await t.db.select().from(inquiryReplies).where(eq(inquiryReplies.id, noteId));
    expect(stored).toMatchObject({ internal: true, ownerId: handler.id });
    expect(stored.msgReceiverId).not.toBe(dealer.id);
  });

  it('the dealer never gets it: not in the thread, not in its count, not in the detail\'s actions', async () => {
    expect(await thread(dealer, id)).toEqual({ contents: [], count: 0 });
    const detail = (await api(dealer, ...routeOf(inquiryEndpoints.detail, { id }))).body.data;
    expect(detail.actions).not.toContain('note');
    expect(JSON.stringify(detail)).not.toContain(NOTE);
  });

  it('the handling side gets it, marked internal: handler, leader, staff', async () => {
    for (const who of [handler, leader, staff]) {
      const page = await thread(who, id);
      expect(page.count).toBe(1);
      expect(page.contents[0]).toMatchObject({ id: noteId, comment: NOTE, internal: true, ownerId: handler.id });
    }
  });

  it('the dealer cannot write one, in any status they may reply in, and nothing is written', async () => {
    const [before] = await t.db.select({ n: count() }).from(inquiryReplies).where(eq(inquiryReplies.inquiryId, id));
    const refused = await api(dealer, ...routeOf(inquiryEndpoints.reply), { objectId: id, comment: 'Let me in', internal: true });
    expect(refused.body).toMatchObject({ success: false, code: ERRORS.INQUIRY_ACTION_NOT_ALLOWED.code });
    const [after] = await t.db.select({ n: count() }).from(inquiryReplies).where(eq(inquiryReplies.inquiryId, id));
    expect(after.n).toBe(before.n);
  });

  it('public replies and notes mix: the dealer pages through the public ones only', async () => {
    expect((await api(handler, ...routeOf(inquiryEndpoints.reply), { objectId: id, comment: 'Please send a photo of the plug.' })).body.success).toBe(true);
    expect((await api(handler, ...routeOf(inquiryEndpoints.assign), { id, expertId: expert.id })).body.success).toBe(true);
    expect((await api(dealer, ...routeOf(inquiryEndpoints.reply), { objectId: id, comment: 'Photo attached.' })).body.success).toBe(true);
    // the expert's note goes to the handler by default, and the handler is mailed
    const handlerMails = await mailsTo(handler);
    const byExpert = await api(expert, ...routeOf(inquiryEndpoints.reply), { objectId: id, comment: 'Same plug as the 2023 batch.', internal: true });
    expect(byExpert.body.success).toBe(true);
    expect(await mailsTo(handler)).toBe(handlerMails + 1);
    const mine = await thread(dealer, id);
    expect(mine.count).toBe(2);
    expect(mine.contents.map((r) => r.comment)).toEqual(['Photo attached.', 'Please send a photo of the plug.']);
    expect(mine.contents.every((r) => !r.internal)).toBe(true);
    const second = (await api(dealer, ...routeOf(inquiryEndpoints.replies), { objectId: id, page: 2, pageSize: 5 })).body.data;
    expect(second).toEqual({ contents: [], count: 2 });
    const theirs = await thread(handler, id);
    expect(theirs.count).toBe(4);
    expect(theirs.contents.find((r) => r.comment === 'Same plug as the 2023 batch.')).toMatchObject({ internal: true, msgReceiverId: handler.id });
  });

  it('a note is never addressed to the dealer', async () => {
    const res = await api(handler, ...routeOf(inquiryEndpoints.reply), { objectId: id, comment: 'For you', internal: true, msgReceiverId: dealer.id });
    expect(res.body).toMatchObject({ success: false, code: ERRORS.INQUIRY_NOTE_TO_CREATOR.code });
  });

  it('a note\'s files are the handling side\'s: the dealer cannot download them', async () => {
    const up = await multipartCall(t.app, pathOf(filesEndpoints.upload), [{ name: 'file', fileName: 'bench.png', data: PNG }, { name: 'softType', value: 'Conversation' }], handler.token);
    const fileId = up.body.data.id;
    expect((await api(handler, ...routeOf(inquiryEndpoints.reply), { objectId: id, comment: 'Bench test photo', internal: true, fileIds: [fileId] })).body.success).toBe(true);
    const download = (who: Person) => t.app.inject({ method: 'GET', url: pathOf(filesEndpoints.downloadBlob, { id: fileId }), headers: { token: who.token } });
    expect((await download(expert)).statusCode).toBe(200);
    expect((await download(dealer)).json()).toMatchObject({ success: false, code: ERRORS.FILE_NOT_FOUND.code });
  });

  it('the export holds no note', async () => {
    const res = await call(t.app, ...routeOf(inquiryEndpoints.exportXlsx), { token: handler.token, body: {} });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.worksheets[0].eachRow((row) => row.eachCell((c) => { cells.push(String(c.value)); }));
    expect(cells.join(' ')).toContain(form.faultName);
    expect(cells.join(' ')).not.toContain(NOTE);
  });

  it('the handler takes their note back', async () => {
    expect((await api(handler, ...routeOf(inquiryEndpoints.removeReply, { id: noteId }))).body.success).toBe(true);
    expect((await thread(handler, id)).contents.some((r) => r.id === noteId)).toBe(false);
  });

  it('a facilitator who raised an inquiry is its dealer: no notes for them, though staff see every inquiry\'s', async () => {
    const raised = await api(staff, ...routeOf(inquiryEndpoints.submit), form);
    const own = raised.body.data.id;
    expect((await api(handler, ...routeOf(inquiryEndpoints.reply), { objectId: own, comment: 'Internal only', internal: true })).body.success).toBe(true);
    expect(await thread(staff, own)).toEqual({ contents: [], count: 0 });
    expect((await api(staff, ...routeOf(inquiryEndpoints.detail, { id: own }))).body.data.actions).not.toContain('note');
    const refused = await api(staff, ...routeOf(inquiryEndpoints.reply), { objectId: own, comment: 'Me too', internal: true });
    expect(refused.body.code).toBe(ERRORS.INQUIRY_ACTION_NOT_ALLOWED.code);
    expect((await thread(leader, own)).count).toBe(1);
  });
});
