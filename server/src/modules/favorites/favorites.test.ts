import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS, type Language, catalogueEndpoints, favoritesEndpoints, manualsEndpoints, notificationsEndpoints, pathOf, routeOf } from '@portal/contract';
import { buildApp } from '../../app.js';
import { call, loggedInUser } from '../../test/helpers.js';
import { expectOwnedObject } from '../../test/idor.js';
import { withoutPermission } from '../../test/factories.js';
import { parts, substitutions } from '../catalogue/catalogue.tables.js';
import { createManualsTestApp, type ManualsTestApp } from '../../test/fixtures/manuals.js';
import { notifications } from '../notifications/notifications.tables.js';
import { favorites } from './favorites.tables.js';

/*
 * Favourites of parts, topics and manuals (one model), the BOM's star, the manuals screens' topic
 * calls answering from the same favourites, and the alerts the database writes about them.
 */

let t: ManualsTestApp;
let mx: ManualsTestApp['mx'];
let fx: ManualsTestApp['fx'];

beforeAll(async () => {
  t = await createManualsTestApp();
  mx = t.mx;
  fx = t.fx;
});
afterAll(async () => { await t?.close(); });

type Res = Awaited<ReturnType<typeof call>>;
const as = (token: string, lang?: Language) => ({
  get: (url: string, query?: Record<string, string>) => call(t.app, 'GET', url, { token, query, lang }),
  post: (url: string, body: unknown) => call(t.app, 'POST', url, { token, body, lang }),
  del: (url: string) => call(t.app, 'DELETE', url, { token, lang }),
});
const dealer = async () => as((await loggedInUser(t, 'DEALER')).token);

function refused(res: Res, key: keyof typeof ERRORS) {
  expect(res.status).toBe(ERRORS[key].http);
  expect(res.body).toMatchObject({ success: false, code: ERRORS[key].code, message: ERRORS[key].message['en-US'] });
}

const NEW_ROUTES: [string, string][] = [
  [...routeOf(favoritesEndpoints.list)], [favoritesEndpoints.get.method, favoritesEndpoints.get.path], [favoritesEndpoints.remove.method, favoritesEndpoints.remove.path], [...routeOf(favoritesEndpoints.add)],
  [...routeOf(favoritesEndpoints.top)], [...routeOf(favoritesEndpoints.latest)],
  [...routeOf(notificationsEndpoints.list)], [...routeOf(notificationsEndpoints.unread)], [...routeOf(notificationsEndpoints.read)],
];

describe('access', () => {
  it('answers 401 without a token and 403 to a registered user on every favourites and alerts call', async () => {
    const register = (await loggedInUser(t, 'REGISTER')).token;
    for (const [method, url] of NEW_ROUTES) {
      const concrete = url.replace(':id', fx.parts['P-BMS']);
      expect((await call(t.app, method, concrete, { body: method === 'GET' || method === 'DELETE' ? undefined : {} })).status, `${method} ${url}`).toBe(401);
      expect((await call(t.app, method, concrete, { token: register, body: method === 'GET' || method === 'DELETE' ? undefined : {} })).status, `${method} ${url}`).toBe(403);
    }
  });
});

