import type { TFunction } from 'i18next';
import type { TNotification } from '@portal/contract';

/** One alert as a sentence in the reader's language; a missing price reads "no price". */
export function notificationText(t: TFunction<'notifications'>, n: Pick<TNotification, 'kind' | 'objectName' | 'objectCode' | 'before' | 'after'>): string {
  const base = { name: n.objectName, code: n.objectCode };
  switch (n.kind) {
    case 'SUCCESSOR':
      return t('kind.SUCCESSOR', { ...base, after: n.after ?? '' });
    case 'PRICE':
      return t('kind.PRICE', { ...base, before: n.before ?? t('noPrice'), after: n.after ?? t('noPrice') });
    case 'STOCK':
      return n.after === 'true' ? t('kind.STOCK_IN', base) : t('kind.STOCK_OUT', base);
    case 'REVISION':
      return t('kind.REVISION', { ...base, before: n.before ?? '', after: n.after ?? '' });
    case 'BULLETIN':
      // before is the bulletin's type (recall or technical), after its theme; code lists the parts.
      return n.before === 'RECALL_TYPE' ? t('kind.BULLETIN_RECALL', { ...base, after: n.after ?? '' }) : t('kind.BULLETIN_TECHNICAL', { ...base, after: n.after ?? '' });
    case 'INQUIRY_REPLY':
      // before is who replied; code the inquiry's number.
      return t('kind.INQUIRY_REPLY', { ...base, before: n.before ?? '' });
    case 'INQUIRY_STATUS':
      // before and after are the statuses, named by the server in the reader's language.
      return t('kind.INQUIRY_STATUS', { ...base, before: n.before ?? '', after: n.after ?? '' });
  }
}
