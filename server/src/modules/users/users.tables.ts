import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    name: text('name').notNull().default(''),
    userType: text('user_type').notNull(),
    email: text('email').notNull().default(''),
    mobileNo: text('mobile_no').notNull().default(''),
    company: text('company').notNull().default(''),
    department: text('department').notNull().default(''),
    countryCode: text('country_code').notNull().default(''),
    language: text('language'),
    passwordHash: text('password_hash').notNull(),
    locked: boolean('locked').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    /** The built-in visitor account behind the visitor login. */
    isVisitor: boolean('is_visitor').notNull().default(false),
    /** Failed logins before this moment no longer count toward a lock (set on unlock). */
    failuresClearedAt: timestamp('failures_cleared_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_user_type_idx').on(t.userType),
  ],
);

/** E-mailed codes for registration and password recovery; the code is kept hashed. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    /** Lower-cased e-mail (register) or username (forgetPwd). */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_target_idx').on(t.purpose, t.target)],
);

/** Proof that step 2 of password recovery passed; spent by step 3. */
export const resetTickets = pgTable('reset_tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  ticketHash: text('ticket_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
