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
  /** The company (sqCompany) the account belongs to; null for a self-declared company (registration). */
  companyId: z.string().uuid().nullable(),
  /** null when the caller may lock, disable or otherwise change this account (given the permission). */
  outOfReach: z.enum(USER_OUT_OF_REACH).nullable(),
});
export type TUserAdminRow = z.infer<typeof ZUserAdminRow>;

/** One value or several (the query repeats the name, spec §7: array parameters without indices). */
const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).max(USER_FILTER_VALUES_MAX)]).optional();
/** Most values one list filter takes (user types, companies). */
export const USER_FILTER_VALUES_MAX = 50;
const ZFlag = z.enum(['true', 'false']).optional();

/** The user list's filters; the export (account/derive) takes the same ones. */
export const ZUserFilter = z.object({
  /** Matched against account, name, company and e-mail. */
  key: z.string().trim().max(100).optional(),
  userType: oneOrMany(z.enum(USER_TYPES)),
  companyId: oneOrMany(z.string().uuid()),
  locked: ZFlag,
  disabled: ZFlag,
});
export type TUserFilter = z.infer<typeof ZUserFilter>;

/**
 * The user list counts its matches up to here ("more than 1,000"), as the inquiry list does: an
 * exact count of 100,000 accounts, or of a common name's, costs every page a scan of them all.
 */
export const USER_LIST_COUNT_CAP = 1000;

export const ZUserAdminQuery = ZUserFilter.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(LIMITS.tablePageSizeDefault),
});

export const ZLockedRequest = z.object({ locked: z.boolean() });
export const ZDisabledRequest = z.object({ disabled: z.boolean() });

export const ZCountry = z.object({ code: z.string(), name: z.string() });

// ---------------------------------------------------------------- companies

