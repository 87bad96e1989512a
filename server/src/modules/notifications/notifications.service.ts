import { nameIn } from '@portal/contract';
import { dictionaryNamer } from '../dictionaries/index.js';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Language, TNotification } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db.js';
import type { AuthUser } from '../../platform/session.js';
import type { ReadCache } from '../../platform/read-cache.js';
import { parts } from '../catalogue/index.js';

import { manualNodes, manualRoots } from '../manuals/index.js';
import { textIn } from '../manuals/index.js';
import { notifications } from './notifications.tables.js';

/*
 * Alerts. Those about favourites are written by the database's triggers in the transaction of the
 * change (migration of the favorites domain); those about inquiries by the inquiry module through
 * `notify`, in the transaction of the reply or move. This service reads them and marks them read.
 * "portal_notifications" tells every process that counts changed.
 */

/** The channel the triggers (and mark-read) notify. */
export const NOTIFICATIONS_CHANNEL = 'portal_notifications';

/** The caller's alerts, newest first; names in the caller's language now. */
export async function listNotifications(ctx: AppContext, caller: AuthUser, q: { page: number; pageSize: number }, lang: Language) {
  const mine = eq(notifications.userId, caller.id);
  const [[total], rows, statusName] = await Promise.all([
    ctx.db.select({ n: count() }).from(notifications).where(mine),
    ctx.db.select({ n: notifications, partNames: parts.names, nodeTitles: manualNodes.titles, rootNames: manualRoots.names })
      .from(notifications)
      .leftJoin(parts, eq(parts.id, notifications.partId))
      .leftJoin(manualNodes, eq(manualNodes.id, notifications.nodeId))
      .leftJoin(manualRoots, eq(manualRoots.id, notifications.rootId))
      .where(mine).orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    dictionaryNamer(ctx, 'DIC_INQUIRYFORM_STATUS', lang),
  ]);
  return {
    count: total.n,
    contents: rows.map(({ n, partNames, nodeTitles, rootNames }): TNotification => {
      const name = n.objectRef === 'PartMaster' ? nameIn(partNames, lang)
        : n.objectRef === 'ManualTopic' || n.objectRef === 'Manual' ? textIn(n.objectRef === 'ManualTopic' ? nodeTitles : rootNames, lang) : '';
      // A status is stored as its code and named in the reader's language now.
      const value = (v: string | null) => (v !== null && n.kind === 'INQUIRY_STATUS' ? statusName(v) : v);
      return {
        id: n.id, kind: n.kind, objectRef: n.objectRef, objectName: name || n.objectCode, objectCode: n.objectCode, url: n.url,
        before: value(n.before), after: value(n.after), createTime: n.createdAt.toISOString(), read: n.readAt !== null,
      };
    }),
  };
}

/** An alert a module writes about its own object (not a favourite's: those come from the triggers). */
export type NewAlert = Pick<typeof notifications.$inferInsert, 'userId' | 'kind' | 'objectRef' | 'objectCode' | 'url' | 'before' | 'after'>;

/**
 * Writes alerts inside the caller's transaction, so a change that rolls back tells nobody, and
 * tells every process that the badges' counts changed once it commits.
 */
export async function notify(tx: Tx, alerts: readonly NewAlert[], now: Date): Promise<void> {
  if (!alerts.length) return;
  await tx.insert(notifications).values(alerts.map((a) => ({ ...a, createdAt: now })));
  await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, '')`);
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
