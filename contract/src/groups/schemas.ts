import { z } from 'zod';
import { wholeNumber, ZId, ZPageQuery } from '../envelope.js';

/*
 * User groups (spec §3 Group, §7 Roles, rules, groups: the group calls). A group is an audience:
 * other domains (bulletins, download visibility) address users through it.
 */

export const GROUP_CODE_MAX = 50;
export const GROUP_NAME_MAX = 100;
export const GROUP_REMARK_MAX = 500;
/** Most users added or removed in one call. */
export const GROUP_MEMBERS_PER_CALL_MAX = 500;

/** Spec §5: group code of letters, digits and underscore only. */
export const GROUP_CODE_PATTERN = /^[A-Za-z0-9_]+$/;

/** The one schema of a group's fields: the create and update bodies, and the screen's form. */
export const ZGroupInput = z.object({
  code: z.string().trim().min(1).max(GROUP_CODE_MAX).regex(GROUP_CODE_PATTERN, 'letters, digits and underscore only'),
  name: z.string().trim().min(1).max(GROUP_NAME_MAX),
  remark: z.string().trim().max(GROUP_REMARK_MAX).default(''),
});
export type TGroupInput = z.input<typeof ZGroupInput>;

export const ZGroup = z.object({
  id: ZId,
  code: z.string(),
  name: z.string(),
  remark: z.string(),
  /** How many users are in it. */
  memberCount: z.number().int().nonnegative(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TGroup = z.infer<typeof ZGroup>;

/** POST /rest/base/group/page: by keyword on code or name. */
export const ZGroupPageRequest = ZPageQuery.extend({
  keyword: z.string().trim().max(100).default(''),
});

/** A member row of group_user (and a candidate of the add dialog). */
export const ZGroupMember = z.object({
  id: ZId,
  username: z.string(),
  name: z.string(),
  userType: z.string(),
  company: z.string(),
  email: z.string(),
});
export type TGroupMember = z.infer<typeof ZGroupMember>;

export const ZGroupIdParams = z.object({ id: ZId });
export const ZGroupMembersSearchParams = z.object({ id: ZId, searchKey: z.string().trim().max(100) });
export const ZGroupMembersPageQuery = ZPageQuery;

/** POST and DELETE /rest/base/group/{id}/users. */
export const ZGroupMembersChange = z.object({
  userIds: z.array(ZId).min(1).max(GROUP_MEMBERS_PER_CALL_MAX),
});

/** GET /rest/base/user/{id}/notGroup/{key}: users outside group {id} matching key (the add dialog). */
export const ZGroupCandidatesParams = z.object({ id: ZId, key: z.string().trim().min(1).max(100) });

/** GET /rest/base/group/permission/groups?userId=: every group, marked where the user is a member. */
export const ZPermissionGroupsQuery = z.object({ userId: ZId });
export const ZPermissionGroup = z.object({ id: ZId, code: z.string(), name: z.string(), member: z.boolean() });
export type TPermissionGroup = z.infer<typeof ZPermissionGroup>;

/** POST /rest/base/group/permission/update: the user's groups become exactly these. */
export const ZPermissionGroupsUpdate = z.object({
  userId: ZId,
  groupIds: z.array(ZId).max(1000),
});

export const ZGroupMembersChangeResult = z.object({ changed: wholeNumber(0) });
