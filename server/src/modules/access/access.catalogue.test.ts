import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as contract from '@portal/contract';
import { FAVORITE_TABS, FUNCTION_LINK_PERMISSION, MANUAL_TYPE_PERMISSION, PERMISSION_CODES } from '@portal/contract';

/*
 * Every code of the permission catalogue guards something (issue 22 §2, docs/decisions/037): an
 * endpoint's `access`, or a check the lists below name with the file that makes it. A code
 * nothing checks is a promise the role screen cannot keep; it leaves the catalogue instead.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Every endpoint table of the contract: each domain exports one `<domain>Endpoints`. */
function endpointAccess(): Set<string> {
  const codes = new Set<string>();
  for (const [name, value] of Object.entries(contract)) {
    if (!name.endsWith('Endpoints') || !value || typeof value !== 'object') continue;
    for (const entry of Object.values(value as Record<string, { access?: unknown }>)) {
      if (typeof entry?.access === 'string') codes.add(entry.access);
    }
  }
  return codes;
}

interface Check {
  /** The file (from the repository root) that makes the check. */
  file: string;
  /** What in it checks the code: the code itself, or the constant map it reads the code from. */
  needle: string;
  /** When the code comes through a constant map of the contract: that map's codes. */
  via?: readonly string[];
}

/** Codes a service checks on one object or one part of an answer rather than on a whole endpoint. */
const SERVICE_CHECKS: Record<string, Check> = {
  PER_FEEDBACK_MANAGEMENT_HANDLE: { file: 'server/src/modules/feedback/feedback.service.ts', needle: "'PER_FEEDBACK_MANAGEMENT_HANDLE'" },
  PER_PENDING_REVIEW_MANUAL_VALID: { file: 'server/src/modules/manuals/manuals.workflow.ts', needle: "permission: 'PER_PENDING_REVIEW_MANUAL_VALID'" },
  PER_PENDING_REVIEW_MANUAL_INVALID: { file: 'server/src/modules/manuals/manuals.workflow.ts', needle: "permission: 'PER_PENDING_REVIEW_MANUAL_INVALID'" },
  PER_MANUAL_2D_PICTURE: { file: 'server/src/modules/manuals/manuals.service.ts', needle: "'DRAWING', 'PER_MANUAL_2D_PICTURE'" },
  PER_FAVORITE_PART_VIEW: { file: 'server/src/modules/favorites/favorites.service.ts', needle: 'FAVORITE_TABS[tab].permission', via: Object.values(FAVORITE_TABS).map((tab) => tab.permission) },
  PER_MANUAL_SERVICE_MANUAL: { file: 'server/src/modules/manuals/manuals.access.ts', needle: 'MANUAL_TYPE_PERMISSION[', via: Object.values(MANUAL_TYPE_PERMISSION) },
  PER_MANUAL_TECH_CASE: { file: 'server/src/modules/manuals/manuals.service.ts', needle: 'FUNCTION_LINK_PERMISSION', via: Object.values(FUNCTION_LINK_PERMISSION) },
};

/**
 * Codes only the web checks (a control shown or hidden, nothing the server guards apart). None
 * today: every web-gated code also guards the endpoint behind the control.
 */
const WEB_CHECKS: Record<string, Check> = {};

describe('the permission catalogue', () => {
  it('holds no code that nothing checks', () => {
    const checked = new Set([...endpointAccess(), ...Object.keys(SERVICE_CHECKS), ...Object.keys(WEB_CHECKS)]);
    expect(PERMISSION_CODES.filter((code) => !checked.has(code))).toEqual([]);
  });

  it('finds each check outside the endpoint tables where the lists say it is', () => {
    const missing: string[] = [];
    for (const [code, check] of Object.entries({ ...SERVICE_CHECKS, ...WEB_CHECKS })) {
      const text = fs.readFileSync(path.join(ROOT, check.file), 'utf8');
      if (!text.includes(check.needle)) missing.push(`${code}: "${check.needle}" not in ${check.file}`);
      if (check.via && !check.via.includes(code)) missing.push(`${code}: not in the map ${check.needle} reads`);
    }
    expect(missing).toEqual([]);
  });

  it('keeps the lists short: a code an endpoint checks needs no entry', () => {
    const endpoints = endpointAccess();
    expect(Object.keys({ ...SERVICE_CHECKS, ...WEB_CHECKS }).filter((code) => endpoints.has(code))).toEqual([]);
  });

  it('lists only codes of the catalogue', () => {
    const known = new Set<string>(PERMISSION_CODES);
    expect([...endpointAccess()].filter((a) => a !== 'public' && a !== 'authenticated' && !known.has(a))).toEqual([]);
    expect(Object.keys({ ...SERVICE_CHECKS, ...WEB_CHECKS }).filter((code) => !known.has(code))).toEqual([]);
  });
});
