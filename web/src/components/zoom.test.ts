import { describe, expect, it } from 'vitest';
import { canZoomIn, canZoomOut, clampZoom, pinchZoom, stepZoom, thumbWindowStart, wheelZoom, wrapIndex, zoomLabel } from './zoom';

describe('zoom', () => {
  it('clamps to 0.2–6', () => {
    expect(clampZoom(0.05)).toBe(0.2);
    expect(clampZoom(9)).toBe(6);
    expect(clampZoom(1.37)).toBe(1.37);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('steps by 0.1 without floating-point drift', () => {
    let z = 1;
    for (let i = 0; i < 7; i++) z = stepZoom(z, 1);
    expect(z).toBe(1.7);
    for (let i = 0; i < 3; i++) z = stepZoom(z, -1);
    expect(z).toBe(1.4);
    expect(stepZoom(0.1 + 0.2, 1)).toBe(0.4);
  });

  it('stops at both ends', () => {
    expect(stepZoom(6, 1)).toBe(6);
    expect(stepZoom(0.2, -1)).toBe(0.2);
    expect(stepZoom(5.95, 1)).toBe(6);
    expect(canZoomIn(6)).toBe(false);
    expect(canZoomOut(0.2)).toBe(false);
    expect(canZoomIn(1) && canZoomOut(1)).toBe(true);
  });

  it('follows two pinching fingers: their spread scales the zoom they started from, within 0.2–6', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(1.5, 200, 100)).toBe(0.75);
    expect(pinchZoom(1, 100, 100)).toBe(1);
    expect(pinchZoom(4, 100, 400)).toBe(6);
    expect(pinchZoom(0.5, 100, 10)).toBe(0.2);
    // fingers on one spot: no division by zero, the zoom stays
    expect(pinchZoom(1.3, 0, 50)).toBe(1.3);
  });

  it('zooms in on wheel up and out on wheel down', () => {
    expect(wheelZoom(1, -120)).toBe(1.1);
    expect(wheelZoom(1, 53)).toBe(0.9);
    expect(wheelZoom(1, 0)).toBe(1);
  });

  it('labels the zoom as a percentage', () => {
    expect(zoomLabel(1.5)).toBe('150%');
    expect(zoomLabel(0.2)).toBe('20%');
  });
});

describe('gallery index', () => {
  it('wraps to the first image past the end and to the last before the start', () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(2, 1, 5)).toBe(3);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it('scrolls the thumbnail window one at a time to keep the current photo visible', () => {
    expect(thumbWindowStart(0, 5, 5, 8)).toBe(1);
    expect(thumbWindowStart(3, 2, 5, 8)).toBe(2);
    expect(thumbWindowStart(0, 3, 5, 4)).toBe(0);
    expect(thumbWindowStart(3, 7, 5, 8)).toBe(3);
  });
});
