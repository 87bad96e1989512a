import { lazy, Suspense } from 'react';
import { isOutdatedBrowser } from './browser-check';

const outdated = typeof navigator !== 'undefined' && isOutdatedBrowser(navigator.userAgent);

// antd's Alert, fetched only for the browsers it warns (decision 030)
const OutdatedBanner = lazy(() => import('./outdated-banner'));

/** Upgrade banner for browsers under spec §1's minimums. */
export function BrowserAlert() {
  if (!outdated) return null;
  return (
    <Suspense fallback={null}>
      <OutdatedBanner />
    </Suspense>
  );
}
