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
export const ZRoleSaveRequest = z.object({
  code: z.string().trim().regex(/^\w+$/).max(50),
  name: z.string().trim().min(1).max(LIMITS.nameMax),
  remark: z.string().trim().max(200).optional().default(''),
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
