import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { daysRemaining, isLicenceValid, readLicence, signLicence } from './licence.js';
import { REPO_ROOT } from '../config.js';

function keyFiles() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lic-'));
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519');
  fs.writeFileSync(path.join(dir, 'k.pem'), publicKey.export({ type: 'spki', format: 'pem' }));
  return { dir, privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicFile: path.join(dir, 'k.pem') };
}
const payload = { customer: 'W', softwareVersion: '1.0.0', notAfter: '2030-01-01T00:00:00Z', consumerAmount: 5 };

describe('licence', () => {
  it('reads a licence signed by the vendor key', () => {
    const k = keyFiles();
    fs.writeFileSync(path.join(k.dir, 'a.lic'), signLicence(payload, k.privatePem));
    const licence = readLicence(path.join(k.dir, 'a.lic'), k.publicFile);
    expect(licence.problem).toBeNull();
    expect(licence.payload).toEqual(payload);
  });

  it('refuses a licence whose payload was edited after signing', () => {
    const k = keyFiles();
    const file = JSON.parse(signLicence(payload, k.privatePem));
    file.payload = file.payload.replace('"consumerAmount":5', '"consumerAmount":5000');
    fs.writeFileSync(path.join(k.dir, 'b.lic'), JSON.stringify(file));
    const licence = readLicence(path.join(k.dir, 'b.lic'), k.publicFile);
    expect(licence.payload).toBeNull();
    expect(licence.problem).toMatch(/signature/);
    expect(isLicenceValid(licence)).toBe(false);
  });

  it('refuses a licence signed by another key', () => {
    const vendor = keyFiles();
    const other = keyFiles();
    fs.writeFileSync(path.join(vendor.dir, 'c.lic'), signLicence(payload, other.privatePem));
    expect(readLicence(path.join(vendor.dir, 'c.lic'), vendor.publicFile).payload).toBeNull();
  });

  it('counts the days left and expires after notAfter', () => {
    const licence = { payload, problem: null };
    expect(daysRemaining(licence, new Date('2029-12-30T12:00:00Z'))).toBe(2);
    expect(isLicenceValid(licence, new Date('2029-12-31T23:59:59Z'))).toBe(true);
    expect(isLicenceValid(licence, new Date('2030-01-01T00:00:01Z'))).toBe(false);
    expect(daysRemaining(licence, new Date('2031-01-01T00:00:00Z'))).toBe(0);
  });

  it('ships a demo licence that verifies against the shipped vendor key', () => {
    const licence = readLicence(path.join(REPO_ROOT, 'server/licence/demo.lic'), path.join(REPO_ROOT, 'server/licence/vendor-public.pem'));
    expect(licence.problem).toBeNull();
    expect(licence.payload?.consumerAmount).toBeGreaterThan(0);
  });
});
