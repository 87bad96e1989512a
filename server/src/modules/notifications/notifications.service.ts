import { nameIn } from '@portal/contract';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Language, TNotification } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { AuthUser } from '../../platform/session.js';
import type { ReadCache } from '../../platform/read-cache.js';
import { parts } from '../catalogue/index.js';

import { manualNodes, manualRoots } from '../manuals/index.js';
import { textIn } from '../manuals/index.js';
import { notifications } from './notifications.tables.js';

/*
 * Alerts about favourites. The rows are written by the database's triggers in the transaction of
 * the change (migration of the favorites domain); this service only reads them and marks them
 * read. "portal_notifications" tells every process that counts changed.
 */

/** The channel the triggers (and mark-read) notify. */
export const NOTIFICATIONS_CHANNEL = 'portal_notifications';

/** The caller's alerts, newest first; names in the caller's language now. */
export async function listNotifications(ctx: AppContext, caller: AuthUser, q: { page: number; pageSize: number }, lang: Language) {
  const mine = eq(notifications.userId, caller.id);
  const [[total], rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(notifications).where(mine),
    ctx.db.select({ n: notifications, partNames: parts.names, nodeTitles: manualNodes.titles, rootNames: manualRoots.names })
      .from(notifications)
      .leftJoin(parts, eq(parts.id, notifications.partId))
      .leftJoin(manualNodes, eq(manualNodes.id, notifications.nodeId))
      .leftJoin(manualRoots, eq(manualRoots.id, notifications.rootId))
      .where(mine).orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(q.pageSize).offset((q.page - 1) * q.pageSize),
  ]);
  return {
    count: total.n,
    contents: rows.map(({ n, partNames, nodeTitles, rootNames }): TNotification => {
      const name = n.objectRef === 'PartMaster' ? nameIn(partNames, lang) : textIn(n.objectRef === 'ManualTopic' ? nodeTitles : rootNames, lang);
      return {
        id: n.id, kind: n.kind, objectRef: n.objectRef, objectName: name || n.objectCode, objectCode: n.objectCode, url: n.url,
        before: n.before, after: n.after, createTime: n.createdAt.toISOString(), read: n.readAt !== null,
      };
    }),
  };
}

/** How many of the caller's alerts are unread: the header badge, asked by every open page, so cached per process. */
export async function unreadCount(ctx: AppContext, cache: ReadCache<number>, caller: AuthUser): Promise<{ count: number }> {
  const n = await cache.through(caller.id, async () => {
    const [row] = await ctx.db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, caller.id), isNull(notifications.readAt)));
    return row.n;
  });
  return { count: n };
}

/** Marks these of the caller's alerts read (others' ids change nothing); answers what stays unread. */
export async function markRead(ctx: AppContext, cache: ReadCache<number>, caller: AuthUser, ids: string[]): Promise<{ count: number }> {
  await ctx.db.transaction(async (tx) => {
    const done = await tx.update(notifications).set({ readAt: ctx.now() })
      .where(and(eq(notifications.userId, caller.id), inArray(notifications.id, ids), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    // The other processes' cached counts of this user are stale now, too.
    if (done.length) await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, '')`);
  });
  cache.invalidate();
  return unreadCount(ctx, cache, caller);
}
