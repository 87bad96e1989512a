import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, type TTreeNode, catalogueEndpoints, pathOf, routeOf } from '@portal/contract';
import { call, loggedInUser } from '../../test/helpers.js';
import { withoutPermission } from '../../test/factories.js';
import { createCatalogueTestApp, VINS, type CatalogueFixture } from '../../test/fixtures/catalogue.js';

/*
 * Home, VIN, tree and BOM calls against the fixture catalogue. Parts, substitutions, where-used,
 * search, remarks, pictures and exports: catalogue.parts.test.ts. 401 and 403 on every route: the
 * guard test.
 */

let t: Awaited<ReturnType<typeof createCatalogueTestApp>>;
let fx: CatalogueFixture;
let dealer: string;

beforeAll(async () => {
  t = await createCatalogueTestApp();
  fx = t.fx;
  dealer = (await loggedInUser(t, 'DEALER')).token;
});
afterAll(async () => { await t?.close(); });

const get = (url: string, query?: Record<string, string>, lang?: 'zh-CN' | 'de' | 'vi' | 'es' | 'id') => call(t.app, 'GET', url, { token: dealer, query, lang });
const post = (url: string, body: unknown, lang?: 'zh-CN' | 'de' | 'vi' | 'es' | 'id') => call(t.app, 'POST', url, { token: dealer, body, lang });

/** Expects a business refusal with the catalogue's message in that language. */
function refused(res: Awaited<ReturnType<typeof call>>, key: keyof typeof ERRORS, lang: 'zh-CN' | 'en-US' | 'de' | 'vi' | 'es' | 'id' = 'en-US') {
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ success: false, code: ERRORS[key].code, message: ERRORS[key].message[lang] });
}
function badParameter(res: Awaited<ReturnType<typeof call>>, field?: string) {
  expect(res.status).toBe(555);
  expect(res.body.code).toBe(555);
  if (field) expect(res.body.message).toContain(field);
}

const codes = (nodes: TTreeNode[] | undefined) => (nodes ?? []).map((n) => n.code);
const partlistCodes = (tree: TTreeNode): string[] =>
  tree.type === 'PARTLIST' ? [tree.code] : (tree.children ?? []).flatMap(partlistCodes);

/** The VIN with a wrong check digit. */
const wrongCheckDigit = (vin: string) => vin.slice(0, 8) + (vin[8] === '1' ? '2' : '1') + vin.slice(9);

