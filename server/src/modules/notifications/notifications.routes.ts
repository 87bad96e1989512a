import { notificationsEndpoints as E } from '@portal/contract';
import { mount } from '../../platform/endpoints.js';
import { ok } from '../../platform/envelope.js';
import { ReadCache, watchChanges } from '../../platform/read-cache.js';
import { userOf, type RoutesPlugin } from '../../platform/routes.js';
import * as notifications from './notifications.service.js';

/** Unread counts kept per process (a number per user who asked lately). */
const UNREAD_CACHE_ENTRIES = 50_000;

/**
 * Alerts behind the header badge (favourites, my inquiries). Every process keeps unread counts in
 * a cache that the database's "portal_notifications" empties (LISTEN only wakes; the rows are
 * written once, by triggers or in the writer's transaction), so a badge on any process is right
 * within a notification's delay.
 */
export const notificationsRoutes: RoutesPlugin = (app, ctx) => {
  const unread = new ReadCache<number>(UNREAD_CACHE_ENTRIES);
  const watching = watchChanges(ctx.listen, notifications.NOTIFICATIONS_CHANNEL, [unread]);
  app.addHook('onClose', async () => (await watching)());

  mount(app, E, {
    list: async (req) => ok(await notifications.listNotifications(ctx, userOf(req), req.query, req.lang)),
    unread: async (req) => ok(await notifications.unreadCount(ctx, unread, userOf(req))),
    read: async (req) => ok(await notifications.markRead(ctx, unread, userOf(req), req.body.ids)),
  });
};
