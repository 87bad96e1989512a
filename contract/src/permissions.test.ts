import { describe, expect, it } from 'vitest';
import { USER_TYPES, VISITOR, mayActOnUserType } from './permissions.js';

const ALL = [...USER_TYPES, VISITOR];

describe('user type ranks', () => {
  it('lets the system administrator reach every type', () => {
    for (const type of ALL) expect(mayActOnUserType('SYSTEM_ADMIN', type), type).toBe(true);
  });

  it('lets no other type reach the system administrator', () => {
    for (const type of ALL.filter((t) => t !== 'SYSTEM_ADMIN')) expect(mayActOnUserType(type, 'SYSTEM_ADMIN'), type).toBe(false);
  });

  it('ranks the domain administrator above internal staff, staff above partners, partners above self-registered accounts', () => {
    expect(mayActOnUserType('DOMAIN_ADMIN', 'INNER_USER')).toBe(true);
    expect(mayActOnUserType('INNER_USER', 'DOMAIN_ADMIN')).toBe(false);
    expect(mayActOnUserType('INNER_USER', 'DEALER')).toBe(true);
    expect(mayActOnUserType('DEALER', 'INNER_USER')).toBe(false);
    expect(mayActOnUserType('BULLETIN_ADMIN', 'CENTRAL')).toBe(true);
    expect(mayActOnUserType('DEALER', 'REGISTER')).toBe(true);
    expect(mayActOnUserType('REGISTER', 'DEALER')).toBe(false);
  });

  it('lets every type reach its own', () => {
    for (const type of ALL) expect(mayActOnUserType(type, type), type).toBe(true);
  });

  it('reaches nothing from an unknown type, and no one reaches an unknown type', () => {
    expect(mayActOnUserType('ROOT', 'REGISTER')).toBe(false);
    expect(mayActOnUserType('SYSTEM_ADMIN', 'ROOT')).toBe(false);
  });
});
