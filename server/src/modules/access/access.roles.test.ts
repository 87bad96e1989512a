import { describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ERRORS, ROLE_SUBJECTS, type PermissionCode, accessEndpoints, authEndpoints, bulletinsEndpoints, routeOf } from '@portal/contract';
import { buildApp } from '../../app.js';
import { AUTH_CACHE_TTL_MS } from '../../platform/session.js';
import { call, fileTestApp, loggedInUser, loggedInUsers, type TestApp } from '../../test/helpers.js';
import { resources, roles, ruleRoles, userRoles } from './access.tables.js';

/*
 * The role screen's calls beyond naming and linking (access.test.ts): deleting roles, giving and
 * taking them from users, the rules of which user types hold which roles by default, and every
 * instance seeing a change on its next request.
 */

const t = fileTestApp();

async function permissionsOf(app: TestApp['app'], token: string) {
  return Object.keys((await call(app, ...routeOf(authEndpoints.current), { token })).body.data.permissions);
}
async function resourceIds(...codes: PermissionCode[]) {
  return (await t.db.select({ id: resources.id }).from(resources).where(inArray(resources.code, codes))).map((r) => r.id);
}
/** A role made through the API with these codes linked. */
async function roleWith(token: string, code: string, ...codes: PermissionCode[]) {
  const role = (await call(t.app, ...routeOf(accessEndpoints.createRole), { token, body: { code, name: code } })).body.data;
  if (codes.length) {
    const linked = await call(t.app, ...routeOf(accessEndpoints.addLinks), { token, body: { roleId: role.id, resourceIds: await resourceIds(...codes) } });
    expect(linked.body.success, JSON.stringify(linked.body)).toBe(true);
  }
  return role as { id: string; code: string };
}
const give = (token: string, roleId: string, userIds: string[]) => call(t.app, ...routeOf(accessEndpoints.addMembers), { token, body: { roleId, userIds } });
const take = (token: string, roleId: string, userIds: string[]) => call(t.app, ...routeOf(accessEndpoints.removeMembers), { token, body: { roleId, userIds } });
const holders = async (roleId: string) => (await t.db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, roleId))).map((r) => r.userId).sort();

describe('role members', () => {
  it('gives a role to users and takes it away; their next request carries it or not', async () => {
    const { admin, dealer, colleague } = await loggedInUsers(t, { admin: 'DOMAIN_ADMIN', dealer: 'DEALER', colleague: 'DEALER' });
    const role = await roleWith(admin.token, 'NOTICE_PUBLISHERS', 'PER_BULLETIN_PUBLISH');
    const given = await give(admin.token, role.id, [dealer.id, colleague.id]);
    expect(given.body.data).toEqual({ changed: 2 });
    expect(await permissionsOf(t.app, dealer.token)).toContain('PER_BULLETIN_PUBLISH');
    // given again: kept, nothing changes
    expect((await give(admin.token, role.id, [dealer.id])).body.data).toEqual({ changed: 0 });

    const members = await call(t.app, ...routeOf(accessEndpoints.memberPage), { token: admin.token, body: { roleId: role.id, member: true } });
    expect(members.body.data.count).toBe(2);
    expect(members.body.data.contents.map((m: { id: string; editable: boolean }) => [m.id, m.editable]).sort()).toEqual([[dealer.id, true], [colleague.id, true]].sort());
    const others = await call(t.app, ...routeOf(accessEndpoints.memberPage), { token: admin.token, body: { roleId: role.id, member: false, key: dealer.username } });
    expect(others.body.data.contents).toEqual([]);

    expect((await take(admin.token, role.id, [dealer.id])).body.data).toEqual({ changed: 1 });
    expect(await permissionsOf(t.app, dealer.token)).not.toContain('PER_BULLETIN_PUBLISH');
    expect(await permissionsOf(t.app, colleague.token)).toContain('PER_BULLETIN_PUBLISH');
  });

  it('refuses a role holding a code the caller lacks, or a user of a type above the caller\'s, changing no one', async () => {
    const { sysadmin, admin, dealer, peer, boss } = await loggedInUsers(t, { sysadmin: 'SYSTEM_ADMIN', admin: 'DOMAIN_ADMIN', dealer: 'DEALER', peer: 'DOMAIN_ADMIN', boss: 'SYSTEM_ADMIN' });
    const licence = await roleWith(sysadmin.token, 'LICENCE_READERS', 'PER_SYSTEM_INFO_VIEW');
    const refused = await give(admin.token, licence.id, [dealer.id]);
    expect(refused.body.code).toBe(ERRORS.ROLE_HOLDS_MORE.code);
    expect(await holders(licence.id)).toEqual([]);

    const manuals = await roleWith(admin.token, 'MANUAL_READERS', 'PER_MANUAL_VIEW');
    // one user out of reach refuses the whole call
    const above = await give(admin.token, manuals.id, [dealer.id, peer.id, boss.id]);
    expect(above.body.code).toBe(ERRORS.USER_OF_HIGHER_TYPE.code);
    expect(await holders(manuals.id)).toEqual([]);
    expect((await give(sysadmin.token, manuals.id, [boss.id])).body.data).toEqual({ changed: 1 });
    expect((await take(admin.token, manuals.id, [boss.id])).body.code).toBe(ERRORS.USER_OF_HIGHER_TYPE.code);
    const shown = await call(t.app, ...routeOf(accessEndpoints.memberPage), { token: admin.token, body: { roleId: manuals.id } });
    expect(shown.body.data.contents).toMatchObject([{ id: boss.id, editable: false }]);
  });

  it('gives no one a built-in role: it comes with the type, whose users it lists', async () => {
    const { admin, dealer } = await loggedInUsers(t, { admin: 'SYSTEM_ADMIN', dealer: 'DEALER' });
    const [dealers] = await t.db.select().from(roles).where(eq(roles.subject, 'DEALER'));
    expect((await give(admin.token, dealers.id, [dealer.id])).status).toBe(404);
    const page = await call(t.app, ...routeOf(accessEndpoints.memberPage), { token: admin.token, body: { roleId: dealers.id, key: dealer.username } });
    expect(page.body.data.contents).toMatchObject([{ id: dealer.id, userType: 'DEALER', editable: false }]);
    const pick = await call(t.app, ...routeOf(accessEndpoints.memberPage), { token: admin.token, body: { roleId: dealers.id, member: false } });
    expect(pick.body.data).toEqual({ contents: [], count: 0 });
  });
});

