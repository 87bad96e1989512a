import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, sql } from 'drizzle-orm';
import { isValidVin } from '@portal/contract';
import { createTestApp, memoryFiles, type TestApp } from '../../test/helpers.js';
import { modelNodes, partlistItems, partlists, parts, serialNumbers, substitutions, vehicles } from '../../modules/catalogue/catalogue.tables.js';
import { DEMO_SAMPLES, DEMO_SCALE, generateCatalogue, type CatalogueScale } from './index.js';
import { PART_TYPES } from './part-types.js';
import { isValidEan13 } from './random.js';
import { cjkGrams } from './search-grams.js';

const SMALL: CatalogueScale = { lines: 3, seriesPerLine: 2, modelsPerSeries: 3, parts: 900, partlistsPerSeries: 8, itemsPerPartlist: [6, 20], vehicles: 400 };


describe('demo catalogue generator', () => {
  let a: TestApp;
  let b: TestApp;
  const files = memoryFiles();
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestApp(), createTestApp()]);
    await generateCatalogue(a.db, files, { seed: 7, scale: SMALL });
    await generateCatalogue(b.db, null, { seed: 7, scale: SMALL });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('gives the same part codes, VINs and ids for the same seed on two databases', async () => {
    for (const t of [parts, vehicles, partlistItems]) {
      const [x] = await a.db.select({ n: count() }).from(t);
      const [y] = await b.db.select({ n: count() }).from(t);
      expect(x.n).toBe(y.n);
    }
    const codes = async (t: TestApp) => (await t.db.select({ id: parts.id, code: parts.code, bar: parts.barCode, price: parts.price }).from(parts).orderBy(asc(parts.code))).slice(0, 300);
    expect(await codes(a)).toEqual(await codes(b));
    const vins = async (t: TestApp) => (await t.db.select({ vin: vehicles.vin, date: vehicles.productionDate }).from(vehicles).orderBy(asc(vehicles.vin))).filter((_, i) => i % 7 === 0);
    expect(await vins(a)).toEqual(await vins(b));
  });

  it('makes valid VINs with their serial numbers', async () => {
    const rows = await a.db.select({ vin: vehicles.vin }).from(vehicles);
    expect(rows.length).toBe(SMALL.vehicles);
    expect(rows.filter((r) => !isValidVin(r.vin))).toEqual([]);
    const kinds = await a.db.select({ kind: serialNumbers.kind, n: count() }).from(serialNumbers).groupBy(serialNumbers.kind);
    expect(Object.fromEntries(kinds.map((k) => [k.kind, k.n]))).toMatchObject({ MOTOR: SMALL.vehicles, CONTROLLER: SMALL.vehicles });
  });

  it('draws a balloon and a part outline for exactly the ball numbers of each partlist', async () => {
    const lists = await a.db.select({ id: partlists.id, svg: partlists.drawingSvg }).from(partlists);
    const items = await a.db.select({ partlistId: partlistItems.partlistId, ball: partlistItems.ballNumber }).from(partlistItems);
    expect(lists.length).toBe(3 * 2 * SMALL.partlistsPerSeries);
    for (const list of lists) {
      const expected = [...new Set(items.filter((i) => i.partlistId === list.id).map((i) => i.ball))].sort((x, y) => x - y);
      const balloons = [...list.svg.matchAll(/<g data-ball="(\d+)" class="balloon">/g)].map((m) => Number(m[1]));
      const outlines = [...list.svg.matchAll(/<g data-ball="(\d+)" class="part"/g)].map((m) => Number(m[1]));
      expect(balloons.sort((x, y) => x - y)).toEqual(expected);
      expect(outlines.sort((x, y) => x - y)).toEqual(expected);
      expect(expected.length).toBeGreaterThanOrEqual(SMALL.itemsPerPartlist[0]);
      expect(expected).toEqual(expected.map((_, i) => i + 1));
    }
  });

  it('has restricted rows so that a VIN filters: by model, configuration, date and VIN range', async () => {
    const [r] = await a.db.select({
      models: sql<number>`count(*) filter (where ${partlistItems.models} is not null)`.mapWith(Number),
      configs: sql<number>`count(*) filter (where ${partlistItems.configs} is not null)`.mapWith(Number),
      dates: sql<number>`count(*) filter (where ${partlistItems.dateFrom} is not null)`.mapWith(Number),
      vins: sql<number>`count(*) filter (where ${partlistItems.vinFrom} is not null)`.mapWith(Number),
    }).from(partlistItems);
    expect(r.models).toBeGreaterThan(0);
    expect(r.configs).toBeGreaterThan(0);
    expect(r.dates).toBeGreaterThan(0);
    expect(r.vins).toBeGreaterThan(0);
  });

  it('makes acyclic substitution chains with increasing effective dates', async () => {
    const rows = await a.db.select().from(substitutions);
    expect(rows.length).toBeGreaterThanOrEqual(150);
    const next = new Map<string, typeof rows>();
    for (const row of rows) next.set(row.beforePartId, [...(next.get(row.beforePartId) ?? []), row]);
    let longest = 0;
    const walk = (id: string, seen: Set<string>, depth: number, after: string): void => {
      expect(seen.has(id)).toBe(false);
      longest = Math.max(longest, depth);
      for (const e of next.get(id) ?? []) {
        if (e.replaceWay !== 'GROUP') expect(e.effectiveTime > after || depth === 0).toBe(true);
        walk(e.afterPartId, new Set([...seen, id]), depth + 1, e.effectiveTime);
      }
    };
    for (const id of next.keys()) walk(id, new Set(), 0, '');
    expect(longest).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((r) => r.replaceWay))).toEqual(new Set(['ONE_WAY', 'TWO_WAY', 'GROUP']));
    const groups = rows.filter((r) => r.groupSeq !== null);
    expect(groups.every((g) => groups.filter((x) => x.groupSeq === g.groupSeq).length === 2)).toBe(true);
  });

  it('gives valid, unique EAN-13 bar codes to most parts and fills the search columns', async () => {
    const rows = await a.db.select({ code: parts.code, bar: parts.barCode, text: parts.searchText, grams: parts.searchGrams, names: parts.names, photos: parts.photoCount }).from(parts);
    const bars = rows.map((r) => r.bar).filter((x): x is string => !!x);
    expect(bars.length / rows.length).toBeGreaterThan(0.7);
    expect(bars.filter((x) => !isValidEan13(x))).toEqual([]);
    expect(new Set(bars).size).toBe(bars.length);
    for (const r of rows.slice(0, 50)) {
      expect(r.text).toContain(r.code.toLowerCase());
      expect(r.grams).toEqual(expect.arrayContaining(cjkGrams(r.names['zh-CN'])));
    }
    const photos = rows.reduce((n, r) => n + r.photos, 0);
    expect([...files.keys.keys()].filter((k) => k.startsWith('part-photos/')).length).toBe(photos);
    expect(files.keys.has('models/series-S2.svg')).toBe(true);
  });

  it('spreads the BOM rows over many parts, a few shared ones in many partlists', async () => {
    const perPart = await a.db.select({ n: count() }).from(partlistItems).groupBy(partlistItems.partId);
    const rows = perPart.reduce((n, p) => n + p.n, 0);
    const sorted = perPart.map((p) => p.n).sort((x, y) => x - y);
    // Where-used looks like a real catalogue's: most parts in a few rows, fasteners in many.
    expect(perPart.length / rows).toBeGreaterThan(0.2);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThanOrEqual(3);
    expect(sorted[sorted.length - 1]).toBeGreaterThanOrEqual(10);
    // And the database knows which parts are used (a trigger on partlist_items).
    const [flagged] = await a.db.select({ n: count() }).from(parts).where(sql`${parts.usedInBom}`);
    expect(flagged.n).toBe(perPart.length);
  });

  it('names brake parts with the Chinese words people search for', async () => {
    const rows = await a.db.select({ names: parts.names, grams: parts.searchGrams }).from(parts).where(sql`${parts.category} = 'BRAKE_PAD'`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0].names['zh-CN']).toMatch(/刹车片组/);
    expect(rows[0].grams).toEqual(expect.arrayContaining(['刹车', '车片']));
  });

  it('names the model tree in six languages', async () => {
    const rows = await a.db.select().from(modelNodes);
    expect(rows.filter((r) => r.level === 0)).toHaveLength(3);
    const s2pro = rows.find((r) => r.code === 'S2-PRO')!;
    expect(s2pro.names['zh-CN']).toBe('城市 S2 专业版 72V 32Ah');
    expect(s2pro.names['en-US']).toBe('S2 Pro 72V 32Ah');
    for (const r of rows) expect(Object.values(r.names).every((v) => v.length > 0)).toBe(true);
  });
});

