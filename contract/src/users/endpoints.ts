import { z } from 'zod';
import { defineEndpoints } from '../endpoint.js';
import { page, ZIdParams } from '../envelope.js';
import {
  ZAccountDetail, ZAmendUserRequest, ZChangePasswordRequest, ZCountry, ZDisabledRequest, ZLockedRequest, ZRegisterMethods,
  ZRegisterRequest, ZResetPasswordRequest, ZResetTicket, ZUserAdminQuery, ZUserAdminRow, ZUserInfo, ZValidationRequest,
  ZVerifyCodeParams, ZVerifyCodeQuery, ZVerifyCodeSent,
} from './schemas.js';

/** Users (spec §7 Users): registration, password recovery, my info, user management. */
export const usersEndpoints = defineEndpoints('users', {
  verifyCodeMethods: {
    method: 'GET', path: '/rest/base/user/verify-code/method', access: 'public',
    summary: 'How verification codes are delivered', response: ZRegisterMethods,
  },
  sendVerifyCode: {
    method: 'GET', path: '/rest/base/user/verify-code/:purpose', access: 'public', objectRef: 'VerificationCode', rateLimit: 'verifyCode',
    summary: 'Send a verification code (register: to email; forgetPwd: to the account)',
    params: ZVerifyCodeParams, query: ZVerifyCodeQuery, response: ZVerifyCodeSent,
  },
  register: {
    method: 'POST', path: '/rest/base/user/register', access: 'public', objectRef: 'User', rateLimit: 'register',
    summary: 'Self-registration with an e-mailed code; the account has type REGISTER', body: ZRegisterRequest, response: z.object({ username: z.string() }),
  },
  accountDetail: {
    method: 'GET', path: '/rest/base/user/detail/:name', access: 'public', rateLimit: 'recovery',
    summary: 'Password recovery step 1: the account and its masked e-mail',
    params: z.object({ name: z.string().trim().min(1).max(30) }), response: ZAccountDetail,
  },
  validateCode: {
    method: 'POST', path: '/rest/base/user/validation', access: 'public', objectRef: 'User', rateLimit: 'recovery',
    summary: 'Password recovery step 2: check the code, get a reset ticket', body: ZValidationRequest, response: ZResetTicket,
  },
  resetPassword: {
    method: 'PUT', path: '/rest/base/user/pwd/:id', access: 'public', objectRef: 'User', rateLimit: 'recovery',
    summary: 'Password recovery step 3: the new password', params: ZIdParams, body: ZResetPasswordRequest, response: z.null(),
  },
  countries: {
    method: 'GET', path: '/rest/base/support/country', access: 'public',
    summary: 'Countries, named in the caller\'s language', response: z.array(ZCountry),
  },
  me: {
    method: 'GET', path: '/rest/base/user/', access: 'authenticated',
    summary: 'My user info', response: ZUserInfo,
  },
  amendMe: {
    method: 'PUT', path: '/rest/base/user/', access: 'authenticated', objectRef: 'User',
    summary: 'Amend my user info', body: ZAmendUserRequest, response: ZUserInfo,
  },
  changePassword: {
    method: 'PUT', path: '/rest/base/user/pwd', access: 'authenticated', objectRef: 'User',
    summary: 'Change my password (old, new, repeat)', body: ZChangePasswordRequest, response: z.null(),
  },
  adminPage: {
    method: 'GET', path: '/rest/base/user/admin/page', access: 'PER_USER_MANAGEMENT_VIEW',
    summary: 'Users, paged and filtered', query: ZUserAdminQuery, response: page(ZUserAdminRow),
  },
  setLocked: {
    method: 'POST', path: '/rest/base/user/admin/updateLocked/:id', access: 'PER_USER_MANAGEMENT_UNLOCK', objectRef: 'User',
    summary: 'Lock or unlock an account', params: ZIdParams, body: ZLockedRequest, response: ZUserInfo,
  },
  setDisabled: {
    method: 'POST', path: '/rest/base/user/admin/updateDisabled/:id', access: 'PER_USER_MANAGEMENT_DISABLE', objectRef: 'User',
    summary: 'Disable or enable an account', params: ZIdParams, body: ZDisabledRequest, response: ZUserInfo,
  },
});
