/**
 * Vehicle identification numbers: 17 characters of digits and capital letters without I, O and Q,
 * the 9th being a check digit (ISO 3779 / North American scheme).
 */
const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The check digit ('0'–'9' or 'X') the 9th position must hold; the 9th input character is ignored. */
export function vinCheckDigit(vin: string): string {
  const upper = vin.toUpperCase();
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = upper[i];
    const value = c >= '0' && c <= '9' ? Number(c) : TRANSLITERATION[c] ?? 0;
    sum += value * WEIGHTS[i];
  }
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

export function isValidVin(vin: string): boolean {
  const upper = vin.trim().toUpperCase();
  return VIN_PATTERN.test(upper) && upper[8] === vinCheckDigit(upper);
}

/** Puts the right check digit into position 9 of a 17-character VIN. */
export function withVinCheckDigit(vin: string): string {
  const upper = vin.toUpperCase();
  return upper.slice(0, 8) + vinCheckDigit(upper) + upper.slice(9);
}
