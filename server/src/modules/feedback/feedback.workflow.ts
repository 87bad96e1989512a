import { FEEDBACK_ACTIONS, FEEDBACK_STATUSES, type TFeedbackAction, type TFeedbackRole, type TFeedbackStatus } from '@portal/contract';
import { defineWorkflow } from '../../platform/workflow.js';

/**
 * The feedback workflow: every (from, action) -> to, and who may. The only place that decides
 * whether an action is allowed (docs/decisions/022-feedback-workflow.md). `from: null` is a
 * feedback not saved yet; `to: null` keeps the status. The first row whose roles match wins.
 */
export const feedbackWorkflow = defineWorkflow<TFeedbackStatus, TFeedbackAction, TFeedbackRole>({
  name: 'Feedback',
  statuses: FEEDBACK_STATUSES,
  actions: FEEDBACK_ACTIONS,
  roles: {
    creator: 'wrote the feedback',
    handler: 'the handler it is assigned to',
    dispatcher: 'holds PER_FEEDBACK_MANAGEMENT_ASSIGN',
  },
  refusal: 'FEEDBACK_ACTION_NOT_ALLOWED',
  rows: [
    // Writing it: edit mode saves drafts; sending makes it 'feedback_status.pending'.
    { from: null, action: 'draft', to: 'DRAFT', who: 'creator' },
    { from: null, action: 'submit', to: 'PENDING', who: 'creator' },
    { from: 'DRAFT', action: 'draft', to: null, who: 'creator' },
    { from: 'DRAFT', action: 'submit', to: 'PENDING', who: 'creator' },

    // Unassigned: the dispatcher gives it to a handler, or closes it at once (a duplicate, spam).
    { from: 'PENDING', action: 'assign', to: 'ASSIGNED', who: 'dispatcher' },
    { from: 'PENDING', action: 'close', to: 'CLOSED', who: 'dispatcher' },

    // With a handler: they answer it; the dispatcher may forward it to someone else.
    { from: 'ASSIGNED', action: 'handle', to: 'PROCESSED', who: 'handler' },
    { from: 'ASSIGNED', action: 'assign', to: null, who: 'dispatcher' },

    // Audit of the answer: pass, or back to the handler.
    { from: 'PROCESSED', action: 'pass', to: 'APPROVED', who: 'dispatcher' },
    { from: 'PROCESSED', action: 'reject', to: 'ASSIGNED', who: 'dispatcher' },

    // Approved: the sender or the dispatcher closes the loop.
    { from: 'APPROVED', action: 'close', to: 'CLOSED', who: ['creator', 'dispatcher'] },
    // CLOSED has no way out: it is counted by the closed-loop statistics.
  ],
});

/** A row of the feedback workflow. */
export type Transition = (typeof feedbackWorkflow.rows)[number];

/** Whom a feedback waits for: the to-process list and the header badge count it for them. */
export const WAITING_ON: Partial<Record<TFeedbackStatus, TFeedbackRole>> = {
  PENDING: 'dispatcher',
  ASSIGNED: 'handler',
  PROCESSED: 'dispatcher',
};
