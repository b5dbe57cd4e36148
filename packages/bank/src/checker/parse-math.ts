/**
 * A small, safe recursive-descent evaluator for typed answers (no eval). Grammar:
 *
 *   expr    := term (('+' | '-') term)*
 *   term    := unary (('*' | '/') unary | <implicit> unary)*     implicit before π √ \frac ( {
 *   unary   := ('+' | '-') unary | power
 *   power   := postfix ('^' unary)?
 *   postfix := primary ('°' | 'rad')*
 *   primary := number | π | '(' expr ')' | '{' expr '}' | √ arg | \frac arg arg
 *
 * Mixed numbers: `1 1/2`, `1½`, `1\frac{1}{2}` mean 1 + 1/2.
 */
import { normaliseAnswerText } from './normalise-answer';

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
}

type Token =
  | { t: 'num'; value: number; text: string; decimals: number; mixed?: boolean }
  | { t: 'pi' | 'sqrt' | 'frac' | 'deg' | 'rad' | 'space' }
  | { t: 'op'; op: '+' | '-' | '*' | '/' | '^' }
  | { t: 'open' | 'close'; bracket: '(' | '{' | '[' };

interface Flags {
  hasPi: boolean;
  angleUnit: AngleUnit | null;
  conflict: boolean;
  decimals: number;
  nonLiteral: boolean;
}

class ParseError extends Error {}

const CLOSING: Record<string, string> = { '(': ')', '{': '}', '[': ']' };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text.charAt(i);
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
      !(after?.t === 'op' && after.op === '^') &&
      after?.t !== 'pi' &&
      after?.t !== 'sqrt'
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
  /** A bare integer literal (for LaTeX mixed numbers like 2\frac{1}{2}). */
  integerLiteral: boolean;
  /** A \frac whose two arguments are plain integers. */
  integerFraction: boolean;
}

class Parser {
  private pos = 0;
  readonly flags: Flags = {
    hasPi: false,
    angleUnit: null,
    conflict: false,
    decimals: 0,
    nonLiteral: false,
  };

  constructor(private readonly tokens: Token[]) {}

  parse(): number {
    const node = this.expr();
    if (this.pos !== this.tokens.length) throw new ParseError('trailing input');
    return node.value;
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
      const value =
        op.t === 'op' && op.op === '+' ? node.value + right.value : node.value - right.value;
      node = plain(value);
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
        node = plain(token.op === '*' ? node.value * right.value : node.value / right.value);
      } else if (
        token &&
        (token.t === 'pi' ||
          token.t === 'sqrt' ||
          token.t === 'frac' ||
          (token.t === 'open' && token.bracket !== '['))
      ) {
        this.flags.nonLiteral = true;
        const right = this.unary();
        if (node.integerLiteral && right.integerFraction) {
          // LaTeX mixed number: 2\frac{1}{2} = 2 + 1/2 (sign follows the whole part).
          node = plain(node.value + Math.sign(node.value || 1) * right.value);
        } else {
          node = plain(node.value * right.value);
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
      return { ...inner, value: negative ? -inner.value : inner.value };
    }
    return this.power();
  }

  private power(): Node {
    const base = this.postfix();
    if (this.isOp('^')) {
      this.take();
      this.flags.nonLiteral = true;
      const exponent = this.unary();
      return plain(base.value ** exponent.value);
    }
    return base;
  }

  private postfix(): Node {
    const node = this.primary();
    for (;;) {
      const token = this.peek();
      if (token?.t !== 'deg' && token?.t !== 'rad') return node;
      this.take();
      const unit: AngleUnit = token.t === 'deg' ? 'deg' : 'rad';
      if (this.flags.angleUnit && this.flags.angleUnit !== unit) this.flags.conflict = true;
      this.flags.angleUnit = unit;
    }
  }

