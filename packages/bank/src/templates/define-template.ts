/**
 * Turns a template's `build(rng)` draft into a full item: MCQ options (the answer plus the first
 * three candidate distractors that differ from it and from each other by more than the
 * checker's tolerance), shuffled with the same rng; the figure lead; IRT parameters. A draft is
 * drawn again with new numbers when its key is a number the question already prints (a
 * giveaway, unless the template says why in `facts.keyPrinted`), when a hint prints the key's
 * value, when its figure, drawn at the shipped size, has a label the figure lint refuses
 * (random lengths can crowd one corner), or when the template calls `redraw()`. Mistakes in the
 * wording are not hidden this way: a template whose every draft fails throws, naming why.
 */
import { parseMathValue } from '../checker/parse-math';
import type { Figure } from '../figures/figure-model';
import type { LessonId } from '../lessons';
import type {
  AnswerKind,
  Distractor,
  GeneratedItem,
  ItemFacts,
  ItemTemplate,
  QuestionType,
} from '../model/item';
import { FIGURE_LEAD } from '../model/item';
import { renderFigureSvg } from '../figures/render-svg';
import { lintFigureSvg } from '../quality/figure-lint';
import { SHIPPED_FIGURE_SIZE } from '../quality/gates';
import { hintGiveawayProblems } from '../quality/help-gates';
import { giveawayProblems, optionConditions } from '../quality/item-gates';
import type { Rng } from '../rng';
import { Redraw } from './redraw';

export interface Choice {
  text: string;
  mistake: string;
}

export interface Draft {
  question: string;
  /** Short answer: the stored answer ("3√2"); MCQ: the correct option text. */
  answer: string;
  /** MCQ: candidate wrong options in order of preference (at least 3 must survive). */
  wrong?: Choice[];
  explanation: string;
  /**
   * One to three hints for this item's numbers, escalating: a nudge, the method, the first step.
   * A hint never states the final answer (gate 'help').
   */
  hints?: string[];
  /**
   * The worked solution, one step per line. The last step ends with the key: `... = KEY` or
   * `... \\approx KEY` (in or after math, unit allowed), or, for a text key, contains its text
   * (gate 'help' marks that value with the checker).
   */
  steps?: string[];
  /** Which of the template's structurally different frames this draft uses ('given-two-angles'). */
  frame?: string;
  /** Two or more reasoning steps. */
  multiStep?: boolean;
  /** Set in a real-world context (ladder, surveying, navigation, design). */
  context?: boolean;
  figure?: Figure;
  decimals?: number;
  tolerance?: number;
  /** The question asks for an exact value ("exact", "in terms of π"). */
  exact?: boolean;
  /** The answer's unit, when the question says it ("in cm"). */
  unit?: string;
  /** The unrounded value behind a rounded key (set with `decimals`). */
  trueValue?: number;
  kind?: AnswerKind;
  synonyms?: string[];
  /** What the quality gates should know about the data (never stored). */
  facts?: ItemFacts;
}

export interface TemplateSpec {
  id: string;
  family?: string;
  lesson: LessonId;
  type: QuestionType;
  figure?: boolean;
  b: number;
  a?: number;
  build: (rng: Rng) => Draft;
}

const SAME_VALUE_RELATIVE = 0.01;
/** Drafts tried before a template is declared broken (giveaways, too few possible options). */
const MAX_DRAWS = 200;

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Two options are "the same" when equal as text, or as numbers within 1 %. */
export function optionsCollide(a: string, b: string): boolean {
  if (normalise(a) === normalise(b)) return true;
  const va = parseMathValue(a);
  const vb = parseMathValue(b);
  if (!va || !vb) return false;
  if (va.angleUnit !== vb.angleUnit) return false;
  const scale = Math.max(Math.abs(va.value), Math.abs(vb.value), 1e-9);
  return Math.abs(va.value - vb.value) <= SAME_VALUE_RELATIVE * scale;
}

export function chooseDistractors(answer: string, candidates: readonly Choice[]): Choice[] {
  const chosen: Choice[] = [];
  for (const candidate of candidates) {
    if (chosen.length === 3) break;
    if (optionsCollide(candidate.text, answer)) continue;
    if (chosen.some((c) => optionsCollide(c.text, candidate.text))) continue;
    chosen.push(candidate);
  }
  return chosen;
}

