import { defineEndpoints } from '../endpoint.js';
import { page } from '../envelope.js';
import { ZNotification, ZNotificationListQuery, ZNotificationReadRequest, ZNotificationUnread } from './schemas.js';

/** Alerts behind the header badge: about favourites and about the inquiries one takes part in. */
export const notificationsEndpoints = defineEndpoints('notifications', {
  list: { method: 'GET', path: '/rest/notifications/list', access: 'PER_FAVORITE_VIEW', summary: 'My alerts (favourites, my inquiries), newest first', query: ZNotificationListQuery, response: page(ZNotification) },
  unread: { method: 'GET', path: '/rest/notifications/unread', access: 'PER_FAVORITE_VIEW', summary: 'How many of my alerts are unread (the header badge)', response: ZNotificationUnread },
  read: { method: 'POST', path: '/rest/notifications/read', access: 'PER_FAVORITE_VIEW', summary: 'Mark these of my alerts read; answers how many stay unread', body: ZNotificationReadRequest, response: ZNotificationUnread },
});