describe('part favourites', () => {
  it('adds a part once, finds it by its id and the part\'s, lists it, stars it in the BOM and removes it', async () => {
    const me = await dealer();
    const other = await dealer();
    const added = await me.post(pathOf(favoritesEndpoints.add), { objectRef: 'PartMaster', objectId: fx.parts['P-BMS'], url: `/part/${fx.parts['P-BMS']}?from=bom` });
    expect(added.body).toEqual({
      success: true,
      data: {
        id: expect.any(String), objectRef: 'PartMaster', objectId: fx.parts['P-BMS'], objectName: 'Battery management board', objectCode: 'P-BMS',
        url: `/part/${fx.parts['P-BMS']}?from=bom`, createTime: expect.any(String), top: false, spare: true, minSalesUnit: 1, s3: expect.any(String),
      },
    });
    const id = added.body.data.id;
    expect((await me.post(pathOf(favoritesEndpoints.add), { objectRef: 'PartMaster', objectId: fx.parts['P-BMS'] })).body.data.id).toBe(id);
    expect((await me.get(pathOf(favoritesEndpoints.get, { id }))).body.data.id).toBe(id);
    expect((await me.get(pathOf(favoritesEndpoints.get, { id: fx.parts['P-BMS'] }))).body.data.id).toBe(id);
    expect((await other.get(pathOf(favoritesEndpoints.get, { id: fx.parts['P-BMS'] }))).body).toEqual({ success: true, data: null });

    const list = await me.get(pathOf(favoritesEndpoints.list), { objectRef: 'PartMaster' });
    expect(list.body.data).toMatchObject({ count: 1, contents: [{ id, objectCode: 'P-BMS' }] });
    expect((await me.get(pathOf(favoritesEndpoints.list), { objectRef: 'Handbook' })).body.data.count).toBe(0);

    const star = async (who: ReturnType<typeof as>) =>
      (await who.get(pathOf(catalogueEndpoints.bom, { id: fx.partlists.battery }))).body.data.items.find((i: { materialCode: string }) => i.materialCode === 'P-BMS').childFavoriteId;
    expect(await star(me)).toBe(id);
    expect(await star(other)).toBeNull();

    expect((await me.del(pathOf(favoritesEndpoints.remove, { id }))).body).toEqual({ success: true, data: null });
    expect(await star(me)).toBeNull();
    expect((await me.get(pathOf(favoritesEndpoints.list), { objectRef: 'PartMaster' })).body.data.count).toBe(0);
  });

  it('pins a favourite on top of its tab and unpins it', async () => {
    const me = await dealer();
    const ids: string[] = [];
    for (const code of ['P-CTRL', 'P-CABLE', 'P-SCREW']) ids.push((await me.post(pathOf(favoritesEndpoints.add), { objectRef: 'PartMaster', objectId: fx.parts[code] })).body.data.id);
    const order = async () => (await me.get(pathOf(favoritesEndpoints.list), { objectRef: 'PartMaster' })).body.data.contents.map((f: { objectCode: string }) => f.objectCode);
    expect(await order()).toEqual(['P-SCREW', 'P-CABLE', 'P-CTRL']);
    expect((await me.post(pathOf(favoritesEndpoints.top), { favoritesId: ids[0] })).body.data).toMatchObject({ id: ids[0], top: true });
    expect(await order()).toEqual(['P-CTRL', 'P-SCREW', 'P-CABLE']);
    await me.post(pathOf(favoritesEndpoints.top), { favoritesId: ids[0], top: false });
    expect(await order()).toEqual(['P-SCREW', 'P-CABLE', 'P-CTRL']);
    refused(await me.post(pathOf(favoritesEndpoints.top), { favoritesId: fx.parts['P-CTRL'] }), 'FAVORITE_NOT_FOUND');
    const page2 = await me.get(pathOf(favoritesEndpoints.list), { objectRef: 'PartMaster', page: '2', pageSize: '2' });
    expect(page2.body.data).toMatchObject({ count: 3, contents: [{ objectCode: 'P-CTRL' }] });
  });

  it('refuses an unknown part and a link out of the app', async () => {
    const me = await dealer();
    refused(await me.post(pathOf(favoritesEndpoints.add), { objectRef: 'PartMaster', objectId: mx.sm }), 'FAVORITE_OBJECT_NOT_FOUND');
    for (const url of ['https://evil.example/x', '//evil.example', 'part/1']) {
      const res = await me.post(pathOf(favoritesEndpoints.add), { objectRef: 'PartMaster', objectId: fx.parts['P-BMS'], url });
      expect(res.status, url).toBe(555);
      expect(res.body.message).toContain('url');
    }
  });

  it('keeps a part favourite its owner\'s: read, pin and delete', () => expectOwnedObject(t, {
    userType: 'SERVICE_STATION',
    create: async (owner, secret) => {
      const res = await as(owner.token).post(pathOf(favoritesEndpoints.add), { objectRef: 'PartMaster', objectId: fx.parts['P-MIRROR'], url: `/part/${fx.parts['P-MIRROR']}?k=${secret}` });
      return { id: res.body.data.id, secret };
    },
    read: ({ id }) => [
      { method: 'GET', url: pathOf(favoritesEndpoints.get, { id }) }, { method: 'GET', url: pathOf(favoritesEndpoints.get, { id: fx.parts['P-MIRROR'] }) },
      { method: 'GET', url: pathOf(favoritesEndpoints.list), query: { objectRef: 'PartMaster' } }, { method: 'GET', url: pathOf(favoritesEndpoints.latest) },
    ],
    change: ({ id }) => [{ method: 'POST', url: pathOf(favoritesEndpoints.top), body: { favoritesId: id } }],
    remove: ({ id }) => [{ method: 'DELETE', url: pathOf(favoritesEndpoints.remove, { id }) }],
  }));
});

