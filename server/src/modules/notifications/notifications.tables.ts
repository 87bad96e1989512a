import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { NotificationKind, NotificationObjectRef } from '@portal/contract';
import { users } from '../users/index.js';
import { parts } from '../catalogue/index.js';
import { manualNodes, manualRoots } from '../manuals/index.js';

/**
 * Alerts to a user. Those about favourites are written only by the database's triggers, inside
 * the transaction of the change they report (docs/decisions/018-favourites-and-alerts.md), so each
 * change makes its rows exactly once however many server processes run; those about inquiries by
 * the inquiry module in the transaction of the reply or status move (`notify`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    objectRef: text('object_ref').$type<NotificationObjectRef>().notNull(),
    /** The object, for its name in the reader's language; null once it is gone. */
    partId: uuid('part_id').references(() => parts.id, { onDelete: 'set null' }),
    nodeId: uuid('node_id').references(() => manualNodes.id, { onDelete: 'set null' }),
    rootId: uuid('root_id').references(() => manualRoots.id, { onDelete: 'set null' }),
    /** Code of the object when the alert was written (shown when the object is gone). */
    objectCode: text('object_code').notNull(),
    url: text('url').notNull(),
    before: text('before'),
    after: text('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    // The badge counts unread rows only.
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
