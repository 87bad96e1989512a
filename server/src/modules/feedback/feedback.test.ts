import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS, feedbackEndpoints, filesEndpoints, inquiryEndpoints, pathOf, dictionariesEndpoints, routeOf } from '@portal/contract';
import { call, fileTestApp, firstSheet, loggedInUser, loggedInUsers, multipartCall } from '../../test/helpers.js';
import { expectOwnedObject } from '../../test/idor.js';
import { feedbacks } from './feedback.tables.js';

/* Feedback calls of spec §7: the form's rules, the lists, the badge, attachments, export, access. */

const t = fileTestApp();
type Person = Awaited<ReturnType<typeof loggedInUser>>;
let dealer: Person, otherDealer: Person, handler: Person, admin: Person;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(2000)]);
const form = { feedbackType: 'SPARE_PART', title: 'Wrong picture for BP-72V32', content: 'The exploded view shows the old pack', contact: '13800138000', url: '/#/part_check' };
const api = (who: Person, method: string, url: string, body?: unknown) => call(t.app, method, url, { token: who.token, body });
const vote = (who: Person, id: string, action: string, extra: object = {}) => api(who, ...routeOf(feedbackEndpoints.vote), { id, action, ...extra });
const pending = async (who: Person) => (await api(who, ...routeOf(inquiryEndpoints.pending))).body.data;

beforeAll(async () => {
  ({ dealer, otherDealer, handler, admin } = await loggedInUsers(t, { dealer: 'DEALER', otherDealer: 'DEALER', handler: 'INNER_USER', admin: 'FEEDBACK_ADMIN' }));
});

describe('feedback form (spec §5)', () => {
  it('requires type, title and content, content at most 2,000, contact a phone number', async () => {
    const bad = [
      { ...form, feedbackType: undefined }, { ...form, feedbackType: 'no-code' }, { ...form, title: '  ' }, { ...form, content: '' },
      { ...form, content: 'x'.repeat(2001) }, { ...form, contact: '12345' },
    ];
    for (const body of bad) {
      const res = await api(dealer, ...routeOf(feedbackEndpoints.submit), body);
      expect(res.body.success, JSON.stringify(body).slice(0, 80)).toBe(false);
      expect(res.body.code).toBe(ERRORS.PARAMETER_FORMAT.code);
    }
    // A well-formed code that is no entry of the dictionary: a translated refusal.
    const unknownType = await call(t.app, ...routeOf(feedbackEndpoints.submit), { token: dealer.token, body: { ...form, feedbackType: 'NOPE' }, lang: 'vi' });
    expect(unknownType.body).toMatchObject({ success: false, code: ERRORS.DICT_ENTRY_NOT_OFFERED.code, message: ERRORS.DICT_ENTRY_NOT_OFFERED.message.vi.replace('{code}', 'NOPE') });
    expect((await api(dealer, ...routeOf(feedbackEndpoints.submit), { ...form, content: 'x'.repeat(2000), contact: '' })).body.success).toBe(true);
    expect((await api(dealer, ...routeOf(feedbackEndpoints.submit), { ...form, contact: '0755-12345678' })).body.success).toBe(true);
  });

  it('offers the feedback types of DIC_FEEDBACKS_TYPE', async () => {
    const res = await api(dealer, ...routeOf(dictionariesEndpoints.items, { code: 'DIC_FEEDBACKS_TYPE' }));
    expect(res.body.data.map((i: { code: string }) => i.code)).toEqual(['OTHER', 'IT', 'CONTENT', 'SPARE', 'ATLAS', 'SPARE_PART', 'SYSTEM']);
  });

  it('answers 401 without a token and 403 without the feedback permission', async () => {
    expect((await call(t.app, ...routeOf(feedbackEndpoints.submit), { body: form })).status).toBe(401);
    expect((await call(t.app, ...routeOf(feedbackEndpoints.created))).status).toBe(401);
    const register = await loggedInUser(t, 'REGISTER');
    expect((await api(register, ...routeOf(feedbackEndpoints.created))).status).toBe(403);
    // All feedback and its export are the dispatchers'.
    expect((await api(dealer, ...routeOf(feedbackEndpoints.all), {})).status).toBe(403);
    expect((await api(handler, ...routeOf(feedbackEndpoints.exportAll), {})).status).toBe(403);
  });
});

