/**
 * A small, safe recursive-descent evaluator for typed answers (no eval). Grammar:
 *
 *   expr    := term (('+' | '-') term)*
 *   term    := unary (('*' | '/') unary | <implicit> unary)*   implicit before π √ \frac ( { sin k
 *   unary   := ('+' | '-') unary | power
 *   power   := postfix ('^' unary)?
 *   postfix := primary ('°' | 'rad')*
 *   primary := number | π | k | '(' expr ')' | '{' expr '}' | √ arg | \frac arg arg
 *            | fn ('^' number)? unary                      fn: sin cos tan sec csc cot
 *
 * A trig function's argument is in degrees unless it is written in radians (with π or rad):
 * `cos 13°`, `cos 13` and `cos(π/6)` all read as expected. Mixed numbers: `1 1/2`, `1½`,
 * `1\frac{1}{2}` mean 1 + 1/2. A trailing unit ("7 cm", "25 miles") is split off and reported.
 * `k`, `n` or `m` is an integer parameter only when the caller asks (general solutions).
 */
import { normaliseAnswerText } from './normalise-answer';
import type { Unit } from './units';
import { splitUnit } from './units';

export type AngleUnit = 'deg' | 'rad';

export interface ParsedValue {
  value: number;
  /** The typed form after clean-up, e.g. `3√2`, `2π/3`, `30°`. */
  source: string;
  angleUnit: AngleUnit | null;
  hasPi: boolean;
  /** Only a (signed) decimal literal such as `4.24` or `-0.5`: an approximation, not a form. */
  isDecimalLiteral: boolean;
  /** Digits after the decimal point of the longest decimal literal typed. */
  decimals: number;
  /** Significant figures of a decimal literal (4.20 -> 3, 0.0866 -> 3, 120 -> 3). */
  significant: number;
  /** The unit typed after the value, if any. */
  unit: Unit | null;
  /** How the parser grouped the input, as TeX (`\\frac{\\sqrt{3}}{2}` for `√3/2`): the answer
   * field's "Read as" preview typesets it, so a student sees the reading the checker marks. */
  tex: string;
}

type Fn = 'sin' | 'cos' | 'tan' | 'sec' | 'csc' | 'cot';

type Token =
  | { t: 'num'; value: number; text: string; decimals: number; mixed?: boolean }
  | { t: 'pi' | 'sqrt' | 'frac' | 'deg' | 'rad' | 'space' }
  | { t: 'var'; name: string }
  | { t: 'fn'; fn: Fn }
  | { t: 'op'; op: '+' | '-' | '*' | '/' | '^' }
  | { t: 'open' | 'close'; bracket: '(' | '{' | '[' };

interface Flags {
  hasPi: boolean;
  angleUnit: AngleUnit | null;
  conflict: boolean;
  decimals: number;
  nonLiteral: boolean;
  literal: string;
  usesVariable: boolean;
}

class ParseError extends Error {}

const CLOSING: Record<string, string> = { '(': ')', '{': '}', '[': ']' };
const FUNCTIONS: Fn[] = ['sin', 'cos', 'tan', 'sec', 'csc', 'cot'];

export interface ReadOptions {
  /** The integer parameter's letter and value (general solutions), e.g. { name: 'k', value: 2 }. */
  variable?: { name: string; value: number };
}

function tokenize(text: string, options: ReadOptions): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text.charAt(i);
    const fn = FUNCTIONS.find((name) => text.startsWith(name, i));
    if (ch === ' ') {
      tokens.push({ t: 'space' });
      i += 1;
    } else if (/[0-9.]/.test(ch)) {
      const match = /^(\d+(?:[.,]\d+)?|\.\d+)/.exec(text.slice(i));
      if (!match?.[1]) throw new ParseError('bad number');
      const literal = match[1].replace(',', '.');
      const decimals = literal.includes('.') ? (literal.split('.')[1]?.length ?? 0) : 0;
      tokens.push({ t: 'num', value: Number(literal), text: literal, decimals });
      i += match[1].length;
    } else if (fn) {
      tokens.push({ t: 'fn', fn });
      i += fn.length;
    } else if (ch === 'π') {
      tokens.push({ t: 'pi' });
      i += 1;
    } else if (ch === '√') {
      tokens.push({ t: 'sqrt' });
      i += 1;
    } else if (ch === '°') {
      tokens.push({ t: 'deg' });
      i += 1;
    } else if (text.startsWith('\\frac', i)) {
      tokens.push({ t: 'frac' });
      i += 5;
    } else if (text.startsWith('rad', i)) {
      tokens.push({ t: 'rad' });
      i += 3;
    } else if (options.variable && ch === options.variable.name) {
      tokens.push({ t: 'var', name: ch });
      i += 1;
    } else if ('+-*/^'.includes(ch)) {
      tokens.push({ t: 'op', op: ch as '+' | '-' | '*' | '/' | '^' });
      i += 1;
    } else if ('({['.includes(ch)) {
      tokens.push({ t: 'open', bracket: ch as '(' | '{' | '[' });
      i += 1;
    } else if (')}]'.includes(ch)) {
      const bracket = ch === ')' ? '(' : ch === '}' ? '{' : '[';
      tokens.push({ t: 'close', bracket });
      i += 1;
    } else {
      throw new ParseError(`unexpected ${ch}`);
    }
  }
  return joinMixedNumbers(tokens).filter((token) => token.t !== 'space');
}

