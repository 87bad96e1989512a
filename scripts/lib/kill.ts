/**
 * kill -9 under writes (issue 9 §3): the real server process on a data directory (PGlite) or a
 * PostgreSQL database, a burst of writes over HTTP, SIGKILL at a random moment, restart on the
 * same data, and a check of everything the server had answered with success. Used by
 * `npm run test:kill` (scripts/kill-test.ts, 20 + 5 cycles, bench/results/kill.md) and, smaller,
 * by server/src/durability.test.ts inside `npm test`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import {
  Api, createPgDatabase, dropPgDatabase, killHard, prepareDatabase, startServer, stopServer, succeeded, withDatabase,
  type ServerProcess,
} from './portal.js';
import { authEndpoints, catalogueEndpoints, favoritesEndpoints, manualsEndpoints, pathOf, routeOf } from '@portal/contract';

export type Engine = 'pglite' | 'postgres';

export interface KillOptions {
  engine: Engine;
  cycles: number;
  /** PostgreSQL server (the run creates and drops a database of its own on it). */
  pgUrl?: string;
  /** The kill lands uniformly between these two moments after the burst starts. */
  killAfterMs?: [number, number];
  /** Topics in each manual the burst imports. */
  topicsPerImport?: number;
  /** Topics of the effective manual the favourites come from (200: enough for 20 cycles). */
  baseTopics?: number;
  log?: (line: string) => void;
  /** Keep the data directory / database afterwards (for a look after a failure). */
  keep?: boolean;
  /** PGlite: a migrated data directory dump to start from (the API tests' template). */
  pgliteTemplate?: Blob;
  /** Imports only: on PGlite every statement of every request waits in one session's queue, so
   * beside six other writers an import seldom finishes before the kill; alone, most do. */
  importsOnly?: boolean;
}

export interface CycleResult {
  cycle: number;
  burstMs: number;
  restartMs: number;
  acknowledged: number;
  /** Requests sent whose answer never came (the kill cut them). */
  inFlight: number;
  importsInFlight: number;
}

export interface KillResult {
  engine: Engine;
  importsOnly: boolean;
  cycles: CycleResult[];
  firstStartMs: number;
  acknowledged: { logins: number; remarks: number; favourites: number; imports: number };
  verified: { logins: number; remarks: number; favourites: number; imports: number };
  /** In-flight writes found applied after the restart (neither is a failure). */
  inFlightApplied: number;
  importsSeen: number;
  halfImports: number;
  failures: string[];
  refused: Record<string, { n: number; first: string }>;
  totalMs: number;
}

const USERS = ['admin', 'domain-admin', 'staff', 'dealer', 'station'];

/** A manual zip (docs/manuals-import.md) with `topics` topics in two languages. */
export async function manualZip(code: string, topics: number): Promise<Buffer> {
  const zip = new JSZip();
  const nodes = [];
  for (let i = 0; i < topics; i++) {
    zip.file(`topics/t${i}.en.html`, `<h2>${code} step ${i}</h2><p>Torque the bolt ${i} to ${10 + (i % 30)} Nm and check the brake line.</p>`);
    zip.file(`topics/t${i}.zh.html`, `<h2>${code} 步骤 ${i}</h2><p>检查刹车线 ${i}。</p>`);
    nodes.push({
      code: `t${i}`, kind: 'TOPIC', title: { 'en-US': `${code} step ${i}`, 'zh-CN': `${code} 步骤 ${i}` },
      html: { 'en-US': `topics/t${i}.en.html`, 'zh-CN': `topics/t${i}.zh.html` },
    });
  }
  zip.file('manifest.json', JSON.stringify({
    format: 'portal-manual/1',
    manuals: [{ code, type: 'SERVICE', version: '1', name: { 'en-US': `Kill test ${code}` }, code0: 'EM', nodes: [{ code: 'ch', kind: 'CHAPTER', title: { 'en-US': 'Chapter' }, children: nodes }] }],
  }));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : 0;
};
export const summarize = (r: KillResult) => ({
  restartMedianMs: Math.round(median(r.cycles.map((c) => c.restartMs))),
  restartMaxMs: Math.round(Math.max(0, ...r.cycles.map((c) => c.restartMs))),
  burstMedianMs: Math.round(median(r.cycles.map((c) => c.burstMs))),
});

