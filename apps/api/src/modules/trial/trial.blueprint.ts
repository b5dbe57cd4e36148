import { createRng, mixSeed } from '@exam/cat';

/**
 * The trial's form (docs/product.md §11 "Trial: 25 questions drawn to a blueprint across lessons and
 * difficulty"; docs/decisions/015-trial-blueprint.md). Pure: no I/O, no clock, no Math.random.
 *
 * 0. Freshness (docs/decisions/031): a question of the student's previous exam or previous trial
 *    is never in the form while the bank has other questions, and a question met in their recent
 *    attempts only when the bank has no unmet one left. Every rule below works on the freshest
 *    questions first.
 * 1. Lessons: the count is spread as evenly as the lessons allow (25 over 16 lessons: every
 *    lesson once, nine of them, drawn at random, twice). When a round cannot give every lesson one
 *    more (25 over 34 lessons), the lessons that get one are drawn across units: each unit gets
 *    its share of the round (floor or ceiling of the round x its share of the lessons), every
 *    lesson is equally likely, so no unit is left out by chance (docs/decisions/037). A lesson
 *    without enough fresh questions
 *    hands its share to the others (then to its less fresh questions when the bank has no
 *    fresher ones left).
 * 2. Difficulty: a lesson's k questions come one from each of k bands of its questions ranked by
 *    difficulty (k = 2: one from the easier half, one from the harder), so a trial covers the
 *    lesson's range instead of clustering; the form is then asked from easy to hard (by b).
 * 3. Within a lesson, in order of importance: never a template already in this trial; the
 *    freshest question; one of the band's; the answer format the form has fewer of (half
 *    multiple choice, half short answer); a template not used in recent trials; then at random.
 */

export type BlueprintFormat = 'MCQ' | 'short_answer';

export interface BlueprintItem {
  id: string;
  lessonId: string;
  templateId: string | null;
  type: BlueprintFormat;
  /** IRT difficulty: the order of the form and the bands within a lesson. */
  b: number;
}

export interface BlueprintInput {
  pool: readonly BlueprintItem[];
  /** The topic's lessons in teaching order (the quota spread follows it for ties). */
  lessonIds: readonly string[];
  count: number;
  /** Questions the student met recently (last attempts, latest trials): avoided while others remain. */
  recentQuestionIds: ReadonlySet<string>;
  /** Templates of the student's recent trials: a late tie-break. */
  recentTemplateIds: ReadonlySet<string>;
  /** Questions of the student's previous exam and previous trial: never while others remain. */
  previousQuestionIds?: ReadonlySet<string>;
  /** Each lesson's unit; lessons not in it are each a unit of their own. */
  lessonUnits?: ReadonlyMap<string, string>;
  seed: number;
}

/** Fisher-Yates with the seeded rng. */
function shuffled<T>(values: readonly T[], rng: () => number): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Distinct templates of a lesson: the most questions it can give one trial. */
function capacityOf(items: readonly BlueprintItem[]): number {
  return new Set(items.map((item) => item.templateId ?? item.id)).size;
}

/** How stale a question is for this student: 0 unmet, 1 met recently, 2 in the previous exam or trial. */
const STALEST = 2;
function stalenessOf(item: BlueprintItem, input: BlueprintInput): number {
  if (input.previousQuestionIds?.has(item.id)) return 2;
  return input.recentQuestionIds.has(item.id) ? 1 : 0;
}

/**
 * Lesson quotas that use the freshest questions first: spread over what the unmet questions can
 * give; if that is short of the count, the rest over what the recent ones add; then the stalest.
 */
function freshQuotas(
  byLesson: ReadonlyMap<string, BlueprintItem[]>,
  lessonIds: readonly string[],
  input: BlueprintInput,
  rng: () => number,
): Map<string, number> {
  const quotas = new Map(lessonIds.map((id) => [id, 0]));
  let given = 0;
  for (let staleness = 0; staleness <= STALEST && given < input.count; staleness += 1) {
    const room = new Map(
      lessonIds.map((id) => {
        const usable = (byLesson.get(id) ?? []).filter(
          (item) => stalenessOf(item, input) <= staleness,
        );
        return [id, Math.max(0, capacityOf(usable) - (quotas.get(id) ?? 0))];
      }),
    );
    const unitOf = (id: string) => input.lessonUnits?.get(id) ?? `lesson:${id}`;
    for (const [id, extra] of lessonQuotas(room, lessonIds, input.count - given, rng, unitOf)) {
      quotas.set(id, (quotas.get(id) ?? 0) + extra);
      given += extra;
    }
  }
  return quotas;
}

/**
 * `n` of the lessons (n < lessons.length), each equally likely, every unit getting the floor or
 * the ceiling of n x its share of the lessons: systematic sampling with a random start over the
 * lessons grouped by unit (in order of first appearance) and shuffled within each unit.
 */
export function sampleAcrossUnits(
  lessonIds: readonly string[],
  n: number,
  unitOf: (lessonId: string) => string,
  rng: () => number,
): string[] {
  const groups = new Map<string, string[]>();
  for (const id of lessonIds) {
    const unit = unitOf(id);
    const group = groups.get(unit) ?? [];
    group.push(id);
    groups.set(unit, group);
  }
  const ordered = [...groups.values()].flatMap((group) => shuffled(group, rng));
  const step = ordered.length / n;
  const start = rng() * step;
  return Array.from({ length: n }, (_, i) => ordered[Math.floor(start + i * step)] as string);
}