/** `3 1/2` -> one number token 3.5 (only integer parts, not after / or ^). */
function joinMixedNumbers(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const [a, s, b, slash, c, after] = tokens.slice(i, i + 6);
    const before = out[out.length - 1];
    if (
      a?.t === 'num' &&
      a.decimals === 0 &&
      s?.t === 'space' &&
      b?.t === 'num' &&
      b.decimals === 0 &&
      slash?.t === 'op' &&
      slash.op === '/' &&
      c?.t === 'num' &&
      c.decimals === 0 &&
      c.value !== 0 &&
      b.value < c.value &&
      !(before?.t === 'op' && (before.op === '/' || before.op === '^')) &&
      before?.t !== 'fn' &&
      !(after?.t === 'op' && after.op === '^') &&
      after?.t !== 'pi' &&
      after?.t !== 'sqrt' &&
      after?.t !== 'var'
    ) {
      out.push({
        t: 'num',
        value: a.value + b.value / c.value,
        text: `${a.text} ${b.text}/${c.text}`,
        decimals: 0,
        mixed: true,
      });
      i += 4;
    } else if (a) {
      out.push(a);
    }
  }
  return out;
}

interface Node {
  value: number;
  /** The node as TeX (see ParsedValue.tex). */
  tex: string;
  /** A bracketed group, whose brackets a fraction bar makes redundant, and its inside. */
  group?: boolean;
  inner?: string;
  /** A bare integer literal (for LaTeX mixed numbers like 2\frac{1}{2}). */
  integerLiteral: boolean;
  /** A \frac whose two arguments are plain integers. */
  integerFraction: boolean;
}

const DEG = Math.PI / 180;

function applyFn(fn: Fn, radians: number): number {
  const s = Math.sin(radians);
  const c = Math.cos(radians);
  // Exact zeros where they belong (cos 90° is 0, not 6e-17), so tan 90° is refused.
  const sin = Math.abs(s) < 1e-15 ? 0 : s;
  const cos = Math.abs(c) < 1e-15 ? 0 : c;
  switch (fn) {
    case 'sin':
      return sin;
    case 'cos':
      return cos;
    case 'tan':
      return sin / cos;
    case 'sec':
      return 1 / cos;
    case 'csc':
      return 1 / sin;
    case 'cot':
      return cos / sin;
  }
}

class Parser {
  private pos = 0;
  readonly flags: Flags = {
    hasPi: false,
    angleUnit: null,
    conflict: false,
    decimals: 0,
    nonLiteral: false,
    literal: '',
    usesVariable: false,
  };

  constructor(
    private readonly tokens: Token[],
    private readonly variable: number,
  ) {}

  parse(): Node {
    const node = this.expr();
    if (this.pos !== this.tokens.length) throw new ParseError('trailing input');
    return node;
  }

  private peek(): Token | undefined {
    return this.tokens[this.pos];
  }

  private take(): Token {
    const token = this.tokens[this.pos];
    if (!token) throw new ParseError('unexpected end');
    this.pos += 1;
    return token;
  }

  private isOp(op: string): boolean {
    const token = this.peek();
    return token?.t === 'op' && token.op === op;
  }

  private expr(): Node {
    let node = this.term();
    while (this.isOp('+') || this.isOp('-')) {
      const op = this.take();
      this.flags.nonLiteral = true;
      const right = this.term();
      const plus = op.t === 'op' && op.op === '+';
      const value = plus ? node.value + right.value : node.value - right.value;
      node = plain(value, `${node.tex} ${plus ? '+' : '-'} ${right.tex}`);
    }
    return node;
  }

