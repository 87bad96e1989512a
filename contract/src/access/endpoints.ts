import { z } from 'zod';
import { defineEndpoints } from '../endpoint.js';
import { page, ZIdParams } from '../envelope.js';
import {
  ZResource, ZRole, ZRoleDeleted, ZRoleLinksRequest, ZRoleMember, ZRoleMemberPageRequest, ZRoleMembersChange, ZRoleMembersChanged,
  ZRolePageRequest, ZRoleResourcePageRequest, ZRoleSaveRequest, ZRule, ZRuleShowRequest, ZRuleUpdateRequest, ZRuleUserTypeRequest,
} from './schemas.js';

/**
 * Roles, their resources and members, and the rules of which user types hold which roles by
 * default (spec §7 Roles, rules, groups). None keeps the token cache: each changes access.
 */
export const accessEndpoints = defineEndpoints('access', {
  rolePage: { method: 'POST', path: '/rest/role/page', access: 'PER_ROLE_MANAGEMENT_VIEW', readOnly: true, summary: 'Roles, paged', body: ZRolePageRequest, response: page(ZRole) },
  createRole: { method: 'POST', path: '/rest/role', access: 'PER_ROLE_MANAGEMENT_EDIT', objectRef: 'Role', summary: 'Create a role', body: ZRoleSaveRequest, response: ZRole },
  updateRole: { method: 'PUT', path: '/rest/role/:id', access: 'PER_ROLE_MANAGEMENT_EDIT', objectRef: 'Role', summary: 'Rename a role', params: ZIdParams, body: ZRoleSaveRequest, response: ZRole },
  resourcePage: { method: 'POST', path: '/rest/role/resource/page', access: 'PER_ROLE_MANAGEMENT_VIEW', readOnly: true, summary: 'Resources linked (or not) to a role', body: ZRoleResourcePageRequest, response: page(ZResource) },
  addLinks: { method: 'POST', path: '/rest/role/resource/links/add', access: 'PER_ROLE_MANAGEMENT_EDIT', objectRef: 'Role', summary: 'Link resources to a role', body: ZRoleLinksRequest, response: ZRole },
  deleteLinks: { method: 'DELETE', path: '/rest/role/resource/links/delete', access: 'PER_ROLE_MANAGEMENT_EDIT', objectRef: 'Role', summary: 'Unlink resources from a role', body: ZRoleLinksRequest, response: ZRole },
  deleteRole: { method: 'DELETE', path: '/rest/role/:id', access: 'PER_ROLE_MANAGEMENT_EDIT', objectRef: 'Role', summary: 'Delete a role (not a built-in one); the users holding it lose it in the same transaction', params: ZIdParams, response: ZRoleDeleted },
  memberPage: { method: 'POST', path: '/rest/role/users/page', access: 'PER_ROLE_MANAGEMENT_VIEW', readOnly: true, summary: 'Users holding a role as their own, or the others (to pick from), by account, name or company', body: ZRoleMemberPageRequest, response: page(ZRoleMember) },
  addMembers: { method: 'POST', path: '/rest/role/users', access: 'PER_ROLE_MANAGEMENT_EDIT', objectRef: 'Role', summary: 'Give a role to users (those holding it already are kept); all or none', body: ZRoleMembersChange, response: ZRoleMembersChanged },
  removeMembers: { method: 'DELETE', path: '/rest/role/users', access: 'PER_ROLE_MANAGEMENT_EDIT', objectRef: 'Role', summary: 'Take a role from users; all or none', body: ZRoleMembersChange, response: ZRoleMembersChanged },
  ruleShow: { method: 'POST', path: '/rest/rule/show', access: 'PER_ROLE_MANAGEMENT_VIEW', readOnly: true, summary: 'The rules: for every user type (and the visitor), its built-in role and the roles it gives by default', body: ZRuleShowRequest, response: z.array(ZRule) },
  ruleUserType: { method: 'POST', path: '/rest/rule/userType', access: 'PER_ROLE_MANAGEMENT_VIEW', readOnly: true, summary: 'The rule of one user type', body: ZRuleUserTypeRequest, response: ZRule },
  ruleUpdate: { method: 'POST', path: '/rest/rule/update', access: 'PER_ROLE_MANAGEMENT_EDIT', objectRef: 'Rule', summary: 'Replace the roles a user type gives by default (not built-in ones); all or nothing', body: ZRuleUpdateRequest, response: ZRule },
});
