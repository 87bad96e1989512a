import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, fileTestApp, loggedInUser } from '../../test/helpers.js';
import { buildBulletinApprovers, publishBulletin, type Actor } from '../../test/factories.js';
import { expectOwnedObject } from '../../test/idor.js';
import { groupMembers, groups } from '../groups/groups.tables.js';
import { parts } from '../catalogue/catalogue.tables.js';
import { favorites } from '../favorites/favorites.tables.js';
import { notifications } from '../notifications/notifications.tables.js';
import { users } from '../users/users.tables.js';
import { bulletinsEndpoints, notificationsEndpoints, pathOf, routeOf } from '@portal/contract';

/*
 * Group audiences, the alerts to owners of favourite parts a published recall names, and that a
 * bulletin not published to a reader stays unreadable to them by every call.
 */

const t = fileTestApp();
let admin: Actor;
/** The second approver: one round's levels are given by different people. */
let approver2: Actor;
beforeAll(async () => {
  ({ admin, approver2 } = await buildBulletinApprovers(t));
});

const day = 86_400_000;
let seq = 0;
const body = (over: Record<string, unknown> = {}) => ({
  theme: `Audience ${++seq}`, content: '<p>Check</p>', type: 'RECALL_TYPE',
  startTime: new Date(Date.now() - day).toISOString(), endTime: new Date(Date.now() + 30 * day).toISOString(), ...over,
});

async function makeGroup(members: string[]): Promise<string> {
  const [g] = await t.db.insert(groups).values({ code: `BG_${++seq}_${Date.now()}`, name: `Group ${seq}` }).returning({ id: groups.id });
  if (members.length) await t.db.insert(groupMembers).values(members.map((userId) => ({ groupId: g.id, userId })));
  return g.id;
}

async function create(over: Record<string, unknown>): Promise<string> {
  const res = await call(t.app, ...routeOf(bulletinsEndpoints.create), { token: admin.token, body: body(over) });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.data.id;
}

const publish = (id: string) => publishBulletin(t, { admin, approver2 }, id);

const listed = async (token: string) => (await call(t.app, ...routeOf(bulletinsEndpoints.page, undefined, 'pageSize=200'), { token })).body.data.contents.map((r: { id: string }) => r.id);

describe('group audience', () => {
  it('reaches members of a named group of the named type, nobody else, and counts only them', async () => {
    const member = await loggedInUser(t, 'DEALER');
    const outsider = await loggedInUser(t, 'DEALER');
    const customerMember = await loggedInUser(t, 'CUSTOMER');
    const group = await makeGroup([member.id, customerMember.id]);
    const id = await create({ audience: { userTypes: ['DEALER'], groups: [group] } });
    await publish(id);

    expect(await listed(member.token)).toContain(id);
    expect(await listed(outsider.token)).not.toContain(id);
    // In the group but not of the named type.
    expect(await listed(customerMember.token)).not.toContain(id);
    expect((await call(t.app, ...routeOf(bulletinsEndpoints.get, { id }), { token: outsider.token })).body.code).toBe(270001);

    const detail = await call(t.app, ...routeOf(bulletinsEndpoints.get, { id }), { token: member.token });
    expect(detail.body.data.audience.groups).toEqual([group]);
    expect(detail.body.data.groups).toEqual([expect.objectContaining({ id: group })]);
    const stats = await call(t.app, ...routeOf(bulletinsEndpoints.statistics, undefined, `theme=${encodeURIComponent(detail.body.data.theme)}`), { token: admin.token });
    expect(stats.body.data.contents[0]).toMatchObject({ audienceCount: 1, readCount: 1, unreadCount: 0 });
  });

  it('refuses a group that does not exist, and saves nothing', async () => {
    const theme = `No such group ${Date.now()}`;
    const res = await call(t.app, ...routeOf(bulletinsEndpoints.create), { token: admin.token, body: body({ theme, audience: { groups: ['00000000-0000-4000-8000-000000000000'] } }) });
    expect(res.body.code).toBe(270007);
    const all = await call(t.app, ...routeOf(bulletinsEndpoints.page, undefined, `scope=manage&theme=${encodeURIComponent(theme)}`), { token: admin.token });
    expect(all.body.data.count).toBe(0);
  });

  it('offers groups to the writer by code or name', async () => {
    const group = await makeGroup([]);
    const [g] = await t.db.select().from(groups).where(eq(groups.id, group));
    const res = await call(t.app, ...routeOf(bulletinsEndpoints.groups), { token: admin.token, query: { keyword: g.code } });
    expect(res.body.data).toEqual([{ id: group, code: g.code, name: g.name }]);
    const dealer = await loggedInUser(t, 'DEALER');
    expect((await call(t.app, ...routeOf(bulletinsEndpoints.groups), { token: dealer.token })).status).toBe(403);
  });
});

