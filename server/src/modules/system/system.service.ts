import { LANGUAGE_NAMES, type TLicenceInfo, type TPublicConfig } from '@portal/contract';
import type { AppContext } from '../../platform/context.js';
import { daysRemaining } from '../../platform/licence.js';
import { BizError } from '../../platform/errors.js';
import { countOnlineUsers } from '../auth/index.js';
import { enabledLanguages, publicLanguageState } from '../translations/index.js';

export const PRODUCT_VERSION = '1.0.0';

export async function getPublicConfig(ctx: AppContext): Promise<TPublicConfig> {
  const { config } = ctx;
  const { languages, multiLanguage, textVersions } = await publicLanguageState(ctx);
  return {
    multiLanguage,
    defaultLanguage: config.defaultLanguage,
    languages,
    textVersions,
    captchaMode: config.captchaMode,
    registerEnabled: config.registerEnabled,
    forgotPasswordEnabled: true,
    footerEnabled: true,
    visitorEnabled: config.visitorEnabled,
    ssoEnabled: !!config.sso,
    support: config.support,
    productVersion: PRODUCT_VERSION,
  };
}

/** The language list of the selector (spec §1: it may come from the server): the enabled ones. */
export async function listAcceptLanguages(ctx: AppContext) {
  return (await enabledLanguages(ctx)).map((code) => ({ code, name: LANGUAGE_NAMES[code] }));
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
