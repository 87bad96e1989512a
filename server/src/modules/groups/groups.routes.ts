import { z } from 'zod';
import {
  envelope, page, ZEmptyEnvelope, ZGroup, ZGroupCandidatesParams, ZGroupIdParams, ZGroupInput, ZGroupMember, ZGroupMembersChange,
  ZGroupMembersPageQuery, ZGroupMembersSearchParams, ZGroupPageRequest, ZPermissionGroup, ZPermissionGroupsQuery, ZPermissionGroupsUpdate,
} from '@portal/contract';
import { ok } from '../../platform/http.js';
import { typed, type RoutesPlugin } from '../../platform/routes.js';
import * as service from './groups.service.js';

const tags = ['groups'];
const ZChanged = envelope(z.object({ changed: z.number().int().nonnegative() }));

/**
 * Groups (spec §7 Roles, rules, groups: the group calls; §6 group family). The list needs the
 * group menu; members (group_user) the maintenance permission; create, update, delete their
 * own; a user's groups (personal permission groups) the auth permission.
 */
export const groupsRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);

  r.post('/rest/base/group/page', {
    config: { permission: 'PER_GROUP_MANAGEMENT_VIEW', readOnly: true },
    schema: { tags, summary: 'A page of groups by keyword (code or name)', body: ZGroupPageRequest, response: { 200: envelope(page(ZGroup)) } },
  }, async (req) => ok(await service.listGroups(ctx, req.body)));

  r.post('/rest/base/group/', {
    config: { permission: 'PER_GROUP_MANAGEMENT_ADD', objectRef: 'Group', keepsAccess: true },
    schema: { tags, summary: 'Create a group (code of letters, digits, underscore; unique)', body: ZGroupInput, response: { 200: envelope(z.object({ id: z.string().uuid() })) } },
  }, async (req) => ok(await service.createGroup(ctx, req.body)));

  r.put('/rest/base/group/:id', {
    config: { permission: 'PER_GROUP_MANAGEMENT_UPDATE', objectRef: 'Group', keepsAccess: true },
    schema: { tags, summary: 'Change a group\'s code, name and remark', params: ZGroupIdParams, body: ZGroupInput, response: { 200: ZEmptyEnvelope } },
  }, async (req) => {
    await service.updateGroup(ctx, req.params.id, req.body);
    return ok(null);
  });

  r.delete('/rest/base/group/:id', {
    config: { permission: 'PER_GROUP_MANAGEMENT_DELETE', objectRef: 'Group', keepsAccess: true },
    schema: { tags, summary: 'Delete a group and its memberships (the users stay)', params: ZGroupIdParams, response: { 200: ZEmptyEnvelope } },
  }, async (req) => {
    await service.deleteGroup(ctx, req.params.id);
    return ok(null);
  });

  r.get('/rest/base/group/:id/users/page', {
    config: { permission: 'PER_GROUP_MANAGEMENT_MAINTENANCE_VIEW' },
    schema: { tags, summary: 'A page of the group\'s members', params: ZGroupIdParams, querystring: ZGroupMembersPageQuery, response: { 200: envelope(page(ZGroupMember)) } },
  }, async (req) => ok(await service.listMembers(ctx, req.params.id, req.query)));

  r.get('/rest/base/group/:id/users/page/:searchKey', {
    config: { permission: 'PER_GROUP_MANAGEMENT_MAINTENANCE_VIEW' },
    schema: { tags, summary: 'A page of the group\'s members matching a key (username, name, company)', params: ZGroupMembersSearchParams, querystring: ZGroupMembersPageQuery, response: { 200: envelope(page(ZGroupMember)) } },
  }, async (req) => ok(await service.listMembers(ctx, req.params.id, req.query, req.params.searchKey)));

  r.post('/rest/base/group/:id/users', {
    config: { permission: 'PER_GROUP_MANAGEMENT_MAINTENANCE_VIEW', objectRef: 'Group', keepsAccess: true },
    schema: { tags, summary: 'Add users to the group (those already in are kept)', params: ZGroupIdParams, body: ZGroupMembersChange, response: { 200: ZChanged } },
  }, async (req) => ok(await service.addMembers(ctx, req.params.id, req.body.userIds)));

  r.delete('/rest/base/group/:id/users', {
    config: { permission: 'PER_GROUP_MANAGEMENT_MAINTENANCE_VIEW', objectRef: 'Group', keepsAccess: true },
    schema: { tags, summary: 'Remove users from the group', params: ZGroupIdParams, body: ZGroupMembersChange, response: { 200: ZChanged } },
  }, async (req) => ok(await service.removeMembers(ctx, req.params.id, req.body.userIds)));

  r.get('/rest/base/user/:id/notGroup/:key', {
    config: { permission: 'PER_GROUP_MANAGEMENT_MAINTENANCE_VIEW' },
    schema: { tags, summary: 'Users outside group {id} matching key (username, name, company), at most 50', params: ZGroupCandidatesParams, response: { 200: envelope(z.array(ZGroupMember)) } },
  }, async (req) => ok(await service.listCandidates(ctx, req.params.id, req.params.key)));

  r.get('/rest/base/group/permission/groups', {
    config: { permission: 'PER_GROUP_MANAGEMENT_AUTH' },
    schema: { tags, summary: 'Every group, marked where the user is a member', querystring: ZPermissionGroupsQuery, response: { 200: envelope(z.array(ZPermissionGroup)) } },
  }, async (req) => ok(await service.permissionGroups(ctx, req.query.userId)));

  r.post('/rest/base/group/permission/update', {
    config: { permission: 'PER_GROUP_MANAGEMENT_AUTH', objectRef: 'User', keepsAccess: true },
    schema: { tags, summary: 'Set a user\'s groups to exactly these', body: ZPermissionGroupsUpdate, response: { 200: ZEmptyEnvelope } },
  }, async (req) => {
    await service.updatePermissionGroups(ctx, req.body.userId, req.body.groupIds);
    return ok(null);
  });
};
