import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { LANGUAGES, type Language, authEndpoints, manualsEndpoints, routeOf } from '@portal/contract';
import type { ManualInput, ManualNodeInput } from '../../modules/manuals/manuals.write.js';
import { diagramLabels } from '../../modules/manuals/manuals.write.js';
import { sanitizeSvg } from '../../modules/manuals/manuals.sanitize.js';
import {
  manualDiagramLabels, manualImages, manualNodes, manualRoots, manualTopicContents, manualTopicParts,
} from '../../modules/manuals/manuals.tables.js';
import { call, createTestApp, loggedInUser, memoryFiles, type TestApp } from '../../test/helpers.js';
import { DEMO_SCALE } from '../catalogue/index.js';
import { LINES } from '../catalogue/models.js';
import { PartSpace } from '../catalogue/space.js';
import { buildDemoManuals } from './content.js';
import { seedDemoManuals } from './index.js';
import { searchTopics } from '../../modules/manuals/manuals.service.js';
import type { AuthUser } from '../../platform/session.js';

const CJK = /[\u4e00-\u9fff]/;
const leaves = (nodes: ManualNodeInput[]): ManualNodeInput[] => nodes.flatMap((n) => (n.kind === 'CHAPTER' ? leaves(n.children ?? []) : [n]));


describe('demo manual content (issue §4)', () => {
  const { manuals } = buildDemoManuals();
  const effective = manuals.filter((m) => m.status === 'EFFECTIVE');
  const of = (type: ManualInput['type'], model: string) => effective.find((m) => m.type === type && m.code2 === model);
  const demoModels = LINES.flatMap((l) => l.series.slice(0, DEMO_SCALE.seriesPerLine).flatMap((s) => s.models.slice(0, DEMO_SCALE.modelsPerSeries)));

  it('gives every demo model a service manual of at least 30 topics with en-US and zh-CN bodies and titles in six languages', () => {
    expect(demoModels).toHaveLength(27);
    for (const model of demoModels) {
      const sm = of('SERVICE', model.code);
      expect(sm, model.code).toBeDefined();
      const topics = leaves(sm!.nodes);
      expect(topics.length, model.code).toBeGreaterThanOrEqual(30);
      for (const t of topics) {
        for (const lang of LANGUAGES) expect(t.title[lang]?.trim(), `${model.code} ${t.code} title ${lang}`).toBeTruthy();
        expect(t.title['zh-CN']).toMatch(CJK);
        expect(t.title.de).not.toBe(t.title['zh-CN']);
        const en = t.html?.['en-US'] ?? '';
        const zh = t.html?.['zh-CN'] ?? '';
        expect(en.length, `${model.code} ${t.code} en`).toBeGreaterThan(200);
        expect(zh, `${model.code} ${t.code} zh`).toMatch(CJK);
        // The Chinese body is written in Chinese, not the English text with a few words swapped.
        expect((zh.match(/[\u4e00-\u9fff]/g) ?? []).length).toBeGreaterThan(40);
      }
    }
  });

  it('writes the model’s own values into its service manual', () => {
    const scooter = leaves(of('SERVICE', 'S1-LITE')!.nodes);
    const motorcycle = leaves(of('SERVICE', 'TR-PRO')!.nodes);
    const body = (topics: ManualNodeInput[], code: string) => topics.find((t) => t.code === code)!.html!['en-US']!;
    expect(body(scooter, 'battery-removal')).toContain('BP-36V10-A01');
    expect(body(motorcycle, 'battery-removal')).toContain('BP-96V60-A01');
    expect(body(scooter, 'specifications')).toContain('36 V');
    expect(body(motorcycle, 'specifications')).toContain('96 V');
    // Mechanical scooter brakes get the cable topic, the motorcycle's hydraulic brakes the bleeding topic.
    expect(scooter.map((t) => t.code)).toContain('brake-cable');
    expect(scooter.map((t) => t.code)).not.toContain('brake-bleeding');
    expect(motorcycle.map((t) => t.code)).toContain('brake-bleeding');
    expect(motorcycle.find((t) => t.code === 'motor-removal')!.title['en-US']).toMatch(/Mid-drive/);
    expect(body(scooter, 'torque-table')).not.toEqual(body(motorcycle, 'torque-table'));
  });

  it('links topics only to part codes of the demo catalogue', () => {
    const space = new PartSpace(DEMO_SCALE.parts);
    const codes = new Set(Array.from({ length: DEMO_SCALE.parts }, (_, i) => space.part(i).code));
    const linked = new Set(effective.flatMap((m) => leaves(m.nodes).flatMap((n) => n.parts ?? [])));
    expect(linked.size).toBeGreaterThan(200);
    expect([...linked].filter((c) => !codes.has(c))).toEqual([]);
    expect(linked).toContain('BP-72V32-A01');
  });

  it('gives every model a circuit manual of at least 3 wiring diagrams whose labels are searchable', () => {
    for (const model of demoModels) {
      const cm = of('CIRCUIT', model.code)!;
      const diagrams = leaves(cm.nodes).filter((n) => n.kind === 'DIAGRAM');
      expect(diagrams.length, model.code).toBeGreaterThanOrEqual(3);
      for (const d of diagrams) {
        // Labels as the writer reads them from the sanitized SVG.
        const labels = diagramLabels(sanitizeSvg(d.svg!));
        for (const kind of ['connector', 'component', 'wire'] as const) expect(labels.some((l) => l.kind === kind), `${model.code} ${d.code} ${kind}`).toBe(true);
        expect(labels.every((l) => l.elementId), `${model.code} ${d.code} element ids`).toBe(true);
        expect(d.parts!.length).toBeGreaterThan(3);
      }
      const power = diagramLabels(sanitizeSvg(diagrams.find((d) => d.code === 'wd-power')!.svg!));
      const texts = power.map((l) => l.text);
      expect(texts).toEqual(expect.arrayContaining(['X1', 'K1', 'F1', 'M1', 'A2']));
      expect(power.filter((l) => l.kind === 'wire').map((l) => l.color)).toEqual(expect.arrayContaining(['RD', 'BK', 'YE', 'GN', 'BU']));
      expect(texts.some((t) => /^RD \d/.test(t))).toBe(true);
    }
  });

  it('gives every model a user manual and every series sheet-metal and labour-time manuals', () => {
    for (const model of demoModels) {
      const um = of('USER', model.code)!;
      expect(leaves(um.nodes).length).toBeGreaterThanOrEqual(8);
    }
    for (const type of ['METAL', 'LABORTIME'] as const) {
      const list = effective.filter((m) => m.type === type);
      expect(list).toHaveLength(9);
      for (const m of list) expect(leaves(m.nodes).length).toBeGreaterThanOrEqual(3);
    }
    // The labour-time manual prints the job codes of the labour-time list.
    expect(leaves(effective.find((m) => m.code === 'LT-S2')!.nodes).map((n) => n.html!['en-US']).join('')).toMatch(/EL0101-01/);
  });

  it('keeps a pending revision or two for the review screen', () => {
    const pending = manuals.filter((m) => m.status === 'PENDING');
    expect(pending.map((m) => `${m.code}@${m.version}`).sort()).toEqual(['SM-S2-PRO@2026.2', 'UM-M5-PRO@2026.2']);
  });
});

