import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiryEndpoints, notificationsEndpoints, routeOf, type TNotification } from '@portal/contract';
import { call, createTestApp, loggedInUser, type TestApp } from '../../test/helpers.js';
import { buildInquiryTeam } from '../../test/factories.js';
import { alertAudience } from './inquiry.alerts.js';

/*
 * Issue 20 point 7: an answer reaches the other side's bell (replies and status moves, never the
 * actor's own), and each role's default list holds its open inquiries whatever they wait on.
 */

let t: TestApp;
type Person = Awaited<ReturnType<typeof loggedInUser>>;
/** The test users are named "Test <username>" (buildUser); an alert names the replier. */
let dealer: Person, handler: Person, expert: Person, otherDealer: Person;

const form = {
  vinCode: 'LUMS2PHD3PH000001', carSeries: 'S2', modelCode: 'S2PHD', modelName: 'S2 Pro', provinceCityCode: ['44', '4403'],
  createrName: 'Li Wei', createrTelNo: '13800138000', faultName: 'Brake light stays on', consultType: 'TECHNICAL',
  emergencyLevel: 'URGENT', faultDate: '2026-11-20 09:30', storeName: 'Shenzhen Futian',
};

const api = (who: Person, [method, url]: readonly [string, string], body?: unknown, lang?: 'en-US' | 'zh-CN') => call(t.app, method, url, { token: who.token, body, lang });
const unread = async (who: Person): Promise<number> => (await api(who, routeOf(notificationsEndpoints.unread))).body.data.count;
const alerts = async (who: Person, lang: 'en-US' | 'zh-CN' = 'en-US'): Promise<TNotification[]> =>
  (await call(t.app, ...routeOf(notificationsEndpoints.list), { token: who.token, lang, query: { page: '1', pageSize: '50' } })).body.data.contents;
const inquiryAlerts = async (who: Person, id: string, lang: 'en-US' | 'zh-CN' = 'en-US') => (await alerts(who, lang)).filter((a) => a.url === `/inquiryForm/${id}`);

async function submit(who: Person, faultName = form.faultName): Promise<{ id: string; formNo: string }> {
  const res = await api(who, routeOf(inquiryEndpoints.submit), { ...form, faultName });
  expect(res.body.success).toBe(true);
  return res.body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  dealer = await loggedInUser(t, 'DEALER');
  otherDealer = await loggedInUser(t, 'DEALER');
  ({ handler, expert } = await buildInquiryTeam(t));
}, 120_000);
afterAll(() => t?.close());