describe('the page address (issue 20)', () => {
  it('keeps only the portal\'s own pages and refuses any other address with a translated 555 naming the field', async () => {
    for (const url of ['javascript:alert(document.cookie)', 'https://evil.example/#/home', '//evil.example', '#/nowhere', '#/part/1/2',
      '#//evil.example', 'javascript:void(0)//#/home', '#/home\u0000', '#/struct?vin=a b']) {
      for (const endpoint of [feedbackEndpoints.submit, feedbackEndpoints.draft]) {
        const res = await call(t.app, ...routeOf(endpoint), { token: dealer.token, body: { ...form, url }, lang: 'zh-CN' });
        expect(res.status, url).toBe(555);
        expect(res.body.code).toBe(ERRORS.PARAMETER_FORMAT.code);
        expect(res.body.message, url).toMatch(/^参数格式错误.*url/);
      }
    }
    for (const url of ['#/struct?vin=LUMS2PHD3PH000001&partlist=abc', '/#/part_check', '#/part/0b0b0b0b-0000-4000-8000-000000000001', '#/notice_detail/1/Brakes', '']) {
      const res = await api(dealer, ...routeOf(feedbackEndpoints.submit), { ...form, url });
      expect(res.body.success, url).toBe(true);
      expect((await api(dealer, ...routeOf(feedbackEndpoints.get, { id: res.body.data.id }))).body.data.url).toBe(url);
    }
  });
});

describe('searching and filtering the feedback center (issue 20)', () => {
  it('narrows each list by keyword (title, content, sender), status and type; all feedback by keyword too', async () => {
    const tag = crypto.randomBytes(4).toString('hex');
    const a = (await api(dealer, ...routeOf(feedbackEndpoints.submit), { ...form, title: `Brake ${tag}`, feedbackType: 'IT' })).body.data.id;
    const b = (await api(dealer, ...routeOf(feedbackEndpoints.submit), { ...form, title: 'Seat', content: `squeaks ${tag}`, feedbackType: 'CONTENT' })).body.data.id;
    const draft = (await api(dealer, ...routeOf(feedbackEndpoints.draft), { title: `Draft ${tag}` })).body.data.id;
    const list = async (who: Person, endpoint: typeof feedbackEndpoints.created | typeof feedbackEndpoints.toProcess, query: Record<string, string>) => {
      const res = await call(t.app, ...routeOf(endpoint), { token: who.token, query });
      expect(res.body.success, JSON.stringify(res.body).slice(0, 200)).toBe(true);
      return { ids: res.body.data.contents.map((r: { id: string }) => r.id).sort(), count: res.body.data.count };
    };
    expect(await list(dealer, feedbackEndpoints.created, { keyword: tag })).toEqual({ ids: [a, b, draft].sort(), count: 3 });
    expect((await list(dealer, feedbackEndpoints.created, { keyword: `brake ${tag}` })).ids).toEqual([a]);
    expect((await list(dealer, feedbackEndpoints.created, { keyword: tag, status: 'DRAFT' })).ids).toEqual([draft]);
    expect((await list(dealer, feedbackEndpoints.created, { keyword: tag, feedbackType: 'CONTENT' })).ids).toEqual([b]);
    expect((await list(dealer, feedbackEndpoints.created, { keyword: '100%_' })).count).toBe(0);
    // the dispatcher finds them by the sender's account, in to-process and in all feedback
    const byDealer = await list(admin, feedbackEndpoints.toProcess, { keyword: dealer.username, status: 'PENDING', feedbackType: 'IT' });
    expect(byDealer.ids).toContain(a);
    expect(byDealer.ids).not.toContain(b);
    const all = await api(admin, ...routeOf(feedbackEndpoints.all), { keyword: tag });
    expect(all.body.data.contents.map((r: { id: string }) => r.id).sort()).toEqual([a, b].sort());
    // malformed filters are 555
    for (const query of [{ status: 'LOST' }, { feedbackType: 'no-code' }, { keyword: 'x'.repeat(101) }] as Record<string, string>[]) {
      expect((await call(t.app, ...routeOf(feedbackEndpoints.created), { token: dealer.token, query })).status, JSON.stringify(query)).toBe(555);
    }
  });
});

