import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db.js';
import { ensureAccessCatalogue } from '../modules/access/index.js';
import { createUser } from '../modules/users/index.js';
import { users } from '../modules/users/index.js';
import { ensureFaultCatalogue } from './refdata/index.js';
import { ensureDictionaries } from '../modules/dictionaries/index.js';

/** Data every installation needs, demo or not: the permission catalogue, roles, the visitor, the dictionaries. */
export async function ensureBaseData(db: Db): Promise<void> {
  await ensureAccessCatalogue(db);
  const [visitor] = await db.select({ id: users.id }).from(users).where(eq(users.isVisitor, true)).limit(1);
  if (!visitor) {
    // Nobody logs in with this password; the visitor login issues the token directly.
    await createUser(db, { username: 'visitor', password: crypto.randomBytes(24).toString('base64'), userType: 'VISITOR', name: 'Visitor', isVisitor: true })
      .catch(async (err) => {
        const [again] = await db.select({ id: users.id }).from(users).where(eq(users.isVisitor, true)).limit(1);
        if (!again) throw err; // another process created it at the same moment
      });
  }
  await ensureFaultCatalogue(db);
  await ensureDictionaries(db);
}