/** What the server answered with success, and what it was still doing when killed. */
class Ledger {
  tokens: { token: string; username: string; verified: boolean }[] = [];
  /** Per user and part: the value last acknowledged and the one in flight at the kill. */
  remarks = new Map<string, { username: string; partId: string; acked: string; inFlight: string | null; ackedSinceCheck: number }>();
  acked = { logins: 0, remarks: 0, favourites: 0, imports: 0 };
  /** Per user and topic: favourite or not as last acknowledged, and the state in flight at the kill. */
  favourites = new Map<string, { username: string; topicId: string; acked: boolean; inFlight: boolean | null; ackedSinceCheck: number }>();
  imports = new Map<string, { rootId: string | null; acked: boolean }>();
  pending = 0;
  importsPending = 0;
  acknowledgedThisCycle = 0;
  /** Answers other than success, by kind, with the first message (a refused write is not a failure, but says why a writer stopped). */
  refused = new Map<string, { n: number; first: string }>();
  refuse(kind: string, answer: { status: number; body: unknown }) {
    const r = this.refused.get(kind) ?? { n: 0, first: `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}` };
    r.n++;
    this.refused.set(kind, r);
  }
  /** Sessions of the writers, logged in before the first burst: a token outlives restarts. */
  sessions = new Map<string, string>();
}

