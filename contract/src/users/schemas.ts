import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { LIMITS } from '../limits.js';
import { PATTERNS } from '../patterns.js';
import { USER_TYPES } from '../permissions.js';
import { ZEncryptedPassword } from '../auth/schemas.js';

const ZUsername = z.string().trim().regex(PATTERNS.username);
const ZEmail = z.string().trim().max(LIMITS.emailMax).regex(PATTERNS.email);
const ZOptionalText = (max: number) => z.string().trim().max(max).optional().default('');

/** Purposes a verification code is sent for (spec §7 verify-code: register, forgetPwd). */
export const VERIFY_PURPOSES = ['register', 'forgetPwd'] as const;
export const ZVerifyCodeParams = z.object({ purpose: z.enum(VERIFY_PURPOSES) });
/** Register sends to an e-mail address; forgetPwd to the account's own address. */
export const ZVerifyCodeQuery = z.object({
  email: ZEmail.optional(),
  username: ZUsername.optional(),
});
export const ZVerifyCodeSent = z.object({
  /** The address the code went to, masked (`d***r@example.com`). */
  sentTo: z.string(),
  /** Seconds before another code may be asked for. */
  resendAfter: z.number().int(),
});
export const ZRegisterMethods = z.object({ methods: z.array(z.enum(['email'])) });

export const ZRegisterRequest = z.object({
  username: ZUsername,
  password: ZEncryptedPassword,
  email: ZEmail,
  code: z.string().trim().length(LIMITS.verifyCodeLength),
  name: ZOptionalText(LIMITS.nameMax),
  company: ZOptionalText(LIMITS.companyMax),
  mobileNo: z.string().trim().regex(PATTERNS.phone).optional().or(z.literal('')).default(''),
  countryCode: z.string().trim().max(3).optional().default(''),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** Step 1 of password recovery: the account exists; where its code would go. */
export const ZAccountDetail = z.object({ id: z.string().uuid(), username: z.string(), maskedEmail: z.string() });

/** Step 2: the code proves the person; answers a short-lived reset ticket. */
export const ZValidationRequest = z.object({ username: ZUsername, code: z.string().trim().length(LIMITS.verifyCodeLength) });
export const ZResetTicket = z.object({ ticket: z.string() });

/** Step 3: the new password, with the ticket. */
export const ZResetPasswordRequest = z.object({ ticket: z.string().min(1).max(200), password: ZEncryptedPassword });

/** Password change by the user (old, new, repeat). */
export const ZChangePasswordRequest = z.object({
  oldPassword: ZEncryptedPassword,
  newPassword: ZEncryptedPassword,
  repeatPassword: ZEncryptedPassword,
});

/** Amending one's own user info. */
export const ZAmendUserRequest = z.object({
  name: z.string().trim().min(1).max(LIMITS.nameMax),
  email: ZEmail.or(z.literal('')).default(''),
  mobileNo: z.string().trim().regex(PATTERNS.phone).or(z.literal('')).default(''),
  company: ZOptionalText(LIMITS.companyMax),
  department: ZOptionalText(LIMITS.nameMax),
  language: z.enum(LANGUAGES).nullable().optional(),
});
export type TAmendUserRequest = z.infer<typeof ZAmendUserRequest>;

/** A user as the user-info screen and the admin list show them (spec §3 user list row). */
export const ZUserInfo = z.object({
  id: z.string().uuid(),
  username: z.string(),
  name: z.string(),
  userType: z.enum([...USER_TYPES, 'VISITOR']),
  email: z.string(),
  mobileNo: z.string(),
  company: z.string(),
  department: z.string(),
  country: z.object({ code: z.string(), name: z.string() }).nullable(),
  language: z.enum(LANGUAGES).nullable(),
  locked: z.boolean(),
  disabled: z.boolean(),
  updateTime: z.string(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

/** Why an administrator may not act on an account: their own, or one of a user type above theirs. */
export const USER_OUT_OF_REACH = ['self', 'higherType'] as const;
/** A row of the user administration list: the user, and whether the caller may act on them. */
export const ZUserAdminRow = ZUserInfo.extend({
  /** null when the caller may lock, disable or otherwise change this account (given the permission). */
  outOfReach: z.enum(USER_OUT_OF_REACH).nullable(),
});
export type TUserAdminRow = z.infer<typeof ZUserAdminRow>;

export const ZUserAdminQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(LIMITS.tablePageSizeDefault),
  key: z.string().trim().max(100).optional(),
  userType: z.union([z.enum(USER_TYPES), z.array(z.enum(USER_TYPES))]).optional(),
  locked: z.enum(['true', 'false']).optional(),
});

export const ZLockedRequest = z.object({ locked: z.boolean() });
export const ZDisabledRequest = z.object({ disabled: z.boolean() });

export const ZCountry = z.object({ code: z.string(), name: z.string() });
