import { z } from 'zod';
import { ZId, ZPageQuery } from '../envelope.js';
import { FAVORITE_OBJECT_REFS } from '../favorites/schemas.js';

/*
 * Alerts behind the header badge: about favourites (issue 11), written by the database in the
 * writer's transaction (docs/decisions/018-favourites-and-alerts.md), and about the inquiries one
 * takes part in (issue 20), written by the inquiry module in the transaction of the reply or move.
 */

/**
 * SUCCESSOR: a favourite part got a successor (substitution); PRICE, STOCK: its price or stock
 * changed; REVISION: a favourite topic's or manual's new revision became effective; BULLETIN: a
 * recall or technical bulletin naming favourite parts was published (before: its type, after: its
 * theme, objectCode: the owner's favourite codes it names, written by the bulletins module).
 * INQUIRY_REPLY: someone else wrote in the thread of an inquiry of mine (before: their name);
 * INQUIRY_STATUS: someone else moved it (before, after: the statuses, named in the reader's
 * language). objectCode is the inquiry's number.
 */
export const NOTIFICATION_KINDS = ['SUCCESSOR', 'PRICE', 'STOCK', 'REVISION', 'BULLETIN', 'INQUIRY_REPLY', 'INQUIRY_STATUS'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What an alert is about: a favourite's object, or an inquiry. */
export const NOTIFICATION_OBJECT_REFS = [...FAVORITE_OBJECT_REFS, 'InquiryForm'] as const;
export type NotificationObjectRef = (typeof NOTIFICATION_OBJECT_REFS)[number];

/** How many ids one mark-read call takes. */
export const NOTIFICATION_READ_MAX = 100;

export const ZNotification = z.object({
  id: ZId,
  kind: z.enum(NOTIFICATION_KINDS),
  objectRef: z.enum(NOTIFICATION_OBJECT_REFS),
  /** Name in the caller's language now; the code when the object is gone (and for an inquiry). */
  objectName: z.string(),
  objectCode: z.string(),
  /** In-app route to open (for a revision: the topic or manual in the new revision). */
  url: z.string(),
  /** Before and after: price (RMB, null = no price), stock ('true'/'false'), successor code, manual version, inquiry status name or replier. */
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
