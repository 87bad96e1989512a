import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueEndpoints as C, routeOf, vipEndpoints as E, withVinCheckDigit } from '@portal/contract';
import { resources, roleResources, roles } from '../access/access.tables.js';
import { modelNodes, vehicles } from '../catalogue/index.js';
import { buildModel, buildPart, buildPartlist, type BuiltModel } from '../../test/factories.js';
import { call, fileTestApp, loggedInUsers } from '../../test/helpers.js';

/*
 * A series-catalogue package opens its series (decision 043): the tree, BOMs, vehicles and parts
 * of the bought series, and refuses the rest of the catalogue to the buyer; a dealer reads all.
 */
const t = fileTestApp();

type Who = { token: string; id: string };
let admin: Who;
let buyer: Who;
let dealer: Who;
let bought: BuiltModel;
/** Another series under the bought series' line, and a series of another line. */
let sibling: { seriesId: string; modelId: string; code1: string };
let foreign: BuiltModel;
const pl = {} as Record<'bought' | 'sibling', string>;
const part = {} as Record<'bought' | 'sibling' | 'shared', { id: string; code: string }>;
const vin = {} as Record<'bought' | 'sibling', string>;
let validUntil: string;
let vinTail: string;

const REFUSED = { success: false, code: 300009 };
const serial = () => String(Math.floor(Math.random() * 1e6)).padStart(6, '0');

async function prepare() {
  // Registered accounts do not hold the VIN, configuration-search and part-detail codes by default; an administrator may
  // grant them, and the package must still bound what they open.
  const [role] = await t.db.select().from(roles).where(eq(roles.subject, 'REGISTER'));
  const granted = await t.db.select({ id: resources.id }).from(resources).where(inArray(resources.code, ['PER_VIN_VIEW', 'PER_VIN_SEARCH', 'PER_MODEL_SEARCH', 'PER_MANUAL_PART_INFO']));
  const held = await t.db.select({ id: roleResources.resourceId }).from(roleResources)
    .where(and(eq(roleResources.roleId, role.id), inArray(roleResources.resourceId, granted.map((g) => g.id))));
  const missing = granted.filter((g) => !held.some((h) => h.id === g.id));
  if (missing.length) await t.db.insert(roleResources).values(missing.map((g) => ({ roleId: role.id, resourceId: g.id })));
  ({ admin, buyer, dealer } = await loggedInUsers(t, { admin: 'SYSTEM_ADMIN', buyer: 'REGISTER', dealer: 'DEALER' }));

  bought = await buildModel(t, 'Bought');
  foreign = await buildModel(t, 'Foreign');
  const node = async (level: number, parentId: string, code: string) =>
    (await t.db.insert(modelNodes).values({ code, level, parentId, names: { 'zh-CN': code, 'en-US': code, vi: code, es: code, de: code, id: code } }).returning({ id: modelNodes.id }))[0].id;
  const code1 = `${bought.code1}-SIB`;
  const seriesId = await node(1, bought.lineId, code1);
  sibling = { seriesId, modelId: await node(2, seriesId, `${bought.code2}-SIB`), code1 };

  [part.bought, part.sibling, part.shared] = [await buildPart(t), await buildPart(t), await buildPart(t)];
  pl.bought = (await buildPartlist(t, { model: bought, items: [{ part: part.bought }, { part: part.shared }] })).id;
  pl.sibling = (await buildPartlist(t, { model: { ...bought, seriesId: sibling.seriesId, modelId: sibling.modelId }, items: [{ part: part.sibling }, { part: part.shared }] })).id;

  // one tail for both, so a VIN search finds them together
  vinTail = `PA${serial()}`;
  vin.bought = withVinCheckDigit(`LVXPB0000${vinTail}`);
  vin.sibling = withVinCheckDigit(`LVXPS0000${vinTail}`);
  await t.db.insert(vehicles).values([
    { vin: vin.bought, modelId: bought.modelId, configCode: 'C1', productionDate: '2025-01-10', modelYear: 2025 },
    { vin: vin.sibling, modelId: sibling.modelId, configCode: 'C1', productionDate: '2025-01-10', modelYear: 2025 },
  ]);
}

const reads = {
  roots: (who: Who) => call(t.app, ...routeOf(C.roots), { token: who.token }),
  lineTree: (who: Who) => call(t.app, ...routeOf(C.tree), { token: who.token, query: { rootId: bought.lineId } }),
  seriesTree: (who: Who, rootId: string) => call(t.app, ...routeOf(C.tree), { token: who.token, query: { rootId } }),
  bom: (who: Who, id: string) => call(t.app, ...routeOf(C.bom, { id }), { token: who.token }),
  vin: (who: Who, vinCode: string) => call(t.app, ...routeOf(C.treeByVin), { token: who.token, body: { vinCode } }),
  part: (who: Who, id: string) => call(t.app, ...routeOf(C.part, { id }), { token: who.token }),
  whereUsed: (who: Who, id: string) => call(t.app, ...routeOf(C.whereUsed, { id }), { token: who.token }),
  search: (who: Who, key: string) => call(t.app, ...routeOf(C.searchParts), { token: who.token, body: { key } }),
};

