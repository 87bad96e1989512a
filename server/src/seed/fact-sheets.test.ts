import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { modelNodes, partlistItems, partlists, parts } from '../modules/catalogue/catalogue.tables.js';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { DEMO_SCALE, DEMO_SEED, generateCatalogue } from './catalogue/index.js';
import { FACT_TYPES, factSheetOf, factSpec, type FactSheet } from './catalogue/fact-sheets.js';
import { LINES } from './catalogue/models.js';
import { PART_TYPES } from './catalogue/part-types.js';
import { buildDemoManuals } from './manuals/content.js';
import type { ManualInput, ManualNodeInput } from '../modules/manuals/manuals.write.js';

/*
 * Issue 20 §3: for one VIN the BOM named one battery connector, the manual another; the BOM had
 * 40 cells, the manual 20S9P, the pack's properties 20S6P. The catalogue, the manuals and the
 * wiring diagrams are now generated from one fact sheet per model; this test reads all four
 * sources of the demo data and checks each against the sheet.
 */

const TYPE_BY_PREFIX = new Map(PART_TYPES.map((t) => [t.prefix, t]));
/** The type and spec of a part code: BP-72V32-A01 → battery-pack, 72V32. */
function parse(code: string) {
  const segments = code.split('-');
  const type = TYPE_BY_PREFIX.get(segments[0]);
  return { type: type?.key, spec: segments.slice(1, -1).join('-') };
}
const specOf = (code: string) => parse(code).spec;
const leaves = (nodes: ManualNodeInput[]): ManualNodeInput[] => nodes.flatMap((n) => (n.kind === 'CHAPTER' ? leaves(n.children ?? []) : [n]));
/** The part codes a topic body names as part links (the manual's own words, not its link list). */
const namedCodes = (html: string) => [...html.matchAll(/data-part="([^"]+)"/g)].map((m) => m[1]);

interface BomRow { code: string; amount: number; properties: Record<string, unknown> }

const demoModels = LINES.flatMap((l) => l.series.slice(0, DEMO_SCALE.seriesPerLine).flatMap((s) => s.models.slice(0, DEMO_SCALE.modelsPerSeries).map((m) => m.code)));