describe('home', () => {
  it('fills the configuration search selects level by level, in the caller\'s language', async () => {
    const lines = await post(pathOf(catalogueEndpoints.catelogSelects), {});
    expect(lines.body.data).toEqual({ list0: [{ code: 'EM', name: 'E-Moto' }], list1: [], list2: [] });
    const series = await post(pathOf(catalogueEndpoints.catelogSelects), { code0: 'EM' }, 'zh-CN');
    expect(series.body.data.list1).toEqual([{ code: 'EM-S', name: '迅捷' }, { code: 'EM-C', name: '城市' }]);
    const models = await post(pathOf(catalogueEndpoints.catelogSelects), { code0: 'EM', code1: 'EM-S' });
    expect(models.body.data.list2).toEqual([{ code: 'EM-S1', name: 'Swift S1' }, { code: 'EM-S2', name: 'Swift S2' }]);
  });

  it('refuses a series that is not under the line, and bad codes', async () => {
    refused(await post(pathOf(catalogueEndpoints.catelogSelects), { code0: 'EM', code1: 'EM-X' }, 'de'), 'MODEL_NOT_FOUND', 'de');
    refused(await post(pathOf(catalogueEndpoints.catelogSelects), { code0: 'NOPE' }), 'MODEL_NOT_FOUND');
    badParameter(await post(pathOf(catalogueEndpoints.catelogSelects), { code0: 'E M' }), 'code0');
    badParameter(await post(pathOf(catalogueEndpoints.catelogSelects), { code1: 'EM-S' }), 'code0');
  });

  it('finds VINs from 6 characters, 10 a page', async () => {
    const res = await post(pathOf(catalogueEndpoints.searchVins), { vinCode: '000420', type: 'VIN' });
    expect(res.body.data).toEqual({
      count: 1,
      contents: [{ vinCode: VINS.s2, modelCode: 'EM-S2', modelName: 'Swift S2', seriesCode: 'EM-S', seriesName: 'Swift', configCode: 'CFG-SPORT' }],
    });
    const lower = await post(pathOf(catalogueEndpoints.searchVins), { vinCode: 'lems2a' });
    expect(lower.body.data.contents.map((v: { vinCode: string }) => v.vinCode)).toEqual([VINS.s2]);
    const paged = await post(pathOf(catalogueEndpoints.searchVins), { vinCode: 'A2B0', pageSize: 50, page: 1 });
    badParameter(paged, 'vinCode');
    const second = await post(pathOf(catalogueEndpoints.searchVins), { vinCode: 'LEMS1A2B', pageSize: 1, page: 2 });
    expect(second.body.data).toEqual({ count: 1, contents: [] });
    badParameter(await post(pathOf(catalogueEndpoints.searchVins), { vinCode: 'LEMS1' }), 'vinCode');
    badParameter(await post(pathOf(catalogueEndpoints.searchVins), { vinCode: 'LEM%S1A' }), 'vinCode');
    badParameter(await post(pathOf(catalogueEndpoints.searchVins), { vinCode: '000420', pageSize: 500 }), 'pageSize');
  });

  it('lists the home tiles with their applicability and picture', async () => {
    const res = await get(pathOf(catalogueEndpoints.manuals), undefined, 'zh-CN');
    expect(res.body.data.map((m: { name: string }) => m.name)).toEqual(['易摩托维修手册', '迅捷零件目录', '迅捷S2零件目录', '城市零件目录']);
    expect(res.body.data[1]).toMatchObject({
      filePath: 'EM/EM-S', catelogModel: { code0: 'EM', code1: 'EM-S', code2: '' }, objectType: 'Partlist',
      applic: 'code0=EM AND code1=EM-S', imageIds: ['series-ems'], rootId: fx.series,
    });
    expect(res.body.data[0].rootId).toBeNull();
  });

  it('finds the manuals that apply to a line, series and model', async () => {
    const s2 = await get(pathOf(catalogueEndpoints.manualsByApplic), { code0: 'EM', code1: 'EM-S', code2: 'EM-S2' });
    expect(s2.body.data.map((m: { name: string }) => m.name)).toEqual(['E-Moto service manual', 'Swift parts catalogue', 'Swift S2 parts catalogue']);
    const s1 = await get(pathOf(catalogueEndpoints.manualsByApplic), { code0: 'EM', code1: 'EM-S', code2: 'EM-S1' });
    expect(s1.body.data.map((m: { name: string }) => m.name)).toEqual(['E-Moto service manual', 'Swift parts catalogue']);
    const line = await get(pathOf(catalogueEndpoints.manualsByApplic), { code0: 'EM' });
    expect(line.body.data.map((m: { name: string }) => m.name)).toEqual(['E-Moto service manual']);
    refused(await get(pathOf(catalogueEndpoints.manualsByApplic), { code0: 'EM', code1: 'EM-C', code2: 'EM-S2' }, 'vi'), 'MODEL_NOT_FOUND', 'vi');
    badParameter(await get(pathOf(catalogueEndpoints.manualsByApplic), {}), 'code0');
  });

  it('answers a VIN with its vehicle and its model\'s manuals', async () => {
    const res = await get(pathOf(catalogueEndpoints.vinManuals), { vinCode: VINS.s1.toLowerCase() });
    expect(res.body.data.vehicle).toEqual({
      vinCode: VINS.s1, modelCode: 'EM-S1', configCode: 'CFG-STD', licencePlate: 'ABC-150', brand: 'E-Moto', exDecorationColor: 'Pearl white',
      modelYears: 2023, modelSeries: 'Swift', modelSeriesCode: 'EM-S', basicModelName: 'Swift S1', batteryPackNumber: 'BP-48-0001',
      driveMotorModel: 'HM800', driveMotorNumber: 'DM-000150', driveType: 'Rear hub', manufactureDate: '2022-10-01', motorNumber: 'M-000150',
      rangeExtenderNumber: '', saleDate: '2022-11-20', catelogModel: { code0: 'EM', code1: 'EM-S', code2: 'EM-S1' }, rootId: fx.series,
    });
    expect(res.body.data.manuals).toHaveLength(2);
    refused(await get(pathOf(catalogueEndpoints.vinManuals), { vinCode: VINS.unknown }, 'zh-CN'), 'MODEL_NOT_FOUND', 'zh-CN');
    refused(await get(pathOf(catalogueEndpoints.vinManuals), { vinCode: VINS.s1, code0: 'OTHER' }), 'MODEL_NOT_FOUND');
    badParameter(await get(pathOf(catalogueEndpoints.vinManuals), { vinCode: wrongCheckDigit(VINS.s1) }), 'vinCode');
    badParameter(await get(pathOf(catalogueEndpoints.vinManuals), {}), 'vinCode');
  });
});

