import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The Han characters `search_chars` keeps (CJK unified ideographs, extension A, compatibility ideographs), as regex ranges. */
const HAN_RANGES = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';
/** A keyword's Han characters, as `search_chars` has them. */
export const HAN_CHARACTERS = new RegExp(`[${HAN_RANGES}]`, 'gu');

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    name: text('name').notNull().default(''),
    userType: text('user_type').notNull(),
    email: text('email').notNull().default(''),
    mobileNo: text('mobile_no').notNull().default(''),
    /** The company's name (other modules compare it); from `companyId` when set, else as registered. */
    company: text('company').notNull().default(''),
    companyId: uuid('company_id').references((): AnyPgColumn => companies.id),
    department: text('department').notNull().default(''),
    countryCode: text('country_code').notNull().default(''),
    language: text('language'),
    /**
     * What the user list's keyword is matched against: account, name, company and e-mail, lower
     * case, kept apart by a control character no one types (so no match spans two of them).
     */
    searchText: text('search_text').notNull().generatedAlwaysAs(
      (): SQL => sql`lower(${users.username} || chr(31) || ${users.name} || chr(31) || ${users.company} || chr(31) || ${users.email})`,
    ),
    /**
     * The Han characters of the name, company and e-mail: a trigram needs three characters, and a Chinese
     * surname is one (王), so a keyword's Han characters are looked up here (HAN_CHARACTERS).
     */
    searchChars: text('search_chars').array().notNull().generatedAlwaysAs(
      (): SQL => sql`array_remove(regexp_split_to_array(regexp_replace(${users.name} || ' ' || ${users.company} || ' ' || ${users.email}, ${sql.raw(`'[^${HAN_RANGES}]'`)}, '', 'g'), ''), '')`,
    ),
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
    index('users_company_idx').on(t.companyId),
    // The user list's keyword, any part of it (a case-sensitive LIKE on lower case: ILIKE on four columns
    // costs five times as much per row where the planner reads rows instead of the index).
    index('users_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('users_search_chars_idx').using('gin', t.searchChars),
    // The few locked or disabled accounts, in the list's order (its lock and state filters).
    index('users_locked_idx').on(sql`lower(${t.username})`).where(sql`${t.locked}`),
    index('users_disabled_idx').on(sql`lower(${t.username})`).where(sql`${t.disabled}`),
  ],
);

/**
 * The companies accounts belong to (spec §2 user_control, GET /rest/sqCompany/queryAll): dealers,
 * service stations and the manufacturer's own departments.
 */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** DEALER, SERVICE_STATION or DEPARTMENT (COMPANY_KINDS). */
  kind: text('kind').notNull(),
  countryCode: text('country_code').notNull().default(''),
  province: text('province').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A checked import sheet waiting for its confirmation (step 2), kept in the database so any server
 * process can confirm it; only its uploader can, once, before it expires.
 */
export const userImportStagings = pgTable(
  'user_import_stagings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The checked rows (ImportedAccount[]). */
    rows: jsonb('rows').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_import_stagings_owner_idx').on(t.ownerId)],
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
