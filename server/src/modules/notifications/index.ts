/* The notifications module's public face: what other modules may use (decision 029). */
export { NOTIFICATIONS_CHANNEL, notify, type NewAlert } from './notifications.service.js';
export { notifications } from './notifications.tables.js';
