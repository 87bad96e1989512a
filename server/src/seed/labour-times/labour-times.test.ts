import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import { WORK_TIME_TYPES } from '@portal/contract';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { modelNodes, parts } from '../../modules/catalogue/catalogue.tables.js';
import { labourTimeNodes, labourTimeParts, labourTimes } from '../../modules/labour-times/labour-times.tables.js';
import { generateCatalogue, type CatalogueScale } from '../catalogue/index.js';
import { LINES } from '../catalogue/models.js';
import { JOBS, LABOUR_DIRECTORY, seedDemoLabourTimes } from './index.js';
import { jobHours } from './labour-jobs.js';

/** A catalogue with every line and series kind, small enough to generate in seconds. */
const SMALL: CatalogueScale = { lines: 3, seriesPerLine: 2, modelsPerSeries: 3, parts: 1400, partlistsPerSeries: 26, itemsPerPartlist: [6, 20], vehicles: 100 };


describe('demo labour-time manual (data)', () => {
  it('has a directory where every level two and position has the right parent, and jobs on positions', () => {
    const byCode = new Map(LABOUR_DIRECTORY.map((e) => [e.code, e]));
    expect(byCode.size).toBe(LABOUR_DIRECTORY.length);
    for (const e of LABOUR_DIRECTORY) {
      if (e.level === 1) expect(e.parentCode).toBeNull();
      else expect(byCode.get(e.parentCode!)?.level, e.code).toBe(e.level - 1);
    }
    const jobCodes = JOBS.map((j) => j.code);
    expect(new Set(jobCodes).size).toBe(jobCodes.length);
    for (const job of JOBS) {
      expect(byCode.get(job.code.slice(0, 6))?.level, job.code).toBe(3);
      expect(WORK_TIME_TYPES).toContain(job.type);
      for (const name of Object.values(job.names)) expect(name.trim(), job.code).not.toBe('');
    }
  });

  it('books more time on bigger vehicles, and maintenance above standard', () => {
    const facts = (code: string) => {
      for (const line of LINES) for (const series of line.series) for (const model of series.models) if (model.code === code) return { line, series, model };
      throw new Error(code);
    };
    const pack = JOBS.find((j) => j.code === 'EL0101-01')!;
    const scooter = jobHours(pack, facts('S1-LITE'))!;
    const moped = jobHours(pack, facts('M3-STD'))!;
    const motorcycle = jobHours(pack, facts('TR-STD'))!;
    expect(scooter.standardHours).toBeLessThan(moped.standardHours);
    expect(moped.standardHours).toBeLessThan(motorcycle.standardHours);
    expect(jobHours(pack, facts('M3-LR'))!.standardHours).toBeGreaterThan(moped.standardHours);
    // a mid-drive bike has no hub motor job, a hub-motor scooter no belt
    expect(jobHours(JOBS.find((j) => j.code === 'PT0101-01')!, facts('TR-PRO'))).toBeNull();
    expect(jobHours(JOBS.find((j) => j.code === 'PT0301-01')!, facts('S2-PRO'))).toBeNull();
    for (const line of LINES) for (const series of line.series) for (const model of series.models) for (const job of JOBS) {
      const h = jobHours(job, { line, series, model });
      if (!h) continue;
      expect(h.standardHours, `${job.code} ${model.code}`).toBeGreaterThan(0);
      expect(h.maintenanceHours).toBeGreaterThan(h.standardHours);
    }
  });
});

describe('seeding the demo labour times', () => {
  let a: TestApp;
  let b: TestApp;
  let first: Awaited<ReturnType<typeof seedDemoLabourTimes>>;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestApp(), createTestApp()]);
    await Promise.all([generateCatalogue(a.db, null, { seed: 11, scale: SMALL }), generateCatalogue(b.db, null, { seed: 11, scale: SMALL })]);
    first = await seedDemoLabourTimes(a.db);
    await seedDemoLabourTimes(b.db);
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('gives every model its common jobs, linked to the parts of its own BOM', async () => {
    const models = await a.db.select({ id: modelNodes.id, code: modelNodes.code }).from(modelNodes).where(eq(modelNodes.level, 2));
    expect(models).toHaveLength(18);
    const perModel = await a.db.select({ modelId: labourTimes.modelId, n: count() }).from(labourTimes).groupBy(labourTimes.modelId);
    expect(perModel).toHaveLength(18);
    for (const m of perModel) expect(m.n).toBeGreaterThanOrEqual(30);
    expect(first.labourTimes).toBe(perModel.reduce((s, m) => s + m.n, 0));
    expect(first.partLinks).toBeGreaterThan(first.labourTimes / 2);
    // The battery job of each model points at battery packs its own BOM uses for it.
    const links = await a.db.execute(sql`
      select m.code as model, p.code as part,
        exists (select 1 from partlist_items i join partlists pl on pl.id = i.partlist_id
                 where i.part_id = p.id and pl.series_id = m.parent_id and (i.models is null or m.code = any(i.models))) as in_bom
        from labour_times lt join model_nodes m on m.id = lt.model_id
        join labour_time_parts ltp on ltp.labour_time_id = lt.id join parts p on p.id = ltp.part_id
       where lt.work_time_code = 'EL0101-02'`) as unknown as { rows: { model: string; part: string; in_bom: boolean }[] };
    expect(new Set(links.rows.map((r) => r.model)).size).toBe(18);
    for (const r of links.rows) {
      expect(r.part, r.model).toMatch(/^BP-/);
      expect(r.in_bom, `${r.model} ${r.part}`).toBe(true);
    }
  });

  it('writes the directory, and the levels of each job from its position code', async () => {
    expect(await a.db.$count(labourTimeNodes)).toBe(LABOUR_DIRECTORY.length);
    const wrong = await a.db.execute(sql`
      select lt.work_time_code from labour_times lt join labour_time_nodes pos on pos.code = lt.position_code
        join labour_time_nodes two on two.code = pos.parent_code
       where two.code <> lt.level_two or two.parent_code <> lt.level_one`) as unknown as { rows: unknown[] };
    expect(wrong.rows).toEqual([]);
  });

  it('is deterministic and runs once', async () => {
    const snapshot = async (t: TestApp) => ({
      jobs: await t.db.select({ id: labourTimes.id, code: labourTimes.workTimeCode, h: labourTimes.standardHours }).from(labourTimes).orderBy(asc(labourTimes.id)),
      links: await t.db.select({ n: count() }).from(labourTimeParts),
    });
    const before = await snapshot(a);
    expect(before).toEqual(await snapshot(b));
    const again = await seedDemoLabourTimes(a.db);
    expect(again).toMatchObject({ labourTimes: 0, partLinks: 0 });
    expect(await snapshot(a)).toEqual(before);
  });

  it('links no part twice to a job and leaves fasteners out', async () => {
    const dup = await a.db.select({ n: count() }).from(labourTimeParts);
    const distinct = await a.db.execute(sql`select count(distinct (labour_time_id, part_id))::int as n from labour_time_parts`) as unknown as { rows: { n: number }[] };
    expect(dup[0].n).toBe(distinct.rows[0].n);
    const fasteners = await a.db.select({ n: count() }).from(labourTimeParts).innerJoin(parts, eq(parts.id, labourTimeParts.partId)).where(eq(parts.category, 'FASTENER'));
    expect(fasteners[0].n).toBe(0);
  });
});
