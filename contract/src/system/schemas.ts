import { z } from 'zod';
import { LANGUAGES } from '../languages.js';

/** What the web needs before login: spec §2's login page switches and the language selector. */
export const ZPublicConfig = z.object({
  /** Whether the language selector shows: multi-language on and more than one language enabled. */
  multiLanguage: z.boolean(),
  defaultLanguage: z.enum(LANGUAGES),
  /** The languages a page may be shown in (translation management enables and disables them). */
  languages: z.array(z.enum(LANGUAGES)),
  /** Per language with overrides of the web's texts, their version: the key under which they are fetched and cached. */
  textVersions: z.record(z.string(), z.string()),
  captchaMode: z.enum(['always', 'after-failures', 'off']),
  registerEnabled: z.boolean(),
  forgotPasswordEnabled: z.boolean(),
  footerEnabled: z.boolean(),
  visitorEnabled: z.boolean(),
  ssoEnabled: z.boolean(),
  support: z.object({ email: z.string(), phone: z.string(), website: z.string() }),
  productVersion: z.string(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

export const ZAcceptLanguage = z.object({ code: z.enum(LANGUAGES), name: z.string() });
export const ZAcceptLanguageList = z.array(ZAcceptLanguage);

/** Licence information (spec §3): SYSTEM_ADMIN only. */
export const ZLicenceInfo = z.object({
  softwareVersion: z.string(),
  notAfter: z.string(),
  dayremain: z.number().int(),
  consumerAmount: z.number().int(),
  onlineUsers: z.number().int(),
  /** consumerAmount minus online users. */
  remaining: z.number().int(),
  customer: z.string(),
});
export type TLicenceInfo = z.infer<typeof ZLicenceInfo>;
export const ZOnlineUsers = z.object({ onlineUsers: z.number().int() });
