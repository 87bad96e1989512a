import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { SPECIAL_TOOL_CATEGORIES } from '@portal/contract';
import { createTestApp, memoryFiles, type TestApp } from '../../test/helpers.js';
import { modelNodes } from '../../modules/catalogue/catalogue.tables.js';
import { specialTools } from '../../modules/special-tools/special-tools.tables.js';
import { generateCatalogue, type CatalogueScale } from '../catalogue/index.js';
import { TOOLS, seedDemoSpecialTools } from './index.js';

/** A catalogue with every line and series kind, small enough to generate in seconds. */
const SMALL: CatalogueScale = { lines: 3, seriesPerLine: 2, modelsPerSeries: 3, parts: 1400, partlistsPerSeries: 26, itemsPerPartlist: [6, 20], vehicles: 100 };

describe('demo special tools (data)', () => {
  it('has at least 20 special tools in six languages, each with its own picture and no script', async () => {
    expect(TOOLS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(TOOLS.map((x) => x.code)).size).toBe(TOOLS.length);
    expect(new Set(TOOLS.map((x) => x.picture)).size).toBe(TOOLS.length);
    for (const tool of TOOLS) {
      expect(SPECIAL_TOOL_CATEGORIES).toContain(tool.category);
      for (const text of [tool.names, tool.purpose, tool.parameter]) expect(Object.keys(text).sort()).toEqual(['de', 'en-US', 'es', 'id', 'vi', 'zh-CN']);
    }
  });
});

describe('seeding the demo special tools', () => {
  let a: TestApp;
  let b: TestApp;
  const files = memoryFiles();
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestApp(), createTestApp()]);
    await Promise.all([generateCatalogue(a.db, null, { seed: 11, scale: SMALL }), generateCatalogue(b.db, null, { seed: 11, scale: SMALL })]);
    await seedDemoSpecialTools(a.db, files);
    await seedDemoSpecialTools(b.db, memoryFiles());
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('stores the special tools with their pictures', async () => {
    const rows = await a.db.select().from(specialTools).orderBy(asc(specialTools.sort));
    expect(rows).toHaveLength(TOOLS.length);
    for (const row of rows) {
      const svg = files.keys.get(row.pictureKey!)?.toString();
      expect(svg, row.code).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|on\w+=|javascript:/i);
    }
    // A tool for some models names only models that exist; a tool for all has none.
    const codes = new Set((await a.db.select({ code: modelNodes.code }).from(modelNodes)).map((r) => r.code));
    for (const row of rows) for (const m of row.models ?? []) expect(codes.has(m), `${row.code} ${m}`).toBe(true);
    expect(rows.find((r) => r.code === 'ST-HV-001')!.models).toBeNull();
    expect(rows.find((r) => r.code === 'ST-BT-003')!.models!.every((m) => /^(TR|TX|TE)-/.test(m))).toBe(true);
  });

  it('is deterministic and runs once', async () => {
    const snapshot = async (t: TestApp) => t.db.select({ id: specialTools.id, code: specialTools.code, models: specialTools.models }).from(specialTools).orderBy(asc(specialTools.id));
    const before = await snapshot(a);
    expect(before).toEqual(await snapshot(b));
    const again = await seedDemoSpecialTools(a.db, files);
    expect(again).toMatchObject({ specialTools: 0 });
    expect(await snapshot(a)).toEqual(before);
  });
});
