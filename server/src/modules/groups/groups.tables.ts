import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

/**
 * User groups (spec §3 Group): a code of letters, digits and underscore, a name, a remark and
 * members. Other domains address an audience by group (bulletins, download visibility).
 */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The database holds the code rule too, so no path (import, SQL) can store a code the screens reject.
  (t) => [check('groups_code_chk', sql`${t.code} ~ '^[A-Za-z0-9_]+$'`)],
);

/** Who is in which group; a user may be in many. */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The primary key serves "members of a group"; the index serves "groups of a user".
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_idx').on(t.userId)],
);
