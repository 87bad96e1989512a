/**
 * A place where a lower module lets a higher one add what it owns (decision 029: composition
 * happens above). The catalogue offers `bomStars`; the favourites module fills it when its routes
 * are mounted, so the catalogue never imports favourites. Until filled, the slot answers `empty`.
 * Filling again with the same function (every app a test builds) is harmless.
 */
export interface Slot<F extends (...args: never[]) => unknown> {
  readonly call: F;
  fill(fn: F): void;
}

export function slot<F extends (...args: never[]) => unknown>(empty: F): Slot<F> {
  let current = empty;
  return {
    call: ((...args: Parameters<F>) => current(...args)) as F,
    fill(fn) {
      current = fn;
    },
  };
}