describe('deleting a role', () => {
  it('takes the role from its holders and its rules in the same transaction', async () => {
    const { admin, dealer } = await loggedInUsers(t, { admin: 'DOMAIN_ADMIN', dealer: 'DEALER' });
    const role = await roleWith(admin.token, 'SHORT_LIVED', 'PER_BULLETIN_TOP');
    await give(admin.token, role.id, [dealer.id]);
    await call(t.app, ...routeOf(accessEndpoints.ruleUpdate), { token: admin.token, body: { userType: 'CLIENT', roleIds: [role.id] } });
    expect(await permissionsOf(t.app, dealer.token)).toContain('PER_BULLETIN_TOP');

    const deleted = await call(t.app, ...routeOf(accessEndpoints.deleteRole, { id: role.id }), { token: admin.token });
    expect(deleted.body.data).toEqual({ members: 1 });
    expect(await t.db.select().from(roles).where(eq(roles.id, role.id))).toEqual([]);
    expect(await t.db.select().from(ruleRoles).where(eq(ruleRoles.roleId, role.id))).toEqual([]);
    expect(await permissionsOf(t.app, dealer.token)).not.toContain('PER_BULLETIN_TOP');
    expect((await call(t.app, ...routeOf(accessEndpoints.deleteRole, { id: role.id }), { token: admin.token })).status).toBe(404);
  });

  it('keeps built-in roles, roles holding more than the caller, and roles held above the caller', async () => {
    const { sysadmin, admin, boss } = await loggedInUsers(t, { sysadmin: 'SYSTEM_ADMIN', admin: 'DOMAIN_ADMIN', boss: 'SYSTEM_ADMIN' });
    const [dealers] = await t.db.select().from(roles).where(eq(roles.subject, 'DEALER'));
    expect((await call(t.app, ...routeOf(accessEndpoints.deleteRole, { id: dealers.id }), { token: sysadmin.token })).body.code).toBe(ERRORS.BUILTIN_ROLE_KEPT.code);

    const licence = await roleWith(sysadmin.token, 'LICENCE_WATCH', 'PER_SYSTEM_INFO_VIEW');
    expect((await call(t.app, ...routeOf(accessEndpoints.deleteRole, { id: licence.id }), { token: admin.token })).body.code).toBe(ERRORS.ROLE_HOLDS_MORE.code);

    const held = await roleWith(admin.token, 'HELD_ABOVE', 'PER_MANUAL_VIEW');
    await give(sysadmin.token, held.id, [boss.id]);
    expect((await call(t.app, ...routeOf(accessEndpoints.deleteRole, { id: held.id }), { token: admin.token })).body.code).toBe(ERRORS.USER_OF_HIGHER_TYPE.code);
    expect(await holders(held.id)).toEqual([boss.id]);
  });
});

