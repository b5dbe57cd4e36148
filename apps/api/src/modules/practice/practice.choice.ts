import { createRng, mixSeed, probability } from '@exam/cat';

/**
 * Practice question choice (docs/product.md §11, docs/decisions/014-practice-question-choice.md). Pure:
 * no I/O, no clock, no Math.random; the randomness comes from the session's seed and the step.
 *
 * 1. Never a question already served in this session; no question the student met in their
 *    last attempts (`recent`) while the pool holds another; never the same template as the
 *    question just served when the pool holds another one.
 * 2. A lesson is drawn with weight exp(-BETA (theta_l - theta)) * (1 + sd_l): lessons where the
 *    student is weaker than overall, and lessons the student has not shown much of (wide
 *    posterior), are favoured; no lesson is ever excluded.
 * 3. Within the lesson, a template this session has not served, when the lesson has one; then
 *    the answer format (multiple choice or short answer) the session has served fewer of, when
 *    the lesson has both: guessing lifts multiple choice nearer TARGET_P, which would otherwise
 *    crowd short answers out of practice.
 * 4. Among those, the item whose 3PL P(correct) at theta_l is closest to TARGET_P, drawn at
 *    random among the near ties (within TIE_WINDOW of the best).
 *
 * Abilities are EAP estimates on a grid: overall theta from all the student's scored answers in
 * the topic (prior N(0, 1)), then each lesson's theta from that lesson's answers with the prior
 * N(theta, LESSON_PRIOR_SD): a per-lesson estimate shrunk toward the overall one.
 */

export const TARGET_P = 0.7;
export const BETA = 1.5;
export const LESSON_PRIOR_SD = 0.7;
export const TIE_WINDOW = 0.03;

export type PracticeItemType = 'MCQ' | 'short_answer';

export interface PracticeItem {
  id: string;
  lessonId: string;
  templateId: string | null;
  type: PracticeItemType;
  a: number;
  b: number;
  c: number;
}

/** One scored answer of the student (exam or practice), with the item's parameters. */
export interface PracticeResponse {
  lessonId: string;
  a: number;
  b: number;
  c: number;
  correct: boolean;
}

export interface Ability {
  theta: number;
  sd: number;
}

export interface ChoiceInput {
  /** The session's pool: the topic's active questions, or a mistakes session's queue. */
  pool: readonly PracticeItem[];
  /** Question ids already served in this session (answered or shown). */
  served: ReadonlySet<string>;
  /** Template of the question served last (null when none or untemplated). */
  lastTemplateId: string | null;
  /**
   * Questions the student met in their last attempts (exams, trials, practice sessions;
   * docs/decisions/031): served only when the pool has nothing else left.
   */
  recent?: ReadonlySet<string>;
  responses: readonly PracticeResponse[];
  seed: number;
  /** How many questions were served before this one (a fresh random stream per step). */
  step: number;
}

const GRID = Array.from({ length: 81 }, (_, index) => -4 + index * 0.1);

/** EAP estimate and posterior SD on the grid with a normal prior. */
export function eap(
  responses: readonly PracticeResponse[],
  priorMean: number,
  priorSd: number,
): Ability {
  const logs = GRID.map((theta) => {
    let log = -0.5 * ((theta - priorMean) / priorSd) ** 2;
    for (const response of responses) {
      const p = probability(theta, response.a, response.b, response.c, 1);
      const clamped = Math.min(1 - 1e-9, Math.max(1e-9, p));
      log += Math.log(response.correct ? clamped : 1 - clamped);
    }
    return log;
  });
  const max = Math.max(...logs);
  const weights = logs.map((log) => Math.exp(log - max));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const mean = GRID.reduce((sum, theta, index) => sum + theta * (weights[index] ?? 0), 0) / total;
  const variance =
    GRID.reduce((sum, theta, index) => sum + (theta - mean) ** 2 * (weights[index] ?? 0), 0) /
    total;
  return { theta: mean, sd: Math.sqrt(variance) };
}

/** The student's overall ability and each lesson's, shrunk toward the overall one. */
export function estimateAbilities(
  responses: readonly PracticeResponse[],
  lessonIds: readonly string[],
): { overall: Ability; lessons: Map<string, Ability> } {
  const overall = eap(responses, 0, 1);
  const lessons = new Map<string, Ability>();
  for (const lessonId of lessonIds) {
    const own = responses.filter((response) => response.lessonId === lessonId);
    lessons.set(lessonId, eap(own, overall.theta, LESSON_PRIOR_SD));
  }
  return { overall, lessons };
}

/** The format served less so far in the session (null when both were served equally). */
export function scarcerFormat(
  pool: readonly PracticeItem[],
  served: ReadonlySet<string>,
): PracticeItemType | null {
  let mcq = 0;
  let short = 0;
  for (const item of pool) {
    if (!served.has(item.id)) continue;
    if (item.type === 'MCQ') mcq += 1;
    else short += 1;
  }
  if (mcq === short) return null;
  return mcq < short ? 'MCQ' : 'short_answer';
}

/** The items that pass `test`, or all of them when none does. */
function preferred(
  items: readonly PracticeItem[],
  test: (item: PracticeItem) => boolean,
): readonly PracticeItem[] {
  const passing = items.filter(test);
  return passing.length > 0 ? passing : items;
}

/** The next question, or null when every question of the pool was served. */
export function chooseNextQuestion(input: ChoiceInput): PracticeItem | null {
  const unseen = input.pool.filter((item) => !input.served.has(item.id));
  if (unseen.length === 0) return null;
  const recent = input.recent;
  const notRecent = preferred(unseen, (item) => recent === undefined || !recent.has(item.id));
  const eligible = preferred(
    notRecent,
    (item) => input.lastTemplateId === null || item.templateId !== input.lastTemplateId,
  );

  const lessonIds = [...new Set(eligible.map((item) => item.lessonId))].sort();
  const { overall, lessons } = estimateAbilities(input.responses, lessonIds);
  const rng = createRng(mixSeed(input.seed, input.step));

  const weights = lessonIds.map((lessonId) => {
    const ability = lessons.get(lessonId) ?? overall;
    return Math.exp(-BETA * (ability.theta - overall.theta)) * (1 + ability.sd);
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let draw = rng() * total;
  let lessonId = lessonIds.at(-1) as string;
  for (const [index, weight] of weights.entries()) {
    draw -= weight;
    if (draw < 0) {
      lessonId = lessonIds[index] as string;
      break;
    }
  }

  const theta = (lessons.get(lessonId) ?? overall).theta;
  const servedTemplates = new Set(
    input.pool.flatMap((item) =>
      input.served.has(item.id) && item.templateId !== null ? [item.templateId] : [],
    ),
  );
  const inLesson = preferred(
    eligible.filter((item) => item.lessonId === lessonId),
    (item) => item.templateId === null || !servedTemplates.has(item.templateId),
  );
  const format = scarcerFormat(input.pool, input.served);
  const ofFormat = inLesson.filter((item) => format === null || item.type === format);
  const candidates = (ofFormat.length > 0 ? ofFormat : inLesson)
    .map((item) => ({
      item,
      distance: Math.abs(probability(theta, item.a, item.b, item.c, 1) - TARGET_P),
    }))
    .sort((x, y) => x.distance - y.distance || x.item.id.localeCompare(y.item.id));
  const best = candidates[0]?.distance ?? 0;
  const ties = candidates.filter((candidate) => candidate.distance <= best + TIE_WINDOW);
  const pick = ties[Math.floor(rng() * ties.length)] ?? candidates[0];
  return pick ? pick.item : null;
}
