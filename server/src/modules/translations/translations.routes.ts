import { TRANSLATION_IMPORT_MAX_MB, translationsEndpoints as E, type Language } from '@portal/contract';
import { sendXlsx } from '../../platform/download.js';
import { ok } from '../../platform/envelope.js';
import { mount } from '../../platform/endpoints.js';
import { BizError } from '../../platform/errors.js';
import { renderError } from '../../platform/i18n.js';
import { readOneFile } from '../../platform/upload.js';
import { userOf, type RoutesPlugin } from '../../platform/routes.js';
import * as translations from './translations.service.js';
import { checkTranslationImport, confirmTranslationImport, exportTranslations, type TranslationImportRefusal } from './translations.sheet.js';

/** An import refused as a whole: the envelope with the refused rows in errorData. */
function importRefusal(refused: TranslationImportRefusal, lang: Language) {
  const code = 'TRANSLATION_IMPORT_FAILED' as const;
  return { success: false as const, code: new BizError(code).code, message: renderError(code, lang, { count: refused.count }), errorData: refused.errorData };
}

export const translationsRoutes: RoutesPlugin = (app, ctx) => mount(app, E, {
  listLanguage: async () => ok(await translations.listLanguages(ctx)),
  setLanguage: async (req) => ok(await translations.setLanguageEnabled(ctx, userOf(req), req.params.language, req.body.enabled)),
  entries: async (req) => ok(await translations.findEntries(ctx, req.query)),
  saveOverride: async (req) => ok(await translations.saveOverride(ctx, userOf(req), req.body)),
  export: async (req, reply) => sendXlsx(reply, 'translations.xlsx', await exportTranslations(ctx, req.body.namespace, req.lang)),
  import: async (req) => {
    const { data } = await readOneFile(req, () => new BizError('IMPORT_FILE_TOO_LARGE', { max: TRANSLATION_IMPORT_MAX_MB }));
    const outcome = await checkTranslationImport(ctx, userOf(req), data, req.lang);
    return 'refused' in outcome ? importRefusal(outcome.refused, req.lang) : ok(outcome.check);
  },
  importConfirm: async (req) => ok(await confirmTranslationImport(ctx, userOf(req), req.body.stagingId)),
});
