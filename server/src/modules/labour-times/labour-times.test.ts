import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, LIMITS, type Language, type TLabourTimeRow, authEndpoints, catalogueEndpoints, labourTimesEndpoints, pathOf, routeOf, type TLocalizedText } from '@portal/contract';
import { call, firstSheet, loggedInUser, sheetRows } from '../../test/helpers.js';
import { withoutPermission } from '../../test/factories.js';
import { operationLogs } from '../../platform/platform.tables.js';
import { createCatalogueTestApp, VINS, type CatalogueFixture } from '../../test/fixtures/catalogue.js';
import { writeLabourDirectory, writeLabourTimes, type LabourTimeInput } from './labour-times.service.js';

/*
 * Labour times on the catalogue fixture (line EM; series Swift with S1 and S2, City with C1): a
 * small directory (electrical → battery → pack, BMS; chassis → brakes → front, rear) and seven
 * jobs linked to fixture parts, written through the same writer as the demo seed.
 */

let t: Awaited<ReturnType<typeof createCatalogueTestApp>>;
let fx: CatalogueFixture;
let dealer: string;
let visitorLike: string;
let noVin: string;
let powerless: string;

const names = (en: string, zh: string, de = en): TLocalizedText => ({ 'zh-CN': zh, 'en-US': en, vi: en, es: en, de, id: en });

const DIRECTORY = [
  { code: 'EL', level: 1 as const, parentCode: null, names: names('Electrical system', '电气系统', 'Elektrik'), sort: 0 },
  { code: 'CH', level: 1 as const, parentCode: null, names: names('Chassis', '底盘', 'Fahrwerk'), sort: 1 },
  { code: 'EL01', level: 2 as const, parentCode: 'EL', names: names('Traction battery', '动力电池'), sort: 0 },
  { code: 'CH01', level: 2 as const, parentCode: 'CH', names: names('Brakes', '制动系统', 'Bremsen'), sort: 0 },
  { code: 'EL0101', level: 3 as const, parentCode: 'EL01', names: names('Battery pack', '电池包'), sort: 0 },
  { code: 'EL0102', level: 3 as const, parentCode: 'EL01', names: names('Battery management system', '电池管理系统'), sort: 1 },
  { code: 'CH0101', level: 3 as const, parentCode: 'CH01', names: names('Front brake', '前制动'), sort: 0 },
  { code: 'CH0102', level: 3 as const, parentCode: 'CH01', names: names('Rear brake', '后制动'), sort: 1 },
];

const PACK = names('Battery pack – remove and install', '电池包拆装', 'Akkupack aus- und einbauen');
const BMS = names('BMS board – replace', '更换电池管理板', 'BMS-Platine ersetzen');
const FRONT = names('Front brake pads – replace', '更换前刹车片', 'Bremsbeläge vorne ersetzen');
const REAR = names('Rear brake pads – replace', '更换后刹车片', 'Bremsbeläge hinten ersetzen');

beforeAll(async () => {
  t = await createCatalogueTestApp();
  fx = t.fx;
  const job = (model: string, code: string, n: TLocalizedText, type: LabourTimeInput['workTimeType'], std: number, maint: number, partCodes: string[]): LabourTimeInput => ({
    modelId: model, workTimeCode: code, names: n, workTimeType: type, standardHours: std, maintenanceHours: maint, positionCode: code.slice(0, 6),
    partIds: partCodes.map((c) => fx.parts[c]),
  });
  await t.db.transaction(async (tx) => {
    await writeLabourDirectory(tx, DIRECTORY);
    await writeLabourTimes(tx, [
      job(fx.models.s1, 'EL0101-01', PACK, 'REMOVE_INSTALL', 0.5, 0.6, ['P-BAT-48']),
      job(fx.models.s1, 'EL0102-01', BMS, 'REPLACE', 1.2, 1.4, ['P-BMS']),
      job(fx.models.s1, 'CH0101-01', FRONT, 'REPLACE', 0.3, 0.4, ['P-BRK-PAD-F']),
      job(fx.models.s2, 'CH0102-01', REAR, 'REPLACE', 0.4, 0.5, ['P-BRK-PAD-R']),
      job(fx.models.s2, 'CH0101-01', FRONT, 'REPLACE', 0.35, 0.45, ['P-BRK-PAD-F', 'P-BRK-DISC']),
      job(fx.models.s2, 'EL0101-01', PACK, 'REMOVE_INSTALL', 0.6, 0.75, ['P-BAT-60']),
      job(fx.models.c1, 'CH0101-01', FRONT, 'REPLACE', 0.4, 0.5, []),
    ]);
  });
  dealer = (await loggedInUser(t, 'DEALER')).token;
  // The visitor's defaults lack the export; a CLIENT without PER_VIN_VIEW tests the VIN rule.
  visitorLike = (await call(t.app, ...routeOf(authEndpoints.visitorLogin))).body.data.token;
  await withoutPermission(t, 'CLIENT', 'PER_VIN_VIEW');
  noVin = (await loggedInUser(t, 'CLIENT')).token;
  await withoutPermission(t, 'IN_PLANT');
  powerless = (await loggedInUser(t, 'IN_PLANT')).token;
});
afterAll(async () => { await t?.close(); });

