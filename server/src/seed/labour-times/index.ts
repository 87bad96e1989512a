import { count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db.js';
import { modelNodes, partlistItems, partlists, parts } from '../../modules/catalogue/index.js';
import { labourTimes, writeLabourDirectory, writeLabourTimes, type LabourTimeInput } from '../../modules/labour-times/index.js';
import { LINES } from '../catalogue/models.js';
import { DEMO_SEED } from '../catalogue/index.js';
import { uuidFor } from '../catalogue/random.js';
import { JOBS, LABOUR_DIRECTORY, jobHours, type VehicleFacts } from './labour-jobs.js';

export { JOBS, LABOUR_DIRECTORY } from './labour-jobs.js';

export interface LabourTimesSeedSummary {
  labourTimes: number;
  partLinks: number;
  ms: number;
}

const sModel = alias(modelNodes, 'lt_model');
const sSeries = alias(modelNodes, 'lt_series');

/** The models in the database that the demo definitions know, with their definitions. */
async function demoModels(db: Db): Promise<{ id: string; seriesId: string; facts: VehicleFacts }[]> {
  const rows = await db
    .select({ id: sModel.id, code: sModel.code, seriesId: sSeries.id })
    .from(sModel)
    .innerJoin(sSeries, eq(sSeries.id, sModel.parentId))
    .where(eq(sModel.level, 2))
    .orderBy(sModel.code);
  const out: { id: string; seriesId: string; facts: VehicleFacts }[] = [];
  for (const row of rows) {
    for (const line of LINES) for (const series of line.series) {
      const model = series.models.find((m) => m.code === row.code);
      if (model) out.push({ id: row.id, seriesId: row.seriesId, facts: { line, series, model } });
    }
  }
  return out;
}

/** Every job of the demo labour-time manual on every demo model, linked to the model's BOM parts. */
async function buildLabourTimes(db: Db): Promise<LabourTimeInput[]> {
  const models = await demoModels(db);
  // One pass over the BOM: which parts each series uses, and for which models.
  const usage = await db
    .selectDistinct({ seriesId: partlists.seriesId, models: partlistItems.models, partId: parts.id, code: parts.code })
    .from(partlistItems)
    .innerJoin(partlists, eq(partlists.id, partlistItems.partlistId))
    .innerJoin(parts, eq(parts.id, partlistItems.partId));
  const rows: LabourTimeInput[] = [];
  for (const { id, seriesId, facts } of models) {
    const own = usage.filter((u) => u.seriesId === seriesId && (u.models === null || u.models.includes(facts.model.code)));
    JOBS.forEach((job, jobIndex) => {
      const h = jobHours(job, facts);
      if (!h) return;
      const prefixes = job.parts(facts);
      const partIds = [...new Map(own.filter((u) => prefixes.some((p) => u.code.startsWith(p))).sort((a, b) => a.code.localeCompare(b.code)).map((u) => [u.partId, u.partId])).keys()];
      rows.push({
        id: uuidFor(DEMO_SEED, `labour:${facts.model.code}`, jobIndex),
        modelId: id,
        workTimeCode: job.code,
        names: job.names,
        workTimeType: job.type,
        ...h,
        positionCode: job.code.slice(0, 6),
        partIds,
      });
    });
  }
  return rows;
}

/**
 * Seeds the demo labour times (after the demo catalogue, whose models and parts they use), once: a
 * table that has rows is left alone. Deterministic: the same catalogue gives the same rows and ids.
 */
export async function seedDemoLabourTimes(db: Db, log?: (msg: string) => void): Promise<LabourTimesSeedSummary> {
  const started = Date.now();
  const summary: LabourTimesSeedSummary = { labourTimes: 0, partLinks: 0, ms: 0 };
  const [jobs] = await db.select({ n: count() }).from(labourTimes);
  if (jobs.n === 0) {
    const rows = await buildLabourTimes(db);
    await db.transaction(async (tx) => {
      await writeLabourDirectory(tx, LABOUR_DIRECTORY);
      const written = await writeLabourTimes(tx, rows);
      summary.labourTimes = written.labourTimes;
      summary.partLinks = written.partLinks;
    });
  }
  summary.ms = Date.now() - started;
  if (summary.labourTimes) log?.(`Demo labour times in ${summary.ms} ms: ${summary.labourTimes} labour times (${summary.partLinks} part links)`);
  return summary;
}
