/**
 * Quality gates on one generated item (docs/decisions/026-question-quality-gates.md). Each
 * returns the problems it finds, in words; an empty list means the item passes. They read the
 * item as a student does (its text, options and figure labels), plus what the template declares
 * in `facts` when the text alone cannot tell (a triangle's data, a range the options must keep).
 */
import type { Figure } from '../figures/figure-model';
import type { GeneratedItem } from '../model/item';
import { gcd } from '../templates/exact';
import { printedNumbers, toPlain } from './plain-text';
import { readValue, readValues } from './read-value';

export type GateItem = Pick<
  GeneratedItem,
  'templateId' | 'type' | 'question' | 'options' | 'answer' | 'decimals' | 'figure'
> &
  Partial<Pick<GeneratedItem, 'exact' | 'unit' | 'facts' | 'trueValue'>>;

const EPS = 1e-9;
const near = (a: number, b: number): boolean => Math.abs(a - b) <= EPS * Math.max(1, Math.abs(b));

/** Numbers the figure prints as data (lengths, angles), not axis ticks. */
function figureNumbers(figure: Figure | undefined): { value: number; degrees: boolean }[] {
  const out: { value: number; degrees: boolean }[] = [];
  for (const element of figure?.elements ?? []) {
    const label =
      element.kind === 'label'
        ? element.text
        : 'label' in element && typeof element.label === 'string'
          ? element.label
          : undefined;
    if (!label || element.kind === 'point') continue;
    const value = readValue(label);
    if (value && value.angleUnit !== 'rad') {
      out.push({ value: value.value, degrees: value.angleUnit === 'deg' });
    }
  }
  return out;
}

// ---------------------------------------------------------------- well-posed data

const TRIG_GIVEN =
  /\b(sin|cos)\s*\(?\s*[A-Za-zθαβγ]?\s*\)?\s*=\s*([^,;=]+?)(?=\s*(?:,|;|and\b|$|\.\s|\. *$|\bwhere\b|\bfor\b))/g;

function triangleDataProblems(plain: string): string[] {
  const problems: string[] = [];
  if (!/△|triangle/i.test(plain)) return problems;
  // Angles named by one vertex letter: m∠A = 40°.
  const angles = new Map<string, number>();
  for (const match of plain.matchAll(/(?:m\s*)?∠\s*([A-Z])\s*=\s*(-?\d+(?:\.\d+)?)\s*°/g)) {
    angles.set(match[1] ?? '', Number(match[2]));
  }
  for (const [name, value] of angles) {
    if (value <= 0 || value >= 180)
      problems.push(`angle ${name} = ${value}° cannot be in a triangle`);
  }
  const sum = [...angles.values()].reduce((s, v) => s + v, 0);
  if (angles.size === 2 && sum >= 180) {
    problems.push(`two angles of the triangle already sum to ${sum}°`);
  }
  if (angles.size === 3 && Math.abs(sum - 180) > 1e-6) {
    problems.push(`the triangle's angles sum to ${sum}°`);
  }
  // Sides named by two vertex letters: AB = 5.
  const sides = new Map<string, number>();
  for (const match of plain.matchAll(/\b([A-Z])([A-Z])\s*=\s*(-?\d+(?:\.\d+)?)(?!\s*°)/g)) {
    const key = [match[1], match[2]].sort().join('');
    sides.set(key, Number(match[3]));
  }
  const triangleName = /△\s*([A-Z])([A-Z])([A-Z])|triangle\s+([A-Z])([A-Z])([A-Z])\b/.exec(plain);
  if (triangleName) {
    const [p, q, r] = (triangleName[1] ? triangleName.slice(1, 4) : triangleName.slice(4, 7)) as [
      string,
      string,
      string,
    ];
    const edges = [
      [p, q],
      [q, r],
      [p, r],
    ].map((pair) => sides.get(pair.sort().join('')));
    if (edges.every((e): e is number => e !== undefined)) {
      const [x, y, z] = [...edges].sort((a, b) => a - b) as [number, number, number];
      if (x + y <= z) problems.push(`sides ${x}, ${y}, ${z} break the triangle inequality`);
    }
  }
  const listed =
    /sides\s+(\d+(?:\.\d+)?)\s*\w*,\s*(\d+(?:\.\d+)?)\s*\w*,?\s+and\s+(\d+(?:\.\d+)?)/.exec(plain);
  if (listed) {
    const [x, y, z] = listed
      .slice(1, 4)
      .map(Number)
      .sort((a, b) => a - b) as [number, number, number];
    if (x + y <= z) problems.push(`sides ${x}, ${y}, ${z} break the triangle inequality`);
  }
  return problems;
}

