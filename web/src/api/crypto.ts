import { authEndpoints } from '@portal/contract';
import { api } from './api';
import { encryptWithForge, encryptWithWebCrypto } from './rsa';

export async function encryptPassword(plain: string, pem: string): Promise<string> {
  const subtle = typeof window !== 'undefined' && window.isSecureContext ? globalThis.crypto?.subtle : undefined;
  if (subtle) return encryptWithWebCrypto(plain, pem, subtle);
  return encryptWithForge(plain, pem);
}

let publicKey: Promise<string> | null = null;

/** The server's public key, fetched once; forgotten when the server could not decrypt. */
export function getPublicKey(): Promise<string> {
  publicKey ??= api(authEndpoints.publicKey, {}, { noToken: true })
    .then((r) => r.publicKey)
    .catch((error) => {
      publicKey = null;
      throw error;
    });
  return publicKey;
}

export function forgetPublicKey() {
  publicKey = null;
}

/** Encrypts each password with the server's key, in order. */
export async function encryptPasswords<T extends string[]>(...plains: T): Promise<{ [K in keyof T]: string }> {
  const pem = await getPublicKey();
  return (await Promise.all(plains.map((p) => encryptPassword(p, pem)))) as { [K in keyof T]: string };
}
