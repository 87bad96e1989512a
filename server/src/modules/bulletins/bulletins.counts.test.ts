import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { buildUser, call, fileTestApp, loggedInUser } from '../../test/helpers.js';
import { buildBulletinApprovers, publishBulletin } from '../../test/factories.js';
import { users } from '../users/users.tables.js';
import { bulletinAudienceKinds, bulletinReadCounts, bulletinReads, bulletins } from './bulletins.tables.js';
import { bulletinsEndpoints, routeOf } from '@portal/contract';

/**
 * The read counts and audience kinds the triggers keep (migration bulletins_speed)
 * against the rows they summarise, after every kind of change: reads added through the API and directly, a reader's
 * type, country and activity changed, a read removed, a reader deleted, a bulletin deleted.
 */
const t = fileTestApp();
let approvers: Awaited<ReturnType<typeof buildBulletinApprovers>>;
beforeAll(async () => {
  approvers = await buildBulletinApprovers(t);
});

const day = 86_400_000;

async function published(audience: Record<string, unknown>, isPublic = false): Promise<string> {
  const made = await call(t.app, ...routeOf(bulletinsEndpoints.create), {
    token: approvers.admin.token,
    body: { theme: `Counted ${Math.random()}`, content: '<p>x</p>', type: 'OTHER_BULLETIN', isPublic, audience,
      startTime: new Date(Date.now() - day).toISOString(), endTime: new Date(Date.now() + day).toISOString() },
  });
  const id = made.body.data.id as string;
  await publishBulletin(t, approvers, id);
  return id;
}

const key = (r: { bulletinId: string; userType: string; countryCode: string; active: boolean; n: number }) => `${r.bulletinId} ${r.userType} ${r.countryCode} ${r.active} ${r.n}`;

/** Every bulletin's counts equal the rows grouped by reader kind (zero counts are no readers). */
async function expectCountsMatchRows() {
  const kept = await t.db.select().from(bulletinReadCounts).where(sql`${bulletinReadCounts.n} <> 0`);
  const rows = await t.db.select({
    bulletinId: bulletinReads.bulletinId, userType: users.userType, countryCode: users.countryCode,
    active: sql<boolean>`not ${users.disabled} and not ${users.isVisitor}`, n: count(),
  }).from(bulletinReads).innerJoin(users, eq(users.id, bulletinReads.userId))
    .groupBy(bulletinReads.bulletinId, users.userType, users.countryCode, sql`not ${users.disabled} and not ${users.isVisitor}`);
  expect(kept.map(key).sort()).toEqual(rows.map(key).sort());
  expect(kept.every((r) => r.n > 0)).toBe(true);
  const kinds = await t.db.select().from(bulletinAudienceKinds).where(sql`${bulletinAudienceKinds.n} <> 0`);
  const accounts = await t.db.select({ userType: users.userType, countryCode: users.countryCode, n: count() }).from(users)
    .where(sql`not ${users.disabled} and not ${users.isVisitor}`).groupBy(users.userType, users.countryCode);
  const kindKey = (r: { userType: string; countryCode: string; n: number }) => `${r.userType} ${r.countryCode} ${r.n}`;
  expect(kinds.map(kindKey).sort()).toEqual(accounts.map(kindKey).sort());
}

/** The statistics' figures computed from the rows, as the audience is defined (decision 023). */
async function exactStatistics(id: string) {
  const [b] = await t.db.select().from(bulletins).where(eq(bulletins.id, id));
  const conds = [eq(users.disabled, false), eq(users.isVisitor, false)];
  if (!b.isPublic && b.userTypes.length) conds.push(inArray(users.userType, b.userTypes));
  if (!b.isPublic && b.countries.length) conds.push(inArray(users.countryCode, b.countries));
  const [{ audience }] = await t.db.select({ audience: count() }).from(users).where(and(...conds));
  const [{ read }] = await t.db.select({ read: count() }).from(bulletinReads).innerJoin(users, eq(users.id, bulletinReads.userId))
    .where(and(eq(bulletinReads.bulletinId, id), ...conds));
  return { audienceCount: audience, readCount: read, unreadCount: audience - read };
}