function figureTriangleProblems(figure: Figure | undefined): string[] {
  const problems: string[] = [];
  for (const element of figure?.elements ?? []) {
    if (element.kind !== 'polygon' || element.points.length !== 3) continue;
    let sum = 0;
    let count = 0;
    for (const mark of figure?.elements ?? []) {
      if (mark.kind !== 'angle' || !mark.label || mark.reflex) continue;
      if (!element.points.some((p) => near(p.x, mark.vertex.x) && near(p.y, mark.vertex.y)))
        continue;
      const value = readValue(mark.label);
      if (value?.angleUnit === 'deg') {
        sum += value.value;
        count += 1;
      }
    }
    if (count >= 2 && count < 3 && sum >= 180) problems.push(`marked angles sum to ${sum}°`);
  }
  return problems;
}

/** The data can exist: lengths positive, |sin|, |cos| <= 1, triangles and polygons possible. */
export function wellPosedProblems(item: GateItem): string[] {
  const problems: string[] = [];
  const plain = toPlain(item.question);
  if (item.facts?.illPosedOnPurpose === undefined) {
    for (const match of plain.matchAll(TRIG_GIVEN)) {
      const value = readValue(match[2] ?? '');
      if (value && value.angleUnit === null && Math.abs(value.value) > 1 + EPS) {
        problems.push(`${match[1]} is given as ${match[2]?.trim()}, outside [-1, 1]`);
      }
    }
    problems.push(...triangleDataProblems(plain));
    problems.push(...figureTriangleProblems(item.figure));
  }
  for (const match of plain.matchAll(/(-\d+(?:\.\d+)?)\s*(?:cm|m|km)\b/g)) {
    problems.push(`a negative length ${match[1]} is given`);
  }
  for (const { value } of figureNumbers(item.figure).filter((n) => !n.degrees)) {
    if (value <= 0) problems.push(`the figure marks a length ${value}`);
  }
  // A polygon's side must be below half its perimeter (the other sides are longer together).
  if (/perimeter/i.test(plain) && /polygon|triangle|rectangle|quadrilateral/i.test(plain)) {
    const perimeters = [...plain.matchAll(/perimeter[^.]*?\bis\s+(\d+(?:\.\d+)?)/gi)].map((m) =>
      Number(m[1]),
    );
    const sides = [...plain.matchAll(/sides?\s+(\d+(?:\.\d+)?)\s*cm/gi)].map((m) => Number(m[1]));
    const smallestSide = Math.min(...sides);
    const smallestPerimeter = Math.min(...perimeters);
    if (sides.length > 0 && perimeters.length > 0 && smallestSide >= smallestPerimeter / 2) {
      problems.push(
        `a side of ${smallestSide} cm cannot belong to a polygon of perimeter ${smallestPerimeter} cm`,
      );
    }
  }
  const facts = item.facts;
  for (const triangle of facts?.triangles ?? []) {
    const sides = triangle.sides?.filter((s): s is number => s !== null) ?? [];
    if (sides.some((s) => s <= 0)) problems.push('a triangle has a side that is not positive');
    if (sides.length === 3) {
      const [x, y, z] = [...sides].sort((a, b) => a - b) as [number, number, number];
      if (x + y <= z + EPS) problems.push(`sides ${x}, ${y}, ${z} break the triangle inequality`);
    }
    const angles = triangle.angles?.filter((a): a is number => a !== null) ?? [];
    const sum = angles.reduce((s, a) => s + a, 0);
    if (angles.some((a) => a <= 0 || a >= 180))
      problems.push('a triangle angle is out of (0°, 180°)');
    if (angles.length === 3 ? Math.abs(sum - 180) > 1e-6 : sum >= 180) {
      problems.push(`the triangle's angles sum to ${sum}°`);
    }
  }
  for (const polygon of facts?.polygons ?? []) {
    const perimeter = polygon.perimeter ?? polygon.sides.reduce((s, v) => s + v, 0);
    for (const side of polygon.sides) {
      if (side <= 0) problems.push('a polygon has a side that is not positive');
      if (side >= perimeter / 2 - EPS) {
        problems.push(`a side of ${side} cannot belong to a polygon of perimeter ${perimeter}`);
      }
    }
  }
  for (const length of facts?.lengths ?? []) {
    if (!(length > 0)) problems.push(`a length ${length} is not positive`);
  }
  for (const value of facts?.sinCos ?? []) {
    if (Math.abs(value) > 1 + EPS) problems.push(`sin or cos ${value} is outside [-1, 1]`);
  }
  return problems;
}

