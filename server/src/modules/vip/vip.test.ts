import { and, count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueEndpoints as C, labourTimesEndpoints as L, manualsEndpoints as M, routeOf, VIP_WEBHOOK_HEADERS, vipEndpoints as E, type TVipBuyAction, type TVipBuyStatus } from '@portal/contract';
import { signPayload } from '../../platform/outbox.js';
import { mailOutbox } from '../../platform/platform.tables.js';
import { buildManual, buildModel, type BuiltModel } from '../../test/factories.js';
import { call, createTestApp, fileTestApp, loggedInUsers } from '../../test/helpers.js';
import { expectOwnedObject } from '../../test/idor.js';
import { users } from '../users/index.js';
import { vipBuys } from './vip.tables.js';
import { tickVip } from './vip.service.js';
import { vipWorkflow } from './vip.workflow.js';

const SECRET = 'vip-webhook-test-secret-0123456789';
const t = fileTestApp(() => createTestApp({ config: { vipWebhookSecret: SECRET } }));

type Who = { token: string; id: string; username: string };
let admin: Who;
let buyer: Who;
let dealer: Who;
let model: BuiltModel;
let manual: { id: string; topicId: string };
let otherManual: { id: string; topicId: string };

/** The app's clock, moved by a test and put back after it. */
async function at<T>(when: Date, fn: () => Promise<T>): Promise<T> {
  const real = t.app.ctx.now;
  t.app.ctx.now = () => when;
  try {
    return await fn();
  } finally {
    t.app.ctx.now = real;
  }
}

async function prepare() {
  ({ admin, buyer, dealer } = await loggedInUsers(t, { admin: 'SYSTEM_ADMIN', buyer: 'REGISTER', dealer: 'DEALER' }));
  model = await buildModel(t, 'Paid model');
  const other = await buildModel(t, 'Other model');
  manual = await buildManual(t, { code0: model.code0, code1: model.code1, code2: model.code2 });
  otherManual = await buildManual(t, { code0: other.code0, code1: other.code1, code2: other.code2 });
}

async function createPackage(fields: Record<string, unknown> = {}) {
  const res = await call(t.app, ...routeOf(E.create), {
    token: admin.token,
    body: { name: 'Day pass', scope: 'MODEL_MANUALS', targetCode: model.code2, period: 'DAY', price: '9.90', currency: 'EUR', ...fields },
  });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.data as { id: string; price: string };
}

async function buyAs(who: Who, vipId: string, method: 'INVOICE' | 'CARD' = 'INVOICE') {
  const res = await call(t.app, ...routeOf(E.buy), { token: who.token, body: { vipId, method } });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.data as { id: string; status: TVipBuyStatus; actions: TVipBuyAction[]; serial: string };
}

const decide = (id: string, action: 'approve' | 'reject', token = admin.token) =>
  call(t.app, ...routeOf(E.decide, { id }), { token, body: { action } });

const readManual = (who: Who) => call(t.app, ...routeOf(M.tree), { token: who.token, query: { rootId: manual.id } });