export async function runKillTest(opts: KillOptions): Promise<KillResult> {
  const log = opts.log ?? (() => {});
  const [killMin, killMax] = opts.killAfterMs ?? [300, 6000];
  const topicsPerImport = opts.topicsPerImport ?? 10;
  const baseTopics = opts.baseTopics ?? 200;
  const t0 = performance.now();
  const run = crypto.randomBytes(3).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-kill-${opts.engine}-`));
  const dbName = `portal_kill_${run}`;
  let url: string | undefined;
  if (opts.engine === 'postgres') {
    if (!opts.pgUrl) throw new Error('the PostgreSQL kill run needs a server URL');
    url = await createPgDatabase(opts.pgUrl, dbName);
  }
  const target = { url, dataDir };
  // Bursts of logins and imports by one user: the per-address, per-user and daily upload limits would refuse them.
  const env = { DATA_DIR: dataDir, DATABASE_URL: url ?? '', SEED_DEMO: '0', RATE_LIMIT: 'off', UPLOAD_RATE_MAX: '0', UPLOAD_QUOTA: 'off' };
  const ledger = new Ledger();
  const failures: string[] = [];
  const cycles: CycleResult[] = [];
  let inFlightApplied = 0;
  let server: ServerProcess | null = null;
  const verified = { logins: 0, remarks: 0, favourites: 0, imports: 0 };
  const seenRoots = new Map<string, number>();

  try {
    log(`${opts.engine}: preparing the database (demo users and catalogue) in ${url ? dbName : dataDir}`);
    await prepareDatabase(target, { pgliteTemplate: opts.pgliteTemplate });
    server = await startServer(env);
    const firstStartMs = server.startMs;
    log(`${opts.engine}: first start ${Math.round(firstStartMs)} ms`);

    // Set-up outside the kill window: parts to remark on, an effective manual to favourite from.
    let api = new Api(server.base);
    const admin = (await api.login('admin')).token!;
    const baseImport = await api.upload(pathOf(manualsEndpoints.importZip), await manualZip(`KILL-${run}-BASE`, baseTopics), 'base.zip', admin);
    if (!succeeded(baseImport)) throw new Error(`base manual import refused: ${JSON.stringify(baseImport.body).slice(0, 500)}`);
    const baseRootId = baseImport.body.data.roots[0].id as string;
    const valid = await api.call(...routeOf(manualsEndpoints.decideReview), { token: admin, body: { rootId: baseRootId, action: 'VALID' } });
    if (!succeeded(valid)) throw new Error(`base manual review refused: ${JSON.stringify(valid.body).slice(0, 500)}`);
    const tree = await api.call(...routeOf(manualsEndpoints.tree), { token: admin, query: { rootId: baseRootId } });
    const topicIds = topicsOf(tree.body.data.nodes).map((n) => n.id);
    if (topicIds.length !== baseTopics) throw new Error(`the base manual has ${topicIds.length} topics`);
    const partIds = await somePartIds(api, admin);
    for (const username of USERS) {
      const res = await api.login(username);
      if (!res.token) throw new Error(`${username} cannot log in: ${JSON.stringify(res.body).slice(0, 300)}`);
      ledger.sessions.set(username, res.token);
    }

    for (let cycle = 1; cycle <= opts.cycles; cycle++) {
      api = new Api(server.base);
      ledger.acknowledgedThisCycle = 0;
      ledger.pending = 0;
      ledger.importsPending = 0;
      const burst = burstWriters(api, ledger, { run, cycle, topicIds, partIds, topicsPerImport, importsOnly: !!opts.importsOnly });
      const burstMs = killMin + Math.random() * (killMax - killMin);
      await new Promise((r) => setTimeout(r, burstMs));
      await killHard(server);
      burst.stop();
      await burst.done;
      const inFlight = ledger.pending;
      const importsInFlight = ledger.importsPending;

      let restarted: ServerProcess;
      try {
        restarted = await startServer(env);
      } catch (err) {
        failures.push(`cycle ${cycle}: the server did not start again: ${(err as Error).message.slice(0, 2000)}`);
        server = null;
        break;
      }
      server = restarted;
      const result: CycleResult = { cycle, burstMs: Math.round(burstMs), restartMs: Math.round(server.startMs), acknowledged: ledger.acknowledgedThisCycle, inFlight, importsInFlight };
      cycles.push(result);
      const check = await verify(new Api(server.base), ledger, { run, topicsPerImport, seenRoots, verified, all: cycle === opts.cycles });
      failures.push(...check.failures.map((f) => `cycle ${cycle}: ${f}`));
      inFlightApplied += check.inFlightApplied;
      log(`${opts.engine}: cycle ${cycle}/${opts.cycles}: killed after ${result.burstMs} ms, ${result.acknowledged} writes acknowledged, ${inFlight} in flight (${importsInFlight} imports); restart ${result.restartMs} ms; ${check.failures.length ? `FAILED: ${check.failures.join('; ')}` : 'all acknowledged writes found, no half import'}`);
    }

    // The same check in SQL, beneath the API: every imported manual has all its rows.
    if (server) {
      await stopServer(server);
      server = null;
    }
    const rows = await withDatabase(target, (q) => q<{ code: string; topics: number; contents: number; topic_count: number }>(`
      select r.code, r.topic_count,
        (select count(*)::int from manual_nodes n where n.root_id = r.id and n.kind = 'TOPIC') as topics,
        (select count(*)::int from manual_topic_contents c where c.root_id = r.id) as contents
      from manual_roots r where r.code like 'KILL-${run}-C%'`));
    for (const r of rows) {
      if (r.topics !== topicsPerImport || r.contents !== topicsPerImport * 2 || r.topic_count !== topicsPerImport) {
        failures.push(`SQL: manual ${r.code} has ${r.topics} topics, ${r.contents} bodies, topic_count ${r.topic_count} (a half import)`);
      }
    }
    const halfImports = rows.filter((r) => r.topics !== topicsPerImport || r.contents !== topicsPerImport * 2).length;
    return {
      engine: opts.engine, importsOnly: !!opts.importsOnly, cycles, firstStartMs: Math.round(firstStartMs),
      acknowledged: ledger.acked,
      verified, inFlightApplied, importsSeen: rows.length, halfImports, failures, refused: Object.fromEntries(ledger.refused), totalMs: Math.round(performance.now() - t0),
    };
  } finally {
    if (server) await killHard(server);
    if (!opts.keep) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (url && opts.pgUrl) await dropPgDatabase(opts.pgUrl, dbName).catch(() => {});
    } else {
      log(`kept: ${url ?? dataDir}`);
    }
  }
}

/** Part ids for the remarks, found over the API (the PGlite directory belongs to the running server). */
async function somePartIds(api: Api, token: string): Promise<string[]> {
  const res = await api.call(...routeOf(catalogueEndpoints.searchParts), { token, body: { key: 'P-', page: 1, pageSize: 30 } });
  const ids = ((res.body?.data?.contents ?? []) as { id: string }[]).map((p) => p.id);
  if (!ids.length) throw new Error(`no parts found for the remarks: ${JSON.stringify(res.body).slice(0, 500)}`);
  return ids;
}

/**
 * Writers that loop until stopped: logins (each a token row), private part remarks (three users,
 * each on parts of its own, sequential so at most one value per key is in flight), topic
 * favourites, and manual imports (all or nothing, `topicsPerImport` topics each).
 */
function burstWriters(api: Api, ledger: Ledger, ctx: { run: string; cycle: number; topicIds: string[]; partIds: string[]; topicsPerImport: number; importsOnly: boolean }) {
  let stopped = false;
  let seq = 0;
  /** One request: counted in flight until answered; an answer arriving after the kill is still an answer. */
  const send = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    ledger.pending++;
    try {
      const out = await work();
      ledger.pending--;
      return out;
    } catch {
      return undefined; // no answer: the kill cut it; stays counted in flight
    }
  };
  const ensureToken = async (username: string) => ledger.sessions.get(username) ?? null;

  const logins = async () => {
    while (!stopped) {
      const username = USERS[seq++ % USERS.length];
      const res = await send(() => api.login(username));
      if (res === undefined) return;
      if (res.token) {
        ledger.tokens.push({ token: res.token, username, verified: false });
        ledger.acked.logins++;
        ledger.acknowledgedThisCycle++;
      } else ledger.refuse('login', res);
    }
  };

  const remarks = async (username: string, slot: number) => {
    const token = await ensureToken(username);
    if (!token) return;
    const mine = ctx.partIds.filter((_, i) => i % 3 === slot);
    let n = 0;
    while (!stopped) {
      const partId = mine[n % mine.length];
      const key = `${username}|${partId}`;
      const entry = ledger.remarks.get(key) ?? { username, partId, acked: '', inFlight: null, ackedSinceCheck: 0 };
      ledger.remarks.set(key, entry);
      const value = `kill ${ctx.run} c${ctx.cycle} #${n++} ${crypto.randomBytes(3).toString('hex')}`;
      entry.inFlight = value;
      const res = await send(() => api.call(...routeOf(catalogueEndpoints.saveUserRemark), { token, body: { partId, remark: value } }));
      if (res === undefined) return;
      if (succeeded(res)) {
        entry.acked = value;
        entry.ackedSinceCheck++;
        ledger.acked.remarks++;
        ledger.acknowledgedThisCycle++;
      }
      else ledger.refuse(`remark ${username}`, res);
      entry.inFlight = null;
      if (res.status === 403) return; // this user type may not remark: nothing written
    }
  };

  /** Walks the topics, adding each to the favourites or removing it when it is one: both are writes. */
  const favourites = async (username: string) => {
    const token = await ensureToken(username);
    if (!token) return;
    for (let i = Math.floor(Math.random() * ctx.topicIds.length); !stopped; i++) {
      const topicId = ctx.topicIds[i % ctx.topicIds.length];
      const key = `${username}|${topicId}`;
      const entry = ledger.favourites.get(key) ?? { username, topicId, acked: false, inFlight: null, ackedSinceCheck: 0 };
      ledger.favourites.set(key, entry);
      const add = !entry.acked;
      entry.inFlight = add;
      const res = await send(() => (add
        ? api.call(...routeOf(favoritesEndpoints.addTopic), { token, body: { topicId } })
        : api.call(...routeOf(favoritesEndpoints.removeTopic, { id: topicId }), { token })));
      if (res === undefined) return;
      entry.inFlight = null;
      if (succeeded(res)) {
        entry.acked = add;
        entry.ackedSinceCheck++;
        ledger.acked.favourites++;
        ledger.acknowledgedThisCycle++;
      } else {
        ledger.refuse(`favourite ${username}`, res);
        if (res.status === 403) return;
      }
    }
  };

  const imports = async () => {
    const token = await ensureToken('admin');
    if (!token) return;
    let n = 0;
    while (!stopped) {
      const code = `KILL-${ctx.run}-C${ctx.cycle}-${n++}`;
      const zip = await manualZip(code, ctx.topicsPerImport);
      if (stopped) return;
      const entry = { rootId: null as string | null, acked: false };
      ledger.imports.set(code, entry);
      ledger.importsPending++;
      const res = await send(() => api.upload(pathOf(manualsEndpoints.importZip), zip, `${code}.zip`, token));
      if (res === undefined) return;
      ledger.importsPending--;
      if (succeeded(res)) {
        entry.rootId = res.body.data.roots[0].id;
        entry.acked = true;
        ledger.acked.imports++;
        ledger.acknowledgedThisCycle++;
      } else {
        ledger.imports.delete(code);
        throw new Error(`import refused: ${JSON.stringify(res.body).slice(0, 300)}`);
      }
    }
  };

  const all = Promise.allSettled(ctx.importsOnly ? [imports()] : [
    logins(), remarks('dealer', 0), remarks('station', 1), remarks('staff', 2), favourites('admin'), favourites('dealer'), imports(),
  ]);
  return {
    stop: () => { stopped = true; },
    done: all.then((results) => {
      for (const r of results) if (r.status === 'rejected') throw r.reason;
    }),
  };
}

