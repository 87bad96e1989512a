import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS, LANGUAGES, type Language, type TManualNode, authEndpoints, catalogueEndpoints, favoritesEndpoints, manualsEndpoints, pathOf, routeOf } from '@portal/contract';
import { call, loggedInUser } from '../../test/helpers.js';
import { expectOwnedObject } from '../../test/idor.js';
import { withoutPermission } from '../../test/factories.js';
import { VINS } from '../../test/fixtures/catalogue.js';
import { createManualsTestApp, PNG, type ManualsTestApp } from '../../test/fixtures/manuals.js';
import { manualTopicLogs } from './manuals.tables.js';

/*
 * Browsing, topics, documents, search, part links, favourites, logs and the struct view's
 * configuration, against the fixture manuals. Review, import and export: manuals.review.test.ts.
 */

let t: ManualsTestApp;
let mx: ManualsTestApp['mx'];
let dealer: string;
let admin: string;
let visitor: string;
/** A user type holding no manual permission (registered accounts read manuals with a package: modules/vip). */
let noManuals: string;

beforeAll(async () => {
  t = await createManualsTestApp();
  mx = t.mx;
  dealer = (await loggedInUser(t, 'DEALER')).token;
  admin = (await loggedInUser(t, 'SYSTEM_ADMIN')).token;
  noManuals = (await loggedInUser(t, 'FEEDBACK_ADMIN')).token;
  const res = await call(t.app, ...routeOf(authEndpoints.visitorLogin), {});
  visitor = res.body.data.token;
});
afterAll(async () => { await t?.close(); });

type Lang = Language;
const get = (url: string, query?: Record<string, string>, opts: { token?: string; lang?: Lang } = {}) =>
  call(t.app, 'GET', url, { token: opts.token ?? dealer, query, lang: opts.lang });
const post = (url: string, body: unknown, opts: { token?: string; lang?: Lang } = {}) =>
  call(t.app, 'POST', url, { token: opts.token ?? dealer, body, lang: opts.lang });

function refused(res: Awaited<ReturnType<typeof call>>, key: keyof typeof ERRORS, lang: Lang = 'en-US') {
  expect(res.status).toBe(ERRORS[key].http);
  expect(res.body).toEqual({ success: false, code: ERRORS[key].code, message: ERRORS[key].message[lang] });
}
function badParameter(res: Awaited<ReturnType<typeof call>>, field?: string) {
  expect(res.status).toBe(555);
  expect(res.body.code).toBe(555);
  if (field) expect(res.body.message).toContain(field);
}
const codesOf = (list: { code: string }[]) => list.map((r) => r.code);
const flatten = (nodes: TManualNode[]): TManualNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('manual roots', () => {
  it('lists the effective manuals of a configuration, the most general applying to the most specific', async () => {
    const series = await get(pathOf(manualsEndpoints.roots), { code0: 'EM', code1: 'EM-S' });
    expect(series.body.success).toBe(true);
    expect(codesOf(series.body.data)).toEqual(['SM-SWIFT', 'SM-S1', 'CM-SWIFT', 'MM-EM', 'LT-EM']);
    const sm = series.body.data[0];
    expect(sm).toMatchObject({
      id: mx.sm, name: 'Swift service manual', type: 'SERVICE', objectType: 'ServiceManualRoot', version: '2024.1', status: 'EFFECTIVE',
      catelogModel: { code0: 'EM', code1: 'EM-S', code2: '' }, applic: 'code0=EM AND code1=EM-S', languages: LANGUAGES, topicCount: 4,
      importedBy: null,
    });
    const model = await get(pathOf(manualsEndpoints.roots), { code0: 'EM', code1: 'EM-S', code2: 'EM-S2' }, { lang: 'zh-CN' });
    expect(codesOf(model.body.data)).toEqual(['SM-SWIFT', 'CM-SWIFT', 'MM-EM', 'LT-EM']);
    expect(model.body.data[0].name).toBe('迅捷维修手册');
    const city = await get(pathOf(manualsEndpoints.roots), { code0: 'EM', code1: 'EM-C', type: 'USER' });
    expect(codesOf(city.body.data)).toEqual(['UM-CITY']);
  });

  it('finds the manuals of a VIN\'s model', async () => {
    const s1 = await get(pathOf(manualsEndpoints.roots), { vinCode: VINS.s1, type: 'SERVICE' });
    expect(codesOf(s1.body.data)).toEqual(['SM-SWIFT', 'SM-S1']);
    refused(await get(pathOf(manualsEndpoints.roots), { vinCode: VINS.unknown }), 'MODEL_NOT_FOUND');
    badParameter(await get(pathOf(manualsEndpoints.roots), { vinCode: 'LEMS1A2B0PA00015' }), 'vinCode');
  });

  it('serves the typed root calls with their type only', async () => {
    expect(codesOf((await get(pathOf(manualsEndpoints.circuitRoots), { code0: 'EM' })).body.data)).toEqual(['CM-SWIFT']);
    expect(codesOf((await get(pathOf(manualsEndpoints.userRoots), { code0: 'EM' })).body.data)).toEqual(['UM-CITY']);
    expect(codesOf((await get(pathOf(manualsEndpoints.labourTimeRoots), { code0: 'EM' })).body.data)).toEqual(['LT-EM']);
    expect(codesOf((await get(pathOf(manualsEndpoints.metalRoots), { code0: 'EM' })).body.data)).toEqual(['MM-EM']);
  });

  it('shows pending and invalid manuals to reviewers who ask, never to dealers', async () => {
    const pending = await get(pathOf(manualsEndpoints.roots), { code0: 'EM', status: 'PENDING' }, { token: admin });
    expect(pending.body.data.map((r: { version: string }) => r.version)).toEqual(['2025.1']);
    const invalid = await get(pathOf(manualsEndpoints.list), { status: 'INVALID' }, { token: admin });
    expect(codesOf(invalid.body.data.contents)).toEqual(['SM-OLD']);
    const dealerAsks = await get(pathOf(manualsEndpoints.roots), { code0: 'EM', status: 'PENDING' });
    expect(dealerAsks.body.data.every((r: { status: string }) => r.status === 'EFFECTIVE')).toBe(true);
  });

  it('pages every manual and searches them by name in any language or by code', async () => {
    const all = await get(pathOf(manualsEndpoints.list), { pageSize: '2' });
    expect(all.body.data.count).toBe(6);
    expect(codesOf(all.body.data.contents)).toEqual(['SM-SWIFT', 'SM-S1']);
    const page3 = await get(pathOf(manualsEndpoints.list), { pageSize: '2', page: '3' });
    expect(codesOf(page3.body.data.contents)).toEqual(['MM-EM', 'LT-EM']);
    const zh = await get(pathOf(manualsEndpoints.searchRoots), { key: '电路' });
    expect(codesOf(zh.body.data.contents)).toEqual(['CM-SWIFT']);
    const code = await get(pathOf(manualsEndpoints.searchRoots), { key: 'sm-s1' });
    expect(codesOf(code.body.data.contents)).toEqual(['SM-S1']);
    const de = await get(pathOf(manualsEndpoints.searchRoots), { key: 'Werkstatt', type: 'SERVICE' });
    expect(codesOf(de.body.data.contents)).toEqual(['SM-SWIFT']);
    const wildcard = await get(pathOf(manualsEndpoints.searchRoots), { key: '%' });
    expect(wildcard.body.data.count).toBe(0);
  });

  it('answers 555 on bad parameters', async () => {
    badParameter(await get(pathOf(manualsEndpoints.roots), { code0: 'E M' }), 'code0');
    badParameter(await get(pathOf(manualsEndpoints.roots), { type: 'BOOK' }), 'type');
    badParameter(await get(pathOf(manualsEndpoints.list), { pageSize: '500' }), 'pageSize');
    badParameter(await get(pathOf(manualsEndpoints.searchRoots), {}), 'key');
    badParameter(await get(pathOf(manualsEndpoints.circuitRoots), { status: 'LOST' }), 'status');
  });
});

