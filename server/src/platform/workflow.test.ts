import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS } from '@portal/contract';
import { users } from '../modules/users/users.tables.js';
import { createTestApp, loggedInUser, type TestApp } from '../test/helpers.js';
import { BizError } from './errors.js';
import { transitionGuard, visibleRecord } from './workflow.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

const codeOf = async (p: Promise<unknown>) => p.then(() => null, (e: unknown) => (e instanceof BizError ? ERRORS[e.key].code : e));

describe('visibleRecord', () => {
  it('answers a record the condition lets through, and the module\'s not-found error for a hidden or missing one', async () => {
    const { id } = await loggedInUser(t);
    const shown = await visibleRecord(t.db, users, id, eq(users.disabled, false), false, 'FEEDBACK_NOT_FOUND');
    expect(shown).toMatchObject({ id, disabled: false });
    expect(await codeOf(visibleRecord(t.db, users, id, eq(users.disabled, true), false, 'FEEDBACK_NOT_FOUND'))).toBe(ERRORS.FEEDBACK_NOT_FOUND.code);
    expect(await codeOf(visibleRecord(t.db, users, '00000000-0000-4000-8000-000000000000', eq(users.disabled, false), false, 'INQUIRY_NOT_FOUND')))
      .toBe(ERRORS.INQUIRY_NOT_FOUND.code);
  });

  it('locks the row for a transition: a second locking read waits for the first transaction', async () => {
    const { id } = await loggedInUser(t);
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    const first = t.db.transaction(async (tx) => {
      await visibleRecord(tx, users, id, eq(users.disabled, false), true, 'FEEDBACK_NOT_FOUND');
      order.push('first locked');
      await held;
      order.push('first done');
    });
    while (order.length === 0) await new Promise((r) => setTimeout(r, 10));
    const second = t.db.transaction(async (tx) => {
      await visibleRecord(tx, users, id, eq(users.disabled, false), true, 'FEEDBACK_NOT_FOUND');
      order.push('second locked');
    });
    await new Promise((r) => setTimeout(r, 200));
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first locked', 'first done', 'second locked']);
  });
});

describe('transitionGuard', () => {
  type Status = 'DRAFT' | 'OPEN' | 'CLOSED';
  const table = [
    { from: null, action: 'submit', who: ['creator'], to: 'OPEN' },
    { from: 'OPEN', action: 'close', who: ['handler', 'admin'], to: 'CLOSED' },
  ] as const;
  const find = (from: Status | null, action: string, roles: readonly string[]) =>
    table.find((r) => r.from === from && r.action === action && r.who.some((w) => roles.includes(w)));
  const guard = transitionGuard(find, 'FEEDBACK_ACTION_NOT_ALLOWED');

  it('answers the table\'s row for the record\'s status, the action and one of the roles', () => {
    expect(guard(null, 'submit', ['creator'])).toMatchObject({ to: 'OPEN' });
    expect(guard({ status: 'OPEN' }, 'close', ['viewer', 'admin'])).toMatchObject({ to: 'CLOSED' });
  });

  it('refuses with the module\'s error when no row fits', () => {
    const refused = (fn: () => unknown) => { try { fn(); return null; } catch (e) { return e instanceof BizError ? e.key : e; } };
    expect(refused(() => guard({ status: 'OPEN' }, 'close', ['creator']))).toBe('FEEDBACK_ACTION_NOT_ALLOWED');
    expect(refused(() => guard({ status: 'CLOSED' }, 'close', ['admin']))).toBe('FEEDBACK_ACTION_NOT_ALLOWED');
    expect(refused(() => guard(null, 'close', ['admin']))).toBe('FEEDBACK_ACTION_NOT_ALLOWED');
  });
});
