/**
 * A short answer written the bank's plain way ('√3/2', '3π/4', '18 + 9π/4', '57.3°', '2.5 rad')
 * as TeX, so reports and reviews typeset it like the options (docs/product.md §12.2). Returns null
 * when there is nothing to typeset (no fraction, root, π or degree sign) or when the text holds
 * anything else (words, other symbols): that answer is shown as written.
 */
const ALLOWED = /^[-−+0-9.,\s/√π°()]*$/u;
const SPECIAL = /[/√π°]/u;
const UNIT = /\s*\b(rad|cm²|cm|m²|m)$/u;

/** One operand of a fraction: a bracket, or a number possibly with a root or π (bracket first). */
const ATOM = String.raw`(?:\([^()]+\)|\d*(?:\.\d+)?(?:√(?:\d+|\([^()]+\)))?π?)`;
const FRACTION = new RegExp(String.raw`(${ATOM})\s*/\s*(${ATOM})`, 'gu');

function operand(value: string): string {
  const trimmed = value.trim();
  const inner = /^\(([^()]+)\)$/u.exec(trimmed);
  return symbols(inner?.[1] ?? trimmed);
}

function symbols(value: string): string {
  return value
    .replace(/√\(([^()]+)\)/gu, (_, radicand: string) => String.raw`\sqrt{${radicand}}`)
    .replace(/√(\d+)/gu, (_, radicand: string) => String.raw`\sqrt{${radicand}}`)
    .replace(/π/gu, String.raw`\pi `)
    .replace(/°/gu, String.raw`^\circ`)
    .replace(/−/gu, '-');
}

export function answerToTex(answer: string): string | null {
  const text = answer.trim();
  const unit = UNIT.exec(text);
  const value = unit ? text.slice(0, unit.index) : text;
  if (!value || !ALLOWED.test(value) || !(SPECIAL.test(value) || unit)) return null;
  const withFractions = value.replace(FRACTION, (match, top: string, bottom: string) =>
    top.trim() && bottom.trim() ? String.raw`\frac{${operand(top)}}{${operand(bottom)}}` : match,
  );
  // A root or π the fractions did not take (e.g. '2√3', 'π').
  const tex = symbols(withFractions);
  return unit ? String.raw`${tex}\ \text{${unit[1]}}` : tex;
}
