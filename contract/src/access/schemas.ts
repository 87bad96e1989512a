import { z } from 'zod';
import { LIMITS } from '../limits.js';

export const ZResource = z.object({
  id: z.string().uuid(),
  /** The permission code the resource grants. */
  code: z.string(),
  name: z.string(),
  type: z.enum(['MENU', 'TAB', 'ACTION']),
  url: z.string(),
  family: z.string(),
  /** Whether the caller holds this code, and so may link it to a role or unlink it. */
  grantable: z.boolean(),
});
export const ZRole = z.object({
  id: z.string().uuid(),
  code: z.string(),
  name: z.string(),
  remark: z.string(),
  builtin: z.boolean(),
  resourceCount: z.number().int(),
  /** The user types whose rule gives this role to all their users (spec §7 rules). */
  ruleTypes: z.array(z.string()),
  /**
   * Whether the caller may rename this role and change its links: not the system administrators'
   * built-in role, not the built-in role of a type above the caller's, nothing the caller lacks.
   */
  editable: z.boolean(),
});
export type TRole = z.infer<typeof ZRole>;
export const ZRolePageRequest = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(LIMITS.tablePageSizeDefault),
  key: z.string().trim().max(100).optional(),
});
export const ROLE_CODE_MAX = 50;
export const ROLE_REMARK_MAX = 200;
/** A role code: letters, digits and underscore. */
export const ROLE_CODE_PATTERN = /^\w+$/;
export const ZRoleSaveRequest = z.object({
  code: z.string().trim().regex(ROLE_CODE_PATTERN).max(ROLE_CODE_MAX),
  name: z.string().trim().min(1).max(LIMITS.nameMax),
  remark: z.string().trim().max(ROLE_REMARK_MAX).optional().default(''),
});
export const ZRoleResourcePageRequest = z.object({
  roleId: z.string().uuid(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(500).default(LIMITS.tablePageSizeDefault),
  /** true: resources linked to the role; false: the others. */
  linked: z.boolean().default(true),
  key: z.string().trim().max(100).optional(),
});
export const ZRoleLinksRequest = z.object({
  roleId: z.string().uuid(),
  resourceIds: z.array(z.string().uuid()).min(1).max(500),
});

/** A user as the role screen shows them: a role's member, or one who could be given the role. */
export const ZRoleMember = z.object({
  id: z.string().uuid(),
  username: z.string(),
  name: z.string(),
  userType: z.string(),
  company: z.string(),
  /** Whether the caller may give this user the role or take it away: not a user of a type above theirs. */
  editable: z.boolean(),
});
export type TRoleMember = z.infer<typeof ZRoleMember>;
export const ZRoleMemberPageRequest = z.object({
  roleId: z.string().uuid(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(LIMITS.tablePageSizeDefault),
  /** true: users holding the role as their own; false: the others (to pick from). */
  member: z.boolean().default(true),
  /** Account, name or company. */
  key: z.string().trim().max(100).optional(),
});
/** Most users given or taken a role in one call. */
export const ROLE_MEMBERS_PER_CALL_MAX = 200;
export const ZRoleMembersChange = z.object({
  roleId: z.string().uuid(),
  userIds: z.array(z.string().uuid()).min(1).max(ROLE_MEMBERS_PER_CALL_MAX),
});
export const ZRoleMembersChanged = z.object({ changed: z.number().int().nonnegative() });
export const ZRoleDeleted = z.object({
  /** How many users held the role as their own and lost it with it. */
  members: z.number().int().nonnegative(),
});

/** A role as a rule names it. */
export const ZRuleRole = z.object({ id: z.string().uuid(), code: z.string(), name: z.string() });
/**
 * The rule of one user type (spec §7 rules): every user of the type holds its built-in role and
 * the roles the rule gives by default, besides the roles given to them one by one.
 */
export const ZRule = z.object({
  /** A user type of spec §1, or VISITOR (the shared visitor login). */
  userType: z.string(),
  builtinRole: ZRuleRole.extend({ resourceCount: z.number().int() }).nullable(),
  roles: z.array(ZRuleRole),
  /** Whether the caller may change this type's default roles: a type within the caller's reach. */
  editable: z.boolean(),
});
export type TRule = z.infer<typeof ZRule>;
export const ZRuleShowRequest = z.object({});
export const ZRuleUserTypeRequest = z.object({ userType: z.string().trim().min(1).max(50) });
/** Most roles one user type is given by default. */
export const RULE_ROLES_MAX = 50;
export const ZRuleUpdateRequest = z.object({
  userType: z.string().trim().min(1).max(50),
  /** The type's default roles beyond its built-in one, all of them: the rule becomes exactly these. */
  roleIds: z.array(z.string().uuid()).max(RULE_ROLES_MAX),
});
