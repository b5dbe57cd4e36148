import { xssCorpus } from '../../fixtures/xss-corpus';
import type { XssPayload } from '../../fixtures/xss-corpus';

/**
 * The XSS corpus packed into importable questions. Every text or LaTeX payload fills one slot
 * (question text, an option, the correct option, or an explanation), every graph payload one
 * question's `graph`, every lesson payload one question's lesson; about 50 questions carry the
 * 230-odd payloads, so a browser can walk a whole practice session over them in a minute or so.
 *
 * Each slot starts with its payload's marker (`[t001] `), so a test can read from any screen
 * which payloads it showed. Question text also starts with the question's own marker and a
 * formula that always typesets (`[q07] $x$ `): a test waits for that formula to know KaTeX has
 * rendered the rest.
 */
export interface HostileQuestion {
  marker: string;
  type: 'MCQ' | 'short_answer';
  /** The import line (JSON Lines format of packages/bank/src/import). */
  line: Record<string, unknown>;
  /** Payload ids by where they sit. */
  slots: {
    question?: string;
    options: string[];
    answer?: string;
    explanation?: string;
    graph?: string;
    lesson?: string;
  };
  /** For MCQ: an option other than the answer, so the check banner shows the answer. */
  wrongOptionIndex: number;
}

/** What a student types into a hostile short-answer question (shown again on the review). */
export const TYPED_ANSWER =
  '[typed] <img src=x onerror=__xss(9001)> $\\href{javascript:__xss(9002)}{x}$';

const BANK_LESSONS = ['The sine rule', 'The cosine rule', 'Area of a triangle'];

export const markerOf = (payload: XssPayload): string => `[${payload.id}]`;
const marked = (payload: XssPayload): string => `${markerOf(payload)} ${payload.value}`;

export function buildHostileBank(corpus: readonly XssPayload[] = xssCorpus): HostileQuestion[] {
  const texts = corpus.filter((p) => p.kind === 'text' || p.kind === 'latex');
  const graphs = corpus.filter((p) => p.kind === 'graph');
  const lessons = corpus.filter((p) => p.kind === 'lesson');
  const questions: HostileQuestion[] = [];
  let index = 0;
  while (texts.length > 0 || graphs.length > 0 || lessons.length > 0) {
    index += 1;
    const marker = `[q${String(index).padStart(2, '0')}]`;
    const type = index % 4 === 0 ? 'short_answer' : 'MCQ';
    const question = texts.shift();
    const graph = graphs.shift();
    const lesson = lessons.shift();
    const slots: HostileQuestion['slots'] = { options: [] };
    if (question) slots.question = question.id;
    if (graph) slots.graph = graph.id;
    if (lesson) slots.lesson = lesson.id;
    const line: Record<string, unknown> = {
      lesson: lesson ? marked(lesson) : BANK_LESSONS[index % BANK_LESSONS.length],
      type,
      question: `${marker} $x$ ${question ? marked(question) : 'a question with a hostile figure'}`,
    };
    if (type === 'MCQ') {
      const options = [texts.shift(), texts.shift(), texts.shift()];
      const texts3 = options.map((option, at) => {
        if (!option) return `${marker} plain option ${at + 1}`;
        slots.options.push(option.id);
        return marked(option);
      });
      line.options = texts3;
      line.answer = texts3[0];
      if (options[0]) slots.answer = options[0].id;
    } else {
      line.answer = '2';
    }
    const explanation = texts.shift();
    if (explanation) {
      slots.explanation = explanation.id;
      line.explanation = marked(explanation);
    }
    if (graph) line.graph = graph.value;
    questions.push({ marker, type, line, slots, wrongOptionIndex: 1 });
  }
  return questions;
}

/** The hostile bank as a JSON Lines file. */
export function hostileImportFile(questions: readonly HostileQuestion[]): string {
  return `${questions.map((question) => JSON.stringify(question.line)).join('\n')}\n`;
}
