import {
  envelope, page, ZIdParams, ZResource, ZRole, ZRoleLinksRequest, ZRolePageRequest, ZRoleResourcePageRequest, ZRoleSaveRequest,
} from '@portal/contract';
import { ok } from '../../platform/http.js';
import { typed, userOf, type RoutesPlugin } from '../../platform/routes.js';
import * as access from './access.service.js';

const tags = ['access'];

export const accessRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);

  r.post('/rest/role/page', {
    config: { permission: 'PER_ROLE_MANAGEMENT_VIEW' },
    schema: { tags, summary: 'Roles, paged', body: ZRolePageRequest, response: { 200: envelope(page(ZRole)) } },
  }, async (req) => ok(await access.findRoles(ctx, userOf(req), req.body)));

  r.post('/rest/role', {
    config: { permission: 'PER_ROLE_MANAGEMENT_EDIT', objectRef: 'Role' },
    schema: { tags, summary: 'Create a role', body: ZRoleSaveRequest, response: { 200: envelope(ZRole) } },
  }, async (req) => ok(await access.createRole(ctx, userOf(req), req.body)));

  r.put('/rest/role/:id', {
    config: { permission: 'PER_ROLE_MANAGEMENT_EDIT', objectRef: 'Role' },
    schema: { tags, summary: 'Rename a role', params: ZIdParams, body: ZRoleSaveRequest, response: { 200: envelope(ZRole) } },
  }, async (req) => ok(await access.updateRole(ctx, userOf(req), req.params.id, req.body)));

  r.post('/rest/role/resource/page', {
    config: { permission: 'PER_ROLE_MANAGEMENT_VIEW' },
    schema: { tags, summary: 'Resources linked (or not) to a role', body: ZRoleResourcePageRequest, response: { 200: envelope(page(ZResource)) } },
  }, async (req) => ok(await access.findRoleResources(ctx, userOf(req), req.body)));

  r.post('/rest/role/resource/links/add', {
    config: { permission: 'PER_ROLE_MANAGEMENT_EDIT', objectRef: 'Role' },
    schema: { tags, summary: 'Link resources to a role', body: ZRoleLinksRequest, response: { 200: envelope(ZRole) } },
  }, async (req) => ok(await access.addRoleLinks(ctx, userOf(req), req.body)));

  r.delete('/rest/role/resource/links/delete', {
    config: { permission: 'PER_ROLE_MANAGEMENT_EDIT', objectRef: 'Role' },
    schema: { tags, summary: 'Unlink resources from a role', body: ZRoleLinksRequest, response: { 200: envelope(ZRole) } },
  }, async (req) => ok(await access.deleteRoleLinks(ctx, userOf(req), req.body)));
};
