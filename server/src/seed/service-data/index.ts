import { count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SPECIAL_TOOL_CATEGORIES } from '@portal/contract';
import type { Db } from '../../platform/db.js';
import type { FileStorage } from '../../platform/files.js';
import { modelNodes, partlistItems, partlists, parts } from '../../modules/catalogue/index.js';
import { labourTimes } from '../../modules/catalogue/index.js';
import { specialTools } from '../../modules/catalogue/index.js';
import { writeLabourDirectory, writeLabourTimes, type LabourTimeInput } from '../../modules/catalogue/index.js';
import { writeSpecialTools, type SpecialToolInput } from '../../modules/catalogue/index.js';
import { LINES } from '../catalogue/models.js';
import { DEMO_SEED } from '../catalogue/index.js';
import { uuidFor } from '../catalogue/random.js';
import { JOBS, LABOUR_DIRECTORY, jobHours, type VehicleFacts } from './labour-jobs.js';
import { TOOLS } from './tools.js';
import { toolPicture } from './tool-pictures.js';

export { JOBS, LABOUR_DIRECTORY } from './labour-jobs.js';
export { TOOLS } from './tools.js';

export interface ServiceDataSummary {
  labourTimes: number;
  partLinks: number;
  specialTools: number;
  ms: number;
}

const sModel = alias(modelNodes, 'sd_model');
const sSeries = alias(modelNodes, 'sd_series');

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

/** The demo tools; a tool for some models names those of them that are in the database. */
async function buildTools(db: Db): Promise<SpecialToolInput[]> {
  const present = new Set((await db.select({ code: modelNodes.code }).from(modelNodes).where(eq(modelNodes.level, 2))).map((r) => r.code));
  const categoryOrder = (c: (typeof SPECIAL_TOOL_CATEGORIES)[number]) => SPECIAL_TOOL_CATEGORIES.indexOf(c);
  return TOOLS.map((tool, i) => {
    const fitting = tool.fits
      ? LINES.flatMap((line) => line.series.flatMap((series) => series.models.filter((model) => tool.fits!(line, series, model)).map((m) => m.code)))
      : null;
    return {
      id: uuidFor(DEMO_SEED, 'special-tool', i),
      code: tool.code,
      names: tool.names,
      purpose: tool.purpose,
      technicalParameter: tool.parameter,
      unit: tool.unit,
      category: tool.category,
      driveType: tool.driveType,
      models: fitting && present.size ? fitting.filter((code) => present.has(code)) : fitting,
      pictureSvg: toolPicture(tool.picture, tool.code),
      sort: categoryOrder(tool.category) * 100 + i,
    };
  });
}

/**
 * Seeds the demo labour times (after the demo catalogue, whose models and parts they use) and the
 * demo special tools, each once: a table that has rows is left alone. Deterministic: the same
 * catalogue gives the same rows and ids.
 */
export async function seedDemoServiceData(db: Db, files: FileStorage, log?: (msg: string) => void): Promise<ServiceDataSummary> {
  const started = Date.now();
  const summary: ServiceDataSummary = { labourTimes: 0, partLinks: 0, specialTools: 0, ms: 0 };
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
  const [tools] = await db.select({ n: count() }).from(specialTools);
  if (tools.n === 0) {
    const rows = await buildTools(db);
    await db.transaction(async (tx) => {
      summary.specialTools = await writeSpecialTools(tx, files, rows);
    });
  }
  summary.ms = Date.now() - started;
  if (summary.labourTimes || summary.specialTools) {
    log?.(`Demo service data in ${summary.ms} ms: ${summary.labourTimes} labour times (${summary.partLinks} part links), ${summary.specialTools} special tools`);
  }
  return summary;
}
