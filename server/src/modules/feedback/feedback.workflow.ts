import type { TFeedbackAction, TFeedbackRole, TFeedbackStatus } from '@portal/contract';

/**
 * The feedback workflow: every (from, action) -> to, and who may. The only place that decides
 * whether an action is allowed (docs/decisions/022-feedback-workflow.md). `from: null` is a
 * feedback not saved yet. The first row whose roles match wins.
 */
export interface Transition {
  from: TFeedbackStatus | null;
  action: TFeedbackAction;
  to: TFeedbackStatus;
  who: readonly TFeedbackRole[];
}

export const WORKFLOW: readonly Transition[] = [
  // Writing it: edit mode saves drafts; sending makes it 'feedback_status.pending'.
  { from: null, action: 'draft', to: 'DRAFT', who: ['creator'] },
  { from: null, action: 'submit', to: 'PENDING', who: ['creator'] },
  { from: 'DRAFT', action: 'draft', to: 'DRAFT', who: ['creator'] },
  { from: 'DRAFT', action: 'submit', to: 'PENDING', who: ['creator'] },

  // Unassigned: the dispatcher gives it to a handler, or closes it at once (a duplicate, spam).
  { from: 'PENDING', action: 'assign', to: 'ASSIGNED', who: ['dispatcher'] },
  { from: 'PENDING', action: 'close', to: 'CLOSED', who: ['dispatcher'] },

  // With a handler: they answer it; the dispatcher may forward it to someone else.
  { from: 'ASSIGNED', action: 'handle', to: 'PROCESSED', who: ['handler'] },
  { from: 'ASSIGNED', action: 'assign', to: 'ASSIGNED', who: ['dispatcher'] },

  // Audit of the answer: pass, or back to the handler.
  { from: 'PROCESSED', action: 'pass', to: 'APPROVED', who: ['dispatcher'] },
  { from: 'PROCESSED', action: 'reject', to: 'ASSIGNED', who: ['dispatcher'] },

  // Approved: the sender or the dispatcher closes the loop.
  { from: 'APPROVED', action: 'close', to: 'CLOSED', who: ['creator', 'dispatcher'] },
  // CLOSED has no way out: it is counted by the closed-loop statistics.
];

/** The row that lets these roles take this action from this status; undefined when none does. */
export function findTransition(from: TFeedbackStatus | null, action: TFeedbackAction, roles: readonly TFeedbackRole[]): Transition | undefined {
  return WORKFLOW.find((t) => t.from === from && t.action === action && t.who.some((r) => roles.includes(r)));
}

/** The actions these roles may take from this status, in table order. */
export function allowedActions(from: TFeedbackStatus, roles: readonly TFeedbackRole[]): TFeedbackAction[] {
  const out: TFeedbackAction[] = [];
  for (const t of WORKFLOW) {
    if (t.from === from && t.who.some((r) => roles.includes(r)) && !out.includes(t.action)) out.push(t.action);
  }
  return out;
}

/** Whom a feedback waits for: the to-process list and the header badge count it for them. */
export const WAITING_ON: Partial<Record<TFeedbackStatus, TFeedbackRole>> = {
  PENDING: 'dispatcher',
  ASSIGNED: 'handler',
  PROCESSED: 'dispatcher',
};