describe('alerts to owners of favourite parts', () => {
  it('publishing a recall alerts each owner in its audience once, and never again', async () => {
    const code = `BR-${Date.now()}`;
    const [a, b] = await t.db.insert(parts).values([
      { code: `${code}-A`, names: { 'en-US': 'Brake pump' } as never, searchText: code, category: 'P' },
      { code: `${code}-B`, names: { 'en-US': 'Brake hose' } as never, searchText: code, category: 'P' },
    ]).returning({ id: parts.id, code: parts.code });
    const both = await loggedInUser(t, 'DEALER');
    const one = await loggedInUser(t, 'DEALER');
    const customer = await loggedInUser(t, 'CUSTOMER');
    const disabled = await loggedInUser(t, 'DEALER');
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.id));
    const star = (userId: string, partId: string) => ({ userId, objectRef: 'PartMaster' as const, partId, url: `/part/${partId}` });
    await t.db.insert(favorites).values([star(both.id, a.id), star(both.id, b.id), star(one.id, b.id), star(customer.id, a.id), star(disabled.id, a.id)]);

    // Only recall and technical types may name parts; an unknown code is refused.
    expect((await call(t.app, ...routeOf(bulletinsEndpoints.create), { token: admin.token, body: body({ type: 'MARKETING_ACTIVITIES', partCodes: [a.code] }) })).body.code).toBe(270004);
    const unknown = await call(t.app, ...routeOf(bulletinsEndpoints.create), { token: admin.token, body: body({ partCodes: [a.code, 'NO-SUCH-PART'] }) });
    expect(unknown.body).toMatchObject({ code: 270006, message: 'These part codes do not exist: NO-SUCH-PART' });

    const id = await create({ audience: { userTypes: ['DEALER'] }, partCodes: [a.code, b.code] });
    const alerts = async () => t.db.select().from(notifications).where(eq(notifications.after, (await call(t.app, ...routeOf(bulletinsEndpoints.preview, { id }), { token: admin.token })).body.data.theme));
    // Saved, sent for approval and partly approved: nobody is told yet.
    expect((await call(t.app, ...routeOf(bulletinsEndpoints.publish, { id }), { token: admin.token })).body.success).toBe(true);
    expect(await alerts()).toEqual([]);
    expect((await call(t.app, ...routeOf(bulletinsEndpoints.approve, { id, level: '1' }), { token: admin.token })).body.success).toBe(true);
    expect(await alerts()).toEqual([]);
    expect((await call(t.app, ...routeOf(bulletinsEndpoints.approve, { id, level: '2' }), { token: approver2.token })).body.success).toBe(true);

    const rows = await alerts();
    expect(rows.map((r) => r.userId).sort()).toEqual([both.id, one.id].sort());
    expect(rows.find((r) => r.userId === both.id)).toMatchObject({ kind: 'BULLETIN', objectCode: `${a.code}, ${b.code}`, before: 'RECALL_TYPE', url: expect.stringContaining(`/notice_detail/${id}/`) });
    expect(rows.find((r) => r.userId === one.id)).toMatchObject({ objectCode: b.code, partId: b.id });
    const mine = await call(t.app, ...routeOf(notificationsEndpoints.list), { token: one.token });
    expect(mine.body.data.contents[0]).toMatchObject({ kind: 'BULLETIN', objectCode: b.code, objectName: 'Brake hose' });

    // Pinning, unpinning and approving again change nothing about the alerts.
    await call(t.app, ...routeOf(bulletinsEndpoints.top, { id }), { token: admin.token, body: { top: true } });
    await call(t.app, ...routeOf(bulletinsEndpoints.top, { id }), { token: admin.token, body: { top: false } });
    expect((await call(t.app, ...routeOf(bulletinsEndpoints.approve, { id, level: '2' }), { token: admin.token })).body.success).toBe(false);
    expect(await alerts()).toHaveLength(2);
  });

  it('a bulletin sent back and published again alerts once in all', async () => {
    const [p] = await t.db.insert(parts).values({ code: `RB-${Date.now()}`, names: { 'en-US': 'Axle' } as never, searchText: 'axle', category: 'P' }).returning();
    const owner = await loggedInUser(t, 'DEALER');
    await t.db.insert(favorites).values({ userId: owner.id, objectRef: 'PartMaster', partId: p.id, url: `/part/${p.id}` });
    const id = await create({ type: 'WARRANTY_BULLETIN', partCodes: [p.code] });
    await call(t.app, ...routeOf(bulletinsEndpoints.publish, { id }), { token: admin.token });
    expect((await call(t.app, ...routeOf(bulletinsEndpoints.review, { id }), { token: admin.token })).body.success).toBe(true);
    await publish(id);
    const rows = await t.db.select().from(notifications).where(eq(notifications.partId, p.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: owner.id, before: 'WARRANTY_BULLETIN' });
  });
});

