import { describe, expect, it } from 'vitest';
import { isValidVin, vinCheckDigit, withVinCheckDigit } from './vin.js';

describe('VIN', () => {
  it('accepts published VINs with a correct check digit', () => {
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true);
    expect(isValidVin('11111111111111111')).toBe(true);
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });

  it('refuses a wrong check digit, a wrong length and the letters I, O, Q', () => {
    expect(isValidVin('1M8GDM9A1KP042788')).toBe(false);
    expect(isValidVin('1M8GDM9AXKP04278')).toBe(false);
    expect(isValidVin('1M8GDM9AXKP04278O')).toBe(false);
  });

  it('repairs the check digit of a generated VIN', () => {
    const vin = withVinCheckDigit('LEMSC2A20RA000123');
    expect(isValidVin(vin)).toBe(true);
    expect(vin.slice(0, 8) + vin.slice(9)).toBe('LEMSC2A2RA000123');
  });
});
