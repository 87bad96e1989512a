import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../platform/sql.js';
import { operationLogs } from '../platform/platform.tables.js';
import { createManualsTestApp, type ManualsTestApp } from './fixtures/manuals.js';
import { call, loggedInUser } from './helpers.js';
import { badRequests, MUTATION_CLASSES, type BadRequest, type MutationClass } from './malformed-input.js';
import { operationsOf, type OpenApiDoc, type Operation } from './openapi-requests.js';
import { authEndpoints, routeOf } from '@portal/contract';

/*
 * Malformed input, generated from the OpenAPI document: for every operation, RUNS bad requests
 * (malformed-input.ts: wrong types, missing and extra fields, invalid and 10,000-deep JSON, 1 MB
 * strings, NUL, lone surrogates, emoji, SQL and path-traversal text, extreme pages, unknown enum
 * values, bad percent-encoding), sent with a system administrator's token so the guard lets them
 * through to validation and the services. A new route is in this suite the day it is registered.
 *
 * Pass: no answer ≥ 500 but the spec's 555; a request that breaks the contract answers 555 with
 * the envelope; every answer that is not a success is the envelope; nothing is written (every
 * table's row count and content are the same before and after each operation's requests).
 */

/**
 * Bad requests per operation. CI sends 20 on each engine (about 6,000 in all, each of the 15 classes
 * some 400 times across the operations; decision 045); `npm run test:malformed` sends 200, the
 * thorough run before a release or after a change to the http layer (decision 012).
 */
const RUNS = Number(process.env.MALFORMED_RUNS ?? 20);

/**
 * Classes that the http branch fixes (NUL and lone surrogates refused by the contract with 555;
 * bad percent-encoding and over-long path parameters answered with the envelope instead of
 * Fastify's raw 400/414): their requests are sent and reported in the summary table, but do not
 * fail the run until that branch is merged. Empty this list at merge time.
 */
const PENDING_HTTP_FIXES: readonly MutationClass[] = [];

/**
 * Audit logs, written by design for refused calls too, so they are left out of the "nothing is
 * written" check: the operation log (every mutating request, with its outcome) and the login log
 * (every login attempt, the counter behind captcha and lock), and the public routes' rate-limit
 * counters (every request counts, malformed or not, or a script could probe for free). The
 * performance tables are written by each instance's clock and by every request it counts (decision 042).
 * The click report's opens: any well-formed open is recorded, whatever else it carries (decision 041).
 */
const AUDIT_TABLES = ['operation_logs', 'login_attempts', 'click_logs', 'rate_limit_hits', 'performance_instances', 'performance_samples', 'performance_active_users'];

/** The body limit Fastify applies (its default): a larger body is answered 413. */
const BODY_LIMIT = 1_048_576;

/**
 * GET routes whose purpose is to write, for whoever asks with any valid parameters: their batch may
 * change these tables and no other. Issuing a captcha is what the captcha route is for (expired
 * ones are purged); mailing a verification code to a well-formed address is what verify-code is for.
 */
const WRITES_BY_DESIGN: Record<string, string[]> = {
  'GET /rest/base/auth/captcha': ['captchas'],
  'GET /rest/base/user/verify-code/{purpose}': ['verification_codes', 'mail_outbox'],
};

