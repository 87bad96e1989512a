import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { FavoriteObjectRef } from '@portal/contract';
import { users } from '../users/index.js';
import { parts } from '../catalogue/index.js';
import { manualNodes, manualRoots } from '../manuals/index.js';

/**
 * A user's favourites, parts and handbooks in one table (spec §3 Favorite): exactly one of
 * part_id, node_id (a manual topic or diagram) and root_id (a whole manual) is set, as
 * object_ref says. The database keeps alerts about them (migration of the favorites domain):
 * triggers on parts, substitutions and manual_roots write notifications for their owners, and a
 * manual's new effective revision moves its topic and manual favourites onto the new revision.
 */
export const favorites = pgTable(
  'favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    objectRef: text('object_ref').$type<FavoriteObjectRef>().notNull(),
    partId: uuid('part_id').references(() => parts.id, { onDelete: 'cascade' }),
    nodeId: uuid('node_id').references(() => manualNodes.id, { onDelete: 'cascade' }),
    rootId: uuid('root_id').references(() => manualRoots.id, { onDelete: 'cascade' }),
    /** The in-app route the name links to. */
    url: text('url').notNull(),
    isTop: boolean('is_top').notNull().default(false),
    /** When it was pinned: the latest pin goes first among the pinned. */
    toppedAt: timestamp('topped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One favourite per object and user; (user, part) is also the BOM's one lookup per page.
    uniqueIndex('favorites_user_part_uq').on(t.userId, t.partId),
    uniqueIndex('favorites_user_node_uq').on(t.userId, t.nodeId),
    uniqueIndex('favorites_user_root_uq').on(t.userId, t.rootId),
    // The tabs: pinned first, newest first.
    index('favorites_user_list_idx').on(t.userId, t.objectRef, t.isTop, t.createdAt),
    // The triggers find a changed object's owners through these.
    index('favorites_part_idx').on(t.partId),
    index('favorites_node_idx').on(t.nodeId),
    index('favorites_root_idx').on(t.rootId),
    check('favorites_one_object', sql`num_nonnulls(${t.partId}, ${t.nodeId}, ${t.rootId}) = 1 and case ${t.objectRef}
      when 'PartMaster' then ${t.partId} is not null when 'ManualTopic' then ${t.nodeId} is not null when 'Manual' then ${t.rootId} is not null else false end`),
  ],
);
