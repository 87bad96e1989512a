import { useEffect, useState } from 'react';

const QUERY = '(pointer: coarse)';

/**
 * Whether the main pointer is a finger (phones, tablets): viewers then speak of pinching and
 * tapping, not of a mouse wheel. A laptop with a touch screen keeps its mouse as the main pointer.
 */
export function useTouchScreen(): boolean {
  const [touch, setTouch] = useState(() => typeof window !== 'undefined' && !!window.matchMedia?.(QUERY).matches);
  useEffect(() => {
    const media = window.matchMedia?.(QUERY);
    if (!media) return;
    const update = () => setTouch(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return touch;
}