describe('the closed loop through the lists and the badge', () => {
  it('moves one feedback from the dealer through assign, handle, audit and close, each list and badge following', async () => {
    const sent = await api(dealer, ...routeOf(feedbackEndpoints.submit), form);
    const id = sent.body.data.id;
    const ids = async (who: Person, list: string) => (await api(who, ...routeOf(feedbackEndpoints.get, { id: list }))).body.data.contents.map((r: { id: string }) => r.id);
    expect(await ids(dealer, 'created')).toContain(id);
    expect(await ids(otherDealer, 'created')).not.toContain(id);
    expect(await ids(admin, 'to-process')).toContain(id);
    const adminBefore = await pending(admin);
    expect(adminBefore.feedback).toBeGreaterThanOrEqual(1);
    expect(adminBefore.total).toBe(adminBefore.inquiry + adminBefore.feedback);

    // Assign only to someone who may handle feedback.
    expect((await vote(admin, id, 'assign', { handlerId: otherDealer.id })).body.code).toBe(ERRORS.FEEDBACK_HANDLER_INVALID.code);
    expect((await vote(admin, id, 'assign', { handlerId: handler.id })).body.success).toBe(true);
    expect(await ids(admin, 'forward')).toContain(id);
    expect(await ids(admin, 'to-process')).not.toContain(id);
    expect((await pending(admin)).feedback).toBe(adminBefore.feedback - 1);
    expect(await ids(handler, 'to-process')).toEqual([id]);
    expect((await pending(handler)).feedback).toBe(1);

    expect((await vote(handler, id, 'handle', { comment: 'Picture replaced in release 2.3' })).body.success).toBe(true);
    expect(await ids(handler, 'to-process')).toEqual([]);
    expect(await ids(handler, 'processed')).toEqual([id]);
    // The audit sends it back once, then passes it.
    expect((await vote(admin, id, 'reject', { comment: 'Say which release' })).body.success).toBe(true);
    expect(await ids(handler, 'to-process')).toEqual([id]);
    await vote(handler, id, 'handle', { comment: 'Replaced in release 2.3.1' });
    expect((await vote(admin, id, 'pass')).body.success).toBe(true);

    const detail = (await api(dealer, ...routeOf(feedbackEndpoints.get, { id }))).body.data;
    expect(detail).toMatchObject({ status: 'APPROVED', reply: 'Replaced in release 2.3.1', handlerId: handler.id, url: '/#/part_check', roles: ['creator'], actions: ['close'] });
    expect(detail.log.map((l: { action: string }) => l.action)).toEqual(['submit', 'assign', 'handle', 'reject', 'handle', 'pass']);
    expect((await vote(dealer, id, 'close')).body.success).toBe(true);
    const [row] = await t.db.select().from(feedbacks).where(eq(feedbacks.id, id));
    expect(row.status).toBe('CLOSED');
    expect(row.closedAt).not.toBeNull();
  });

  it('lists all sent feedback for dispatchers, filtered, never drafts, and exports it as a spreadsheet', async () => {
    const title = `Export-${crypto.randomBytes(4).toString('hex')}`;
    await api(dealer, ...routeOf(feedbackEndpoints.submit), { ...form, title, feedbackType: 'IT' });
    await api(dealer, ...routeOf(feedbackEndpoints.draft), { title });
    const all = await api(admin, ...routeOf(feedbackEndpoints.all), { title });
    expect(all.body.data.count).toBe(1);
    expect(all.body.data.contents[0]).toMatchObject({ title, status: 'PENDING', feedbackType: 'IT' });
    const res = await call(t.app, ...routeOf(feedbackEndpoints.exportAll), { token: admin.token, lang: 'zh-CN', body: { title } });
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    const sheet = await firstSheet(res.raw.rawPayload);
    expect(sheet.getRow(1).getCell(1).value).toBe('标题');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(title);
    expect(sheet.getRow(2).getCell(3).value).toBe('待处理');
  });
});

describe('export of what users typed (issue 21)', () => {
  it('exports a title that would run as a formula as text with a leading quote, so editing the cell or saving as CSV runs nothing', async () => {
    const title = `=HYPERLINK("https://evil.example/${crypto.randomBytes(3).toString('hex')}","open")`;
    expect((await api(dealer, ...routeOf(feedbackEndpoints.submit), { ...form, title })).body.success).toBe(true);
    const res = await call(t.app, ...routeOf(feedbackEndpoints.exportAll), { token: admin.token, body: { title } });
    const sheet = await firstSheet(res.raw.rawPayload);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(`'${title}`);
  });
});

