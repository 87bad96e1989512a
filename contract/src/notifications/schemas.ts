import { z } from 'zod';
import { ZId, ZPageQuery } from '../envelope.js';
import { ZFavoriteObjectRef } from '../favorites/schemas.js';

/*
 * Alerts about favourites (issue 11): written by the database in the writer's transaction
 * (docs/decisions/018-favourites-and-alerts.md), listed behind the header badge.
 */

/**
 * SUCCESSOR: a favourite part got a successor (substitution); PRICE, STOCK: its price or stock
 * changed; REVISION: a favourite topic's or manual's new revision became effective; BULLETIN: a
 * recall or technical bulletin naming favourite parts was published (before: its type, after: its
 * theme, objectCode: the owner's favourite codes it names, written by the bulletins module).
 */
export const NOTIFICATION_KINDS = ['SUCCESSOR', 'PRICE', 'STOCK', 'REVISION', 'BULLETIN'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How many ids one mark-read call takes. */
export const NOTIFICATION_READ_MAX = 100;

export const ZNotification = z.object({
  id: ZId,
  kind: z.enum(NOTIFICATION_KINDS),
  objectRef: ZFavoriteObjectRef,
  /** Name in the caller's language now; the code when the object is gone. */
  objectName: z.string(),
  objectCode: z.string(),
  /** In-app route to open (for a revision: the topic or manual in the new revision). */
  url: z.string(),
  /** Before and after: price (RMB, null = no price), stock ('true'/'false'), successor code, manual version. */
  before: z.string().nullable(),
  after: z.string().nullable(),
  createTime: z.string(),
  read: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationListQuery = ZPageQuery;
export const ZNotificationUnread = z.object({ count: z.number().int().nonnegative() });
export type TNotificationUnread = z.infer<typeof ZNotificationUnread>;
/** POST /rest/notifications/read: marks these of mine read; answers what stays unread. */
export const ZNotificationReadRequest = z.object({ ids: z.array(ZId).min(1).max(NOTIFICATION_READ_MAX) });
