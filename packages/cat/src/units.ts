/**
 * Branded numeric units, in the style of excalidraw's `packages/math`: a `Theta` (ability, logit
 * scale of the latent trait) cannot be passed where a `Probability` is expected without saying so.
 * They are plain numbers at run time.
 */
export type Theta = number & { readonly __unit: 'theta' };
/** A probability in [0, 1]. */
export type Probability = number & { readonly __unit: 'probability' };
/** Fisher information (1 / variance units of theta). */
export type Information = number & { readonly __unit: 'information' };

export const toTheta = (value: number): Theta => value as Theta;
