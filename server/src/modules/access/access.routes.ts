import { accessEndpoints as E } from '@portal/contract';
import { ok } from '../../platform/envelope.js';
import { mount } from '../../platform/endpoints.js';
import { userOf, type RoutesPlugin } from '../../platform/routes.js';
import { ssoRoles } from '../auth/index.js';
import { accountRoles, grantAccount } from '../users/index.js';
import * as access from './access.service.js';

export const accessRoutes: RoutesPlugin = (app, ctx) => {
  ssoRoles.fill(access.giveRolesByCode);
  // The user administration gives accounts roles by this module's rules (decision 029: composed here).
  accountRoles.fill(access.rolesOfAccount);
  grantAccount.fill(access.grantAccount);
  mount(app, E, {
    rolePage: async (req) => ok(await access.findRoles(ctx, userOf(req), req.body)),
    createRole: async (req) => ok(await access.createRole(ctx, userOf(req), req.body)),
    updateRole: async (req) => ok(await access.updateRole(ctx, userOf(req), req.params.id, req.body)),
    resourcePage: async (req) => ok(await access.findRoleResources(ctx, userOf(req), req.body)),
    addLinks: async (req) => ok(await access.addRoleLinks(ctx, userOf(req), req.body)),
    deleteLinks: async (req) => ok(await access.deleteRoleLinks(ctx, userOf(req), req.body)),
    deleteRole: async (req) => ok(await access.deleteRole(ctx, userOf(req), req.params.id)),
    memberPage: async (req) => ok(await access.findRoleMembers(ctx, userOf(req), req.body)),
    addMembers: async (req) => ok(await access.changeRoleMembers(ctx, userOf(req), req.body, true)),
    removeMembers: async (req) => ok(await access.changeRoleMembers(ctx, userOf(req), req.body, false)),
    ruleShow: async (req) => ok(await access.showRules(ctx, userOf(req))),
    ruleUserType: async (req) => ok(await access.ruleOfType(ctx, userOf(req), req.body.userType)),
    ruleUpdate: async (req) => ok(await access.updateRule(ctx, userOf(req), req.body)),
  });
};
