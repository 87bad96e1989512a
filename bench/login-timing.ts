/**
 * Does a login's answer time tell whether the account exists? (issue 9: an unknown user answered
 * in 14 ms, a wrong password in 62 ms.) Times wrong-password logins for an unknown account, a
 * known one, a locked one and a disabled one, interleaved, on an in-memory PGlite; prints medians.
 *
 *   npx tsx bench/login-timing.ts [--rounds=40]
 */
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { migrateDatabase, openDatabase } from '../server/src/platform/db.js';
import { encryptPassword } from '../server/src/platform/security.js';
import { createUser } from '../server/src/modules/users/users.service.js';
import { users } from '../server/src/modules/users/users.tables.js';
import { arg, pct } from './kit.js';
import { authEndpoints, pathOf } from '@portal/contract';

const rounds = Number(arg('rounds', 'BENCH_ROUNDS', '40'));
const database = await openDatabase({});
await migrateDatabase(database);
// Captcha and rate limits off: every attempt reaches the password check.
const config = { ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', CAPTCHA_MODE: 'off', RATE_LIMIT: 'off' }) };
const app = await buildApp({ config, database });
const make = async (username: string) =>
  createUser(database.db, { username, password: 'Right@2026x', userType: 'DEALER', name: username, email: `${username}@bench.example.com`, company: 'Bench' });
await make('known');
const locked = await make('locked');
const disabled = await make('disabled');
await database.db.update(users).set({ locked: true }).where(eq(users.id, locked.id));
await database.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.id));

const password = encryptPassword(app.ctx.cipher.publicKey, 'Wrong@2026x');
const cases = ['unknown-account', 'known', 'locked', 'disabled'];
const times = new Map(cases.map((c) => [c, [] as number[]]));
const answers = new Map<string, Set<string>>(cases.map((c) => [c, new Set()]));
let ip = 0;
for (let i = 0; i < rounds + 5; i++) {
  for (const username of cases) {
    const start = performance.now();
    const res = await app.inject({ method: 'POST', url: pathOf(authEndpoints.login), payload: { username, password }, remoteAddress: `10.1.${ip >> 8}.${ip++ & 255}` });
    const ms = performance.now() - start;
    if (i >= 5) times.get(username)!.push(ms); // the first rounds warm up
    answers.get(username)!.add(res.body);
  }
}
console.log(`wrong-password logins, ${rounds} each, PGlite in memory, ${new Date().toISOString()}`);
console.log('| account | p50 ms | p90 ms | answers |\n|---|---|---|---|');
for (const c of cases) {
  const sorted = times.get(c)!.sort((a, b) => a - b);
  console.log(`| ${c} | ${pct(sorted, 50).toFixed(1)} | ${pct(sorted, 90).toFixed(1)} | ${[...answers.get(c)!].join(' / ')} |`);
}
await app.close();
await database.close();
