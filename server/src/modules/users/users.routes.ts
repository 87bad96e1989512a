import { z } from 'zod';
import {
  envelope, page, ZAccountDetail, ZAmendUserRequest, ZChangePasswordRequest, ZCountry, ZDisabledRequest, ZEmptyEnvelope,
  ZIdParams, ZLockedRequest, ZRegisterMethods, ZRegisterRequest, ZResetPasswordRequest, ZResetTicket, ZUserAdminQuery,
  ZUserAdminRow, ZUserInfo, ZValidationRequest, ZVerifyCodeParams, ZVerifyCodeQuery, ZVerifyCodeSent,
} from '@portal/contract';
import { ok } from '../../platform/http.js';
import { typed, userOf, type RoutesPlugin } from '../../platform/routes.js';
import { publicLimit } from '../../platform/rate-limit.js';
import { listCountries } from '../system/system.service.js';
import * as users from './users.service.js';

const tags = ['users'];

export const usersRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);

  r.get('/rest/base/user/verify-code/method', {
    config: { permission: 'public' },
    schema: { tags, summary: 'How verification codes are delivered', response: { 200: envelope(ZRegisterMethods) } },
  }, async () => ok({ methods: ['email' as const] }));

  r.get('/rest/base/user/verify-code/:purpose', {
    config: { permission: 'public', objectRef: 'VerificationCode', rateLimit: publicLimit('verifyCode') },
    schema: { tags, summary: 'Send a verification code (register: to email; forgetPwd: to the account)', params: ZVerifyCodeParams, querystring: ZVerifyCodeQuery, response: { 200: envelope(ZVerifyCodeSent) } },
  }, async (req) => ok(await users.sendVerifyCode(ctx, req.params.purpose, req.query, req.lang)));

  r.post('/rest/base/user/register', {
    config: { permission: 'public', objectRef: 'User', rateLimit: publicLimit('register') },
    schema: { tags, summary: 'Self-registration with an e-mailed code; the account has type REGISTER', body: ZRegisterRequest, response: { 200: envelope(z.object({ username: z.string() })) } },
  }, async (req) => ok(await users.register(ctx, req.body)));

  r.get('/rest/base/user/detail/:name', {
    config: { permission: 'public', rateLimit: publicLimit('recovery') },
    schema: { tags, summary: 'Password recovery step 1: the account and its masked e-mail', params: z.object({ name: z.string().trim().min(1).max(30) }), response: { 200: envelope(ZAccountDetail) } },
  }, async (req) => ok(await users.getAccountDetail(ctx, req.params.name)));

  r.post('/rest/base/user/validation', {
    config: { permission: 'public', objectRef: 'User', rateLimit: publicLimit('recovery') },
    schema: { tags, summary: 'Password recovery step 2: check the code, get a reset ticket', body: ZValidationRequest, response: { 200: envelope(ZResetTicket) } },
  }, async (req) => ok(await users.validateRecoveryCode(ctx, req.body)));

  r.put('/rest/base/user/pwd/:id', {
    config: { permission: 'public', objectRef: 'User', rateLimit: publicLimit('recovery') },
    schema: { tags, summary: 'Password recovery step 3: the new password', params: ZIdParams, body: ZResetPasswordRequest, response: { 200: ZEmptyEnvelope } },
  }, async (req) => {
    await users.resetPassword(ctx, req.params.id, req.body);
    return ok(null);
  });

  r.get('/rest/base/support/country', {
    config: { permission: 'public' },
    schema: { tags, summary: 'Countries, named in the caller\'s language', response: { 200: envelope(z.array(ZCountry)) } },
  }, async (req) => ok(listCountries(req.lang)));

  r.get('/rest/base/user/', {
    config: { permission: 'authenticated' },
    schema: { tags, summary: 'My user info', response: { 200: envelope(ZUserInfo) } },
  }, async (req) => ok(await users.getOwnInfo(ctx, userOf(req), req.lang)));

  r.put('/rest/base/user/', {
    config: { permission: 'authenticated', objectRef: 'User' },
    schema: { tags, summary: 'Amend my user info', body: ZAmendUserRequest, response: { 200: envelope(ZUserInfo) } },
  }, async (req) => ok(await users.amendOwnInfo(ctx, userOf(req), req.body, req.lang)));

  r.put('/rest/base/user/pwd', {
    config: { permission: 'authenticated', objectRef: 'User' },
    schema: { tags, summary: 'Change my password (old, new, repeat)', body: ZChangePasswordRequest, response: { 200: ZEmptyEnvelope } },
  }, async (req) => {
    await users.changePassword(ctx, userOf(req), req.body);
    return ok(null);
  });

  r.get('/rest/base/user/admin/page', {
    config: { permission: 'PER_USER_MANAGEMENT_VIEW' },
    schema: { tags, summary: 'Users, paged and filtered', querystring: ZUserAdminQuery, response: { 200: envelope(page(ZUserAdminRow)) } },
  }, async (req) => ok(await users.findUsers(ctx, userOf(req), req.query, req.lang)));

  r.post('/rest/base/user/admin/updateLocked/:id', {
    config: { permission: 'PER_USER_MANAGEMENT_UNLOCK', objectRef: 'User' },
    schema: { tags, summary: 'Lock or unlock an account', params: ZIdParams, body: ZLockedRequest, response: { 200: envelope(ZUserInfo) } },
  }, async (req) => ok(await users.setUserLocked(ctx, userOf(req), req.params.id, req.body.locked, req.lang)));

  r.post('/rest/base/user/admin/updateDisabled/:id', {
    config: { permission: 'PER_USER_MANAGEMENT_DISABLE', objectRef: 'User' },
    schema: { tags, summary: 'Disable or enable an account', params: ZIdParams, body: ZDisabledRequest, response: { 200: envelope(ZUserInfo) } },
  }, async (req) => ok(await users.setUserDisabled(ctx, userOf(req), req.params.id, req.body.disabled, req.lang)));
};