describe('catalogue tree', () => {
  it('starts at the production lines and opens node by node', async () => {
    const roots = await get(pathOf(catalogueEndpoints.roots));
    expect(roots.body.data).toEqual([{ id: fx.line, parentId: null, code: 'EM', name: 'E-Moto', type: 'LINE', objectType: 'ProductLine', isLeaf: false }]);
    expect((await get(pathOf(catalogueEndpoints.searchRoots))).body.data).toEqual(roots.body.data);

    const series = await get(pathOf(catalogueEndpoints.children), { id: fx.line, type: 'LINE' });
    expect(series.body.data.map((n: TTreeNode) => [n.code, n.type, n.objectType, n.isLeaf, n.parentId])).toEqual([
      ['EM-S', 'SERIES', 'ModelRoot', false, fx.line],
      ['EM-C', 'SERIES', 'ModelRoot', true, fx.line],
    ]);
    expect(series.body.data[0].children).toBeUndefined();
    const systems = await get(pathOf(catalogueEndpoints.children), { id: fx.series, type: 'SERIES' }, 'de');
    expect(systems.body.data.map((n: TTreeNode) => n.name)).toEqual(['Elektrik', 'Fahrwerk']);
    const assemblies = await get(pathOf(catalogueEndpoints.searchChildren), { id: fx.groups.chassis, type: 'SYSTEM' });
    expect(codes(assemblies.body.data)).toEqual(['ASM-BRK', 'ASM-BODY']);
    const next = await post(pathOf(catalogueEndpoints.nextChildren), { id: fx.groups.brakes, type: 'ASSEMBLY' });
    expect(next.body.data).toEqual([{ id: fx.partlists.brakes, parentId: fx.groups.brakes, code: 'PL-BRK', name: 'Front and rear brakes', type: 'PARTLIST', objectType: 'Partlist', isLeaf: true }]);
    expect((await get(pathOf(catalogueEndpoints.children), { id: fx.partlists.brakes, type: 'PARTLIST' })).body.data).toEqual([]);
  });

  it('refuses a node of the wrong type or unknown, and bad parameters', async () => {
    expect((await get(pathOf(catalogueEndpoints.children), { id: fx.series, type: 'SYSTEM' })).status).toBe(404);
    expect((await get(pathOf(catalogueEndpoints.children), { id: fx.groups.brakes, type: 'SYSTEM' })).status).toBe(404);
    badParameter(await get(pathOf(catalogueEndpoints.children), { id: 'x', type: 'SERIES' }), 'id');
    badParameter(await get(pathOf(catalogueEndpoints.children), { id: fx.series, type: 'GALAXY' }), 'type');
  });

  it('gives the whole tree of a series, and of a model restricted to its rows', async () => {
    const tree = (await get(pathOf(catalogueEndpoints.tree), { rootId: fx.series })).body.data as TTreeNode;
    expect(tree).toMatchObject({ id: fx.series, type: 'SERIES', isLeaf: false });
    expect(partlistCodes(tree)).toEqual(['PL-BAT', 'PL-MOT', 'PL-BRK', 'PL-MIR']);
    expect(tree.children![0].children![0]).toMatchObject({ code: 'ASM-BAT', type: 'ASSEMBLY', parentId: fx.groups.electrical });
    expect((await get(pathOf(catalogueEndpoints.searchTree), { rootId: fx.series })).body.data).toEqual(tree);

    const s1 = (await get(pathOf(catalogueEndpoints.tree), { rootId: fx.models.s1 })).body.data as TTreeNode;
    expect(s1).toMatchObject({ type: 'MODEL', objectType: 'Model', code: 'EM-S1' });
    expect(partlistCodes(s1)).toEqual(['PL-BAT', 'PL-MOT', 'PL-BRK']);
    expect(codes(s1.children![1].children)).toEqual(['ASM-BRK']);

    const line = (await get(pathOf(catalogueEndpoints.tree), { rootId: fx.line })).body.data as TTreeNode;
    expect(codes(line.children)).toEqual(['EM-S', 'EM-C']);
    expect(line.children![1]).toMatchObject({ isLeaf: true, children: [] });
    expect((await get(pathOf(catalogueEndpoints.tree), { rootId: fx.groups.brakes })).status).toBe(404);
  });

  it('finds the tree by code, by GET, POST and the instance call, with an optional VIN', async () => {
    const byGet = await get(pathOf(catalogueEndpoints.treeByCode), { code: 'EM-S2' });
    const byPost = await post(pathOf(catalogueEndpoints.treeByCode), { code: 'EM-S2' });
    const instance = await post(pathOf(catalogueEndpoints.instanceTreeByCode), { code: 'EM-S2' });
    expect(partlistCodes(byGet.body.data)).toEqual(['PL-BAT', 'PL-MOT', 'PL-BRK', 'PL-MIR']);
    expect(byPost.body.data).toEqual(byGet.body.data);
    expect(instance.body.data).toEqual(byGet.body.data);
    const withVin = await post(pathOf(catalogueEndpoints.instanceTreeByCode), { code: 'EM-S', vinCode: VINS.s1 });
    expect(partlistCodes(withVin.body.data)).toEqual(['PL-BAT', 'PL-MOT', 'PL-BRK']);
    refused(await post(pathOf(catalogueEndpoints.treeByCode), { code: 'EM-S2', vinCode: VINS.s1 }), 'BOM_NO_RESULTS');
    refused(await get(pathOf(catalogueEndpoints.treeByCode), { code: 'NOPE' }, 'es'), 'MODEL_NOT_FOUND', 'es');
    refused(await post(pathOf(catalogueEndpoints.instanceTreeByCode), { code: 'EM', vinCode: VINS.unknown }), 'MODEL_NOT_FOUND');
    badParameter(await post(pathOf(catalogueEndpoints.treeByCode), {}), 'code');
  });

  it('cuts the tree at a level', async () => {
    const one = (await get(pathOf(catalogueEndpoints.treeByLevel), { id: fx.series, type: 'SERIES', level: '1' })).body.data as TTreeNode;
    expect(codes(one.children)).toEqual(['SYS-EL', 'SYS-CH']);
    expect(one.children![0].children).toBeUndefined();
    expect(one.children![0].isLeaf).toBe(false);
    const two = (await get(pathOf(catalogueEndpoints.treeByLevel), { id: fx.groups.chassis, type: 'SYSTEM', level: '2' })).body.data as TTreeNode;
    expect(partlistCodes(two)).toEqual(['PL-BRK', 'PL-MIR']);
    badParameter(await get(pathOf(catalogueEndpoints.treeByLevel), { id: fx.series, type: 'SERIES', level: '0' }), 'level');
  });

  it('restricts the tree to a VIN\'s vehicle and says why when there is nothing', async () => {
    const s1 = await post(pathOf(catalogueEndpoints.treeByVin), { vinCode: VINS.s1 });
    expect(s1.body.data.vehicle.vinCode).toBe(VINS.s1);
    expect(s1.body.data.tree).toMatchObject({ id: fx.models.s1, type: 'MODEL' });
    // The S1 has no mirror rows: the partlist and its assembly disappear.
    expect(partlistCodes(s1.body.data.tree)).toEqual(['PL-BAT', 'PL-MOT', 'PL-BRK']);
    expect(codes(s1.body.data.tree.children[1].children)).toEqual(['ASM-BRK']);
    const s2 = await post(pathOf(catalogueEndpoints.treeByVin), { vinCode: VINS.s2 });
    expect(partlistCodes(s2.body.data.tree)).toEqual(['PL-BAT', 'PL-MOT', 'PL-BRK', 'PL-MIR']);

    refused(await post(pathOf(catalogueEndpoints.treeByVin), { vinCode: VINS.c1 }, 'zh-CN'), 'MODEL_INCOMPLETE', 'zh-CN');
    refused(await post(pathOf(catalogueEndpoints.treeByVin), { vinCode: VINS.unknown }, 'id'), 'MODEL_NOT_FOUND', 'id');
    badParameter(await post(pathOf(catalogueEndpoints.treeByVin), { vinCode: wrongCheckDigit(VINS.s1) }), 'vinCode');

    const children = await get(pathOf(catalogueEndpoints.children), { id: fx.groups.chassis, type: 'SYSTEM', vinCode: VINS.s1 });
    expect(codes(children.body.data)).toEqual(['ASM-BRK']);
    refused(await get(pathOf(catalogueEndpoints.children), { id: fx.groups.chassis, type: 'SYSTEM', vinCode: VINS.c1 }), 'BOM_NO_RESULTS');
  });

  it('needs PER_VIN_VIEW for a VIN on a browsing call', async () => {
    const visitorLike = await loggedInUser(t, 'CLIENT');
    await withoutPermission(t, 'CLIENT', 'PER_VIN_VIEW');
    expect((await call(t.app, ...routeOf(catalogueEndpoints.tree), { token: visitorLike.token, query: { rootId: fx.series } })).status).toBe(200);
    const res = await call(t.app, ...routeOf(catalogueEndpoints.tree), { token: visitorLike.token, query: { rootId: fx.series, vinCode: VINS.s1 } });
    expect(res.status).toBe(403);
    expect((await call(t.app, ...routeOf(catalogueEndpoints.bom, { id: fx.partlists.motor }), { token: visitorLike.token, query: { vinCode: VINS.s1 } })).status).toBe(403);
  });

  it('lists every node under a root, the partlists under a node, and the root picture', async () => {
    const all = await get(pathOf(catalogueEndpoints.allChildren, { id: fx.series }));
    expect(codes(all.body.data)).toEqual(['SYS-EL', 'ASM-BAT', 'PL-BAT', 'ASM-MOT', 'PL-MOT', 'SYS-CH', 'ASM-BRK', 'PL-BRK', 'ASM-BODY', 'PL-MIR']);
    expect(all.body.data.every((n: TTreeNode) => n.children === undefined)).toBe(true);
    expect((await get(pathOf(catalogueEndpoints.allChildren, { id: '00000000-0000-4000-8000-000000000000' }))).status).toBe(404);

    const lists = await get(pathOf(catalogueEndpoints.partlists), { id: fx.groups.electrical, type: 'SYSTEM' });
    expect(codes(lists.body.data)).toEqual(['PL-BAT', 'PL-MOT']);
    const subtree = await post(pathOf(catalogueEndpoints.subtree), { id: fx.groups.chassis, type: 'SYSTEM', vinCode: VINS.s2 });
    expect(partlistCodes(subtree.body.data)).toEqual(['PL-BRK', 'PL-MIR']);

    expect((await get(pathOf(catalogueEndpoints.rootPhoto, { id: fx.series }))).body.data).toEqual({ fileId: 'series-ems', url: `${pathOf(catalogueEndpoints.modelImage)}?key=series-ems` });
    expect((await get(pathOf(catalogueEndpoints.rootPhoto, { id: fx.models.s1 }))).body.data).toEqual({ fileId: null, url: null });
    badParameter(await get(pathOf(catalogueEndpoints.rootPhoto, { id: '123' })), 'id');
  });

  it('finds an assembly by series and code', async () => {
    const res = await get(pathOf(catalogueEndpoints.assembly, { rootCode: 'EM-S', code: 'ASM-BRK' }));
    expect(res.body.data).toMatchObject({ id: fx.groups.brakes, type: 'ASSEMBLY', parentId: fx.groups.chassis });
    expect(codes(res.body.data.children)).toEqual(['PL-BRK']);
    const system = await get(pathOf(catalogueEndpoints.assembly, { rootCode: 'EM-S1', code: 'SYS-CH' }));
    expect(partlistCodes(system.body.data)).toEqual(['PL-BRK', 'PL-MIR']);
    refused(await get(pathOf(catalogueEndpoints.assembly, { rootCode: 'EM-S', code: 'ASM-NONE' }), undefined, 'de'), 'MODEL_CONTENT_NOT_FOUND', 'de');
    refused(await get(pathOf(catalogueEndpoints.assembly, { rootCode: 'NOPE', code: 'ASM-BRK' })), 'MODEL_NOT_FOUND');
    badParameter(await get(pathOf(catalogueEndpoints.assembly, { rootCode: 'EM-S', code: 'ASM BRK' })), 'code');
  });

  it('answers the applicability of a node and type-ahead keys', async () => {
    expect((await get(pathOf(catalogueEndpoints.applic), { code: 'EM-S2' })).body.data).toEqual({
      applic: 'code0=EM AND code1=EM-S AND code2=EM-S2', catelogModel: { code0: 'EM', code1: 'EM-S', code2: 'EM-S2' }, type: 'MODEL',
    });
    expect((await get(pathOf(catalogueEndpoints.applic), { code: 'EM' })).body.data.applic).toBe('code0=EM');
    refused(await get(pathOf(catalogueEndpoints.applic), { code: 'XX' }), 'MODEL_NOT_FOUND');
    badParameter(await get(pathOf(catalogueEndpoints.applic), {}), 'code');

    const series = await get(pathOf(catalogueEndpoints.zoneKeys), { type: 'ModelRoot', key: '城' }, 'zh-CN');
    expect(series.body.data).toEqual([{ id: fx.citySeries, code: 'EM-C', name: '城市', objectType: 'ModelRoot' }]);
    const models = await get(pathOf(catalogueEndpoints.zoneKeys), { type: 'Model', key: 'em-s' });
    expect(codes(models.body.data)).toEqual(['EM-S1', 'EM-S2']);
    const partsHit = await get(pathOf(catalogueEndpoints.zoneKeys), { type: 'Part', key: 'P-BRK-PAD' });
    expect(codes(partsHit.body.data)).toEqual(['P-BRK-PAD-F', 'P-BRK-PAD-R']);
    badParameter(await get(pathOf(catalogueEndpoints.zoneKeys), { type: 'Folder', key: 'x' }), 'type');
  });
});