const post = (url: string, body: unknown, lang?: Language, token = dealer) => call(t.app, 'POST', url, { token, body, lang });
const get = (url: string, query?: Record<string, string>, lang?: Language, token = dealer) => call(t.app, 'GET', url, { token, query, lang });

function refused(res: Awaited<ReturnType<typeof call>>, key: keyof typeof ERRORS, lang: Language = 'en-US', params: Record<string, string | number> = {}) {
  expect(res.status).toBe(ERRORS[key].http);
  let message: string = ERRORS[key].message[lang];
  for (const [k, v] of Object.entries(params)) message = message.replace(`{${k}}`, String(v));
  expect(res.body).toEqual({ success: false, code: ERRORS[key].code, message });
}
function badParameter(res: Awaited<ReturnType<typeof call>>, field: string) {
  expect(res.status).toBe(555);
  expect(res.body.code).toBe(555);
  expect(res.body.message).toContain(field);
}
const codes = (rows: TLabourTimeRow[]) => rows.map((r) => `${r.modelCode}:${r.workTimeCode}`);

describe('labour-time list', () => {
  it('lists every job in catalogue order, then directory order, with its levels, model and parts', async () => {
    const res = await post(pathOf(labourTimesEndpoints.list), {});
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBe(7);
    expect(codes(res.body.data.contents)).toEqual([
      'EM-S1:EL0101-01', 'EM-S1:EL0102-01', 'EM-S1:CH0101-01',
      'EM-S2:EL0101-01', 'EM-S2:CH0101-01', 'EM-S2:CH0102-01',
      'EM-C1:CH0101-01',
    ]);
    expect(res.body.data.contents[4]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      workTimeCode: 'CH0101-01',
      workTimeName: 'Front brake pads – replace',
      workTimeType: 'REPLACE',
      workTimeTypeName: 'Replace',
      standardHours: 0.35,
      maintenanceHours: 0.45,
      levelOne: { code: 'CH', name: 'Chassis' },
      levelTwo: { code: 'CH01', name: 'Brakes' },
      position: { code: 'CH0101', name: 'Front brake' },
      modelCode: 'EM-S2',
      modelName: 'Swift S2',
      catelogModel: { code0: 'EM', code1: 'EM-S', code2: 'EM-S2' },
      parts: [
        { id: fx.parts['P-BRK-DISC'], partCode: 'P-BRK-DISC', partName: 'Brake disc 220mm' },
        { id: fx.parts['P-BRK-PAD-F'], partCode: 'P-BRK-PAD-F', partName: 'Front brake pad' },
      ],
    });
  });

  it('answers names in the caller\'s language', async () => {
    const res = await post(pathOf(labourTimesEndpoints.list), { modelCode: 'EM-S1', pageSize: 1 }, 'zh-CN');
    expect(res.body.data.contents[0]).toMatchObject({
      workTimeName: '电池包拆装', workTimeTypeName: '拆装', levelOne: { name: '电气系统' }, position: { name: '电池包' }, modelName: '迅捷S1',
      parts: [{ partCode: 'P-BAT-48', partName: '电池包48V' }],
    });
    const de = await post(pathOf(labourTimesEndpoints.list), { modelCode: 'EM-S1', levelOne: 'CH' }, 'de');
    expect(de.body.data.contents[0]).toMatchObject({ workTimeName: 'Bremsbeläge vorne ersetzen', workTimeTypeName: 'Ersetzen', levelTwo: { name: 'Bremsen' } });
  });

  it('narrows by a model, a series or a line', async () => {
    const count = async (modelCode: string) => (await post(pathOf(labourTimesEndpoints.list), { modelCode })).body.data.count;
    expect(await count('EM-S2')).toBe(3);
    expect(await count('EM-S')).toBe(6);
    expect(await count('EM-C')).toBe(1);
    expect(await count('EM')).toBe(7);
  });

  it('narrows by level one, level two, position code and work type', async () => {
    const list = async (body: object) => codes((await post(pathOf(labourTimesEndpoints.list), { ...body, pageSize: 50 })).body.data.contents);
    expect(await list({ levelOne: 'EL' })).toEqual(['EM-S1:EL0101-01', 'EM-S1:EL0102-01', 'EM-S2:EL0101-01']);
    expect(await list({ levelTwo: 'CH01', modelCode: 'EM-S2' })).toEqual(['EM-S2:CH0101-01', 'EM-S2:CH0102-01']);
    expect(await list({ positionCode: 'CH0102' })).toEqual(['EM-S2:CH0102-01']);
    expect(await list({ workTimeType: 'REMOVE_INSTALL' })).toEqual(['EM-S1:EL0101-01', 'EM-S2:EL0101-01']);
    expect(await list({ levelOne: 'NOPE' })).toEqual([]);
  });

  it('finds jobs by a piece of the code or of a name in any language, and by part', async () => {
    const list = async (body: object) => codes((await post(pathOf(labourTimesEndpoints.list), { ...body, pageSize: 50 })).body.data.contents);
    expect(await list({ key: 'brake pads' })).toHaveLength(4);
    expect(await list({ key: 'BREMSBELÄGE' })).toHaveLength(4);
    expect(await list({ key: '刹车' })).toHaveLength(4);
    expect(await list({ key: '后刹车' })).toEqual(['EM-S2:CH0102-01']);
    expect(await list({ key: 'el0102' })).toEqual(['EM-S1:EL0102-01']);
    // LIKE wildcards in the key are text, not patterns.
    expect(await list({ key: '%' })).toEqual([]);
    expect(await list({ partCode: 'P-BRK-PAD-F' })).toEqual(['EM-S1:CH0101-01', 'EM-S2:CH0101-01']);
    expect(await list({ partCode: 'p-brk-disc' })).toEqual(['EM-S2:CH0101-01']);
    expect(await list({ partCode: 'P-NOTHING' })).toEqual([]);
  });

  it('pages', async () => {
    const res = await post(pathOf(labourTimesEndpoints.list), { page: 2, pageSize: 3 });
    expect(res.body.data.count).toBe(7);
    expect(codes(res.body.data.contents)).toEqual(['EM-S2:EL0101-01', 'EM-S2:CH0101-01', 'EM-S2:CH0102-01']);
    expect((await post(pathOf(labourTimesEndpoints.list), { page: 9, pageSize: 3 })).body.data).toEqual({ contents: [], count: 7 });
  });

  it('refuses an unknown model with "no corresponding model found", and bad parameters with 555', async () => {
    refused(await post(pathOf(labourTimesEndpoints.list), { modelCode: 'NOPE' }, 'de'), 'MODEL_NOT_FOUND', 'de');
    badParameter(await post(pathOf(labourTimesEndpoints.list), { pageSize: 500 }), 'pageSize');
    badParameter(await post(pathOf(labourTimesEndpoints.list), { workTimeType: 'POLISH' }), 'workTimeType');
    badParameter(await post(pathOf(labourTimesEndpoints.list), { modelCode: 'EM S' }), 'modelCode');
    badParameter(await post(pathOf(labourTimesEndpoints.list), { key: 'x'.repeat(LIMITS.searchKeyMax + 1) }), 'key');
  });
});

