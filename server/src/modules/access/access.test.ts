import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_PERMISSIONS, ERRORS, PERMISSION_CODES, USER_TYPES, type PermissionCode, type RoleSubject, accessEndpoints, authEndpoints, ordersEndpoints, routeOf, usersEndpoints } from '@portal/contract';
import { call, createTestApp, loggedInUser, type TestApp } from '../../test/helpers.js';
import { ensureAccessCatalogue } from './access.service.js';
import { sha256 } from '../../platform/security.js';
import { resources, roleResources, roles, userRoles } from './access.tables.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

async function permissionsOf(token: string) {
  return Object.keys((await call(t.app, ...routeOf(authEndpoints.current), { token })).body.data.permissions).sort();
}

describe('access', () => {
  it('gives every user type the permissions of the default matrix', async () => {
    for (const type of USER_TYPES) {
      const user = await loggedInUser(t, type);
      expect(await permissionsOf(user.token), type).toEqual([...new Set(DEFAULT_PERMISSIONS[type])].sort());
    }
  });

  it('keeps system info for system administrators only', () => {
    const holders = Object.entries(DEFAULT_PERMISSIONS).filter(([, codes]) => codes.includes('PER_SYSTEM_INFO_VIEW')).map(([type]) => type);
    expect(holders).toEqual(['SYSTEM_ADMIN']);
  });

  it('has a resource for every permission code', async () => {
    const rows = await t.db.select({ code: resources.code }).from(resources);
    expect(rows.map((r) => r.code).sort()).toEqual([...PERMISSION_CODES].sort());
  });

  it('grants and withdraws a permission for a whole user type through its role', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const dealer = await loggedInUser(t, 'DEALER');
    const [role] = await t.db.select().from(roles).where(eq(roles.subject, 'DEALER'));
    const [resource] = await t.db.select().from(resources).where(eq(resources.code, 'PER_USER_MANAGEMENT_VIEW'));

    const unlinked = await call(t.app, ...routeOf(accessEndpoints.resourcePage), { token: admin.token, body: { roleId: role.id, linked: false, key: 'USER_MANAGEMENT', pageSize: 50 } });
    expect(unlinked.body.data.contents.map((r: { code: string }) => r.code)).toContain('PER_USER_MANAGEMENT_VIEW');

    const added = await call(t.app, ...routeOf(accessEndpoints.addLinks), { token: admin.token, body: { roleId: role.id, resourceIds: [resource.id] } });
    expect(added.body.data.resourceCount).toBe(new Set(DEFAULT_PERMISSIONS.DEALER).size + 1);
    expect(await permissionsOf(dealer.token)).toContain('PER_USER_MANAGEMENT_VIEW');
    expect((await call(t.app, ...routeOf(usersEndpoints.adminPage), { token: dealer.token })).status).toBe(200);

    await call(t.app, ...routeOf(accessEndpoints.deleteLinks), { token: admin.token, body: { roleId: role.id, resourceIds: [resource.id] } });
    expect(await permissionsOf(dealer.token)).not.toContain('PER_USER_MANAGEMENT_VIEW');
    expect((await call(t.app, ...routeOf(usersEndpoints.adminPage), { token: dealer.token })).status).toBe(403);
  });

  it('keeps the token cache across cart writes, yet a role change by an administrator takes effect at once', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const dealer = await loggedInUser(t, 'DEALER');
    const [role] = await t.db.select().from(roles).where(eq(roles.subject, 'DEALER'));
    const [cartAdd] = await t.db.select().from(resources).where(eq(resources.code, 'PER_SHOPPING_CART_ADD'));
    const addToCart = () => call(t.app, ...routeOf(ordersEndpoints.addToCart), { token: dealer.token, body: { partCode: 'NO-SUCH-PART' } });
    const cached = () => t.app.tokenCache.get(sha256(dealer.token));
    try {
      expect((await addToCart()).body.code).not.toBe(ERRORS.NO_PERMISSION.code);
      // A cart write changes no access: the dealer's checked token stays in the cache.
      const kept = cached();
      expect(kept?.permissions.has('PER_SHOPPING_CART_ADD')).toBe(true);
      expect((await addToCart()).body.code).not.toBe(ERRORS.NO_PERMISSION.code);
      expect(cached()).toBe(kept);

      // A role change through the API empties the cache: the very next request sees it.
      const removed = await call(t.app, ...routeOf(accessEndpoints.deleteLinks), { token: admin.token, body: { roleId: role.id, resourceIds: [cartAdd.id] } });
      expect(removed.body.success).toBe(true);
      expect(cached()).toBeNull();
      const refused = await addToCart();
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe(ERRORS.NO_PERMISSION.code);
    } finally {
      await t.db.insert(roleResources).values({ roleId: role.id, resourceId: cartAdd.id }).onConflictDoNothing();
      t.app.tokenCache.clear();
    }
  });

  it('adds the permissions of a role given to one user on top of their type', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const dealer = await loggedInUser(t, 'DEALER');
    const colleague = await loggedInUser(t, 'DEALER');
    const role = (await call(t.app, ...routeOf(accessEndpoints.createRole), { token: admin.token, body: { code: 'BULLETIN_EDITOR', name: 'Bulletin editor' } })).body.data;
    const [publish] = await t.db.select().from(resources).where(eq(resources.code, 'PER_BULLETIN_PUBLISH'));
    await call(t.app, ...routeOf(accessEndpoints.addLinks), { token: admin.token, body: { roleId: role.id, resourceIds: [publish.id] } });
    await t.db.insert(userRoles).values({ userId: dealer.id, roleId: role.id });
    expect(await permissionsOf(dealer.token)).toContain('PER_BULLETIN_PUBLISH');
    expect(await permissionsOf(colleague.token)).not.toContain('PER_BULLETIN_PUBLISH');
  });

  it('keeps an administrator\'s edits to a built-in role across restarts', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const [role] = await t.db.select().from(roles).where(eq(roles.subject, 'CLIENT'));
    const [resource] = await t.db.select().from(resources).where(eq(resources.code, 'PER_BULLETIN_VIEW'));
    await call(t.app, ...routeOf(accessEndpoints.deleteLinks), { token: admin.token, body: { roleId: role.id, resourceIds: [resource.id] } });
    await ensureAccessCatalogue(t.db);
    const client = await loggedInUser(t, 'CLIENT');
    expect(await permissionsOf(client.token)).not.toContain('PER_BULLETIN_VIEW');
  });

  it('creates and renames roles, lists them, and keeps a built-in role\'s code', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const created = await call(t.app, ...routeOf(accessEndpoints.createRole), { token: admin.token, body: { code: 'WARRANTY_DESK', name: 'Warranty desk', remark: 'Claims' } });
    expect(created.body.data).toMatchObject({ code: 'WARRANTY_DESK', builtin: false, resourceCount: 0 });
    const dup = await call(t.app, ...routeOf(accessEndpoints.createRole), { token: admin.token, body: { code: 'WARRANTY_DESK', name: 'Again' } });
    expect(dup.body.success).toBe(false);
    const renamed = await call(t.app, ...routeOf(accessEndpoints.updateRole, { id: created.body.data.id }), { token: admin.token, body: { code: 'WARRANTY', name: 'Warranty' } });
    expect(renamed.body.data).toMatchObject({ code: 'WARRANTY', name: 'Warranty' });

    const [builtin] = await t.db.select().from(roles).where(eq(roles.subject, 'DEALER'));
    const kept = await call(t.app, ...routeOf(accessEndpoints.updateRole, { id: builtin.id }), { token: admin.token, body: { code: 'HIJACK', name: 'Dealers' } });
    expect(kept.body.data).toMatchObject({ code: 'DEFAULT_DEALER', name: 'Dealers', builtin: true });

    const page = await call(t.app, ...routeOf(accessEndpoints.rolePage), { token: admin.token, body: { page: 1, pageSize: 5, key: 'warranty' } });
    expect(page.body.data).toMatchObject({ count: 1 });
    const missing = await call(t.app, ...routeOf(accessEndpoints.updateRole, { id: '00000000-0000-4000-8000-000000000000' }), { token: admin.token, body: { code: 'X', name: 'X' } });
    expect(missing.status).toBe(404);
  });
});

