import { describe, expect, it } from 'vitest';
import { LIMITS } from '@portal/contract';
import { shouldShowLicenceDialog } from './licence';

describe('shouldShowLicenceDialog', () => {
  const now = Date.UTC(2026, 5, 1, 12);
  it('shows the warning when it was never shown', () => {
    expect(shouldShowLicenceDialog(null, now)).toBe(true);
  });
  it('stays quiet within the interval', () => {
    expect(shouldShowLicenceDialog(now - LIMITS.licenceDialogIntervalMs + 1000, now)).toBe(false);
  });
  it('shows it again once the interval has passed', () => {
    expect(shouldShowLicenceDialog(now - LIMITS.licenceDialogIntervalMs, now)).toBe(true);
  });
});
