import crypto from 'node:crypto';
import fs from 'node:fs';
import { z } from 'zod';

/** The signed part of a licence file. */
export const ZLicencePayload = z.object({
  customer: z.string(),
  softwareVersion: z.string(),
  /** ISO date-time after which the licence no longer works. */
  notAfter: z.string().datetime({ offset: true }),
  /** How many users may be online at once. */
  consumerAmount: z.number().int().positive(),
});
export type TLicencePayload = z.infer<typeof ZLicencePayload>;

/** A licence file: the payload as a JSON string and its Ed25519 signature, base64. */
const ZLicenceFile = z.object({ payload: z.string(), signature: z.string() });

export interface Licence {
  payload: TLicencePayload | null;
  /** Why the licence is unusable, when it is. */
  problem: string | null;
}

const DAY_MS = 86_400_000;

/** Reads and verifies the licence file against the vendor's public key. */
export function readLicence(file: string, publicKeyFile: string): Licence {
  try {
    const parsed = ZLicenceFile.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    const key = crypto.createPublicKey(fs.readFileSync(publicKeyFile, 'utf8'));
    const valid = crypto.verify(null, Buffer.from(parsed.payload, 'utf8'), key, Buffer.from(parsed.signature, 'base64'));
    if (!valid) return { payload: null, problem: `licence signature does not verify (${file})` };
    return { payload: ZLicencePayload.parse(JSON.parse(parsed.payload)), problem: null };
  } catch (err) {
    return { payload: null, problem: `licence unreadable (${file}): ${(err as Error).message}` };
  }
}

/** Signs a payload into the file format; used by the vendor script and by tests. */
export function signLicence(payload: TLicencePayload, privateKeyPem: string): string {
  const text = JSON.stringify(payload);
  const signature = crypto.sign(null, Buffer.from(text, 'utf8'), crypto.createPrivateKey(privateKeyPem)).toString('base64');
  return JSON.stringify({ payload: text, signature }, null, 2) + '\n';
}

export function isLicenceValid(licence: Licence, now = new Date()): boolean {
  return !!licence.payload && new Date(licence.payload.notAfter).getTime() > now.getTime();
}

/** Whole days left, rounded up; 0 once expired. */
export function daysRemaining(licence: Licence, now = new Date()): number {
  if (!licence.payload) return 0;
  return Math.max(0, Math.ceil((new Date(licence.payload.notAfter).getTime() - now.getTime()) / DAY_MS));
}