// Built at collection time: one test per operation of the document, each with a fixed seed.
const t: ManualsTestApp = await createManualsTestApp();
let token = (await loggedInUser(t, 'SYSTEM_ADMIN')).token;
const doc = t.app.swagger() as unknown as OpenApiDoc;
const ops = operationsOf(doc);
const tables = rowsOf<{ name: string }>(await t.db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`))
  // a log's month partitions (decision 041) are the log
  .map((r) => r.name).filter((n) => !AUDIT_TABLES.some((a) => n === a || new RegExp(`^${a}_(\\d{6}|default)$`).test(n)));

const failures: { op: string; cls: MutationClass | 'unattributed'; problem: string; what: string }[] = [];
const sentByClass = new Map<MutationClass, number>();
const msByClass = new Map<MutationClass, number>();
let sent = 0;

afterAll(async () => {
  if (sent) printSummary();
  if (process.env.MALFORMED_REPORT) fs.writeFileSync(process.env.MALFORMED_REPORT, JSON.stringify(failures, null, 1));
  await t.close();
});

/** Row count and a checksum of the content of every table but the audit logs. */
async function snapshot(): Promise<Record<string, string>> {
  const parts = tables.map((name) => `select '${name}' as name, count(*) || ':' || md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as state from "${name}" r`);
  const rows = rowsOf<{ name: string; state: string }>(await t.db.execute(sql.raw(parts.join(' union all '))));
  return Object.fromEntries(rows.map((r) => [r.name, r.state]));
}

/**
 * An operation that writes when its request is valid: every non-GET call the operation log records
 * (http.ts logs all of them but those declared `readOnly`, the searches). Asked with a body that is
 * not even JSON, so the question itself changes nothing.
 */
async function isWriter(op: Operation): Promise<boolean> {
  if (op.method === 'GET') return false;
  const before = await t.db.$count(operationLogs);
  await t.app.inject({ method: op.method as 'POST', url: op.path.replace(/\{\w+\}/g, 'x'), payload: '{', headers: { 'content-type': 'application/json', token } });
  return (await t.db.$count(operationLogs)) > before;
}

let address = 0;
const nextAddress = () => { address += 1; return `10.7.${(address >> 8) & 255}.${address & 255}`; };

async function send(req: BadRequest) {
  return t.app.inject({
    method: req.method as 'POST',
    url: req.url,
    payload: req.payload,
    headers: { token, 'accept-language': 'en-US', ...(req.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    // Per-address limits (login captcha, rate limits) must not be what answers here.
    remoteAddress: nextAddress(),
  });
}

/** What is wrong with an answer, or null. */
function problemOf(req: BadRequest, status: number, text: string): string | null {
  if (status >= 500 && status !== 555) return `HTTP ${status}`;
  let body: { success?: unknown; code?: unknown; message?: unknown; data?: unknown } | undefined;
  try { body = JSON.parse(text); } catch { body = undefined; }
  const failed = status !== 200 || body?.success === false;
  if (failed && (!body || body.success !== false || typeof body.code !== 'number' || typeof body.message !== 'string' || 'data' in body)) {
    return `HTTP ${status} without the envelope: ${text.slice(0, 80)}`;
  }
  if (status === 555 && body?.code !== 555) return `HTTP 555 with code ${String(body?.code)}`;
  if (req.expect === 'parameter-error' && status !== 555) {
    const tooLarge = status === 413 && Buffer.byteLength(req.payload ?? '') > BODY_LIMIT;
    if (!tooLarge) return `expected a parameter error (555), got HTTP ${status}${body?.code !== undefined ? ` code ${String(body.code)}` : ''}`;
  }
  return null;
}

const seedOf = (key: string) => crypto.createHash('sha256').update(key).digest().readInt32LE(0);

/**
 * The state after the last batch, when that batch changed nothing: it is the next batch's "before"
 * (a snapshot reads every table, twice per operation otherwise). Between two batches run only the
 * session check and isWriter's unparsable body, neither of which may write; a new login clears it.
 */
let unchanged: Record<string, string> | null = null;

/** Sends an operation's requests; answers what went wrong, a write blamed on the classes whose requests got through. */
async function runBatch(op: Operation, requests: BadRequest[]) {
  const problems: typeof failures = [];
  const through = new Set<MutationClass>();
  const before = unchanged ?? await snapshot();
  for (const req of requests) {
    const started = performance.now();
    const res = await send(req);
    msByClass.set(req.cls, (msByClass.get(req.cls) ?? 0) + performance.now() - started);
    sent += 1;
    sentByClass.set(req.cls, (sentByClass.get(req.cls) ?? 0) + 1);
    const problem = problemOf(req, res.statusCode, res.body);
    if (problem) problems.push({ op: op.key, cls: req.cls, problem, what: req.what });
    if (res.statusCode === 200) through.add(req.cls);
  }
  const after = await snapshot();
  unchanged = Object.keys(before).every((name) => before[name] === after[name]) ? after : null;
  const allowed = WRITES_BY_DESIGN[op.key] ?? [];
  const changed = Object.keys(before).filter((name) => before[name] !== after[name] && !allowed.includes(name));
  if (changed.length) {
    const blamed = [...through];
    for (const cls of blamed.length ? blamed : ['unattributed' as const]) {
      problems.push({ op: op.key, cls, problem: `wrote to ${changed.join(', ')}`, what: `a request of ${blamed.join(', ') || 'no class'} got through` });
    }
  }
  return problems;
}

function printSummary() {
  const rows = MUTATION_CLASSES.map((cls) => {
    const mine = failures.filter((f) => f.cls === cls);
    const example = mine[0] ? `${mine[0].op}: ${mine[0].what} → ${mine[0].problem}` : '';
    return `| ${cls} | ${sentByClass.get(cls) ?? 0} | ${Math.round(msByClass.get(cls) ?? 0)} | ${mine.length} | ${new Set(mine.map((f) => f.op)).size} | ${PENDING_HTTP_FIXES.includes(cls) ? 'pending' : ''} | ${example.replace(/\|/g, '\\|').slice(0, 160)} |`;
  });
  const unattributed = failures.filter((f) => f.cls === 'unattributed').length;
  console.log([
    `malformed input: ${sent} requests to ${ops.length} operations${unattributed ? `, ${unattributed} unattributed writes` : ''}`,
    '| class | sent | ms | failed | operations | status | example |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n'));
}

describe('malformed input from the OpenAPI document', () => {
  it('covers every operation', () => {
    expect(ops.length).toBeGreaterThan(100);
    // Every registered route but the documentation's own is an operation of the document.
    expect(ops.length).toBe(t.app.routeTable.filter((r) => r.url.startsWith('/rest') || r.url === '/healthz' || r.url === '/metrics' || r.url === '/saveUserSalesInfo').length);
  });

  for (const op of ops) {
    it(`${op.key}: ${RUNS} bad requests, no server error, 555 for parameter errors, nothing written`, async () => {
      // A call may legitimately end the session it was sent with: start each operation logged in.
      if ((await call(t.app, ...routeOf(authEndpoints.current), { token })).status === 401) {
        token = (await loggedInUser(t, 'SYSTEM_ADMIN')).token;
        unchanged = null;
      }
      const requests = fc.sample(badRequests(doc, op, await isWriter(op)), { seed: seedOf(op.key), numRuns: RUNS });
      expect(requests).toHaveLength(RUNS);
      const pending = requests.filter((r) => PENDING_HTTP_FIXES.includes(r.cls));
      const problems = [
        ...await runBatch(op, requests.filter((r) => !PENDING_HTTP_FIXES.includes(r.cls))),
        ...(pending.length ? await runBatch(op, pending) : []),
      ];
      failures.push(...problems);
      const counted = problems.filter((p) => p.cls === 'unattributed' || !PENDING_HTTP_FIXES.includes(p.cls));
      expect(counted.map((f) => `[${f.cls}] ${f.what}: ${f.problem}`).slice(0, 20)).toEqual([]);
    });
  }
});
