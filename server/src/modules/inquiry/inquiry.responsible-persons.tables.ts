import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

/**
 * Responsible persons (spec §3 Responsible person; §2 processing group, expert group, department
 * leader): who an area's inquiries go to. One row is one user in one role:
 * - PROCESSOR: handles the inquiries of one area (a province, or one city of it); at most one per area.
 * - LEADER: sees the inquiries of an area (and leads a department when `department` is set).
 * - EXPERT: can be asked by a handler; `department` is the speciality, the area is optional.
 * An empty `provinceCode` means every area; an empty `cityCode` the whole province.
 */
export const responsiblePersons = pgTable(
  'responsible_persons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role').notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    provinceCode: text('province_code').notNull().default(''),
    cityCode: text('city_code').notNull().default(''),
    department: text('department').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('responsible_persons_uq').on(t.role, t.userId, t.provinceCode, t.cityCode),
    // Routing needs one answer: one processor per area.
    uniqueIndex('responsible_persons_processor_area_uq').on(t.provinceCode, t.cityCode).where(sql`${t.role} = 'PROCESSOR'`),
    index('responsible_persons_area_idx').on(t.provinceCode, t.cityCode),
    index('responsible_persons_user_idx').on(t.userId),
  ],
);