describe('rules', () => {
  it('shows every user type with its built-in role and the roles its rule gives', async () => {
    const admin = await loggedInUser(t, 'DOMAIN_ADMIN');
    const shown = await call(t.app, ...routeOf(accessEndpoints.ruleShow), { token: admin.token, body: {} });
    expect(shown.body.data.map((r: { userType: string }) => r.userType)).toEqual([...ROLE_SUBJECTS]);
    const dealer = shown.body.data.find((r: { userType: string }) => r.userType === 'DEALER');
    expect(dealer).toMatchObject({ builtinRole: { code: 'DEFAULT_DEALER' }, editable: true });
    expect(shown.body.data.find((r: { userType: string }) => r.userType === 'SYSTEM_ADMIN').editable).toBe(false);
    const one = await call(t.app, ...routeOf(accessEndpoints.ruleUserType), { token: admin.token, body: { userType: 'DEALER' } });
    expect(one.body.data).toEqual(dealer);
    expect((await call(t.app, ...routeOf(accessEndpoints.ruleUserType), { token: admin.token, body: { userType: 'NOBODY' } })).status).toBe(404);
  });

  it('gives every user of a type the rule\'s roles on their next request, and takes them back', async () => {
    const { admin, station, other } = await loggedInUsers(t, { admin: 'DOMAIN_ADMIN', station: 'SERVICE_STATION', other: 'DEALER' });
    const role = await roleWith(admin.token, 'STATION_NOTICES', 'PER_BULLETIN_PUBLISH');
    const publish = () => call(t.app, ...routeOf(bulletinsEndpoints.groups), { token: station.token });
    expect((await publish()).status).toBe(403);

    const updated = await call(t.app, ...routeOf(accessEndpoints.ruleUpdate), { token: admin.token, body: { userType: 'SERVICE_STATION', roleIds: [role.id] } });
    expect(updated.body.data).toMatchObject({ userType: 'SERVICE_STATION', roles: [{ id: role.id, code: 'STATION_NOTICES' }] });
    expect((await publish()).status).not.toBe(403);
    expect(await permissionsOf(t.app, other.token)).not.toContain('PER_BULLETIN_PUBLISH');
    const listed = await call(t.app, ...routeOf(accessEndpoints.rolePage), { token: admin.token, body: { key: 'STATION_NOTICES' } });
    expect(listed.body.data.contents[0].ruleTypes).toEqual(['SERVICE_STATION']);

    await call(t.app, ...routeOf(accessEndpoints.ruleUpdate), { token: admin.token, body: { userType: 'SERVICE_STATION', roleIds: [] } });
    expect((await publish()).status).toBe(403);
  });

  it('refuses all or nothing: a type above the caller, a built-in role, a role holding more than the caller', async () => {
    const { sysadmin, admin } = await loggedInUsers(t, { sysadmin: 'SYSTEM_ADMIN', admin: 'DOMAIN_ADMIN' });
    const fine = await roleWith(admin.token, 'RULE_FINE', 'PER_MANUAL_VIEW');
    const licence = await roleWith(sysadmin.token, 'RULE_LICENCE', 'PER_SYSTEM_INFO_VIEW');
    const [stations] = await t.db.select().from(roles).where(eq(roles.subject, 'SERVICE_STATION'));
    const update = (token: string, userType: string, roleIds: string[]) => call(t.app, ...routeOf(accessEndpoints.ruleUpdate), { token, body: { userType, roleIds } });

    expect((await update(admin.token, 'SYSTEM_ADMIN', [fine.id])).body.code).toBe(ERRORS.USER_OF_HIGHER_TYPE.code);
    expect((await update(admin.token, 'DEALER', [fine.id, stations.id])).status).toBe(404);
    const more = await update(admin.token, 'DEALER', [fine.id, licence.id]);
    expect(more.body.code).toBe(ERRORS.ROLE_HOLDS_MORE.code);
    expect(await t.db.select().from(ruleRoles).where(eq(ruleRoles.userType, 'DEALER'))).toEqual([]);
    // a role given by a system administrator stays out of a domain administrator's reach
    expect((await update(sysadmin.token, 'CLIENT', [licence.id])).body.success).toBe(true);
    expect((await update(admin.token, 'CLIENT', [])).body.code).toBe(ERRORS.ROLE_HOLDS_MORE.code);
    expect((await update(sysadmin.token, 'CLIENT', [])).body.success).toBe(true);
  });
});

describe('a role change on one instance', () => {
  it('takes effect on the very next request of another instance on the same database, before the token cache expires', async () => {
    // A second server process on the same database, with its own token cache.
    const other = await buildApp({ config: t.app.ctx.config, database: t.database });
    try {
      const { admin, dealer } = await loggedInUsers(t, { admin: 'DOMAIN_ADMIN', dealer: 'DEALER' });
      const role = await roleWith(admin.token, 'ACROSS_INSTANCES', 'PER_BULLETIN_PUBLISH');
      // a read: it leaves the other instance's token cache as it is
      const publishOnOther = () => call(other, ...routeOf(bulletinsEndpoints.groups), { token: dealer.token });
      // checked (and cached) by the other instance
      expect((await publishOnOther()).status).toBe(403);

      const cachedSince = Date.now();
      // The notification reaches the other instance a moment after the commit (its own
      // connection): the request after it is answered on the new grants.
      const heard = async (change: () => Promise<unknown>) => {
        const before = other.tokenCache.clears;
        await change();
        await vi.waitFor(() => expect(other.tokenCache.clears).toBeGreaterThan(before), { timeout: 1000, interval: 1 });
      };
      await heard(() => give(admin.token, role.id, [dealer.id]));
      const opened = await publishOnOther();
      expect(opened.status, 'the other instance still answered from its cache').not.toBe(403);
      await heard(() => take(admin.token, role.id, [dealer.id]));
      expect((await publishOnOther()).status).toBe(403);
      // Within the cache's lifetime: the notification, not the expiry, made the difference.
      expect(Date.now() - cachedSince).toBeLessThan(AUTH_CACHE_TTL_MS);
    } finally {
      await other.close();
    }
  });
});
