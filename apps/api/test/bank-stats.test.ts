import { ALL_TEMPLATES, bandOf, generateSeedBank, LESSONS, SHIPPED_BANK_SEED } from '@exam/bank';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBankCommand } from '../src/cli/bank-commands';
import { importQuestionFile } from '../src/modules/bank/bank.service';
import type { TestApp } from './helpers/test-app';
import { createTestApp } from './helpers/test-app';

/**
 * `npm run bank -- stats` on a fresh database (issue 21), through the function the CLI runs:
 * every figure is recomputed here from the shipped bank the templates generate, not read back
 * from the database.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function stats(): Promise<string[]> {
  const out: string[] = [];
  const code = await runBankCommand(t.db, ['stats'], {
    out: (line) => out.push(line),
    err: (line) => out.push(`ERR ${line}`),
  });
  expect(code).toBe(0);
  return out;
}

/** The value printed after a summary label ('Multi-step   3 (1%)' -> '3 (1%)'). */
function valueOf(lines: string[], label: string): string {
  const found = lines.find((line) => line.startsWith(`${label}  `));
  if (!found) throw new Error(`no line '${label}' in:\n${lines.join('\n')}`);
  return found.slice(label.length).trim();
}

const percent = (n: number, total: number) => `${Math.round((100 * n) / total)}%`;

describe('bank stats on a fresh database', () => {
  const bank = generateSeedBank({ seed: SHIPPED_BANK_SEED });
  const total = bank.length;
  const count = (test: (item: (typeof bank)[number]) => boolean) => bank.filter(test).length;

  it('reports lessons, templates, frames, multi-step, context, figure, hint and step coverage', async () => {
    const lines = await stats();
    expect(valueOf(lines, 'Lessons')).toBe(String(LESSONS.length));
    expect(valueOf(lines, 'Templates')).toBe(String(ALL_TEMPLATES.length));
    const multi = count((item) => item.multiStep === true);
    const context = count((item) => item.context === true);
    const figure = count((item) => item.figure !== null);
    const hints = count((item) => (item.hints?.length ?? 0) > 0);
    const steps = count((item) => (item.steps?.length ?? 0) > 0);
    expect(valueOf(lines, 'Multi-step')).toBe(`${multi} (${percent(multi, total)})`);
    expect(valueOf(lines, 'In context')).toBe(`${context} (${percent(context, total)})`);
    expect(valueOf(lines, 'With a figure')).toMatch(
      new RegExp(`^${figure} \\(${percent(figure, total)}\\)$`),
    );
    expect(valueOf(lines, 'With hints')).toBe(
      `${hints} (${percent(hints, total)}); ${total - hints} without`,
    );
    expect(valueOf(lines, 'With worked steps')).toBe(
      `${steps} (${percent(steps, total)}); ${total - steps} without`,
    );
    // Every shipped item carries hints and worked steps (issue 21); items without them come only
    // from imports (the next test).
    expect(hints).toBe(total);
    expect(steps).toBe(total);
    expect(valueOf(lines, 'Imported')).toBe('0; 0 without hints, 0 without steps');

    // Frames per template, recomputed from the generated items' frames.
    const frames = new Map<string, Set<string>>();
    for (const item of bank) {
      const set = frames.get(item.templateId) ?? new Set<string>();
      if (item.frame) set.add(item.frame);
      frames.set(item.templateId, set);
    }
    const recorded = [...frames.values()].map((set) => set.size).filter((n) => n > 0);
    expect(recorded.length).toBeGreaterThan(0);
    const sorted = [...recorded].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    const median =
      sorted.length % 2 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
    expect(valueOf(lines, 'Frames per template')).toBe(
      `min ${Math.min(...recorded)}, median ${median}`,
    );
    expect(valueOf(lines, 'Templates recording no frame')).toBe(
      String(frames.size - recorded.length),
    );
  });

  it('reports per lesson its templates, items, shares and difficulty spread by IRT b', async () => {
    const lines = await stats();
    for (const [index, lesson] of LESSONS.entries()) {
      const mine = bank.filter((item) => item.lessonId === lesson.id);
      const spread = { easy: 0, medium: 0, hard: 0 };
      for (const item of mine) spread[bandOf(item.irt.b)] += 1;
      const expected = [
        String(new Set(mine.map((item) => item.templateId)).size),
        String(mine.length),
        percent(mine.filter((item) => item.figure !== null).length, mine.length),
        percent(mine.filter((item) => item.multiStep === true).length, mine.length),
        percent(mine.filter((item) => item.context === true).length, mine.length),
        `${spread.easy}/${spread.medium}/${spread.hard}`,
      ];
      const row = lines.find((line) => line.startsWith(`${index + 1}. ${lesson.name} `));
      expect(row, lesson.name).toBeDefined();
      const cells = (row ?? '')
        .slice(`${index + 1}. ${lesson.name}`.length)
        .trim()
        .split(/\s+/);
      expect(cells, lesson.name).toEqual(expected);
    }
  });

  it('counts imported items without hints or steps, and an imported multi-step item', async () => {
    const outcome = await importQuestionFile(
      t.db,
      [
        {
          lesson: 'The cosine rule',
          type: 'short_answer',
          question: 'Stats: find $a$ when $b = 5$, $c = 8$ and $A = 60^\\circ$, then its square.',
          answer: '49',
          difficulty: 1.2,
          hints: ['Find the side with the cosine rule first.'],
          steps: ['$a^2 = 25 + 64 - 40$', '$a^2 = 49$'],
          multiStep: true,
          context: true,
        },
        {
          lesson: 'The cosine rule',
          type: 'short_answer',
          question: 'Stats: find $a$ when $b = 3$, $c = 5$ and $A = 120^\\circ$.',
          answer: '7',
          difficulty: -1,
        },
      ]
        .map((line) => JSON.stringify(line))
        .join('\n'),
    );
    expect(outcome).toMatchObject({ ok: true, inserted: 2 });
    const lines = await stats();
    const after = total + 2;
    const multi = count((item) => item.multiStep === true) + 1;
    const hints = count((item) => (item.hints?.length ?? 0) > 0) + 1;
    expect(valueOf(lines, 'Imported')).toBe('2; 1 without hints, 1 without steps');
    expect(valueOf(lines, 'Multi-step')).toBe(`${multi} (${percent(multi, after)})`);
    expect(valueOf(lines, 'With hints')).toBe(
      `${hints} (${percent(hints, after)}); ${after - hints} without`,
    );
    // The cosine rule's row counts both, one hard and one easy more.
    const lesson = LESSONS.findIndex((l) => l.id === 'cosine-rule');
    const mine = bank.filter((item) => item.lessonId === 'cosine-rule');
    const spread = { easy: 1, medium: 0, hard: 1 };
    for (const item of mine) spread[bandOf(item.irt.b)] += 1;
    const row = lines.find((line) => line.startsWith(`${lesson + 1}. The cosine rule `)) ?? '';
    expect(row.trim().split(/\s+/).slice(-5, -4)).toEqual([String(mine.length + 2)]);
    expect(row.trim().split(/\s+/).at(-1)).toBe(`${spread.easy}/${spread.medium}/${spread.hard}`);
  });
});
