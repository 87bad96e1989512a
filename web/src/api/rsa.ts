/** RSA-OAEP (SHA-256, MGF1 SHA-256) password encryption with WebCrypto or node-forge. */

/** Base64 of bytes, without relying on Node's Buffer. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function pemBody(pem: string): Uint8Array {
  const base64 = pem.replace(/-----(BEGIN|END) [^-]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** RSA-OAEP (SHA-256, MGF1 SHA-256) with WebCrypto; only in secure contexts. */
export async function encryptWithWebCrypto(plain: string, pem: string, subtle: SubtleCrypto): Promise<string> {
  const key = await subtle.importKey('spki', pemBody(pem) as BufferSource, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain) as BufferSource);
  return toBase64(new Uint8Array(cipher));
}

/** The same with node-forge, for plain-http deployments where crypto.subtle is missing. */
export async function encryptWithForge(plain: string, pem: string): Promise<string> {
  const forgeModule = await import('node-forge');
  const forge = (forgeModule as unknown as { default?: typeof forgeModule }).default ?? forgeModule;
  const key = forge.pki.publicKeyFromPem(pem);
  const cipher = key.encrypt(forge.util.encodeUtf8(plain), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(cipher);
}