describe('feedback attachments and ownership', () => {
  it('attaches the sender\'s upload (softType Feedback); the dispatcher sees it, another dealer does not', async () => {
    const up = await multipartCall(t.app, pathOf(filesEndpoints.upload), [{ name: 'file', fileName: 'screen.png', data: PNG }, { name: 'softType', value: 'Feedback' }], dealer.token);
    expect(up.body.success).toBe(true);
    const sent = await api(dealer, ...routeOf(feedbackEndpoints.submit), { ...form, fileIds: [up.body.data.id] });
    const detail = (await api(admin, ...routeOf(feedbackEndpoints.get, { id: sent.body.data.id }))).body.data;
    expect(detail.files).toEqual([{ id: up.body.data.id, fileName: 'screen.png' }]);
    const foreign = await t.app.inject({ method: 'GET', url: pathOf(filesEndpoints.downloadBlob, { id: up.body.data.id }), headers: { token: otherDealer.token } });
    expect(foreign.json()).toMatchObject({ success: false });
    // Another user's upload cannot be attached.
    const theirs = await multipartCall(t.app, pathOf(filesEndpoints.upload), [{ name: 'file', fileName: 'theirs.png', data: PNG }, { name: 'softType', value: 'Feedback' }], otherDealer.token);
    expect((await api(dealer, ...routeOf(feedbackEndpoints.submit), { ...form, fileIds: [theirs.body.data.id] })).body.success).toBe(false);
  });

  it('keeps a dealer\'s feedback theirs', () => expectOwnedObject(t, {
    userType: 'DEALER',
    create: async (owner, secret) => {
      const res = await call(t.app, ...routeOf(feedbackEndpoints.submit), { token: owner.token, body: { ...form, title: secret } });
      return { id: res.body.data.id, secret };
    },
    read: ({ id }) => [{ method: 'GET', url: pathOf(feedbackEndpoints.get, { id }) }, { method: 'GET', url: pathOf(feedbackEndpoints.created) }],
    change: ({ id }) => [
      { method: 'POST', url: pathOf(feedbackEndpoints.vote), body: { id, action: 'close' } },
      { method: 'POST', url: pathOf(feedbackEndpoints.submit), body: { id, ...form } },
      { method: 'POST', url: pathOf(feedbackEndpoints.draft), body: { id, title: 'mine now' } },
    ],
    remove: () => [],
  }));

  it('keeps a draft its writer\'s', () => expectOwnedObject(t, {
    userType: 'DEALER',
    create: async (owner, secret) => {
      const res = await call(t.app, ...routeOf(feedbackEndpoints.draft), { token: owner.token, body: { title: secret } });
      return { id: res.body.data.id, secret };
    },
    read: ({ id }) => [{ method: 'GET', url: pathOf(feedbackEndpoints.get, { id }) }],
    change: ({ id }) => [{ method: 'POST', url: pathOf(feedbackEndpoints.submit), body: { id, ...form } }],
    remove: () => [],
  }));
});

describe('the assign picker', () => {
  it('offers only users who may handle feedback, to dispatchers only', async () => {
    const res = await api(admin, ...routeOf(feedbackEndpoints.handlers, undefined, `keyword=${handler.username}`));
    expect(res.body.data.map((u: { id: string }) => u.id)).toEqual([handler.id]);
    expect((await api(admin, ...routeOf(feedbackEndpoints.handlers, undefined, `keyword=${dealer.username}`))).body.data).toEqual([]);
    expect((await api(dealer, ...routeOf(feedbackEndpoints.handlers))).status).toBe(403);
  });
});

describe('closed-loop statistics', () => {
  it('counts closed and unclosed by type and in total with the mean time to close, in the date range, and exports them', async () => {
    const at = (s: string) => new Date(s);
    await t.db.insert(feedbacks).values([
      { status: 'CLOSED', createrId: dealer.id, feedbackType: 'IT', title: 'a', submittedAt: at('2001-03-01T08:00:00Z'), closedAt: at('2001-03-01T18:00:00Z') },
      { status: 'CLOSED', createrId: dealer.id, feedbackType: 'IT', title: 'b', submittedAt: at('2001-03-02T08:00:00Z'), closedAt: at('2001-03-03T04:00:00Z') },
      { status: 'ASSIGNED', createrId: dealer.id, feedbackType: 'IT', title: 'c', submittedAt: at('2001-03-02T09:00:00Z') },
      { status: 'PENDING', createrId: dealer.id, feedbackType: 'SYSTEM', title: 'd', submittedAt: at('2001-03-31T23:00:00Z') },
      // Outside the range, and a draft: neither counts.
      { status: 'CLOSED', createrId: dealer.id, feedbackType: 'IT', title: 'e', submittedAt: at('2001-04-01T00:00:00Z'), closedAt: at('2001-04-01T01:00:00Z') },
      { status: 'DRAFT', createrId: dealer.id, feedbackType: 'IT', title: 'f', submittedAt: at('2001-03-05T00:00:00Z') },
    ]);
    const range = { startDate: '2001-03-01', endDate: '2001-03-31' };
    const res = await api(admin, ...routeOf(feedbackEndpoints.closedLoop), range);
    expect(res.body.data).toEqual([
      { feedbackType: 'IT', total: 3, closed: 2, unclosed: 1, avgHoursToClose: 15 },
      { feedbackType: 'SYSTEM', total: 1, closed: 0, unclosed: 1, avgHoursToClose: null },
      { feedbackType: 'TOTAL', total: 4, closed: 2, unclosed: 2, avgHoursToClose: 15 },
    ]);
    expect((await api(dealer, ...routeOf(feedbackEndpoints.closedLoop), range)).status).toBe(403);
    const file = await call(t.app, ...routeOf(feedbackEndpoints.exportClosedLoop), { token: admin.token, lang: 'en-US', body: range });
    const sheet = await firstSheet(file.raw.rawPayload);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(4).values).toEqual([undefined, 'Total', 4, 2, 2, 15]);
  });
});
