import { LIMITS } from '@portal/contract';

export const LICENCE_DIALOG_KEY = 'licence-dialog-at';

/** The administrator's licence warning shows at most once per LIMITS.licenceDialogIntervalMs. */
export function shouldShowLicenceDialog(lastShownAt: number | null, now: number): boolean {
  return lastShownAt === null || !Number.isFinite(lastShownAt) || now - lastShownAt >= LIMITS.licenceDialogIntervalMs;
}
