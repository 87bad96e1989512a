import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { LIMITS } from '../limits.js';
import { USER_TYPES } from '../permissions.js';
import { ERRORS, type ErrorKey } from '../errors.js';

/** RSA public key (SPKI PEM) the web encrypts passwords with (RSA-OAEP, SHA-256, base64). */
export const ZPublicKey = z.object({ publicKey: z.string() });

/** An RSA-OAEP ciphertext of a password, base64. */
export const ZEncryptedPassword = z.string().min(1).max(1024);

export const ZLoginRequest = z.object({
  /** Account name; trimmed (spec §3). */
  username: z.string().trim().min(1).max(LIMITS.usernameMax),
  password: ZEncryptedPassword,
  /** The captcha answer, when one is required. */
  code: z.string().trim().max(10).optional().default(''),
  /** The id of the captcha the answer belongs to. */
  captchaId: z.string().uuid().optional(),
  /** Keeps the token 7 days instead of 1. */
  rememberMe: z.boolean().optional().default(false),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResult = z.object({
  token: z.string(),
  /** ISO time the token stops working. */
  expiresAt: z.string(),
  name: z.string(),
  userType: z.string(),
});
export type TLoginResult = z.infer<typeof ZLoginResult>;

export const ZCaptcha = z.object({ captchaId: z.string().uuid(), svg: z.string() });
export type TCaptcha = z.infer<typeof ZCaptcha>;

/** Whether the next login for this username from this address needs a captcha. */
export const ZCaptchaRequiredQuery = z.object({ username: z.string().trim().max(LIMITS.usernameMax).optional().default('') });
export const ZCaptchaRequired = z.object({ required: z.boolean() });

/** Permission map of spec §6: a permission is valid when its entry is missing or marked valid. */
export const ZPermissionMap = z.record(z.string(), z.object({ valid: z.boolean() }));
export type TPermissionMap = z.infer<typeof ZPermissionMap>;

export const ZLicenceNotice = z.object({
  /** Days until the licence ends. */
  dayremain: z.number().int(),
  /** True when the administrator should be warned (spec §8). */
  alert: z.boolean(),
});

/** The current user, loaded once by the navigation guard. */
export const ZCurrentUser = z.object({
  id: z.string().uuid(),
  name: z.string(),
  username: z.string(),
  userType: z.enum([...USER_TYPES, 'VISITOR']),
  company: z.string(),
  email: z.string(),
  mobileNo: z.string(),
  language: z.enum(LANGUAGES).nullable(),
  isVisitor: z.boolean(),
  permissions: ZPermissionMap,
  /** Pending work tasks plus pending feedback, for the badge on the user menu. */
  pendingCount: z.number().int().nonnegative(),
  licence: ZLicenceNotice.nullable(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

/** Where single sign-on starts: the provider's authorization address for this one attempt. */
export const ZSsoStart = z.object({ url: z.string() });

/**
 * What the provider sends the browser back with (OAuth 2.0 §4.1.2, RFC 9207's `iss`); other
 * parameters are ignored.
 */
export const ZSsoCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
});
export type TSsoCallbackQuery = z.infer<typeof ZSsoCallbackQuery>;

/** The login page's query parameter with the code of a single sign-on refusal (`#/login?ssoError=110042`). */
export const SSO_ERROR_PARAM = 'ssoError';

/** The refusals a single sign-on callback can end in, and so the codes `ssoFailure` explains. */
export const SSO_REFUSALS = [
  'SSO_NOT_CONFIGURED', 'SSO_FAILED', 'SSO_EXPIRED', 'SSO_USER_UNKNOWN', 'SSO_CLAIM_MISSING', 'SSO_CANCELLED',
  'ACCOUNT_DISABLED', 'ACCOUNT_LOCKED', 'LICENCE_EXPIRED', 'LICENCE_USER_LIMIT',
] as const satisfies readonly ErrorKey[];
export type SsoRefusal = (typeof SSO_REFUSALS)[number];

export const ZSsoFailureParams = z.object({
  code: z.coerce.number().int().refine((code) => SSO_REFUSALS.some((key) => ERRORS[key].code === code), 'not a single sign-on refusal'),
});
export const ZSsoFailure = z.object({ code: z.number().int(), message: z.string() });
export type TSsoFailure = z.infer<typeof ZSsoFailure>;

export const ZLogoutResult = z.object({
  /**
   * Where the browser goes next: the provider's end-session page for a user below the
   * administrators who logged in through single sign-on (spec §2's variant); null: the login page.
   */
  url: z.string().nullable(),
});
export type TLogoutResult = z.infer<typeof ZLogoutResult>;
