import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BULLETIN_ACTIONS, type TBulletinAction, type TBulletinStatus, bulletinsEndpoints, pathOf, routeOf } from '@portal/contract';
import { call, createTestApp, loggedInUser, type TestApp } from '../../test/helpers.js';
import { resources, roleResources, roles, userRoles } from '../access/access.tables.js';
import { bulletins } from './bulletins.tables.js';
import { DELETED } from '../../platform/workflow.js';
import { bulletinWorkflow as wf, rolesOf } from './bulletins.workflow.js';

/*
 * Every action from every state by every caller, each caller holding exactly one bulletin
 * permission (or none: a dealer who only reads), the expectation read row by row from the table.
 * States: INIT, REVIEWED waiting on level 1 of 2 and on level 2 of 2, APPROVED pinned and not.
 */

const PERMS = ['PER_BULLETIN_PUBLISH', 'PER_BULLETIN_UPDATE', 'PER_BULLETIN_DELETE', 'PER_BULLETIN_REVIEW', 'PER_BULLETIN_APPROVAL', 'PER_BULLETIN_TOP'] as const;
type Caller = (typeof PERMS)[number] | 'reader';
const CALLERS: Caller[] = [...PERMS, 'reader'];

interface State { status: TBulletinStatus; approveLevel: number; isTop: boolean; label: string }
const STATES: State[] = [
  { status: 'INIT', approveLevel: 0, isTop: false, label: 'INIT' },
  { status: 'REVIEWED', approveLevel: 1, isTop: false, label: 'REVIEWED at level 1 of 2' },
  { status: 'REVIEWED', approveLevel: 2, isTop: false, label: 'REVIEWED at level 2 of 2' },
  { status: 'APPROVED', approveLevel: 0, isTop: false, label: 'APPROVED' },
  { status: 'APPROVED', approveLevel: 0, isTop: true, label: 'APPROVED pinned' },
];

let t: TestApp;
const people = {} as Record<Caller, { id: string; token: string }>;

beforeAll(async () => {
  t = await createTestApp();
  for (const perm of PERMS) {
    // REGISTER holds no bulletin permission: the role adds exactly one.
    const person = await loggedInUser(t, 'REGISTER');
    const [res] = await t.db.select().from(resources).where(eq(resources.code, perm));
    const [role] = await t.db.insert(roles).values({ code: `TEST_${perm}`, name: perm }).returning();
    await t.db.insert(roleResources).values({ roleId: role.id, resourceId: res.id });
    await t.db.insert(userRoles).values({ userId: person.id, roleId: role.id });
    people[perm] = person;
  }
  people.reader = await loggedInUser(t, 'DEALER');
}, 120_000);
afterAll(() => t?.close());

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const saveBody = { theme: 'Edited', content: '<p>x</p>', type: 'OTHER_BULLETIN', startTime: future(-1), endTime: future(30) };

async function makeBulletin(s: State): Promise<string> {
  const [row] = await t.db.insert(bulletins).values({
    theme: 'Battery recall', content: '<p>Check</p>', type: 'RECALL_TYPE', status: s.status, approveLevel: s.approveLevel, isTop: s.isTop,
    startTime: new Date(Date.now() - 86_400_000), endTime: new Date(Date.now() + 30 * 86_400_000), isPublic: true,
    audience: { userTypes: [], countries: [], models: [], vinRanges: [], productionDates: [], groups: [] }, creatorId: people.PER_BULLETIN_PUBLISH.id,
  }).returning({ id: bulletins.id });
  return row.id;
}

function request(action: TBulletinAction, id: string, s: State): { method: string; url: string; body?: unknown } {
  switch (action) {
    case 'update': return { method: 'POST', url: pathOf(bulletinsEndpoints.update, { id }), body: saveBody };
    case 'approve': return { method: 'GET', url: pathOf(bulletinsEndpoints.approve, { id, level: Math.max(1, s.approveLevel) }) };
    case 'top': return { method: 'PUT', url: pathOf(bulletinsEndpoints.top, { id }), body: { top: true } };
    case 'untop': return { method: 'PUT', url: pathOf(bulletinsEndpoints.top, { id }), body: { top: false } };
    case 'delete': return { method: 'DELETE', url: pathOf(bulletinsEndpoints.remove, { id }) };
    default: return { method: 'GET', url: pathOf(bulletinsEndpoints[action as 'publish' | 'review'], { id }) };
  }
}

/** Exactly the caller's one permission (none for the reader). */
const permsOf = (caller: Caller): ReadonlySet<string> => new Set(caller === 'reader' ? [] : [caller]);

