import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ERRORS, LIMITS, PART_SEARCH_COUNT_CAP, type Language, catalogueEndpoints, pathOf, routeOf } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { call, firstSheet, loggedInUser, sheetRows } from '../../test/helpers.js';
import { expectOwnedObject } from '../../test/idor.js';
import { addPartlistItems, buildParts, withoutPermission } from '../../test/factories.js';
import { parts, vehicles } from './catalogue.tables.js';
import { createCatalogueTestApp, VINS, type CatalogueFixture } from '../../test/fixtures/catalogue.js';

/* Parts, substitutions, where-used, search, remarks, pictures and exports against the fixture. */

let t: Awaited<ReturnType<typeof createCatalogueTestApp>>;
let fx: CatalogueFixture;
let dealer: { id: string; token: string };

beforeAll(async () => {
  t = await createCatalogueTestApp();
  fx = t.fx;
  dealer = await loggedInUser(t, 'DEALER');
});
afterAll(async () => { await t?.close(); });

const get = (url: string, query?: Record<string, string>, lang?: Language) => call(t.app, 'GET', url, { token: dealer.token, query, lang });
const post = (url: string, body: unknown, lang?: Language) => call(t.app, 'POST', url, { token: dealer.token, body, lang });

function refused(res: Awaited<ReturnType<typeof call>>, key: keyof typeof ERRORS, lang: Language = 'en-US') {
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ success: false, code: ERRORS[key].code, message: ERRORS[key].message[lang] });
}
function badParameter(res: Awaited<ReturnType<typeof call>>, field?: string) {
  expect(res.status).toBe(555);
  if (field) expect(res.body.message).toContain(field);
}
const partCodes = (rows: { partCode: string }[]) => rows.map((r) => r.partCode);
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe('part detail', () => {
  it('shows the part info tab in the caller\'s language, with photos and remarks', async () => {
    const res = await get(pathOf(catalogueEndpoints.part, { id: fx.parts['P-BAT-48'] }), undefined, 'de');
    expect(res.body.data).toEqual({
      id: fx.parts['P-BAT-48'], partCode: 'P-BAT-48', partName: 'Akkupack 48V', unit: 'PCS', spare: true, s3: '2999.00', isInventory: true,
      minSalesUnit: 1, replace: false, unitName: 'Stück', fruCode: 'FRU-P-BAT-48', materialDescription: 'Battery pack 48V, material description',
      packaging: { package: 'Carton', staticElectricity: 'ESD bag', moistureSensitivityLevel: 'MSL 2', humidity: '< 60 %', temperature: '5–35 °C', airPressure: '70–106 kPa' },
      fasteningTorque: '', barCode: '6901234567890', category: { code: 'BATTERY', name: 'Batterie' }, photoCount: 2,
      photoUrls: [pathOf(catalogueEndpoints.partPhoto, { code: 'P-BAT-48', index: '1' }), pathOf(catalogueEndpoints.partPhoto, { code: 'P-BAT-48', index: '2' })],
      globalRemark: 'Vor der Lagerung laden', userRemark: '',
    });
    const master = await get(pathOf(catalogueEndpoints.partMaster, { id: fx.parts['P-BAT-48'] }), undefined, 'de');
    expect(master.body.data).toEqual(res.body.data);
    const detail = await get(pathOf(catalogueEndpoints.partDetail), { id: fx.parts['P-BAT-48'] }, 'de');
    expect(detail.body.data).toEqual(res.body.data);
    expect((await get(pathOf(catalogueEndpoints.part, { id: fx.parts['P-MOT-A'] }))).body.data).toMatchObject({ replace: true, packaging: null, photoUrls: [] });
    expect((await get(pathOf(catalogueEndpoints.part, { id: NO_SUCH_ID }))).status).toBe(404);
    badParameter(await get(pathOf(catalogueEndpoints.part, { id: 'P-BAT-48' })), 'id');
    badParameter(await get(pathOf(catalogueEndpoints.partDetail), {}), 'id');
  });

  it('leaves the remarks out for a caller without the remarks tab', async () => {
    await withoutPermission(t, 'CUSTOMER', 'PER_MANUAL_PART_REMARK');
    const customer = await loggedInUser(t, 'CUSTOMER');
    const res = await call(t.app, ...routeOf(catalogueEndpoints.part, { id: fx.parts['P-BAT-48'] }), { token: customer.token });
    expect(res.body.data).toMatchObject({ globalRemark: null, userRemark: null });
    expect((await call(t.app, ...routeOf(catalogueEndpoints.globalRemark, { id: fx.parts['P-BAT-48'] }), { token: customer.token })).status).toBe(403);
  });

  it('answers classification, properties and (empty) labour times', async () => {
    expect((await get(pathOf(catalogueEndpoints.classification, { id: fx.parts['P-BRK-DISC'] }), undefined, 'zh-CN')).body.data).toEqual({ code: 'BRAKE', name: '制动' });
    expect((await get(pathOf(catalogueEndpoints.properties, { id: fx.parts['P-BAT-48'] }))).body.data).toEqual([{ key: 'capacity', value: '20 Ah' }, { key: 'voltage', value: '48 V' }]);
    expect((await get(pathOf(catalogueEndpoints.properties, { id: fx.parts['P-BMS'] }))).body.data).toEqual([]);
    expect((await get(pathOf(catalogueEndpoints.labourTimes, { id: fx.parts['P-BMS'] }))).body).toEqual({ success: true, data: [] });
    expect((await get(pathOf(catalogueEndpoints.searchHours), { id: fx.parts['P-BMS'] })).body).toEqual({ success: true, data: [] });
    for (const endpoint of [catalogueEndpoints.classification, catalogueEndpoints.properties, catalogueEndpoints.labourTimes]) {
      expect((await get(pathOf(endpoint, { id: NO_SUCH_ID }))).status, endpoint.path).toBe(404);
      badParameter(await get(pathOf(endpoint, { id: 'x' })), 'id');
    }
  });

  it('serves part photos and model pictures as SVG', async () => {
    const photo = await t.app.inject({ method: 'GET', url: pathOf(catalogueEndpoints.partPhoto, { code: 'P-BAT-48', index: '2' }), headers: { token: dealer.token } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(photo.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(photo.body).toContain('<circle');
    expect((await get(pathOf(catalogueEndpoints.partPhoto, { code: 'P-BAT-48', index: '3' }))).status).toBe(404);
    expect((await get(pathOf(catalogueEndpoints.partPhoto, { code: 'P-BMS', index: '1' }))).status).toBe(404);
    expect((await get(pathOf(catalogueEndpoints.partPhoto, { code: '..', index: '1' }))).status).not.toBe(200);
    badParameter(await get(pathOf(catalogueEndpoints.partPhoto, { code: 'P-BAT-48', index: LIMITS.partPhotoCount + 1 })), 'index');
    expect((await t.app.inject({ method: 'GET', url: pathOf(catalogueEndpoints.partPhoto, { code: 'P-BAT-48', index: '1' }) })).statusCode).toBe(401);

    const img = await t.app.inject({ method: 'GET', url: `${pathOf(catalogueEndpoints.modelImage)}?key=series-ems`, headers: { token: dealer.token } });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(img.body).toContain('Swift');
    expect((await get(pathOf(catalogueEndpoints.modelImage), { key: 'line-em' })).status).toBe(404);
    badParameter(await get(pathOf(catalogueEndpoints.modelImage), { key: '../secret' }), 'key');
  });
});

describe('remarks', () => {
  it('refuses another dealer my private remark: read, change and delete', () => expectOwnedObject(t, {
    userType: 'DEALER',
    create: async (owner, secret) => {
      await call(t.app, ...routeOf(catalogueEndpoints.saveUserRemark), { token: owner.token, body: { partId: fx.parts['P-BAT-60'], remark: secret } });
      return { id: fx.parts['P-BAT-60'], secret };
    },
    read: ({ id }) => [
      { method: 'GET', url: pathOf(catalogueEndpoints.userRemark, { id }) }, { method: 'GET', url: pathOf(catalogueEndpoints.globalRemark, { id }) },
      { method: 'GET', url: pathOf(catalogueEndpoints.part, { id }) }, { method: 'GET', url: pathOf(catalogueEndpoints.partMaster, { id }) },
      { method: 'GET', url: pathOf(catalogueEndpoints.partDetail), query: { id } },
    ],
    change: ({ id }) => [{ method: 'POST', url: pathOf(catalogueEndpoints.saveUserRemark), body: { partId: id, remark: 'changed by someone else' } }],
    remove: ({ id }) => [{ method: 'POST', url: pathOf(catalogueEndpoints.saveUserRemark), body: { partId: id, remark: '' } }],
  }));

  it('keeps my private remark for me, next to the global one', async () => {
    const before = await get(pathOf(catalogueEndpoints.userRemark, { id: fx.parts['P-BAT-48'] }), undefined, 'zh-CN');
    expect(before.body.data).toEqual({ partId: fx.parts['P-BAT-48'], globalRemark: '存放前请充电', userRemark: '', userRemarkTime: null });
    const saved = await post(pathOf(catalogueEndpoints.saveUserRemark), { partId: fx.parts['P-BAT-48'], remark: '  check connector pins  ' });
    expect(saved.body.data).toMatchObject({ userRemark: 'check connector pins', userRemarkTime: expect.any(String) });
    const again = await post(pathOf(catalogueEndpoints.saveUserRemark), { partId: fx.parts['P-BAT-48'], remark: 'replaced twice' });
    expect(again.body.data.userRemark).toBe('replaced twice');
    expect((await get(pathOf(catalogueEndpoints.globalRemark, { id: fx.parts['P-BAT-48'] }))).body.data).toMatchObject({ globalRemark: 'Charge before storage', userRemark: 'replaced twice' });
    expect((await get(pathOf(catalogueEndpoints.part, { id: fx.parts['P-BAT-48'] }))).body.data.userRemark).toBe('replaced twice');

    const other = await loggedInUser(t, 'DEALER');
    const theirs = await call(t.app, ...routeOf(catalogueEndpoints.userRemark, { id: fx.parts['P-BAT-48'] }), { token: other.token });
    expect(theirs.body.data.userRemark).toBe('');

    const cleared = await post(pathOf(catalogueEndpoints.saveUserRemark), { partId: fx.parts['P-BAT-48'], remark: '' });
    expect(cleared.body.data).toMatchObject({ userRemark: '', userRemarkTime: null });
  });

  it('refuses a remark that is too long, for an unknown part, or without the edit permission', async () => {
    badParameter(await post(pathOf(catalogueEndpoints.saveUserRemark), { partId: fx.parts['P-BMS'], remark: 'x'.repeat(LIMITS.partRemarkMax + 1) }), 'remark');
    badParameter(await post(pathOf(catalogueEndpoints.saveUserRemark), { remark: 'x' }), 'partId');
    expect((await post(pathOf(catalogueEndpoints.saveUserRemark), { partId: NO_SUCH_ID, remark: 'x' })).status).toBe(404);
    expect((await get(pathOf(catalogueEndpoints.userRemark, { id: NO_SUCH_ID }))).status).toBe(404);
    const client = await loggedInUser(t, 'CLIENT');
    expect((await call(t.app, ...routeOf(catalogueEndpoints.saveUserRemark), { token: client.token, body: { partId: fx.parts['P-BMS'], remark: 'x' } })).status).toBe(403);
  });
});

describe('substitutions', () => {
  it('resolves a supersession chain from the oldest part to the current one', async () => {
    const res = await get(pathOf(catalogueEndpoints.alternate, { code: 'P-MOT-B' }), undefined, 'zh-CN');
    expect(res.body.data).toMatchObject({
      partCode: 'P-MOT-B', partName: '轮毂电机800W B版', currentPartCode: 'P-MOT-C', currentPartName: '轮毂电机800W C版',
      afterPartCode: 'P-MOT-C', afterPartName: '轮毂电机800W C版', isGroup: false,
    });
    expect(res.body.data.chain).toEqual([
      { partId: fx.parts['P-MOT-A'], partCode: 'P-MOT-A', partName: '轮毂电机800W', effectiveTime: null, replaceWay: null, ecoNumber: null },
      { partId: fx.parts['P-MOT-B'], partCode: 'P-MOT-B', partName: '轮毂电机800W B版', effectiveTime: '2023-01-01', replaceWay: 'ONE_WAY', ecoNumber: 'ECO-101' },
      { partId: fx.parts['P-MOT-C'], partCode: 'P-MOT-C', partName: '轮毂电机800W C版', effectiveTime: '2024-06-01', replaceWay: 'TWO_WAY', ecoNumber: 'ECO-202' },
    ]);
    expect(res.body.data.beforeList).toEqual([{
      partId: fx.parts['P-MOT-A'], partCode: 'P-MOT-A', partName: '轮毂电机800W', amount: 1, replaceWay: 'ONE_WAY', isGroup: false, groupSeq: null,
      alternateTime: null, effectiveTime: '2023-01-01', ecoNumber: 'ECO-101', description: '加强轴承', osVersion: '', appVersion: '',
    }]);
    expect(partCodes(res.body.data.afterList)).toEqual(['P-MOT-C']);

    const oldest = (await get(pathOf(catalogueEndpoints.alternate, { code: 'P-MOT-A' }))).body.data;
    expect(oldest).toMatchObject({ currentPartCode: 'P-MOT-C', afterPartCode: 'P-MOT-B', beforeList: [] });
    const current = (await get(pathOf(catalogueEndpoints.searchAlternate), { code: 'p-mot-c' })).body.data;
    expect(current).toMatchObject({ partCode: 'P-MOT-C', currentPartCode: 'P-MOT-C', afterPartCode: null, afterList: [] });
    expect(current.chain).toHaveLength(3);
    const alone = (await get(pathOf(catalogueEndpoints.alternate, { code: 'P-BMS' }))).body.data;
    expect(alone).toMatchObject({ currentPartCode: 'P-BMS', afterPartCode: null, isGroup: false, beforeList: [], afterList: [] });
    expect(alone.chain).toHaveLength(1);
  });

  it('lists the whole group of a group change', async () => {
    const caliper = (await get(pathOf(catalogueEndpoints.alternate, { code: 'P-BRK-CAL-OLD' }))).body.data;
    expect(caliper).toMatchObject({ isGroup: true, currentPartCode: 'P-BRK-CAL-NEW' });
    expect(partCodes(caliper.afterList).sort()).toEqual(['P-BRK-CAL-NEW', 'P-BRK-HOSE-NEW']);
    expect(caliper.afterList[0]).toMatchObject({ isGroup: true, groupSeq: 7, replaceWay: 'GROUP', ecoNumber: 'ECO-303' });
    const hose = (await get(pathOf(catalogueEndpoints.alternate, { code: 'P-BRK-HOSE-NEW' }))).body.data;
    expect(partCodes(hose.beforeList).sort()).toEqual(['P-BRK-CAL-OLD', 'P-BRK-HOSE-OLD']);
  });

  it('says when there is no such part', async () => {
    refused(await get(pathOf(catalogueEndpoints.alternate, { code: 'P-NONE' }), undefined, 'de'), 'CONTENT_NOT_FOUND', 'de');
    refused(await get(pathOf(catalogueEndpoints.searchAlternate), { code: 'P-NONE' }), 'CONTENT_NOT_FOUND');
    badParameter(await get(pathOf(catalogueEndpoints.searchAlternate), {}), 'code');
    badParameter(await get(pathOf(catalogueEndpoints.alternate, { code: 'P MOT' })), 'code');
  });
});

describe('part search', () => {
  const search = (key: string, extra: Record<string, unknown> = {}, lang?: Language) => post(pathOf(catalogueEndpoints.searchParts), { key, ...extra }, lang);

  it('puts the exact code first, then codes starting with the key, then names', async () => {
    const res = await search('P-BRK-PAD-F');
    expect(res.body.data.contents.map((p: { partCode: string; matchedBy: string }) => `${p.partCode}:${p.matchedBy}`)).toEqual(['P-BRK-PAD-F:CODE']);
    const prefix = await search('p-brk-');
    expect(res.body.data.count).toBe(1);
    expect(prefix.body.data.count).toBe(8);
    expect(prefix.body.data.contents.every((p: { matchedBy: string }) => p.matchedBy === 'CODE_PREFIX')).toBe(true);
    const mixed = await search('P-MOT-A');
    expect(mixed.body.data.contents[0]).toMatchObject({ partCode: 'P-MOT-A', matchedBy: 'CODE', replace: true, s3: '1500.00' });
  });

  it('finds names in any language, Latin by substring and Chinese by grams', async () => {
    // Name matches come in part-id order (fixed, not alphabetical: see findParts).
    type Hit = { partCode: string; partName: string; matchedBy: string };
    const byCode = (rows: Hit[]) => [...rows].sort((a, b) => a.partCode.localeCompare(b.partCode));
    const latin = await search('brake pad', {}, 'de');
    expect(byCode(latin.body.data.contents).map((p) => [p.partCode, p.partName, p.matchedBy])).toEqual([
      ['P-BRK-PAD-F', 'Bremsbelag vorne', 'NAME'], ['P-BRK-PAD-R', 'Bremsbelag hinten', 'NAME'],
    ]);
    const chinese = await search('刹车片', {}, 'zh-CN');
    expect(partCodes(byCode(chinese.body.data.contents))).toEqual(['P-BRK-PAD-F', 'P-BRK-PAD-R']);
    expect(byCode(chinese.body.data.contents)[0].partName).toBe('前刹车片');
    // Both characters occur in 刹车盘 and 刹车片, but only as neighbours in the right order.
    expect(partCodes((await search('车刹')).body.data.contents)).toEqual([]);
    expect(partCodes((await search('电')).body.data.contents).sort()).toEqual(['P-BAT-48', 'P-BAT-60', 'P-BMS', 'P-BAT-CASE', 'P-CTRL', 'P-MOT-A', 'P-MOT-B', 'P-MOT-C'].sort());
    // Two characters are one stored gram; three are matched as text.
    expect(partCodes((await search('刹车')).body.data.contents).sort()).toEqual(['P-BRK-DISC', 'P-BRK-LEVER', 'P-BRK-PAD-F', 'P-BRK-PAD-R']);
    expect((await post(pathOf(catalogueEndpoints.elasticSearchParts), { key: '刹车片' })).body.data).toEqual((await search('刹车片')).body.data);
  });

  it('treats LIKE wildcards as text and pages the results', async () => {
    expect(partCodes((await search('50%_off')).body.data.contents)).toEqual(['P-SCREW']);
    // Only the part whose name holds a real % or _ matches, not all twenty.
    expect(partCodes((await search('%')).body.data.contents)).toEqual(['P-SCREW']);
    expect(partCodes((await search('_')).body.data.contents)).toEqual(['P-SCREW']);
    const page1 = await search('p-', { page: 1, pageSize: 5 });
    const page2 = await search('p-', { page: 2, pageSize: 5 });
    expect(page1.body.data.count).toBe(20);
    expect(page1.body.data.contents).toHaveLength(5);
    expect(partCodes(page2.body.data.contents)[0] > partCodes(page1.body.data.contents)[4]).toBe(true);
    badParameter(await search(''), 'key');
    badParameter(await search('x'.repeat(LIMITS.searchKeyMax + 1)), 'key');
    badParameter(await search('x', { pageSize: 0 }), 'pageSize');
  });

  it('searches within a series or a model', async () => {
    const series = await get(pathOf(catalogueEndpoints.searchPartsInRoot, { id: fx.series }), { key: 'mirror' });
    expect(partCodes(series.body.data.contents)).toEqual(['P-MIRROR']);
    const s1 = await get(pathOf(catalogueEndpoints.searchPartsInRoot, { id: fx.models.s1 }), { key: 'mirror' });
    expect(s1.body.data).toEqual({ contents: [], count: 0, countCapped: false });
    const city = await get(pathOf(catalogueEndpoints.searchPartsInRoot, { id: fx.citySeries }), { key: 'P-' });
    expect(city.body.data.count).toBe(0);
    expect((await get(pathOf(catalogueEndpoints.searchPartsInRoot, { id: NO_SUCH_ID }), { key: 'x' })).status).toBe(404);
    badParameter(await get(pathOf(catalogueEndpoints.searchPartsInRoot, { id: fx.series }), {}), 'key');
  });

  it('says what one search box found', async () => {
    const vin = await get(pathOf(catalogueEndpoints.searchAny), { key: VINS.s1 });
    expect(vin.body.data).toMatchObject({ kind: 'VIN', key: VINS.s1, vehicle: { vinCode: VINS.s1, modelCode: 'EM-S1' } });
    const code = await get(pathOf(catalogueEndpoints.searchAny), { key: 'p-bms' });
    expect(code.body.data).toMatchObject({ kind: 'PART_CODE', part: { partCode: 'P-BMS' } });
    const bar = await get(pathOf(catalogueEndpoints.searchAny), { key: '6901234567890' });
    expect(bar.body.data).toMatchObject({ kind: 'BAR_CODE', part: { partCode: 'P-BAT-48' } });
    const serial = await get(pathOf(catalogueEndpoints.searchAny), { key: 'MT-C-0420' });
    expect(serial.body.data).toMatchObject({ kind: 'SERIAL', serialKind: 'MOTOR', part: { partCode: 'P-MOT-C' }, vehicle: { vinCode: VINS.s2 } });
    const name = await get(pathOf(catalogueEndpoints.searchAny), { key: '刹车' }, 'zh-CN');
    expect(name.body.data).toMatchObject({ kind: 'NAME', count: 4 });
    expect(partCodes(name.body.data.parts).sort()).toEqual(['P-BRK-DISC', 'P-BRK-LEVER', 'P-BRK-PAD-F', 'P-BRK-PAD-R']);
    expect((await get(pathOf(catalogueEndpoints.searchAny), { key: 'nothing-like-this' })).body.data).toEqual({ kind: 'NONE', key: 'nothing-like-this' });
    expect((await get(pathOf(catalogueEndpoints.searchAny), { key: VINS.unknown })).body.data.kind).toBe('NONE');
    badParameter(await get(pathOf(catalogueEndpoints.searchAny), {}), 'key');

    await withoutPermission(t, 'CLIENT', 'PER_VIN_VIEW');
    const client = await loggedInUser(t, 'CLIENT');
    const hidden = await call(t.app, ...routeOf(catalogueEndpoints.searchAny), { token: client.token, query: { key: VINS.s1 } });
    expect(hidden.body.data).toEqual({ kind: 'VIN', key: VINS.s1 });
  });

  it('answers repeated exact lookups from memory, and every server process sees a catalogue change', async () => {
    // A second server process on the same database, with its own cache.
    const other = await buildApp({ config: t.app.ctx.config, database: t.database });
    await other.ready();
    const partName = async (app: FastifyInstance) =>
      (await call(app, ...routeOf(catalogueEndpoints.searchAny), { token: dealer.token, query: { key: 'P-BMS' }, lang: 'de' })).body.data.part.partName;
    const plate = async (app: FastifyInstance) =>
      (await call(app, ...routeOf(catalogueEndpoints.vinManuals), { token: dealer.token, query: { vinCode: VINS.s1 } })).body.data.vehicle.licencePlate;
    try {
      for (const app of [t.app, other]) {
        expect(await partName(app)).toBe('Battery management board');
        const hits = app.ctx.catalogueCache.hits;
        expect(await partName(app)).toBe('Battery management board');
        expect(app.ctx.catalogueCache.hits).toBe(hits + 1);
        await plate(app);
        await plate(app);
      }
      // Changed behind both processes' backs (an import, a hand-run statement): the database
      // tells each of them; no stale answer survives the notification.
      await t.db.update(parts).set({ names: sql`${parts.names} || '{"de":"BMS-Platine"}'::jsonb` }).where(eq(parts.code, 'P-BMS'));
      await t.db.update(vehicles).set({ licencePlate: 'NEU-123' }).where(eq(vehicles.vin, VINS.s1));
      for (const app of [t.app, other]) {
        await expect.poll(() => partName(app), { timeout: 5000 }).toBe('BMS-Platine');
        await expect.poll(() => plate(app), { timeout: 5000 }).toBe('NEU-123');
      }
    } finally {
      await other.close();
      await t.db.update(parts).set({ names: sql`${parts.names} - 'de'` }).where(eq(parts.code, 'P-BMS'));
    }
  });
});

describe('where-used', () => {
  it('lists the partlists using a part with their paths, on every form', async () => {
    const res = await get(pathOf(catalogueEndpoints.whereUsed, { id: fx.parts['P-SCREW'] }), undefined, 'zh-CN');
    expect(res.body.data.baseObjectVo).toMatchObject({ id: fx.parts['P-SCREW'], partCode: 'P-SCREW', partName: '十字螺钉M4' });
    expect(res.body.data.usages).toEqual([{
      seq: 1,
      series: { id: fx.series, code: 'EM-S', name: '迅捷' },
      system: { id: fx.groups.chassis, code: 'SYS-CH', name: '底盘' },
      assembly: { id: fx.groups.brakes, code: 'ASM-BRK', name: '制动' },
      partlist: { id: fx.partlists.brakes, code: 'PL-BRK', name: '前后制动' },
      ballNumber: 7,
      amount: 6,
      paths: [
        { id: fx.line, code: 'EM', name: '易摩托', type: 'LINE', objectType: 'ProductLine' },
        { id: fx.series, code: 'EM-S', name: '迅捷', type: 'SERIES', objectType: 'ModelRoot' },
        { id: fx.groups.chassis, code: 'SYS-CH', name: '底盘', type: 'SYSTEM', objectType: 'BomGroup' },
        { id: fx.groups.brakes, code: 'ASM-BRK', name: '制动', type: 'ASSEMBLY', objectType: 'BomGroup' },
        { id: fx.partlists.brakes, code: 'PL-BRK', name: '前后制动', type: 'PARTLIST', objectType: 'Partlist' },
      ],
    }]);
    const relating = await get(pathOf(catalogueEndpoints.relatingPartlists, { id: fx.parts['P-SCREW'] }), undefined, 'zh-CN');
    const partPath = await get(pathOf(catalogueEndpoints.partPath), { partId: fx.parts['P-SCREW'] }, 'zh-CN');
    expect(relating.body.data).toEqual(res.body.data);
    expect(partPath.body.data).toEqual(res.body.data);
    expect((await get(pathOf(catalogueEndpoints.whereUsed, { id: fx.parts['P-MOT-B'] }))).body.data.usages).toEqual([]);
    expect((await get(pathOf(catalogueEndpoints.whereUsed, { id: NO_SUCH_ID }))).status).toBe(404);
    badParameter(await get(pathOf(catalogueEndpoints.partPath), {}), 'partId');
  });

  it('limits where-used to a series or model by code', async () => {
    const series = await get(pathOf(catalogueEndpoints.whereUsedInRoot, { rootCode: 'EM-S', partCode: 'P-MIRROR' }));
    expect(series.body.data.usages.map((u: { partlist: { code: string } }) => u.partlist.code)).toEqual(['PL-MIR']);
    expect((await get(pathOf(catalogueEndpoints.whereUsedInRoot, { rootCode: 'EM-S1', partCode: 'P-MIRROR' }))).body.data.usages).toEqual([]);
    expect((await get(pathOf(catalogueEndpoints.whereUsedInRoot, { rootCode: 'EM-C', partCode: 'P-MIRROR' }))).body.data.usages).toEqual([]);
    refused(await get(pathOf(catalogueEndpoints.whereUsedInRoot, { rootCode: 'NOPE', partCode: 'P-MIRROR' }), undefined, 'vi'), 'MODEL_NOT_FOUND', 'vi');
    refused(await get(pathOf(catalogueEndpoints.whereUsedInRoot, { rootCode: 'EM-S', partCode: 'P-NONE' })), 'CONTENT_NOT_FOUND');
    badParameter(await get(pathOf(catalogueEndpoints.whereUsedInRoot, { rootCode: 'EM-S', partCode: 'P X' })), 'partCode');
  });

  it('jumps from a hit to its partlist and balloons', async () => {
    const res = await get(pathOf(catalogueEndpoints.jump), { partlistId: fx.partlists.brakes, partId: fx.parts['P-BRK-PAD-R'] });
    expect(res.body.data).toMatchObject({ rootId: fx.series, partlistId: fx.partlists.brakes, ballNumbers: [2] });
    expect(res.body.data.path.map((p: { code: string }) => p.code)).toEqual(['EM', 'EM-S', 'SYS-CH', 'ASM-BRK', 'PL-BRK']);
    expect((await get(pathOf(catalogueEndpoints.jump), { partlistId: fx.partlists.brakes })).body.data.ballNumbers).toEqual([]);
    expect((await get(pathOf(catalogueEndpoints.jump), { partlistId: NO_SUCH_ID })).status).toBe(404);
    badParameter(await get(pathOf(catalogueEndpoints.jump), { partlistId: 'x' }), 'partlistId');
  });

  it('locates a part by bar code, by material code, and in one vehicle', async () => {
    const bar = await post(pathOf(catalogueEndpoints.treeByBarCode), { barCode: '6901234567890' });
    expect(bar.body.data.part.partCode).toBe('P-BAT-48');
    expect(bar.body.data.vehicle).toBeNull();
    expect(bar.body.data.usages.map((u: { partlist: { code: string }; ballNumber: number }) => `${u.partlist.code}:${u.ballNumber}`)).toEqual(['PL-BAT:1']);
    expect(bar.body.data.tree).toEqual([{
      id: fx.series, parentId: null, code: 'EM-S', name: 'Swift', type: 'SERIES', objectType: 'ModelRoot', isLeaf: false,
      children: [{
        id: fx.groups.electrical, parentId: fx.series, code: 'SYS-EL', name: 'Electrical system', type: 'SYSTEM', objectType: 'BomGroup', isLeaf: false,
        children: [{
          id: fx.groups.battery, parentId: fx.groups.electrical, code: 'ASM-BAT', name: 'Battery', type: 'ASSEMBLY', objectType: 'BomGroup', isLeaf: false,
          children: [{ id: fx.partlists.battery, parentId: fx.groups.battery, code: 'PL-BAT', name: 'Battery pack assembly', type: 'PARTLIST', objectType: 'Partlist', isLeaf: true }],
        }],
      }],
    }]);
    refused(await post(pathOf(catalogueEndpoints.treeByBarCode), { barCode: '0000' }, 'zh-CN'), 'CONTENT_NOT_FOUND', 'zh-CN');
    badParameter(await post(pathOf(catalogueEndpoints.treeByBarCode), {}), 'barCode');

    const material = await get(pathOf(catalogueEndpoints.materialTree), { materialCode: 'P-BRK-CAL-NEW' });
    expect(material.body.data.usages.map((u: { ballNumber: number }) => u.ballNumber)).toEqual([4]);
    const inModel = await get(pathOf(catalogueEndpoints.materialTree), { materialCode: 'P-MIRROR', rootId: fx.models.s1 });
    expect(inModel.body.data).toMatchObject({ usages: [], tree: [] });
    refused(await get(pathOf(catalogueEndpoints.materialTree), { materialCode: 'P-NONE' }), 'CONTENT_NOT_FOUND');

    const inVehicle = await get(pathOf(catalogueEndpoints.vinMaterial), { vinCode: VINS.s1, materialCode: 'P-BRK-CAL-OLD' });
    expect(inVehicle.body.data.vehicle.vinCode).toBe(VINS.s1);
    expect(inVehicle.body.data.usages.map((u: { partlist: { code: string } }) => u.partlist.code)).toEqual(['PL-BRK']);
    refused(await get(pathOf(catalogueEndpoints.vinMaterial), { vinCode: VINS.s2, materialCode: 'P-BRK-CAL-OLD' }, 'es'), 'BOM_NO_RESULTS', 'es');
    refused(await get(pathOf(catalogueEndpoints.vinMaterial), { vinCode: VINS.unknown, materialCode: 'P-BMS' }), 'MODEL_NOT_FOUND');
    badParameter(await get(pathOf(catalogueEndpoints.vinMaterial), { vinCode: VINS.s1 }), 'materialCode');
  });
});

describe('exports', () => {
  const readSheet = async (body: Buffer) => sheetRows(await firstSheet(body));
  const download = (url: string, lang: Language = 'en-US') =>
    t.app.inject({ method: 'GET', url, headers: { token: dealer.token, 'accept-language': lang } });

  it('exports one partlist\'s BOM in the caller\'s language, named after it', async () => {
    const res = await download(`${pathOf(catalogueEndpoints.exportPartlist)}?partlistId=${fx.partlists.battery}`, 'zh-CN');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="_____.xlsx"; filename*=UTF-8''${encodeURIComponent('电池包总成.xlsx')}`);
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual(['一级目录', '二级目录', '组件编码', '组件名称', '球标号', '物料编码', '名称', '单车用量', '单位', '价格', '库存', '备件', '已替换', '备注']);
    expect(rows.slice(1).map((r) => r[5])).toEqual(['P-BAT-48', 'P-BAT-60', 'P-BMS', 'P-BAT-CASE', 'P-BAT-BOLT']);
    expect(rows[3].slice(0, 13)).toEqual(['电气系统', '电池', 'PL-BAT', '电池包总成', 2, 'P-BMS', '电池管理板', 1, 'PCS', '420.00', '缺货', '是', '否']);

    const forVin = await download(`${pathOf(catalogueEndpoints.exportPartlist)}?partlistId=${fx.partlists.battery}&vinCode=${VINS.s2}`);
    expect((await readSheet(forVin.rawPayload)).slice(1).map((r) => r[5])).toEqual(['P-BAT-60', 'P-BMS', 'P-BAT-BOLT']);
    const refusal = await download(`${pathOf(catalogueEndpoints.exportPartlist)}?partlistId=${fx.partlists.mirrors}&vinCode=${VINS.s1}`, 'de');
    expect(refusal.json()).toEqual({ success: false, code: ERRORS.BOM_NO_RESULTS.code, message: ERRORS.BOM_NO_RESULTS.message.de });
    expect((await download(`${pathOf(catalogueEndpoints.exportPartlist)}?partlistId=${NO_SUCH_ID}`)).statusCode).toBe(404);
    expect((await download(pathOf(catalogueEndpoints.exportPartlist))).statusCode).toBe(555);
  });

  it('exports a partlist or everything under a root', async () => {
    const one = await download(`${pathOf(catalogueEndpoints.exportParts)}?partListId=${fx.partlists.motor}`);
    expect(one.headers['content-disposition']).toContain('filename="Hub motor and controller.xlsx"');
    expect((await readSheet(one.rawPayload)).length).toBe(5);
    const s1 = await download(`${pathOf(catalogueEndpoints.exportParts)}?rootId=${fx.models.s1}`);
    expect(s1.headers['content-disposition']).toContain('filename="Swift S1.xlsx"');
    const s1Rows = (await readSheet(s1.rawPayload)).slice(1);
    expect(new Set(s1Rows.map((r) => r[2]))).toEqual(new Set(['PL-BAT', 'PL-MOT', 'PL-BRK']));
    expect(s1Rows.map((r) => r[5])).not.toContain('P-BAT-60');
    const series = await download(`${pathOf(catalogueEndpoints.exportParts)}?rootId=${fx.series}`);
    expect((await readSheet(series.rawPayload)).length).toBe(1 + 19);
    expect((await download(pathOf(catalogueEndpoints.exportParts))).statusCode).toBe(555);
    expect((await download(`${pathOf(catalogueEndpoints.exportParts)}?rootId=${NO_SUCH_ID}`)).statusCode).toBe(404);
  });

  it('names the model export after its manual', async () => {
    const res = await download(`${pathOf(catalogueEndpoints.exportModel)}?code0=EM&code1=EM-S&objectType=Partlist`, 'de');
    expect(res.headers['content-disposition']).toContain('filename="Swift Teilekatalog.xlsx"');
    const rows = await readSheet(res.rawPayload);
    expect(rows[0][0]).toBe('Erste Ebene');
    expect(rows.length).toBe(1 + 19);
    const s2 = await download(`${pathOf(catalogueEndpoints.exportModel)}?code0=EM&code1=EM-S&code2=EM-S2`, 'zh-CN');
    expect(s2.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('迅捷S2零件目录.xlsx')}`);
    const noManual = await download(`${pathOf(catalogueEndpoints.exportModel)}?code0=EM&code1=EM-S&code2=EM-S1`);
    expect(noManual.headers['content-disposition']).toContain('filename="Swift S1.xlsx"');
    const wrong = await download(`${pathOf(catalogueEndpoints.exportModel)}?code0=EM&code1=EM-C&code2=EM-S1`, 'zh-CN');
    expect(wrong.json()).toEqual({ success: false, code: ERRORS.MODEL_NOT_FOUND.code, message: ERRORS.MODEL_NOT_FOUND.message['zh-CN'] });
    expect((await download(pathOf(catalogueEndpoints.exportModel))).statusCode).toBe(555);
  });
});

describe('physical map and categories', () => {
  it('serves the photo list to anyone who may view the catalogue, without the part-info right', async () => {
    await withoutPermission(t, 'SERVICE_STATION', 'PER_MANUAL_PART_INFO');
    const station = await loggedInUser(t, 'SERVICE_STATION');
    const as = (url: string) => call(t.app, 'GET', url, { token: station.token });
    expect((await as(pathOf(catalogueEndpoints.part, { id: fx.parts['P-BAT-48'] }))).status).toBe(403);
    const photos = await as(pathOf(catalogueEndpoints.partPhotos, { id: fx.parts['P-BAT-48'] }));
    expect(photos.body.data).toEqual({
      partId: fx.parts['P-BAT-48'], partCode: 'P-BAT-48', photoUrls: [pathOf(catalogueEndpoints.partPhoto, { code: 'P-BAT-48', index: '1' }), pathOf(catalogueEndpoints.partPhoto, { code: 'P-BAT-48', index: '2' })],
    });
    expect((await t.app.inject({ method: 'GET', url: photos.body.data.photoUrls[1], headers: { token: station.token } })).statusCode).toBe(200);
    expect((await as(pathOf(catalogueEndpoints.partPhotos, { id: fx.parts['P-BMS'] }))).body.data.photoUrls).toEqual([]);
    expect((await as(pathOf(catalogueEndpoints.partPhotos, { id: NO_SUCH_ID }))).status).toBe(404);
    badParameter(await as(pathOf(catalogueEndpoints.partPhotos, { id: 'P-BAT-48' })), 'id');
    await withoutPermission(t, 'SERVICE_STATION', 'PER_MANUAL_VIEW');
    const blind = await loggedInUser(t, 'SERVICE_STATION');
    expect((await call(t.app, ...routeOf(catalogueEndpoints.partPhotos, { id: fx.parts['P-BAT-48'] }), { token: blind.token })).status).toBe(403);
  });

  it('names every part category the catalogue uses, in all six languages', async () => {
    const { PART_TYPES } = await import('../../seed/catalogue/part-types.js');
    const { PART_CATEGORY_NAMES } = await import('./catalogue.categories.js');
    const { parts } = await import('./catalogue.tables.js');
    const inFixture = await t.db.selectDistinct({ category: parts.category }).from(parts);
    const used = new Set([...PART_TYPES.map((type) => type.category), ...inFixture.map((r) => r.category)]);
    for (const code of used) {
      const names = PART_CATEGORY_NAMES[code];
      expect(names, code).toBeDefined();
      expect(Object.keys(names).sort(), code).toEqual(['de', 'en-US', 'es', 'id', 'vi', 'zh-CN']);
      expect(Object.values(names).every((n) => n.trim().length > 0), code).toBe(true);
    }
    const connector = await get(pathOf(catalogueEndpoints.classification, { id: fx.parts['P-BAT-BOLT'] }), undefined, 'vi');
    expect(connector.body.data).toEqual({ code: 'FASTENER', name: 'Chi tiết kẹp chặt' });
  });
});

describe('large results (runs last: it adds rows to the fixture)', () => {
  const search = (key: string, extra: Record<string, unknown> = {}) => post(pathOf(catalogueEndpoints.searchParts), { key, ...extra });
  it('does not write an operation-log row for a search, but does for a change', async () => {
    const { operationLogs } = await import('../../platform/platform.tables.js');
    const logged = async () => (await t.db.select({ url: operationLogs.url }).from(operationLogs)).map((r) => r.url);
    await search('brake');
    await post(pathOf(catalogueEndpoints.treeByBarCode), { barCode: '6901234567890' });
    await post(pathOf(catalogueEndpoints.saveUserRemark), { partId: fx.parts['P-BMS'], remark: 'logged' });
    const urls = await logged();
    expect(urls).not.toContain(pathOf(catalogueEndpoints.searchParts));
    expect(urls).not.toContain(pathOf(catalogueEndpoints.treeByBarCode));
    expect(urls).toContain(pathOf(catalogueEndpoints.saveUserRemark));
  });

  it('keeps track of which parts a partlist uses, and lists those first in a name search', async () => {
    const { partlistItems, parts } = await import('./catalogue.tables.js');
    const used = async (id: string) => (await t.db.select({ used: parts.usedInBom }).from(parts).where(eq(parts.id, id)))[0].used;
    const unused = fx.parts['P-MOT-B'];
    expect(await used(unused)).toBe(false);
    expect(await used(fx.parts['P-MOT-A'])).toBe(true);
    const [row] = await t.db.insert(partlistItems).values({ partlistId: fx.partlists.motor, ballNumber: 99, partId: unused, amount: '1', sort: 99 }).returning();
    expect(await used(unused)).toBe(true);
    await t.db.update(partlistItems).set({ partId: fx.parts['P-MOT-C'] }).where(eq(partlistItems.id, row.id));
    expect(await used(unused)).toBe(false);
    await t.db.delete(partlistItems).where(eq(partlistItems.id, row.id));
    expect(await used(fx.parts['P-MOT-C'])).toBe(true);

    const hits = (await search('motor', { pageSize: 40 })).body.data.contents as { id: string; matchedBy: string }[];
    const flags = await Promise.all(hits.filter((h) => h.matchedBy === 'NAME').map((h) => used(h.id)));
    expect(flags).toContain(false);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
  });

  it('pages where-used with a count and numbers rows across pages', async () => {
    const bolt = fx.parts['P-BAT-BOLT'];
    const lists = Object.values(fx.partlists);
    for (const [k, list] of lists.entries()) {
      await addPartlistItems(t, list, Array.from({ length: 24 / lists.length }, (_, n) => ({ part: { id: bolt }, ballNumber: 50 + k + n * lists.length })));
    }
    const all = (await get(pathOf(catalogueEndpoints.whereUsed, { id: bolt }), { pageSize: '40' })).body.data;
    expect(all.count).toBe(25);
    expect(all.usages.map((u: { seq: number }) => u.seq)).toEqual(Array.from({ length: 25 }, (_, n) => n + 1));
    const pages = await Promise.all([1, 2, 3].map(async (page) => (await get(pathOf(catalogueEndpoints.whereUsed, { id: bolt }), { page: String(page), pageSize: '10' })).body.data));
    expect(pages.map((p) => p.usages.length)).toEqual([10, 10, 5]);
    expect(pages.every((p) => p.count === 25)).toBe(true);
    expect(pages.flatMap((p) => p.usages)).toEqual(all.usages);
    // Without paging: the first page of the default size.
    expect((await get(pathOf(catalogueEndpoints.whereUsed, { id: bolt }))).body.data.usages).toEqual(all.usages.slice(0, LIMITS.tablePageSizeDefault));
    expect((await get(pathOf(catalogueEndpoints.partPath), { partId: bolt, page: '3', pageSize: '10' })).body.data).toEqual(pages[2]);
    expect((await get(pathOf(catalogueEndpoints.whereUsed, { id: bolt }), { page: '9', pageSize: '10' })).body.data).toMatchObject({ usages: [], count: 25 });
    const inSeries = (await get(pathOf(catalogueEndpoints.whereUsedInRoot, { rootCode: 'EM-S', partCode: 'P-BAT-BOLT' }), { page: '2', pageSize: '20' })).body.data;
    expect(inSeries).toMatchObject({ count: 25 });
    expect(inSeries.usages.map((u: { seq: number }) => u.seq)).toEqual([21, 22, 23, 24, 25]);
    badParameter(await get(pathOf(catalogueEndpoints.whereUsed, { id: bolt }), { pageSize: '0' }), 'pageSize');
  });

  it('counts matches up to 1000, says so, and pages codes, then names in a fixed order', async () => {
    const rows = await buildParts(t, Array.from({ length: PART_SEARCH_COUNT_CAP + 5 }, (_, i) => ({
      code: `Q-CAP-${String(i).padStart(4, '0')}`, category: 'FASTENER',
      name: { 'zh-CN': `限量件${i}`, 'en-US': `Capword widget ${i}`, vi: `Capword ${i}`, es: `Capword ${i}`, de: `Capword ${i}`, id: `Capword ${i}` },
    })));
    // Statistics, as autovacuum keeps them on a server (PGlite runs no autovacuum): the estimate scales by them.
    await t.db.execute(sql`analyze parts`);

    const codes = await search('q-cap-', { page: 1, pageSize: 20 });
    expect(codes.body.data).toMatchObject({ count: PART_SEARCH_COUNT_CAP, countCapped: true });
    expect(partCodes(codes.body.data.contents)).toEqual(rows.slice(0, 20).map((r) => r.code));
    const last = await search('Q-CAP-', { page: PART_SEARCH_COUNT_CAP / 20, pageSize: 20 });
    expect(partCodes(last.body.data.contents)).toEqual(rows.slice(980, 1000).map((r) => r.code));
    expect((await search('Q-CAP-', { page: PART_SEARCH_COUNT_CAP / 20 + 1, pageSize: 20 })).body.data.contents).toEqual([]);

    for (const key of ['capword', '限量']) {
      const page1 = (await search(key, { page: 1, pageSize: 30 })).body.data;
      const page2 = (await search(key, { page: 2, pageSize: 30 })).body.data;
      expect(page1).toMatchObject({ count: PART_SEARCH_COUNT_CAP, countCapped: true });
      expect(page1.contents.every((p: { matchedBy: string }) => p.matchedBy === 'NAME')).toBe(true);
      const ids = [...page1.contents, ...page2.contents].map((p: { id: string }) => p.id);
      expect(new Set(ids).size).toBe(60);
      expect(ids).toEqual([...ids].sort());
    }
    // Below the cap the count is exact.
    const prefix = (await search('Q-CAP-100', { pageSize: 40 })).body.data;
    expect(prefix.contents.map((p: { partCode: string; matchedBy: string }) => `${p.partCode}:${p.matchedBy}`)).toEqual(
      [0, 1, 2, 3, 4].map((i) => `Q-CAP-100${i}:CODE_PREFIX`),
    );
    expect(prefix).toMatchObject({ count: 5, countCapped: false });
    expect((await search('q-cap-1004')).body.data).toMatchObject({ count: 1, contents: [{ partCode: 'Q-CAP-1004', matchedBy: 'CODE' }] });
    // Type-ahead takes a page without counting.
    const zone = await get(pathOf(catalogueEndpoints.zoneKeys), { type: 'Part', key: 'capword' });
    expect(zone.body.data).toHaveLength(20);
  });

  it('lists name matches used in a BOM first, also when the word is rare among them, and pages across both', async () => {
    const inserted = await buildParts(t, Array.from({ length: 25 }, (_, i) => ({
      code: `Q-ZOR-${String(i).padStart(2, '0')}`,
      name: { 'zh-CN': `佐比克斯${i}`, 'en-US': `Zorbix cover ${i}`, vi: `Zorbix ${i}`, es: `Zorbix ${i}`, de: `Zorbix ${i}`, id: `Zorbix ${i}` },
    })));
    // Three of them go into a partlist: they lead the list, each group in id order.
    const used = inserted.filter((p) => ['Q-ZOR-07', 'Q-ZOR-13', 'Q-ZOR-21'].includes(p.code));
    await addPartlistItems(t, fx.partlists.mirrors, used.map((part, n) => ({ part, ballNumber: 90 + n })));
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
    const expected = [...used.sort(byId), ...inserted.filter((p) => !used.includes(p)).sort(byId)].map((p) => p.code);
    for (const key of ['zorbix', '佐比克斯']) {
      const page1 = (await search(key, { page: 1, pageSize: 10 })).body.data;
      const page2 = (await search(key, { page: 2, pageSize: 10 })).body.data;
      const page3 = (await search(key, { page: 3, pageSize: 10 })).body.data;
      expect([...page1.contents, ...page2.contents, ...page3.contents].map((p: { partCode: string }) => p.partCode)).toEqual(expected);
      expect(page3).toMatchObject({ count: 25, countCapped: false });
    }
  });
});