describe('BOM', () => {
  const balls = (items: { ballNumber: number; materialCode: string }[]) => items.map((i) => `${i.ballNumber}:${i.materialCode}`);

  it('gives a partlist with its path, drawing link and every row', async () => {
    const res = await get(pathOf(catalogueEndpoints.bom, { id: fx.partlists.battery }), undefined, 'zh-CN');
    const bom = res.body.data;
    expect(bom.partlist).toMatchObject({ id: fx.partlists.battery, code: 'PL-BAT', name: '电池包总成' });
    expect(bom.partlist.path.map((p: { type: string; name: string }) => `${p.type}:${p.name}`)).toEqual([
      'LINE:易摩托', 'SERIES:迅捷', 'SYSTEM:电气系统', 'ASSEMBLY:电池', 'PARTLIST:电池包总成',
    ]);
    expect(bom.drawingUrl).toBe(pathOf(catalogueEndpoints.drawing, { id: fx.partlists.battery }));
    expect(bom.vehicle).toBeNull();
    expect(balls(bom.items)).toEqual(['1:P-BAT-48', '1:P-BAT-60', '2:P-BMS', '3:P-BAT-CASE', '4:P-BAT-BOLT']);
    expect(bom.items[0]).toEqual({
      id: expect.any(String), ballNumber: 1, materialCode: 'P-BAT-48', childName: '电池包48V', amount: 1, s3: '2999.00', isInventory: true,
      childFavoriteId: null, spare: true, replace: false, isHighlight: false, partId: fx.parts['P-BAT-48'], unit: 'PCS', minSalesUnit: 1,
      remark: '', applicability: { models: ['EM-S1'], configs: null, vinFrom: null, vinTo: null, dateFrom: null, dateTo: null }, applicable: null,
    });
    expect(bom.items[2]).toMatchObject({ materialCode: 'P-BMS', isInventory: false });
    expect(bom.items[4]).toMatchObject({ materialCode: 'P-BAT-BOLT', amount: 4, s3: null, spare: false });

    const motor = (await get(pathOf(catalogueEndpoints.bom, { id: fx.partlists.motor }))).body.data;
    expect(motor.items.find((i: { materialCode: string }) => i.materialCode === 'P-MOT-A')).toMatchObject({ replace: true });
    expect(motor.items.find((i: { materialCode: string }) => i.materialCode === 'P-MOT-C')).toMatchObject({ replace: false });
    expect(motor.items.find((i: { materialCode: string }) => i.materialCode === 'P-CABLE')).toMatchObject({ isHighlight: true, remark: 'Route behind the frame tube' });
  });

  it('keeps only the rows of a VIN\'s vehicle (model, configuration, VIN range, production date)', async () => {
    const s1 = (await get(pathOf(catalogueEndpoints.bom, { id: fx.partlists.battery }), { vinCode: VINS.s1 })).body.data;
    expect(s1.vehicle.vinCode).toBe(VINS.s1);
    expect(balls(s1.items)).toEqual(['1:P-BAT-48', '2:P-BMS', '3:P-BAT-CASE', '4:P-BAT-BOLT']);
    expect(s1.items.every((i: { applicable: boolean }) => i.applicable === true)).toBe(true);
    const s2 = (await get(pathOf(catalogueEndpoints.bom, { id: fx.partlists.battery }), { vinCode: VINS.s2 })).body.data;
    expect(balls(s2.items)).toEqual(['1:P-BAT-60', '2:P-BMS', '4:P-BAT-BOLT']);

    const motorS1 = (await get(pathOf(catalogueEndpoints.bom, { id: fx.partlists.motor }), { vinCode: VINS.s1 })).body.data;
    expect(balls(motorS1.items)).toEqual(['1:P-MOT-A', '2:P-CTRL', '3:P-CABLE']);
    const motorS2 = (await get(pathOf(catalogueEndpoints.bom, { id: fx.partlists.motor }), { vinCode: VINS.s2 })).body.data;
    expect(balls(motorS2.items)).toEqual(['1:P-MOT-C', '3:P-CABLE']);

    const brakesS2 = (await get(pathOf(catalogueEndpoints.bom, { id: fx.partlists.brakes }), { vinCode: VINS.s2 })).body.data;
    expect(balls(brakesS2.items)).toEqual(['1:P-BRK-PAD-F', '2:P-BRK-PAD-R', '3:P-BRK-DISC', '4:P-BRK-CAL-NEW', '5:P-BRK-HOSE-NEW', '7:P-SCREW']);

    const flagged = (await get(pathOf(catalogueEndpoints.bom, { id: fx.partlists.motor }), { vinCode: VINS.s2, all: 'true' })).body.data;
    expect(flagged.items.map((i: { materialCode: string; applicable: boolean }) => `${i.materialCode}:${i.applicable}`)).toEqual([
      'P-MOT-A:false', 'P-MOT-C:true', 'P-CTRL:false', 'P-CABLE:true',
    ]);
  });

  it('marks each row for the model chosen without a VIN, keeping every row', async () => {
    const marks = (items: { ballNumber: number; materialCode: string; applicable: boolean | null }[]) => items.map((i) => `${i.ballNumber}:${i.materialCode}:${i.applicable}`);
    const s1 = (await get(pathOf(catalogueEndpoints.bom, { id: fx.partlists.battery }), { modelCode: 'EM-S1' })).body.data;
    expect(s1.vehicle).toBeNull();
    // configuration, VIN and date conditions do not decide for a model: only its model list does
    expect(marks(s1.items)).toEqual(['1:P-BAT-48:true', '1:P-BAT-60:false', '2:P-BMS:true', '3:P-BAT-CASE:true', '4:P-BAT-BOLT:true']);
    const brakes = (await get(pathOf(catalogueEndpoints.bom, { id: fx.partlists.brakes }), { modelCode: 'EM-S2' })).body.data;
    expect(brakes.items.filter((i: { applicable: boolean }) => !i.applicable).map((i: { materialCode: string }) => i.materialCode)).toEqual(['P-BRK-LEVER']);
    // the query form answers the same; a VIN, when given, decides instead of the model
    expect((await get(pathOf(catalogueEndpoints.bomItems), { partlistId: fx.partlists.battery, modelCode: 'EM-S1' })).body.data).toEqual(s1);
    const byVin = (await get(pathOf(catalogueEndpoints.bom, { id: fx.partlists.battery }), { vinCode: VINS.s2, modelCode: 'EM-S1' })).body.data;
    expect(balls(byVin.items)).toEqual(['1:P-BAT-60', '2:P-BMS', '4:P-BAT-BOLT']);

    // not a model, no such model, another series' model, a malformed code
    refused(await get(pathOf(catalogueEndpoints.bom, { id: fx.partlists.battery }), { modelCode: 'EM-S' }, 'zh-CN'), 'MODEL_NOT_FOUND', 'zh-CN');
    refused(await get(pathOf(catalogueEndpoints.bom, { id: fx.partlists.battery }), { modelCode: 'NO-SUCH' }), 'MODEL_NOT_FOUND');
    refused(await get(pathOf(catalogueEndpoints.bom, { id: fx.partlists.battery }), { modelCode: 'EM-C1' }, 'de'), 'BOM_NO_RESULTS', 'de');
    badParameter(await get(pathOf(catalogueEndpoints.bom, { id: fx.partlists.battery }), { modelCode: 'EM S1' }), 'modelCode');
  });

  it('says when a VIN has no rows here or is unknown', async () => {
    refused(await get(pathOf(catalogueEndpoints.bom, { id: fx.partlists.mirrors }), { vinCode: VINS.s1 }, 'zh-CN'), 'BOM_NO_RESULTS', 'zh-CN');
    refused(await get(pathOf(catalogueEndpoints.bom, { id: fx.partlists.battery }), { vinCode: VINS.c1 }), 'BOM_NO_RESULTS');
    refused(await get(pathOf(catalogueEndpoints.bom, { id: fx.partlists.battery }), { vinCode: VINS.unknown }, 'de'), 'MODEL_NOT_FOUND', 'de');
    badParameter(await get(pathOf(catalogueEndpoints.bom, { id: fx.partlists.battery }), { vinCode: 'SHORT' }), 'vinCode');
    badParameter(await get(pathOf(catalogueEndpoints.bom, { id: fx.partlists.battery }), { all: 'yes' }), 'all');
    expect((await get(pathOf(catalogueEndpoints.bom, { id: '00000000-0000-4000-8000-000000000000' }))).status).toBe(404);
    badParameter(await get(pathOf(catalogueEndpoints.bom, { id: 'not-a-uuid' })), 'id');
  });

  it('answers the same BOM on the query forms', async () => {
    const direct = (await get(pathOf(catalogueEndpoints.bom, { id: fx.partlists.brakes }), { vinCode: VINS.s1 })).body.data;
    const byQuery = await get(pathOf(catalogueEndpoints.bomItems), { partlistId: fx.partlists.brakes, vinCode: VINS.s1 });
    const items = await get(pathOf(catalogueEndpoints.searchItems), { partlistId: fx.partlists.brakes, vinCode: VINS.s1 });
    expect(byQuery.body.data).toEqual(direct);
    expect(items.body.data).toEqual(direct);
    badParameter(await get(pathOf(catalogueEndpoints.bomItems), {}), 'partlistId');
  });

  it('serves the drawing as SVG that may not run script', async () => {
    const user = await loggedInUser(t, 'DEALER');
    const res = await t.app.inject({ method: 'GET', url: pathOf(catalogueEndpoints.drawing, { id: fx.partlists.battery }), headers: { token: user.token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.body).toContain('data-ball="4"');
    expect((await t.app.inject({ method: 'GET', url: pathOf(catalogueEndpoints.drawing, { id: fx.partlists.battery }) })).statusCode).toBe(401);
    expect((await get(pathOf(catalogueEndpoints.drawing, { id: '00000000-0000-4000-8000-000000000000' }))).status).toBe(404);
  });
});

describe('baselines and serial numbers', () => {
  it('finds a model\'s baseline with or without its tree', async () => {
    const basic = await get(pathOf(catalogueEndpoints.baselineBasic), { baselineId: 'EM-S2' });
    expect(basic.body.data).toEqual({
      baselineId: 'EM-S2', line: { id: fx.line, code: 'EM', name: 'E-Moto' }, series: { id: fx.series, code: 'EM-S', name: 'Swift' },
      model: { id: fx.models.s2, code: 'EM-S2', name: 'Swift S2' }, catelogModel: { code0: 'EM', code1: 'EM-S', code2: 'EM-S2' }, rootId: fx.series,
    });
    const full = await get(pathOf(catalogueEndpoints.baselineTree), { baselineId: 'EM-S1' });
    expect(partlistCodes(full.body.data.tree)).toEqual(['PL-BAT', 'PL-MOT', 'PL-BRK']);
    refused(await get(pathOf(catalogueEndpoints.baselineTree), { baselineId: 'EM-S' }, 'zh-CN'), 'BASELINE_NOT_FOUND', 'zh-CN');
    refused(await get(pathOf(catalogueEndpoints.baselineBasic), { baselineId: 'NOPE' }), 'BASELINE_NOT_FOUND');
    badParameter(await get(pathOf(catalogueEndpoints.baselineBasic), {}), 'baselineId');
  });

  it('finds a serial number\'s part and vehicle', async () => {
    const full = await get(pathOf(catalogueEndpoints.serial), { sn: 'mt-c-0420' }, 'zh-CN');
    expect(full.body.data).toMatchObject({ serial: 'MT-C-0420', kind: 'MOTOR', vinCode: VINS.s2, part: { partCode: 'P-MOT-C', partName: '轮毂电机800W C版' }, vehicle: { vinCode: VINS.s2, basicModelName: '迅捷S2' } });
    const basic = await get(pathOf(catalogueEndpoints.serialBasic), { sn: 'BP-48-0001' });
    expect(basic.body.data).toEqual({ serial: 'BP-48-0001', kind: 'BATTERY_PACK', vinCode: VINS.s1, modelCode: 'EM-S1', partCode: 'P-BAT-48', partName: 'Battery pack 48V' });
    refused(await get(pathOf(catalogueEndpoints.serial), { sn: 'BP-99-9999' }, 'vi'), 'SN_NOT_FOUND', 'vi');
    refused(await get(pathOf(catalogueEndpoints.serialBasic), { sn: 'BP 48/0001' }, 'es'), 'SN_ERROR', 'es');
    badParameter(await get(pathOf(catalogueEndpoints.serial), { sn: '' }), 'sn');
  });
});

describe('OpenAPI', () => {
  it('documents the recursive tree node once, and every $ref resolves', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { components: { schemas: Record<string, unknown> } };
    const refs = new Set([...JSON.stringify(doc).matchAll(/#\/components\/schemas\/(\w+)/g)].map((m) => m[1]));
    expect(refs).toContain('CatalogueTreeNode');
    for (const ref of refs) expect(doc.components.schemas, ref).toHaveProperty(ref);
  });
});
