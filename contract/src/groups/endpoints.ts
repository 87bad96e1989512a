import { z } from 'zod';
import { defineEndpoints } from '../endpoint.js';
import { page } from '../envelope.js';
import {
  ZGroup, ZGroupCandidatesParams, ZGroupIdParams, ZGroupInput, ZGroupMember, ZGroupMembersChange, ZGroupMembersPageQuery,
  ZGroupMembersSearchParams, ZGroupPageRequest, ZPermissionGroup, ZPermissionGroupsQuery, ZPermissionGroupsUpdate,
} from './schemas.js';

/** How many memberships a change made. */
const ZChanged = z.object({ changed: z.number().int().nonnegative() });

/**
 * Groups (spec §7 Roles, rules, groups: the group calls; §6 group family). The list needs the
 * group menu; members (group_user) the maintenance permission; create, update, delete their
 * own; a user's groups (personal permission groups) the auth permission.
 */
export const groupsEndpoints = defineEndpoints('groups', {
  page: { method: 'POST', path: '/rest/base/group/page', access: 'PER_GROUP_MANAGEMENT_VIEW', readOnly: true, summary: 'A page of groups by keyword (code or name)', body: ZGroupPageRequest, response: page(ZGroup) },
  create: { method: 'POST', path: '/rest/base/group/', access: 'PER_GROUP_MANAGEMENT_ADD', objectRef: 'Group', keepsAccess: true, summary: 'Create a group (code of letters, digits, underscore; unique)', body: ZGroupInput, response: z.object({ id: z.string().uuid() }) },
  update: { method: 'PUT', path: '/rest/base/group/:id', access: 'PER_GROUP_MANAGEMENT_UPDATE', objectRef: 'Group', keepsAccess: true, summary: 'Change a group\'s code, name and remark', params: ZGroupIdParams, body: ZGroupInput, response: z.null() },
  remove: { method: 'DELETE', path: '/rest/base/group/:id', access: 'PER_GROUP_MANAGEMENT_DELETE', objectRef: 'Group', keepsAccess: true, summary: 'Delete a group and its memberships (the users stay)', params: ZGroupIdParams, response: z.null() },
  members: { method: 'GET', path: '/rest/base/group/:id/users/page', access: 'PER_GROUP_MANAGEMENT_MAINTENANCE_VIEW', summary: 'A page of the group\'s members', params: ZGroupIdParams, query: ZGroupMembersPageQuery, response: page(ZGroupMember) },
  searchMembers: { method: 'GET', path: '/rest/base/group/:id/users/page/:searchKey', access: 'PER_GROUP_MANAGEMENT_MAINTENANCE_VIEW', summary: 'A page of the group\'s members matching a key (username, name, company)', params: ZGroupMembersSearchParams, query: ZGroupMembersPageQuery, response: page(ZGroupMember) },
  addMembers: { method: 'POST', path: '/rest/base/group/:id/users', access: 'PER_GROUP_MANAGEMENT_MAINTENANCE_VIEW', objectRef: 'Group', keepsAccess: true, summary: 'Add users to the group (those already in are kept)', params: ZGroupIdParams, body: ZGroupMembersChange, response: ZChanged },
  removeMembers: { method: 'DELETE', path: '/rest/base/group/:id/users', access: 'PER_GROUP_MANAGEMENT_MAINTENANCE_VIEW', objectRef: 'Group', keepsAccess: true, summary: 'Remove users from the group', params: ZGroupIdParams, body: ZGroupMembersChange, response: ZChanged },
  candidates: { method: 'GET', path: '/rest/base/user/:id/notGroup/:key', access: 'PER_GROUP_MANAGEMENT_MAINTENANCE_VIEW', summary: 'Users outside group {id} matching key (username, name, company), at most 50', params: ZGroupCandidatesParams, response: z.array(ZGroupMember) },
  permissionGroups: { method: 'GET', path: '/rest/base/group/permission/groups', access: 'PER_GROUP_MANAGEMENT_AUTH', summary: 'Every group, marked where the user is a member', query: ZPermissionGroupsQuery, response: z.array(ZPermissionGroup) },
  updatePermissionGroups: { method: 'POST', path: '/rest/base/group/permission/update', access: 'PER_GROUP_MANAGEMENT_AUTH', objectRef: 'User', keepsAccess: true, summary: 'Set a user\'s groups to exactly these', body: ZPermissionGroupsUpdate, response: z.null() },
});
