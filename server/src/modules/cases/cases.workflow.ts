import type { CaseAction, CaseStatus, PermissionCode } from '@portal/contract';

/**
 * The case workflow as data (DESIGN §5): from a status, an action leads to a status, for holders
 * of a permission. Read by the service (`allowedActions`, `transition`) and by the tests row by row.
 *
 * - Staff who push inquiries (PER_TECHNICALCASE_LIBRARY_PUSH) write and submit cases.
 * - Editors (PER_TECHNICALCASE_LIBRARY_UPDATE) review them: approve publishes, reject returns the
 *   case to draft with a reason; they may also correct any live case in place (status kept).
 * - PER_TECHNICALCASE_LIBRARY_INVALID retires a case; INVALID is final (the history stays).
 * Creating a case (CREATE, PUSH) is not a transition from a status: see cases.service.ts.
 */
export interface CaseTransition {
  from: CaseStatus;
  action: CaseAction;
  /** null: the status stays. */
  to: CaseStatus | null;
  permission: PermissionCode;
}

export const CASE_WORKFLOW: readonly CaseTransition[] = [
  { from: 'DRAFT', action: 'SUBMIT', to: 'PENDING_REVIEW', permission: 'PER_TECHNICALCASE_LIBRARY_PUSH' },
  // Resubmitting edits while the review is pending.
  { from: 'PENDING_REVIEW', action: 'SUBMIT', to: 'PENDING_REVIEW', permission: 'PER_TECHNICALCASE_LIBRARY_PUSH' },
  { from: 'PENDING_REVIEW', action: 'APPROVE', to: 'PUBLISHED', permission: 'PER_TECHNICALCASE_LIBRARY_UPDATE' },
  { from: 'PENDING_REVIEW', action: 'REJECT', to: 'DRAFT', permission: 'PER_TECHNICALCASE_LIBRARY_UPDATE' },
  { from: 'DRAFT', action: 'UPDATE', to: null, permission: 'PER_TECHNICALCASE_LIBRARY_UPDATE' },
  { from: 'PENDING_REVIEW', action: 'UPDATE', to: null, permission: 'PER_TECHNICALCASE_LIBRARY_UPDATE' },
  { from: 'PUBLISHED', action: 'UPDATE', to: null, permission: 'PER_TECHNICALCASE_LIBRARY_UPDATE' },
  { from: 'DRAFT', action: 'INVALID', to: 'INVALID', permission: 'PER_TECHNICALCASE_LIBRARY_INVALID' },
  { from: 'PENDING_REVIEW', action: 'INVALID', to: 'INVALID', permission: 'PER_TECHNICALCASE_LIBRARY_INVALID' },
  { from: 'PUBLISHED', action: 'INVALID', to: 'INVALID', permission: 'PER_TECHNICALCASE_LIBRARY_INVALID' },
];

/** The permissions that let a user see cases that are not published (and their history). */
export const CASE_EDITOR_PERMISSIONS: readonly PermissionCode[] = [
  'PER_TECHNICALCASE_LIBRARY_PUSH', 'PER_TECHNICALCASE_LIBRARY_UPDATE', 'PER_TECHNICALCASE_LIBRARY_INVALID',
];

/** The transition an action takes from a status for a holder of these permissions, or null. */
export function findTransition(from: CaseStatus, action: CaseAction, permissions: ReadonlySet<string>): CaseTransition | null {
  return CASE_WORKFLOW.find((t) => t.from === from && t.action === action && permissions.has(t.permission)) ?? null;
}

/** What a holder of these permissions may do to a case in this status, in CASE_WORKFLOW order. */
export function allowedActions(from: CaseStatus, permissions: ReadonlySet<string>): CaseAction[] {
  const out: CaseAction[] = [];
  for (const t of CASE_WORKFLOW) if (t.from === from && permissions.has(t.permission) && !out.includes(t.action)) out.push(t.action);
  return out;
}
