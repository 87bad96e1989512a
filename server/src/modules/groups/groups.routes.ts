import { groupsEndpoints as E } from '@portal/contract';
import { ok } from '../../platform/envelope.js';
import { mount } from '../../platform/endpoints.js';
import type { RoutesPlugin } from '../../platform/routes.js';
import { accountGroups, setAccountGroups } from '../users/index.js';
import * as service from './groups.service.js';

/**
 * Groups (spec §7 Roles, rules, groups: the group calls; §6 group family). The list needs the
 * group menu; members (group_user) the maintenance permission; create, update, delete their
 * own; a user's groups (personal permission groups) the auth permission.
 */
export const groupsRoutes: RoutesPlugin = (app, ctx) => {
  // The user administration puts accounts into groups (decision 029: composed here).
  accountGroups.fill(service.groupsOf);
  setAccountGroups.fill(service.setGroupsOf);
  mount(app, E, {
    page: async (req) => ok(await service.listGroups(ctx, req.body)),
    create: async (req) => ok(await service.createGroup(ctx, req.body)),
    update: async (req) => {
      await service.updateGroup(ctx, req.params.id, req.body);
      return ok(null);
    },
    remove: async (req) => {
      await service.deleteGroup(ctx, req.params.id);
      return ok(null);
    },
    members: async (req) => ok(await service.listMembers(ctx, req.params.id, req.query)),
    searchMembers: async (req) => ok(await service.listMembers(ctx, req.params.id, req.query, req.params.searchKey)),
    addMembers: async (req) => ok(await service.addMembers(ctx, req.params.id, req.body.userIds)),
    removeMembers: async (req) => ok(await service.removeMembers(ctx, req.params.id, req.body.userIds)),
    candidates: async (req) => ok(await service.listCandidates(ctx, req.params.id, req.params.key)),
    permissionGroups: async (req) => ok(await service.permissionGroups(ctx, req.query.userId)),
    updatePermissionGroups: async (req) => {
      await service.updatePermissionGroups(ctx, req.body.userId, req.body.groupIds);
      return ok(null);
    },
  });
};
