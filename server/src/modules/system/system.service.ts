import { LANGUAGES, LANGUAGE_NAMES, type Language, type TLicenceInfo, type TPublicConfig } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { daysRemaining } from '../../platform/licence.js';
import { BizError } from '../../platform/errors.js';
import { countOnlineUsers } from '../auth/auth.service.js';

export const PRODUCT_VERSION = '1.0.0';

export function getPublicConfig(ctx: AppContext): TPublicConfig {
  const { config } = ctx;
  return {
    multiLanguage: config.multiLanguage,
    defaultLanguage: config.defaultLanguage,
    captchaMode: config.captchaMode,
    registerEnabled: config.registerEnabled,
    forgotPasswordEnabled: true,
    footerEnabled: true,
    visitorEnabled: config.visitorEnabled,
    ssoEnabled: !!config.ssoUrl,
    support: config.support,
    productVersion: PRODUCT_VERSION,
  };
}

/** The language list of the selector (spec §1: it may come from the server). */
export function listAcceptLanguages(ctx: AppContext) {
  const languages = ctx.config.multiLanguage ? LANGUAGES : [ctx.config.defaultLanguage];
  return languages.map((code) => ({ code, name: LANGUAGE_NAMES[code] }));
}

/** Markets the portal serves; names come from the runtime's CLDR data in the caller's language. */
const COUNTRY_CODES = [
  'CN', 'HK', 'MO', 'TW', 'VN', 'ID', 'TH', 'MY', 'PH', 'SG', 'IN', 'JP', 'KR', 'DE', 'AT', 'CH', 'FR', 'IT',
  'ES', 'PT', 'NL', 'BE', 'PL', 'GB', 'US', 'CA', 'MX', 'BR', 'AR', 'CL', 'CO', 'AU', 'NZ', 'AE', 'SA', 'TR', 'EG', 'ZA',
];

export function countryName(code: string, lang: Language): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function listCountries(lang: Language) {
  const collator = new Intl.Collator(lang);
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, lang) })).sort((a, b) => collator.compare(a.name, b.name));
}

export async function getLicenceInfo(ctx: AppContext): Promise<TLicenceInfo> {
  const { payload } = ctx.licence();
  if (!payload) throw new BizError('LICENCE_EXPIRED');
  const onlineUsers = await countOnlineUsers(ctx);
  return {
    softwareVersion: payload.softwareVersion,
    notAfter: payload.notAfter,
    dayremain: daysRemaining(ctx.licence(), ctx.now()),
    consumerAmount: payload.consumerAmount,
    onlineUsers,
    remaining: Math.max(0, payload.consumerAmount - onlineUsers),
    customer: payload.customer,
  };
}