// ---------------------------------------------------------------- no giveaway

/** The key is not a number the question (or the figure's data labels) already prints. */
export function giveawayProblems(item: GateItem): string[] {
  if (item.facts?.keyPrinted) return [];
  const keys = readValues(item.answer);
  if (keys.length === 0) return [];
  const printed = [...printedNumbers(toPlain(item.question)), ...figureNumbers(item.figure)];
  const problems: string[] = [];
  for (const key of keys) {
    if (key.angleUnit === 'rad' || key.hasPi) continue;
    const degrees = key.angleUnit === 'deg';
    if (printed.some((n) => n.degrees === degrees && near(n.value, key.value))) {
      problems.push(`the key ${key.source} is already printed in the question`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------- possible distractors

function interval(plain: string): { min: number; max: number } | null {
  const match =
    /(-?\d+(?:\.\d+)?)\s*°\s*[≤<]\s*[^\s≤<]{1,3}\s*[≤<]\s*(-?\d+(?:\.\d+)?)\s*°/.exec(plain) ??
    /between\s+(-?\d+(?:\.\d+)?)\s*°\s+and\s+(-?\d+(?:\.\d+)?)\s*°/.exec(plain);
  return match ? { min: Number(match[1]), max: Number(match[2]) } : null;
}

/**
 * Every MCQ option is possible under the question's own conditions: an acute angle stays in
 * (0°, 90°), a named angle ∠ABC in (0°, 180°), an angle stays in the interval the question
 * states, a sine or cosine in [-1, 1] (a triangle's cosine in (-1, 1)), a length is positive, and
 * no option denies an equality the question gives (AD ≠ AE when AD = AE).
 */
export function impossibleOptionProblems(item: GateItem): string[] {
  if (item.type !== 'MCQ') return [];
  const conditions = optionConditions(item.question, item.facts);
  return (item.options ?? []).flatMap((option) => conditions(option));
}

/**
 * The conditions a question states, as a check on one option: the reasons it is impossible
 * (none when it is possible). Templates use it to leave such options out.
 */
export function optionConditions(
  question: string,
  facts: GateItem['facts'],
): (option: string) => string[] {
  const plain = toPlain(question);
  const acute = /\bacute\b/i.test(plain);
  const namedAngle = /∠/.test(plain) && !/reflex/i.test(plain);
  const range = interval(plain);
  // The question asks for one sine or cosine value (not an expression containing one).
  const askedTrig =
    /(?:find|value of)\s+(?:the exact value of\s+)?(sin|cos)(?!\s*\^)\b[^+=,]*?(?:\.\s*$|\s+is\s*$|$)/i.exec(
      plain,
    )?.[1];
  const inTriangle = /△|triangle/i.test(plain);
  const equal = new Map<string, number>();
  for (const match of plain.matchAll(/\b([A-Z]{2})\s*=\s*(\d+(?:\.\d+)?)(?!\s*°)/g)) {
    equal.set(match[1] ?? '', Number(match[2]));
  }
  const declared = facts?.optionRange;
  return (option) => {
    const problems: string[] = [];
    const value = readValue(option);
    const optionPlain = toPlain(option);
    for (const match of optionPlain.matchAll(/\b([A-Z]{2})\s*≠\s*([A-Z]{2})\b/g)) {
      const a = equal.get(match[1] ?? '');
      const b = equal.get(match[2] ?? '');
      if (a !== undefined && b !== undefined && near(a, b)) {
        problems.push(
          `option "${option}" denies ${match[1]} = ${match[2]}, which the question gives`,
        );
      }
    }
    if (!value) return problems;
    const v = value.value;
    if (value.angleUnit === 'deg') {
      if (acute && !(v > 0 && v < 90)) problems.push(`option ${option} is not acute`);
      if (namedAngle && !(v > 0 && v < 180))
        problems.push(`option ${option} cannot be ∠ of a figure`);
      if (range && !(v >= range.min - EPS && v <= range.max + EPS)) {
        problems.push(`option ${option} is outside ${range.min}°..${range.max}°`);
      }
    }
    if (askedTrig && value.angleUnit === null) {
      const limit = inTriangle && askedTrig === 'cos' ? 1 - EPS : 1 + EPS;
      if (Math.abs(v) > limit) problems.push(`option ${option} is impossible for ${askedTrig}`);
      if (inTriangle && askedTrig === 'sin' && v <= 0) {
        problems.push(`option ${option} is impossible for the sine of a triangle's angle`);
      }
    }
    if (/\b(?:cm|km|m)\b/.test(optionPlain) && v <= 0) {
      problems.push(`option ${option} is not a positive length`);
    }
    if (declared && !(v > declared.min + EPS && v < declared.max - EPS)) {
      problems.push(`option ${option} is outside ${declared.why}`);
    }
    return problems;
  };
}

// ---------------------------------------------------------------- lowest terms

function fractionProblems(text: string): string[] {
  const problems: string[] = [];
  const plain = toPlain(text);
  const fraction =
    /\((-?\d+)\s*(π|√\(\d+\))?\)\/\((\d+)\)|(?<![\d.)])(-?\d*)(π|√\d+)?\/(\d+)(?![\d.(])/g;
  for (const match of plain.matchAll(fraction)) {
    const n = match[1] ?? match[4];
    const d = Number(match[3] ?? match[6]);
    const numerator = n === undefined || n === '' || n === '-' ? 1 : Math.abs(Number(n));
    if (!Number.isFinite(numerator) || !Number.isFinite(d)) continue;
    if (d === 1 || gcd(numerator, d) > 1) problems.push(`${match[0]} is not in lowest terms`);
  }
  for (const match of plain.matchAll(/(?<![\d.])(\d+)\s*:\s*(\d+)(?:\s*:\s*(\d+))?(?![\d.])/g)) {
    const terms = [match[1], match[2], match[3]].filter(Boolean).map(Number);
    const g = terms.reduce((acc, t) => gcd(acc, t));
    if (g > 1) problems.push(`the ratio ${match[0]} is not in lowest terms`);
  }
  return problems;
}

/** Ratios and fractions printed in the question, the options and the key are in lowest terms. */
export function lowestTermsProblems(item: GateItem): string[] {
  return [item.question, item.answer, ...(item.options ?? [])].flatMap(fractionProblems);
}

// ---------------------------------------------------------------- wording matches marking

const ROUNDING: [RegExp, number][] = [
  [/nearest\s+(?:tenth|0\.1)|one decimal place|1 decimal place/i, 1],
  [/nearest\s+hundredth|two decimal places|2 decimal places/i, 2],
  [/nearest\s+thousandth|three decimal places|3 decimal places/i, 3],
  [/nearest\s+(?:degree|whole|integer|metre|meter|centimetre|cm|unit)/i, 0],
];
/** "as a fraction" asks for an exact form too (a decimal is not a fraction). */
const EXACT_WORDING = /\bexact\b|in terms of\s+(?:\$\\pi\$|π)|simplest surd form|as a fraction/i;
const LENGTH_UNITS: [RegExp, string][] = [
  [/\bcm\$?\^\{?2\}?\$?|cm²|square centimetres?/i, 'cm²'],
  [/\bm\$?\^\{?2\}?\$?|m²|square metres?/i, 'm²'],
  [/\bcm\b|centimetres?/i, 'cm'],
  [/\bkm\b|kilometres?/i, 'km'],
  [/\bm\b|metres?/i, 'm'],
];

/** The unit a question says its answer is in ("in cm", "to the nearest tenth of a metre"). */
export function statedUnit(question: string): string | null {
  const asked =
    /(?:\bin\s+|nearest (?:tenth|hundredth|whole number) of an?\s+|tenth of an?\s+)((?:square\s+)?[a-z]+\$?(?:\^\{?2\}?)?\$?|cm\$\^2\$|cm²|m²)/gi;
  for (const match of question.matchAll(asked)) {
    const phrase = match[1] ?? '';
    if (/^square\s+metre/i.test(phrase)) return 'm²';
    for (const [pattern, unit] of LENGTH_UNITS) if (pattern.test(phrase)) return unit;
  }
  return null;
}

/**
 * The template lint: a short answer's wording and its marking fields agree. "to the nearest
 * tenth" <=> decimals 1; "exact", "in terms of π", "simplest surd form" <=> exact; "in cm" <=>
 * unit cm; a question whose data are lengths and whose key is a length names its unit.
 */
export function wordingProblems(item: GateItem): string[] {
  if (item.type !== 'short_answer') return [];
  const problems: string[] = [];
  const wording = ROUNDING.find(([pattern]) => pattern.test(item.question))?.[1];
  if (wording !== item.decimals) {
    problems.push(
      wording === undefined
        ? `decimals is ${item.decimals} but the question asks for no rounding`
        : `the question asks for ${wording} decimal place(s) but decimals is ${item.decimals ?? 'unset'}`,
    );
  }
  const exactWording = EXACT_WORDING.test(item.question);
  if (exactWording !== (item.exact === true)) {
    problems.push(
      exactWording
        ? 'the question asks for an exact value but exact is unset'
        : 'exact is set but the question does not ask for an exact value',
    );
  }
  if (item.decimals !== undefined && item.trueValue === undefined) {
    problems.push('a rounded key needs its true value (trueValue) to mark roundings');
  }
  const unit = statedUnit(item.question);
  if (unit !== (item.unit ?? null)) {
    problems.push(
      `the question's answer unit is ${unit ?? 'unstated'} but unit is ${item.unit ?? 'unset'}`,
    );
  }
  const key = readValue(item.answer);
  const asksLength =
    key !== null &&
    key.angleUnit === null &&
    /\b(?:cm|km|m)\b/.test(toPlain(item.question)) &&
    !/\b(?:sin|cos|tan|sec|csc|cot|ratio|fraction|angle|how many|rad)\b|∠|θ/i.test(
      lastSentence(toPlain(item.question)),
    );
  if (asksLength && unit === null) {
    problems.push('the key is a length or an area: the question should say its unit ("in cm")');
  }
  return problems;
}

function lastSentence(plain: string): string {
  const sentences = plain.split(/(?<=[.?])\s+/).filter((s) => s.trim() !== '');
  return sentences[sentences.length - 1] ?? plain;
}