describe('handbook favourites', () => {
  it('keeps topics and manuals in the handbook tab, the same favourites the topic calls answer', async () => {
    const me = await dealer();
    const topic = (await me.post(pathOf(favoritesEndpoints.addTopic), { topicId: mx.torque })).body.data;
    const manual = (await me.post(pathOf(favoritesEndpoints.add), { objectRef: 'Manual', objectId: mx.cm })).body.data;
    expect(manual).toMatchObject({ objectRef: 'Manual', objectCode: 'CM-SWIFT', objectName: 'Swift wiring diagrams', url: `/manual/${mx.cm}`, spare: null });
    const viaNew = (await me.post(pathOf(favoritesEndpoints.add), { objectRef: 'ManualTopic', objectId: mx.torque })).body.data;
    expect(viaNew).toMatchObject({ id: topic.id, objectCode: 'torque-table', url: `/manual/${mx.sm}?topic=${mx.torque}` });
    const tab = (await me.get(pathOf(favoritesEndpoints.list), { objectRef: 'Handbook' })).body.data;
    expect(tab.contents.map((f: { objectRef: string }) => f.objectRef)).toEqual(['Manual', 'ManualTopic']);
    expect((await me.get(pathOf(favoritesEndpoints.listTopics))).body.data).toMatchObject({ count: 1, contents: [{ id: topic.id, topicId: mx.torque, rootId: mx.sm }] });
    expect((await me.get(pathOf(favoritesEndpoints.topicFavorite, { id: mx.torque }))).body.data.id).toBe(topic.id);
    expect((await me.get(pathOf(manualsEndpoints.topic), { id: mx.torque })).body.data.favoriteId).toBe(topic.id);
    // Removing through the new call is seen by the old one.
    await me.del(pathOf(favoritesEndpoints.remove, { id: topic.id }));
    expect((await me.get(pathOf(favoritesEndpoints.topicFavorite, { id: mx.torque }))).body.data).toBeNull();
    refused(await me.post(pathOf(favoritesEndpoints.add), { objectRef: 'Manual', objectId: mx.old }), 'MANUAL_NOT_FOUND');
    refused(await me.post(pathOf(favoritesEndpoints.add), { objectRef: 'ManualTopic', objectId: mx.brakes }), 'NO_NODE_SELECTED');
  });

  it('keeps a topic favourite its owner\'s through the new calls too: read, pin and delete', () => expectOwnedObject(t, {
    userType: 'DEALER',
    create: async (owner) => {
      const res = await as(owner.token).post(pathOf(favoritesEndpoints.addTopic), { topicId: mx.batteryRemoval });
      return { id: res.body.data.id };
    },
    read: ({ id }) => [
      { method: 'GET', url: pathOf(favoritesEndpoints.get, { id }) }, { method: 'GET', url: pathOf(favoritesEndpoints.list), query: { objectRef: 'Handbook' } },
      { method: 'GET', url: pathOf(favoritesEndpoints.latest) }, { method: 'GET', url: pathOf(favoritesEndpoints.listTopics) },
    ],
    change: ({ id }) => [{ method: 'POST', url: pathOf(favoritesEndpoints.top), body: { favoritesId: id } }],
    remove: ({ id }) => [{ method: 'DELETE', url: pathOf(favoritesEndpoints.remove, { id }) }],
  }));

  it('shows each tab only with its permission; the latest favourites only of the tabs the user may see', async () => {
    const c = await dealer();
    await c.post(pathOf(favoritesEndpoints.add), { objectRef: 'PartMaster', objectId: fx.parts['P-BMS'] });
    await c.post(pathOf(favoritesEndpoints.addTopic), { topicId: mx.bmsCodes });
    expect((await c.get(pathOf(favoritesEndpoints.latest))).body.data.map((f: { objectRef: string }) => f.objectRef)).toEqual(['ManualTopic', 'PartMaster']);
    const restore = await withoutPermission(t, 'DEALER', 'PER_FAVORITE_MANUAL_VIEW');
    try {
      const without = await dealer();
      await without.post(pathOf(favoritesEndpoints.add), { objectRef: 'PartMaster', objectId: fx.parts['P-BMS'] });
      await without.post(pathOf(favoritesEndpoints.addTopic), { topicId: mx.bmsCodes });
      refused(await without.get(pathOf(favoritesEndpoints.list), { objectRef: 'Handbook' }), 'NO_PERMISSION');
      expect((await without.get(pathOf(favoritesEndpoints.latest))).body.data.map((f: { objectRef: string }) => f.objectRef)).toEqual(['PartMaster']);
    } finally {
      await restore();
    }
  });
});