describe('filter options, levels and position codes', () => {
  it('offers the models with labour times, and the level ones and types within a model', async () => {
    const all = await post(pathOf(labourTimesEndpoints.filterOptions), {});
    expect(all.body.data.models).toEqual([{
      id: fx.line, code: 'EM', name: 'E-Moto',
      series: [
        { id: fx.series, code: 'EM-S', name: 'Swift', models: [{ id: fx.models.s1, code: 'EM-S1', name: 'Swift S1' }, { id: fx.models.s2, code: 'EM-S2', name: 'Swift S2' }] },
        { id: fx.citySeries, code: 'EM-C', name: 'City', models: [{ id: fx.models.c1, code: 'EM-C1', name: 'City C1' }] },
      ],
    }]);
    expect(all.body.data.levelOnes).toEqual([{ code: 'EL', name: 'Electrical system' }, { code: 'CH', name: 'Chassis' }]);
    expect(all.body.data.workTimeTypes).toEqual([{ code: 'REPLACE', name: 'Replace' }, { code: 'REMOVE_INSTALL', name: 'Remove and install' }]);
    const city = await post(pathOf(labourTimesEndpoints.filterOptions), { modelCode: 'EM-C1' }, 'zh-CN');
    expect(city.body.data.levelOnes).toEqual([{ code: 'CH', name: '底盘' }]);
    expect(city.body.data.workTimeTypes).toEqual([{ code: 'REPLACE', name: '更换' }]);
    refused(await post(pathOf(labourTimesEndpoints.filterOptions), { modelCode: 'NOPE' }), 'MODEL_NOT_FOUND');
  });

  it('answers the level twos of a level one under a model-tree node', async () => {
    const res = await get(pathOf(labourTimesEndpoints.levelTwo, { id: fx.series, levelOne: 'CH' }), undefined, 'de');
    expect(res.body).toEqual({ success: true, data: [{ code: 'CH01', name: 'Bremsen' }] });
    expect((await get(pathOf(labourTimesEndpoints.levelTwo, { id: fx.citySeries, levelOne: 'EL' }))).body.data).toEqual([]);
    refused(await get(pathOf(labourTimesEndpoints.levelTwo, { id: fx.series, levelOne: 'XX' }), undefined, 'zh-CN'), 'LABOUR_LEVEL_NOT_FOUND', 'zh-CN', { code: 'XX' });
    refused(await get(pathOf(labourTimesEndpoints.levelTwo, { id: fx.series, levelOne: 'EL01' })), 'LABOUR_LEVEL_NOT_FOUND', 'en-US', { code: 'EL01' });
    refused(await get(pathOf(labourTimesEndpoints.levelTwo, { id: '00000000-0000-4000-8000-000000000000', levelOne: 'CH' }), undefined, 'vi'), 'NOT_FOUND', 'vi');
    badParameter(await get(pathOf(labourTimesEndpoints.levelTwo, { id: 'not-a-uuid', levelOne: 'CH' })), 'id');
  });

  it('answers position codes with jobs, narrowed by model and levels', async () => {
    const list = async (body: object, lang?: Language) => (await post(pathOf(labourTimesEndpoints.positionCodes), body, lang)).body.data;
    expect(await list({})).toEqual([
      { code: 'EL0101', name: 'Battery pack' }, { code: 'EL0102', name: 'Battery management system' },
      { code: 'CH0101', name: 'Front brake' }, { code: 'CH0102', name: 'Rear brake' },
    ]);
    expect(await list({ modelCode: 'EM-S1', levelOne: 'CH' }, 'zh-CN')).toEqual([{ code: 'CH0101', name: '前制动' }]);
    expect(await list({ modelCode: 'EM-S2', levelTwo: 'EL01' })).toEqual([{ code: 'EL0101', name: 'Battery pack' }]);
    refused(await post(pathOf(labourTimesEndpoints.positionCodes), { levelOne: 'EL01' }), 'LABOUR_LEVEL_NOT_FOUND', 'en-US', { code: 'EL01' });
    refused(await post(pathOf(labourTimesEndpoints.positionCodes), { levelTwo: 'EL' }, 'es'), 'LABOUR_LEVEL_NOT_FOUND', 'es', { code: 'EL' });
    refused(await post(pathOf(labourTimesEndpoints.positionCodes), { modelCode: 'NOPE' }), 'MODEL_NOT_FOUND');
    badParameter(await post(pathOf(labourTimesEndpoints.positionCodes), { levelOne: 'E L' }), 'levelOne');
  });
});

