import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { call, createTestApp, loggedInUser, type TestApp } from '../../test/helpers.js';
import { users } from '../users/users.tables.js';
import { systemSettings } from '../../platform/platform.tables.js';
import { bulletins } from './bulletins.tables.js';
import { modelNodes, vehicles } from '../catalogue/catalogue.tables.js';
import { APPROVE_LEVEL_SETTING, DISTINCT_APPROVERS_SETTING } from './bulletins.service.js';
import { ERRORS, bulletinsEndpoints, routeOf, withVinCheckDigit } from '@portal/contract';

let t: TestApp;
let admin: { id: string; token: string };
let dealer: { id: string; token: string };
let customer: { id: string; token: string };
/** The second approver: one round's levels are given by different people. */
let approver2: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await loggedInUser(t, 'BULLETIN_ADMIN');
  approver2 = await loggedInUser(t, 'BULLETIN_ADMIN');
  dealer = await loggedInUser(t, 'DEALER');
  customer = await loggedInUser(t, 'CUSTOMER');
}, 120_000);
afterAll(() => t?.close());

const day = 86_400_000;
const body = (over: Record<string, unknown> = {}) => ({
  theme: 'Battery pack recall', content: '<p onclick="x()">Replace the BMS<script>alert(1)</script></p>', type: 'RECALL_TYPE',
  startTime: new Date(Date.now() - day).toISOString(), endTime: new Date(Date.now() + 30 * day).toISOString(),
  audience: { userTypes: ['DEALER'], vinRanges: [{ from: 'LUMS2PHD3PH000001', to: 'LUMS2PHD3PH000099' }] }, ...over,
});

async function publishThroughLevels(id: string) {
  expect((await call(t.app, ...routeOf(bulletinsEndpoints.publish, { id }), { token: admin.token })).body.success).toBe(true);
  const levels = (await call(t.app, ...routeOf(bulletinsEndpoints.approveLevels), { token: admin.token })).body.data as { level: number }[];
  for (const l of levels) {
    const res = await call(t.app, ...routeOf(bulletinsEndpoints.approve, { id, level: l.level }), { token: (l.level === 1 ? admin : approver2).token });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  }
}

