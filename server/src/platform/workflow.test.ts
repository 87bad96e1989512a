import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS } from '@portal/contract';
import { users } from '../modules/users/users.tables.js';
import { createTestApp, loggedInUser, type TestApp } from '../test/helpers.js';
import { BizError } from './errors.js';
import { WORKFLOWS, WORKFLOWS_FILE, workflowsDoc } from '../test/workflows-doc.cli.js';
import { DELETED, defineWorkflow, renderWorkflow, visibleRecord } from './workflow.js';

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

describe('defineWorkflow', () => {
  type Status = 'DRAFT' | 'OPEN' | 'CLOSED';
  type Action = 'submit' | 'edit' | 'close' | 'reopen' | 'delete';
  const wf = defineWorkflow<Status, Action, 'creator' | 'handler'>({
    name: 'Test',
    statuses: ['DRAFT', 'OPEN', 'CLOSED'],
    actions: ['submit', 'edit', 'close', 'reopen', 'delete'],
    roles: { creator: 'wrote it', handler: 'works on it' },
    refusal: 'FEEDBACK_ACTION_NOT_ALLOWED',
    rows: [
      { from: null, action: 'submit', to: 'OPEN', who: 'creator' },
      { from: 'DRAFT', action: 'delete', to: DELETED, who: 'creator' },
      { from: 'OPEN', action: 'edit', to: null, who: ['creator', 'handler'] },
      // The creator's close comes first: a role-specific row before the general one.
      { from: 'OPEN', action: 'close', to: 'CLOSED', who: 'creator' },
      { from: 'OPEN', action: 'close', to: 'CLOSED', who: { permission: 'PER_FEEDBACK_MANAGEMENT_ASSIGN' } },
      { from: 'CLOSED', action: 'reopen', to: 'OPEN', who: [{ permission: 'PER_FEEDBACK_MANAGEMENT_ASSIGN' }, 'handler'] },
    ],
  });
  const dispatcher = new Set(['PER_FEEDBACK_MANAGEMENT_ASSIGN']);
  const refused = (fn: () => unknown) => { try { fn(); return null; } catch (e) { return e instanceof BizError ? e.key : e; } };

  it('answers the actions a caller may take now, by role or permission, once each in table order', () => {
    expect(wf.allowed('OPEN', ['creator'])).toEqual(['edit', 'close']);
    expect(wf.allowed('OPEN', ['handler'])).toEqual(['edit']);
    expect(wf.allowed('OPEN', [], dispatcher)).toEqual(['close']);
    expect(wf.allowed('OPEN', ['creator', 'handler'], dispatcher)).toEqual(['edit', 'close']);
    expect(wf.allowed('CLOSED', ['handler'])).toEqual(['reopen']);
    expect(wf.allowed('CLOSED', ['creator'])).toEqual([]);
    expect(wf.allowed(null, ['creator'])).toEqual(['submit']);
  });

  it('guards an action: the first row that admits the caller, else the module\'s refusal', () => {
    expect(wf.guard(null, 'submit', ['creator'])).toMatchObject({ to: 'OPEN' });
    expect(wf.guard({ status: 'OPEN' }, 'close', ['creator'], dispatcher).who).toBe('creator');
    expect(wf.guard({ status: 'OPEN' }, 'close', ['handler'], dispatcher).who).toEqual({ permission: 'PER_FEEDBACK_MANAGEMENT_ASSIGN' });
    expect(wf.guard({ status: 'CLOSED' }, 'reopen', [], dispatcher)).toMatchObject({ to: 'OPEN' });
    expect(refused(() => wf.guard({ status: 'OPEN' }, 'close', ['handler']))).toBe('FEEDBACK_ACTION_NOT_ALLOWED');
    expect(refused(() => wf.guard({ status: 'CLOSED' }, 'close', ['creator'], dispatcher))).toBe('FEEDBACK_ACTION_NOT_ALLOWED');
    expect(refused(() => wf.guard(null, 'close', ['creator']))).toBe('FEEDBACK_ACTION_NOT_ALLOWED');
  });

  it('refuses a caller the status would allow the action to with `forbidden` when the module sets one', () => {
    const strict = defineWorkflow<Status, Action>({
      name: 'Strict', statuses: ['DRAFT', 'OPEN', 'CLOSED'], actions: ['close'], roles: {},
      refusal: 'MANUAL_REVIEW_NOT_ALLOWED', forbidden: 'NO_PERMISSION',
      rows: [{ from: 'OPEN', action: 'close', to: 'CLOSED', who: { permission: 'PER_PENDING_REVIEW_MANUAL_VALID' } }],
    });
    expect(refused(() => strict.guard({ status: 'OPEN' }, 'close', []))).toBe('NO_PERMISSION');
    expect(refused(() => strict.guard({ status: 'CLOSED' }, 'close', []))).toBe('MANUAL_REVIEW_NOT_ALLOWED');
  });

  it('reads `to: null` as the status staying, and refuses to name a status after a deletion', () => {
    expect(wf.after(wf.guard({ status: 'OPEN' }, 'edit', ['handler']), 'OPEN')).toBe('OPEN');
    expect(wf.after(wf.guard({ status: 'OPEN' }, 'close', ['creator']), 'OPEN')).toBe('CLOSED');
    expect(wf.after(wf.guard(null, 'submit', ['creator']), null)).toBe('OPEN');
    expect(() => wf.after(wf.guard({ status: 'DRAFT' }, 'delete', ['creator']), 'DRAFT')).toThrow();
  });

  it('fails at definition on a row naming an unknown status, action or role', () => {
    const base = { name: 'Bad', statuses: ['OPEN'] as const, actions: ['close'] as const, roles: { creator: '' }, refusal: 'FEEDBACK_ACTION_NOT_ALLOWED' as const };
    expect(() => defineWorkflow({ ...base, rows: [{ from: 'OPEN', action: 'close', to: 'SHUT' as 'OPEN', who: 'creator' }] })).toThrow(/unknown status SHUT/);
    expect(() => defineWorkflow({ ...base, rows: [{ from: 'OPEN', action: 'open' as 'close', to: null, who: 'creator' }] })).toThrow(/unknown action open/);
    expect(() => defineWorkflow({ ...base, rows: [{ from: 'OPEN', action: 'close', to: null, who: 'boss' as 'creator' }] })).toThrow(/unknown role boss/);
    expect(() => defineWorkflow({ ...base, rows: [{ from: null, action: 'close', to: null, who: 'creator' }] })).toThrow(/creating row/);
  });

  it('prints a workflow as one markdown table of from, action, to and who', () => {
    const md = renderWorkflow(wf);
    expect(md).toContain('## Test');
    expect(md).toContain('| from | action | to | who |');
    expect(md).toContain('| (new) | submit | OPEN | creator |');
    expect(md).toContain('| OPEN | edit | (same) | creator, handler |');
    expect(md).toContain(`| DRAFT | delete | ${DELETED} | creator |`);
    expect(md).toContain('| CLOSED | reopen | OPEN | `PER_FEEDBACK_MANAGEMENT_ASSIGN`, handler |');
  });
});

describe('docs/workflows.md', () => {
  it('holds the seven record workflows, as their tables give them', () => {
    expect(WORKFLOWS.map((w) => w.name)).toEqual(['Inquiry', 'Feedback', 'Bulletins', 'Technical cases', 'Orders', 'Manual review', 'Paid access purchases']);
    const checkedIn = fs.existsSync(WORKFLOWS_FILE) ? fs.readFileSync(WORKFLOWS_FILE, 'utf8') : '';
    expect(checkedIn === workflowsDoc(), 'docs/workflows.md is stale: run `npm run docs:workflows` and commit the file').toBe(true);
  });
});
