/** Every table of every module, for Drizzle's typed queries and drizzle-kit's migrations. */
export * from '../modules/users/users.tables.js';
export * from '../modules/access/access.tables.js';
export * from '../modules/auth/auth.tables.js';
export * from '../modules/system/system.tables.js';
export * from '../modules/catalogue/catalogue.tables.js';
export * from '../modules/catalogue/labour-times.tables.js';
export * from '../modules/catalogue/special-tools.tables.js';
export * from '../modules/manuals/manuals.tables.js';
export * from '../platform/rate-limit.tables.js';
export * from '../modules/refdata/refdata.tables.js';
export * from '../modules/inquiry/inquiry.responsible.tables.js';
export * from '../modules/cases/cases.tables.js';
export * from '../modules/files/files.tables.js';
export * from '../modules/inquiry/inquiry.tables.js';
export * from '../modules/outbox/outbox.tables.js';
export * from '../modules/favorites/favorites.tables.js';
export * from '../modules/notifications/notifications.tables.js';
