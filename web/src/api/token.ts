import { BREAKPOINTS, LIMITS } from '@portal/contract';

/** Where the token lives (spec §4): sessionStorage on phones, a cookie elsewhere. */
export type TokenStore = 'cookie' | 'session';

const TOKEN_KEY = 'token';
const DAY_MS = 86_400_000;

export function chooseTokenStore(viewportWidth: number): TokenStore {
  return viewportWidth <= BREAKPOINTS.mobileMax ? 'session' : 'cookie';
}

/** Cookie expiry: one day, or LIMITS.rememberMeTtlDays with remember-me. */
export function tokenCookieExpiry(rememberMe: boolean, now: number = Date.now()): Date {
  return new Date(now + (rememberMe ? LIMITS.rememberMeTtlDays * DAY_MS : DAY_MS));
}

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return null;
}

function writeCookie(name: string, value: string, expires: Date) {
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}; path=/; SameSite=Lax`;
}

function viewportWidth() {
  return typeof window === 'undefined' ? BREAKPOINTS.tabletMax + 1 : window.innerWidth;
}

export function getToken(): string | null {
  if (typeof document === 'undefined') return null;
  return sessionStorage.getItem(TOKEN_KEY) || readCookie(TOKEN_KEY) || null;
}

export function setToken(token: string, rememberMe = false) {
  clearToken();
  if (chooseTokenStore(viewportWidth()) === 'session') sessionStorage.setItem(TOKEN_KEY, token);
  else writeCookie(TOKEN_KEY, token, tokenCookieExpiry(rememberMe));
}

export function clearToken() {
  sessionStorage.removeItem(TOKEN_KEY);
  writeCookie(TOKEN_KEY, '', new Date(0));
}

export function hasToken() {
  return !!getToken();
}
