import { describe, expect, it } from 'vitest';
import { DEFAULT_PERMISSIONS, type PermissionCode } from '@portal/contract';
import { cardsByArea, defaultCardsOf, HOME_CARD_KEYS, HOME_CARD_RULES, visibleCards } from './card-rules';

const holder = (...codes: PermissionCode[]) => (c: PermissionCode) => codes.includes(c);

describe('home dashboard cards', () => {
  it('a dealer sees the VIN query, model selection, swiper, manual search, announcements, favourites and download cards', () => {
    expect(defaultCardsOf('DEALER')).toEqual(['vinQuery', 'modelSelection', 'swiper', 'manualSearch', 'announcements', 'favorites', 'download', 'account', 'contact']);
  });

  it('a REGISTER account sees only the download card, whatever else it was granted', () => {
    expect(defaultCardsOf('REGISTER')).toEqual(['download']);
    const everything = holder(...DEFAULT_PERMISSIONS.SYSTEM_ADMIN);
    expect(visibleCards({ userType: 'REGISTER', isVisitor: false }, everything).map((c) => c.key)).toEqual(['download']);
  });

  it('each card follows its permission: without it the card is gone', () => {
    const none = visibleCards({ userType: 'DEALER', isVisitor: false }, holder()).map((c) => c.key);
    expect(none).toEqual(['swiper', 'manualSearch', 'account', 'contact']);
    const vinOnly = visibleCards({ userType: 'DEALER', isVisitor: false }, holder('PER_VIN_SEARCH')).map((c) => c.key);
    expect(vinOnly).toContain('vinQuery');
    expect(vinOnly).not.toContain('modelSelection');
    expect(visibleCards({ userType: 'DEALER', isVisitor: false }, holder('PER_BULLETIN_VIEW')).map((c) => c.key)).toContain('announcements');
  });

  it('the visitor has no favourites card even when granted the permission', () => {
    const keys = visibleCards({ userType: 'DEALER', isVisitor: true }, holder('PER_FAVORITE_VIEW', 'PER_VIN_SEARCH')).map((c) => c.key);
    expect(keys).not.toContain('favorites');
    expect(keys).toContain('vinQuery');
  });

  it('a bulletin administrator sees announcements but no catalogue searches', () => {
    const keys = defaultCardsOf('BULLETIN_ADMIN');
    expect(keys).toContain('announcements');
    expect(keys).not.toContain('vinQuery');
    expect(keys).not.toContain('modelSelection');
  });

  it('every card key has one rule; areas keep the order', () => {
    expect(HOME_CARD_RULES.map((r) => r.key).sort()).toEqual([...HOME_CARD_KEYS].sort());
    expect(cardsByArea(HOME_CARD_RULES)).toEqual({
      top: ['vinQuery', 'modelSelection'],
      main: ['swiper', 'manualSearch'],
      side: ['announcements', 'favorites', 'download', 'account', 'contact'],
    });
  });
});