function figureLintProblems(figure: Figure): string[] {
  return lintFigureSvg(renderFigureSvg(figure, SHIPPED_FIGURE_SIZE));
}

export function defineTemplate(spec: TemplateSpec): ItemTemplate {
  const [lessonPart] = spec.id.split('/');
  if (lessonPart !== spec.lesson) throw new Error(`${spec.id}: id must start with its lesson`);
  const familyId = spec.family ?? spec.id;
  const a = spec.a ?? 1;
  /** The item a draft makes, or why it cannot make one. */
  const build = (draft: Draft, rng: Rng): GeneratedItem | string => {
    const question =
      draft.figure && !draft.question.startsWith(FIGURE_LEAD)
        ? `${FIGURE_LEAD} ${draft.question}`
        : draft.question;
    let options: string[] | undefined;
    let distractors: Distractor[] = [];
    if (spec.type === 'MCQ') {
      // Only options the question's own conditions allow (no obtuse option for an acute angle).
      const impossible = optionConditions(question, draft.facts);
      const possible = (draft.wrong ?? []).filter((w) => impossible(w.text).length === 0);
      const wrong = chooseDistractors(draft.answer, possible);
      if (wrong.length < 3) return `only ${wrong.length} usable distractors for ${question}`;
      options = rng.shuffle([draft.answer, ...wrong.map((w) => w.text)]);
      distractors = wrong.map((w) => ({ option: w.text, mistake: w.mistake }));
    }
    return {
      templateId: spec.id,
      familyId,
      lessonId: spec.lesson,
      type: spec.type,
      question,
      ...(options ? { options } : {}),
      answer: draft.answer,
      ...(draft.decimals !== undefined ? { decimals: draft.decimals } : {}),
      ...(draft.tolerance !== undefined ? { tolerance: draft.tolerance } : {}),
      ...(draft.exact ? { exact: true } : {}),
      ...(draft.unit !== undefined ? { unit: draft.unit } : {}),
      ...(draft.trueValue !== undefined ? { trueValue: draft.trueValue } : {}),
      ...(draft.kind !== undefined ? { kind: draft.kind } : {}),
      ...(draft.synonyms !== undefined ? { synonyms: draft.synonyms } : {}),
      distractors,
      explanation: draft.explanation,
      ...(draft.hints !== undefined ? { hints: draft.hints } : {}),
      ...(draft.steps !== undefined ? { steps: draft.steps } : {}),
      ...(draft.frame !== undefined ? { frame: draft.frame } : {}),
      ...(draft.multiStep ? { multiStep: true } : {}),
      ...(draft.context ? { context: true } : {}),
      ...(draft.figure ? { figure: draft.figure } : {}),
      irt: { a, b: spec.b, c: spec.type === 'MCQ' ? 1 / 4 : 0 },
      ...(draft.facts ? { facts: draft.facts } : {}),
    };
  };
  return {
    id: spec.id,
    familyId,
    lessonId: spec.lesson,
    type: spec.type,
    hasFigure: spec.figure === true,
    b: spec.b,
    a,
    generate(rng: Rng): GeneratedItem {
      let why = '';
      for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
        let draft: Draft;
        try {
          draft = spec.build(rng);
        } catch (error) {
          if (!(error instanceof Redraw)) throw error;
          why = `every draft was abandoned: ${error.message}`;
          continue;
        }
        const item = build(draft, rng);
        if (typeof item === 'string') why = item;
        else if (giveawayProblems(item).length > 0) why = 'every draft prints its own key';
        else if (hintGiveawayProblems(item).length > 0)
          why = `every draft has a hint that shows the key: ${hintGiveawayProblems(item).join('; ')}`;
        else if (item.figure && figureLintProblems(item.figure).length > 0)
          why = `every draft's figure fails the lint: ${figureLintProblems(item.figure).join('; ')}`;
        else return item;
      }
      throw new Error(`${spec.id}: ${why}`);
    },
  };
}
