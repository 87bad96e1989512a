import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANUAL_REVIEW_ACTIONS, MANUAL_STATUSES, manualsEndpoints, routeOf, type TManualRoot } from '@portal/contract';
import { call, loggedInUser } from '../../test/helpers.js';
import { createManualsTestApp, type ManualsTestApp } from '../../test/fixtures/manuals.js';
import { BizError } from '../../platform/errors.js';
import { manualReviewWorkflow as wf, reviewActions } from './manuals.workflow.js';

/*
 * The review table, and the `actions` the manual rows carry from it: the review screen shows the
 * buttons the server sends, so the rows must answer exactly what the table allows the caller.
 */

const VALID = 'PER_PENDING_REVIEW_MANUAL_VALID';
const INVALID = 'PER_PENDING_REVIEW_MANUAL_INVALID';

describe('manual review table', () => {
  it('offers each action only from the statuses that allow it, to the holders of its own permission', () => {
    const both = new Set([VALID, INVALID]);
    expect(reviewActions('PENDING', both)).toEqual(['VALID', 'INVALID']);
    expect(reviewActions('EFFECTIVE', both)).toEqual(['INVALID']);
    expect(reviewActions('INVALID', both)).toEqual(['VALID']);
    expect(reviewActions('PENDING', new Set([INVALID]))).toEqual(['INVALID']);
    expect(reviewActions('PENDING', new Set())).toEqual([]);
  });

  it('refuses an action the status does not offer as not allowed, and one it offers to others as no permission', () => {
    const keyOf = (fn: () => unknown) => { try { fn(); return null; } catch (e) { return e instanceof BizError ? e.key : e; } };
    for (const status of MANUAL_STATUSES) {
      for (const action of MANUAL_REVIEW_ACTIONS) {
        const offered = wf.rows.some((r) => r.from === status && r.action === action);
        expect(keyOf(() => wf.guard({ status }, action, [], new Set())), `${status} ${action}`).toBe(offered ? 'NO_PERMISSION' : 'MANUAL_REVIEW_NOT_ALLOWED');
        if (offered) expect(keyOf(() => wf.guard({ status }, action, [], new Set([VALID, INVALID])))).toBeNull();
      }
    }
  });
});

describe('manual rows carry the caller\'s review actions', () => {
  let t: ManualsTestApp;
  beforeAll(async () => { t = await createManualsTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('answers in each listed row what the table allows a reviewer, and nothing to a dealer', async () => {
    const admin = await loggedInUser(t, 'SYSTEM_ADMIN');
    const both = new Set([VALID, INVALID]);
    const rows: TManualRoot[] = [];
    for (const status of MANUAL_STATUSES) {
      const res = await call(t.app, ...routeOf(manualsEndpoints.list, undefined, `status=${status}&pageSize=100`), { token: admin.token });
      rows.push(...(res.body.data.contents as TManualRoot[]));
    }
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(MANUAL_STATUSES));
    for (const r of rows) expect(r.actions, `${r.code} ${r.version} ${r.status}`).toEqual(reviewActions(r.status, both));

    const dealer = await loggedInUser(t, 'DEALER');
    const read = await call(t.app, ...routeOf(manualsEndpoints.list, undefined, 'pageSize=100'), { token: dealer.token });
    expect((read.body.data.contents as TManualRoot[]).every((r) => r.actions.length === 0)).toBe(true);
  });
});
