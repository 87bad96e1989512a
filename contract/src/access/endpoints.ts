import { defineEndpoints } from '../endpoint.js';
import { page, ZIdParams } from '../envelope.js';
import { ZResource, ZRole, ZRoleLinksRequest, ZRolePageRequest, ZRoleResourcePageRequest, ZRoleSaveRequest } from './schemas.js';

/** Roles and their resources (spec §7 Roles, rules, groups: the role calls). */
export const accessEndpoints = defineEndpoints('access', {
  rolePage: {
    method: 'POST', path: '/rest/role/page', access: 'PER_ROLE_MANAGEMENT_VIEW',
    summary: 'Roles, paged', body: ZRolePageRequest, response: page(ZRole),
  },
  createRole: {
    method: 'POST', path: '/rest/role', access: 'PER_ROLE_MANAGEMENT_EDIT', objectRef: 'Role',
    summary: 'Create a role', body: ZRoleSaveRequest, response: ZRole,
  },
  updateRole: {
    method: 'PUT', path: '/rest/role/:id', access: 'PER_ROLE_MANAGEMENT_EDIT', objectRef: 'Role',
    summary: 'Rename a role', params: ZIdParams, body: ZRoleSaveRequest, response: ZRole,
  },
  resourcePage: {
    method: 'POST', path: '/rest/role/resource/page', access: 'PER_ROLE_MANAGEMENT_VIEW',
    summary: 'Resources linked (or not) to a role', body: ZRoleResourcePageRequest, response: page(ZResource),
  },
  addLinks: {
    method: 'POST', path: '/rest/role/resource/links/add', access: 'PER_ROLE_MANAGEMENT_EDIT', objectRef: 'Role',
    summary: 'Link resources to a role', body: ZRoleLinksRequest, response: ZRole,
  },
  deleteLinks: {
    method: 'DELETE', path: '/rest/role/resource/links/delete', access: 'PER_ROLE_MANAGEMENT_EDIT', objectRef: 'Role',
    summary: 'Unlink resources from a role', body: ZRoleLinksRequest, response: ZRole,
  },
});
