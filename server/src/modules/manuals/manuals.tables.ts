import { sql } from 'drizzle-orm';
import {
  customType, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { LANGUAGES, type DiagramLabelKind, type Language, type ManualNodeKind, type ManualStatus, type ManualType } from '@portal/contract';
import { users } from '../users/index.js';

/** Text per language; titles are complete in en-US and fall back to it (contract `pickLanguage`). */
export type PartialLocalizedText = Partial<Record<Language, string>>;

/**
 * A tsvector built from our own tokens (`array_to_tsvector`), never by the text-search parser:
 * the parser does not split Chinese, and how it treats non-ASCII letters depends on the
 * database's locale, which differs between PGlite and PostgreSQL. See manuals.search.ts.
 */
export const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

/**
 * A manual (spec §1): one type, for a production line, series or model (code0/code1/code2 as
 * in the catalogue's model tree; '' = open), in one version, with its review state (spec §4).
 */
export const manualRoots = pgTable(
  'manual_roots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable across versions. */
    code: text('code').notNull(),
    type: text('type').$type<ManualType>().notNull(),
    names: jsonb('names').$type<PartialLocalizedText>().notNull(),
    code0: text('code0').notNull(),
    code1: text('code1').notNull().default(''),
    code2: text('code2').notNull().default(''),
    version: text('version').notNull(),
    status: text('status').$type<ManualStatus>().notNull().default('PENDING'),
    /** Languages with topic bodies, kept by the writer. */
    languages: text('languages').array().$type<Language[]>().notNull().default(sql`'{}'::text[]`),
    topicCount: integer('topic_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedByName: text('imported_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedByName: text('reviewed_by_name'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('manual_roots_code_version_uq').on(t.code, t.version),
    // One effective version per manual: the review transition retires the previous one.
    uniqueIndex('manual_roots_effective_uq').on(t.code).where(sql`${t.status} = 'EFFECTIVE'`),
    index('manual_roots_scope_idx').on(t.code0, t.code1, t.code2),
    index('manual_roots_status_idx').on(t.status, t.type),
  ],
);

/** The review history of a manual: imported, then each transition. */
export const manualReviewEvents = pgTable(
  'manual_review_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rootId: uuid('root_id').notNull().references(() => manualRoots.id, { onDelete: 'cascade' }),
    /** IMPORTED, VALID, INVALID, or SUPERSEDED when a newer version became effective. */
    action: text('action').notNull(),
    fromStatus: text('from_status').$type<ManualStatus>(),
    toStatus: text('to_status').$type<ManualStatus>().notNull(),
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    operatorName: text('operator_name').notNull().default(''),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('manual_review_events_root_idx').on(t.rootId, t.createdAt)],
);

/**
 * The tree of a manual: chapters, topics (HTML per language in manual_topic_contents) and
 * diagrams (SVG here, labels in manual_diagram_labels). `seq` is the reading order (pre-order)
 * within the manual, so previous/next topic is one indexed lookup.
 */
export const manualNodes = pgTable(
  'manual_nodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rootId: uuid('root_id').notNull().references(() => manualRoots.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    kind: text('kind').$type<ManualNodeKind>().notNull(),
    /** Unique within the manual. */
    code: text('code').notNull(),
    titles: jsonb('titles').$type<PartialLocalizedText>().notNull(),
    seq: integer('seq').notNull(),
    depth: smallint('depth').notNull(),
    /** DIAGRAM: the sanitized SVG. */
    svg: text('svg'),
  },
  (t) => [
    uniqueIndex('manual_nodes_root_code_uq').on(t.rootId, t.code),
    index('manual_nodes_root_seq_idx').on(t.rootId, t.seq),
    index('manual_nodes_parent_idx').on(t.parentId),
  ],
);

/**
 * A topic's or diagram's text in one language: a row for each language with a title; `html` is
 * null where the body falls back to another language. Its search fields live in the narrow
 * manual_topic_search below.
 */
export const manualTopicContents = pgTable(
  'manual_topic_contents',
  {
    nodeId: uuid('node_id').notNull().references(() => manualNodes.id, { onDelete: 'cascade' }),
    lang: text('lang').$type<Language>().notNull(),
    rootId: uuid('root_id').notNull().references(() => manualRoots.id, { onDelete: 'cascade' }),
    /** The node's reading order, copied from the node. */
    seq: integer('seq').notNull(),
    title: text('title').notNull(),
    /** Sanitized at write; images point at /rest/html/image/{id}. */
    html: text('html'),
    /** The body's text (tags dropped, whitespace collapsed), for snippets. */
    plainText: text('plain_text').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.nodeId, t.lang] }), index('manual_topic_contents_root_idx').on(t.rootId, t.lang)],
);

