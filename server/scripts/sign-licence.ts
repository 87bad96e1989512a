/**
 * Vendor tool: signs a licence with the vendor's Ed25519 private key (never in this repository).
 * npx tsx server/scripts/sign-licence.ts --key vendor-private.pem --customer "Workshop" \
 *   --version 1.0.0 --not-after 2028-12-31T23:59:59Z --users 200 > licence.lic
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { ZLicencePayload, signLicence } from '../src/platform/licence.js';

const { values } = parseArgs({
  options: {
    key: { type: 'string' },
    customer: { type: 'string' },
    version: { type: 'string' },
    'not-after': { type: 'string' },
    users: { type: 'string' },
  },
});
const payload = ZLicencePayload.parse({
  customer: values.customer,
  softwareVersion: values.version,
  notAfter: values['not-after'],
  consumerAmount: Number(values.users),
});
process.stdout.write(signLicence(payload, fs.readFileSync(String(values.key), 'utf8')));
