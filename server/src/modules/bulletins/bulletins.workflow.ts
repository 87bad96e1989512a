import type { PermissionCode, TBulletinAction, TBulletinStatus } from '@portal/contract';

/**
 * The bulletin workflow: every (from, action) -> to, and which permission lets a caller take it.
 * The only place that decides whether an action is allowed (docs/decisions/023-bulletins.md).
 * `from: null` is a bulletin not saved yet; `to: null` is deletion. `level` says which approvals
 * the row is for: `more` while configured levels remain after this one, `last` for the final one.
 */
export interface Transition {
  from: TBulletinStatus | null;
  action: TBulletinAction;
  to: TBulletinStatus | null;
  who: PermissionCode;
  level?: 'more' | 'last';
}

export const WORKFLOW: readonly Transition[] = [
  { from: null, action: 'create', to: 'INIT', who: 'PER_BULLETIN_PUBLISH' },

  // Unpublished: the writer edits it, then publishes it into the approval chain.
  { from: 'INIT', action: 'update', to: 'INIT', who: 'PER_BULLETIN_UPDATE' },
  { from: 'INIT', action: 'publish', to: 'REVIEWED', who: 'PER_BULLETIN_PUBLISH' },
  { from: 'INIT', action: 'delete', to: null, who: 'PER_BULLETIN_DELETE' },

  // Unapproved: each configured level approves in turn; a reviewer may send it back to the writer.
  { from: 'REVIEWED', action: 'approve', to: 'REVIEWED', who: 'PER_BULLETIN_APPROVAL', level: 'more' },
  { from: 'REVIEWED', action: 'approve', to: 'APPROVED', who: 'PER_BULLETIN_APPROVAL', level: 'last' },
  { from: 'REVIEWED', action: 'review', to: 'INIT', who: 'PER_BULLETIN_REVIEW' },
  { from: 'REVIEWED', action: 'delete', to: null, who: 'PER_BULLETIN_DELETE' },

  // Published: only pinning changes; a correction is a new bulletin (readers saw this text).
  { from: 'APPROVED', action: 'top', to: 'APPROVED', who: 'PER_BULLETIN_TOP' },
  { from: 'APPROVED', action: 'untop', to: 'APPROVED', who: 'PER_BULLETIN_TOP' },
  { from: 'APPROVED', action: 'delete', to: null, who: 'PER_BULLETIN_DELETE' },
];

/** Whether `level` (1-based) of `levels` configured is followed by another. */
export const levelKind = (level: number, levels: number): 'more' | 'last' => (level < levels ? 'more' : 'last');

/** The row that lets a caller with these permissions take this action; undefined when none does. */
export function findTransition(
  from: TBulletinStatus | null, action: TBulletinAction, permissions: ReadonlySet<string>, level?: 'more' | 'last',
): Transition | undefined {
  return WORKFLOW.find((t) => t.from === from && t.action === action && permissions.has(t.who) && (t.level === undefined || t.level === level));
}

/** The actions a caller with these permissions may take from this status, in table order. */
export function allowedActions(from: TBulletinStatus, permissions: ReadonlySet<string>, isTop = false): TBulletinAction[] {
  const out: TBulletinAction[] = [];
  for (const t of WORKFLOW) {
    if (t.from !== from || !permissions.has(t.who) || out.includes(t.action)) continue;
    // Pinning offers the one that changes something.
    if ((t.action === 'top' && isTop) || (t.action === 'untop' && !isTop)) continue;
    out.push(t.action);
  }
  return out;
}