  private term(): Node {
    let node = this.unary();
    for (;;) {
      const token = this.peek();
      if (token?.t === 'op' && (token.op === '*' || token.op === '/')) {
        this.take();
        this.flags.nonLiteral = true;
        const right = this.unary();
        node =
          token.op === '*'
            ? plain(node.value * right.value, `${node.tex} \\times ${right.tex}`)
            : plain(node.value / right.value, `\\frac{${ungroup(node)}}{${ungroup(right)}}`);
      } else if (
        token &&
        (token.t === 'pi' ||
          token.t === 'sqrt' ||
          token.t === 'frac' ||
          token.t === 'fn' ||
          token.t === 'var' ||
          (token.t === 'open' && token.bracket !== '['))
      ) {
        this.flags.nonLiteral = true;
        const right = this.unary();
        if (node.integerLiteral && right.integerFraction) {
          // LaTeX mixed number: 2\frac{1}{2} = 2 + 1/2 (sign follows the whole part).
          node = plain(
            node.value + Math.sign(node.value || 1) * right.value,
            `${node.tex}${right.tex}`,
          );
        } else {
          node = plain(node.value * right.value, `${node.tex} ${right.tex}`);
        }
      } else {
        return node;
      }
    }
  }

  private unary(): Node {
    if (this.isOp('-') || this.isOp('+')) {
      const op = this.take();
      const inner = this.unary();
      const negative = op.t === 'op' && op.op === '-';
      return {
        ...inner,
        value: negative ? -inner.value : inner.value,
        tex: `${negative ? '-' : '+'}${inner.tex}`,
        group: false,
      };
    }
    return this.power();
  }

  private power(): Node {
    const base = this.postfix();
    if (this.isOp('^')) {
      this.take();
      this.flags.nonLiteral = true;
      const exponent = this.unary();
      return plain(base.value ** exponent.value, `${base.tex}^{${ungroup(exponent)}}`);
    }
    return base;
  }

  private postfix(): Node {
    let node = this.primary();
    for (;;) {
      const token = this.peek();
      if (token?.t !== 'deg' && token?.t !== 'rad') return node;
      this.take();
      const unit: AngleUnit = token.t === 'deg' ? 'deg' : 'rad';
      node = {
        ...node,
        tex: unit === 'deg' ? `${node.tex}^{\\circ}` : `${node.tex}\\,\\text{rad}`,
        group: false,
      };
      if (this.flags.angleUnit && this.flags.angleUnit !== unit) this.flags.conflict = true;
      this.flags.angleUnit = unit;
    }
  }

  /** sin 30°, cos(π/3), tan^2 45: the argument's units stay inside the function. */
  private functionCall(fn: Fn): Node {
    this.flags.nonLiteral = true;
    let exponent = 1;
    if (this.isOp('^')) {
      this.take();
      const token = this.take();
      if (token.t !== 'num' || token.decimals !== 0 || token.value < 1) {
        throw new ParseError('only whole powers of a function');
      }
      exponent = token.value;
    }
    const outer = { hasPi: this.flags.hasPi, angleUnit: this.flags.angleUnit };
    this.flags.hasPi = false;
    this.flags.angleUnit = null;
    const argument = this.unary();
    const inRadians =
      this.flags.angleUnit === 'rad' || (this.flags.hasPi && this.flags.angleUnit !== 'deg');
    this.flags.hasPi = outer.hasPi;
    this.flags.angleUnit = outer.angleUnit;
    const value = applyFn(fn, inRadians ? argument.value : argument.value * DEG);
    if (!Number.isFinite(value)) throw new ParseError('undefined value');
    const name = exponent === 1 ? `\\${fn}` : `\\${fn}^{${exponent}}`;
    return plain(value ** exponent, `${name} ${argument.tex}`);
  }

