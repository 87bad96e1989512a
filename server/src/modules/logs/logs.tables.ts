import { bigserial, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ClickObjectType } from '@portal/contract';

/**
 * What users open (POST /rest/log/create): a part, a manual topic, a manual; the click report
 * counts them. Partitioned by month of `at` like the other logs (decision 041), so the key holds `at`.
 * The object is kept by id, code and name as reported: the report reads one table, and an object
 * deleted later still shows under the name it had.
 */
export const clickLogs = pgTable(
  'click_logs',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id'),
    operatorName: text('operator_name').notNull().default(''),
    objectType: text('object_type').$type<ClickObjectType>().notNull(),
    objectId: text('object_id').notNull(),
    objectCode: text('object_code').notNull().default(''),
    objectName: text('object_name').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.at] }),
    index('click_logs_at_idx').on(t.at),
    index('click_logs_type_at_idx').on(t.objectType, t.at),
  ],
);
