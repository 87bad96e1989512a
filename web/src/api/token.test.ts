import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, LIMITS } from '@portal/contract';
import { chooseTokenStore, tokenCookieExpiry } from './token';

describe('token storage (spec §4)', () => {
  it('keeps the token in sessionStorage on phones', () => {
    expect(chooseTokenStore(390)).toBe('session');
    expect(chooseTokenStore(BREAKPOINTS.mobileMax)).toBe('session');
  });

  it('keeps the token in a cookie on tablets and desktops', () => {
    expect(chooseTokenStore(BREAKPOINTS.mobileMax + 1)).toBe('cookie');
    expect(chooseTokenStore(768)).toBe('cookie');
    expect(chooseTokenStore(1440)).toBe('cookie');
  });

  it('lets the cookie live one day, or seven with remember-me', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(tokenCookieExpiry(false, now).getTime() - now).toBe(86_400_000);
    expect(tokenCookieExpiry(true, now).getTime() - now).toBe(LIMITS.rememberMeTtlDays * 86_400_000);
  });
});