  private primary(): Node {
    const token = this.take();
    switch (token.t) {
      case 'num':
        this.flags.decimals = Math.max(this.flags.decimals, token.decimals);
        this.flags.literal = token.text;
        if (token.mixed) this.flags.nonLiteral = true;
        return {
          value: token.value,
          tex: token.mixed ? mixedTex(token.text) : token.text,
          integerLiteral: token.decimals === 0 && !token.mixed,
          integerFraction: false,
        };
      case 'pi':
        this.flags.hasPi = true;
        this.flags.nonLiteral = true;
        return plain(Math.PI, '\\pi');
      case 'var':
        this.flags.usesVariable = true;
        this.flags.nonLiteral = true;
        return plain(this.variable, token.name);
      case 'fn':
        return this.functionCall(token.fn);
      case 'open': {
        const inner = this.expr();
        this.expectClose(token.bracket);
        return {
          ...plain(inner.value, `\\left(${inner.tex}\\right)`),
          group: true,
          inner: inner.tex,
        };
      }
      case 'sqrt': {
        this.flags.nonLiteral = true;
        let index = 2;
        let indexTex = '';
        const next = this.peek();
        if (next?.t === 'open' && next.bracket === '[') {
          this.take();
          const indexNode = this.expr();
          index = indexNode.value;
          indexTex = `[${indexNode.tex}]`;
          this.expectClose('[');
        }
        const radicand = this.argument();
        if (radicand.value < 0 || !Number.isFinite(index) || index === 0) {
          throw new ParseError('bad root');
        }
        return plain(radicand.value ** (1 / index), `\\sqrt${indexTex}{${ungroup(radicand)}}`);
      }
      case 'frac': {
        this.flags.nonLiteral = true;
        this.splitDigitsForFrac();
        const numerator = this.fracArgument();
        this.splitDigitsForFrac();
        const denominator = this.fracArgument();
        return {
          value: numerator.value / denominator.value,
          tex: `\\frac{${numerator.tex}}{${denominator.tex}}`,
          integerLiteral: false,
          integerFraction: numerator.integer && denominator.integer,
        };
      }
      default:
        throw new ParseError('unexpected token');
    }
  }

  /** `\frac34`: a multi-digit literal right after \frac gives its digits one at a time. */
  private splitDigitsForFrac(): void {
    const token = this.peek();
    if (token?.t === 'num' && token.decimals === 0 && !token.mixed && token.text.length > 1) {
      const first = token.text.slice(0, 1);
      const rest = token.text.slice(1);
      this.tokens.splice(
        this.pos,
        1,
        { t: 'num', value: Number(first), text: first, decimals: 0 },
        { t: 'num', value: Number(rest), text: rest, decimals: 0 },
      );
    }
  }

  private fracArgument(): { value: number; tex: string; integer: boolean } {
    const token = this.peek();
    if (token?.t === 'open' && token.bracket === '{') {
      this.take();
      const start = this.pos;
      const inner = this.expr();
      const single = this.pos === start + 1 && this.tokens[start]?.t === 'num';
      const literal = this.tokens[start];
      this.expectClose('{');
      const integer = single && literal?.t === 'num' && literal.decimals === 0;
      return { value: inner.value, tex: inner.tex, integer };
    }
    const node = this.primary();
    return { value: node.value, tex: ungroup(node), integer: node.integerLiteral };
  }

  /** The argument of √: a group, or one primary (√18, √π). */
  private argument(): Node {
    return this.primary();
  }

  private expectClose(bracket: '(' | '{' | '['): void {
    const token = this.take();
    if (token.t !== 'close' || token.bracket !== bracket) {
      throw new ParseError(`expected ${CLOSING[bracket] ?? ')'}`);
    }
  }
}

function plain(value: number, tex: string): Node {
  return { value, tex, integerLiteral: false, integerFraction: false };
}

/** A group's TeX without its brackets, where a fraction bar, root or exponent groups it. */
function ungroup(node: Node): string {
  return node.group && node.inner !== undefined ? node.inner : node.tex;
}

/** `1 1/2` -> `1\\frac{1}{2}`. */
function mixedTex(text: string): string {
  const [whole, fraction] = text.split(' ');
  const [numerator, denominator] = (fraction ?? '').split('/');
  return `${whole ?? ''}\\frac{${numerator ?? ''}}{${denominator ?? ''}}`;
}

/** Significant figures of a decimal literal as typed: 4.20 -> 3, 0.0866 -> 3, 120 -> 3. */
export function significantFigures(literal: string): number {
  const digits = literal.replace(/^[-+]/, '').replace('.', '').replace(/^0+/, '');
  return Math.max(1, digits.length);
}

export interface ParseResult {
  value: ParsedValue;
  usesVariable: boolean;
}

/** Parse one value from already-normalised text; null when it cannot be read. */
export function parseNormalised(
  text: string,
  unit: Unit | null = null,
  options: ReadOptions = {},
): ParseResult | null {
  if (text === '') return null;
  try {
    const parser = new Parser(tokenize(text, options), options.variable?.value ?? 0);
    const node = parser.parse();
    const { value } = node;
    const { flags } = parser;
    if (!Number.isFinite(value) || flags.conflict) return null;
    const isDecimalLiteral = !flags.nonLiteral;
    return {
      value: {
        value,
        source: text,
        angleUnit: flags.angleUnit,
        hasPi: flags.hasPi,
        isDecimalLiteral,
        decimals: flags.decimals,
        significant: isDecimalLiteral ? significantFigures(flags.literal) : Infinity,
        unit,
        tex: node.tex,
      },
      usesVariable: flags.usesVariable,
    };
  } catch (error) {
    if (error instanceof ParseError || error instanceof RangeError) return null;
    throw error;
  }
}

