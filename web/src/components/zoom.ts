import { LIMITS } from '@portal/contract';

/*
 * Zoom and gallery arithmetic shared by the exploded drawing and the photo preview
 * (spec §2, §9: zoom 0.2–6 in steps of 0.1, the gallery wraps past both ends).
 */

/** Rounds to the 0.1 grid so repeated steps do not drift (0.1 + 0.2 !== 0.3). */
const onGrid = (value: number) => Math.round(value / LIMITS.zoomStep) * LIMITS.zoomStep;
const tidy = (value: number) => Number(value.toFixed(2));

/** Keeps a zoom factor within 0.2–6 (a non-number becomes 1). */
export function clampZoom(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return tidy(Math.min(LIMITS.zoomMax, Math.max(LIMITS.zoomMin, value)));
}

/** One step in (+1) or out (-1) from `value`, on the 0.1 grid, clamped. */
export function stepZoom(value: number, direction: 1 | -1, steps = 1): number {
  return clampZoom(onGrid(value) + direction * steps * LIMITS.zoomStep);
}

/** The zoom after a wheel event: scrolling up (negative deltaY) zooms in, one step per event. */
export function wheelZoom(value: number, deltaY: number): number {
  if (deltaY === 0) return clampZoom(value);
  return stepZoom(value, deltaY < 0 ? 1 : -1);
}

/**
 * The zoom while two fingers pinch: the zoom they started from, scaled by how far apart they are
 * now against when they touched (the fingers' spread, not steps), clamped.
 */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (!(startDistance > 0) || !(distance > 0)) return clampZoom(startZoom);
  return clampZoom(startZoom * (distance / startDistance));
}

export const canZoomIn = (value: number) => value < LIMITS.zoomMax;
export const canZoomOut = (value: number) => value > LIMITS.zoomMin;

/** Zoom as a percentage label, "150%". */
export const zoomLabel = (value: number) => `${Math.round(value * 100)}%`;

/** An index moved by `delta` in a list of `count`, wrapping past both ends (0 for an empty list). */
export function wrapIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/**
 * The first thumbnail of a window of `size` that keeps `index` visible, moving the window one
 * at a time (spec §9: 5 thumbnails at once, scrolled one at a time).
 */
export function thumbWindowStart(start: number, index: number, size: number, count: number): number {
  const maxStart = Math.max(0, count - size);
  let next = start;
  if (index < next) next = index;
  if (index >= next + size) next = index - size + 1;
  return Math.min(Math.max(0, next), maxStart);
}
