import { describe, expect, it } from 'vitest';
import { constants, generateKeyPairSync, privateDecrypt, webcrypto } from 'node:crypto';
import { encryptWithForge, encryptWithWebCrypto } from './rsa';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const decrypt = (base64: string) =>
  privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(base64, 'base64')).toString('utf8');

describe('password encryption (RSA-OAEP, SHA-256)', () => {
  it('WebCrypto output decrypts on the server side', async () => {
    const cipher = await encryptWithWebCrypto('Demo@2026', publicKey, webcrypto.subtle as unknown as SubtleCrypto);
    expect(decrypt(cipher)).toBe('Demo@2026');
  });

  it('node-forge output decrypts the same way, UTF-8 included', async () => {
    const cipher = await encryptWithForge('Pässwört@1中', publicKey);
    expect(decrypt(cipher)).toBe('Pässwört@1中');
  });
});