describe('paid access: a series catalogue opens its series', () => {
  it('prepares', prepare);

  it('a dealer reads every series without a package', async () => {
    expect((await reads.seriesTree(dealer, sibling.seriesId)).body).toMatchObject({ success: true });
    expect((await reads.bom(dealer, pl.sibling)).body).toMatchObject({ success: true });
    expect((await reads.vin(dealer, vin.sibling)).body).toMatchObject({ success: true });
    expect((await reads.part(dealer, part.sibling.id)).body).toMatchObject({ success: true });
    expect((await reads.whereUsed(dealer, part.shared.id)).body.data.count).toBe(2);
    expect((await call(t.app, ...routeOf(C.searchVins), { token: dealer.token, body: { vinCode: vinTail } })).body.data.count).toBe(2);
    const lineSeries = (await reads.lineTree(dealer)).body.data.children.map((c: { id: string }) => c.id);
    expect(lineSeries.sort()).toEqual([bought.seriesId, sibling.seriesId].sort());
  });

  it('a registered workshop with the package reads the bought series and is refused the others', async () => {
    expect((await reads.bom(buyer, pl.bought)).body).toMatchObject(REFUSED);
    const pkg = await call(t.app, ...routeOf(E.create), {
      token: admin.token,
      body: { name: 'Series pass', scope: 'SERIES_CATALOGUE', targetCode: bought.code1, period: 'DAY', price: '19.90', currency: 'EUR' },
    });
    const buy = await call(t.app, ...routeOf(E.buy), { token: buyer.token, body: { vipId: pkg.body.data.id, method: 'INVOICE' } });
    const approved = await call(t.app, ...routeOf(E.decide, { id: buy.body.data.id }), { token: admin.token, body: { action: 'approve' } });
    expect(approved.body.data).toMatchObject({ status: 'ACTIVE' });
    validUntil = approved.body.data.validUntil;

    // The lists: the bought series' line only, and under it the bought series only.
    const roots = (await reads.roots(buyer)).body.data.map((r: { id: string }) => r.id);
    expect(roots).toEqual([bought.lineId]);
    expect(roots).not.toContain(foreign.lineId);
    expect((await reads.lineTree(buyer)).body.data.children.map((c: { id: string }) => c.id)).toEqual([bought.seriesId]);
    const selects = (await call(t.app, ...routeOf(C.catelogSelects), { token: buyer.token, body: { code0: bought.code0 } })).body.data;
    expect(selects.list0.map((l: { code: string }) => l.code)).toEqual([bought.code0]);
    expect(selects.list1.map((l: { code: string }) => l.code)).toEqual([bought.code1]);
    const vins = (await call(t.app, ...routeOf(C.searchVins), { token: buyer.token, body: { vinCode: vinTail } })).body.data;
    expect(vins.contents.map((v: { vinCode: string }) => v.vinCode)).toEqual([vin.bought]);

    // The bought series: its tree, BOM, vehicle and parts.
    expect((await reads.seriesTree(buyer, bought.seriesId)).body).toMatchObject({ success: true });
    expect((await reads.bom(buyer, pl.bought)).body.data.items.map((i: { partId: string }) => i.partId)).toEqual([part.bought.id, part.shared.id]);
    expect((await reads.vin(buyer, vin.bought)).body).toMatchObject({ success: true });
    expect((await reads.part(buyer, part.bought.id)).body.data).toMatchObject({ id: part.bought.id });
    expect((await reads.part(buyer, part.shared.id)).body).toMatchObject({ success: true });

    // Another series of the same line, and another line.
    expect((await reads.seriesTree(buyer, sibling.seriesId)).body).toMatchObject(REFUSED);
    expect((await reads.seriesTree(buyer, foreign.lineId)).body).toMatchObject(REFUSED);
    expect((await reads.bom(buyer, pl.sibling)).body).toMatchObject(REFUSED);
    expect((await reads.vin(buyer, vin.sibling)).body).toMatchObject(REFUSED);
    expect((await reads.part(buyer, part.sibling.id)).body).toMatchObject(REFUSED);
    expect((await call(t.app, ...routeOf(C.rootPhoto, { id: sibling.modelId }), { token: buyer.token })).body).toMatchObject(REFUSED);

    // A part used in both series shows only where it is used in the bought one.
    const used = (await reads.whereUsed(buyer, part.shared.id)).body.data;
    expect(used.count).toBe(1);
    expect(used.usages[0].series.id).toBe(bought.seriesId);
    expect((await reads.search(buyer, part.sibling.code)).body.data.count).toBe(0);
    expect((await reads.search(buyer, part.bought.code)).body.data.contents.map((p: { id: string }) => p.id)).toEqual([part.bought.id]);
  });

  it('closes the series again when the package ends', async () => {
    const real = t.app.ctx.now;
    t.app.ctx.now = () => new Date(new Date(validUntil).getTime() + 1000);
    try {
      expect((await reads.bom(buyer, pl.bought)).body).toMatchObject(REFUSED);
      expect((await reads.roots(buyer)).body).toMatchObject(REFUSED);
      expect((await reads.part(buyer, part.bought.id)).body).toMatchObject(REFUSED);
    } finally {
      t.app.ctx.now = real;
    }
    expect((await reads.bom(buyer, pl.bought)).body).toMatchObject({ success: true });
  });
});