describe('the app\'s job card', () => {
  it('answers a model\'s jobs with the hours added up', async () => {
    const res = await post(pathOf(labourTimesEndpoints.show), { modelCode: 'EM-S2' });
    expect(res.body.data).toMatchObject({ vinCode: null, modelCode: 'EM-S2', modelName: 'Swift S2', catelogModel: { code0: 'EM', code1: 'EM-S', code2: 'EM-S2' }, standardHours: 1.35, maintenanceHours: 1.7 });
    expect(res.body.data.items.map((i: TLabourTimeRow) => i.workTimeCode)).toEqual(['EL0101-01', 'CH0101-01', 'CH0102-01']);
  });

  it('answers a vehicle\'s jobs by VIN, narrowed to a part or one job', async () => {
    const byVin = await post(pathOf(labourTimesEndpoints.show), { vinCode: VINS.s1.toLowerCase() }, 'zh-CN');
    expect(byVin.body.data).toMatchObject({ vinCode: VINS.s1, modelCode: 'EM-S1', modelName: '迅捷S1', standardHours: 2, maintenanceHours: 2.4 });
    const forPart = await post(pathOf(labourTimesEndpoints.show), { vinCode: VINS.s1, partCode: 'P-BMS' });
    expect(forPart.body.data.items.map((i: TLabourTimeRow) => i.workTimeName)).toEqual(['BMS board – replace']);
    const oneJob = await post(pathOf(labourTimesEndpoints.show), { modelCode: 'EM-S2', workTimeCode: 'CH0102-01' });
    expect(oneJob.body.data).toMatchObject({ standardHours: 0.4, maintenanceHours: 0.5 });
    const none = await post(pathOf(labourTimesEndpoints.show), { modelCode: 'EM-C1', partCode: 'P-BMS' });
    expect(none.body.data).toMatchObject({ items: [], standardHours: 0, maintenanceHours: 0 });
  });

  it('refuses unknown vehicles and models, a line or series, and a VIN without PER_VIN_VIEW', async () => {
    refused(await post(pathOf(labourTimesEndpoints.show), { vinCode: VINS.unknown }, 'id'), 'MODEL_NOT_FOUND', 'id');
    refused(await post(pathOf(labourTimesEndpoints.show), { modelCode: 'NOPE' }), 'MODEL_NOT_FOUND');
    refused(await post(pathOf(labourTimesEndpoints.show), { modelCode: 'EM-S' }, 'de'), 'LABOUR_MODEL_REQUIRED', 'de', { code: 'EM-S' });
    refused(await post(pathOf(labourTimesEndpoints.show), { vinCode: VINS.s1 }, 'en-US', noVin), 'NO_PERMISSION');
    expect((await post(pathOf(labourTimesEndpoints.show), { modelCode: 'EM-S1' }, 'en-US', noVin)).body.success).toBe(true);
    badParameter(await post(pathOf(labourTimesEndpoints.show), {}), 'modelCode');
    badParameter(await post(pathOf(labourTimesEndpoints.show), { vinCode: 'LEMS1A2B0PA00015X' }), 'vinCode');
  });
});

