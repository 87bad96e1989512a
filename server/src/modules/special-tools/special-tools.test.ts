import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, LIMITS, type Language, type TSpecialTool, authEndpoints, pathOf, routeOf, specialToolsEndpoints, type TLocalizedText } from '@portal/contract';
import { call, loggedInUser } from '../../test/helpers.js';
import { withoutPermission } from '../../test/factories.js';
import { operationLogs } from '../../platform/platform.tables.js';
import { createCatalogueTestApp } from '../../test/fixtures/catalogue.js';
import { toolPictureKey, writeSpecialTools, type SpecialToolInput } from './special-tools.service.js';

/*
 * Special tools on the catalogue fixture (line EM; series Swift with S1 and S2, City with C1):
 * four tools written through the same writer as the demo seed, one for every model, the others
 * for some models and one drive type.
 */

let t: Awaited<ReturnType<typeof createCatalogueTestApp>>;
let dealer: string;
let powerless: string;

const names = (en: string, zh: string, de = en): TLocalizedText => ({ 'zh-CN': zh, 'en-US': en, vi: en, es: en, de, id: en });
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

const TOOLS: SpecialToolInput[] = [
  {
    code: 'ST-HV-001', category: 'HV_SAFETY', unit: 'KIT', driveType: 'ALL', models: null, pictureSvg: SVG, sort: 0,
    names: names('Insulated tool set 1000 V', '1000V绝缘工具套装', 'Isolierter Werkzeugsatz 1000 V'),
    purpose: names('Work on circuits that may be live', '用于可能带电的回路作业'),
    technicalParameter: names('1000 V AC, 24 pieces', '1000 V AC，24件'),
  },
  {
    code: 'ST-MO-001', category: 'MOTOR', unit: 'SET', driveType: 'HUB', models: ['EM-S2', 'EM-S1'], pictureSvg: SVG, sort: 400,
    names: names('Hub motor puller', '轮毂电机拉马', 'Radnabenmotor-Abzieher'),
    purpose: names('Separate stator and rotor', '分离定子和转子'),
    technicalParameter: names('Up to 8 kN', '最大8 kN'),
  },
  {
    code: 'ST-MO-003', category: 'MOTOR', unit: 'PCS', driveType: 'MID', models: ['EM-C1'], pictureSvg: null, sort: 401,
    names: names('Belt tension meter', '皮带张力计'),
    purpose: names('Set the belt tension', '设定皮带张力'),
    technicalParameter: names('10–5000 Hz', '10–5000 Hz'),
  },
  {
    code: 'ST-BR-001', category: 'BRAKE', unit: 'KIT', driveType: 'ALL', models: ['EM-S2'], pictureSvg: SVG, sort: 500,
    names: names('Brake bleeding kit', '制动排气工具', 'Bremsenentlüftungsgerät'),
    purpose: names('Bleed hydraulic brakes by vacuum', '真空抽吸进行制动排气'),
    technicalParameter: names('Vacuum 0–0.9 bar', '真空0–0.9 bar'),
  },
];
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createCatalogueTestApp();
  await t.db.transaction((tx) => writeSpecialTools(tx, t.app.ctx.files, TOOLS));
  const rows = await call(t.app, ...routeOf(specialToolsEndpoints.search), { token: (await loggedInUser(t, 'DEALER')).token, body: {} });
  for (const tool of rows.body.data as TSpecialTool[]) ids[tool.code] = tool.id;
  dealer = (await loggedInUser(t, 'DEALER')).token;
  await withoutPermission(t, 'IN_PLANT');
  powerless = (await loggedInUser(t, 'IN_PLANT')).token;
});
afterAll(async () => { await t?.close(); });

const post = (url: string, body: unknown, lang?: Language, token = dealer) => call(t.app, 'POST', url, { token, body, lang });
const get = (url: string, lang?: Language) => call(t.app, 'GET', url, { token: dealer, lang });
const codes = (tools: TSpecialTool[]) => tools.map((x) => x.code);

function refused(res: Awaited<ReturnType<typeof call>>, key: keyof typeof ERRORS, lang: Language = 'en-US') {
  expect(res.status).toBe(ERRORS[key].http);
  expect(res.body).toEqual({ success: false, code: ERRORS[key].code, message: ERRORS[key].message[lang] });
}
function badParameter(res: Awaited<ReturnType<typeof call>>, field: string) {
  expect(res.status).toBe(555);
  expect(res.body.message).toContain(field);
}

