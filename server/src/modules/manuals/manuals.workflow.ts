import { MANUAL_REVIEW_ACTIONS, MANUAL_STATUSES, type ManualReviewAction, type ManualStatus } from '@portal/contract';
import { defineWorkflow } from '../../platform/workflow.js';

/**
 * The review of imported manuals (spec §4 Manual / data): state × action → next state, and which
 * permission lets a reviewer take it. Imported manuals start PENDING. When a version becomes
 * EFFECTIVE, the other EFFECTIVE version of the same manual code becomes INVALID (one effective
 * version per manual: manuals.service.ts). An INVALID version may be reinstated. An action the
 * status does not offer is MANUAL_REVIEW_NOT_ALLOWED; one it offers to others, NO_PERMISSION.
 */
export const manualReviewWorkflow = defineWorkflow<ManualStatus, ManualReviewAction>({
  name: 'Manual review',
  statuses: MANUAL_STATUSES,
  actions: MANUAL_REVIEW_ACTIONS,
  roles: {},
  refusal: 'MANUAL_REVIEW_NOT_ALLOWED',
  forbidden: 'NO_PERMISSION',
  rows: [
    { from: 'PENDING', action: 'VALID', to: 'EFFECTIVE', who: { permission: 'PER_PENDING_REVIEW_MANUAL_VALID' } },
    { from: 'PENDING', action: 'INVALID', to: 'INVALID', who: { permission: 'PER_PENDING_REVIEW_MANUAL_INVALID' } },
    { from: 'EFFECTIVE', action: 'INVALID', to: 'INVALID', who: { permission: 'PER_PENDING_REVIEW_MANUAL_INVALID' } },
    { from: 'INVALID', action: 'VALID', to: 'EFFECTIVE', who: { permission: 'PER_PENDING_REVIEW_MANUAL_VALID' } },
  ],
});

/** The review actions a caller with these permissions may take on a manual in this status. */
export const reviewActions = (status: ManualStatus, permissions: ReadonlySet<string>): ManualReviewAction[] =>
  manualReviewWorkflow.allowed(status, [], permissions);
