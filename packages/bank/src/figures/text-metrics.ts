/**
 * Text widths for laying out and linting figure labels without a font engine. The advance widths
 * (in em) are DejaVu Sans's, the widest of the fonts the figure's font stack meets (system-ui on
 * Debian; Roboto and San Francisco on phones are narrower), so a label that fits here fits there.
 * Checked against Chromium's getBBox: "12 cm" and "P(-4, -4)" at 21 px measure 65.4 and 84.3 px,
 * as here.
 */
const EM: Record<string, number> = {
  ' ': 0.318,
  '!': 0.401,
  '"': 0.46,
  '#': 0.838,
  '%': 0.95,
  '&': 0.78,
  "'": 0.275,
  '(': 0.39,
  ')': 0.39,
  '*': 0.5,
  '+': 0.838,
  ',': 0.318,
  '-': 0.361,
  '.': 0.318,
  '/': 0.337,
  ':': 0.337,
  ';': 0.337,
  '<': 0.838,
  '=': 0.838,
  '>': 0.838,
  '?': 0.531,
  '[': 0.39,
  ']': 0.39,
  '°': 0.5,
  '′': 0.3,
  '″': 0.46,
  θ: 0.614,
  α: 0.66,
  β: 0.64,
  γ: 0.6,
  π: 0.64,
  '√': 0.838,
  '²': 0.4,
  '³': 0.4,
  '−': 0.838,
  '×': 0.838,
  '½': 0.95,
  A: 0.714,
  B: 0.686,
  C: 0.698,
  D: 0.77,
  E: 0.632,
  F: 0.575,
  G: 0.775,
  H: 0.752,
  I: 0.295,
  J: 0.295,
  K: 0.656,
  L: 0.557,
  M: 0.863,
  N: 0.748,
  O: 0.787,
  P: 0.603,
  Q: 0.787,
  R: 0.695,
  S: 0.635,
  T: 0.611,
  U: 0.732,
  V: 0.684,
  W: 0.989,
  X: 0.685,
  Y: 0.611,
  Z: 0.685,
  a: 0.613,
  b: 0.635,
  c: 0.55,
  d: 0.635,
  e: 0.615,
  f: 0.352,
  g: 0.635,
  h: 0.634,
  i: 0.278,
  j: 0.278,
  k: 0.579,
  l: 0.278,
  m: 0.974,
  n: 0.634,
  o: 0.612,
  p: 0.635,
  q: 0.635,
  r: 0.411,
  s: 0.521,
  t: 0.392,
  u: 0.634,
  v: 0.592,
  w: 0.818,
  x: 0.592,
  y: 0.592,
  z: 0.525,
};

const DIGIT = 0.636;
const OTHER = 0.7;

/** Width in px of `text` at `size` px, with 2 px of slack. */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) em += /\d/.test(ch) ? DIGIT : (EM[ch] ?? OTHER);
  return em * size + 2;
}

/** The height a label occupies: its em box (ascenders to descenders). */
export function textHeight(size: number): number {
  return size;
}