describe('special-tool list', () => {
  it('pages the tools in category order with everything a card shows', async () => {
    const res = await post(pathOf(specialToolsEndpoints.list), { pageSize: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBe(4);
    expect(codes(res.body.data.contents)).toEqual(['ST-HV-001', 'ST-MO-001']);
    expect(res.body.data.contents[1]).toEqual({
      id: ids['ST-MO-001'], code: 'ST-MO-001', name: 'Hub motor puller', unit: 'SET', unitName: 'Set', category: 'MOTOR', categoryName: 'Motor and drive',
      purpose: 'Separate stator and rotor', technicalParameter: 'Up to 8 kN', driveType: 'HUB', driveTypeName: 'Hub motor', allModels: false,
      // in catalogue order, whatever order they were stored in
      models: [{ code: 'EM-S1', name: 'Swift S1' }, { code: 'EM-S2', name: 'Swift S2' }],
      pictureUrl: pathOf(specialToolsEndpoints.picture, { id: ids['ST-MO-001'] }),
    });
    const second = await post(pathOf(specialToolsEndpoints.list), { page: 2, pageSize: 2 });
    expect(codes(second.body.data.contents)).toEqual(['ST-MO-003', 'ST-BR-001']);
    expect(second.body.data.contents[0]).toMatchObject({ pictureUrl: null, allModels: false });
  });

  it('answers in the caller\'s language', async () => {
    const res = await post(pathOf(specialToolsEndpoints.list), { category: 'HV_SAFETY' }, 'zh-CN');
    expect(res.body.data.contents[0]).toMatchObject({
      name: '1000V绝缘工具套装', unitName: '箱', categoryName: '高压安全', purpose: '用于可能带电的回路作业', technicalParameter: '1000 V AC，24件',
      driveTypeName: '所有驱动形式', allModels: true, models: [],
    });
  });

  it('narrows by category, by model, series or line, and by drive type', async () => {
    const list = async (body: object) => codes((await post(pathOf(specialToolsEndpoints.list), body)).body.data.contents);
    expect(await list({ category: 'MOTOR' })).toEqual(['ST-MO-001', 'ST-MO-003']);
    expect(await list({ modelCode: 'EM-S1' })).toEqual(['ST-HV-001', 'ST-MO-001']);
    expect(await list({ modelCode: 'EM-S2' })).toEqual(['ST-HV-001', 'ST-MO-001', 'ST-BR-001']);
    expect(await list({ modelCode: 'EM-C' })).toEqual(['ST-HV-001', 'ST-MO-003']);
    expect(await list({ modelCode: 'EM' })).toEqual(['ST-HV-001', 'ST-MO-001', 'ST-MO-003', 'ST-BR-001']);
    expect(await list({ driveType: 'HUB' })).toEqual(['ST-HV-001', 'ST-MO-001', 'ST-BR-001']);
    expect(await list({ driveType: 'MID' })).toEqual(['ST-HV-001', 'ST-MO-003', 'ST-BR-001']);
    expect(await list({ driveType: 'ALL' })).toEqual(['ST-HV-001', 'ST-BR-001']);
    expect(await list({ category: 'MOTOR', modelCode: 'EM-S2', driveType: 'MID' })).toEqual([]);
  });

  it('finds tools by a piece of the number, name or purpose in any language', async () => {
    const list = async (key: string) => codes((await post(pathOf(specialToolsEndpoints.list), { key })).body.data.contents);
    expect(await list('puller')).toEqual(['ST-MO-001']);
    expect(await list('abzieher')).toEqual(['ST-MO-001']);
    expect(await list('拉马')).toEqual(['ST-MO-001']);
    expect(await list('st-mo')).toEqual(['ST-MO-001', 'ST-MO-003']);
    expect(await list('vacuum')).toEqual(['ST-BR-001']);
    expect(await list('_')).toEqual([]);
  });

  it('refuses an unknown model, and bad parameters with 555', async () => {
    refused(await post(pathOf(specialToolsEndpoints.list), { modelCode: 'NOPE' }, 'es'), 'MODEL_NOT_FOUND', 'es');
    badParameter(await post(pathOf(specialToolsEndpoints.list), { category: 'HAMMERS' }), 'category');
    badParameter(await post(pathOf(specialToolsEndpoints.list), { driveType: 'CHAIN' }), 'driveType');
    badParameter(await post(pathOf(specialToolsEndpoints.list), { page: 0 }), 'page');
  });
});

describe('the unpaged list (POST /rest/specialtool)', () => {
  it('answers every matching tool, at most the limit', async () => {
    expect(codes((await post(pathOf(specialToolsEndpoints.search), { modelCode: 'EM-S2', driveType: 'HUB' })).body.data)).toEqual(['ST-HV-001', 'ST-MO-001', 'ST-BR-001']);
    const limits = LIMITS as { specialToolListMax: number };
    const max = limits.specialToolListMax;
    limits.specialToolListMax = 2;
    try {
      expect(codes((await post(pathOf(specialToolsEndpoints.search), {})).body.data)).toEqual(['ST-HV-001', 'ST-MO-001']);
    } finally {
      limits.specialToolListMax = max;
    }
    refused(await post(pathOf(specialToolsEndpoints.search), { modelCode: 'NOPE' }), 'MODEL_NOT_FOUND');
    badParameter(await post(pathOf(specialToolsEndpoints.search), { key: '' }), 'key');
  });
});

describe('filter options', () => {
  it('offers the categories with tools and their counts, the drive types and the model tree', async () => {
    const res = await post(pathOf(specialToolsEndpoints.filterOptions), {}, 'de');
    expect(res.body.data.categories).toEqual([
      { code: 'HV_SAFETY', name: 'Hochvolt-Sicherheit', count: 1 },
      { code: 'MOTOR', name: 'Motor und Antrieb', count: 2 },
      { code: 'BRAKE', name: 'Bremsen', count: 1 },
    ]);
    expect(res.body.data.driveTypes).toEqual([
      { code: 'ALL', name: 'Alle Antriebsarten' }, { code: 'HUB', name: 'Radnabenmotor' }, { code: 'MID', name: 'Mittelmotor' },
    ]);
    expect(res.body.data.models[0]).toMatchObject({ code: 'EM', series: [{ code: 'EM-S', name: 'Swift DE', models: [{ code: 'EM-S1' }, { code: 'EM-S2' }] }, { code: 'EM-C', models: [{ code: 'EM-C1' }] }] });
  });
});

describe('one tool and its picture', () => {
  it('answers one tool, 404 for an unknown one, 555 for a malformed id', async () => {
    const res = await get(pathOf(specialToolsEndpoints.get, { id: ids['ST-BR-001'] }), 'de');
    expect(res.body.data).toMatchObject({ code: 'ST-BR-001', name: 'Bremsenentlüftungsgerät', categoryName: 'Bremsen', models: [{ code: 'EM-S2', name: 'Swift S2' }] });
    refused(await get(pathOf(specialToolsEndpoints.get, { id: '00000000-0000-4000-8000-000000000000' }), 'zh-CN'), 'NOT_FOUND', 'zh-CN');
    badParameter(await get(pathOf(specialToolsEndpoints.get, { id: 'tool-1' })), 'id');
  });

  it('serves the picture as an inert SVG', async () => {
    const res = await t.app.inject({ method: 'GET', url: pathOf(specialToolsEndpoints.picture, { id: ids['ST-HV-001'] }), headers: { token: dealer } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe(SVG);
    expect(await t.app.ctx.files.get(toolPictureKey('ST-HV-001'))).not.toBeNull();
  });

  it('answers 404 for a tool without a picture, a missing file and an unknown tool', async () => {
    const noPicture = await t.app.inject({ method: 'GET', url: pathOf(specialToolsEndpoints.picture, { id: ids['ST-MO-003'] }), headers: { token: dealer } });
    expect(noPicture.statusCode).toBe(404);
    await t.app.ctx.files.delete(toolPictureKey('ST-BR-001'));
    const lost = await t.app.inject({ method: 'GET', url: pathOf(specialToolsEndpoints.picture, { id: ids['ST-BR-001'] }), headers: { token: dealer } });
    expect(lost.statusCode).toBe(404);
    expect(lost.json()).toEqual({ success: false, code: 404, message: ERRORS.NOT_FOUND.message['en-US'] });
    const unknown = await t.app.inject({ method: 'GET', url: pathOf(specialToolsEndpoints.picture, { id: '00000000-0000-4000-8000-000000000000' }), headers: { token: dealer } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('access', () => {
  const CALLS: [string, string, unknown?][] = [
    [...routeOf(specialToolsEndpoints.list), {}],
    [...routeOf(specialToolsEndpoints.filterOptions), {}],
    [...routeOf(specialToolsEndpoints.get, { id: '00000000-0000-4000-8000-000000000000' })],
    [...routeOf(specialToolsEndpoints.picture, { id: '00000000-0000-4000-8000-000000000000' })],
    [...routeOf(specialToolsEndpoints.search), {}],
  ];

  it('answers 401 without a token and 403 without PER_SPECIAL_TOOL_VIEW on every call', async () => {
    for (const [method, url, body] of CALLS) {
      const anonymous = await call(t.app, method, url, { body });
      expect(anonymous.status, `${method} ${url}`).toBe(401);
      const denied = await call(t.app, method, url, { body, token: powerless, lang: 'vi' });
      expect(denied.status, `${method} ${url}`).toBe(403);
      expect(denied.body.message).toBe(ERRORS.NO_PERMISSION.message.vi);
    }
  });

  it('keeps no operation-log entry for the POSTs that only read', async () => {
    const before = await t.db.$count(operationLogs);
    await post(pathOf(specialToolsEndpoints.list), {});
    await post(pathOf(specialToolsEndpoints.filterOptions), {});
    await post(pathOf(specialToolsEndpoints.search), {});
    expect(await t.db.$count(operationLogs)).toBe(before);
  });

  it('lets the visitor read the tools', async () => {
    const visitor = (await call(t.app, ...routeOf(authEndpoints.visitorLogin))).body.data.token;
    expect((await post(pathOf(specialToolsEndpoints.list), {}, 'en-US', visitor)).body.data.count).toBe(4);
  });
});
