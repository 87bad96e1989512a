import { USER_IMPORT_MAX_MB, usersEndpoints as E, type Language } from '@portal/contract';
import { sendXlsx } from '../../platform/download.js';
import { ok } from '../../platform/envelope.js';
import { mount } from '../../platform/endpoints.js';
import { BizError } from '../../platform/errors.js';
import { renderError } from '../../platform/i18n.js';
import { readOneFile } from '../../platform/upload.js';
import { userOf, type RoutesPlugin } from '../../platform/routes.js';
import { listCountries } from './users.countries.js';
import * as admin from './users.admin.js';
import { exportUsers, importTemplate } from './users.export.js';
import { checkUserImport, confirmUserImport, type ImportRefusal } from './users.import.js';
import * as users from './users.service.js';

/** An import refused as a whole: the envelope with every refused row in errorData. */
function importRefusal(refused: ImportRefusal, lang: Language) {
  const code = 'USER_IMPORT_FAILED' as const;
  return { success: false as const, code: new BizError(code).code, message: renderError(code, lang, { count: refused.count }), errorData: refused.errorData };
}

export const usersRoutes: RoutesPlugin = (app, ctx) => mount(app, E, {
  verifyCodeMethods: async () => ok({ methods: ['email' as const] }),
  sendVerifyCode: async (req) => ok(await users.sendVerifyCode(ctx, req.params.purpose, req.query, req.lang)),
  register: async (req) => ok(await users.register(ctx, req.body)),
  accountDetail: async (req) => ok(await users.getAccountDetail(ctx, req.params.name)),
  validateCode: async (req) => ok(await users.validateRecoveryCode(ctx, req.body)),
  resetPassword: async (req) => {
    await users.resetPassword(ctx, req.params.id, req.body);
    return ok(null);
  },
  countries: async (req) => ok(listCountries(req.lang)),
  me: async (req) => ok(await users.getOwnInfo(ctx, userOf(req), req.lang)),
  amendMe: async (req) => ok(await users.amendOwnInfo(ctx, userOf(req), req.body, req.lang)),
  changePassword: async (req) => {
    await users.changePassword(ctx, userOf(req), req.body);
    return ok(null);
  },
  adminPage: async (req) => ok(await admin.findUsers(ctx, userOf(req), req.query, req.lang)),
  setLocked: async (req) => ok(await admin.setUserLocked(ctx, userOf(req), req.params.id, req.body.locked, req.lang)),
  setDisabled: async (req) => ok(await admin.setUserDisabled(ctx, userOf(req), req.params.id, req.body.disabled, req.lang)),
  adminDetail: async (req) => ok(await admin.getAccount(ctx, userOf(req), req.params.id, req.lang)),
  create: async (req) => ok(await admin.createAccount(ctx, userOf(req), req.body, req.lang)),
  update: async (req) => ok(await admin.updateAccount(ctx, userOf(req), req.params.id, req.body, req.lang)),
  setPassword: async (req) => {
    await admin.setAccountPassword(ctx, userOf(req), req.params.id, req.body.password);
    return ok(null);
  },
  sendResetMail: async (req) => ok(await admin.sendResetMail(ctx, userOf(req), req.params.id, req.lang)),
  changeType: async (req) => ok(await admin.changeUserType(ctx, userOf(req), req.body)),
  companies: async () => ok(await admin.listCompanies(ctx)),
  groupsOfUser: async (req) => ok(await admin.groupsOfAccount(ctx, req.params.id)),
  pick: async (req) => ok(await admin.pickUsers(ctx, req.query)),
  exportList: async (req, reply) => sendXlsx(reply, 'users.xlsx', exportUsers(ctx, req.body, req.lang)),
  importTemplate: async (req, reply) => sendXlsx(reply, 'users-template.xlsx', await importTemplate(req.lang)),
  importCheck: async (req) => {
    const { data } = await readOneFile(req, () => new BizError('IMPORT_FILE_TOO_LARGE', { max: USER_IMPORT_MAX_MB }));
    const outcome = await checkUserImport(ctx, userOf(req), data, req.lang);
    return 'refused' in outcome ? importRefusal(outcome.refused, req.lang) : ok(outcome.check);
  },
  importConfirm: async (req) => {
    const outcome = await confirmUserImport(ctx, userOf(req), req.query.stagingId, req.query.overwrite === 'true', req.lang);
    return 'refused' in outcome ? importRefusal(outcome.refused, req.lang) : ok(outcome.result);
  },
});
