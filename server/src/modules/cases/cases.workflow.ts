import { CASE_ACTIONS, CASE_STATUSES, type CaseAction, type CaseStatus, type PermissionCode } from '@portal/contract';
import { defineWorkflow } from '../../platform/workflow.js';

/**
 * The case workflow as data (DESIGN §5): from a status, an action leads to a status, for holders
 * of a permission. Read by the service (`allowed`, `guard`) and by the tests row by row.
 *
 * - Staff who push inquiries (PER_TECHNICALCASE_LIBRARY_PUSH) write and submit cases.
 * - Editors (PER_TECHNICALCASE_LIBRARY_UPDATE) review them: approve publishes, reject returns the
 *   case to draft with a reason; they may also correct any live case in place (`to: null`: the
 *   status stays).
 * - PER_TECHNICALCASE_LIBRARY_INVALID retires a case; INVALID is final (the history stays).
 * Creating a case (CREATE, PUSH) is not a transition from a status: see cases.service.ts.
 */
export const caseWorkflow = defineWorkflow<CaseStatus, CaseAction>({
  name: 'Technical cases',
  statuses: CASE_STATUSES,
  actions: CASE_ACTIONS,
  roles: {},
  refusal: 'CASE_ACTION_NOT_ALLOWED',
  rows: [
    { from: 'DRAFT', action: 'SUBMIT', to: 'PENDING_REVIEW', who: { permission: 'PER_TECHNICALCASE_LIBRARY_PUSH' } },
    // Resubmitting edits while the review is pending.
    { from: 'PENDING_REVIEW', action: 'SUBMIT', to: null, who: { permission: 'PER_TECHNICALCASE_LIBRARY_PUSH' } },
    { from: 'PENDING_REVIEW', action: 'APPROVE', to: 'PUBLISHED', who: { permission: 'PER_TECHNICALCASE_LIBRARY_UPDATE' } },
    { from: 'PENDING_REVIEW', action: 'REJECT', to: 'DRAFT', who: { permission: 'PER_TECHNICALCASE_LIBRARY_UPDATE' } },
    { from: 'DRAFT', action: 'UPDATE', to: null, who: { permission: 'PER_TECHNICALCASE_LIBRARY_UPDATE' } },
    { from: 'PENDING_REVIEW', action: 'UPDATE', to: null, who: { permission: 'PER_TECHNICALCASE_LIBRARY_UPDATE' } },
    { from: 'PUBLISHED', action: 'UPDATE', to: null, who: { permission: 'PER_TECHNICALCASE_LIBRARY_UPDATE' } },
    { from: 'DRAFT', action: 'INVALID', to: 'INVALID', who: { permission: 'PER_TECHNICALCASE_LIBRARY_INVALID' } },
    { from: 'PENDING_REVIEW', action: 'INVALID', to: 'INVALID', who: { permission: 'PER_TECHNICALCASE_LIBRARY_INVALID' } },
    { from: 'PUBLISHED', action: 'INVALID', to: 'INVALID', who: { permission: 'PER_TECHNICALCASE_LIBRARY_INVALID' } },
  ],
});

/** The rows, as the API tests walk them. */
export const CASE_WORKFLOW = caseWorkflow.rows;

/** What a holder of these permissions may do to a case in this status, in table order. */
export const allowedActions = (from: CaseStatus, permissions: ReadonlySet<string>): CaseAction[] => caseWorkflow.allowed(from, [], permissions);

/** The permissions that let a user see cases that are not published (and their history). */
export const CASE_EDITOR_PERMISSIONS: readonly PermissionCode[] = [
  'PER_TECHNICALCASE_LIBRARY_PUSH', 'PER_TECHNICALCASE_LIBRARY_UPDATE', 'PER_TECHNICALCASE_LIBRARY_INVALID',
];
