import { describe, expect, it } from 'vitest';
import { buildUrl, fileNameOf } from './http-utils';

describe('buildUrl', () => {
  it('repeats array parameters without indices and skips empty ones', () => {
    expect(buildUrl('/api/x', { page: 1, userType: ['DEALER', 'CUSTOMER'], key: undefined, locked: null })).toBe(
      '/api/x?page=1&userType=DEALER&userType=CUSTOMER',
    );
  });
  it('leaves a path without parameters alone', () => {
    expect(buildUrl('/api/x')).toBe('/api/x');
  });
});

describe('fileNameOf', () => {
  it('reads plain and quoted file names', () => {
    expect(fileNameOf('attachment; filename=parts.xlsx')).toBe('parts.xlsx');
    expect(fileNameOf('attachment; filename="labour times.xlsx"')).toBe('labour times.xlsx');
  });
  it('prefers the UTF-8 file name', () => {
    expect(fileNameOf("attachment; filename=\"a.xlsx\"; filename*=UTF-8''%E6%89%8B%E5%86%8C.xlsx")).toBe('手册.xlsx');
  });
  it('answers null without a file name: the body is an error envelope', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('inline')).toBeNull();
  });
});
