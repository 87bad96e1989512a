import type { Db } from '../../platform/db.js';
import { ensureCompanies, type NewCompany } from '../../modules/users/index.js';

/**
 * The demo's companies: the manufacturer's departments the demo staff work in (seed/demo.ts), and
 * the dealers and service stations running the demo shops (seed/refdata). An account naming one
 * of them is linked to it.
 */
export const DEMO_COMPANIES: NewCompany[] = [
  { code: 'HQ', name: 'E-Moto Service HQ', kind: 'DEPARTMENT', countryCode: 'CN', province: '44' },
  { code: 'HQ-ENG', name: 'E-Moto Powertrain Engineering', kind: 'DEPARTMENT', countryCode: 'CN', province: '44' },
  { code: 'BRM', name: 'Bright Ride Motors', kind: 'DEALER', countryCode: 'CN', province: '44' },
  { code: 'WLE', name: 'West Lake E-Moto', kind: 'DEALER', countryCode: 'CN', province: '33' },
  { code: 'SGM', name: 'Saigon E-Moto', kind: 'DEALER', countryCode: 'VN' },
  { code: 'GWS', name: 'Green Wheel Service Station', kind: 'SERVICE_STATION', countryCode: 'CN', province: '44' },
  { code: 'CTW', name: 'Capital Two-Wheel Service', kind: 'SERVICE_STATION', countryCode: 'CN', province: '11' },
];

/** Demo companies; ones already there are kept. Run on every demo start, so older demo databases get them. */
export async function seedDemoCompanies(db: Db, log: (line: string) => void = () => {}): Promise<void> {
  const added = await ensureCompanies(db, DEMO_COMPANIES);
  if (added) log(`  companies: ${added}`);
}
