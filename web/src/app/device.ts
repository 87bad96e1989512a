import { useEffect, useState } from 'react';
import { BREAKPOINTS } from '@portal/contract';

export type Device = 'mobile' | 'tablet' | 'desktop';

/** Device classes of spec §2. */
export function deviceOf(width: number): Device {
  if (width <= BREAKPOINTS.mobileMax) return 'mobile';
  if (width <= BREAKPOINTS.tabletMax) return 'tablet';
  return 'desktop';
}

export function useDevice(): Device {
  const [device, setDevice] = useState<Device>(() => deviceOf(window.innerWidth));
  useEffect(() => {
    const update = () => setDevice(deviceOf(window.innerWidth));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return device;
}