async function builtinRole(subject: RoleSubject) {
  const [role] = await t.db.select().from(roles).where(eq(roles.subject, subject));
  return role;
}
async function resourceIds(...codes: PermissionCode[]) {
  const rows = await t.db.select({ id: resources.id }).from(resources).where(inArray(resources.code, codes));
  return rows.map((r) => r.id);
}
/** The codes linked to a role, read from the table (not through the API under test). */
async function linkedCodes(roleId: string) {
  const rows = await t.db
    .select({ code: resources.code })
    .from(roleResources)
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    .where(eq(roleResources.roleId, roleId));
  return rows.map((r) => r.code).sort();
}
const link = (token: string, roleId: string, ids: string[]) =>
  call(t.app, ...routeOf(accessEndpoints.addLinks), { token, body: { roleId, resourceIds: ids } });
const unlink = (token: string, roleId: string, ids: string[]) =>
  call(t.app, ...routeOf(accessEndpoints.deleteLinks), { token, body: { roleId, resourceIds: ids } });
const rename = (token: string, roleId: string, body: { code: string; name: string }) =>
  call(t.app, ...routeOf(accessEndpoints.updateRole, { id: roleId }), { token, body });

describe('who may change roles', () => {
  it('refuses a domain administrator granting its own role a code it does not hold, changing nothing', async () => {
    const domainAdmin = await loggedInUser(t, 'DOMAIN_ADMIN');
    const role = await builtinRole('DOMAIN_ADMIN');
    const before = await linkedCodes(role.id);
    const res = await link(domainAdmin.token, role.id, await resourceIds('PER_SYSTEM_INFO_VIEW'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, code: ERRORS.PERMISSIONS_NOT_HELD.code });
    expect(res.body.message).toBe('You cannot grant permissions you do not hold yourself: PER_SYSTEM_INFO_VIEW');
    expect(await linkedCodes(role.id)).toEqual(before);
    expect(await permissionsOf(domainAdmin.token)).not.toContain('PER_SYSTEM_INFO_VIEW');
  });

  it('refuses the whole request when one of the codes is not held, through a role of its own making too', async () => {
    const domainAdmin = await loggedInUser(t, 'DOMAIN_ADMIN');
    const created = await call(t.app, ...routeOf(accessEndpoints.createRole), { token: domainAdmin.token, body: { code: 'SNEAKY', name: 'Sneaky' } });
    expect(created.body.data).toMatchObject({ resourceCount: 0, editable: true });
    const res = await link(domainAdmin.token, created.body.data.id, await resourceIds('PER_MANUAL_VIEW', 'PER_SYSTEM_INFO_VIEW'));
    expect(res.body.code).toBe(ERRORS.PERMISSIONS_NOT_HELD.code);
    expect(await linkedCodes(created.body.data.id)).toEqual([]);
  });

  it('refuses a domain administrator changing the system administrators\' role: unlink, link, rename', async () => {
    const domainAdmin = await loggedInUser(t, 'DOMAIN_ADMIN');
    const role = await builtinRole('SYSTEM_ADMIN');
    const removed = await unlink(domainAdmin.token, role.id, await resourceIds('PER_ROLE_MANAGEMENT_EDIT'));
    expect(removed.body).toMatchObject({ success: false, code: ERRORS.SYSTEM_ROLE_FIXED.code });
    const added = await link(domainAdmin.token, role.id, await resourceIds('PER_MANUAL_VIEW'));
    expect(added.body.code).toBe(ERRORS.SYSTEM_ROLE_FIXED.code);
    const renamed = await rename(domainAdmin.token, role.id, { code: 'X', name: 'Nobody' });
    expect(renamed.body.code).toBe(ERRORS.SYSTEM_ROLE_FIXED.code);

    expect(await linkedCodes(role.id)).toEqual([...PERMISSION_CODES].sort());
    expect(await builtinRole('SYSTEM_ADMIN')).toMatchObject({ code: 'DEFAULT_SYSTEM_ADMIN', name: 'SYSTEM_ADMIN' });
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    expect(await permissionsOf(admin.token)).toEqual([...PERMISSION_CODES].sort());
  });

  it('keeps the system administrators\' role fixed for system administrators as well', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const role = await builtinRole('SYSTEM_ADMIN');
    const removed = await unlink(admin.token, role.id, await resourceIds('PER_SYSTEM_INFO_VIEW'));
    expect(removed.body.code).toBe(ERRORS.SYSTEM_ROLE_FIXED.code);
    const renamed = await rename(admin.token, role.id, { code: 'X', name: 'Root' });
    expect(renamed.body.code).toBe(ERRORS.SYSTEM_ROLE_FIXED.code);
    expect(await linkedCodes(role.id)).toEqual([...PERMISSION_CODES].sort());
    expect((await builtinRole('SYSTEM_ADMIN')).name).toBe('SYSTEM_ADMIN');
  });

  it('lets a system administrator grant a code it holds, system info included', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const role = (await call(t.app, ...routeOf(accessEndpoints.createRole), { token: admin.token, body: { code: 'LICENCE_READERS', name: 'Licence readers' } })).body.data;
    const res = await link(admin.token, role.id, await resourceIds('PER_SYSTEM_INFO_VIEW'));
    expect(res.body).toMatchObject({ success: true, data: { resourceCount: 1, editable: true } });
    expect(await linkedCodes(role.id)).toEqual(['PER_SYSTEM_INFO_VIEW']);
  });

  it('refuses a domain administrator changing a role that holds a code it lacks, but shows it', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const domainAdmin = await loggedInUser(t, 'DOMAIN_ADMIN');
    const role = (await call(t.app, ...routeOf(accessEndpoints.createRole), { token: admin.token, body: { code: 'AUDITORS', name: 'Auditors' } })).body.data;
    await link(admin.token, role.id, await resourceIds('PER_SYSTEM_INFO_VIEW', 'PER_DATA_MANAGEMENT_VIEW'));

    const unlinked = await unlink(domainAdmin.token, role.id, await resourceIds('PER_DATA_MANAGEMENT_VIEW'));
    expect(unlinked.body).toMatchObject({ code: ERRORS.ROLE_HOLDS_MORE.code });
    expect(unlinked.body.message).toContain('PER_SYSTEM_INFO_VIEW');
    const linked = await link(domainAdmin.token, role.id, await resourceIds('PER_MANUAL_VIEW'));
    expect(linked.body.code).toBe(ERRORS.ROLE_HOLDS_MORE.code);
    const renamed = await rename(domainAdmin.token, role.id, { code: 'AUDITORS', name: 'Gone' });
    expect(renamed.body.code).toBe(ERRORS.ROLE_HOLDS_MORE.code);
    expect(await linkedCodes(role.id)).toEqual(['PER_DATA_MANAGEMENT_VIEW', 'PER_SYSTEM_INFO_VIEW']);
    expect((await t.db.select().from(roles).where(eq(roles.id, role.id)))[0].name).toBe('Auditors');

    const listed = await call(t.app, ...routeOf(accessEndpoints.rolePage), { token: domainAdmin.token, body: { key: 'AUDITORS' } });
    expect(listed.body.data.contents).toEqual([expect.objectContaining({ code: 'AUDITORS', resourceCount: 2, editable: false })]);
  });

  it('refuses staff who may edit roles changing the built-in role of a type above theirs', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const staff = await loggedInUser(t, 'INNER_USER');
    const editors = (await call(t.app, ...routeOf(accessEndpoints.createRole), { token: admin.token, body: { code: 'ROLE_EDITORS', name: 'Role editors' } })).body.data;
    await link(admin.token, editors.id, await resourceIds('PER_ROLE_MANAGEMENT_VIEW', 'PER_ROLE_MANAGEMENT_EDIT'));
    await t.db.insert(userRoles).values({ userId: staff.id, roleId: editors.id });

    const domainRole = await builtinRole('DOMAIN_ADMIN');
    const before = await linkedCodes(domainRole.id);
    const res = await unlink(staff.token, domainRole.id, await resourceIds('PER_MANUAL_VIEW'));
    expect(res.body.code).toBe(ERRORS.ROLE_OF_HIGHER_TYPE.code);
    expect(await linkedCodes(domainRole.id)).toEqual(before);

    // A type at or below their own, holding nothing they lack, is theirs to change.
    const dealerRole = await builtinRole('DEALER');
    const dealerBefore = await linkedCodes(dealerRole.id);
    const ids = await resourceIds('PER_MANUAL_PART_REMARK_EDIT');
    expect((await unlink(staff.token, dealerRole.id, ids)).body).toMatchObject({ success: true, data: { editable: true } });
    expect(await linkedCodes(dealerRole.id)).not.toContain('PER_MANUAL_PART_REMARK_EDIT');
    expect((await link(staff.token, dealerRole.id, ids)).body.success).toBe(true);
    expect(await linkedCodes(dealerRole.id)).toEqual(dealerBefore);
  });

  it('lets a domain administrator manage the dealers\' role with codes it holds', async () => {
    const domainAdmin = await loggedInUser(t, 'DOMAIN_ADMIN');
    const dealer = await loggedInUser(t, 'DEALER');
    const role = await builtinRole('DEALER');
    const ids = await resourceIds('PER_BULLETIN_TOP');
    const added = await link(domainAdmin.token, role.id, ids);
    expect(added.body).toMatchObject({ success: true, data: { code: 'DEFAULT_DEALER', editable: true } });
    expect(await permissionsOf(dealer.token)).toContain('PER_BULLETIN_TOP');
    const renamed = await rename(domainAdmin.token, role.id, { code: 'DEFAULT_DEALER', name: 'Dealers' });
    expect(renamed.body.data.name).toBe('Dealers');
    expect((await unlink(domainAdmin.token, role.id, ids)).body.success).toBe(true);
    expect(await linkedCodes(role.id)).not.toContain('PER_BULLETIN_TOP');
  });

  it('decides a grant on what the caller holds now, not on what its token last carried', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const domainAdmin = await loggedInUser(t, 'DOMAIN_ADMIN');
    const domainRole = await builtinRole('DOMAIN_ADMIN');
    const target = (await call(t.app, ...routeOf(accessEndpoints.createRole), { token: domainAdmin.token, body: { code: 'TOPPERS', name: 'Toppers' } })).body.data;
    const ids = await resourceIds('PER_BULLETIN_TOP');
    // This instance now trusts the token with the code for a moment (docs/decisions/006) ...
    expect(await permissionsOf(domainAdmin.token)).toContain('PER_BULLETIN_TOP');
    // ... when another instance takes the code away.
    await t.db.delete(roleResources).where(and(eq(roleResources.roleId, domainRole.id), inArray(roleResources.resourceId, ids)));
    try {
      const res = await link(domainAdmin.token, target.id, ids);
      expect(res.body.code).toBe(ERRORS.PERMISSIONS_NOT_HELD.code);
      expect(await linkedCodes(target.id)).toEqual([]);
    } finally {
      await link(admin.token, domainRole.id, ids);
    }
  });

  it('tells the caller which roles it may change and which codes it may grant', async () => {
    const domainAdmin = await loggedInUser(t, 'DOMAIN_ADMIN');
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const page = await call(t.app, ...routeOf(accessEndpoints.rolePage), { token: domainAdmin.token, body: { key: 'DEFAULT_', pageSize: 50 } });
    const editable = Object.fromEntries(page.body.data.contents.map((r: { code: string; editable: boolean }) => [r.code, r.editable]));
    expect(editable).toMatchObject({ DEFAULT_SYSTEM_ADMIN: false, DEFAULT_DOMAIN_ADMIN: true, DEFAULT_DEALER: true });

    const systemRole = await builtinRole('SYSTEM_ADMIN');
    const grantable = async (token: string) => {
      const res = await call(t.app, ...routeOf(accessEndpoints.resourcePage), { token, body: { roleId: systemRole.id, key: 'PER_SYSTEM', pageSize: 50 } });
      return Object.fromEntries(res.body.data.contents.map((r: { code: string; grantable: boolean }) => [r.code, r.grantable]));
    };
    expect(await grantable(domainAdmin.token)).toEqual({ PER_SYSTEM_MANAGEMENT_VIEW: true, PER_SYSTEM_INFO_VIEW: false });
    expect(await grantable(admin.token)).toEqual({ PER_SYSTEM_MANAGEMENT_VIEW: true, PER_SYSTEM_INFO_VIEW: true });
  });

  it('gives the system administrators\' role every code back at start', async () => {
    const role = await builtinRole('SYSTEM_ADMIN');
    // A database changed before the rule existed.
    await t.db.delete(roleResources).where(and(eq(roleResources.roleId, role.id), inArray(roleResources.resourceId, await resourceIds('PER_ROLE_MANAGEMENT_EDIT'))));
    expect(await linkedCodes(role.id)).not.toContain('PER_ROLE_MANAGEMENT_EDIT');
    await ensureAccessCatalogue(t.db);
    expect(await linkedCodes(role.id)).toEqual([...PERMISSION_CODES].sort());
  });
});