/** Signs and sends the provider's report over real HTTP. */
async function sendWebhook(address: string, report: object, opts: { secret?: string; timestamp?: number; raw?: string } = {}) {
  const body = opts.raw ?? JSON.stringify(report);
  const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
  const res = await fetch(`${address}${E.webhook.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [VIP_WEBHOOK_HEADERS.signature]: signPayload(opts.secret ?? SECRET, timestamp, body),
      [VIP_WEBHOOK_HEADERS.timestamp]: timestamp,
    },
    body,
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; code?: number } };
}

describe('paid access', () => {
  it('prepares', prepare);

  it('refuses a package whose code is not a model for model manuals', async () => {
    const res = await call(t.app, ...routeOf(E.create), {
      token: admin.token,
      body: { name: 'Wrong', scope: 'MODEL_MANUALS', targetCode: model.code1, period: 'DAY', price: '1', currency: 'EUR' },
    });
    expect(res.body).toMatchObject({ success: false, code: 300002 });
  });

  it('a registered workshop buys a day pass, is approved, reads the manual that day and is refused the next', async () => {
    const pkg = await createPackage();
    // Before: the manual exists but needs a package; a dealer reads it without one.
    expect((await readManual(buyer)).body).toMatchObject({ success: false, code: 300009 });
    expect((await readManual(dealer)).body.success).toBe(true);
    const roots = await call(t.app, ...routeOf(M.roots), { token: buyer.token, query: { code0: model.code0 } });
    expect(roots.body.data).toEqual([]);

    const bought = await buyAs(buyer, pkg.id);
    expect(bought).toMatchObject({ status: 'PENDING', actions: ['cancel'] });
    // A second click while it waits buys nothing more.
    expect((await call(t.app, ...routeOf(E.buy), { token: buyer.token, body: { vipId: pkg.id, method: 'INVOICE' } })).body).toMatchObject({ success: false, code: 300005 });
    expect((await readManual(buyer)).body.code).toBe(300009);

    const approved = await decide(bought.id, 'approve');
    expect(approved.body.data).toMatchObject({ status: 'ACTIVE', remainingDays: 0 });
    const start = new Date(approved.body.data.validFrom);
    expect(new Date(approved.body.data.validUntil).getTime() - start.getTime()).toBe(86_400_000);

    // The same day: the manual, its topics and its list; another model's manual stays closed.
    expect((await readManual(buyer)).body.success).toBe(true);
    expect((await call(t.app, ...routeOf(M.topic), { token: buyer.token, query: { id: manual.topicId } })).body.success).toBe(true);
    const listed = await call(t.app, ...routeOf(M.roots), { token: buyer.token, query: { code0: model.code0 } });
    expect(listed.body.data.map((r: { id: string }) => r.id)).toEqual([manual.id]);
    expect((await call(t.app, ...routeOf(M.tree), { token: buyer.token, query: { rootId: otherManual.id } })).body.code).toBe(300009);
    const mine = await call(t.app, ...routeOf(E.vipUser), { token: buyer.token });
    expect(mine.body.data).toMatchObject({ gated: true, entitlements: [{ buyId: bought.id, targetCode: model.code2, endingSoon: false }] });

    // The next day: refused everywhere, on the clock alone (no job has run).
    const nextDay = new Date(start.getTime() + 86_400_000 + 1000);
    await at(nextDay, async () => {
      expect((await readManual(buyer)).body.code).toBe(300009);
      expect((await call(t.app, ...routeOf(M.topic), { token: buyer.token, query: { id: manual.topicId } })).body.code).toBe(300009);
      expect((await call(t.app, ...routeOf(M.roots), { token: buyer.token, query: { code0: model.code0 } })).body.data).toEqual([]);
      expect((await call(t.app, ...routeOf(E.vipUser), { token: buyer.token })).body.data.entitlements).toEqual([]);
    });
  });

  describe('whole modules: the parts catalogue and labour times', () => {
    // One route of each kind per module: the gate is one hook on the module's scope.
    const readers = {
      SERIES_CATALOGUE: [
        (who: Who) => call(t.app, ...routeOf(C.roots), { token: who.token }),
        (who: Who) => call(t.app, ...routeOf(C.searchParts), { token: who.token, body: { key: 'bolt' } }),
      ],
      LABOUR_TIMES: [
        (who: Who) => call(t.app, ...routeOf(L.list), { token: who.token, body: {} }),
        (who: Who) => call(t.app, ...routeOf(L.filterOptions), { token: who.token, body: {} }),
      ],
    } as const;

    for (const [scope, reads] of Object.entries(readers) as [keyof typeof readers, (typeof readers)[keyof typeof readers]][]) {
      it(`${scope}: refused without a package, served with a live one, refused again after it ends`, async () => {
        const codeOf = () => (scope === 'SERIES_CATALOGUE' ? model.code1 : model.code2);
        const refused = async () => {
          for (const read of reads) expect((await read(buyer)).body, scope).toMatchObject({ success: false, code: 300009 });
        };
        const served = async (who: Who) => {
          for (const read of reads) expect((await read(who)).body, scope).toMatchObject({ success: true });
        };
        await refused();
        await served(dealer);

        const bought = await buyAs(buyer, (await createPackage({ name: `${scope} pass`, scope, targetCode: codeOf() })).id);
        await refused();
        const approved = await decide(bought.id, 'approve');
        expect(approved.body.data).toMatchObject({ status: 'ACTIVE' });
        await served(buyer);

        await at(new Date(new Date(approved.body.data.validUntil).getTime() + 1000), refused);
        await served(buyer);
      });
    }
  });

  it('mails the reminder once before a day pass ends, and ends it afterwards', async () => {
    const pkg = await createPackage({ name: 'Reminder pass' });
    const { id } = await buyAs(buyer, pkg.id);
    const approved = await decide(id, 'approve');
    const until = new Date(approved.body.data.validUntil);
    await t.db.update(users).set({ email: 'buyer-reminder@example.com', language: 'de' }).where(eq(users.id, buyer.id));
    const mails = async () => (await t.db.select({ n: count() }).from(mailOutbox).where(and(eq(mailOutbox.to, 'buyer-reminder@example.com'), like(mailOutbox.subject, '%Reminder pass%'))))[0].n;

    // Seven hours before the end: not yet; five hours before: once, whatever the number of rounds.
    await at(new Date(until.getTime() - 7 * 3_600_000), () => tickVip(t.app.ctx));
    expect(await mails()).toBe(0);
    await at(new Date(until.getTime() - 5 * 3_600_000), async () => {
      await tickVip(t.app.ctx);
      await tickVip(t.app.ctx);
      const banner = await call(t.app, ...routeOf(E.vipUser), { token: buyer.token });
      expect(banner.body.data.entitlements.find((e: { buyId: string }) => e.buyId === id)).toMatchObject({ endingSoon: true });
    });
    expect(await mails()).toBe(1);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'buyer-reminder@example.com'));
    expect(mail.subject).toContain('läuft bald ab');

    await at(new Date(until.getTime() + 1000), () => tickVip(t.app.ctx));
    const [row] = await t.db.select({ status: vipBuys.status }).from(vipBuys).where(eq(vipBuys.id, id));
    expect(row.status).toBe('EXPIRED');
    expect(await mails()).toBe(1);
  });

  describe('the workflow, row by row', () => {
    /** Takes each row's action on a purchase in its `from` status, as someone the row admits. */
    const drivers: Record<TVipBuyAction, (buyId: string, address: string) => Promise<unknown>> = {
      buy: async () => undefined,
      approve: (id) => decide(id, 'approve'),
      reject: (id) => decide(id, 'reject'),
      cancel: (id) => call(t.app, ...routeOf(E.cancel, { id }), { token: buyer.token }),
      pay: async (id, address) => sendWebhook(address, { eventId: `ev-${id}`, buyId: id, status: 'paid', amount: '9.90', currency: 'EUR' }),
      expire: async (id) => {
        const [b] = await t.db.select().from(vipBuys).where(eq(vipBuys.id, id));
        return at(new Date(b.validUntil!.getTime() + 1000), () => tickVip(t.app.ctx));
      },
    };
    /** A purchase in `status`, by the method the row needs. */
    async function purchaseIn(status: TVipBuyStatus, method: 'INVOICE' | 'CARD'): Promise<string> {
      const pkg = await createPackage({ name: `Row ${status} ${method}` });
      const { id } = await buyAs(buyer, pkg.id, method);
      if (status === 'ACTIVE') await t.db.update(vipBuys).set({ status: 'ACTIVE', validFrom: new Date(), validUntil: new Date(Date.now() + 86_400_000) }).where(eq(vipBuys.id, id));
      return id;
    }

    for (const row of vipWorkflow.rows) {
      it(`${row.from ?? '(new)'} --${row.action}--> ${String(row.to)} (${JSON.stringify(row.who)})`, async () => {
        const address = await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`);
        if (row.from === null) {
          const pkg = await createPackage({ name: 'Row buy' });
          expect((await buyAs(buyer, pkg.id)).status).toBe(row.to);
          // Who holds no PER_VIP_BUY cannot buy.
          expect((await call(t.app, ...routeOf(E.buy), { token: dealer.token, body: { vipId: pkg.id, method: 'INVOICE' } })).status).toBe(403);
          return;
        }
        const byProvider = Array.isArray(row.who) ? !row.who.includes('invoiceApprover') && row.who.includes('provider') : row.who === 'provider';
        const id = await purchaseIn(row.from, byProvider ? 'CARD' : 'INVOICE');
        await drivers[row.action](id, address);
        const [b] = await t.db.select({ status: vipBuys.status }).from(vipBuys).where(eq(vipBuys.id, id));
        expect(b.status).toBe(row.to ?? row.from);
      });
    }

    it('refuses what no row allows: approving a card purchase, the buyer approving, cancelling an approved one', async () => {
      const card = await purchaseIn('PENDING', 'CARD');
      expect((await decide(card, 'approve')).body).toMatchObject({ success: false, code: 300004 });
      const invoice = await purchaseIn('PENDING', 'INVOICE');
      expect((await decide(invoice, 'approve', buyer.token)).status).toBe(403);
      await decide(invoice, 'approve');
      expect((await call(t.app, ...routeOf(E.cancel, { id: invoice }), { token: buyer.token })).body).toMatchObject({ success: false, code: 300004 });
    });
  });

  describe('the card webhook over real HTTP', () => {
    it('takes a signed payment once and refuses unsigned, forged, stale, replayed and wrong-amount reports', async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`);
      const pkg = await createPackage({ name: 'Card pass', price: '12.50' });
      const { id } = await buyAs(buyer, pkg.id, 'CARD');
      const report = { eventId: `card-${id}`, buyId: id, status: 'paid', amount: '12.50', currency: 'EUR' };
      const status = async () => (await t.db.select({ s: vipBuys.status }).from(vipBuys).where(eq(vipBuys.id, id)))[0].s;

      const unsigned = await fetch(`${address}${E.webhook.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(report) });
      expect(((await unsigned.json()) as { code: number }).code).toBe(300006);
      expect((await sendWebhook(address, report, { secret: 'another-secret-of-some-length' })).body.code).toBe(300006);
      expect((await sendWebhook(address, report, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).body.code).toBe(300006);
      // The body signed is the body checked: a changed amount under the old signature fails.
      expect((await sendWebhook(address, { ...report, amount: '1.00' })).body.code).toBe(300008);
      expect(await status()).toBe('PENDING');

      const ts = Math.floor(Date.now() / 1000);
      const first = await sendWebhook(address, report, { timestamp: ts });
      expect(first.body).toMatchObject({ success: true });
      expect(await status()).toBe('ACTIVE');
      expect((await sendWebhook(address, report, { timestamp: ts })).body.code).toBe(300007);
      // The provider retries, signed anew: the same event changes nothing.
      expect((await sendWebhook(address, report, { timestamp: ts + 1 })).body.success).toBe(true);
      const rows = await t.db.select().from(vipBuys).where(eq(vipBuys.id, id));
      expect(rows[0]).toMatchObject({ status: 'ACTIVE', paymentRef: `card-${id}` });
    });
  });

  it('keeps a purchase its buyer\'s: another registered user neither sees nor cancels it', () => expectOwnedObject(t, {
    userType: 'REGISTER',
    create: async (owner) => {
      const pkg = await createPackage({ name: 'Owned pass' });
      const made = await buyAs(owner as Who, pkg.id);
      return { id: made.id, secret: made.serial };
    },
    read: () => [{ method: 'GET', url: E.buys.path }, { method: 'GET', url: E.buys.path, query: { keyword: 'VIP' } }],
    change: (made) => [{ method: 'POST', url: routeOf(E.cancel, { id: made.id })[1] }],
    remove: () => [],
  }));
});
