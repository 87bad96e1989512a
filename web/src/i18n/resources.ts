import type { Language } from '@portal/contract';
import enUS from './locales/en-US';
import zhCN from './locales/zh-CN';
import vi from './locales/vi';
import es from './locales/es';
import de from './locales/de';
import id from './locales/id';
import type { DeepStringRecord } from './types';

export type Resources = typeof enUS;
export const NAMESPACES = Object.keys(enUS) as (keyof Resources)[];

/** All six languages, each the same shape as the English source (a missing key fails tsc). */
export const resources: Record<Language, DeepStringRecord<Resources>> = {
  'en-US': enUS,
  'zh-CN': zhCN,
  vi,
  es,
  de,
  id,
};
