/**
 * `npm run test:kill`: kill -9 under writes, 20 cycles on PGlite and 5 on PostgreSQL (issue 9 §3),
 * then bench/results/kill.md. Flags: --pglite-cycles=20 --pg-cycles=5 --engines=pglite,postgres
 * --pg-url=postgres://postgres@127.0.0.1:5432 --out=bench/results/kill.md --keep.
 * What one cycle does: scripts/lib/kill.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runKillTest, summarize, type Engine, type KillResult } from './lib/kill.js';
import { flag, pgReachable, pgUrlFor, ROOT } from './lib/portal.js';

const engines = flag('engines', 'pglite,postgres').split(',').filter(Boolean) as Engine[];
const cycles: Record<Engine, number> = { pglite: Number(flag('pglite-cycles', '20')), postgres: Number(flag('pg-cycles', '5')) };
/** A further PGlite pass with the import writer alone (see KillOptions.importsOnly); 0 skips it. */
const importCycles = Number(flag('pglite-import-cycles', '10'));
const pgUrl = flag('pg-url', process.env.KILL_PG_URL ?? 'postgres://postgres@127.0.0.1:5432');
const out = path.resolve(ROOT, flag('out', 'bench/results/kill.md'));
const keep = flag('keep', 'false') === 'true';
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

const results: KillResult[] = [];
const skipped: string[] = [];
const load0 = os.loadavg();
for (const engine of engines) {
  if (engine === 'postgres' && !(await pgReachable(pgUrlFor(pgUrl, 'postgres')))) {
    skipped.push(`PostgreSQL: no server at ${pgUrl}`);
    log(`postgres: no server at ${pgUrl}, skipped`);
    continue;
  }
  results.push(await runKillTest({ engine, cycles: cycles[engine], pgUrl, log, keep }));
  if (engine === 'pglite' && importCycles > 0) {
    log('pglite: imports alone');
    results.push(await runKillTest({ engine, cycles: importCycles, importsOnly: true, log, keep }));
  }
}
const planned = (r: KillResult) => (r.importsOnly ? importCycles : cycles[r.engine]);
const label = (r: KillResult) => `${name[r.engine]}${r.importsOnly ? ', imports alone' : ''}`;
const load1 = os.loadavg();

const name = { pglite: 'PGlite (DATA_DIR)', postgres: 'PostgreSQL 15 (a database made for the run)' };
const lines = [
  '# kill -9 under writes',
  '',
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run test:kill\` (scripts/kill-test.ts, scripts/lib/kill.ts) on ${os.cpus().length} cores, Node ${process.version}.`,
  `The machine is shared with other work: load average ${load0.map((x) => x.toFixed(2)).join(' / ')} at the start, ${load1.map((x) => x.toFixed(2)).join(' / ')} at the end (1/5/15 min).`,
  '',
  'Each cycle: the server process (`server/src/main.ts`, as `npm start` runs it, in its own process group) takes a burst of',
  'writes over HTTP from seven concurrent writers (logins as five demo users; private part remarks by three users on parts',
  'of their own; topic favourites of two users (adding or removing); manual zip imports of 10 topics each, all or nothing), is killed with',
  'SIGKILL at a random moment 0.3–6 s into the burst, and is started again on the same data directory or database.',
  'Then every write the server had answered with success is looked up over the API (token still valid, remark value,',
  'favourite present or absent, manual present with all its topics); a write whose answer never came may be there or not, but an',
  'import must be whole or absent. After the last cycle the server is stopped and the manuals are counted again in SQL.',
  'On PGlite every statement of every request waits in one session\'s queue, so beside six other writers an import',
  '(0.1 s alone) seldom finishes before the kill; a second PGlite pass runs the import writer alone, so that imports are',
  'both acknowledged and cut.',
  '',
  '| engine | cycles | started again | writes acknowledged | verified | in flight at the kill (applied) | imports in flight at the kill | manuals imported / half done | restart median / max | first start | failures |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
];
for (const r of results) {
  const s = summarize(r);
  const ack = r.acknowledged;
  const ver = r.verified;
  const sum = (o: typeof ack) => o.logins + o.remarks + o.favourites + o.imports;
  lines.push(`| ${label(r)} | ${r.cycles.length} | ${r.cycles.length}/${planned(r)} | ${sum(ack)} (logins ${ack.logins}, remarks ${ack.remarks}, favourites ${ack.favourites}, imports ${ack.imports}) | ${sum(ver)} (${ver.logins}, ${ver.remarks}, ${ver.favourites}, ${ver.imports}) | ${r.cycles.reduce((n, c) => n + c.inFlight, 0)} (${r.inFlightApplied}) | ${r.cycles.reduce((n, c) => n + c.importsInFlight, 0)} | ${r.importsSeen} / ${r.halfImports} | ${(s.restartMedianMs / 1000).toFixed(1)} s / ${(s.restartMaxMs / 1000).toFixed(1)} s | ${(r.firstStartMs / 1000).toFixed(1)} s | ${r.failures.length} |`);
}
lines.push('', 'Restart: from spawning the process to its first answered `/healthz` (tsx compiling the server, opening the database, migrations check, listen).', '');
for (const r of results) {
  lines.push(`## ${label(r)}`, '', '| cycle | killed after | acknowledged | in flight | imports in flight | restart |', '|---|---|---|---|---|---|');
  for (const c of r.cycles) lines.push(`| ${c.cycle} | ${c.burstMs} ms | ${c.acknowledged} | ${c.inFlight} | ${c.importsInFlight} | ${(c.restartMs / 1000).toFixed(1)} s |`);
  lines.push('');
  if (r.failures.length) lines.push('Failures:', '', ...r.failures.map((f) => `- ${f}`), '');
  const refused = Object.entries(r.refused);
  if (refused.length) lines.push('Answered without success (not written, not a failure): ' + refused.map(([k, v]) => `${k} ×${v.n} (${v.first})`).join('; '), '');
}
if (skipped.length) lines.push('Skipped: ' + skipped.join('; '), '');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, lines.join('\n'));
log(`wrote ${path.relative(ROOT, out)}`);
const failed = results.some((r) => r.failures.length || r.cycles.length < planned(r));
process.exit(failed ? 1 : 0);
