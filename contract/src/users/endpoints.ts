import { z } from 'zod';
import { defineEndpoints, FILE_ANSWERS } from '../endpoint.js';
import { cappedPage, ZIdParams } from '../envelope.js';
import {
  USER_IMPORT_MAX_MB, ZAccountDetail, ZAccountRef, ZAdminPasswordRequest, ZAmendUserRequest, ZChangedCount, ZChangePasswordRequest, ZCompany,
  ZCountry, ZDisabledRequest, ZLockedRequest, ZRegisterMethods, ZRegisterRequest, ZResetMailSent, ZResetPasswordRequest, ZResetTicket,
  ZUserAdminDetail, ZUserAdminQuery, ZUserAdminRow, ZUserCreateRequest, ZUserFilter, ZUserImportCheck, ZUserImportConfirmQuery,
  ZUserImportFailure, ZUserImportResult, ZUserInfo, ZUserPick, ZUserPickQuery, ZUserTypeChangeRequest, ZUserUpdateRequest,
  ZValidationRequest, ZVerifyCodeParams, ZVerifyCodeQuery, ZVerifyCodeSent,
} from './schemas.js';

/** Users (spec §7 Users): registration, password recovery, my info, user management. */
export const usersEndpoints = defineEndpoints('users', {
  verifyCodeMethods: { method: 'GET', path: '/rest/base/user/verify-code/method', access: 'public', summary: 'How verification codes are delivered', response: ZRegisterMethods },
  sendVerifyCode: { method: 'GET', path: '/rest/base/user/verify-code/:purpose', access: 'public', objectRef: 'VerificationCode', rateLimit: 'verifyCode', summary: 'Send a verification code (register: to email; forgetPwd: to the account)', params: ZVerifyCodeParams, query: ZVerifyCodeQuery, response: ZVerifyCodeSent },
  register: { method: 'POST', path: '/rest/base/user/register', access: 'public', objectRef: 'User', rateLimit: 'register', summary: 'Self-registration with an e-mailed code; the account has type REGISTER', body: ZRegisterRequest, response: z.object({ username: z.string() }) },
  accountDetail: { method: 'GET', path: '/rest/base/user/detail/:name', access: 'public', rateLimit: 'recovery', summary: 'Password recovery step 1: the account and its masked e-mail', params: z.object({ name: z.string().trim().min(1).max(30) }), response: ZAccountDetail },
  validateCode: { method: 'POST', path: '/rest/base/user/validation', access: 'public', objectRef: 'User', rateLimit: 'recovery', summary: 'Password recovery step 2: check the code, get a reset ticket', body: ZValidationRequest, response: ZResetTicket },
  resetPassword: { method: 'PUT', path: '/rest/base/user/pwd/:id', access: 'public', objectRef: 'User', rateLimit: 'recovery', summary: 'Password recovery step 3: the new password', params: ZIdParams, body: ZResetPasswordRequest, response: z.null() },
  countries: { method: 'GET', path: '/rest/base/support/country', access: 'public', summary: 'Countries, named in the caller\'s language', response: z.array(ZCountry) },
  me: { method: 'GET', path: '/rest/base/user/', access: 'authenticated', summary: 'My user info', response: ZUserInfo },
  amendMe: { method: 'PUT', path: '/rest/base/user/', access: 'authenticated', objectRef: 'User', summary: 'Amend my user info', body: ZAmendUserRequest, response: ZUserInfo },
  changePassword: { method: 'PUT', path: '/rest/base/user/pwd', access: 'authenticated', objectRef: 'User', summary: 'Change my password (old, new, repeat)', body: ZChangePasswordRequest, response: z.null() },
  adminPage: { method: 'GET', path: '/rest/base/user/admin/page', access: 'PER_USER_MANAGEMENT_VIEW', summary: 'Users, paged and filtered; the count stops at USER_LIST_COUNT_CAP', query: ZUserAdminQuery, response: cappedPage(ZUserAdminRow) },
  setLocked: { method: 'POST', path: '/rest/base/user/admin/updateLocked/:id', access: 'PER_USER_MANAGEMENT_UNLOCK', objectRef: 'User', summary: 'Lock or unlock an account', params: ZIdParams, body: ZLockedRequest, response: ZUserInfo },
  setDisabled: { method: 'POST', path: '/rest/base/user/admin/updateDisabled/:id', access: 'PER_USER_MANAGEMENT_DISABLE', objectRef: 'User', summary: 'Disable or enable an account', params: ZIdParams, body: ZDisabledRequest, response: ZUserInfo },
  adminDetail: { method: 'GET', path: '/rest/base/user/admin/:id', access: 'PER_USER_MANAGEMENT_VIEW', summary: 'One account for the edit form: its row, its own roles and its groups', params: ZIdParams, response: ZUserAdminDetail },
  create: { method: 'POST', path: '/rest/base/user/admin', access: 'PER_USER_MANAGEMENT_ADD', objectRef: 'User', summary: 'Create an account: a type, company, roles and groups within the caller\'s reach; the password encrypted', body: ZUserCreateRequest, response: ZUserAdminDetail },
  update: { method: 'PUT', path: '/rest/base/user/admin/:id', access: 'PER_USER_MANAGEMENT_ADD', objectRef: 'User', summary: 'Change an account within the caller\'s reach: name, type, company, contact, roles, groups', params: ZIdParams, body: ZUserUpdateRequest, response: ZUserAdminDetail },
  setPassword: { method: 'PUT', path: '/rest/base/user/admin/pwd/:id', access: 'PER_USER_MANAGEMENT_PASSWORD', objectRef: 'User', summary: 'Set an account\'s password (encrypted); its sessions end', params: ZIdParams, body: ZAdminPasswordRequest, response: z.null() },
  sendResetMail: { method: 'GET', path: '/rest/base/user/admin/resetPwd/:id', access: 'PER_USER_MANAGEMENT_PASSWORD', objectRef: 'User', writes: true, summary: 'Mail the account a password recovery code (the recovery\'s own code)', params: ZIdParams, response: ZResetMailSent },
  changeType: { method: 'POST', path: '/rest/base/user/userType', access: 'PER_USER_MANAGEMENT_ADD', objectRef: 'User', summary: 'Give accounts a user type, all or none', body: ZUserTypeChangeRequest, response: ZChangedCount },
  companies: { method: 'GET', path: '/rest/sqCompany/queryAll', access: 'PER_USER_MANAGEMENT_VIEW', summary: 'Every company accounts belong to (dealers, service stations, departments)', response: z.array(ZCompany) },
  groupsOfUser: { method: 'GET', path: '/rest/base/user/groups/:id', access: 'PER_USER_MANAGEMENT_VIEW', summary: 'The groups an account is in', params: ZIdParams, response: z.array(ZAccountRef) },
  pick: { method: 'GET', path: '/rest/base/user/getUserPage', access: 'PER_USER_MANAGEMENT_VIEW', summary: 'Accounts to pick from, by key (account, name, company, e-mail)', query: ZUserPickQuery, response: cappedPage(ZUserPick) },
  exportList: { method: 'POST', path: '/rest/account/derive', access: 'PER_USER_MANAGEMENT_VIEW', kind: 'download', readOnly: true, summary: 'The user list with the list\'s filters as .xlsx, streamed', body: ZUserFilter, file: FILE_ANSWERS.xlsx('users.xlsx') },
  importTemplate: { method: 'POST', path: '/rest/account/template', access: 'PER_USER_MANAGEMENT_IMPORT', kind: 'download', readOnly: true, summary: 'The import template (.xlsx), its headings in the caller\'s language', file: FILE_ANSWERS.xlsx('users-template.xlsx') },
  importCheck: {
    method: 'POST', path: '/rest/import/user/excel', access: 'PER_USER_MANAGEMENT_IMPORT', objectRef: 'User', kind: 'upload',
    summary: 'Import step 1: multipart `file`, an .xlsx of the template; every row checked, refused rows listed in errorData, else the sheet waits for step 2 with the accounts that exist',
    uploadLimits: { fileSize: USER_IMPORT_MAX_MB * 1024 * 1024, files: 1, fields: 5 },
    response: ZUserImportCheck, refusal: ZUserImportFailure,
  },
  importConfirm: { method: 'GET', path: '/rest/import/user/excel/confirm', access: 'PER_USER_MANAGEMENT_IMPORT', objectRef: 'User', writes: true, summary: 'Import step 2: write the checked sheet, all rows or none, overwriting existing accounts or leaving them', query: ZUserImportConfirmQuery, response: ZUserImportResult, refusal: ZUserImportFailure },
});
