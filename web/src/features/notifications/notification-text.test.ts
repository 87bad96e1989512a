import { beforeAll, describe, expect, it } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import { NAMESPACES, resources } from '../../i18n/resources';
import { notificationText } from './notification-text';

const i18n = i18next.createInstance();
beforeAll(() => i18n.init({ resources, lng: 'en-US', ns: NAMESPACES, interpolation: { escapeValue: false } }));
const t = (lang: string) => i18n.getFixedT(lang, 'notifications') as unknown as TFunction<'notifications'>;
const part = { objectName: 'Brake lever', objectCode: 'P-BRK-LEVER' };

describe('alert text', () => {
  it('says what changed, in the reader\'s language', () => {
    expect(notificationText(t('en-US'), { ...part, kind: 'PRICE', before: '80.00', after: '88.50' })).toBe('Price of Brake lever (P-BRK-LEVER): 80.00 → 88.50');
    expect(notificationText(t('en-US'), { ...part, kind: 'PRICE', before: null, after: '88.50' })).toBe('Price of Brake lever (P-BRK-LEVER): no price → 88.50');
    expect(notificationText(t('de'), { ...part, kind: 'SUCCESSOR', before: 'P-BRK-LEVER', after: 'P-BRK-DISC' })).toBe('Brake lever (P-BRK-LEVER) hat einen Nachfolger: P-BRK-DISC');
    expect(notificationText(t('en-US'), { ...part, kind: 'REVISION', before: '2024.1', after: '2025.1' })).toBe('Brake lever: revision 2025.1 is now in effect (was 2024.1)');
  });

  it('tells in stock from out of stock', () => {
    expect(notificationText(t('en-US'), { ...part, kind: 'STOCK', before: 'true', after: 'false' })).toBe('Brake lever (P-BRK-LEVER) is out of stock');
    expect(notificationText(t('zh-CN'), { ...part, kind: 'STOCK', before: 'false', after: 'true' })).toBe('Brake lever（P-BRK-LEVER）已恢复有货');
  });

  it('names the recall or technical bulletin and the favourite parts it concerns', () => {
    const alert = { objectName: 'Brake lever', objectCode: 'P-BRK-LEVER, P-BRK-DISC', kind: 'BULLETIN' as const, after: 'Brake recall 2026' };
    expect(notificationText(t('en-US'), { ...alert, before: 'RECALL_TYPE' })).toBe('Recall "Brake recall 2026" concerns your favourite parts P-BRK-LEVER, P-BRK-DISC');
    expect(notificationText(t('zh-CN'), { ...alert, before: 'WARRANTY_BULLETIN' })).toBe('技术公告「Brake recall 2026」涉及您收藏的物料 P-BRK-LEVER, P-BRK-DISC');
  });

  it('says who replied to an inquiry and how its status moved (names from the server)', () => {
    const inquiry = { objectName: 'IQ2026112700001', objectCode: 'IQ2026112700001' };
    expect(notificationText(t('en-US'), { ...inquiry, kind: 'INQUIRY_REPLY', before: 'Hana Handler', after: null })).toBe('Hana Handler replied to inquiry IQ2026112700001');
    expect(notificationText(t('zh-CN'), { ...inquiry, kind: 'INQUIRY_REPLY', before: 'Hana Handler', after: null })).toBe('Hana Handler 回复了问询单 IQ2026112700001');
    expect(notificationText(t('en-US'), { ...inquiry, kind: 'INQUIRY_STATUS', before: 'Processing', after: 'Suspended' })).toBe('Inquiry IQ2026112700001: Processing → Suspended');
    expect(notificationText(t('de'), { ...inquiry, kind: 'INQUIRY_STATUS', before: 'In Bearbeitung', after: 'Gelöst' })).toBe('Anfrage IQ2026112700001: In Bearbeitung → Gelöst');
  });
});
