import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

/**
 * One uploaded file. It belongs to at most one object (objectRef + objectId, spec §3 attachment);
 * until attached it is its uploader's alone, and one left (or detached and left) unattached for a day
 * is swept.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileName: text('file_name').notNull(),
    /** Extension as accepted (lower case), and the content type read from the bytes. */
    extension: text('extension').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** Where the bytes are in the file storage. */
    storageKey: text('storage_key').notNull(),
    softType: text('soft_type').notNull(),
    uploaderId: uuid('uploader_id').notNull().references(() => users.id),
    objectRef: text('object_ref'),
    objectId: uuid('object_id'),
    /** When it last stopped belonging to an object (its upload, or a detach); null while attached. */
    unattachedSince: timestamp('unattached_since', { withTimezone: true }).defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_object_idx').on(t.objectRef, t.objectId),
    // The sweep looks for files unattached for a day only.
    index('files_unattached_idx').on(t.unattachedSince).where(sql`${t.unattachedSince} is not null`),
    index('files_uploader_idx').on(t.uploaderId),
  ],
);
export type FileRow = typeof files.$inferSelect;

/**
 * Bytes in the storage without a files row, or about to lose it: an upload streaming (its row is
 * written once the request's files are all stored) and a file whose row was just deleted (its
 * bytes go next). The row goes when that ends; a crash leaves it here, and the sweep deletes the
 * bytes (files.sweep.ts). Bytes no row here or in files names are never touched: the directory
 * may hold another database's files.
 */
export const filesInFlight = pgTable('files_in_flight', {
  storageKey: text('storage_key').primaryKey(),
  /** When the upload began; the epoch for bytes due to go at once. */
  since: timestamp('since', { withTimezone: true }).notNull(),
});
