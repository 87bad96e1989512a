import { INQUIRY_ACTIONS, INQUIRY_STATUSES, type TInquiryAction, type TInquiryFieldName, type TInquiryRole, type TInquiryStatus } from '@portal/contract';
import { DELETED, defineWorkflow } from '../../platform/workflow.js';

const HANDLING = ['handler', 'leader', 'staff'] as const;
const OVERSEEING = ['leader', 'staff'] as const;
/** Who writes in the thread, and so may take back their own reply (the service checks it is theirs). */
const REPLYING = ['creator', 'expert', ...HANDLING] as const;
/** The handling side, who write and read internal notes (never the creator: seesInternalNotes). */
const NOTING = ['expert', ...HANDLING] as const;

/**
 * The inquiry workflow: every (from, action) -> to, and who may. The only place that decides
 * whether an action is allowed (docs/decisions/015-inquiry-workflow.md). `from: null` is an
 * inquiry not saved yet; `to: null` keeps the status; DELETED removes the inquiry. Rows are read in
 * order and the first whose roles match wins, so a role-specific outcome (a creator's reply in
 * PENDING keeps it PENDING) comes before the general one.
 */
export const inquiryWorkflow = defineWorkflow<TInquiryStatus, TInquiryAction, TInquiryRole>({
  name: 'Inquiry',
  statuses: INQUIRY_STATUSES,
  actions: INQUIRY_ACTIONS,
  roles: {
    creator: 'raised the inquiry',
    handler: 'the service station it is routed to (its handler)',
    expert: 'the expert it is assigned to',
    leader: 'a leader of its area',
    staff: 'holds PER_ENQUIRY_MANAGEMENT_PROCESSED (facilitators)',
    curator: 'holds PER_TECHNICALCASE_LIBRARY_PUSH (pushes solved inquiries to the case library)',
  },
  refusal: 'INQUIRY_ACTION_NOT_ALLOWED',
  rows: [
    // Raising it
    { from: null, action: 'draft', to: 'DRAFT', who: 'creator' },
    { from: null, action: 'submit', to: 'PENDING', who: 'creator' },
    { from: 'DRAFT', action: 'draft', to: null, who: 'creator' },
    { from: 'DRAFT', action: 'update', to: null, who: 'creator' },
    { from: 'DRAFT', action: 'submit', to: 'PENDING', who: 'creator' },
    { from: 'DRAFT', action: 'delete', to: DELETED, who: 'creator' },

    // Waiting for the first answer: any move by the handling side ends the response time.
    { from: 'PENDING', action: 'reply', to: null, who: 'creator' },
    { from: 'PENDING', action: 'reply', to: 'PROCESSING', who: [...HANDLING, 'expert'] },
    { from: 'PENDING', action: 'assign', to: 'PROCESSING', who: HANDLING },
    { from: 'PENDING', action: 'reject', to: 'REJECTED', who: HANDLING },
    { from: 'PENDING', action: 'revoke', to: 'REVOKED', who: 'creator' },
    { from: 'PENDING', action: 'invalid', to: 'INVALID', who: OVERSEEING },

    // Being handled
    { from: 'PROCESSING', action: 'reply', to: null, who: ['creator', 'expert', ...HANDLING] },
    { from: 'PROCESSING', action: 'assign', to: null, who: HANDLING },
    // The maintenance scheme is written by the handling side, never by the creator (spec §4).
    { from: 'PROCESSING', action: 'update', to: null, who: ['handler', 'expert', 'leader'] },
    { from: 'PROCESSING', action: 'solve', to: 'SOLVED', who: HANDLING },
    { from: 'PROCESSING', action: 'suspend', to: 'SUSPENDED', who: HANDLING },
    { from: 'PROCESSING', action: 'reject', to: 'REJECTED', who: HANDLING },
    { from: 'PROCESSING', action: 'revoke', to: 'REVOKED', who: 'creator' },
    { from: 'PROCESSING', action: 'invalid', to: 'INVALID', who: OVERSEEING },

    // Waiting on the dealer (the clock is paused): the dealer's answer resumes it, as in Zammad.
    { from: 'SUSPENDED', action: 'reply', to: 'PROCESSING', who: 'creator' },
    { from: 'SUSPENDED', action: 'reply', to: null, who: ['expert', ...HANDLING] },
    { from: 'SUSPENDED', action: 'restart', to: 'PROCESSING', who: HANDLING },
    { from: 'SUSPENDED', action: 'update', to: null, who: ['creator', 'handler'] },
    { from: 'SUSPENDED', action: 'revoke', to: 'REVOKED', who: 'creator' },
    { from: 'SUSPENDED', action: 'invalid', to: 'INVALID', who: OVERSEEING },

    // Internal notes among the handling side while it works on it: no answer to the dealer, so no move.
    { from: 'PENDING', action: 'note', to: null, who: NOTING },
    { from: 'PROCESSING', action: 'note', to: null, who: NOTING },
    { from: 'SUSPENDED', action: 'note', to: null, who: NOTING },

    // Solved: the dealer confirms by closing (with ratings) or reopens.
    { from: 'SOLVED', action: 'close', to: 'CLOSED', who: 'creator' },
    { from: 'SOLVED', action: 'restart', to: 'PROCESSING', who: ['creator', ...HANDLING] },
    { from: 'SOLVED', action: 'update', to: null, who: ['creator', 'handler'] },
    { from: 'SOLVED', action: 'push', to: null, who: 'curator' },

    { from: 'CLOSED', action: 'push', to: null, who: 'curator' },

    // Sent back to the dealer to correct and submit again.
    { from: 'REJECTED', action: 'update', to: null, who: 'creator' },
    { from: 'REJECTED', action: 'submit', to: 'PENDING', who: 'creator' },
    { from: 'REJECTED', action: 'revoke', to: 'REVOKED', who: 'creator' },

    { from: 'REVOKED', action: 'delete', to: DELETED, who: 'creator' },
    // INVALID has no way out: it stays as a record.

    // One's own reply may be taken back until the inquiry is closed: then the thread is the record.
    { from: 'PENDING', action: 'deleteReply', to: null, who: REPLYING },
    { from: 'PROCESSING', action: 'deleteReply', to: null, who: REPLYING },
    { from: 'SUSPENDED', action: 'deleteReply', to: null, who: REPLYING },
    { from: 'SOLVED', action: 'deleteReply', to: null, who: REPLYING },
    { from: 'REJECTED', action: 'deleteReply', to: null, who: REPLYING },
    { from: 'REVOKED', action: 'deleteReply', to: null, who: REPLYING },
    { from: 'INVALID', action: 'deleteReply', to: null, who: REPLYING },
  ],
});