describe('alerts about an inquiry in the bell', () => {
  let inquiry: { id: string; formNo: string };

  it('a submission tells nobody in the bell (the handler is mailed that it is theirs)', async () => {
    inquiry = await submit(dealer);
    expect(await inquiryAlerts(handler, inquiry.id)).toEqual([]);
    expect(await inquiryAlerts(dealer, inquiry.id)).toEqual([]);
  });

  it('the handler\'s reply raises the dealer\'s unread count and links to the inquiry; the handler is not told of their own reply', async () => {
    const before = await unread(dealer);
    const handlerBefore = await unread(handler);
    expect((await api(handler, routeOf(inquiryEndpoints.reply), { objectId: inquiry.id, comment: 'Please check the brake switch.' })).body.success).toBe(true);
    await expect.poll(() => unread(dealer), { timeout: 5000 }).toBe(before + 1);
    const [alert] = await inquiryAlerts(dealer, inquiry.id);
    // the first answer moved it PENDING -> PROCESSING too: told as the reply alone
    expect(await inquiryAlerts(dealer, inquiry.id)).toHaveLength(1);
    expect(alert).toMatchObject({
      kind: 'INQUIRY_REPLY', objectRef: 'InquiryForm', objectCode: inquiry.formNo, objectName: inquiry.formNo,
      url: `/inquiryForm/${inquiry.id}`, before: `Test ${handler.username}`, read: false,
    });
    expect(await unread(handler)).toBe(handlerBefore);
    expect(await inquiryAlerts(handler, inquiry.id)).toEqual([]);
    expect(await inquiryAlerts(otherDealer, inquiry.id)).toEqual([]);
  });

  it('the dealer\'s reply tells the handler and the expert, not the dealer', async () => {
    expect((await api(handler, routeOf(inquiryEndpoints.assign), { id: inquiry.id, expertId: expert.id })).body.success).toBe(true);
    const dealerBefore = (await inquiryAlerts(dealer, inquiry.id)).length;
    const handlerBefore = await unread(handler);
    expect((await api(dealer, routeOf(inquiryEndpoints.reply), { objectId: inquiry.id, comment: 'The switch is stuck closed.' })).body.success).toBe(true);
    await expect.poll(() => unread(handler), { timeout: 5000 }).toBe(handlerBefore + 1);
    for (const who of [handler, expert]) {
      expect((await inquiryAlerts(who, inquiry.id)).filter((a) => a.kind === 'INQUIRY_REPLY'))
        .toEqual([expect.objectContaining({ before: `Test ${dealer.username}`, objectCode: inquiry.formNo })]);
    }
    expect(await inquiryAlerts(dealer, inquiry.id)).toHaveLength(dealerBefore);
  });

  it('an internal note among the handling side tells the expert, never the dealer', async () => {
    const dealerBefore = (await inquiryAlerts(dealer, inquiry.id)).length;
    const expertBefore = await unread(expert);
    expect((await api(handler, routeOf(inquiryEndpoints.reply), { objectId: inquiry.id, comment: 'Switch batch 2025-07 is suspect.', internal: true })).body.success).toBe(true);
    await expect.poll(() => unread(expert), { timeout: 5000 }).toBe(expertBefore + 1);
    expect((await inquiryAlerts(expert, inquiry.id))[0]).toMatchObject({ kind: 'INQUIRY_REPLY', before: `Test ${handler.username}` });
    expect(await inquiryAlerts(dealer, inquiry.id)).toHaveLength(dealerBefore);
  });

  it('a status move tells the creator, with both statuses in the reader\'s language; the mover is not told', async () => {
    const handlerBefore = (await inquiryAlerts(handler, inquiry.id)).length;
    const dealerBefore = await unread(dealer);
    expect((await api(handler, routeOf(inquiryEndpoints.suspend), { id: inquiry.id, reason: 'Waiting for the part' })).body.success).toBe(true);
    await expect.poll(() => unread(dealer), { timeout: 5000 }).toBe(dealerBefore + 1);
    const [latest] = await inquiryAlerts(dealer, inquiry.id);
    expect(latest).toMatchObject({ kind: 'INQUIRY_STATUS', objectCode: inquiry.formNo, before: 'Processing', after: 'Suspended', url: `/inquiryForm/${inquiry.id}` });
    const [zh] = await inquiryAlerts(dealer, inquiry.id, 'zh-CN');
    expect([zh.before, zh.after]).toEqual(['处理中', '已挂起']);
    expect(await inquiryAlerts(handler, inquiry.id)).toHaveLength(handlerBefore);
    // the expert takes part too
    expect((await inquiryAlerts(expert, inquiry.id))[0]).toMatchObject({ kind: 'INQUIRY_STATUS', after: 'Suspended' });
  });

  it('a move by the dealer tells the handling side: revoking', async () => {
    const handlerBefore = await unread(handler);
    expect((await api(dealer, routeOf(inquiryEndpoints.revoke, { id: inquiry.id }))).body.success).toBe(true);
    await expect.poll(() => unread(handler), { timeout: 5000 }).toBe(handlerBefore + 1);
    expect((await inquiryAlerts(handler, inquiry.id))[0]).toMatchObject({ kind: 'INQUIRY_STATUS', before: 'Suspended', after: 'Revoked' });
  });

  it('opening the list marks the alerts read: the count falls to zero', async () => {
    const mine = await alerts(dealer);
    expect(mine.length).toBeGreaterThan(0);
    const res = await api(dealer, routeOf(notificationsEndpoints.read), { ids: mine.map((a) => a.id) });
    expect(res.body.data.count).toBe(0);
    expect(await unread(dealer)).toBe(0);
  });
});

