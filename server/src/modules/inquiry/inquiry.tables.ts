import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

const str = (name: string) => text(name).notNull().default('');

/** Inquiry forms (spec §3 Inquiry form); the workflow is docs/decisions/015-inquiry-workflow.md. */
export const inquiryForms = pgTable(
  'inquiry_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** IQ + YYYYMMDD + a five-digit number of the day, given on first save. */
    formNo: text('form_no').notNull().unique(),
    /** One of INQUIRY_STATUSES. */
    status: text('status').notNull(),
    createrId: uuid('creater_id').notNull().references(() => users.id),
    handlerId: uuid('handler_id').references(() => users.id),
    expertId: uuid('expert_id').references(() => users.id),
    /** The area's department leaders when it was routed: they see and steer it. */
    leaderIds: uuid('leader_ids').array().notNull().default(sql`'{}'::uuid[]`),
    vinCode: str('vin_code'),
    constructionFormNo: str('construction_form_no'),
    consultType: str('consult_type'),
    emergencyLevel: str('emergency_level'),
    carSeries: str('car_series'),
    modelCode: str('model_code'),
    modelName: str('model_name'),
    productionDate: str('production_date'),
    saleDate: str('sale_date'),
    motorNo: str('motor_no'),
    driverType: str('driver_type'),
    driverMotorModel: str('driver_motor_model'),
    driverMotorNo: str('driver_motor_no'),
    batteryPackNo: str('battery_pack_no'),
    rangeExtenderNo: str('range_extender_no'),
    exteriorTrimmingColor: str('exterior_trimming_color'),
    driveMileage: str('drive_mileage'),
    storeNo: str('store_no'),
    storeName: str('store_name'),
    provinceCode: str('province_code'),
    cityCode: str('city_code'),
    createrName: str('creater_name'),
    createrTelNo: str('creater_tel_no'),
    roadRescue: text('road_rescue').notNull().default('N'),
    repeatRepair: text('repeat_repair').notNull().default('N'),
    isModified: text('is_modified').notNull().default('N'),
    modifiedDesc: str('modified_desc'),
    faultName: str('fault_name'),
    faultModule: str('fault_module'),
    faultSystem: str('fault_system'),
    faultPosition: str('fault_position'),
    damageType: str('damage_type'),
    partCode: str('part_code'),
    partName: str('part_name'),
    faultDate: str('fault_date'),
    customerOriginDesc: str('customer_origin_desc'),
    faultAppearanceConfirm: str('fault_appearance_confirm'),
    faultExamine: str('fault_examine'),
    faultReason: str('fault_reason'),
    faultCheckDesc: str('fault_check_desc'),
    repairPlanDesc: str('repair_plan_desc'),
    /** Ratings 1–5 given by the creator when closing; null until closed. */
    serviceAttitude: integer('service_attitude'),
    professionalSkill: integer('professional_skill'),
    timelyResponse: integer('timely_response'),
    closeComment: str('close_comment'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiry_forms_creater_idx').on(t.createrId, t.createdAt),
    index('inquiry_forms_handler_idx').on(t.handlerId, t.status),
    index('inquiry_forms_expert_idx').on(t.expertId, t.status),
    index('inquiry_forms_leaders_idx').using('gin', t.leaderIds),
    index('inquiry_forms_status_created_idx').on(t.status, t.createdAt),
    index('inquiry_forms_vin_idx').on(t.vinCode),
    // Staff lists, the statistics page and the export's keyset batches: newest first over a date range (bench/results/inquiries.md).
    index('inquiry_forms_created_idx').on(t.createdAt, t.id),
    // The list's VIN filter is a substring (ilike '%…%'): trigrams, as the catalogue's VIN search.
    index('inquiry_forms_vin_trgm_idx').using('gin', sql`${t.vinCode} gin_trgm_ops`),
    // A staff list by fault module over a date range, newest first (status: its count reads the index alone).
    index('inquiry_forms_module_created_idx').on(t.faultModule, t.createdAt, t.status),
  ],
);

/**
 * Inquiries by creation day (UTC) and status, kept by a trigger on inquiry_forms in the same
 * transaction as every insert, status change and delete (migration 0021 inquiry_speed): the
 * statistics report's total over a year without counting the year's rows.
 */
export const inquiryDailyCounts = pgTable(
  'inquiry_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
);
export type InquiryFormRow = typeof inquiryForms.$inferSelect;

/** Form numbers given per day, so two submits at once never share one. */
export const inquiryFormCounters = pgTable('inquiry_form_counters', {
  day: text('day').primaryKey(),
  last: integer('last').notNull(),
});

/** Every transition of an inquiry (POST /rest/base/status/log/page); durations are computed from it. */
export const inquiryStatusLogs = pgTable(
  'inquiry_status_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id').notNull().references(() => inquiryForms.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    /** Null for the first save. */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    operatorId: uuid('operator_id').notNull().references(() => users.id),
    remark: str('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiry_status_logs_inquiry_idx').on(t.inquiryId, t.createdAt)],
);

/** The reply thread of an inquiry (spec §3 Reply message). */
export const inquiryReplies = pgTable(
  'inquiry_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id').notNull().references(() => inquiryForms.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').notNull().references(() => users.id),
    msgReceiverId: uuid('msg_receiver_id').references(() => users.id),
    comment: text('comment').notNull(),
    /** An internal note of the handling side: never shown, sent or mailed to the inquiry's creator (the dealer). */
    internal: boolean('internal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiry_replies_inquiry_idx').on(t.inquiryId, t.createdAt)],
);
