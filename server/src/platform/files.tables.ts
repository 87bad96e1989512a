import { bigint, customType, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both take either. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array | string }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (typeof value === 'string' ? Buffer.from(value.replace(/^\\x/, ''), 'hex') : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/*
 * The file storage in PostgreSQL (FILE_STORAGE=postgres, platform/files-postgres.ts, decision
 * 040). A write streams its chunks under a new blob id listed in file_writes; once complete, one
 * transaction points the key at the blob (replacing and deleting an older one) and ends the
 * listing. A reader only sees complete blobs; what a crash leaves is a listed blob, swept when stale.
 */

/** A complete file: its key, its chunks' blob, its size. */
export const fileBlobs = pgTable('file_blobs', {
  storageKey: text('storage_key').primaryKey(),
  blobId: uuid('blob_id').notNull().unique(),
  size: bigint('size', { mode: 'number' }).notNull(),
  /** Every chunk but the last has this many bytes, so a range starts at a computed chunk. */
  chunkSize: integer('chunk_size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The bytes, a chunk per row (numbered from 0). */
export const fileChunks = pgTable(
  'file_chunks',
  {
    blobId: uuid('blob_id').notNull(),
    n: integer('n').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.blobId, t.n] })],
);

/** A write under way (its chunks are not a file yet); touched with every chunk. */
export const fileWrites = pgTable('file_writes', {
  blobId: uuid('blob_id').primaryKey(),
  storageKey: text('storage_key').notNull(),
  touchedAt: timestamp('touched_at', { withTimezone: true }).notNull(),
});