describe('a part\'s labour times (part detail tab)', () => {
  it('lists the jobs linked to the part on every model', async () => {
    const res = await get(pathOf(catalogueEndpoints.labourTimes, { id: fx.parts['P-BRK-PAD-F'] }), undefined, 'zh-CN');
    expect(res.body).toEqual({
      success: true,
      data: [
        { id: expect.any(String), workTimeCode: 'CH0101-01', workTimeName: '更换前刹车片', workTimeType: 'REPLACE', workTimeTypeName: '更换', standardHours: 0.3, maintenanceHours: 0.4, positionCode: 'CH0101', modelCode: 'EM-S1', modelName: '迅捷S1' },
        { id: expect.any(String), workTimeCode: 'CH0101-01', workTimeName: '更换前刹车片', workTimeType: 'REPLACE', workTimeTypeName: '更换', standardHours: 0.35, maintenanceHours: 0.45, positionCode: 'CH0101', modelCode: 'EM-S2', modelName: '迅捷S2' },
      ],
    });
    const query = await get(pathOf(catalogueEndpoints.searchHours), { id: fx.parts['P-BRK-PAD-F'] }, 'zh-CN');
    expect(query.body).toEqual(res.body);
    expect((await get(pathOf(catalogueEndpoints.labourTimes, { id: fx.parts['P-MIRROR'] }))).body).toEqual({ success: true, data: [] });
    refused(await get(pathOf(catalogueEndpoints.labourTimes, { id: '00000000-0000-4000-8000-000000000000' })), 'NOT_FOUND');
    badParameter(await get(pathOf(catalogueEndpoints.labourTimes, { id: '123' })), 'id');
  });
});

