import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { faultCatalogueNodes, shops, workOrders } from '../../modules/refdata/index.js';
import { responsiblePersons } from '../../modules/inquiry/index.js';
import { users } from '../../modules/users/index.js';
import { FAULT_NODES } from './fault-catalogue.js';

export { FAULT_NODES } from './fault-catalogue.js';

/**
 * The fault catalogue is reference data every installation needs (base data): written on every
 * start, so corrected names reach existing databases; nodes added by hand are left alone.
 */
export async function ensureFaultCatalogue(db: Db): Promise<void> {
  await db
    .insert(faultCatalogueNodes)
    .values(FAULT_NODES)
    .onConflictDoUpdate({
      target: faultCatalogueNodes.code,
      set: { level: sql`excluded.level`, parentCode: sql`excluded.parent_code`, names: sql`excluded.names`, sort: sql`excluded.sort` },
    });
}

/** Work orders of the demo VINs (README), at shops in the demo areas. */
export const DEMO_WORK_ORDERS = [
  { id: 'WO-2026-0001', vin: 'LUMS2PHD3PH000001', driveMileage: 3120, shopCode: 'SZ001', shopName: 'Bright Ride Motors Shenzhen', provinceCode: '44', cityCode: '4403', openedOn: '2026-03-02' },
  { id: 'WO-2026-0002', vin: 'LUMS2PHD3PH000001', driveMileage: 5480, shopCode: 'SZ001', shopName: 'Bright Ride Motors Shenzhen', provinceCode: '44', cityCode: '4403', openedOn: '2026-06-18' },
  { id: 'WO-2026-0003', vin: 'LVRM5PHD2PW000001', driveMileage: 820, shopCode: 'GZ002', shopName: 'Green Wheel Service Station Guangzhou', provinceCode: '44', cityCode: '4401', openedOn: '2026-04-11' },
  { id: 'WO-2026-0004', vin: 'LVRM5PHD2PW000001', driveMileage: 2265, shopCode: 'GZ002', shopName: 'Green Wheel Service Station Guangzhou', provinceCode: '44', cityCode: '4401', openedOn: '2026-08-27' },
  { id: 'WO-2026-0005', vin: 'LRDTRPME0PC000001', driveMileage: 12040, shopCode: 'HZ003', shopName: 'West Lake E-Moto Hangzhou', provinceCode: '33', cityCode: '3301', openedOn: '2026-02-20' },
  { id: 'WO-2026-0006', vin: 'LRDTRPME0PC000001', driveMileage: 15310, shopCode: 'HZ003', shopName: 'West Lake E-Moto Hangzhou', provinceCode: '33', cityCode: '3301', openedOn: '2026-07-05' },
  { id: 'WO-2026-0007', vin: 'LRDTEAMD4NC000001', driveMileage: 6600, shopCode: 'BJ004', shopName: 'Capital Two-Wheel Service Beijing', provinceCode: '11', cityCode: '110105', openedOn: '2026-05-09' },
  { id: 'WO-2026-0008', vin: 'LRDTEAMD4NC000001', driveMileage: 9025, shopCode: 'BJ004', shopName: 'Capital Two-Wheel Service Beijing', provinceCode: '11', cityCode: '110105', openedOn: '2026-09-30' },
];

/**
 * The shops of the work orders and the companies running them; the demo dealer (Bright Ride
 * Motors) and service station (Green Wheel Service Station) of seed/demo.ts run the first two.
 */
export const DEMO_SHOPS = [
  { code: 'SZ001', name: 'Bright Ride Motors Shenzhen', company: 'Bright Ride Motors' },
  { code: 'GZ002', name: 'Green Wheel Service Station Guangzhou', company: 'Green Wheel Service Station' },
  { code: 'HZ003', name: 'West Lake E-Moto Hangzhou', company: 'West Lake E-Moto' },
  { code: 'BJ004', name: 'Capital Two-Wheel Service Beijing', company: 'Capital Two-Wheel Service' },
];

/**
 * Responsible persons of the demo areas (demo accounts of seed/demo.ts): the handler takes every
 * area without its own processor and Guangdong; staff takes Zhejiang and leads Guangdong; the
 * expert is the powertrain expert; the domain admin leads after-sales everywhere.
 */
export const DEMO_RESPONSIBLE = [
  { role: 'PROCESSOR', username: 'handler', provinceCode: '', cityCode: '', department: '' },
  { role: 'PROCESSOR', username: 'handler', provinceCode: '44', cityCode: '', department: '' },
  { role: 'PROCESSOR', username: 'staff', provinceCode: '33', cityCode: '', department: '' },
  { role: 'LEADER', username: 'staff', provinceCode: '44', cityCode: '', department: 'Technical support' },
  { role: 'LEADER', username: 'domain-admin', provinceCode: '', cityCode: '', department: 'After-sales' },
  { role: 'EXPERT', username: 'expert', provinceCode: '', cityCode: '', department: 'Powertrain engineering' },
  { role: 'EXPERT', username: 'staff', provinceCode: '44', cityCode: '', department: 'Electrical systems' },
] as const;

/** Demo work orders and responsible persons; rows already there are kept. */
export async function seedDemoRefdata(db: Db, log: (line: string) => void = () => {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(shops).values(DEMO_SHOPS).onConflictDoNothing();
    await tx.insert(workOrders).values(DEMO_WORK_ORDERS).onConflictDoNothing();
    const people = await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, [...new Set(DEMO_RESPONSIBLE.map((r) => r.username))]));
    const idOf = new Map(people.map((p) => [p.username, p.id]));
    const rows = DEMO_RESPONSIBLE.filter((r) => idOf.has(r.username)).map(({ username, ...r }) => ({ ...r, userId: idOf.get(username)! }));
    if (rows.length) await tx.insert(responsiblePersons).values(rows).onConflictDoNothing();
  });
  log(`  reference data: ${FAULT_NODES.length} fault catalogue nodes, ${DEMO_SHOPS.length} shops, ${DEMO_WORK_ORDERS.length} work orders, ${DEMO_RESPONSIBLE.length} responsible persons`);
}
