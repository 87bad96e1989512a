import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { insertCase } from '../../modules/cases/index.js';
import { technicalCases } from '../../modules/cases/index.js';
import { modelNodes } from '../../modules/catalogue/index.js';
import { users } from '../../modules/users/index.js';
import { DEMO_FAULTS } from './faults.js';

export { DEMO_FAULTS } from './faults.js';

/** The first demo publication; the others follow a week apart, so the library's order is fixed. */
const FIRST_PUBLISHED = Date.UTC(2025, 11, 1, 8, 0);
const WEEK = 7 * 86_400_000;

/**
 * The demo library: each workshop fault of DEMO_FAULTS as a published case in Chinese (on its
 * first model) and in English (on its second), 30 in all, written once into an empty library
 * through the same writer as the API (tokens for the search included).
 */
export async function seedDemoCases(db: Db, log: (line: string) => void = () => {}): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(technicalCases);
  if (existing.n > 0) return 0;
  const codes = DEMO_FAULTS.flatMap((f) => f.models);
  const models = new Map((await db.select({ code: modelNodes.code, names: modelNodes.names }).from(modelNodes).where(inArray(modelNodes.code, codes)))
    .map((m) => [m.code, m.names]));
  const [author] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.username, 'staff'));
  let n = 0;
  await db.transaction(async (tx) => {
    for (const [i, fault] of DEMO_FAULTS.entries()) {
      for (const [k, lang] of (['zh-CN', 'en-US'] as const).entries()) {
        const modelCode = fault.models[k];
        const text = lang === 'zh-CN' ? fault.zh : fault.en;
        await insertCase(tx, {
          ...text, language: lang, carSeries: fault.series, modelCode, modelName: models.get(modelCode)?.[lang] ?? modelCode, partCode: fault.partCode,
        }, 'PUBLISHED', author ?? null, new Date(FIRST_PUBLISHED + (i * 2 + k) * WEEK / 2));
        n++;
      }
    }
  });
  log(`  Technical cases: ${n} published (Chinese and English)`);
  return n;
}
