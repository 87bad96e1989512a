import { envelope, page, ZNotification, ZNotificationListQuery, ZNotificationReadRequest, ZNotificationUnread } from '@portal/contract';
import { ok } from '../../platform/http.js';
import { ReadCache, watchChanges } from '../../platform/read-cache.js';
import { typed, userOf, type RoutesPlugin } from '../../platform/routes.js';
import * as notifications from './notifications.service.js';

const tags = ['notifications'];
/** Unread counts kept per process (a number per user who asked lately). */
const UNREAD_CACHE_ENTRIES = 50_000;

/**
 * Alerts about favourites behind the header badge. Every process keeps unread counts in a cache
 * that the database's "portal_notifications" empties (LISTEN only wakes; the rows are written by
 * triggers, once), so a badge on any process is right within a notification's delay.
 */
export const notificationsRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);
  const unread = new ReadCache<number>(UNREAD_CACHE_ENTRIES);
  const watching = watchChanges(ctx.listen, notifications.NOTIFICATIONS_CHANNEL, [unread]);
  app.addHook('onClose', async () => (await watching)());

  r.get('/rest/notifications/list', {
    config: { permission: 'PER_FAVORITE_VIEW' },
    schema: { tags, summary: 'My alerts about my favourites, newest first', querystring: ZNotificationListQuery, response: { 200: envelope(page(ZNotification)) } },
  }, async (req) => ok(await notifications.listNotifications(ctx, userOf(req), req.query, req.lang)));

  r.get('/rest/notifications/unread', {
    config: { permission: 'PER_FAVORITE_VIEW' },
    schema: { tags, summary: 'How many of my alerts are unread (the header badge)', response: { 200: envelope(ZNotificationUnread) } },
  }, async (req) => ok(await notifications.unreadCount(ctx, unread, userOf(req))));

  r.post('/rest/notifications/read', {
    config: { permission: 'PER_FAVORITE_VIEW' },
    schema: { tags, summary: 'Mark these of my alerts read; answers how many stay unread', body: ZNotificationReadRequest, response: { 200: envelope(ZNotificationUnread) } },
  }, async (req) => ok(await notifications.markRead(ctx, unread, userOf(req), req.body.ids)));
};
