import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { parts } from '../../modules/catalogue/index.js';
import { manualNodes, manualRoots } from '../../modules/manuals/index.js';
import { users } from '../../modules/users/index.js';
import { favorites } from '../../modules/favorites/index.js';
import { defaultUrl } from '../../modules/favorites/index.js';

/** The demo dealer's starred parts, the first pinned on top. */
const PART_CODES = ['BP-72V32-A01', 'HM-2000W-R-A01', 'CT-72V-45A-A01', 'PD-R-SM-A01', 'HX-M5X10-A01'];
/** Topics of the S2 Pro service manual, and its wiring-diagram manual as a whole. */
const SERVICE_MANUAL = 'SM-S2-PRO';
const TOPIC_CODES = ['battery-removal', 'bms-codes', 'charging-faults'];
const CIRCUIT_MANUAL = 'CM-S2-PRO';
/** The first demo favourite; the others follow two days apart, so the tabs' order is fixed. */
const FIRST_STARRED = Date.UTC(2026, 9, 1, 9, 0);
const TWO_DAYS = 2 * 86_400_000;

/**
 * Favourites for the demo dealer (parts, topics, a manual), written once; then two catalogue
 * changes to starred parts (a new price for the brake pads, the motor out of stock), so the
 * header bell has alerts, written by the database's triggers as any change's would be.
 */
export async function seedDemoFavorites(db: Db, log: (line: string) => void = () => {}): Promise<number> {
  const [dealer] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'dealer'));
  if (!dealer) return 0;
  const [existing] = await db.select({ n: count() }).from(favorites).where(eq(favorites.userId, dealer.id));
  if (existing.n > 0) return 0;
  const partRows = await db.select({ id: parts.id, code: parts.code }).from(parts).where(inArray(parts.code, PART_CODES));
  const byCode = new Map(partRows.map((p) => [p.code, p.id]));
  const topics = await db.select({ id: manualNodes.id, rootId: manualNodes.rootId, code: manualNodes.code }).from(manualNodes)
    .innerJoin(manualRoots, eq(manualRoots.id, manualNodes.rootId))
    .where(and(eq(manualRoots.code, SERVICE_MANUAL), eq(manualRoots.status, 'EFFECTIVE'), inArray(manualNodes.code, TOPIC_CODES)));
  const [circuit] = await db.select({ id: manualRoots.id }).from(manualRoots).where(and(eq(manualRoots.code, CIRCUIT_MANUAL), eq(manualRoots.status, 'EFFECTIVE')));

  const rows: (typeof favorites.$inferInsert)[] = [
    ...PART_CODES.flatMap((code) => (byCode.has(code) ? [{ objectRef: 'PartMaster' as const, partId: byCode.get(code)!, url: defaultUrl('PartMaster', byCode.get(code)!) }] : [])),
    ...TOPIC_CODES.flatMap((code) => topics.filter((t) => t.code === code).map((t) => ({ objectRef: 'ManualTopic' as const, nodeId: t.id, url: defaultUrl('ManualTopic', t.id, t.rootId) }))),
    ...(circuit ? [{ objectRef: 'Manual' as const, rootId: circuit.id, url: defaultUrl('Manual', circuit.id) }] : []),
  ].map((row, i) => ({ ...row, userId: dealer.id, createdAt: new Date(FIRST_STARRED + i * TWO_DAYS), isTop: i === 0, toppedAt: i === 0 ? new Date(FIRST_STARRED) : null }));
  if (!rows.length) return 0;
  await db.transaction(async (tx) => {
    await tx.insert(favorites).values(rows);
    await tx.update(parts).set({ price: sql`round(${parts.price} * 1.05, 2)` }).where(and(eq(parts.code, 'PD-R-SM-A01'), sql`${parts.price} is not null`));
    await tx.update(parts).set({ inStock: false }).where(eq(parts.code, 'HM-2000W-R-A01'));
  });
  log(`  Favourites: ${rows.length} for the demo dealer`);
  return rows.length;
}