describe('demo data agree with one fact sheet per model (issue 20 §3)', () => {
  let t: TestApp;
  const bom = new Map<string, BomRow[]>();
  const { manuals } = buildDemoManuals();
  const manual = (prefix: string, model: string) => manuals.find((m: ManualInput) => m.code === `${prefix}-${model}` && m.status === 'EFFECTIVE')!;

  beforeAll(async () => {
    t = await createTestApp();
    await generateCatalogue(t.db, null, { seed: DEMO_SEED, scale: DEMO_SCALE });
    const rows = await t.db
      .select({ series: modelNodes.code, models: partlistItems.models, code: parts.code, amount: partlistItems.amount, properties: parts.properties })
      .from(partlistItems)
      .innerJoin(partlists, eq(partlists.id, partlistItems.partlistId))
      .innerJoin(modelNodes, eq(modelNodes.id, partlists.seriesId))
      .innerJoin(parts, eq(parts.id, partlistItems.partId));
    for (const model of demoModels) {
      const sheet = factSheetOf(model);
      bom.set(model, rows.filter((r) => r.series === sheet.series && (!r.models || r.models.includes(model)))
        .map((r) => ({ code: r.code, amount: Number(r.amount), properties: r.properties as Record<string, unknown> })));
    }
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const rowsOf = (model: string, type: string) => bom.get(model)!.filter((r) => parse(r.code).type === type);

  it('states the S2 Pro of issue 20 as the dealer now reads it everywhere', () => {
    const s2 = factSheetOf('S2-PRO');
    expect({ connector: s2.battery.connector, cell: s2.battery.cell.label, s: s2.battery.s, p: s2.battery.p, cells: s2.battery.cells })
      .toEqual({ connector: 'XT60', cell: '18650 3.5Ah', s: 20, p: 9, cells: 180 });
    expect(rowsOf('S2-PRO', 'battery-connector').map((r) => r.code)).toContain('AC-XT60-A01');
    expect(rowsOf('S2-PRO', 'battery-connector').map((r) => r.code)).not.toContain('AC-AS150-A01');
    // The pack assembly has a row on each of its sheets: 180 cells on every one.
    expect(new Set(rowsOf('S2-PRO', 'cell').map((r) => `${r.amount} × ${r.code}`))).toEqual(new Set(['180 × CE-186503.5AH-A01']));
  });

  it('builds every pack so that its cells deliver the rated capacity', () => {
    for (const model of demoModels) {
      const b = factSheetOf(model).battery;
      expect(b.cells, model).toBe(b.s * b.p);
      // P parallel cells of the rated capacity make the pack's capacity, to within half a cell.
      expect(Math.abs(b.p * b.cell.ah - b.ah), model).toBeLessThanOrEqual(b.cell.ah / 2);
    }
  });

  it('puts the sheet’s parts and quantities in every model’s BOM', () => {
    for (const model of demoModels) {
      const sheet = factSheetOf(model);
      const rows = bom.get(model)!;
      expect(rows.length, model).toBeGreaterThan(50);
      // Every row of a fact part is of a spec the sheet names (fuses also come as loose fillers).
      for (const type of [...FACT_TYPES].filter((x) => x !== 'fuse')) {
        const allowed = new Set(['F', 'R', 'L', 'MAIN', 'LIGHT', undefined].map((pos) => factSpec(sheet, type, pos)).filter(Boolean));
        for (const row of rowsOf(model, type)) expect(allowed, `${model} ${row.code}`).toContain(specOf(row.code));
      }
      const codes = (type: string) => rowsOf(model, type).map((r) => r.code);
      expect(codes('battery-pack').map(specOf), model).toContain(sheet.battery.spec);
      expect(codes('battery-connector').map(specOf), model).toContain(sheet.battery.connector);
      expect(codes('controller').map(specOf), model).toContain(sheet.controller.spec);
      expect(codes(sheet.motor.type).map(specOf), model).toContain(sheet.motor.spec);
      expect(codes('bms').map(specOf), model).toContain(sheet.battery.bms);
      for (const side of [sheet.brakes.front, sheet.brakes.rear]) {
        expect(codes('brake-caliper').map(specOf), model).toContain(side.caliper);
        expect(codes('brake-disc').map(specOf), model).toContain(side.disc);
        expect(codes('brake-pad').map(specOf), model).toContain(side.pad);
      }
      // Quantities: S × P cells per pack, one pack and one main connector per pack slot.
      const cells = rowsOf(model, 'cell');
      expect(cells.length, model).toBeGreaterThan(0);
      for (const row of cells) expect(row.amount, `${model} ${row.code}`).toBe(sheet.battery.cells * sheet.battery.packs);
      for (const row of rowsOf(model, 'battery-pack')) expect(row.amount, `${model} ${row.code}`).toBe(sheet.battery.packs);
    }
  });

  it('gives each pack the properties of its design', () => {
    for (const model of demoModels) {
      const b = factSheetOf(model).battery;
      for (const row of rowsOf(model, 'battery-pack')) {
        const text = JSON.stringify(row.properties);
        expect(text, `${model} ${row.code}`).toContain(`${b.s}S${b.p}P`);
        expect(text, `${model} ${row.code}`).toContain(`${b.cell.format} ${b.cell.chemistry}`);
        expect(text, `${model} ${row.code}`).toContain(`${b.cells}`);
        expect(text, `${model} ${row.code}`).toContain(`${b.ah} Ah`);
        expect(text, `${model} ${row.code}`).toContain(`${b.volts} V`);
      }
    }
  });

  it('names in the service manual only fact parts that are in the model’s BOM, with the sheet’s battery build', () => {
    for (const model of demoModels) {
      const sheet: FactSheet = factSheetOf(model);
      const bomCodes = new Set(bom.get(model)!.map((r) => r.code));
      const topics = leaves(manual('SM', model).nodes);
      const named = new Set(topics.flatMap((tp) => [...namedCodes(tp.html?.['en-US'] ?? ''), ...namedCodes(tp.html?.['zh-CN'] ?? '')]));
      const facts = [...named].filter((c) => FACT_TYPES.has(parse(c).type ?? ''));
      expect(facts.length, model).toBeGreaterThan(5);
      for (const code of facts) expect(bomCodes, `${model}: the manual names ${code}`).toContain(code);
      // The connector the manual tells the mechanic to disconnect is the sheet's.
      expect([...named].filter((c) => parse(c).type === 'battery-connector').map(specOf), model).toEqual([sheet.battery.connector]);
      const specs = topics.find((tp) => tp.code === 'specifications')!.html!['en-US']!;
      expect(specs, model).toContain(`${sheet.battery.s}S${sheet.battery.p}P, ${sheet.battery.cells} × ${sheet.battery.cell.label}`);
    }
  });

  it('labels the wiring diagrams with the sheet’s pack, connector and parts of the BOM', () => {
    for (const model of demoModels) {
      const sheet = factSheetOf(model);
      const bomCodes = new Set(bom.get(model)!.map((r) => r.code));
      const diagrams = leaves(manual('CM', model).nodes).filter((n) => n.kind === 'DIAGRAM');
      const power = diagrams.find((d) => d.code === 'wd-power')!;
      expect(power.svg, model).toContain(`${sheet.battery.s}S${sheet.battery.p}P`);
      const connectors = [...power.svg!.matchAll(/>(AC-[^<]+)</g)].map((m) => m[1]);
      expect(connectors.length, model).toBeGreaterThan(0);
      for (const code of connectors) {
        expect(specOf(code), model).toBe(sheet.battery.connector);
        expect(bomCodes, `${model}: the diagram labels ${code}`).toContain(code);
      }
      // Every fact part a diagram draws with its code label is in the model's BOM.
      for (const d of diagrams) {
        const labelled = [...d.svg!.matchAll(/>([A-Z]{2,3}-[A-Z0-9.-]+-[A-Z]\d\d)</g)].map((m) => m[1]).filter((c) => FACT_TYPES.has(parse(c).type ?? ''));
        for (const code of labelled) expect(bomCodes, `${model} ${d.code}: ${code}`).toContain(code);
      }
    }
  });
});
