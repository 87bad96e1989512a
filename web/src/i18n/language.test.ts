import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageParam } from './language';

describe('chooseLanguage', () => {
  it('prefers the URL parameter and turns its underscore into a hyphen', () => {
    expect(chooseLanguage({ url: 'zh_CN', stored: 'de', serverDefault: 'es', browser: ['vi'] })).toBe('zh-CN');
  });

  it('falls back to the stored choice when the URL has none', () => {
    expect(chooseLanguage({ url: null, stored: 'de', serverDefault: 'es', browser: ['vi'] })).toBe('de');
  });

  it('then uses the server default, before the browser language', () => {
    expect(chooseLanguage({ stored: null, serverDefault: 'es', browser: ['vi'] })).toBe('es');
  });

  it('then uses the first browser language we support', () => {
    expect(chooseLanguage({ browser: ['fr-FR', 'de-AT', 'vi'] })).toBe('de');
  });

  it('ignores values that are not one of our languages', () => {
    expect(chooseLanguage({ url: 'klingon', stored: 'xx', serverDefault: 'id' })).toBe('id');
  });

  it('passes over languages the server has disabled', () => {
    expect(chooseLanguage({ url: 'vi', stored: 'de', serverDefault: 'es', enabled: ['es', 'en-US'] })).toBe('es');
    expect(chooseLanguage({ browser: ['vi'], enabled: ['zh-CN', 'de'] })).toBe('zh-CN');
  });

  it('ends with en-US', () => {
    expect(chooseLanguage({})).toBe('en-US');
    expect(chooseLanguage({ browser: ['fr', 'ja'] })).toBe('en-US');
  });
});

describe('languageParam', () => {
  it('reads the parameter before the hash', () => {
    expect(languageParam({ search: '?language=vi', hash: '#/login' })).toBe('vi');
  });

  it('reads the parameter inside the hash route', () => {
    expect(languageParam({ search: '', hash: '#/login?language=zh_CN' })).toBe('zh_CN');
  });

  it('answers null without one', () => {
    expect(languageParam({ search: '', hash: '#/home' })).toBeNull();
  });
});
