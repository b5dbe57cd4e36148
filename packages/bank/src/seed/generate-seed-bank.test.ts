import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../checker/check-answer';
import { parseImportFile } from '../import/parse-import-file';
import { toExportLine } from '../import/to-export-line';
import { LESSONS } from '../lessons';
import { ALL_TEMPLATES } from '../templates';
import { bankStats } from './bank-stats';
import { generateSeedBank } from './generate-seed-bank';

const bank = generateSeedBank({ seed: 'exam-prep' });

describe('generateSeedBank', () => {
  it('makes at least 1,000 questions, ten per template', () => {
    expect(bank.length).toBeGreaterThanOrEqual(1000);
    const stats = bankStats(bank);
    for (const template of ALL_TEMPLATES) expect(stats.byTemplate[template.id]).toBe(10);
  });

  it('is deterministic for a seed and varies with the seed', () => {
    const again = generateSeedBank({ seed: 'exam-prep' });
    expect(JSON.stringify(again)).toBe(JSON.stringify(bank));
    const other = generateSeedBank({ seed: 'another seed', perTemplate: 3 });
    const texts = new Set(bank.map((item) => item.question));
    const fresh = other.filter((item) => !texts.has(item.question));
    expect(fresh.length).toBeGreaterThan(other.length / 3);
  });

  it('carries IRT parameters, tags and figures for every item', () => {
    for (const item of bank) {
      expect(item.irt.c).toBe(item.type === 'MCQ' ? 0.25 : 0);
      expect(item.irt.a).toBeGreaterThan(0);
      if (item.type === 'MCQ') {
        expect(item.options).toHaveLength(4);
        expect(item.distractors).toHaveLength(3);
      } else {
        expect(item.options).toBeNull();
      }
      if (item.figure) {
        expect(item.figure.svg.startsWith('<svg')).toBe(true);
        expect(item.figure.alt.length).toBeGreaterThan(10);
      }
    }
  });

  it('shares IRT parameters within a family', () => {
    const byFamily = new Map<string, string>();
    for (const item of bank) {
      const key = JSON.stringify(item.irt);
      expect(byFamily.get(item.familyId) ?? key).toBe(key);
      byFamily.set(item.familyId, key);
    }
  });

  it('exports every item as a JSON line that imports again', () => {
    const lines = bank.map((item) =>
      toExportLine({
        lesson: item.lesson,
        type: item.type,
        question: item.question,
        options: item.options ?? undefined,
        answer: item.answer,
        graph: item.figure?.svg,
        difficulty: item.irt.b,
        explanation: item.explanation,
        tolerance: item.tolerance ?? undefined,
        decimals: item.decimals ?? undefined,
      }),
    );
    const result = parseImportFile(lines.join('\n'));
    expect(result.ok ? [] : result.errors.slice(0, 3)).toEqual([]);
    if (!result.ok) return;
    // Every field comes back as it went out, the lesson as the bank's own.
    result.items.forEach((imported, index) => {
      const item = bank[index];
      expect(imported.lessonId).toBe(item?.lessonId);
      expect(imported.decimals).toBe(item?.decimals ?? undefined);
      expect(imported.tolerance).toBe(item?.tolerance ?? undefined);
    });
  });

  it('marks every stored answer correct in its own question', () => {
    for (const item of bank) {
      const question = {
        type: item.type,
        answer: item.answer,
        options: item.options ?? undefined,
        decimals: item.decimals ?? undefined,
        tolerance: item.tolerance ?? undefined,
        mode: 'text' as const,
      };
      expect(checkAnswer(question, item.answer).correct).toBe(true);
    }
  });
});

describe('bankStats', () => {
  it('counts per lesson, type and figures', () => {
    const stats = bankStats(bank);
    expect(stats.total).toBe(bank.length);
    expect(stats.byType.MCQ + stats.byType.short_answer).toBe(bank.length);
    expect(Object.keys(stats.byLesson).sort()).toEqual(LESSONS.map((l) => l.id).sort());
    expect(stats.withFigure).toBe(bank.filter((item) => item.figure).length);
    expect(stats.withFigure / stats.total).toBeGreaterThanOrEqual(0.4);
  });
});
