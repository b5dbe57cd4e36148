/**
 * Text clean-up before parsing a typed answer: digits from other scripts, unicode minus and
 * spaces, simple LaTeX, words for pi / sqrt / degrees, a leading `x =` and trailing length units.
 * The result is ASCII plus the symbols the tokenizer knows: π √ ° and `\frac` / `\sqrt`.
 */

const ARABIC_INDIC_ZERO = 0x0660; // ٠..٩
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0; // ۰..۹

const VULGAR_FRACTIONS: Record<string, string> = {
  '½': '\\frac{1}{2}',
  '⅓': '\\frac{1}{3}',
  '⅔': '\\frac{2}{3}',
  '¼': '\\frac{1}{4}',
  '¾': '\\frac{3}{4}',
  '⅕': '\\frac{1}{5}',
  '⅖': '\\frac{2}{5}',
  '⅗': '\\frac{3}{5}',
  '⅘': '\\frac{4}{5}',
  '⅙': '\\frac{1}{6}',
  '⅚': '\\frac{5}{6}',
  '⅛': '\\frac{1}{8}',
  '⅜': '\\frac{3}{8}',
  '⅝': '\\frac{5}{8}',
  '⅞': '\\frac{7}{8}',
};

const UNIT_SUFFIX =
  /\s*(?:square\s+units?|sq\.?\s*units?|sq\.?\s*cm|units?\s*(?:\^2|²)?|(?:mm|cm|km|m)\s*(?:\^\s*\{?[23]\}?|[²³23])?|metres?|meters?)\s*$/i;

export function normaliseAnswerText(raw: string): string {
  let text = raw;
  text = text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - ARABIC_INDIC_ZERO));
  text = text.replace(/[\u06f0-\u06f9]/g, (d) =>
    String(d.charCodeAt(0) - EXTENDED_ARABIC_INDIC_ZERO),
  );
  text = text
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, '')
    .replace(/[\u060c\uff0c]/g, ',');
  text = text.replace(/[\u200b-\u200d\u2060\ufeff]/g, '');
  text = text.replace(/[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\t\r\n]/g, ' ');
  text = text.replace(/[\u2212\u2012\u2013\u2014\u2010\u2011\ufe63\uff0d]/g, '-');
  text = text
    .replace(/[×·⋅∙✕]/g, '*')
    .replace(/÷/g, '/')
    .replace(/[⁄∕]/g, '/');
  text = text
    .replace(/[ºᵒ˚∘]/g, '°')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3');
  text = text.replace(/[Ππ]/g, 'π').replace(/≈/g, '=');
  text = text.replace(/[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/g, (f) => VULGAR_FRACTIONS[f] ?? f);
  // LaTeX wrappers and spacing commands.
  text = text.replace(/\$/g, ' ').replace(/\\[()[\]]/g, ' ');
  text = text.replace(/\\(?:left|right|displaystyle|textstyle|big|Big)\b/g, '');
  text = text.replace(/\\[,;:! ]/g, ' ').replace(/~/g, ' ');
  text = text.replace(/\\[dt]frac/g, '\\frac');
  text = text.replace(/\^\s*\{\s*\\circ\s*\}|\^\s*\\circ|\\circ|\\degree/g, '°');
  text = text.replace(/\\(?:cdot|times)/g, '*').replace(/\\div/g, '/');
  text = text.replace(/\\pi(?![a-zA-Z])/g, 'π');
  text = text.replace(/\\(?:text|mathrm|mbox|operatorname)\s*\{([^{}]*)\}/g, ' $1 ');
  // A leading "x =", "θ =", "\theta =" or "AB =".
  text = text.replace(/^\s*(?:\\?[A-Za-z\u0370-\u03ff]+[A-Za-z0-9_{}']*)\s*=/, ' ');
  text = text.trim().replace(UNIT_SUFFIX, '');
  // Words.
  text = text.replace(/(?<![a-z])(?:degrees?|deg)(?![a-z])/gi, '°');
  text = text.replace(/(?<![a-z])(?:radians?|rads?)(?![a-z])/gi, ' rad ');
  text = text.replace(/\\?sqrt/gi, '√').replace(/pi/gi, 'π');
  return text.replace(/\s+/g, ' ').trim();
}