/**
 * The search fields of each row of manual_topic_contents, kept narrow so a search touches few
 * pages: `search` holds the title and body tokens (Latin words, their accent-free forms, CJK
 * unigrams and bigrams), `titleSearch` the title's (title hits rank first). The writer inserts a
 * manual's rows language by language, so one language's rows share pages. The GIN index has no
 * pending list (fastupdate off): searches never scan unmerged entries.
 *
 * `typeOrder`, `rootSort` and `rootCode` copy the manual's ranking (they never change once
 * written), so the order index walks hits in the order a search shows them: a word found in
 * thousands of topics stops after one page instead of sorting them all (decision 007).
 */
export const manualTopicSearch = pgTable(
  'manual_topic_search',
  {
    nodeId: uuid('node_id').notNull().references(() => manualNodes.id, { onDelete: 'cascade' }),
    lang: text('lang').$type<Language>().notNull(),
    rootId: uuid('root_id').notNull().references(() => manualRoots.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    titleSearch: tsvector('title_search').notNull(),
    search: tsvector('search').notNull(),
    /** The manual type's place in MANUAL_TYPES (service first). */
    typeOrder: smallint('type_order').notNull().default(0),
    rootSort: integer('root_sort').notNull().default(0),
    rootCode: text('root_code').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.nodeId, t.lang] }),
    index('manual_topic_search_idx').using('gin', t.search).with({ fastupdate: false }),
    index('manual_topic_search_title_idx').using('gin', t.titleSearch).with({ fastupdate: false }),
    index('manual_topic_search_root_lang_idx').on(t.rootId, t.lang),
    // One per language, partial: a search names its language, and an index led by the language
    // would be ANDed into every GIN bitmap (a fifth of the table) by the planner.
    ...LANGUAGES.map((lang) => index(`manual_topic_search_order_${lang.replace('-', '_').toLowerCase()}_idx`)
      .on(t.typeOrder, t.rootSort, t.rootCode, t.rootId, t.seq).where(sql.raw(`lang = '${lang}'`))),
  ],
);

/** An image of a manual; the bytes live in file storage under `fileKey` (content-addressed). */
export const manualImages = pgTable(
  'manual_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rootId: uuid('root_id').notNull().references(() => manualRoots.id, { onDelete: 'cascade' }),
    /** The name the topics referred to it by (the path in an import zip). */
    name: text('name').notNull(),
    fileKey: text('file_key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [uniqueIndex('manual_images_root_name_uq').on(t.rootId, t.name)],
);

/** Part codes a topic or diagram mentions (part detail's service-manual and circuit tabs). */
export const manualTopicParts = pgTable(
  'manual_topic_parts',
  {
    nodeId: uuid('node_id').notNull().references(() => manualNodes.id, { onDelete: 'cascade' }),
    rootId: uuid('root_id').notNull().references(() => manualRoots.id, { onDelete: 'cascade' }),
    partCode: text('part_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.nodeId, t.partCode] }), index('manual_topic_parts_code_idx').on(t.partCode)],
);

/** Labels of a wiring diagram (wire colours, connectors, components …), for search and highlighting. */
export const manualDiagramLabels = pgTable(
  'manual_diagram_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nodeId: uuid('node_id').notNull().references(() => manualNodes.id, { onDelete: 'cascade' }),
    rootId: uuid('root_id').notNull().references(() => manualRoots.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DiagramLabelKind>().notNull(),
    text: text('text').notNull(),
    color: text('color').notNull().default(''),
    /** The id of the label's element in the SVG. */
    elementId: text('element_id').notNull(),
    /** Document order within the diagram. */
    seq: integer('seq').notNull(),
  },
  (t) => [index('manual_diagram_labels_node_idx').on(t.nodeId, t.seq), index('manual_diagram_labels_root_idx').on(t.rootId)],
);

/** Views and prints of topics (spec §7 recordByTopicId, printTopicLog). */
export const manualTopicLogs = pgTable(
  'manual_topic_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nodeId: uuid('node_id').notNull().references(() => manualNodes.id, { onDelete: 'cascade' }),
    rootId: uuid('root_id').notNull().references(() => manualRoots.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    operatorName: text('operator_name').notNull(),
    /** VIEW or PRINT. */
    action: text('action').notNull(),
    lang: text('lang').$type<Language>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('manual_topic_logs_node_idx').on(t.nodeId, t.createdAt), index('manual_topic_logs_user_idx').on(t.userId, t.nodeId, t.action)],
);

/*
 * Writing: never insert into these tables directly; call `writeManual(db, input, { files })` from
 * manuals.write.ts (import, demo seed and benchmark alike). It sanitizes bodies and SVG, checks
 * images by their bytes, builds the search fields, and throws ManualInputError listing every
 * problem before writing anything. Its doc comment has a complete example.
 */
// schema: ready
