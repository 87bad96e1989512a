import { count, eq } from 'drizzle-orm';
import { SPECIAL_TOOL_CATEGORIES } from '@portal/contract';
import type { Db } from '../../platform/db.js';
import type { FileStorage } from '../../platform/files.js';
import { modelNodes } from '../../modules/catalogue/index.js';
import { specialTools, writeSpecialTools, type SpecialToolInput } from '../../modules/special-tools/index.js';
import { LINES } from '../catalogue/models.js';
import { DEMO_SEED } from '../catalogue/index.js';
import { uuidFor } from '../catalogue/random.js';
import { TOOLS } from './tools.js';
import { toolPicture } from './tool-pictures.js';

export { TOOLS } from './tools.js';

export interface SpecialToolsSeedSummary {
  specialTools: number;
  ms: number;
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
 * Seeds the demo special tools (after the demo catalogue, whose models they name), once: a table
 * that has rows is left alone. Deterministic: the same catalogue gives the same rows and ids.
 */
export async function seedDemoSpecialTools(db: Db, files: FileStorage, log?: (msg: string) => void): Promise<SpecialToolsSeedSummary> {
  const started = Date.now();
  const summary: SpecialToolsSeedSummary = { specialTools: 0, ms: 0 };
  const [tools] = await db.select({ n: count() }).from(specialTools);
  if (tools.n === 0) {
    const rows = await buildTools(db);
    await db.transaction(async (tx) => {
      summary.specialTools = await writeSpecialTools(tx, files, rows);
    });
  }
  summary.ms = Date.now() - started;
  if (summary.specialTools) log?.(`Demo special tools in ${summary.ms} ms: ${summary.specialTools} special tools`);
  return summary;
}
