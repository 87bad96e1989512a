import { defineEndpoints, FILE_ANSWERS } from '../endpoint.js';
import {
  TRANSLATION_IMPORT_MAX_MB, ZTranslationEntryPage, ZTranslationEntryQuery, ZTranslationExportRequest, ZTranslationImportCheck,
  ZTranslationImportConfirm, ZTranslationImportFailure, ZTranslationImportResult, ZTranslationLanguage, ZTranslationLanguageList,
  ZTranslationLanguageParams, ZTranslationLanguageSwitch, ZTranslationOverrideRequest,
  ZTranslationEntry,
} from './schemas.js';

/**
 * Translation management (spec §7 translation: listLanguage, export, import; the rest ours, issue
 * 22 §4). What pages need before login (the languages, the overrides' texts) is the system table's.
 */
export const translationsEndpoints = defineEndpoints('translations', {
  listLanguage: { method: 'GET', path: '/rest/base/translation/listLanguage', access: 'PER_TRANSLATION_MANAGEMENT', summary: 'Every language with its enabled flag and completeness (total, missing, untranslated, overridden), and the namespaces', response: ZTranslationLanguageList },
  setLanguage: { method: 'PUT', path: '/rest/base/translation/language/:language', access: 'PER_TRANSLATION_MANAGEMENT', objectRef: 'Language', keepsAccess: true, summary: 'Enable or disable a language (the default language stays enabled)', params: ZTranslationLanguageParams, body: ZTranslationLanguageSwitch, response: ZTranslationLanguage },
  entries: { method: 'GET', path: '/rest/base/translation/entries', access: 'PER_TRANSLATION_MANAGEMENT', summary: 'The editor: keys with the English source, the built-in text and the override of one language', query: ZTranslationEntryQuery, response: ZTranslationEntryPage },
  saveOverride: { method: 'PUT', path: '/rest/base/translation/override', access: 'PER_TRANSLATION_MANAGEMENT', objectRef: 'Translation', keepsAccess: true, summary: 'Set one override, or clear it (text null or the built-in text)', body: ZTranslationOverrideRequest, response: ZTranslationEntry },
  export: { method: 'POST', path: '/rest/base/translation/export', access: 'PER_TRANSLATION_MANAGEMENT', kind: 'download', readOnly: true, summary: 'Every key × six languages as .xlsx: each language\'s override beside its built-in text', body: ZTranslationExportRequest, file: FILE_ANSWERS.xlsx('translations.xlsx') },
  import: {
    method: 'POST', path: '/rest/base/translation/import', access: 'PER_TRANSLATION_MANAGEMENT', objectRef: 'Translation', kind: 'upload', keepsAccess: true,
    summary: 'Import step 1: multipart `file`, an exported sheet; every row checked, refused rows in errorData, else the difference waits for step 2',
    uploadLimits: { fileSize: TRANSLATION_IMPORT_MAX_MB * 1024 * 1024, files: 1, fields: 5 },
    response: ZTranslationImportCheck, refusal: ZTranslationImportFailure,
  },
  importConfirm: { method: 'POST', path: '/rest/base/translation/import/confirm', access: 'PER_TRANSLATION_MANAGEMENT', objectRef: 'Translation', keepsAccess: true, summary: 'Import step 2: apply the checked difference, all of it or nothing', body: ZTranslationImportConfirm, response: ZTranslationImportResult, refusal: ZTranslationImportFailure },
});
