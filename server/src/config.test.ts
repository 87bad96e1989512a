import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('TRUST_PROXY', () => {
  const trust = (value?: string) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

  it('is off unless set', () => {
    expect(trust()).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
  });

  it('takes true, or addresses and CIDR ranges', () => {
    expect(trust('true')).toBe(true);
    expect(trust('10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback']);
  });

  it('stops the start naming the variable for anything else', () => {
    // A hop count is refused: Fastify 5 trusts no peer for it, so it would silently mean off.
    for (const bad of ['1', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/1', 'maybe']) {
      expect(() => trust(bad)).toThrow(ConfigError);
      expect(() => trust(bad)).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('RATE_LIMIT', () => {
  it('limits public routes to 30 a minute per address and family unless told otherwise', () => {
    expect(loadConfig({}).rateLimit).toEqual({ max: 30, windowMs: 60_000 });
    expect(loadConfig({ RATE_LIMIT_PUBLIC_MAX: '100', RATE_LIMIT_PUBLIC_WINDOW_SECONDS: '300' }).rateLimit).toEqual({ max: 100, windowMs: 300_000 });
    expect(loadConfig({ RATE_LIMIT: 'off' }).rateLimit).toBeNull();
    expect(() => loadConfig({ RATE_LIMIT_PUBLIC_MAX: '0' })).toThrow(/RATE_LIMIT_PUBLIC_MAX/);
  });
});