/** Text ready for the tokenizer, with a decimal comma read as a point (1,5 -> 1.5). */
export function prepare(raw: string): { text: string; unit: Unit | null } | null {
  const split = splitUnit(raw);
  if (split.unknownWords !== null) return null;
  const text = normaliseAnswerText(split.body);
  if (/,/.test(text.replace(/(\d),(\d)/g, '$1.$2'))) return null;
  return { text: text.replace(/(\d),(\d)/g, '$1.$2'), unit: split.unit };
}

/**
 * One value, e.g. `3√2`, `2π/3`, `x = 30°`, `1 1/2`, `٣٫٥`, `cos 13°`, `7 cm`. A decimal comma
 * is accepted.
 */
export function parseMathValue(raw: string): ParsedValue | null {
  const prepared = prepare(raw);
  if (!prepared) return null;
  const result = parseNormalised(prepared.text, prepared.unit);
  return result && !result.usesVariable ? result.value : null;
}

/** One value of an expression in an integer parameter (k = variable.value); see general solutions. */
export function parseWithVariable(
  raw: string,
  variable: { name: string; value: number },
): ParseResult | null {
  // No unit split here: "πm" is π times m, not π metres.
  const text = normaliseAnswerText(raw);
  if (/,/.test(text.replace(/(\d),(\d)/g, '$1.$2'))) return null;
  return parseNormalised(text.replace(/(\d),(\d)/g, '$1.$2'), null, { variable });
}

function readPart(part: string, decimalComma: boolean): ParsedValue | null {
  if (decimalComma) return parseMathValue(part);
  const split = splitUnit(part);
  if (split.unknownWords !== null) return null;
  const result = parseNormalised(normaliseAnswerText(split.body), split.unit);
  return result && !result.usesVariable ? result.value : null;
}

/** Splits space-separated values ("150 210", "π/6 5π/6"): the longest readable run each time. */
function splitOnSpaces(text: string): ParsedValue[] | null {
  const words = text.split(/\s+/).filter((w) => w !== '');
  const values: ParsedValue[] = [];
  let start = 0;
  while (start < words.length) {
    let found: { value: ParsedValue; end: number } | null = null;
    for (let end = words.length; end > start; end -= 1) {
      const value = parseMathValue(words.slice(start, end).join(' '));
      if (value) {
        found = { value, end };
        break;
      }
    }
    if (!found) return null;
    values.push(found.value);
    start = found.end;
  }
  return values;
}

export interface ListOptions {
  /** A list question: values may also be separated by spaces alone ("150 210"). */
  spaces?: boolean;
}

/**
 * A list of values (solutions of an equation, a set): separated by `;`, `,`, `and`, `or`, `&`
 * (and spaces in a list question); braces around the set are ignored. With `;` present, commas
 * are decimal commas.
 */
export function parseMathList(raw: string, options: ListOptions = {}): ParsedValue[] | null {
  let text = raw
    .replace(/[\u060c\uff0c]/g, ',')
    .trim()
    .replace(/\.+$/, '')
    .replace(/^\\\{|\\\}$/g, '')
    .trim();
  if (text.startsWith('{') && text.endsWith('}') && !text.includes('\\frac')) {
    text = text.slice(1, -1);
  }
  const decimalComma = text.includes(';');
  const separator = decimalComma ? /;|\band\b|\bor\b|&/ : /[,;]|\band\b|\bor\b|&/;
  const parts = text
    .split(separator)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return null;
  const values: ParsedValue[] = [];
  for (const part of parts) {
    const value = readPart(part, decimalComma);
    if (value) {
      values.push(value);
      continue;
    }
    const spaced = options.spaces ? splitOnSpaces(part) : null;
    if (!spaced) return null;
    values.push(...spaced);
  }
  return values;
}

/** True when the text holds more than one value at top level (a list answer). */
export function looksLikeList(raw: string): boolean {
  const text = normaliseAnswerText(raw).replace(/(\d),(\d)/g, '$1.$2');
  return /[,;&]|\band\b|\bor\b/.test(text);
}
