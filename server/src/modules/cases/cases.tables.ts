import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CaseStatus, Language } from '@portal/contract';
import { users } from '../users/index.js';
import { tsvector } from '../manuals/index.js';

/**
 * A technical case (spec §4 Technical case): a fault of a model and how it was fixed, written in
 * one language. `search` holds the tokens of its text made by the manuals' tokenizer
 * (manuals.search.ts: Latin words with accent-free forms, CJK unigrams and bigrams), so a query
 * in any of the six languages, Chinese included, finds it through the GIN index.
 * No personal data: no VIN, store, reporter or phone (a pushed inquiry leaves them behind).
 */
export const technicalCases = pgTable(
  'technical_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The case number's serial (caseNo = TC + six digits). */
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    status: text('status').$type<CaseStatus>().notNull(),
    title: text('title').notNull(),
    language: text('language').$type<Language>().notNull(),
    carSeries: text('car_series').notNull(),
    modelCode: text('model_code').notNull(),
    modelName: text('model_name').notNull().default(''),
    faultName: text('fault_name').notNull(),
    faultModule: text('fault_module').notNull().default(''),
    faultSystem: text('fault_system').notNull().default(''),
    faultPosition: text('fault_position').notNull().default(''),
    damageType: text('damage_type').notNull().default(''),
    partCode: text('part_code').notNull().default(''),
    partName: text('part_name').notNull().default(''),
    customerOriginDesc: text('customer_origin_desc').notNull().default(''),
    faultAppearanceConfirm: text('fault_appearance_confirm').notNull().default(''),
    faultExamine: text('fault_examine').notNull().default(''),
    faultCheckDesc: text('fault_check_desc').notNull().default(''),
    faultReason: text('fault_reason').notNull().default(''),
    repairPlanDesc: text('repair_plan_desc').notNull().default(''),
    search: tsvector('search').notNull(),
    /** The inquiry it was pushed from (module inquiry; no foreign key across modules' lifecycles). */
    sourceInquiryId: uuid('source_inquiry_id'),
    sourceFormNo: text('source_form_no').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('technical_cases_seq_uq').on(t.seq),
    // An inquiry becomes at most one case.
    uniqueIndex('technical_cases_source_uq').on(t.sourceInquiryId).where(sql`${t.sourceInquiryId} is not null`),
    index('technical_cases_search_idx').using('gin', t.search).with({ fastupdate: false }),
    // The library's order (newest published first) within a status.
    index('technical_cases_status_order_idx').on(t.status, t.publishedAt.desc(), t.seq.desc()),
    index('technical_cases_model_idx').on(t.modelCode, t.status),
    index('technical_cases_series_idx').on(t.carSeries, t.status),
  ],
);

/** Each transition of a case (created, submitted, approved, rejected, updated, invalidated). */
export const technicalCaseEvents = pgTable(
  'technical_case_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id').notNull().references(() => technicalCases.id, { onDelete: 'cascade' }),
    /** PUSH, CREATE or a CaseAction. */
    action: text('action').notNull(),
    fromStatus: text('from_status').$type<CaseStatus>(),
    toStatus: text('to_status').$type<CaseStatus>().notNull(),
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    operatorName: text('operator_name').notNull().default(''),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('technical_case_events_case_idx').on(t.caseId, t.createdAt)],
);