describe('alerts', () => {
  const unread = (who: ReturnType<typeof as>) => who.get(pathOf(notificationsEndpoints.unread)).then((r) => r.body.data.count);
  const alerts = async (who: ReturnType<typeof as>) => (await who.get(pathOf(notificationsEndpoints.list))).body.data.contents as { id: string; kind: string; objectCode: string; before: string | null; after: string | null; url: string; read: boolean }[];

  it('tells the owner of a favourite part about a new price, a stock change and a successor, once each', async () => {
    const me = await dealer();
    const bystander = await dealer();
    await me.post(pathOf(favoritesEndpoints.add), { objectRef: 'PartMaster', objectId: fx.parts['P-BRK-LEVER'], url: '/part/lever' });
    expect(await unread(me)).toBe(0);
    await t.db.update(parts).set({ price: '88.50' }).where(eq(parts.code, 'P-BRK-LEVER'));
    await t.db.update(parts).set({ inStock: false }).where(eq(parts.code, 'P-BRK-LEVER'));
    // Unchanged values and other columns are no news.
    await t.db.update(parts).set({ price: '88.50', fasteningTorque: '5 N·m' }).where(eq(parts.code, 'P-BRK-LEVER'));
    await t.db.insert(substitutions).values({ beforePartId: fx.parts['P-BRK-LEVER'], afterPartId: fx.parts['P-BRK-DISC'], replaceWay: 'ONE_WAY', effectiveTime: '2026-01-01' });
    await expect.poll(() => unread(me), { timeout: 5000 }).toBe(3);
    const list = await alerts(me);
    expect(list.map((a) => [a.kind, a.objectCode, a.after, a.url, a.read])).toEqual([
      ['SUCCESSOR', 'P-BRK-LEVER', 'P-BRK-DISC', '/part/lever', false],
      ['STOCK', 'P-BRK-LEVER', 'false', '/part/lever', false],
      ['PRICE', 'P-BRK-LEVER', '88.50', '/part/lever', false],
    ]);
    expect(await unread(bystander)).toBe(0);
    expect(await alerts(bystander)).toEqual([]);

    // Opening the list marks what it showed read; someone else's ids change nothing.
    expect((await bystander.post(pathOf(notificationsEndpoints.read), { ids: list.map((a) => a.id) })).body.data.count).toBe(0);
    expect(await unread(me)).toBe(3);
    expect((await me.post(pathOf(notificationsEndpoints.read), { ids: list.map((a) => a.id) })).body.data.count).toBe(0);
    expect((await alerts(me)).every((a) => a.read)).toBe(true);
  });

  it('tells the owners of favourite topics and manuals about a new effective revision and moves the favourites onto it', async () => {
    const me = await dealer();
    const topic = (await me.post(pathOf(favoritesEndpoints.addTopic), { topicId: mx.torque })).body.data;
    const manual = (await me.post(pathOf(favoritesEndpoints.add), { objectRef: 'Manual', objectId: mx.sm })).body.data;
    const admin = as((await loggedInUser(t, 'SYSTEM_ADMIN')).token);
    expect((await admin.post(pathOf(manualsEndpoints.decideReview), { rootId: mx.smNext, action: 'VALID' })).body.success).toBe(true);
    await expect.poll(() => unread(me), { timeout: 5000 }).toBe(2);
    const list = await alerts(me);
    const [newTorque] = await t.db.select({ id: favorites.nodeId }).from(favorites).where(eq(favorites.id, topic.id));
    expect(newTorque.id).not.toBe(mx.torque);
    expect(list.map((a) => [a.kind, a.objectCode, a.before, a.after]).sort()).toEqual([
      ['REVISION', 'SM-SWIFT', '2024.1', '2025.1'], ['REVISION', 'torque-table', '2024.1', '2025.1'],
    ]);
    expect(list.find((a) => a.objectCode === 'torque-table')!.url).toBe(`/manual/${mx.smNext}?topic=${newTorque.id}`);
    // The favourites follow: same ids, now on the effective revision.
    expect((await me.get(pathOf(favoritesEndpoints.get, { id: topic.id }))).body.data).toMatchObject({ objectId: newTorque.id, url: `/manual/${mx.smNext}?topic=${newTorque.id}` });
    expect((await me.get(pathOf(favoritesEndpoints.get, { id: manual.id }))).body.data).toMatchObject({ objectId: mx.smNext, url: `/manual/${mx.smNext}` });
    expect((await me.get(pathOf(favoritesEndpoints.list), { objectRef: 'Handbook' })).body.data.count).toBe(2);
  });

  it('keeps an alert its owner\'s: another user can neither read it nor mark it read', () => expectOwnedObject(t, {
    userType: 'DEALER',
    create: async (owner) => {
      await as(owner.token).post(pathOf(favoritesEndpoints.add), { objectRef: 'PartMaster', objectId: fx.parts['P-BRK-DISC'] });
      await t.db.update(parts).set({ price: String(100 + Math.floor(Math.random() * 800)) }).where(eq(parts.code, 'P-BRK-DISC'));
      const [row] = await t.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, owner.id));
      return { id: row.id };
    },
    read: () => [{ method: 'GET', url: pathOf(notificationsEndpoints.list) }],
    change: ({ id }) => [{ method: 'POST', url: pathOf(notificationsEndpoints.read), body: { ids: [id] } }],
    remove: () => [],
  }));

  it('writes each alert once with two server processes listening, and both processes\' badges follow', async () => {
    const other = await buildApp({ config: t.app.ctx.config, database: t.database });
    await other.ready();
    try {
      const user = await loggedInUser(t, 'DEALER');
      const badge = async (app: typeof t.app) => (await call(app, ...routeOf(notificationsEndpoints.unread), { token: user.token })).body.data.count;
      await as(user.token).post(pathOf(favoritesEndpoints.add), { objectRef: 'PartMaster', objectId: fx.parts['P-CABLE'] });
      expect([await badge(t.app), await badge(other)]).toEqual([0, 0]);
      expect([await badge(t.app), await badge(other)]).toEqual([0, 0]); // now cached on both
      await t.db.update(parts).set({ price: '12.34' }).where(eq(parts.code, 'P-CABLE'));
      await expect.poll(() => badge(t.app), { timeout: 5000 }).toBe(1);
      await expect.poll(() => badge(other), { timeout: 5000 }).toBe(1);
      const rows = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
      expect(rows.length).toBe(1);
      // Read on one process: the other's badge hears it too.
      await call(other, ...routeOf(notificationsEndpoints.read), { token: user.token, body: { ids: [rows[0].id] } });
      await expect.poll(() => badge(t.app), { timeout: 5000 }).toBe(0);
    } finally {
      await other.close();
    }
  });
});
