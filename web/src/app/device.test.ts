import { describe, expect, it } from 'vitest';
import { deviceOf } from './device';

describe('deviceOf', () => {
  it('classes widths as spec §2 does', () => {
    expect(deviceOf(390)).toBe('mobile');
    expect(deviceOf(576)).toBe('mobile');
    expect(deviceOf(577)).toBe('tablet');
    expect(deviceOf(768)).toBe('tablet');
    expect(deviceOf(992)).toBe('tablet');
    expect(deviceOf(993)).toBe('desktop');
  });
});