async function statisticsOf(id: string) {
  const [b] = await t.db.select({ theme: bulletins.theme }).from(bulletins).where(eq(bulletins.id, id));
  const res = await call(t.app, ...routeOf(bulletinsEndpoints.statistics, undefined, `theme=${encodeURIComponent(b.theme)}`), { token: approvers.admin.token });
  const row = res.body.data.contents.find((r: { id: string }) => r.id === id);
  const unread = await call(t.app, ...routeOf(bulletinsEndpoints.unread, { id }, 'pageSize=200'), { token: approvers.admin.token });
  return { audienceCount: row.audienceCount, readCount: row.readCount, unreadCount: row.unreadCount, unreadListed: unread.body.data.count };
}

describe('bulletin read counts', () => {
  it('follow the read rows and the readers through every change, and the statistics follow them', async () => {
    const readers = await Promise.all([0, 1, 2, 3].map(() => loggedInUser(t, 'DEALER')));
    const quiet = await Promise.all([0, 1, 2].map(() => buildUser(t.db, { userType: 'DEALER' })));
    await t.db.update(users).set({ countryCode: 'VN' }).where(inArray(users.id, [readers[0].id, quiet[0].id]));
    const forDealers = await published({ userTypes: ['DEALER'] });
    const forVietnam = await published({ userTypes: ['DEALER'], countries: ['VN'] });
    const forAll = await published({}, true);
    const ids = [forDealers, forVietnam, forAll];

    // Reads through the API (a second visit reads nothing new) and written directly.
    for (const r of readers) for (const id of ids) await call(t.app, ...routeOf(bulletinsEndpoints.get, { id }), { token: r.token });
    await call(t.app, ...routeOf(bulletinsEndpoints.get, { id: forAll }), { token: readers[1].token });
    await t.db.insert(bulletinReads).values(quiet.map((q) => ({ bulletinId: forAll, userId: q.id })));
    await expectCountsMatchRows();
    const check = async () => {
      await expectCountsMatchRows();
      for (const id of ids) {
        const exact = await exactStatistics(id);
        expect(await statisticsOf(id)).toEqual({ ...exact, unreadListed: exact.unreadCount });
      }
    };
    await check();
    const list = await call(t.app, ...routeOf(bulletinsEndpoints.page, undefined, 'pageSize=200'), { token: readers[2].token });
    const [{ n: allReads }] = await t.db.select({ n: count() }).from(bulletinReads).where(eq(bulletinReads.bulletinId, forAll));
    expect(list.body.data.contents.find((r: { id: string }) => r.id === forAll).readCount).toBe(allReads);

    // New accounts count in the audience at once.
    await buildUser(t.db, { userType: 'CUSTOMER' });
    await check();
    // A reader changes type and country, one is disabled, one becomes a visitor and back.
    await t.db.update(users).set({ userType: 'CUSTOMER' }).where(eq(users.id, readers[1].id));
    await check();
    await t.db.update(users).set({ countryCode: 'VN' }).where(eq(users.id, readers[2].id));
    await check();
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, readers[3].id));
    await check();
    await t.db.update(users).set({ isVisitor: true }).where(eq(users.id, quiet[1].id));
    await check();
    await t.db.update(users).set({ isVisitor: false }).where(eq(users.id, quiet[1].id));
    await check();
    // A change the counts do not depend on moves nothing.
    await t.db.update(users).set({ name: 'Renamed' }).where(eq(users.id, readers[0].id));
    await check();

    // A read removed, a reader deleted (their reads go with them), a bulletin deleted.
    await t.db.delete(bulletinReads).where(and(eq(bulletinReads.bulletinId, forDealers), eq(bulletinReads.userId, readers[0].id)));
    await check();
    await t.db.delete(users).where(eq(users.id, quiet[2].id));
    await check();
    expect((await call(t.app, ...routeOf(bulletinsEndpoints.remove, { id: forVietnam }), { token: approvers.admin.token })).body.success).toBe(true);
    expect(await t.db.select().from(bulletinReadCounts).where(eq(bulletinReadCounts.bulletinId, forVietnam))).toEqual([]);
    ids.splice(ids.indexOf(forVietnam), 1);
    await check();
  }, 180_000);
});
