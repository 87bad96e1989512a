/**
 * Deterministic randomness: everything the generator draws comes from a seed and the index of
 * the row being built, so a row can be rebuilt on its own (streaming, no lookup tables) and the
 * same seed gives the same catalogue on every machine.
 */

/** murmur3's finaliser: a good 32-bit mixer. */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Hashes numbers (and strings) to an unsigned 32-bit integer. */
export function hash32(...keys: (number | string)[]): number {
  let h = 0x9e3779b9;
  for (const key of keys) {
    if (typeof key === 'number') {
      h = fmix(h ^ Math.imul((key >>> 0) + 0x7f4a7c15, 0x27d4eb2d) ^ ((key / 4294967296) >>> 0));
    } else {
      for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
      h = fmix(h);
    }
  }
  return h;
}

/** mulberry32: small, fast, and the same sequence on every platform. */
export class Rng {
  private a: number;
  constructor(seed: number) {
    this.a = seed >>> 0;
  }
  /** A float in [0, 1). */
  next(): number {
    this.a = (this.a + 0x6d2b79f5) >>> 0;
    let t = this.a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
}

/** A generator for one row: independent of how many rows were drawn before it. */
export function rngFor(...keys: (number | string)[]): Rng {
  return new Rng(hash32(...keys));
}

/** A UUID (version 4 layout) derived from the seed, a namespace and an index. */
export function uuidFor(seed: number, ns: string, index: number): string {
  const hex = [1, 2, 3, 4].map((salt) => hash32(seed, ns, index, salt).toString(16).padStart(8, '0')).join('');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** EAN-13: twelve digits and their check digit. */
export function ean13(twelveDigits: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelveDigits[i]) * (i % 2 === 0 ? 1 : 3);
  return twelveDigits + String((10 - (sum % 10)) % 10);
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13(code.slice(0, 12)) === code;
}

const DAY = 86_400_000;
/** Days since 1970-01-01 for an ISO date, and back. */
export const dayOf = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY);
export const isoOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
