import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Db } from './db.js';
import { systemSettings } from './platform.tables.js';
import { BizError } from './errors.js';

const scrypt = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>;
const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 32 };

/** scrypt with a random salt, in one self-describing string. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return crypto.timingSafeEqual(actual, expected);
}

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
/** A random secret for tokens and tickets; only its hash is stored. */
export const randomSecret = () => crypto.randomBytes(32).toString('base64url');
/** Digits-only code for e-mail verification. */
export const randomDigits = (length: number) =>
  Array.from({ length }, () => crypto.randomInt(0, 10)).join('');

interface KeyPair {
  publicKey: string;
  privateKey: string;
}
const RSA_SETTING = 'auth.rsaKeyPair';

/**
 * The RSA key the web encrypts passwords with. Kept in the database so restarts and several
 * server processes agree; the first process to start creates it.
 */
export class PasswordCipher {
  private constructor(private readonly keys: KeyPair) {}

  static async load(db: Db): Promise<PasswordCipher> {
    const existing = await db.select().from(systemSettings).where(eq(systemSettings.key, RSA_SETTING));
    if (existing[0]) return new PasswordCipher(existing[0].value as KeyPair);
    const generated = crypto.generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    await db.insert(systemSettings).values({ key: RSA_SETTING, value: generated }).onConflictDoNothing();
    const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, RSA_SETTING));
    return new PasswordCipher(row.value as KeyPair);
  }

  get publicKey(): string {
    return this.keys.publicKey;
  }

  /** RSA-OAEP with SHA-256; PKCS#1 v1.5 is refused by Node for private decryption. */
  decrypt(ciphertext: string): string {
    try {
      return crypto
        .privateDecrypt(
          { key: this.keys.privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(ciphertext, 'base64'),
        )
        .toString('utf8');
    } catch {
      throw new BizError('PASSWORD_UNREADABLE');
    }
  }
}

/** What the web does, for tests and scripts. */
export function encryptPassword(publicKey: string, password: string): string {
  return crypto
    .publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password, 'utf8'))
    .toString('base64');
}
