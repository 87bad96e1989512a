import { count } from 'drizzle-orm';
import { ZVipPackageRequest, type TVipPackageRequest } from '@portal/contract';
import type { Db } from '../../platform/db.js';
import { addPackage, vipPackages } from '../../modules/vip/index.js';

/** The demo packages: one of each scope and period, on the demo catalogue's scooter line. */
export const DEMO_PACKAGES: TVipPackageRequest[] = [
  {
    name: 'S2 Pro manuals: day pass', description: 'Service, user and wiring manuals of the S2 Pro for 24 hours.',
    scope: 'MODEL_MANUALS', targetCode: 'S2-PRO', period: 'DAY', price: '9.90', currency: 'EUR', enabled: true,
  },
  {
    name: 'S2 series catalogue: one month', description: 'The parts catalogue of the S2 series for a month.',
    scope: 'SERIES_CATALOGUE', targetCode: 'S2', period: 'MONTH', price: '49.00', currency: 'EUR', enabled: true,
  },
  {
    name: 'Scooter labour times: one year', description: 'Labour times of every scooter model for a year.',
    scope: 'LABOUR_TIMES', targetCode: 'SCT', period: 'YEAR', price: '390.00', currency: 'EUR', enabled: true,
  },
];

/** Writes the demo packages through the module's service once (none yet); answers how many. */
export async function seedDemoVip(db: Db, log: (line: string) => void = () => {}): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(vipPackages);
  if (existing.n > 0) return 0;
  await db.transaction(async (tx) => {
    for (const p of DEMO_PACKAGES) await addPackage(tx, ZVipPackageRequest.parse(p));
  });
  log(`demo: ${DEMO_PACKAGES.length} paid-access packages`);
  return DEMO_PACKAGES.length;
}
