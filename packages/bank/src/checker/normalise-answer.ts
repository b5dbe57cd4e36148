/**
 * Text clean-up before parsing a typed answer: digits from other scripts, unicode minus and
 * spaces, simple LaTeX, words for pi / root / degrees, trig function names, a leading `x =` and
 * a trailing full stop. Units are split off before this (units.ts). The result is ASCII plus the
 * symbols the tokenizer knows: π √ ° ± and `\frac`.
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
  text = text.replace(/\\pm(?![a-zA-Z])|\+\s*\/\s*-|\+-/g, '±').replace(/∓/g, '±');
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
  text = text.replace(/\\(sin|cos|tan|sec|csc|cot)(?![a-zA-Z])/g, ' $1 ');
  text = text.replace(/\\(?:mathbb\s*\{\s*Z\s*\}|in)(?![a-zA-Z])/g, (m) =>
    m.includes('Z') ? 'ℤ' : '∈',
  );
  text = text.replace(/\\(?:text|mathrm|mbox|operatorname)\s*\{([^{}]*)\}/g, ' $1 ');
  // A leading "x =", "θ =", "\theta =" or "AB =".
  text = text.replace(/^\s*(?:\\?[A-Za-z\u0370-\u03ff]+[A-Za-z0-9_{}']*)\s*=/, ' ');
  // A sentence's full stop after the answer ("7 cm." is split before; "3." here).
  text = text.trim().replace(/(?<=[\d)}\]π°a-z])\.+$/i, '');
  // Words.
  text = text.replace(/(?<![a-z])(?:degrees?|deg)(?![a-z])/gi, '°');
  text = text.replace(/(?<![a-z])(?:radians?|rads?)(?![a-z])/gi, ' rad ');
  text = text.replace(/(?<![a-z])square\s+root\s+of(?![a-z])/gi, '√');
  text = text.replace(/\\?sqrt|(?<![a-z])root(?![a-z])|(?<=\d)root/gi, '√');
  text = text.replace(/(?<![a-z])cosec(?![a-z])/gi, 'csc');
  text = text.replace(
    /(?<![a-z])(sin|cos|tan|sec|csc|cot)(?![a-z])/gi,
    (m) => ` ${m.toLowerCase()} `,
  );
  text = text.replace(/pi/gi, 'π');
  return text.replace(/\s+/g, ' ').trim();
}
