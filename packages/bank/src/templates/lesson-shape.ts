/**
 * The checks every lesson with its own recompute test runs on its 50 items per template (test
 * code): every gate, near copies on the distinct items as the seed bank keeps them, figures that
 * agree with their labels, hints and steps that typeset, and the lesson's shape (issue 21's
 * numbers: 10+ templates of 3+ frames, help on every item, figures, multi-step, context, both
 * question types, a spread of difficulty).
 */
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { figureDisagreements } from '../figures/figure-agreement';
import type { GeneratedItem, ItemTemplate } from '../model/item';
import { letterBlindKey } from '../quality/bank-gates';
import { itemFindings, runGates } from '../quality/gates';
import { parseQuestionText } from '../text/parse-question-text';

export interface LessonShapeOptions {
  /**
   * Share of templates with a figure (default 0.4). A lesson whose matter has little to draw
   * (identities) may ask less, and says why where it calls this; the bank as a whole keeps 40 %.
   */
  figureShare?: number;
}

export function describeLessonShape(
  lesson: string,
  templates: readonly ItemTemplate[],
  items: ReadonlyMap<string, readonly GeneratedItem[]>,
  options: LessonShapeOptions = {},
): void {
  const all = [...items.values()].flat();
  describe(`${lesson}: gates and shape`, () => {
    it('passes every item gate on 50 items of every template', () => {
      const findings = itemFindings(all).map((f) => `${f.templateId} ${f.gate}: ${f.detail}`);
      expect(findings).toEqual([]);
    });

    it('passes every gate, near copies included, on the distinct items (as the seed bank keeps them)', () => {
      // 50 random draws of a template repeat some variants up to letters; the seed bank keeps one
      // of each (seedBankItems), so the cross-item gates run on the distinct ones, 20 or more each.
      const distinct = [...items.values()].flatMap((list) => {
        const seen = new Map<string, GeneratedItem>();
        for (const item of list)
          if (!seen.has(letterBlindKey(item))) seen.set(letterBlindKey(item), item);
        expect(seen.size, list[0]?.templateId).toBeGreaterThanOrEqual(20);
        return [...seen.values()];
      });
      const findings = runGates(distinct).map((f) => `${f.templateId} ${f.gate}: ${f.detail}`);
      expect(findings).toEqual([]);
    });

    it('draws every figure to agree with its labels (50 items, not only the first 20)', () => {
      for (const item of all) {
        if (item.figure) expect(figureDisagreements(item.figure), item.question).toEqual([]);
      }
    });

    it('typesets every hint and worked step with KaTeX', () => {
      for (const item of all) {
        for (const text of [...(item.hints ?? []), ...(item.steps ?? [])]) {
          for (const segment of parseQuestionText(text)) {
            if (segment.kind !== 'math') continue;
            expect(() =>
              katex.renderToString(segment.value, { throwOnError: true, strict: 'ignore' }),
            ).not.toThrow();
          }
        }
      }
    });

    it('has 10 or more templates, each with 3 or more frames, hints and worked steps', () => {
      expect(templates.length).toBeGreaterThanOrEqual(10);
      for (const [id, list] of items) {
        expect(new Set(list.map((i) => i.frame)).size, id).toBeGreaterThanOrEqual(3);
        for (const item of list) {
          expect(item.hints?.length ?? 0, id).toBeGreaterThanOrEqual(1);
          expect(item.steps?.length ?? 0, id).toBeGreaterThanOrEqual(1);
        }
      }
    });

    it('mixes figures, multi-step, context, both question types and a spread of difficulty', () => {
      const share = (f: (i: GeneratedItem) => boolean): number => all.filter(f).length / all.length;
      const figureTemplates = templates.filter((t) => t.hasFigure).length;
      expect(figureTemplates / templates.length).toBeGreaterThanOrEqual(options.figureShare ?? 0.4);
      expect(share((i) => i.multiStep === true)).toBeGreaterThanOrEqual(0.3);
      expect(share((i) => i.context === true)).toBeGreaterThanOrEqual(0.15);
      expect(new Set(templates.map((t) => t.type)).size).toBe(2);
      const bs = templates.map((t) => t.b);
      expect(Math.min(...bs)).toBeLessThanOrEqual(-1.2);
      expect(Math.max(...bs)).toBeGreaterThanOrEqual(1.5);
    });
  });
}