describe('bulletins', () => {
  it('sanitizes the content, checks the dates and which types may name vehicles', async () => {
    const made = await call(t.app, ...routeOf(bulletinsEndpoints.create), { token: admin.token, body: body() });
    expect(made.body.success).toBe(true);
    const [row] = await t.db.select().from(bulletins).where(eq(bulletins.id, made.body.data.id));
    expect(row.status).toBe('INIT');
    expect(row.content).toBe('<p>Replace the BMS</p>');
    const backwards = await call(t.app, ...routeOf(bulletinsEndpoints.create), { token: admin.token, body: body({ endTime: new Date(Date.now() - 2 * day).toISOString() }) });
    expect(backwards.body.success).toBe(false);
    expect(backwards.body.code).toBe(555);
    const marketing = await call(t.app, ...routeOf(bulletinsEndpoints.create), { token: admin.token, body: body({ type: 'MARKETING_ACTIVITIES' }) });
    expect(marketing.body.code).toBe(270004);
  });

  it('goes through the configured levels in order and only then reaches its audience', async () => {
    const id = (await call(t.app, ...routeOf(bulletinsEndpoints.create), { token: admin.token, body: body({ theme: 'Levels' }) })).body.data.id;
    expect((await call(t.app, ...routeOf(bulletinsEndpoints.publish, { id }), { token: admin.token })).body.success).toBe(true);
    const skip = await call(t.app, ...routeOf(bulletinsEndpoints.approve, { id, level: '2' }), { token: admin.token });
    expect(skip.body.code).toBe(270003);
    const first = await call(t.app, ...routeOf(bulletinsEndpoints.approve, { id, level: '1' }), { token: admin.token });
    expect(first.body.success).toBe(true);
    const list = async (token: string) => (await call(t.app, ...routeOf(bulletinsEndpoints.page), { token })).body.data.contents.map((r: { id: string }) => r.id);
    expect(await list(dealer.token)).not.toContain(id);
    expect((await call(t.app, ...routeOf(bulletinsEndpoints.approve, { id, level: '2' }), { token: approver2.token })).body.success).toBe(true);
    expect(await list(dealer.token)).toContain(id);
    // Addressed to dealers: a customer neither lists nor opens it.
    expect(await list(customer.token)).not.toContain(id);
    expect((await call(t.app, ...routeOf(bulletinsEndpoints.get, { id }), { token: customer.token })).body.code).toBe(270001);
  });

  it('needs two people for the two levels, unless the setting allows one; a new round starts afresh', async () => {
    const id = (await call(t.app, ...routeOf(bulletinsEndpoints.create), { token: admin.token, body: body({ theme: 'Four eyes' }) })).body.data.id;
    const approve = (who: { token: string }, level: string, lang: 'en-US' | 'es' = 'en-US') =>
      call(t.app, ...routeOf(bulletinsEndpoints.approve, { id, level }), { token: who.token, lang });
    const actionsOf = async (who: { token: string }) => (await call(t.app, ...routeOf(bulletinsEndpoints.preview, { id }), { token: who.token })).body.data.actions;
    expect((await call(t.app, ...routeOf(bulletinsEndpoints.publish, { id }), { token: admin.token })).body.success).toBe(true);
    expect((await approve(admin, '1')).body.success).toBe(true);
    // the first approver is offered no second approval, and is refused it in the caller's language
    expect(await actionsOf(admin)).not.toContain('approve');
    expect(await actionsOf(approver2)).toContain('approve');
    const same = await approve(admin, '2', 'es');
    expect(same.body).toMatchObject({ success: false, code: ERRORS.BULLETIN_SAME_APPROVER.code, message: ERRORS.BULLETIN_SAME_APPROVER.message.es });
    expect((await t.db.select().from(bulletins).where(eq(bulletins.id, id)))[0]).toMatchObject({ status: 'REVIEWED', approveLevel: 2 });
    // sent back and published again: a new round, in which the first approver may give level 2
    expect((await call(t.app, ...routeOf(bulletinsEndpoints.review, { id }), { token: admin.token })).body.success).toBe(true);
    expect((await call(t.app, ...routeOf(bulletinsEndpoints.publish, { id }), { token: admin.token })).body.success).toBe(true);
    expect((await approve(approver2, '1')).body.success).toBe(true);
    expect(await actionsOf(approver2)).not.toContain('approve');
    expect((await approve(admin, '2')).body.success).toBe(true);
    expect((await t.db.select().from(bulletins).where(eq(bulletins.id, id)))[0].status).toBe('APPROVED');

    // The setting turned off: one person may give both levels.
    await t.db.insert(systemSettings).values({ key: DISTINCT_APPROVERS_SETTING, value: false });
    try {
      const solo = (await call(t.app, ...routeOf(bulletinsEndpoints.create), { token: admin.token, body: body({ theme: 'One pair of eyes' }) })).body.data.id;
      expect((await call(t.app, ...routeOf(bulletinsEndpoints.publish, { id: solo }), { token: admin.token })).body.success).toBe(true);
      for (const level of ['1', '2']) expect((await call(t.app, ...routeOf(bulletinsEndpoints.approve, { id: solo, level }), { token: admin.token })).body.success).toBe(true);
      expect((await t.db.select().from(bulletins).where(eq(bulletins.id, solo)))[0].status).toBe('APPROVED');
    } finally {
      await t.db.delete(systemSettings).where(eq(systemSettings.key, DISTINCT_APPROVERS_SETTING));
    }
  });

  it('takes its levels from configuration: one level publishes at once', async () => {
    await t.db.insert(systemSettings).values({ key: APPROVE_LEVEL_SETTING, value: [{ level: 1, buttonName: 'Sign off' }] });
    try {
      const levels = await call(t.app, ...routeOf(bulletinsEndpoints.approveLevels), { token: dealer.token });
      expect(levels.body.data).toEqual([{ level: 1, buttonName: 'Sign off' }]);
      const id = (await call(t.app, ...routeOf(bulletinsEndpoints.create), { token: admin.token, body: body({ theme: 'One level' }) })).body.data.id;
      await publishThroughLevels(id);
      const [row] = await t.db.select().from(bulletins).where(eq(bulletins.id, id));
      expect(row.status).toBe('APPROVED');
    } finally {
      await t.db.delete(systemSettings).where(eq(systemSettings.key, APPROVE_LEVEL_SETTING));
    }
  });

  it('counts visits and readers, and names who has not read it', async () => {
    const other = await loggedInUser(t, 'DEALER');
    const id = (await call(t.app, ...routeOf(bulletinsEndpoints.create), { token: admin.token, body: body({ theme: 'Read tracking' }) })).body.data.id;
    await publishThroughLevels(id);
    const before = await call(t.app, ...routeOf(bulletinsEndpoints.page), { token: dealer.token });
    expect(before.body.data.contents.find((r: { id: string }) => r.id === id).read).toBe(false);
    await call(t.app, ...routeOf(bulletinsEndpoints.get, { id }), { token: dealer.token });
    const again = await call(t.app, ...routeOf(bulletinsEndpoints.get, { id }), { token: dealer.token });
    expect(again.body.data.visitCount).toBe(2);
    expect(again.body.data.readCount).toBe(1);
    expect(again.body.data.read).toBe(true);

    const [{ n: dealers }] = await t.db.select({ n: count() }).from(users).where(and(eq(users.userType, 'DEALER'), eq(users.disabled, false), eq(users.isVisitor, false)));
    const stats = await call(t.app, ...routeOf(bulletinsEndpoints.statistics, undefined, 'theme=Read%20tracking'), { token: admin.token });
    expect(stats.body.data.contents).toEqual([expect.objectContaining({ id, visitCount: 2, audienceCount: dealers, readCount: 1, unreadCount: dealers - 1 })]);
    const unread = await call(t.app, ...routeOf(bulletinsEndpoints.unread, { id }, 'pageSize=200'), { token: admin.token });
    const ids = unread.body.data.contents.map((u: { userId: string }) => u.userId);
    expect(ids).toContain(other.id);
    expect(ids).not.toContain(dealer.id);
    expect(unread.body.data.count).toBe(dealers - 1);

    const xlsx = await call(t.app, ...routeOf(bulletinsEndpoints.exportStatistics), { token: admin.token, body: { theme: 'Read tracking' } });
    expect(xlsx.status).toBe(200);
    expect(xlsx.raw.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.raw.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // Statistics name people: a reader may not see them.
    expect((await call(t.app, ...routeOf(bulletinsEndpoints.statistics), { token: dealer.token })).status).toBe(403);
  });

  it('pins a published bulletin to the top of the list', async () => {
    const id = (await call(t.app, ...routeOf(bulletinsEndpoints.create), { token: admin.token, body: body({ theme: 'Pinned', startTime: new Date(Date.now() - 20 * day).toISOString() }) })).body.data.id;
    await publishThroughLevels(id);
    expect((await call(t.app, ...routeOf(bulletinsEndpoints.top, { id }), { token: admin.token, body: { top: true } })).body.success).toBe(true);
    const list = await call(t.app, ...routeOf(bulletinsEndpoints.homepage), { token: dealer.token });
    expect(list.body.data[0].id).toBe(id);
    expect(list.body.data[0].isTop).toBe(true);
  });
});

describe('bulletins of a VIN', () => {
  it('lists the published recalls whose VIN range, model or production dates hold for the vehicle, and no others', async () => {
    const [model] = await t.db.insert(modelNodes).values({ code: 'BT-S2PHD', level: 2, names: { 'en-US': 'S2 PHD' } as never }).returning();
    const v = { vin: 'LBTS2PHD3PH000042', productionDate: '2025-03-14', model: model.code };
    await t.db.insert(vehicles).values({ vin: v.vin, modelId: model.id, configCode: 'C1', productionDate: v.productionDate, modelYear: 2025 });
    const make = async (theme: string, audience: Record<string, unknown>) => {
      const id = (await call(t.app, ...routeOf(bulletinsEndpoints.create), { token: admin.token, body: body({ theme, audience: { userTypes: ['DEALER'], ...audience } }) })).body.data.id;
      await publishThroughLevels(id);
      return id as string;
    };
    const inRange = await make('VIN in range', { vinRanges: [{ from: v.vin, to: v.vin }] });
    const byModel = await make('By model and date', { models: [v.model], productionDates: [{ from: String(v.productionDate), to: String(v.productionDate) }] });
    // Another catalogue model (models must exist in the catalogue): not this vehicle's.
    const [other] = await t.db.insert(modelNodes).values({ code: 'BT-OTHER', level: 2, names: { 'en-US': 'Other' } as never }).returning();
    const otherModel = await make('Other model', { models: [other.code] });
    const everyone = await make('No vehicles named', { vinRanges: [] });
    const res = await call(t.app, ...routeOf(bulletinsEndpoints.ofVin, { vin: v.vin }), { token: dealer.token });
    const ids = res.body.data.map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([inRange, byModel]));
    expect(ids).not.toContain(otherModel);
    expect(ids).not.toContain(everyone);
    // Addressed to dealers only: the customer's vehicle view shows none of them.
    expect((await call(t.app, ...routeOf(bulletinsEndpoints.ofVin, { vin: v.vin }), { token: customer.token })).body.data).toEqual([]);
  });

  it('suggests for a fault typed on a new inquiry the vehicle\'s bulletins that answer it, and its recalls after them', async () => {
    const [model] = await t.db.insert(modelNodes).values({ code: 'BT-SUGGEST', level: 2, names: { 'en-US': 'Suggest' } as never }).returning();
    const vin = withVinCheckDigit('LBTS2PHD3PH000077');
    await t.db.insert(vehicles).values({ vin, modelId: model.id, configCode: 'C1', productionDate: '2025-06-01', modelYear: 2025 });
    const make = async (theme: string, type: string, content: string) => {
      const id = (await call(t.app, ...routeOf(bulletinsEndpoints.create), { token: admin.token, body: body({ theme, type, content, audience: { userTypes: ['DEALER'], models: [model.code] } }) })).body.data.id;
      await publishThroughLevels(id);
      return id as string;
    };
    const recall = await make('Recall: rear brake hose clamp', 'RECALL_TYPE', '<p>The clamp of the rear brake hose can chafe.</p>');
    const firmware = await make('Controller firmware V2.3 against cut-outs at full throttle', 'MAINTENANCE_BULLETIN', '<p>Update the controller firmware.</p>');
    const ask = async (text: string, path: Record<string, string> = {}, token = dealer.token) =>
      (await call(t.app, ...routeOf(bulletinsEndpoints.similar), { token, body: { vinCode: vin, text, ...path } })).body;

    // the firmware bulletin answers a power cut at full throttle; the recall is listed after it, not as matching
    const cut = await ask('Scooter cuts out at full throttle', { faultModule: 'DRV', faultSystem: 'DRV02', faultPosition: 'DRV0206' });
    expect(cut.data.map((b: { id: string; matches: boolean }) => [b.id, b.matches])).toEqual([[firmware, true], [recall, false]]);
    expect(cut.data[0].score).toBeGreaterThan(0.3);
    // a brake noise: no firmware "match" for the word they share ("full"); the recall of the vehicle stays
    const brake = await ask('Brake grinding noise at full stop', { faultModule: 'BRK', faultSystem: 'BRK01' });
    expect(brake.data.map((b: { id: string }) => b.id)).toEqual([recall]);
    // the brake hose itself: the recall matches
    expect((await ask('Rear brake hose rubbing on the swing arm')).data[0]).toMatchObject({ id: recall, matches: true });
    // a VIN of no vehicle, and a reader outside the audience: nothing to suggest
    expect((await ask('brake', {}, customer.token)).data).toEqual([]);
    expect((await call(t.app, ...routeOf(bulletinsEndpoints.similar), { token: dealer.token, body: { vinCode: withVinCheckDigit('LBTS2PHD3PH000078'), text: 'brake' } })).body.data).toEqual([]);
  });
});
