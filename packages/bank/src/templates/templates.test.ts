import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../checker/check-answer';
import { looksLikeList, parseMathValue } from '../checker/parse-math';
import { describeFigure } from '../figures/describe';
import { figureDisagreements } from '../figures/figure-agreement';
import { renderFigureSvg } from '../figures/render-svg';
import { checkXmlWellFormed } from '../figures/xml-check';
import type { GeneratedItem } from '../model/item';
import { FIGURE_LEAD, GeneratedItemSchema } from '../model/item';
import { createRng } from '../rng';
import { variantKey } from '../seed/generate-seed-bank';
import { parseQuestionText } from '../text/parse-question-text';
import { optionsCollide } from './define-template';
import { ALL_TEMPLATES } from './index';

const SEEDS = 50;

function samples(templateId: string): GeneratedItem[] {
  const template = ALL_TEMPLATES.find((t) => t.id === templateId);
  if (!template) throw new Error(templateId);
  return Array.from({ length: SEEDS }, (_, seed) => template.generate(createRng(`t${seed}`)));
}

const cache = new Map<string, GeneratedItem[]>();
function itemsOf(templateId: string): GeneratedItem[] {
  let items = cache.get(templateId);
  if (!items) {
    items = samples(templateId);
    cache.set(templateId, items);
  }
  return items;
}

function renderMath(text: string): void {
  for (const segment of parseQuestionText(text)) {
    if (segment.kind !== 'math') continue;
    katex.renderToString(segment.value, {
      throwOnError: true,
      trust: false,
      strict: 'ignore',
      displayMode: segment.display,
      macros: { '\\mbox': '\\text' },
    });
  }
}

describe.each(ALL_TEMPLATES.map((t) => [t.id, t] as const))('template %s', (id, template) => {
  it('generates schema-valid items with the figure lead when drawn', () => {
    for (const item of itemsOf(id)) {
      const parsed = GeneratedItemSchema.safeParse(item);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(item.templateId).toBe(id);
      expect(item.type).toBe(template.type);
      expect(Boolean(item.figure)).toBe(template.hasFigure);
      expect(item.question.startsWith(FIGURE_LEAD)).toBe(template.hasFigure);
      expect(item.question).not.toMatch(/NaN|undefined|Infinity|\[object/);
      expect(item.explanation).not.toMatch(/NaN|undefined|Infinity|\[object/);
    }
  });

  it('gives many distinct variants', () => {
    const texts = new Set(itemsOf(id).map((item) => variantKey(item)));
    expect(texts.size).toBeGreaterThanOrEqual(8);
  });

  it('accepts the stored answer and rejects every distractor', () => {
    for (const item of itemsOf(id)) {
      const question = { ...item, mode: 'text' as const };
      const accepted = checkAnswer(question, item.answer);
      expect(accepted.correct, `${item.question} -> ${item.answer}: ${accepted.reason}`).toBe(true);
      if (item.type === 'MCQ') {
        const options = item.options ?? [];
        const index = options.indexOf(item.answer);
        expect(checkAnswer({ ...item, mode: 'index' }, String(index)).correct).toBe(true);
        options.forEach((option, i) => {
          for (let j = i + 1; j < options.length; j += 1) {
            expect(optionsCollide(option, options[j] ?? ''), `${option} vs ${options[j]}`).toBe(
              false,
            );
          }
          if (option === item.answer) return;
          expect(checkAnswer(question, option).correct).toBe(false);
          expect(checkAnswer({ ...item, mode: 'index' }, String(i)).correct).toBe(false);
          // Read as a typed answer, a distractor's value is not accepted either.
          if (parseMathValue(item.answer) && parseMathValue(option)) {
            expect(
              checkAnswer({ type: 'short_answer', answer: item.answer }, option).correct,
              `${option} vs ${item.answer}`,
            ).toBe(false);
          }
        });
      } else if (item.decimals === undefined && !looksLikeList(item.answer)) {
        const value = parseMathValue(item.answer);
        expect(value, item.answer).not.toBeNull();
        if (value && !value.isDecimalLiteral) {
          const short = Math.abs(Number(value.value.toFixed(6)) - value.value) < 1e-12;
          const degree = value.angleUnit === 'deg' ? '°' : '';
          // Three or four significant figures of an irrational value; the exact decimal of a
          // short one (0.9216 for 576/625). Refused instead when the question asks for an exact form.
          const typings = short
            ? [String(Number(value.value.toFixed(6)))]
            : [value.value.toPrecision(4), value.value.toPrecision(5)];
          for (const digits of typings) {
            const typed = `${digits}${degree}`;
            const result = checkAnswer(item, typed);
            const accepted = !item.exact || short;
            expect(result.correct, `${item.answer} typed as ${typed}: ${result.reason}`).toBe(
              accepted,
            );
          }
        }
      }
    }
  });

  it('renders every math segment with KaTeX', () => {
    for (const item of itemsOf(id)) {
      renderMath(item.question);
      renderMath(item.explanation);
      for (const option of item.options ?? []) renderMath(option);
    }
  });

  // Only templates that draw a figure get this test (no skipped placeholders for the others).
  if (template.hasFigure) {
    it('draws safe, well-formed figures that agree with the text', () => {
      for (const item of itemsOf(id).slice(0, 20)) {
        if (!item.figure) continue;
        for (const size of [
          { width: 600, height: 350 },
          { width: 350, height: 350 },
          { width: 350, height: 150 },
        ]) {
          const svg = renderFigureSvg(item.figure, size);
          const xml = checkXmlWellFormed(svg);
          expect(xml.ok, xml.ok ? '' : xml.error).toBe(true);
          expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
          expect(svg).toContain(`viewBox="0 0 ${size.width} ${size.height}"`);
          expect(svg).not.toMatch(/<script|\son\w+=|href|url\(|@import|<foreignObject/i);
        }
        expect(figureDisagreements(item.figure), item.question).toEqual([]);
        expect(describeFigure(item.figure).length).toBeGreaterThan(10);
      }
    });
  }
});
