import { z } from 'zod';
import { defineEndpoints } from '../endpoint.js';
import { ZAcceptLanguageList, ZLicenceInfo, ZOnlineUsers, ZPublicConfig } from './schemas.js';
import { ZTranslationLanguageParams, ZTranslationTexts, ZTranslationTextsQuery } from '../translations/schemas.js';

/** System (spec §7 System): health, public settings, languages, licence. */
export const systemEndpoints = defineEndpoints('system', {
  healthz: { method: 'GET', path: '/healthz', access: 'public', summary: 'Ready to serve', bareResponse: z.object({ status: z.literal('ok') }) },
  publicConfig: { method: 'GET', path: '/rest/config/public', access: 'public', summary: 'Settings the web needs before login', response: ZPublicConfig },
  languages: { method: 'GET', path: '/rest/base/translation/listAcceptLanguage', access: 'public', summary: 'Languages the portal offers', response: ZAcceptLanguageList },
  translationTexts: {
    method: 'GET', path: '/rest/base/translation/texts/:language', access: 'public',
    summary: 'A language\'s overrides of the web\'s texts (translation management), by key; with `v` (the public config\'s version) cached for good',
    params: ZTranslationLanguageParams, query: ZTranslationTextsQuery, response: ZTranslationTexts,
  },
  licenceInfo: { method: 'GET', path: '/rest/license/getLicenseInfo', access: 'PER_SYSTEM_INFO_VIEW', licenceExempt: true, summary: 'Licence information (system administrators)', response: ZLicenceInfo },
  onlineUsers: { method: 'GET', path: '/rest/license/getUserCurrent', access: 'authenticated', summary: 'Users online now', response: ZOnlineUsers },
});