/**
 * How many questions each lesson gives: as even as possible, the extra ones to lessons drawn at
 * random (across units when `unitOf` is given), never more than a lesson's capacity (what it
 * cannot take goes to the others).
 */
export function lessonQuotas(
  capacities: ReadonlyMap<string, number>,
  lessonIds: readonly string[],
  count: number,
  rng: () => number,
  unitOf?: (lessonId: string) => string,
): Map<string, number> {
  const quotas = new Map(lessonIds.map((id) => [id, 0]));
  let left = Math.min(
    count,
    lessonIds.reduce((sum, id) => sum + (capacities.get(id) ?? 0), 0),
  );
  while (left > 0) {
    const open = lessonIds.filter((id) => (quotas.get(id) ?? 0) < (capacities.get(id) ?? 0));
    // One round: every open lesson once if the count allows, else a random subset of them.
    const round =
      open.length <= left
        ? open
        : unitOf
          ? sampleAcrossUnits(open, left, unitOf, rng)
          : shuffled(open, rng).slice(0, left);
    for (const id of round) quotas.set(id, (quotas.get(id) ?? 0) + 1);
    left -= round.length;
  }
  return quotas;
}

/** Splits items ranked by difficulty into k bands of (nearly) equal size. */
function bands(items: readonly BlueprintItem[], k: number): BlueprintItem[][] {
  const ranked = [...items].sort((x, y) => x.b - y.b || x.id.localeCompare(y.id));
  return Array.from({ length: k }, (_, band) =>
    ranked.slice(
      Math.floor((band * ranked.length) / k),
      Math.floor(((band + 1) * ranked.length) / k),
    ),
  );
}

interface FormState {
  templates: Set<string>;
  picked: Set<string>;
  formats: Record<BlueprintFormat, number>;
}

/** Penalties in order of importance (lower is better), compared lexicographically. */
function penalties(
  item: BlueprintItem,
  inBand: boolean,
  input: BlueprintInput,
  form: FormState,
): number[] {
  const other: BlueprintFormat = item.type === 'MCQ' ? 'short_answer' : 'MCQ';
  return [
    stalenessOf(item, input),
    inBand ? 0 : 1,
    form.formats[item.type] > form.formats[other] ? 1 : 0,
    item.templateId !== null && input.recentTemplateIds.has(item.templateId) ? 1 : 0,
  ];
}

function compare(x: readonly number[], y: readonly number[]): number {
  for (let i = 0; i < x.length; i += 1) {
    const difference = (x[i] ?? 0) - (y[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The best candidate for a band: among the lesson's questions whose template is not in the form
 * yet, the freshest, the band's before the rest of the lesson's, then the other penalties.
 */
function pickFrom(
  band: readonly BlueprintItem[],
  lesson: readonly BlueprintItem[],
  input: BlueprintInput,
  form: FormState,
  rng: () => number,
): BlueprintItem | undefined {
  const inBand = new Set(band.map((item) => item.id));
  const open = (item: BlueprintItem) =>
    !form.picked.has(item.id) && !form.templates.has(item.templateId ?? item.id);
  // The band's first, in its order, so that ties are drawn as they were before freshness.
  const candidates = [
    ...band.filter(open),
    ...lesson.filter((item) => !inBand.has(item.id) && open(item)),
  ];
  let best: BlueprintItem[] = [];
  let bestScore: number[] | undefined;
  for (const item of candidates) {
    const score = penalties(item, inBand.has(item.id), input, form);
    const order = bestScore === undefined ? -1 : compare(score, bestScore);
    if (order < 0) {
      best = [item];
      bestScore = score;
    } else if (order === 0) {
      best.push(item);
    }
  }
  return best[Math.floor(rng() * best.length)];
}

/** The trial's questions, easy to hard. Fewer than `count` only when the pool is smaller. */
export function drawTrialBlueprint(input: BlueprintInput): BlueprintItem[] {
  const rng = createRng(mixSeed(input.seed, 0x7419));
  const byLesson = new Map<string, BlueprintItem[]>();
  for (const item of input.pool) {
    const list = byLesson.get(item.lessonId) ?? [];
    list.push(item);
    byLesson.set(item.lessonId, list);
  }
  const lessonIds = input.lessonIds.filter((id) => byLesson.has(id));
  const quotas = freshQuotas(byLesson, lessonIds, input, rng);

  const form: FormState = {
    templates: new Set(),
    picked: new Set(),
    formats: { MCQ: 0, short_answer: 0 },
  };
  const chosen: BlueprintItem[] = [];
  // Lessons in random order, so format balancing does not always favour the first lessons.
  for (const lessonId of shuffled(lessonIds, rng)) {
    const lesson = byLesson.get(lessonId) ?? [];
    const k = quotas.get(lessonId) ?? 0;
    for (const band of shuffled(bands(lesson, k), rng)) {
      const item = pickFrom(band, lesson, input, form, rng);
      if (!item) continue;
      chosen.push(item);
      form.picked.add(item.id);
      form.templates.add(item.templateId ?? item.id);
      form.formats[item.type] += 1;
    }
  }
  return chosen.sort((x, y) => x.b - y.b || x.id.localeCompare(y.id));
}