/** The row the table gives for this state, action and one permission (levels: 2 configured by default). */
function expectedRow(s: State, action: TBulletinAction, caller: Caller) {
  const perms = permsOf(caller);
  return wf.rows.find((w) => w.from === s.status && w.action === action && wf.admits(w, rolesOf(s, { permissions: perms }, 2), perms));
}

describe('bulletin workflow, every transition for every permission', () => {
  for (const s of STATES) {
    it(`${s.label}: each action by each caller is allowed exactly as the table says`, async () => {
      const failures: string[] = [];
      for (const action of BULLETIN_ACTIONS.filter((a) => a !== 'create')) {
        for (const caller of CALLERS) {
          const row = expectedRow(s, action, caller);
          const id = await makeBulletin(s);
          const req = request(action, id, s);
          const res = await call(t.app, req.method, req.url, { token: people[caller].token, body: req.body });
          const [after] = await t.db.select().from(bulletins).where(eq(bulletins.id, id));
          const label = `${s.label} ${action} by ${caller}`;
          if (res.status >= 500) failures.push(`${label}: HTTP ${res.status}`);
          if (row) {
            if (!res.body.success) failures.push(`${label}: expected allowed, got ${res.status} ${res.body.code} ${res.body.message}`);
            else if (row.to === DELETED ? after !== undefined : after?.status !== wf.after(row, s.status)) failures.push(`${label}: expected ${row.to ?? s.status}, now ${after?.status}`);
            else if (action === 'approve' && row.to === null && after.approveLevel !== s.approveLevel + 1) failures.push(`${label}: level ${after.approveLevel}`);
            else if (action === 'top' && !after.isTop) failures.push(`${label}: not pinned`);
            else if (action === 'untop' && after.isTop) failures.push(`${label}: still pinned`);
          } else {
            if (res.body.success) failures.push(`${label}: expected refused, but allowed`);
            if (after?.status !== s.status || after.approveLevel !== s.approveLevel || after.isTop !== s.isTop) failures.push(`${label}: refused but changed`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('creates only with the publish permission, and asks for a login first', async () => {
    const body = { ...saveBody, theme: 'New' };
    for (const caller of CALLERS) {
      const res = await call(t.app, ...routeOf(bulletinsEndpoints.create), { token: people[caller].token, body });
      expect(res.body.success, caller).toBe(caller === 'PER_BULLETIN_PUBLISH');
      if (caller !== 'PER_BULLETIN_PUBLISH') expect(res.status, caller).toBe(403);
    }
    const anonymous = await call(t.app, ...routeOf(bulletinsEndpoints.create), { body });
    expect(anonymous.status).toBe(401);
    expect((await call(t.app, ...routeOf(bulletinsEndpoints.page))).status).toBe(401);
  });

  it('answers the allowed actions from the same table', async () => {
    for (const s of STATES) {
      const id = await makeBulletin(s);
      for (const perm of PERMS) {
        const res = await call(t.app, ...routeOf(bulletinsEndpoints.page, undefined, 'scope=manage&pageSize=200'), { token: people[perm].token });
        // A caller with only an action permission lacks PER_BULLETIN_VIEW: the list is refused.
        expect(res.status).toBe(403);
      }
      const all = new Set<string>(PERMS);
      expect(wf.allowed(s.status, rolesOf(s, { permissions: all }, 2), all)).toEqual(
        [...new Set(wf.rows.filter((w) => w.from === s.status && !(w.action === 'top' && s.isTop) && !(w.action === 'untop' && !s.isTop)).map((w) => w.action))],
      );
      await t.db.delete(bulletins).where(eq(bulletins.id, id));
    }
  });

  it('keeps the rules a writer relies on (a few rows spelled out)', () => {
    const all = new Set<string>(PERMS);
    const everyRole = ['approver', 'finalApprover', 'pinner', 'unpinner'] as const;
    expect(wf.find('APPROVED', 'update', everyRole, all)).toBeUndefined();
    expect(wf.find('INIT', 'approve', everyRole, all)).toBeUndefined();
    expect(wf.find('REVIEWED', 'approve', rolesOf({ approveLevel: 1, isTop: false }, { permissions: all }, 2), all)?.to).toBeNull();
    expect(wf.find('REVIEWED', 'approve', rolesOf({ approveLevel: 2, isTop: false }, { permissions: all }, 2), all)?.to).toBe('APPROVED');
    expect(wf.find('REVIEWED', 'review', [], all)?.to).toBe('INIT');
    expect(wf.find('INIT', 'top', everyRole, all)).toBeUndefined();
    expect(wf.find('APPROVED', 'top', rolesOf({ approveLevel: 0, isTop: true }, { permissions: all }, 2), all)).toBeUndefined();
  });
});