  private primary(): Node {
    const token = this.take();
    switch (token.t) {
      case 'num':
        this.flags.decimals = Math.max(this.flags.decimals, token.decimals);
        if (token.mixed) this.flags.nonLiteral = true;
        return {
          value: token.value,
          integerLiteral: token.decimals === 0 && !token.mixed,
          integerFraction: false,
        };
      case 'pi':
        this.flags.hasPi = true;
        this.flags.nonLiteral = true;
        return plain(Math.PI);
      case 'open': {
        const inner = this.expr();
        this.expectClose(token.bracket);
        return plain(inner.value);
      }
      case 'sqrt': {
        this.flags.nonLiteral = true;
        let index = 2;
        const next = this.peek();
        if (next?.t === 'open' && next.bracket === '[') {
          this.take();
          index = this.expr().value;
          this.expectClose('[');
        }
        const radicand = this.argument();
        if (radicand < 0 || !Number.isFinite(index) || index === 0) {
          throw new ParseError('bad root');
        }
        return plain(radicand ** (1 / index));
      }
      case 'frac': {
        this.flags.nonLiteral = true;
        this.splitDigitsForFrac();
        const numerator = this.fracArgument();
        this.splitDigitsForFrac();
        const denominator = this.fracArgument();
        return {
          value: numerator.value / denominator.value,
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

  private fracArgument(): { value: number; integer: boolean } {
    const token = this.peek();
    if (token?.t === 'open' && token.bracket === '{') {
      this.take();
      const start = this.pos;
      const inner = this.expr();
      const single = this.pos === start + 1 && this.tokens[start]?.t === 'num';
      const literal = this.tokens[start];
      this.expectClose('{');
      const integer = single && literal?.t === 'num' && literal.decimals === 0;
      return { value: inner.value, integer };
    }
    const node = this.primary();
    return { value: node.value, integer: node.integerLiteral };
  }

  /** The argument of √: a group, or one primary (√18, √π). */
  private argument(): number {
    return this.primary().value;
  }

  private expectClose(bracket: '(' | '{' | '['): void {
    const token = this.take();
    if (token.t !== 'close' || token.bracket !== bracket) {
      throw new ParseError(`expected ${CLOSING[bracket] ?? ')'}`);
    }
  }
}

function plain(value: number): Node {
  return { value, integerLiteral: false, integerFraction: false };
}

/** Parse one value from already-normalised text; null when it cannot be read. */
function parseNormalised(text: string): ParsedValue | null {
  if (text === '') return null;
  try {
    const parser = new Parser(tokenize(text));
    const value = parser.parse();
    const { flags } = parser;
    if (!Number.isFinite(value) || flags.conflict) return null;
    return {
      value,
      source: text,
      angleUnit: flags.angleUnit,
      hasPi: flags.hasPi,
      isDecimalLiteral: !flags.nonLiteral,
      decimals: flags.decimals,
    };
  } catch (error) {
    if (error instanceof ParseError || error instanceof RangeError) return null;
    throw error;
  }
}

/** One value, e.g. `3√2`, `2π/3`, `x = 30°`, `1 1/2`, `٣٫٥`. A decimal comma is accepted. */
export function parseMathValue(raw: string): ParsedValue | null {
  const text = normaliseAnswerText(raw);
  if (/,/.test(text.replace(/(\d),(\d)/g, '$1.$2'))) return null;
  return parseNormalised(text.replace(/(\d),(\d)/g, '$1.$2'));
}

/**
 * A list of values (solutions of an equation, a set): separated by `;`, `,`, `and`, `or`, `&`;
 * braces around the set are ignored. With `;` present, commas are decimal commas.
 */
export function parseMathList(raw: string): ParsedValue[] | null {
  let text = raw
    .replace(/[\u060c\uff0c]/g, ',')
    .trim()
    .replace(/^\\\{|\\\}$/g, '')
    .trim();
  if (text.startsWith('{') && text.endsWith('}') && !text.includes('\\frac')) {
    text = text.slice(1, -1);
  }
  const separator = text.includes(';') ? /;|\band\b|\bor\b|&/ : /[,;]|\band\b|\bor\b|&/;
  const parts = text
    .split(separator)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return null;
  const values: ParsedValue[] = [];
  for (const part of parts) {
    const value = text.includes(';')
      ? parseMathValue(part)
      : parseNormalised(normaliseAnswerText(part));
    if (!value) return null;
    values.push(value);
  }
  return values;
}

/** True when the text holds more than one value at top level (a list answer). */
export function looksLikeList(raw: string): boolean {
  const text = normaliseAnswerText(raw).replace(/(\d),(\d)/g, '$1.$2');
  return /[,;&]|\band\b|\bor\b/.test(text);
}
