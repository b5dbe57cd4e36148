/** The figure zoom's limits (figure-zoom-dialog.tsx, docs/product.md §12); its texts: catalog. */
export const ZOOM = {
  min: 1,
  max: 4,
  /** One press of + or − multiplies or divides the scale by this. */
  step: 1.5,
} as const;

/** A scale kept within the zoom's limits; values a hair from a limit snap onto it. */
export function clampZoom(scale: number): number {
  if (!Number.isFinite(scale)) return ZOOM.min;
  const clamped = Math.min(ZOOM.max, Math.max(ZOOM.min, scale));
  return Math.abs(clamped - 1) < 0.01 ? 1 : clamped;
}

/** The scale while two fingers move from `startDistance` apart to `distance` apart. */
export function pinchZoom(startScale: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return clampZoom(startScale);
  return clampZoom((startScale * distance) / startDistance);
}