describe('seedDemoManuals', () => {
  let t: TestApp;
  const files = memoryFiles();
  let first: Awaited<ReturnType<typeof seedDemoManuals>>;
  beforeAll(async () => {
    t = await createTestApp();
    first = await seedDemoManuals(t.db, files);
    // 101 manuals with their pictures: about 20 s alone, several times that on a CI machine running journeys beside it
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  const snapshot = async () => {
    const out: Record<string, number> = {};
    for (const [name, table] of Object.entries({ manualRoots, manualNodes, manualTopicContents, manualTopicParts, manualDiagramLabels, manualImages })) {
      const [row] = await t.db.select({ n: count() }).from(table);
      out[name] = row.n;
    }
    return out;
  };

  it('writes every manual through the writer, effective ones and the pending revisions', async () => {
    expect(first.written).toBe(buildDemoManuals().manuals.length);
    const byStatus = await t.db.select({ status: manualRoots.status, n: count() }).from(manualRoots).groupBy(manualRoots.status);
    expect(Object.fromEntries(byStatus.map((r) => [r.status, r.n]))).toEqual({ EFFECTIVE: first.written - 2, PENDING: 2 });
    const [{ n: figures }] = await t.db.select({ n: count() }).from(manualImages);
    expect(figures).toBeGreaterThan(0);
    // Figures are stored once, content-addressed, however many manuals show them.
    expect(files.keys.size).toBeLessThan(20);
    const [{ n: zh }] = await t.db.select({ n: count() }).from(manualTopicContents).where(sql`${manualTopicContents.lang} = 'zh-CN' and ${manualTopicContents.html} is not null`);
    expect(zh).toBeGreaterThan(27 * 30);
  });

  it('changes nothing when run a second time', async () => {
    const before = await snapshot();
    const again = await seedDemoManuals(t.db, files);
    expect(again.written).toBe(0);
    expect(again.skipped).toBe(first.written);
    expect(await snapshot()).toEqual(before);
  });

  it('lets a dealer find seeded topics in English and Chinese, and a connector on a diagram', async () => {
    const dealer = await loggedInUser(t, 'DEALER');
    const scope = { code0: 'SCT', code1: 'S2', code2: 'S2-PRO' };
    const en = await call(t.app, ...routeOf(manualsEndpoints.searchTopics), { token: dealer.token, body: { ...scope, key: 'brake', page: 1, pageSize: 20 } });
    expect(en.status).toBe(200);
    expect(en.body.data.count).toBeGreaterThan(3);
    expect(en.body.data.contents.map((h: { title: string }) => h.title)).toEqual(expect.arrayContaining(['Brake bleeding (hydraulic disc brakes)']));
    const zh = await call(t.app, ...routeOf(manualsEndpoints.searchTopics), { token: dealer.token, lang: 'zh-CN', body: { ...scope, key: '刹车', page: 1, pageSize: 20 } });
    expect(zh.body.data.count).toBeGreaterThan(3);
    expect(zh.body.data.contents[0].snippet + zh.body.data.contents[0].titleHighlight).toContain('<mark>');

    const roots = await call(t.app, ...routeOf(manualsEndpoints.circuitRoots), { token: dealer.token, query: scope });
    expect(roots.body.data.map((r: { status: string }) => r.status)).toEqual(['EFFECTIVE']);
    const hits = await call(t.app, ...routeOf(manualsEndpoints.searchLabels), { token: dealer.token, query: { rootId: roots.body.data[0].id, key: 'X1' } });
    expect(hits.body.data.some((h: { text: string; kind: string }) => h.text === 'X1' && h.kind === 'connector')).toBe(true);

    // A dealer sees the effective S2-PRO service manual, not the revision waiting for review.
    const service = await call(t.app, ...routeOf(manualsEndpoints.roots), { token: dealer.token, query: { ...scope, type: 'SERVICE' } });
    expect(service.body.data.map((r: { version: string }) => r.version)).toEqual(['2026.1']);
  });

  it('pages a word found in more topics than the count cap exactly as it pages one below the cap', async () => {
    const dealer = await loggedInUser(t, 'DEALER');
    const current = await call(t.app, ...routeOf(authEndpoints.current), { token: dealer.token });
    const permissions = Object.entries(current.body.data.permissions as Record<string, { valid: boolean }>).filter(([, p]) => p.valid).map(([code]) => code);
    const caller: AuthUser = { id: dealer.id, username: dealer.username, name: dealer.username, userType: 'DEALER', company: '', isVisitor: false, tokenId: '', permissions: new Set(permissions) };
    // readWholeUpTo 0: the library's paths (GIN, order index) even on the small demo library
    const run = (key: string, lang: Language, page: number, countCap: number, scope = {}, readWholeUpTo = 0) =>
      searchTopics(t.app.ctx, caller, { key, lang, page, pageSize: 7, ...scope }, lang, { countCap, readWholeUpTo });
    for (const [key, lang, scope] of [['brake', 'en-US', {}], ['battery', 'en-US', { code0: 'SCT' }], ['刹车', 'zh-CN', {}], ['控制器', 'zh-CN', { code0: 'SCT', code1: 'S2', code2: 'S2-PRO' }]] as const) {
      const exact = await run(key, lang, 1, 100_000, scope);
      expect(exact.countCapped, key).toBe(false);
      expect(exact.count, key).toBeGreaterThan(20);
      // a few manuals are read row by row: the same hits in the same order
      for (const page of [1, 2, Math.ceil(exact.count / 7)]) {
        const whole = await run(key, lang, page, 100_000, scope, 100_000);
        expect(whole.count).toBe(exact.count);
        expect(whole.contents.map((h) => h.topicId), `${key} read whole, page ${page}`).toEqual((await run(key, lang, page, 100_000, scope)).contents.map((h) => h.topicId));
      }
      const capped = await run(key, lang, 1, 5, scope, 100_000);
      expect([capped.count, capped.countCapped]).toEqual([5, true]);
      // cap 5: title hits beyond the cap too (both tiers walked); just below the total: title hits sorted, the rest walked
      for (const cap of [5, exact.count - 1]) {
        for (const page of [1, 2, 3, Math.ceil(exact.count / 7)]) {
          const sorted = await run(key, lang, page, 100_000, scope);
          const walked = await run(key, lang, page, cap, scope);
          expect(walked.countCapped, `${key} page ${page}`).toBe(true);
          expect(walked.count).toBe(cap);
          expect(walked.contents.map((h) => h.topicId), `${key} cap ${cap} page ${page}`).toEqual(sorted.contents.map((h) => h.topicId));
          expect(walked.contents.length).toBeGreaterThan(0);
        }
      }
      // title hits come first on both paths
      const first = await run(key, lang, 1, 5, scope);
      expect(first.contents[0].titleHighlight, key).toContain('<mark>');
    }
  });

  it('renders a seeded topic with its figure as a document', async () => {
    const dealer = await loggedInUser(t, 'DEALER');
    const [topic] = await t.db.select({ id: manualNodes.id }).from(manualNodes)
      .innerJoin(manualRoots, eq(manualRoots.id, manualNodes.rootId))
      .where(sql`${manualRoots.code} = 'SM-S2-PRO' and ${manualRoots.version} = '2026.1' and ${manualNodes.code} = 'battery-removal'`);
    const res = await call(t.app, ...routeOf(manualsEndpoints.topicHtml, { id: topic.id }), { token: dealer.token, lang: 'zh-CN' });
    expect(res.status).toBe(200);
    expect(res.raw.body).toContain('电池组拆卸与安装');
    expect(res.raw.body).toMatch(/<img src="\/rest\/html\/image\/[0-9a-f-]{36}/);
    const links = await t.db.select({ code: manualTopicParts.partCode }).from(manualTopicParts).where(eq(manualTopicParts.nodeId, topic.id));
    expect(links.map((l) => l.code)).toContain('BP-72V32-A01');
  });
});
