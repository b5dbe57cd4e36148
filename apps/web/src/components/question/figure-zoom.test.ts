import { describe, expect, it } from 'vitest';
import { clampZoom, pinchZoom, ZOOM } from './figure-zoom';

describe('figure zoom', () => {
  it('keeps the scale within its limits', () => {
    expect(clampZoom(0.2)).toBe(ZOOM.min);
    expect(clampZoom(9)).toBe(ZOOM.max);
    expect(clampZoom(2.25)).toBe(2.25);
    expect(clampZoom(Number.NaN)).toBe(ZOOM.min);
    // 1.5 / 1.5 / 1.5 * 1.5 * 1.5 can land a hair off 1: it snaps back.
    expect(clampZoom(1.004)).toBe(1);
  });

  it('follows the fingers: twice as far apart is twice the scale', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(2, 100, 50)).toBe(1);
    expect(pinchZoom(3, 100, 400)).toBe(ZOOM.max);
    expect(pinchZoom(1.5, 0, 80)).toBe(1.5);
  });
});
