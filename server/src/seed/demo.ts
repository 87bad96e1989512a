import crypto from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { UserType } from '@portal/contract';
import type { Db } from '../platform/db.js';
import { createUser } from '../modules/users/index.js';
import { users } from '../modules/users/index.js';

export const DEMO_PASSWORD = 'Demo@2026';

/** The demo accounts; each has a mobile number, as the new inquiry's reporter phone defaults to it. */
export const DEMO_USERS: { username: string; userType: UserType; name: string; company: string; department: string; mobileNo: string }[] = [
  { username: 'admin', userType: 'SYSTEM_ADMIN', name: 'Alex Admin', company: 'E-Moto Service HQ', department: 'IT', mobileNo: '13800138010' },
  { username: 'domain-admin', userType: 'DOMAIN_ADMIN', name: 'Dana Domain', company: 'E-Moto Service HQ', department: 'After-sales', mobileNo: '13800138011' },
  { username: 'staff', userType: 'INNER_USER', name: 'Sam Staff', company: 'E-Moto Service HQ', department: 'Technical support', mobileNo: '13800138012' },
  { username: 'dealer', userType: 'DEALER', name: 'Dylan Dealer', company: 'Bright Ride Motors', department: 'Workshop', mobileNo: '13912345678' },
  { username: 'station', userType: 'SERVICE_STATION', name: 'Stella Station', company: 'Green Wheel Service Station', department: 'Workshop', mobileNo: '13712345678' },
  { username: 'handler', userType: 'INNER_USER', name: 'Hana Handler', company: 'E-Moto Service HQ', department: 'Inquiry desk', mobileNo: '13800138013' },
  { username: 'expert', userType: 'INNER_USER', name: 'Erik Expert', company: 'E-Moto Service HQ', department: 'Powertrain engineering', mobileNo: '13800138014' },
  { username: 'register', userType: 'REGISTER', name: 'Rita Register', company: 'Independent workshop', department: '', mobileNo: '13600136000' },
];

/** Demo accounts, created once on an empty database (demo mode only). */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users).where(eq(users.isVisitor, false));
  if (existing.n > 0) return false;
  await db.transaction(async (tx) => {
    for (const u of DEMO_USERS) {
      await createUser(tx, { ...u, password: DEMO_PASSWORD, email: `${u.username}@demo.e-moto-portal.com`, countryCode: 'CN' });
    }
  });
  return true;
}

/**
 * Outside demo mode: the first administrator, with ADMIN_PASSWORD or a generated password that is
 * returned once for printing.
 */
export async function ensureFirstAdmin(db: Db, adminPassword: string | undefined): Promise<string | null> {
  const [admin] = await db.select({ id: users.id }).from(users).where(and(eq(users.userType, 'SYSTEM_ADMIN'))).limit(1);
  if (admin) return null;
  const password = adminPassword ?? `${crypto.randomBytes(6).toString('base64url')}aA1!`;
  await createUser(db, { username: 'admin', password, userType: 'SYSTEM_ADMIN', name: 'Administrator' });
  return adminPassword ? '(from ADMIN_PASSWORD)' : password;
}
