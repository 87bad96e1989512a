import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

/** A guarded thing (menu, tab, action); linking it to a role grants its permission code. */
export const resources = pgTable('resources', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  url: text('url').notNull().default(''),
  family: text('family').notNull(),
});

export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  remark: text('remark').notNull().default(''),
  builtin: boolean('builtin').notNull().default(false),
  /** The user type (or VISITOR) whose default role this is; every such user holds it. */
  subject: text('subject').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const roleResources = pgTable(
  'role_resources',
  {
    roleId: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id').notNull().references(() => resources.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.resourceId] })],
);

/** Roles given to a user beyond the default role of their type. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/**
 * The rules of spec §7: roles every user of a type holds by default, besides the type's built-in
 * role and the roles given to them one by one. Built-in roles are never listed here.
 */
export const ruleRoles = pgTable(
  'rule_roles',
  {
    userType: text('user_type').notNull(),
    roleId: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userType, t.roleId] })],
);
