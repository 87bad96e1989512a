import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_PERMISSIONS, PERMISSION_CODES, USER_TYPES } from '@portal/contract';
import { call, createTestApp, loggedInUser, type TestApp } from '../../test/helpers.js';
import { ensureAccessCatalogue } from './access.service.js';
import { resources, roles, userRoles } from './access.tables.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

async function permissionsOf(token: string) {
  return Object.keys((await call(t.app, 'GET', '/rest/base/auth/current', { token })).body.data.permissions).sort();
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

    const unlinked = await call(t.app, 'POST', '/rest/role/resource/page', { token: admin.token, body: { roleId: role.id, linked: false, key: 'USER_MANAGEMENT', pageSize: 50 } });
    expect(unlinked.body.data.contents.map((r: { code: string }) => r.code)).toContain('PER_USER_MANAGEMENT_VIEW');

    const added = await call(t.app, 'POST', '/rest/role/resource/links/add', { token: admin.token, body: { roleId: role.id, resourceIds: [resource.id] } });
    expect(added.body.data.resourceCount).toBe(new Set(DEFAULT_PERMISSIONS.DEALER).size + 1);
    expect(await permissionsOf(dealer.token)).toContain('PER_USER_MANAGEMENT_VIEW');
    expect((await call(t.app, 'GET', '/rest/base/user/admin/page', { token: dealer.token })).status).toBe(200);

    await call(t.app, 'DELETE', '/rest/role/resource/links/delete', { token: admin.token, body: { roleId: role.id, resourceIds: [resource.id] } });
    expect(await permissionsOf(dealer.token)).not.toContain('PER_USER_MANAGEMENT_VIEW');
    expect((await call(t.app, 'GET', '/rest/base/user/admin/page', { token: dealer.token })).status).toBe(403);
  });

  it('adds the permissions of a role given to one user on top of their type', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const dealer = await loggedInUser(t, 'DEALER');
    const colleague = await loggedInUser(t, 'DEALER');
    const role = (await call(t.app, 'POST', '/rest/role', { token: admin.token, body: { code: 'BULLETIN_EDITOR', name: 'Bulletin editor' } })).body.data;
    const [publish] = await t.db.select().from(resources).where(eq(resources.code, 'PER_BULLETIN_PUBLISH'));
    await call(t.app, 'POST', '/rest/role/resource/links/add', { token: admin.token, body: { roleId: role.id, resourceIds: [publish.id] } });
    await t.db.insert(userRoles).values({ userId: dealer.id, roleId: role.id });
    expect(await permissionsOf(dealer.token)).toContain('PER_BULLETIN_PUBLISH');
    expect(await permissionsOf(colleague.token)).not.toContain('PER_BULLETIN_PUBLISH');
  });

  it('keeps an administrator\'s edits to a built-in role across restarts', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const [role] = await t.db.select().from(roles).where(eq(roles.subject, 'CLIENT'));
    const [resource] = await t.db.select().from(resources).where(eq(resources.code, 'PER_BULLETIN_VIEW'));
    await call(t.app, 'DELETE', '/rest/role/resource/links/delete', { token: admin.token, body: { roleId: role.id, resourceIds: [resource.id] } });
    await ensureAccessCatalogue(t.db);
    const client = await loggedInUser(t, 'CLIENT');
    expect(await permissionsOf(client.token)).not.toContain('PER_BULLETIN_VIEW');
  });

  it('creates and renames roles, lists them, and keeps a built-in role\'s code', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const created = await call(t.app, 'POST', '/rest/role', { token: admin.token, body: { code: 'WARRANTY_DESK', name: 'Warranty desk', remark: 'Claims' } });
    expect(created.body.data).toMatchObject({ code: 'WARRANTY_DESK', builtin: false, resourceCount: 0 });
    const dup = await call(t.app, 'POST', '/rest/role', { token: admin.token, body: { code: 'WARRANTY_DESK', name: 'Again' } });
    expect(dup.body.success).toBe(false);
    const renamed = await call(t.app, 'PUT', `/rest/role/${created.body.data.id}`, { token: admin.token, body: { code: 'WARRANTY', name: 'Warranty' } });
    expect(renamed.body.data).toMatchObject({ code: 'WARRANTY', name: 'Warranty' });

    const [builtin] = await t.db.select().from(roles).where(eq(roles.subject, 'DEALER'));
    const kept = await call(t.app, 'PUT', `/rest/role/${builtin.id}`, { token: admin.token, body: { code: 'HIJACK', name: 'Dealers' } });
    expect(kept.body.data).toMatchObject({ code: 'DEFAULT_DEALER', name: 'Dealers', builtin: true });

    const page = await call(t.app, 'POST', '/rest/role/page', { token: admin.token, body: { page: 1, pageSize: 5, key: 'warranty' } });
    expect(page.body.data).toMatchObject({ count: 1 });
    const missing = await call(t.app, 'PUT', '/rest/role/00000000-0000-4000-8000-000000000000', { token: admin.token, body: { code: 'X', name: 'X' } });
    expect(missing.status).toBe(404);
  });
});