describe('trees', () => {
  it('gives the whole tree in reading order, titles in the caller\'s language', async () => {
    const res = await get(pathOf(manualsEndpoints.tree), { rootId: mx.sm }, { lang: 'de' });
    expect(res.body.data.root.name).toBe('Swift Werkstatthandbuch');
    const nodes: TManualNode[] = res.body.data.nodes;
    expect(nodes.map((n) => [n.code, n.title, n.isLeaf])).toEqual([['battery', 'Akku', false], ['brakes', 'Bremsen', false]]);
    expect(flatten(nodes).map((n) => n.code)).toEqual(['battery', 'battery-removal', 'bms-codes', 'brakes', 'brake-bleeding', 'torque-table']);
    expect(flatten(nodes).map((n) => n.seq)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('gives the top nodes and a chapter\'s children', async () => {
    const top = await get(pathOf(manualsEndpoints.children), { rootId: mx.sm });
    expect(top.body.data.map((n: TManualNode) => [n.code, n.kind, n.isLeaf, n.parentId])).toEqual([['battery', 'CHAPTER', false, null], ['brakes', 'CHAPTER', false, null]]);
    const brakes = await get(pathOf(manualsEndpoints.children), { rootId: mx.sm, parentId: mx.brakes }, { lang: 'zh-CN' });
    expect(brakes.body.data.map((n: TManualNode) => [n.title, n.kind, n.isLeaf])).toEqual([['刹车排气', 'TOPIC', true], ['拧紧力矩表', 'TOPIC', true]]);
    const circuit = await get(pathOf(manualsEndpoints.circuitChildren), { rootId: mx.cm });
    expect(circuit.body.data.map((n: TManualNode) => n.code)).toEqual(['power']);
  });

  it('refuses a chapter of another manual, a manual of another type on a typed path, and hidden manuals', async () => {
    refused(await get(pathOf(manualsEndpoints.children), { rootId: mx.sm, parentId: mx.diagram }), 'NO_NODE_SELECTED');
    refused(await get(pathOf(manualsEndpoints.circuitChildren), { rootId: mx.sm }), 'MANUAL_NOT_FOUND');
    refused(await get(pathOf(manualsEndpoints.tree), { rootId: mx.smNext }, { lang: 'vi' }), 'MANUAL_NOT_FOUND', 'vi');
    refused(await get(pathOf(manualsEndpoints.tree), { rootId: '00000000-0000-4000-8000-000000000000' }), 'MANUAL_NOT_FOUND');
    expect((await get(pathOf(manualsEndpoints.tree), { rootId: mx.smNext }, { token: admin })).body.data.root.status).toBe('PENDING');
    badParameter(await get(pathOf(manualsEndpoints.tree), { rootId: 'nope' }), 'rootId');
    badParameter(await get(pathOf(manualsEndpoints.children), {}), 'rootId');
  });
});

describe('topic viewer', () => {
  it('gives a topic with breadcrumbs, previous and next, languages, parts and favourite', async () => {
    const res = await get(pathOf(manualsEndpoints.topic), { id: mx.brakeBleeding }, { lang: 'es' });
    const d = res.body.data;
    expect(d.node).toEqual({ id: mx.brakeBleeding, kind: 'TOPIC', code: 'brake-bleeding', title: 'Purgado de frenos' });
    expect(d.breadcrumbs.map((b: { title: string }) => b.title)).toEqual(['Frenos']);
    expect(d.prev.code).toBe('bms-codes');
    expect(d.next.code).toBe('torque-table');
    expect(d.lang).toBe('es');
    expect(d.languages).toEqual(LANGUAGES);
    expect(d.htmlUrl).toBe(pathOf(manualsEndpoints.topicHtml, { id: mx.brakeBleeding }));
    expect(d.svgUrl).toBeNull();
    expect(d.parts).toEqual([
      { partCode: 'P-BRK-LEVER', partId: expect.any(String), partName: 'Brake lever' },
      { partCode: 'P-BRK-PAD-F', partId: expect.any(String), partName: 'Front brake pad' },
    ]);
    expect(d.favoriteId).toBeNull();
    expect(d.root.id).toBe(mx.sm);
  });

  it('falls back to English for a body missing in the language, and ends at both ends', async () => {
    const first = (await get(pathOf(manualsEndpoints.topic), { id: mx.batteryRemoval, lang: 'vi' })).body.data;
    expect(first.lang).toBe('en-US');
    expect(first.languages).toEqual(['zh-CN', 'en-US']);
    expect(first.prev).toBeNull();
    const last = (await get(pathOf(manualsEndpoints.topic), { id: mx.torque })).body.data;
    expect(last.next).toBeNull();
    const chapter = (await get(pathOf(manualsEndpoints.topic), { id: mx.brakes })).body.data;
    expect(chapter.lang).toBeNull();
  });

  it('gives a diagram with its labels', async () => {
    const d = (await get(pathOf(manualsEndpoints.topic), { id: mx.diagram })).body.data;
    expect(d.svgUrl).toBe(pathOf(manualsEndpoints.diagram, { id: mx.diagram }));
    expect(d.labels).toEqual([
      { kind: 'connector', text: 'X1', color: '', elementId: 'conn-x1' },
      { kind: 'wire', text: 'W12', color: 'RD/BK', elementId: 'wire-w12' },
      { kind: 'component', text: 'K1 BMS relay', color: '', elementId: 'comp-k1' },
      { kind: 'connector', text: 'X10', color: '', elementId: 'conn-x10' },
    ]);
  });

  it('answers "no corresponding topic found" for unknown and hidden topics', async () => {
    refused(await get(pathOf(manualsEndpoints.topic), { id: '00000000-0000-4000-8000-000000000000' }, { lang: 'zh-CN' }), 'TOPIC_NOT_FOUND', 'zh-CN');
    refused(await get(pathOf(manualsEndpoints.topic), { id: mx.nextBrakeBleeding }), 'TOPIC_NOT_FOUND');
    refused(await get(pathOf(manualsEndpoints.topic), { id: mx.oldTopic }), 'TOPIC_NOT_FOUND');
    expect((await get(pathOf(manualsEndpoints.topic), { id: mx.nextBrakeBleeding }, { token: admin })).body.success).toBe(true);
    badParameter(await get(pathOf(manualsEndpoints.topic), { id: mx.sm, lang: 'fr' }), 'lang');
  });
});

describe('documents', () => {
  it('serves a topic as a whole HTML document with a strict CSP, opened by a link ticket', async () => {
    const path = pathOf(manualsEndpoints.topicHtml, { id: mx.batteryRemoval });
    const ticket = (await call(t.app, ...routeOf(authEndpoints.tickets), { token: dealer, body: { paths: [path] } })).body.data.tickets[path];
    const res = await call(t.app, 'GET', path, { query: { ticket, lang: 'zh-CN' } });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.raw.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(res.raw.headers['x-content-type-options']).toBe('nosniff');
    expect(res.raw.headers['cache-control']).toBe('no-store');
    const html = res.raw.body;
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('<h1>电池包拆卸与安装</h1>');
    expect(html).toContain('拔下电池插头');
    expect(html).toContain('@media print');
    expect(html).toContain('class="watermark"');
    // Images carry link tickets of their own (an iframe cannot send the header), never the token.
    expect(html).not.toContain(encodeURIComponent(dealer));
    const src = /<img [^>]*src="(\/rest\/html\/image\/[0-9a-f-]+)\?ticket=([^"]+)"/.exec(html);
    expect(src).not.toBeNull();
    const image = await call(t.app, 'GET', src![1], { query: { ticket: decodeURIComponent(src![2]) } });
    expect(image.status).toBe(200);
    expect(image.raw.headers['content-type']).toBe('image/png');
    expect(image.raw.rawPayload.equals(PNG)).toBe(true);
  });

  it('falls back to English, renders diagrams, and refuses chapters and hidden topics', async () => {
    const vi = await call(t.app, ...routeOf(manualsEndpoints.topicHtml, { id: mx.bmsCodes }), { token: dealer, lang: 'vi' });
    expect(vi.raw.body).toContain('<html lang="en-US">');
    expect(vi.raw.body).toContain('<h1>Mã lỗi BMS</h1>');
    expect(vi.raw.body).toContain('Cell over-voltage');
    const diagram = await call(t.app, ...routeOf(manualsEndpoints.topicHtml, { id: mx.diagram }), { token: dealer });
    expect(diagram.raw.body).toContain('<g id="conn-x1" data-kind="connector">');
    refused(await call(t.app, ...routeOf(manualsEndpoints.topicHtml, { id: mx.brakes }), { token: dealer }), 'CONTENT_NOT_FOUND');
    refused(await call(t.app, ...routeOf(manualsEndpoints.topicHtml, { id: mx.nextBrakeBleeding }), { token: dealer }), 'TOPIC_NOT_FOUND');
    expect((await call(t.app, ...routeOf(manualsEndpoints.topicHtml, { id: mx.nextBrakeBleeding }), { token: admin })).status).toBe(200);
  });

  it('refuses without a token or with a wrong one, and answers 404 for unknown images', async () => {
    expect((await call(t.app, ...routeOf(manualsEndpoints.topicHtml, { id: mx.bmsCodes }))).status).toBe(401);
    expect((await call(t.app, ...routeOf(manualsEndpoints.topicHtml, { id: mx.bmsCodes }), { token: 'nope' })).status).toBe(401);
    // the session token is never taken from a link (docs/decisions/010-link-tickets.md)
    expect((await call(t.app, ...routeOf(manualsEndpoints.topicHtml, { id: mx.bmsCodes }), { query: { token: dealer } })).status).toBe(401);
    expect((await call(t.app, ...routeOf(manualsEndpoints.image, { id: '00000000-0000-4000-8000-000000000000' }), { token: dealer })).status).toBe(404);
    badParameter(await call(t.app, ...routeOf(manualsEndpoints.topicHtml, { id: 'not-a-uuid' }), { token: dealer }), 'id');
  });

  it('serves a wiring diagram as SVG with a CSP, and finds its labels', async () => {
    const svg = await call(t.app, ...routeOf(manualsEndpoints.diagram, { id: mx.diagram }), { token: dealer });
    expect(svg.status).toBe(200);
    expect(svg.raw.headers['content-type']).toBe('image/svg+xml');
    expect(String(svg.raw.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(svg.raw.body).toMatch(/^<svg /);
    refused(await call(t.app, ...routeOf(manualsEndpoints.diagram, { id: mx.brakeBleeding }), { token: dealer }), 'TOPIC_NOT_FOUND');

    const x1 = await get(pathOf(manualsEndpoints.searchLabels), { rootId: mx.cm, key: 'x1' });
    expect(x1.body.data.map((h: { text: string }) => h.text)).toEqual(['X1', 'X10']);
    expect(x1.body.data[0]).toMatchObject({ diagramId: mx.diagram, diagramTitle: 'Main harness', elementId: 'conn-x1', kind: 'connector' });
    const colour = await get(pathOf(manualsEndpoints.searchLabels), { rootId: mx.cm, key: 'rd/bk' });
    expect(colour.body.data.map((h: { text: string }) => h.text)).toEqual(['W12']);
    const relay = await get(pathOf(manualsEndpoints.searchLabels), { rootId: mx.cm, key: 'relay' }, { lang: 'zh-CN' });
    expect(relay.body.data).toEqual([expect.objectContaining({ text: 'K1 BMS relay', diagramTitle: '主线束' })]);
    badParameter(await get(pathOf(manualsEndpoints.searchLabels), { rootId: mx.cm }), 'key');
  });
});

describe('full-text search', () => {
  const search = (body: Record<string, unknown>, opts: { token?: string; lang?: Lang } = {}) => post(pathOf(manualsEndpoints.searchTopics), body, opts);
  const titles = (res: Awaited<ReturnType<typeof call>>) => res.body.data.contents.map((h: { title: string }) => h.title);

  it('finds "brake" in English, prefixes included, with highlighted snippets', async () => {
    const res = await search({ key: 'brake' });
    expect(res.body.data.count).toBe(2);
    // The title hit first.
    expect(titles(res)).toEqual(['Brake bleeding', 'Brake jobs']);
    const hit = res.body.data.contents[0];
    expect(hit).toMatchObject({ topicId: mx.brakeBleeding, rootId: mx.sm, rootName: 'Swift service manual', type: 'SERVICE', kind: 'TOPIC', lang: 'en-US', path: ['Brakes'] });
    expect(hit.titleHighlight).toBe('<mark>Brake</mark> bleeding');
    expect(hit.snippet).toContain('<mark>brake</mark> lever');
    expect(hit.snippet).toContain('<mark>brake</mark> fluid');
    const plural = await search({ key: 'pads', rootId: mx.sm });
    expect(plural.body.data.count).toBe(0);
    const prefix = await search({ key: 'bleed' });
    expect(titles(prefix)).toEqual(['Brake bleeding', 'Brake jobs']);
  });

  it('finds "刹车" in Chinese, which the English parser would not split', async () => {
    const res = await search({ key: '刹车', lang: 'zh-CN' });
    expect(titles(res)).toEqual(['刹车排气']);
    expect(res.body.data.contents[0].titleHighlight).toBe('<mark>刹车</mark>排气');
    expect(res.body.data.contents[0].snippet).toContain('按压<mark>刹车</mark>手柄');
    expect(res.body.data.contents[0].path).toEqual(['制动系统']);
    const phrase = await search({ key: '电池插头', lang: 'zh-CN' });
    expect(titles(phrase)).toEqual(['电池包拆卸与安装']);
    const single = await search({ key: '压', lang: 'zh-CN' });
    expect(titles(single)).toEqual(['电池管理系统故障码', '刹车排气']);
    const none = await search({ key: '刹电', lang: 'zh-CN' });
    expect(none.body.data).toEqual({ contents: [], count: 0, countCapped: false });
  });

  it('finds Vietnamese words with and without their marks', async () => {
    const marked = await search({ key: 'phanh', lang: 'vi' });
    expect(titles(marked)).toEqual(['Xả gió phanh']);
    expect(marked.body.data.contents[0].snippet).toContain('<mark>phanh</mark>');
    const dầu = await search({ key: 'dầu phanh', lang: 'vi' });
    expect(titles(dầu)).toEqual(['Xả gió phanh']);
    const bare = await search({ key: 'dau phanh', lang: 'vi' });
    expect(titles(bare)).toEqual(['Xả gió phanh']);
    expect(bare.body.data.contents[0].snippet).toContain('<mark>dầu</mark> <mark>phanh</mark>');
    // A title without a body in Vietnamese is found by its title.
    const title = await search({ key: 'pin', lang: 'vi' });
    expect(titles(title)).toEqual(['Tháo và lắp bộ pin']);
    expect(title.body.data.contents[0].snippet).toBe('');
  });

  it('finds Spanish, German and Indonesian words', async () => {
    expect(titles(await search({ key: 'líquido de frenos' }, { lang: 'es' }))).toEqual(['Purgado de frenos']);
    expect(titles(await search({ key: 'liquido', lang: 'es' }))).toEqual(['Purgado de frenos']);
    const de = await search({ key: 'Bremsflüssigkeit', lang: 'de' });
    expect(titles(de)).toEqual(['Bremse entlüften']);
    expect(de.body.data.contents[0].snippet).toContain('<mark>Bremsflüssigkeit</mark>');
    expect(titles(await search({ key: 'bremsflussigkeit', lang: 'de' }))).toEqual(['Bremse entlüften']);
    expect(titles(await search({ key: 'minyak rem', lang: 'id' }))).toEqual(['Membuang udara rem']);
    expect(titles(await search({ key: 'baterai', lang: 'id' }))).toEqual(['Pelepasan dan pemasangan paket baterai']);
  });

  it('searches in the request\'s language unless told, and finds codes and diagram labels', async () => {
    expect(titles(await search({ key: 'Bremse' }, { lang: 'de' }))).toEqual(['Bremse entlüften']);
    expect(titles(await search({ key: 'Bremse' }))).toEqual([]);
    expect(titles(await search({ key: 'P-BAT-48' }))).toEqual(['Battery pack removal and installation']);
    expect(titles(await search({ key: 'E01' }))).toEqual(['BMS fault codes']);
    const label = await search({ key: 'X10' });
    expect(label.body.data.contents).toEqual([expect.objectContaining({ topicId: mx.diagram, kind: 'DIAGRAM', type: 'CIRCUIT', snippet: expect.stringContaining('<mark>X10</mark>') })]);
  });

  it('keeps to the manuals the caller may see, a configuration, a type or one manual', async () => {
    // The pending 2025.1 and the invalid manual also talk about brake bleeding.
    const all = await search({ key: 'bleeding' }, { token: admin });
    expect(all.body.data.contents.map((h: { rootId: string }) => h.rootId)).toEqual([mx.sm, mx.lt]);
    const pending = await search({ key: 'bleeding', rootId: mx.smNext }, { token: admin });
    expect(pending.body.data.contents.map((h: { topicId: string }) => h.topicId)).toEqual([mx.nextBrakeBleeding]);
    refused(await search({ key: 'bleeding', rootId: mx.smNext }), 'MANUAL_NOT_FOUND');
    expect(titles(await search({ key: 'controller', code0: 'EM', code1: 'EM-S', code2: 'EM-S2' }))).toEqual([]);
    expect(titles(await search({ key: 'controller', vinCode: VINS.s1 }))).toEqual(['Controller replacement']);
    expect(titles(await search({ key: 'brake', type: 'LABORTIME' }))).toEqual(['Brake jobs']);
    expect(titles(await search({ key: 'charge', code0: 'EM', code1: 'EM-C' }))).toEqual(['Charging']);
  });

  it('pages results, and matches short words exactly', async () => {
    const first = await search({ key: 'E0', pageSize: 1 });
    expect(first.body.data.count).toBe(0);
    const e02 = await search({ key: 'E02', pageSize: 1 });
    expect(e02.body.data.count).toBe(1);
    const beyond = await search({ key: 'brake', page: 5, pageSize: 1 });
    expect(beyond.body.data).toEqual({ contents: [], count: 2, countCapped: false });
    const punctuation = await search({ key: '!!!' });
    expect(punctuation.body.data).toEqual({ contents: [], count: 0, countCapped: false });
  });

  it('answers 555 on bad parameters', async () => {
    badParameter(await search({}), 'key');
    badParameter(await search({ key: '   ' }), 'key');
    badParameter(await search({ key: 'x'.repeat(101) }), 'key');
    badParameter(await search({ key: 'brake', lang: 'fr' }), 'lang');
    badParameter(await search({ key: 'brake', pageSize: 51 }), 'pageSize');
    badParameter(await search({ key: 'brake', rootId: 'x' }), 'rootId');
  });
});

describe('part links', () => {
  const partId = async (code: string) => (await post(pathOf(catalogueEndpoints.searchParts), { key: code })).body.data.contents[0].id as string;

  it('lists the service topics and wiring diagrams mentioning a part', async () => {
    const bms = await partId('P-BMS');
    const service = await get(pathOf(manualsEndpoints.partService), { partId: bms });
    expect(service.body.data).toEqual([{ topicId: mx.bmsCodes, kind: 'TOPIC', title: 'BMS fault codes', rootId: mx.sm, rootName: 'Swift service manual', version: '2024.1', path: ['Battery'] }]);
    const circuit = await get(pathOf(manualsEndpoints.partCircuit), { partId: bms }, { lang: 'zh-CN' });
    expect(circuit.body.data).toEqual([{ topicId: mx.diagram, kind: 'DIAGRAM', title: '主线束', rootId: mx.cm, rootName: '迅捷电路图', version: '2024.1', path: ['电源'] }]);
    const mirror = await get(pathOf(manualsEndpoints.partService), { partId: await partId('P-MIRROR') });
    expect(mirror.body.data).toEqual([]);
    refused(await get(pathOf(manualsEndpoints.partService), { partId: '00000000-0000-4000-8000-000000000000' }), 'NOT_FOUND');
    badParameter(await get(pathOf(manualsEndpoints.partCircuit), {}), 'partId');
  });

  it('finds the catalogue drawings of a topic\'s parts (searchEPCImage)', async () => {
    const res = await get(pathOf(manualsEndpoints.epcImages), { topicId: mx.batteryRemoval });
    const bat = res.body.data.find((p: { partCode: string }) => p.partCode === 'P-BAT-48');
    expect(bat.partName).toBe('Battery pack 48V');
    expect(bat.partlists.length).toBeGreaterThan(0);
    expect(bat.partlists[0].drawingUrl).toBe(pathOf(catalogueEndpoints.drawing, { id: bat.partlists[0].id }));
    expect(bat.partlists[0].ballNumbers).toContain(1);
    refused(await get(pathOf(manualsEndpoints.epcImages), { topicId: mx.oldTopic }), 'TOPIC_NOT_FOUND');
    badParameter(await get(pathOf(manualsEndpoints.epcImages), {}), 'topicId');
  });
});

describe('favourites and logs', () => {
  it('refuses another service station my favourite: read, change and delete', () => expectOwnedObject(t, {
    userType: 'SERVICE_STATION',
    // The favourite's id is what only its owner's answers carry.
    create: async (owner) => {
      const added = await call(t.app, ...routeOf(favoritesEndpoints.addTopic), { token: owner.token, body: { topicId: mx.torque } });
      return { id: mx.torque, secret: added.body.data.id };
    },
    read: ({ id }) => [
      { method: 'GET', url: pathOf(favoritesEndpoints.topicFavorite, { id }) }, { method: 'GET', url: pathOf(favoritesEndpoints.listTopics) },
      { method: 'GET', url: pathOf(manualsEndpoints.topic), query: { id } },
    ],
    change: ({ id }) => [{ method: 'POST', url: pathOf(favoritesEndpoints.addTopic), body: { topicId: id } }],
    remove: ({ id, secret }) => [{ method: 'DELETE', url: pathOf(favoritesEndpoints.removeTopic, { id }) }, { method: 'DELETE', url: pathOf(favoritesEndpoints.removeTopic, { id: secret }) }],
  }));

  it('adds a favourite once, finds it by topic, lists and removes it', async () => {
    const user = await loggedInUser(t, 'SERVICE_STATION');
    const opts = { token: user.token };
    expect((await get(pathOf(favoritesEndpoints.topicFavorite, { id: mx.torque }), undefined, opts)).body).toEqual({ success: true, data: null });
    const added = await post(pathOf(favoritesEndpoints.addTopic), { topicId: mx.torque }, opts);
    expect(added.body.data).toMatchObject({ topicId: mx.torque, rootId: mx.sm, objectName: 'Torque table', objectCode: 'torque-table', objectRef: 'ManualTopic', url: `/manual/${mx.sm}?topic=${mx.torque}` });
    const again = await post(pathOf(favoritesEndpoints.addTopic), { topicId: mx.torque }, opts);
    expect(again.body.data.id).toBe(added.body.data.id);
    expect((await get(pathOf(favoritesEndpoints.topicFavorite, { id: mx.torque }), undefined, opts)).body.data.id).toBe(added.body.data.id);
    expect((await get(pathOf(manualsEndpoints.topic), { id: mx.torque }, opts)).body.data.favoriteId).toBe(added.body.data.id);
    await post(pathOf(favoritesEndpoints.addTopic), { topicId: mx.diagram }, opts);
    const list = await get(pathOf(favoritesEndpoints.listTopics), undefined, opts);
    expect(list.body.data.count).toBe(2);
    expect(list.body.data.contents.map((f: { objectCode: string }) => f.objectCode).sort()).toEqual(['main-harness', 'torque-table']);
    // Someone else's favourites are theirs.
    expect((await get(pathOf(favoritesEndpoints.listTopics))).body.data.count).toBe(0);
    const removed = await call(t.app, ...routeOf(favoritesEndpoints.removeTopic, { id: mx.torque }), { token: user.token });
    expect(removed.body).toEqual({ success: true, data: null });
    expect((await get(pathOf(favoritesEndpoints.listTopics), undefined, opts)).body.data.count).toBe(1);
  });

  it('refuses chapters and hidden topics, and the visitor', async () => {
    refused(await post(pathOf(favoritesEndpoints.addTopic), { topicId: mx.brakes }), 'NO_NODE_SELECTED');
    refused(await post(pathOf(favoritesEndpoints.addTopic), { topicId: mx.nextBrakeBleeding }), 'TOPIC_NOT_FOUND');
    refused(await post(pathOf(favoritesEndpoints.addTopic), { topicId: mx.torque }, { token: visitor }), 'NO_PERMISSION');
    badParameter(await post(pathOf(favoritesEndpoints.addTopic), { topicId: 'x' }), 'topicId');
  });

  it('records views and prints with a running count', async () => {
    const user = await loggedInUser(t, 'DEALER');
    const view1 = await get(pathOf(manualsEndpoints.logView, { id: mx.bmsCodes }), undefined, { token: user.token, lang: 'zh-CN' });
    expect(view1.body.data).toMatchObject({ topicId: mx.bmsCodes, action: 'VIEW', lang: 'zh-CN', operator: user.username, count: 1 });
    const view2 = await get(pathOf(manualsEndpoints.logView, { id: mx.bmsCodes }), undefined, { token: user.token });
    expect(view2.body.data.count).toBe(2);
    const print = await get(pathOf(manualsEndpoints.logPrint, { id: mx.bmsCodes }), { lang: 'de' }, { token: user.token });
    expect(print.body.data).toMatchObject({ action: 'PRINT', lang: 'de', count: 1 });
    const rows = await t.db.select().from(manualTopicLogs).where(eq(manualTopicLogs.nodeId, mx.bmsCodes));
    expect(rows.filter((r) => r.operatorName === user.username).map((r) => r.action).sort()).toEqual(['PRINT', 'VIEW', 'VIEW']);
    refused(await get(pathOf(manualsEndpoints.logPrint, { id: mx.brakes })), 'NO_NODE_SELECTED');
    refused(await get(pathOf(manualsEndpoints.logView, { id: mx.oldTopic })), 'TOPIC_NOT_FOUND');
    badParameter(await get(pathOf(manualsEndpoints.logPrint, { id: mx.bmsCodes }), { lang: 'xx' }), 'lang');
  });
});

describe('struct view configuration', () => {
  it('gives the action buttons of a service manual, pointing at the manuals of its configuration', async () => {
    const res = await get(pathOf(manualsEndpoints.functionLinks), { rootId: mx.sm });
    expect(res.body.data).toEqual([
      { key: 'SPARE_PARTS', permission: 'PER_MANUAL_VIEW', target: 'CATALOGUE', rootId: null, enabled: true, count: null },
      { key: 'SERVICE', permission: 'PER_MANUAL_SERVICE_MANUAL', target: 'MANUAL', rootId: mx.sm, enabled: true, count: null },
      { key: 'CIRCUIT', permission: 'PER_MANUAL_CIRCUIT_MANUAL', target: 'MANUAL', rootId: mx.cm, enabled: true, count: null },
      { key: 'CASE_LIBRARY', permission: 'PER_MANUAL_TECH_CASE', target: 'CASE_LIBRARY', rootId: null, enabled: false, count: 0 },
      { key: 'PART_LABOUR_TIME', permission: 'PER_MANUAL_PART_LABOR_TIME', target: 'LABOUR_TIME', rootId: null, enabled: true, count: null },
    ]);
    // A model picks its own service manual first.
    const s1 = await get(pathOf(manualsEndpoints.functionLinks), { vinCode: VINS.s1 });
    expect(s1.body.data.find((l: { key: string }) => l.key === 'SERVICE').rootId).toBe(mx.smS1);
    const city = await get(pathOf(manualsEndpoints.functionLinks), { code0: 'EM', code1: 'EM-C' });
    expect(city.body.data.find((l: { key: string }) => l.key === 'CIRCUIT')).toMatchObject({ rootId: null, enabled: false });
    expect((await get(pathOf(manualsEndpoints.functionLinks), { rootId: mx.mm })).body.data).toEqual([]);
    expect((await get(pathOf(manualsEndpoints.functionLinks), { objectType: 'MetalManualRoot', code0: 'EM' })).body.data).toEqual([]);
  });

  it('leaves out buttons the caller may not use', async () => {
    await withoutPermission(t, 'CLIENT', 'PER_MANUAL_CIRCUIT_MANUAL');
    const client = await loggedInUser(t, 'CLIENT');
    const links = await get(pathOf(manualsEndpoints.functionLinks), { code0: 'EM', code1: 'EM-S' }, { token: client.token });
    expect(links.body.data.map((l: { key: string }) => l.key)).toEqual(['SPARE_PARTS', 'SERVICE', 'CASE_LIBRARY', 'PART_LABOUR_TIME']);
    // Nor do circuit manuals show up anywhere for that caller.
    expect((await call(t.app, ...routeOf(manualsEndpoints.circuitRoots), { token: client.token, query: { code0: 'EM' } })).status).toBe(403);
    expect(codesOf((await get(pathOf(manualsEndpoints.roots), { code0: 'EM' }, { token: client.token })).body.data)).not.toContain('CM-SWIFT');
    expect((await post(pathOf(manualsEndpoints.searchTopics), { key: 'X10' }, { token: client.token })).body.data.count).toBe(0);
    refused(await get(pathOf(manualsEndpoints.topic), { id: mx.diagram }, { token: client.token }), 'TOPIC_NOT_FOUND');
  });

  it('gives the struct tabs and search zones', async () => {
    const tabs = (await get(pathOf(manualsEndpoints.structTabs), undefined, { token: visitor })).body.data;
    expect(tabs.partTabs.map((p: { key: string }) => p.key)).toEqual(['PART_INFO', 'LABOUR_TIME', 'EXCHANGE_RELATION', 'SERVICE_MANUAL', 'CIRCUIT_DIAGRAM', 'PHYSICAL_MAP', 'REMARK']);
    expect(tabs.partTabs.find((p: { key: string }) => p.key === 'PHYSICAL_MAP')).toEqual({ key: 'PHYSICAL_MAP', permission: null, allowed: true });
    expect(tabs.roots.map((r: { objectType: string }) => r.objectType)).toEqual(['Partlist', 'ServiceManualRoot', 'CircuitManualRoot', 'UserManualRoot', 'MetalManualRoot', 'LabourTimeManualRoot']);
    const zones = (await get(pathOf(manualsEndpoints.zoneKeys))).body.data;
    expect(zones.find((z: { objectType: string }) => z.objectType === 'CircuitManualRoot').zones.map((z: { key: string }) => z.key)).toEqual(['TOPIC', 'LABEL']);
  });
});

describe('access', () => {
  const routes = () => t.app.routeTable.filter((r) => /^\/rest\/(manual|circuit-manual|user-manual|lt-manual|metal-manual|html|ElasticSearch\/topic|topic|base\/favorite\/selectByTopicId|base\/log\/(recordByTopicId|printTopicLog)\/|export\/manual|import\/manual|base\/function|config\/(structTab|zoneKey))/.test(r.url));
  const concrete = (url: string) => url.replace(':id', mx.bmsCodes);

  it('covers every call of the domain', () => {
    expect(routes().length).toBe(34);
  });

  it('answers 401 without a token on every call', async () => {
    for (const route of routes()) {
      const res = await call(t.app, route.method, concrete(route.url), { body: route.method === 'GET' ? undefined : {} });
      expect(res.status, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 to a user without manual permissions on every call', async () => {
    for (const route of routes()) {
      const res = await call(t.app, route.method, concrete(route.url), { token: noManuals, body: route.method === 'GET' ? undefined : {}, lang: 'id' });
      expect(res.status, `${route.method} ${route.url}`).toBe(403);
      expect(res.body.message).toBe(ERRORS.NO_PERMISSION.message.id);
    }
  });

  it('lets the visitor read but not review, import, export a zip or keep favourites', async () => {
    expect((await get(pathOf(manualsEndpoints.tree), { rootId: mx.sm }, { token: visitor })).body.success).toBe(true);
    expect((await call(t.app, ...routeOf(manualsEndpoints.topicHtml, { id: mx.bmsCodes }), { token: visitor })).status).toBe(200);
    expect((await get(pathOf(manualsEndpoints.review), { rootId: mx.sm }, { token: visitor })).status).toBe(403);
    expect((await get(pathOf(favoritesEndpoints.listTopics), undefined, { token: visitor })).status).toBe(403);
    refused(await post(pathOf(manualsEndpoints.exportFile), { rootId: mx.sm, format: 'zip' }, { token: visitor }), 'NO_PERMISSION');
    expect((await post(pathOf(manualsEndpoints.exportFile), { rootId: mx.sm, format: 'html' }, { token: visitor })).status).toBe(200);
  });
});
