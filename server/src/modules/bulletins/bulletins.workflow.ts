import { BULLETIN_ACTIONS, BULLETIN_STATUSES, type TBulletinAction, type TBulletinStatus } from '@portal/contract';
import { DELETED, defineWorkflow } from '../../platform/workflow.js';

/**
 * What a caller is to one bulletin beyond their permissions: an approver of the level it waits on
 * (`finalApprover` when that level is the last configured one, so the approval publishes it), and
 * one who may pin it now (`pinner`) or unpin it (`unpinner`). One who approved an earlier level of
 * the same round is no approver of the next while the setting bulletinDistinctApprovers is on (the
 * default): two levels mean two people.
 */
export type TBulletinRole = 'approver' | 'finalApprover' | 'pinner' | 'unpinner';

/**
 * The bulletin workflow: every (from, action) -> to, and which permission or role lets a caller
 * take it. The only place that decides whether an action is allowed (docs/decisions/023-bulletins.md).
 * `from: null` is a bulletin not saved yet; `to: null` keeps the status; DELETED removes it.
 */
export const bulletinWorkflow = defineWorkflow<TBulletinStatus, TBulletinAction, TBulletinRole>({
  name: 'Bulletins',
  statuses: BULLETIN_STATUSES,
  actions: BULLETIN_ACTIONS,
  roles: {
    approver: 'holds PER_BULLETIN_APPROVAL, and configured levels remain after the one the bulletin waits on; approved no earlier level of this round (unless bulletinDistinctApprovers is off)',
    finalApprover: 'holds PER_BULLETIN_APPROVAL, and the bulletin waits on the last configured level; approved no earlier level of this round (unless bulletinDistinctApprovers is off)',
    pinner: 'holds PER_BULLETIN_TOP, and the bulletin is not pinned',
    unpinner: 'holds PER_BULLETIN_TOP, and the bulletin is pinned',
  },
  refusal: 'BULLETIN_ACTION_NOT_ALLOWED',
  rows: [
    { from: null, action: 'create', to: 'INIT', who: { permission: 'PER_BULLETIN_PUBLISH' } },

    // Unpublished: the writer edits it, then publishes it into the approval chain.
    { from: 'INIT', action: 'update', to: null, who: { permission: 'PER_BULLETIN_UPDATE' } },
    { from: 'INIT', action: 'publish', to: 'REVIEWED', who: { permission: 'PER_BULLETIN_PUBLISH' } },
    { from: 'INIT', action: 'delete', to: DELETED, who: { permission: 'PER_BULLETIN_DELETE' } },

    // Unapproved: each configured level approves in turn; a reviewer may send it back to the writer.
    { from: 'REVIEWED', action: 'approve', to: null, who: 'approver' },
    { from: 'REVIEWED', action: 'approve', to: 'APPROVED', who: 'finalApprover' },
    { from: 'REVIEWED', action: 'review', to: 'INIT', who: { permission: 'PER_BULLETIN_REVIEW' } },
    { from: 'REVIEWED', action: 'delete', to: DELETED, who: { permission: 'PER_BULLETIN_DELETE' } },

    // Published: only pinning changes; a correction is a new bulletin (readers saw this text).
    { from: 'APPROVED', action: 'top', to: null, who: 'pinner' },
    { from: 'APPROVED', action: 'untop', to: null, who: 'unpinner' },
    { from: 'APPROVED', action: 'delete', to: DELETED, who: { permission: 'PER_BULLETIN_DELETE' } },
  ],
});

/**
 * The caller's roles on a bulletin that waits on `approveLevel` of `levels` configured.
 * `approvedEarlier`: the caller gave an earlier level of this round and must leave the next to someone else.
 */
export function rolesOf(
  b: { approveLevel: number; isTop: boolean }, user: { permissions: ReadonlySet<string> }, levels: number, approvedEarlier = false,
): TBulletinRole[] {
  const roles: TBulletinRole[] = [];
  if (user.permissions.has('PER_BULLETIN_APPROVAL') && !approvedEarlier) roles.push(b.approveLevel < levels ? 'approver' : 'finalApprover');
  if (user.permissions.has('PER_BULLETIN_TOP')) roles.push(b.isTop ? 'unpinner' : 'pinner');
  return roles;
}