describe('labour-time export', () => {
  async function sheetOf(body: Buffer) {
    const sheet = await firstSheet(body);
    return { name: sheet.name, rows: sheetRows(sheet) };
  }
  const download = (query: string, lang: Language = 'en-US', token = dealer) =>
    t.app.inject({ method: 'GET', url: `${pathOf(labourTimesEndpoints.exportXlsx)}${query ? '?' : ''}${query}`, headers: { token, 'accept-language': lang } });

  it('exports the filtered jobs, headed in the caller\'s language and named after the model', async () => {
    const res = await download('modelCode=EM-S');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Labour times Swift.xlsx"; filename*=UTF-8\'\'Labour%20times%20Swift.xlsx');
    const { name, rows } = await sheetOf(res.rawPayload);
    expect(name).toBe('Labour times');
    expect(rows[0]).toEqual(['Model code', 'Model', 'Level one', 'Level two', 'Position code', 'Position', 'Labour code', 'Job', 'Work type', 'Standard hours', 'Maintenance hours', 'Parts']);
    expect(rows).toHaveLength(7);
    expect(rows[5]).toEqual(['EM-S2', 'Swift S2', 'Chassis', 'Brakes', 'CH0101', 'Front brake', 'CH0101-01', 'Front brake pads – replace', 'Replace', 0.35, 0.45, 'P-BRK-DISC, P-BRK-PAD-F']);
  });

  it('exports in Chinese, by body too, and everything without a filter', async () => {
    const zh = await download('levelOne=EL', 'zh-CN');
    expect(zh.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('工时.xlsx')}`);
    const { rows } = await sheetOf(zh.rawPayload);
    expect(rows[0].slice(0, 3)).toEqual(['车型代码', '车型', '一级分类']);
    expect(rows.slice(1).map((r) => r[7])).toEqual(['电池包拆装', '更换电池管理板', '电池包拆装']);
    const posted = await t.app.inject({ method: 'POST', url: pathOf(labourTimesEndpoints.exportXlsxBody), payload: { key: 'rear' }, headers: { token: dealer } });
    expect(posted.statusCode).toBe(200);
    expect((await sheetOf(posted.rawPayload)).rows.slice(1).map((r) => r[6])).toEqual(['CH0102-01']);
    expect((await sheetOf((await download('')).rawPayload)).rows).toHaveLength(8);
  });

  it('refuses an empty export, one over the row limit, an unknown model, and callers without the export right', async () => {
    refused(await call(t.app, ...routeOf(labourTimesEndpoints.exportXlsx), { token: dealer, query: { key: 'nothing-like-this' }, lang: 'vi' }), 'LABOUR_EXPORT_EMPTY', 'vi');
    const limits = LIMITS as { labourTimeExportMax: number };
    const max = limits.labourTimeExportMax;
    limits.labourTimeExportMax = 5;
    try {
      refused(await call(t.app, ...routeOf(labourTimesEndpoints.exportXlsx), { token: dealer }), 'LABOUR_EXPORT_TOO_LARGE', 'en-US', { count: 7, max: 5 });
    } finally {
      limits.labourTimeExportMax = max;
    }
    refused(await call(t.app, ...routeOf(labourTimesEndpoints.exportXlsx), { token: dealer, query: { modelCode: 'NOPE' } }), 'MODEL_NOT_FOUND');
    badParameter(await call(t.app, ...routeOf(labourTimesEndpoints.exportXlsx), { token: dealer, query: { workTimeType: 'x' } }), 'workTimeType');
    expect((await download('modelCode=EM-S1', 'en-US', visitorLike)).statusCode).toBe(403);
    // ...while the visitor may read the list
    expect((await post(pathOf(labourTimesEndpoints.list), {}, 'en-US', visitorLike)).body.data.count).toBe(7);
  });
});

describe('access', () => {
  const CALLS: [string, string, unknown?][] = [
    [...routeOf(labourTimesEndpoints.list), {}],
    [...routeOf(labourTimesEndpoints.filterOptions), {}],
    [...routeOf(labourTimesEndpoints.positionCodes), {}],
    [...routeOf(labourTimesEndpoints.levelTwo, { id: '00000000-0000-4000-8000-000000000000', levelOne: 'EL' })],
    [...routeOf(labourTimesEndpoints.show), { modelCode: 'EM-S1' }],
    [...routeOf(labourTimesEndpoints.exportXlsx)],
    [...routeOf(labourTimesEndpoints.exportXlsxBody), {}],
    [...routeOf(catalogueEndpoints.labourTimes, { id: '00000000-0000-4000-8000-000000000000' })],
  ];

  it('answers 401 without a token and 403 without the permission on every call', async () => {
    for (const [method, url, body] of CALLS) {
      const anonymous = await call(t.app, method, url, { body });
      expect(anonymous.status, `${method} ${url}`).toBe(401);
      expect(anonymous.body.code).toBe(ERRORS.LOGIN_REQUIRED.code);
      const denied = await call(t.app, method, url, { body, token: powerless, lang: 'zh-CN' });
      expect(denied.status, `${method} ${url}`).toBe(403);
      expect(denied.body.message).toBe(ERRORS.NO_PERMISSION.message['zh-CN']);
    }
  });
});

describe('the operation log', () => {
  it('keeps no entry for the POSTs that only read (lists, options, job card, export)', async () => {
    const before = await t.db.$count(operationLogs);
    await post(pathOf(labourTimesEndpoints.list), {});
    await post(pathOf(labourTimesEndpoints.filterOptions), {});
    await post(pathOf(labourTimesEndpoints.positionCodes), {});
    await post(pathOf(labourTimesEndpoints.show), { modelCode: 'EM-S1' });
    expect((await t.app.inject({ method: 'POST', url: pathOf(labourTimesEndpoints.exportXlsxBody), payload: {}, headers: { token: dealer } })).statusCode).toBe(200);
    expect(await t.db.$count(operationLogs)).toBe(before);
  });
});

describe('the writer', () => {
  it('refuses a job whose position code is not a position of the directory, and a directory entry under the wrong parent', async () => {
    await expect(writeLabourTimes(t.db, [{ modelId: fx.models.s1, workTimeCode: 'X-1', names: PACK, workTimeType: 'REPLACE', standardHours: 1, maintenanceHours: 1, positionCode: 'EL01', partIds: [] }]))
      .rejects.toThrow(/EL01 is not a position code/);
    await expect(writeLabourDirectory(t.db, [{ code: 'EL0199', level: 3, parentCode: 'EL', names: PACK, sort: 9 }])).rejects.toThrow(/cannot sit under EL/);
    await expect(writeLabourDirectory(t.db, [{ code: 'ZZ', level: 1, parentCode: 'EL', names: PACK, sort: 9 }])).rejects.toThrow(/cannot sit under EL/);
    expect((await post(pathOf(labourTimesEndpoints.list), {})).body.data.count).toBe(7);
  });
});
