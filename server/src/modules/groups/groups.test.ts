import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, groupsEndpoints, routeOf } from '@portal/contract';
import { buildUser, call, createTestApp, loggedInUser, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let admin: string;
let downloadAdmin: string;
let dealer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loggedInUser(t, 'DOMAIN_ADMIN')).token;
  downloadAdmin = (await loggedInUser(t, 'DOWNLOAD_ADMIN')).token;
  dealer = (await loggedInUser(t, 'DEALER')).token;
});
afterAll(() => t?.close());

const create = (body: unknown, token = admin) => call(t.app, ...routeOf(groupsEndpoints.create), { token, body });

describe('group management', () => {
  it('creates a group, lists it by keyword with its member count, updates and deletes it', async () => {
    const made = await create({ code: 'EAST_Dealers_1', name: 'East dealers', remark: 'Region east' });
    expect(made.body.success).toBe(true);
    const id = made.body.data.id as string;

    const listed = await call(t.app, ...routeOf(groupsEndpoints.page), { token: admin, body: { keyword: 'east_dea', page: 1, pageSize: 10 } });
    expect(listed.body.data).toMatchObject({ count: 1, contents: [{ id, code: 'EAST_Dealers_1', name: 'East dealers', remark: 'Region east', memberCount: 0 }] });

    const upd = await call(t.app, ...routeOf(groupsEndpoints.update, { id }), { token: admin, body: { code: 'EAST_1', name: 'East', remark: '' } });
    expect(upd.body.success).toBe(true);
    const again = await call(t.app, ...routeOf(groupsEndpoints.page), { token: admin, body: { keyword: 'EAST_1' } });
    expect(again.body.data.contents[0]).toMatchObject({ code: 'EAST_1', name: 'East', remark: '' });

    expect((await call(t.app, ...routeOf(groupsEndpoints.remove, { id }), { token: admin })).body.success).toBe(true);
    const gone = await call(t.app, ...routeOf(groupsEndpoints.remove, { id }), { token: admin });
    expect(gone.body.code).toBe(ERRORS.GROUP_NOT_FOUND.code);
  });

  it('refuses a code with other characters than letters, digits and underscore, and an empty name', async () => {
    for (const code of ['east-1', 'east 1', '东区', '']) {
      const res = await create({ code, name: 'x' });
      expect(res.body.success, code).toBe(false);
      expect(res.body.code, code).toBe(ERRORS.PARAMETER_FORMAT.code);
    }
    expect((await create({ code: 'OK_1', name: '  ' })).body.success).toBe(false);
  });

  it('refuses a duplicate code on create and on update, in the caller\'s language', async () => {
    expect((await create({ code: 'DUP_A', name: 'a' })).body.success).toBe(true);
    const b = await create({ code: 'DUP_B', name: 'b' });
    const dup = await call(t.app, ...routeOf(groupsEndpoints.create), { token: admin, body: { code: 'DUP_A', name: 'again' }, lang: 'de' });
    expect(dup.body).toMatchObject({ success: false, code: ERRORS.GROUP_CODE_EXISTS.code });
    expect(dup.body.message).toContain('DUP_A');
    expect(dup.body.message).toContain('existiert');
    const upd = await call(t.app, ...routeOf(groupsEndpoints.update, { id: b.body.data.id }), { token: admin, body: { code: 'DUP_A', name: 'b' } });
    expect(upd.body.code).toBe(ERRORS.GROUP_CODE_EXISTS.code);
  });

  it('adds, pages, searches and removes members; adding twice keeps one membership', async () => {
    const id = (await create({ code: 'MEMBERS_1', name: 'Members' })).body.data.id as string;
    const alice = await buildUser(t.db, { username: `alice-${id.slice(0, 6)}`, company: 'Alpha Motors' });
    const bob = await buildUser(t.db, { username: `bob-${id.slice(0, 6)}`, company: 'Beta Cars' });

    const cand = await call(t.app, ...routeOf(groupsEndpoints.candidates, { id, key: encodeURIComponent('alpha') }), { token: downloadAdmin });
    expect(cand.body.data.map((u: { id: string }) => u.id)).toContain(alice.id);

    const add = await call(t.app, ...routeOf(groupsEndpoints.addMembers, { id }), { token: downloadAdmin, body: { userIds: [alice.id, bob.id] } });
    expect(add.body.data).toEqual({ changed: 2 });
    expect((await call(t.app, ...routeOf(groupsEndpoints.addMembers, { id }), { token: admin, body: { userIds: [alice.id] } })).body.data).toEqual({ changed: 0 });

    const all = await call(t.app, ...routeOf(groupsEndpoints.members, { id }), { token: downloadAdmin, query: { page: '1', pageSize: '1' } });
    expect(all.body.data.count).toBe(2);
    expect(all.body.data.contents).toHaveLength(1);
    expect(all.body.data.contents[0].username).toBe(alice.username);

    const found = await call(t.app, ...routeOf(groupsEndpoints.searchMembers, { id, searchKey: 'beta' }), { token: admin });
    expect(found.body.data).toMatchObject({ count: 1, contents: [{ id: bob.id, company: 'Beta Cars' }] });

    const candAfter = await call(t.app, ...routeOf(groupsEndpoints.candidates, { id, key: 'alpha' }), { token: admin });
    expect(candAfter.body.data.map((u: { id: string }) => u.id)).not.toContain(alice.id);

    const rm = await call(t.app, ...routeOf(groupsEndpoints.removeMembers, { id }), { token: admin, body: { userIds: [alice.id] } });
    expect(rm.body.data).toEqual({ changed: 1 });
    const left = await call(t.app, ...routeOf(groupsEndpoints.members, { id }), { token: admin });
    expect(left.body.data.contents.map((u: { id: string }) => u.id)).toEqual([bob.id]);
  });

  it('refuses adding an unknown user and listing members of an unknown group', async () => {
    const id = (await create({ code: 'MEMBERS_2', name: 'Members 2' })).body.data.id as string;
    const res = await call(t.app, ...routeOf(groupsEndpoints.addMembers, { id }), { token: admin, body: { userIds: [crypto.randomUUID()] } });
    expect(res.body.code).toBe(ERRORS.GROUP_USER_NOT_FOUND.code);
    const none = await call(t.app, ...routeOf(groupsEndpoints.members, { id: crypto.randomUUID() }), { token: admin });
    expect(none.body.code).toBe(ERRORS.GROUP_NOT_FOUND.code);
  });

  it('shows a user\'s permission groups and sets them to exactly the chosen ones', async () => {
    const g1 = (await create({ code: 'PERM_1', name: 'p1' })).body.data.id as string;
    const g2 = (await create({ code: 'PERM_2', name: 'p2' })).body.data.id as string;
    const user = await buildUser(t.db);
    await call(t.app, ...routeOf(groupsEndpoints.addMembers, { id: g1 }), { token: admin, body: { userIds: [user.id] } });

    const memberOf = async () => {
      const res = await call(t.app, ...routeOf(groupsEndpoints.permissionGroups), { token: admin, query: { userId: user.id } });
      return res.body.data.filter((g: { member: boolean }) => g.member).map((g: { id: string }) => g.id);
    };
    expect(await memberOf()).toEqual([g1]);
    expect((await call(t.app, ...routeOf(groupsEndpoints.updatePermissionGroups), { token: admin, body: { userId: user.id, groupIds: [g2] } })).body.success).toBe(true);
    expect(await memberOf()).toEqual([g2]);
    const bad = await call(t.app, ...routeOf(groupsEndpoints.updatePermissionGroups), { token: admin, body: { userId: user.id, groupIds: [g1, crypto.randomUUID()] } });
    expect(bad.body.code).toBe(ERRORS.GROUP_NOT_FOUND.code);
    expect(await memberOf()).toEqual([g2]);
    expect((await call(t.app, ...routeOf(groupsEndpoints.updatePermissionGroups), { token: admin, body: { userId: user.id, groupIds: [] } })).body.success).toBe(true);
    expect(await memberOf()).toEqual([]);
  });

  it('answers 401 without a token and 403 without the permission', async () => {
    const id = crypto.randomUUID();
    expect((await call(t.app, ...routeOf(groupsEndpoints.page), { body: {} })).status).toBe(401);
    expect((await call(t.app, ...routeOf(groupsEndpoints.members, { id }))).status).toBe(401);
    // A dealer has no group permission at all.
    expect((await call(t.app, ...routeOf(groupsEndpoints.page), { token: dealer, body: {} })).status).toBe(403);
    expect((await call(t.app, ...routeOf(groupsEndpoints.members, { id }), { token: dealer })).status).toBe(403);
    // The download administrator keeps members but may not create, change, delete groups or set a user's groups.
    expect((await create({ code: 'NOPE', name: 'n' }, downloadAdmin)).status).toBe(403);
    expect((await call(t.app, ...routeOf(groupsEndpoints.update, { id }), { token: downloadAdmin, body: { code: 'NOPE', name: 'n' } })).status).toBe(403);
    expect((await call(t.app, ...routeOf(groupsEndpoints.remove, { id }), { token: downloadAdmin })).status).toBe(403);
    expect((await call(t.app, ...routeOf(groupsEndpoints.permissionGroups), { token: downloadAdmin, query: { userId: id } })).status).toBe(403);
    expect((await call(t.app, ...routeOf(groupsEndpoints.updatePermissionGroups), { token: downloadAdmin, body: { userId: id, groupIds: [] } })).status).toBe(403);
  });
});
