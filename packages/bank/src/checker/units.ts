/**
 * Units an answer may carry: lengths, areas and volumes (metric, imperial, and the generic
 * "units"), speeds and times. Every spelling a student types names one unit: `cm`, `cms`,
 * `centimetre`, `centimeters`, `CM.`; areas as `cm²`, `cm^2`, `cm2`, `sq cm`, `square centimetres`.
 * Angle units (degrees, radians) are read by the maths reader itself.
 */
export type Dimension = 'length' | 'area' | 'volume' | 'speed' | 'time';

export interface Unit {
  /** Canonical id, also what is shown: 'cm', 'cm²', 'mi'. */
  id: string;
  dimension: Dimension;
  /** Generic "units" / "square units": accepted for any unit of its dimension. */
  generic: boolean;
}

interface LengthDef {
  id: string;
  spellings: string[];
  /** Plural-free names that take "square"/"cubic" before them. */
  names: string[];
}

const LENGTHS: LengthDef[] = [
  { id: 'mm', spellings: ['mm', 'mms'], names: ['millimetre', 'millimeter'] },
  { id: 'cm', spellings: ['cm', 'cms'], names: ['centimetre', 'centimeter'] },
  { id: 'm', spellings: ['m', 'mtr', 'mtrs'], names: ['metre', 'meter'] },
  { id: 'km', spellings: ['km', 'kms'], names: ['kilometre', 'kilometer'] },
  { id: 'in', spellings: ['in', 'ins'], names: ['inch'] },
  { id: 'ft', spellings: ['ft'], names: ['foot'] },
  { id: 'yd', spellings: ['yd', 'yds'], names: ['yard'] },
  { id: 'mi', spellings: ['mi'], names: ['mile'] },
  { id: 'units', spellings: [], names: ['unit'] },
];

const PLURAL: Record<string, string> = { foot: 'feet', inch: 'inches' };
const plural = (name: string): string => PLURAL[name] ?? `${name}s`;

const SPELLINGS = new Map<string, Unit>();

function add(unit: Unit, spellings: readonly string[]): void {
  for (const spelling of spellings) SPELLINGS.set(squash(spelling), unit);
}

/** Lower case, no spaces or dots, ² and ³ as 2 and 3: "Sq. cm" -> "sqcm". */
function squash(text: string): string {
  return text
    .toLowerCase()
    .replace(/²/g, '2')
    .replace(/³/g, '3')
    .replace(/[\s.^{}$]/g, '');
}

for (const def of LENGTHS) {
  const generic = def.id === 'units';
  const words = [...def.names, ...def.names.map(plural)];
  const short = def.id === 'units' ? [] : [def.id, ...def.spellings];
  add({ id: def.id, dimension: 'length', generic }, [...short, ...words]);
  const area: Unit = { id: generic ? 'square units' : `${def.id}²`, dimension: 'area', generic };
  const volume: Unit = { id: generic ? 'cubic units' : `${def.id}³`, dimension: 'volume', generic };
  for (const [unit, word, power, abbreviation] of [
    [area, 'square', '2', 'sq'],
    [volume, 'cubic', '3', 'cu'],
  ] as const) {
    const forms: string[] = [];
    for (const s of [...short, ...words]) {
      forms.push(`${word} ${s}`, `${abbreviation} ${s}`, `${s} ${word}d`);
      if (!generic || words.includes(s)) forms.push(`${s}${power}`, `${s}^${power}`);
    }
    add(unit, forms);
  }
}
add({ id: 'in', dimension: 'length', generic: false }, ['"', '″']);
add({ id: 'ft', dimension: 'length', generic: false }, ["'", '′']);
add({ id: 'km/h', dimension: 'speed', generic: false }, [
  'km/h',
  'kmh',
  'kph',
  'km per hour',
  'kilometres per hour',
  'kilometers per hour',
]);
add({ id: 'm/s', dimension: 'speed', generic: false }, [
  'm/s',
  'metres per second',
  'meters per second',
]);
add({ id: 'mph', dimension: 'speed', generic: false }, ['mph', 'miles per hour']);
add({ id: 's', dimension: 'time', generic: false }, ['s', 'sec', 'secs', 'second', 'seconds']);
add({ id: 'min', dimension: 'time', generic: false }, ['min', 'mins', 'minute', 'minutes']);
add({ id: 'h', dimension: 'time', generic: false }, ['h', 'hr', 'hrs', 'hour', 'hours']);

/** The unit a spelling names, or null ("cms" -> cm, "square centimetres" -> cm²). */
export function findUnit(spelling: string): Unit | null {
  return SPELLINGS.get(squash(spelling.replace(/\.$/, ''))) ?? null;
}

/** Longest spellings first, so "cm" is not read as "m". Written as they may be typed. */
const TRAILING = [...SPELLINGS.keys()].sort((a, b) => b.length - a.length);

export interface SplitUnit {
  /** The text before the unit (the number or expression). */
  body: string;
  unit: Unit | null;
  /** Words after the number that name no unit ("7 apples"), or null. */
  unknownWords: string | null;
}

/**
 * Splits a typed answer into its value and a trailing unit: "7 cm." -> "7" and cm,
 * "126 square cm" -> "126" and cm², "25 miles" -> "25" and mi. The value must end in something
 * a number can end in (a digit, π, a bracket, a degree sign), so "sin" or "rad" stay whole.
 */
export function splitUnit(text: string): SplitUnit {
  const trimmed = text.trim().replace(/\.+$/, '').trim();
  const squashedLength = (s: string): number => squash(s).length;
  // Try every split point from the right: the longest tail that is a unit wins.
  for (let cut = 0; cut < trimmed.length; cut += 1) {
    const head = trimmed.slice(0, cut);
    const tail = trimmed.slice(cut);
    if (!/[\d)}\]π°]\s*$/.test(head)) continue;
    if (/^[\d.]/.test(tail)) continue;
    if (squashedLength(tail) === 0) continue;
    const unit = SPELLINGS.get(squash(tail));
    if (unit) return { body: head.trim(), unit, unknownWords: null };
  }
  const words = /^(.*?[\d)}\]π°])\s+([A-Za-z][A-Za-z .]*)$/.exec(trimmed);
  if (words?.[1] && words[2] && !/\b(?:rad|radians?|deg|degrees?|pi|sqrt|root)\b/i.test(words[2])) {
    return { body: words[1].trim(), unit: null, unknownWords: words[2].trim() };
  }
  return { body: trimmed, unit: null, unknownWords: null };
}

export { TRAILING as UNIT_SPELLINGS };
