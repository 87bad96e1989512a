import { useEffect, useState } from 'react';
import { BREAKPOINTS } from '@portal/contract';

/**
 * How the signed-in header lays out its controls (issue 20 §14):
 * - `full`: every control with its label;
 * - `icons`: a narrower desktop: the counters and menus as icons (names in tooltips), the main
 *   navigation still labelled;
 * - `drawer`: tablets and phones: the counters stay in the header, everything else (main
 *   navigation, administration, feedback, language, about) moves into a menu drawer.
 */
export type HeaderLayout = 'full' | 'icons' | 'drawer';

/** From this width the header has room for every label (English and the longer languages). */
export const HEADER_FULL_MIN_WIDTH = 1360;

export function headerLayoutOf(width: number): HeaderLayout {
  if (width <= BREAKPOINTS.tabletMax) return 'drawer';
  return width < HEADER_FULL_MIN_WIDTH ? 'icons' : 'full';
}

export function useHeaderLayout(): HeaderLayout {
  const [layout, setLayout] = useState<HeaderLayout>(() => headerLayoutOf(window.innerWidth));
  useEffect(() => {
    const update = () => setLayout(headerLayoutOf(window.innerWidth));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return layout;
}
