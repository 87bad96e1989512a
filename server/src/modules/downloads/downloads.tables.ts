import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';
import { files } from '../files/index.js';
import { groups } from '../groups/index.js';

/** Folders of the download area; a folder with files or subfolders is not deleted (restrict). */
export const downloadFolders = pgTable(
  'download_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => downloadFolders.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Sibling names are unique without case; top folders (no parent) among themselves too.
    uniqueIndex('download_folders_sibling_name_idx').on(sql`coalesce(${t.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`, sql`lower(${t.name})`),
  ],
);

/**
 * An entry of the download area: an uploaded file (attached through the files module, objectRef
 * DownloadFile) or an external link. Download counts are kept on the row.
 */
export const downloadFiles = pgTable(
  'download_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    folderId: uuid('folder_id').notNull().references(() => downloadFolders.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** LOCAL (fileId set) or LINK (url set). */
    source: text('source').notNull(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'restrict' }),
    url: text('url'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    /** The extension, or `link`. */
    type: text('type').notNull(),
    category: text('category').notNull(),
    remarks: text('remarks').notNull().default(''),
    isPublic: boolean('is_public').notNull().default(false),
    downloadCount: integer('download_count').notNull().default(0),
    creatorId: uuid('creator_id').notNull().references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('download_files_folder_idx').on(t.folderId, t.name),
    index('download_files_top_idx').on(t.downloadCount),
    check('download_files_source_chk', sql`(${t.source} = 'LOCAL' and ${t.fileId} is not null and ${t.url} is null) or (${t.source} = 'LINK' and ${t.fileId} is null and ${t.url} is not null)`),
  ],
);

/** The groups a non-public entry is shown to. */
export const downloadFileGroups = pgTable(
  'download_file_groups',
  {
    fileId: uuid('file_id').notNull().references(() => downloadFiles.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').notNull().references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.groupId] }), index('download_file_groups_group_idx').on(t.groupId)],
);
