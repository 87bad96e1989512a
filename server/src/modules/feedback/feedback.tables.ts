import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

const str = (name: string) => text(name).notNull().default('');

/** Feedback (spec §3 Feedback); the workflow is docs/decisions/022-feedback-workflow.md. */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One of FEEDBACK_STATUSES. */
    status: text('status').notNull(),
    createrId: uuid('creater_id').notNull().references(() => users.id),
    handlerId: uuid('handler_id').references(() => users.id),
    /** Who assigned the current handler: the forward list is theirs. */
    assignedBy: uuid('assigned_by').references(() => users.id),
    feedbackType: str('feedback_type'),
    contact: str('contact'),
    title: str('title'),
    content: str('content'),
    /** The page it was sent from. */
    url: str('url'),
    /** The handler's answer (the comment of the last handle). */
    reply: str('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('feedbacks_creater_idx').on(t.createrId, t.createdAt),
    index('feedbacks_handler_idx').on(t.handlerId, t.status),
    index('feedbacks_assigned_by_idx').on(t.assignedBy),
    index('feedbacks_status_idx').on(t.status, t.createdAt),
  ],
);
export type FeedbackRow = typeof feedbacks.$inferSelect;

/** Every workflow step taken: the detail's history, the processed list and the time to close. */
export const feedbackLogs = pgTable(
  'feedback_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedbackId: uuid('feedback_id').notNull().references(() => feedbacks.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    toStatus: text('to_status').notNull(),
    operatorId: uuid('operator_id').notNull().references(() => users.id),
    comment: str('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_logs_feedback_idx').on(t.feedbackId, t.createdAt), index('feedback_logs_operator_idx').on(t.operatorId, t.feedbackId)],
);