/** What a company is (spec §2 user_control: dealers, service stations, the manufacturer's departments). */
export const COMPANY_KINDS = ['DEALER', 'SERVICE_STATION', 'DEPARTMENT'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

/** A company accounts belong to (GET /rest/sqCompany/queryAll). */
export const ZCompany = z.object({
  id: z.string().uuid(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(COMPANY_KINDS),
  countryCode: z.string(),
  province: z.string(),
  /** A disabled company is listed (old accounts name it) but given to no account. */
  enabled: z.boolean(),
});
export type TCompany = z.infer<typeof ZCompany>;

// ---------------------------------------------------------------- user administration

/** A role or group as an account's detail names it. */
export const ZAccountRef = z.object({ id: z.string().uuid(), code: z.string(), name: z.string() });
export type TAccountRef = z.infer<typeof ZAccountRef>;

/** Most roles or groups one account is given in one call. */
export const ACCOUNT_REFS_MAX = 100;
const ZRefIds = z.array(z.string().uuid()).max(ACCOUNT_REFS_MAX);

/** One account as the edit form opens it: the row, its own roles (beyond its type's) and its groups. */
export const ZUserAdminDetail = ZUserAdminRow.extend({
  roles: z.array(ZAccountRef),
  groups: z.array(ZAccountRef),
});
export type TUserAdminDetail = z.infer<typeof ZUserAdminDetail>;

/** PUT /rest/base/user/admin/{id}: what an administrator changes on an account (not its name or password). */
export const ZUserUpdateRequest = z.object({
  name: z.string().trim().min(1).max(LIMITS.nameMax),
  userType: z.enum(USER_TYPES),
  /** null: no company of the list (a self-declared company text is kept). */
  companyId: z.string().uuid().nullable().default(null),
  department: ZOptionalText(LIMITS.nameMax),
  email: ZEmail.or(z.literal('')).default(''),
  mobileNo: z.string().trim().regex(PATTERNS.phone).or(z.literal('')).default(''),
  countryCode: z.string().trim().regex(/^[A-Z]{2}$/).or(z.literal('')).default(''),
  /** The account's own roles, all of them; left out: unchanged. */
  roleIds: ZRefIds.optional(),
  /** The account's groups, all of them; left out: unchanged. */
  groupIds: ZRefIds.optional(),
});
export type TUserUpdateRequest = z.input<typeof ZUserUpdateRequest>;

/** POST /rest/base/user/admin: a new account, with its login name and first password (encrypted). */
export const ZUserCreateRequest = ZUserUpdateRequest.extend({
  username: ZUsername,
  password: ZEncryptedPassword,
});
export type TUserCreateRequest = z.input<typeof ZUserCreateRequest>;

/** PUT /rest/base/user/admin/pwd/{id}: the password an administrator sets (encrypted). */
export const ZAdminPasswordRequest = z.object({ password: ZEncryptedPassword });

/** GET /rest/base/user/admin/resetPwd/{id}: where the recovery code went. */
export const ZResetMailSent = z.object({ sentTo: z.string() });

/** Most accounts one type change takes. */
export const USER_TYPE_CHANGE_MAX = 200;
/** POST /rest/base/user/userType: these accounts get this type, all or none. */
export const ZUserTypeChangeRequest = z.object({
  ids: z.array(z.string().uuid()).min(1).max(USER_TYPE_CHANGE_MAX),
  userType: z.enum(USER_TYPES),
});
export const ZChangedCount = z.object({ changed: z.number().int().nonnegative() });

/** GET /rest/base/user/getUserPage: accounts to pick from (a lean row). */
export const ZUserPickQuery = z.object({
  key: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(LIMITS.tablePageSizeDefault),
});
export const ZUserPick = z.object({
  id: z.string().uuid(),
  username: z.string(),
  name: z.string(),
  userType: z.enum(USER_TYPES),
  company: z.string(),
});

// ---------------------------------------------------------------- import

/**
 * The import sheet (POST /rest/import/user/excel): the first sheet, the template's header row
 * (in any of the six languages), one account per row. `company` is a company's code,
 * `userType` one of USER_TYPES. Imported accounts get no password from the sheet: an
 * administrator sets one or sends the recovery mail (docs/decisions).
 */
export const USER_IMPORT_COLUMNS = ['username', 'name', 'userType', 'company', 'department', 'email', 'mobileNo', 'countryCode'] as const;
export type UserImportColumn = (typeof USER_IMPORT_COLUMNS)[number];
/** Rows one import may hold (below the header). */
export const USER_IMPORT_MAX_ROWS = 10_000;
/** The upload's size limit in MB. */
export const USER_IMPORT_MAX_MB = 10;
/** What the workbook's parts read may unpack to, in MB: 10,000 rows of the template are about 3 MB. */
export const USER_IMPORT_MAX_UNPACKED_MB = 30;
/** Refused rows listed at most (the message counts them all). */
export const USER_IMPORT_ERRORS_LISTED_MAX = 1000;
/** How long a checked sheet waits for its confirmation, in seconds. */
export const USER_IMPORT_STAGING_TTL_SECONDS = 30 * 60;

/** One refused row: the sheet's row number (the header is row 1), the column, the cell and why. */
export const ZUserImportError = z.object({
  row: z.number().int(),
  column: z.string(),
  value: z.string(),
  message: z.string(),
});
export type TUserImportError = z.infer<typeof ZUserImportError>;

/** A checked sheet, waiting for the confirmation: how many rows, and which accounts exist already. */
export const ZUserImportCheck = z.object({
  stagingId: z.string().uuid(),
  rows: z.number().int().nonnegative(),
  /** Login names of the rows whose account exists: overwrite them, or leave them as they are? */
  existing: z.array(z.string()),
});
export type TUserImportCheck = z.infer<typeof ZUserImportCheck>;

/** A sheet refused as a whole: every refused row, nothing kept. */
export const ZUserImportFailure = z.object({
  success: z.literal(false),
  code: z.number().int(),
  message: z.string(),
  errorData: z.array(ZUserImportError),
});

/** GET /rest/import/user/excel/confirm: the checked sheet, and whether existing accounts are overwritten. */
export const ZUserImportConfirmQuery = z.object({
  stagingId: z.string().uuid(),
  overwrite: z.enum(['true', 'false']),
});
export const ZUserImportResult = z.object({
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  /** Existing accounts left as they were (no overwrite). */
  skipped: z.number().int().nonnegative(),
});
export type TUserImportResult = z.infer<typeof ZUserImportResult>;
