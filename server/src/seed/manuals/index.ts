import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import type { FileStorage } from '../../platform/files.js';
import { manualRoots } from '../../modules/manuals/index.js';
import { writeManual } from '../../modules/manuals/index.js';
import { buildDemoManuals } from './content.js';

export { buildDemoManuals, DEMO_MANUAL_VERSION } from './content.js';

export interface ManualSeedSummary {
  written: number;
  skipped: number;
  topics: number;
  ms: number;
}

/**
 * Seeds the demo manuals through the manuals writer, in one transaction. Idempotent: a manual
 * version (code + version) already present is left alone, so a second start writes nothing.
 */
export async function seedDemoManuals(db: Db, files: FileStorage, log?: (msg: string) => void): Promise<ManualSeedSummary> {
  const started = Date.now();
  const { manuals } = buildDemoManuals();
  const codes = [...new Set(manuals.map((m) => m.code))];
  const present = new Set(
    (await db.select({ code: manualRoots.code, version: manualRoots.version }).from(manualRoots).where(inArray(manualRoots.code, codes)))
      .map((r) => `${r.code}@${r.version}`),
  );
  const missing = manuals.filter((m) => !present.has(`${m.code}@${m.version}`));
  const summary: ManualSeedSummary = { written: 0, skipped: manuals.length - missing.length, topics: 0, ms: 0 };
  if (missing.length) {
    await db.transaction(async (tx) => {
      for (const manual of missing) {
        const written = await writeManual(tx, manual, { files });
        summary.written++;
        summary.topics += written.topicCount;
      }
    });
  }
  summary.ms = Date.now() - started;
  if (summary.written) log?.(`Demo manuals written in ${(summary.ms / 1000).toFixed(1)} s: ${summary.written} manuals, ${summary.topics} topics and diagrams`);
  return summary;
}