/** A row of the inquiry workflow. */
export type Transition = (typeof inquiryWorkflow.rows)[number];

/** Fault fields the creator or handler may still correct after SOLVED or SUSPENDED (spec §4). */
const FAULT_FIELDS: readonly TInquiryFieldName[] = [
  'faultName', 'faultModule', 'faultSystem', 'faultPosition', 'damageType', 'partCode', 'partName',
  'faultDate', 'customerOriginDesc', 'faultAppearanceConfirm', 'faultExamine', 'faultReason', 'faultCheckDesc',
];
/** What the handling side writes while PROCESSING: the maintenance scheme and its findings. */
const HANDLING_FIELDS: readonly TInquiryFieldName[] = ['repairPlanDesc', 'faultReason', 'faultCheckDesc'];
/** The handling side's answer: never the creator's to write, not even in their own draft (spec §4). */
export const HANDLER_ONLY_FIELDS: readonly TInquiryFieldName[] = ['repairPlanDesc'];

/**
 * The fields an `update` may change, by status and role. Drafts and rejected inquiries are the
 * creator's to edit whole but for the scheme (through `draft` and `update`); PROCESSING lets the
 * handling side write the scheme; SOLVED and SUSPENDED let creator and handler correct the fault fields.
 */
export function editableFields(status: TInquiryStatus, roles: readonly TInquiryRole[], all: readonly TInquiryFieldName[]): TInquiryFieldName[] {
  if (!inquiryWorkflow.find(status, 'update', roles)) return [];
  switch (status) {
    case 'DRAFT':
    case 'REJECTED':
      return all.filter((f) => !HANDLER_ONLY_FIELDS.includes(f));
    case 'PROCESSING':
      return [...HANDLING_FIELDS];
    case 'SUSPENDED':
    case 'SOLVED':
      return [...FAULT_FIELDS];
    default:
      return [];
  }
}

/**
 * Whether the caller is of the handling side, who read (and may write) internal notes. The creator
 * is the dealer of the inquiry whatever else they hold (a facilitator raising one for a workshop),
 * so a creator never does.
 */
export const seesInternalNotes = (roles: readonly TInquiryRole[]): boolean =>
  !roles.includes('creator') && roles.some((r) => (NOTING as readonly TInquiryRole[]).includes(r));

/** Whether attachments may be added now: whenever the fields may be edited (spec §4). */
export const canAttach = (status: TInquiryStatus, roles: readonly TInquiryRole[]) => Boolean(inquiryWorkflow.find(status, 'update', roles));

/**
 * Whom an inquiry waits for in each status: the lists "my process", the pending badge and the work
 * tasks count it for these roles. PENDING waits for the leaders and staff only while no handler
 * was found for its area.
 */
export const WAITING_ON: Partial<Record<TInquiryStatus, readonly TInquiryRole[]>> = {
  PENDING: ['handler'],
  PROCESSING: ['handler', 'expert'],
  SUSPENDED: ['creator'],
  SOLVED: ['creator'],
  REJECTED: ['creator'],
};

/**
 * The statuses an inquiry is finished in: nobody works on it any more (pushing a closed one to the
 * case library is the curator's, not a step of the inquiry). The default lists hold the others.
 */
export const FINISHED: readonly TInquiryStatus[] = ['CLOSED', 'REVOKED', 'INVALID'];