interface TreeNode { id: string; kind: string; children?: TreeNode[] }
const topicsOf = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [...(n.kind === 'TOPIC' ? [n] : []), ...topicsOf(n.children ?? [])]);

/** After a restart: every acknowledged write is there; every imported manual is whole. */
async function verify(api: Api, ledger: Ledger, ctx: { run: string; topicsPerImport: number; seenRoots: Map<string, number>; verified: KillResult['verified']; all: boolean }) {
  const failures: string[] = [];
  let inFlightApplied = 0;

  // Logins: each acknowledged token still opens a session (the row survived).
  for (const t of ledger.tokens) {
    if (t.verified && !ctx.all) continue;
    const res = await api.call(...routeOf(authEndpoints.current), { token: t.token });
    if (res.status !== 200 || res.body?.data?.username !== t.username) failures.push(`login of ${t.username} acknowledged but its token answers ${res.status}`);
    else if (!t.verified) { t.verified = true; ctx.verified.logins++; }
  }
  const tokenOf = new Map<string, string>();
  const tokenFor = async (username: string) => {
    if (!tokenOf.has(username)) tokenOf.set(username, (await api.login(username)).token!);
    return tokenOf.get(username)!;
  };

  // Remarks: the last acknowledged value, or the one in flight at the kill.
  for (const r of ledger.remarks.values()) {
    const res = await api.call(...routeOf(catalogueEndpoints.userRemark, { id: r.partId }), { token: await tokenFor(r.username) });
    const got = res.body?.data?.userRemark ?? null;
    if (got === r.acked) {
      // The last acknowledged value is there; the ones it replaced were acknowledged and overwritten.
      ctx.verified.remarks += r.ackedSinceCheck;
    } else if (r.inFlight !== null && got === r.inFlight) {
      // The write in flight at the kill was applied after the acknowledged ones: they are superseded, not lost.
      ctx.verified.remarks += r.ackedSinceCheck;
      inFlightApplied++;
      r.acked = got;
    } else {
      failures.push(`remark of ${r.username} on ${r.partId}: acknowledged "${r.acked}", found "${got}"`);
    }
    r.ackedSinceCheck = 0;
    r.inFlight = null;
  }

  // Favourites: present or absent as last acknowledged (or as the write in flight at the kill left it).
  for (const f of ledger.favourites.values()) {
    const res = await api.call(...routeOf(favoritesEndpoints.topicFavorite, { id: f.topicId }), { token: await tokenFor(f.username) });
    if (!succeeded(res)) {
      failures.push(`favourite of ${f.username} on ${f.topicId}: ${res.status}`);
      continue;
    }
    const present = res.body.data !== null;
    if (present === f.acked) ctx.verified.favourites += f.ackedSinceCheck;
    else if (f.inFlight !== null && present === f.inFlight) {
      ctx.verified.favourites += f.ackedSinceCheck;
      inFlightApplied++;
      f.acked = present;
    } else failures.push(`favourite of ${f.username} on ${f.topicId}: acknowledged ${f.acked ? 'added' : 'removed'}, found ${present ? 'present' : 'absent'}`);
    f.ackedSinceCheck = 0;
    f.inFlight = null;
  }

  // Imports: every manual of this run is whole; every acknowledged one is there; none unknown.
  const admin = await tokenFor('admin');
  const found = new Map<string, { id: string; topicCount: number }>();
  for (let page = 1; ; page++) {
    const res = await api.call(...routeOf(manualsEndpoints.list), { token: admin, query: { status: 'PENDING', key: `KILL-${ctx.run}-C`, page: String(page), pageSize: '200' } });
    const list = (res.body?.data?.contents ?? []) as { id: string; code: string; topicCount: number }[];
    for (const root of list) found.set(root.code, root);
    if (list.length < 200) break;
  }
  for (const [code, root] of found) {
    const entry = ledger.imports.get(code);
    if (!entry) { failures.push(`manual ${code} was never sent`); continue; }
    if (!entry.acked) { inFlightApplied++; entry.acked = true; entry.rootId = root.id; }
    if (ctx.seenRoots.has(code) && !ctx.all) continue;
    const tree = await api.call(...routeOf(manualsEndpoints.tree), { token: admin, query: { rootId: root.id } });
    const topics = topicsOf(tree.body?.data?.nodes ?? []).length;
    if (topics !== ctx.topicsPerImport) failures.push(`manual ${code} has ${topics} of ${ctx.topicsPerImport} topics: a half import`);
    if (!ctx.seenRoots.has(code)) ctx.verified.imports++;
    ctx.seenRoots.set(code, topics);
  }
  for (const [code, entry] of ledger.imports) {
    if (entry.acked && !found.has(code)) failures.push(`import ${code} acknowledged but the manual is missing`);
    if (!entry.acked) ledger.imports.delete(code); // in flight, not applied: it never happened
  }
  return { failures, inFlightApplied };
}