describe('object-level access', () => {
  it('a bulletin published to one group member stays unreadable to a colleague outside the group', () => expectOwnedObject(t, {
    userType: 'DEALER',
    async create(owner, secret) {
      const group = await makeGroup([owner.id]);
      const id = await create({ theme: secret, type: 'OTHER_BULLETIN', audience: { groups: [group] } });
      await publish(id);
      return { id, secret };
    },
    // Opening it counts a visit, so GET /{id} is among the calls that change it; the preview does not.
    read: ({ id }) => [
      { method: 'GET', url: pathOf(bulletinsEndpoints.preview, { id }) },
      { method: 'GET', url: pathOf(bulletinsEndpoints.page) },
      { method: 'GET', url: pathOf(bulletinsEndpoints.homepage) },
    ],
    change: ({ id }) => [
      { method: 'GET', url: pathOf(bulletinsEndpoints.get, { id }) },
      { method: 'GET', url: pathOf(bulletinsEndpoints.statistics) },
      { method: 'GET', url: pathOf(bulletinsEndpoints.unread, { id }) },
      { method: 'POST', url: pathOf(bulletinsEndpoints.exportStatistics), body: {} },
      { method: 'PUT', url: pathOf(bulletinsEndpoints.top, { id }), body: { top: true } },
      { method: 'POST', url: pathOf(bulletinsEndpoints.update, { id }), body: body() },
    ],
    remove: ({ id }) => [{ method: 'DELETE', url: pathOf(bulletinsEndpoints.remove, { id }) }],
  }));

  it('an unpublished bulletin is readable by those who manage bulletins, by its preview without a visit, and by no reader', async () => {
    const dealer = await loggedInUser(t, 'DEALER');
    const id = await create({ type: 'OTHER_BULLETIN', isPublic: true });
    for (const url of [pathOf(bulletinsEndpoints.get, { id }), pathOf(bulletinsEndpoints.preview, { id })]) {
      expect((await call(t.app, 'GET', url, { token: dealer.token })).body.code, url).toBe(270001);
    }
    expect((await call(t.app, ...routeOf(bulletinsEndpoints.statistics), { token: dealer.token })).status).toBe(403);
    expect((await call(t.app, ...routeOf(bulletinsEndpoints.unread, { id }), { token: dealer.token })).status).toBe(403);
    const preview = await call(t.app, ...routeOf(bulletinsEndpoints.preview, { id }), { token: admin.token });
    expect(preview.body.data).toMatchObject({ id, status: 'INIT' });
    await publish(id);
    await call(t.app, ...routeOf(bulletinsEndpoints.preview, { id }), { token: dealer.token });
    const seen = await call(t.app, ...routeOf(bulletinsEndpoints.preview, { id }), { token: dealer.token });
    expect(seen.body.data).toMatchObject({ visitCount: 0, read: false, readCount: 0 });
  });
});