describe('demo scale', () => {
  it('meets the minimum counts', () => {
    const s = DEMO_SCALE;
    expect(s.lines).toBeGreaterThanOrEqual(3);
    expect(s.lines * s.seriesPerLine).toBeGreaterThanOrEqual(8);
    expect(s.lines * s.seriesPerLine * s.modelsPerSeries).toBeGreaterThanOrEqual(24);
    expect(s.parts).toBeGreaterThanOrEqual(2000);
    expect(s.lines * s.seriesPerLine * s.partlistsPerSeries).toBeGreaterThanOrEqual(200);
    expect(s.vehicles).toBeGreaterThanOrEqual(5000);
    expect(DEMO_SAMPLES.vins.every(isValidVin)).toBe(true);
    expect(DEMO_SAMPLES.barCodes.every(isValidEan13)).toBe(true);
  });

  it('has unique part-code prefixes and spec codes', () => {
    const prefixes = PART_TYPES.map((t) => t.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const t of PART_TYPES) expect(new Set(t.specs.map((s) => s.code)).size).toBe(t.specs.length);
  });

  it('generates the full demo catalogue on PGlite', async () => {
    const t = await createTestApp();
    try {
      const s = await generateCatalogue(t.db, memoryFiles(), {});
      expect(s.models).toBeGreaterThanOrEqual(24);
      expect(s.partlists).toBeGreaterThanOrEqual(200);
      const [p] = await t.db.select({ n: count() }).from(parts);
      expect(p.n).toBe(DEMO_SCALE.parts);
      const [v] = await t.db.select({ n: count() }).from(vehicles);
      expect(v.n).toBe(DEMO_SCALE.vehicles);
      const codes = new Set((await t.db.select({ code: parts.code }).from(parts)).map((r) => r.code));
      expect(DEMO_SAMPLES.partCodes.every((c) => codes.has(c))).toBe(true);
      const vins = new Set((await t.db.select({ vin: vehicles.vin }).from(vehicles)).map((r) => r.vin));
      expect(DEMO_SAMPLES.vins.every((x) => vins.has(x))).toBe(true);
      const serials = new Set((await t.db.select({ s: serialNumbers.serial }).from(serialNumbers)).map((r) => r.s));
      expect(DEMO_SAMPLES.serials.every((x) => serials.has(x))).toBe(true);
      // The README's "things to try" are in the data: every VIN, bar code and serial exists, every
      // part code sits in some partlist (its where-used is not empty), every name finds parts.
      const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../README.md'), 'utf8');
      const table = readme.slice(readme.indexOf('## Things to try in the demo catalogue'), readme.indexOf('## Configuration'));
      const cell = (label: string) => [...(table.split('\n').find((l) => l.startsWith(`| ${label} |`)) ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]);
      expect(cell('VINs').length).toBeGreaterThan(0);
      expect(cell('VINs').every((x) => vins.has(x))).toBe(true);
      expect(cell('serial numbers').every((x) => serials.has(x))).toBe(true);
      const bars = new Set((await t.db.select({ b: parts.barCode }).from(parts)).map((r) => r.b));
      expect(cell('bar codes').every((x) => bars.has(x))).toBe(true);
      const used = new Set((await t.db.selectDistinct({ code: parts.code }).from(partlistItems).innerJoin(parts, sql`${parts.id} = ${partlistItems.partId}`)).map((r) => r.code));
      expect(cell('part codes').filter((c) => !used.has(c))).toEqual([]);
      for (const word of cell('names')) {
        const [hit] = await t.db.select({ n: count() }).from(parts).where(sql`${parts.searchText} like ${`%${word.toLowerCase()}%`}`);
        expect(hit.n, word).toBeGreaterThan(0);
      }
    } finally {
      await t.close();
    }
    // the whole demo catalogue: about 15 s alone, four times that on a CI machine running journeys beside it
  }, 180_000);
});
