import { describe, expect, it } from 'vitest';
import { withOverrides } from './overrides';

describe('withOverrides', () => {
  const bundle = { actions: { save: 'Lưu', cancel: 'Hủy' }, title: 'Trang' };

  it('puts an override over the built-in text, deep, and keeps the rest', () => {
    const merged = withOverrides('common', bundle, { 'common.actions.save': 'Lưu lại' });
    expect(merged).toEqual({ actions: { save: 'Lưu lại', cancel: 'Hủy' }, title: 'Trang' });
  });

  it('leaves the built-in bundle itself untouched', () => {
    withOverrides('common', bundle, { 'common.title': 'Khác' });
    expect(bundle.title).toBe('Trang');
  });

  it('takes only its own namespace, not one whose name starts the same', () => {
    const merged = withOverrides('common', bundle, { 'commons.title': 'x', 'shell.title': 'y' });
    expect(merged).toBe(bundle);
  });

  it('answers the same object when nothing applies', () => {
    expect(withOverrides('common', bundle, {})).toBe(bundle);
  });

  it('adds a key the bundle lacks (a text newer than the build)', () => {
    expect(withOverrides('common', bundle, { 'common.extra.line': 'Mới' })).toMatchObject({ extra: { line: 'Mới' } });
  });
});