describe('who hears of a change', () => {
  const row = { id: 'i', formNo: 'IQ1', createrId: 'dealer', handlerId: 'handler', expertId: 'expert' };

  it('everyone taking part but the actor; a named receiver too', () => {
    expect(alertAudience(row, 'handler').sort()).toEqual(['dealer', 'expert']);
    expect(alertAudience(row, 'dealer').sort()).toEqual(['expert', 'handler']);
    expect(alertAudience({ ...row, expertId: null }, 'dealer', { to: 'leader' }).sort()).toEqual(['handler', 'leader']);
    expect(alertAudience({ ...row, handlerId: null, expertId: null }, 'dealer')).toEqual([]);
  });

  it('never the dealer of a note the dealer may not see, even when it is addressed to them', () => {
    expect(alertAudience(row, 'handler', { to: 'dealer', dealerMaySee: false })).toEqual(['expert']);
    expect(alertAudience(row, 'expert', { dealerMaySee: false })).toEqual(['handler']);
  });
});

describe('the default list: my open inquiries, whatever they wait on', () => {
  const list = async (who: Person, body: object) => (await api(who, routeOf(inquiryEndpoints.page), body)).body.data as { count: number; contents: { id: string; formNo: string; status: string }[] };
  let waitingOnHandler: { id: string; formNo: string };
  let waitingOnDealer: { id: string; formNo: string };

  beforeAll(async () => {
    waitingOnHandler = await submit(dealer, 'Horn silent');
    waitingOnDealer = await submit(dealer, 'Seat lock jams');
    // answered (PROCESSING), then suspended: it waits on the dealer
    expect((await api(handler, routeOf(inquiryEndpoints.reply), { objectId: waitingOnDealer.id, comment: 'Send a photo please.' })).body.success).toBe(true);
    expect((await api(handler, routeOf(inquiryEndpoints.suspend), { id: waitingOnDealer.id, reason: 'Waiting for the photo' })).body.success).toBe(true);
  });

  it('holds the dealer\'s inquiry that waits on the handler, which "waiting for me" hides, and finds it by its number', async () => {
    const open = await list(dealer, { scope: 'open' });
    const ids = open.contents.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([waitingOnHandler.id, waitingOnDealer.id]));
    // the revoked one of the first describe is finished
    expect(open.contents.every((r) => !['CLOSED', 'REVOKED', 'INVALID'].includes(r.status))).toBe(true);
    const process = await list(dealer, { scope: 'process' });
    expect(process.contents.map((r) => r.id)).not.toContain(waitingOnHandler.id);
    expect(process.contents.map((r) => r.id)).toContain(waitingOnDealer.id);
    const byNumber = await list(dealer, { scope: 'open', formNo: waitingOnHandler.formNo });
    expect(byNumber.contents.map((r) => r.id)).toEqual([waitingOnHandler.id]);
    expect((await list(dealer, { scope: 'process', formNo: waitingOnHandler.formNo })).count).toBe(0);
  });

  it('holds the handler\'s inquiry that waits on the dealer, and nothing for a stranger', async () => {
    // raised where no processor works: it waits on staff (the test's internal users are staff)
    const unrouted = (await api(dealer, routeOf(inquiryEndpoints.submit), { ...form, provinceCityCode: ['11', '1101'], faultName: 'Unrouted' })).body.data as { id: string };
    const open = await list(handler, { scope: 'open' });
    expect(open.contents.map((r) => r.id)).toEqual(expect.arrayContaining([waitingOnHandler.id, waitingOnDealer.id, unrouted.id]));
    expect((await list(handler, { scope: 'process' })).contents.map((r) => r.id)).not.toContain(waitingOnDealer.id);
    expect((await list(otherDealer, { scope: 'open' })).count).toBe(0);
  });

  it('leaves finished inquiries to "all"', async () => {
    const revoked = (await list(dealer, { scope: 'all', statusList: ['REVOKED'] })).contents.map((r) => r.id);
    expect(revoked.length).toBe(1);
    expect((await list(dealer, { scope: 'open' })).contents.map((r) => r.id)).not.toContain(revoked[0]);
  });
});
