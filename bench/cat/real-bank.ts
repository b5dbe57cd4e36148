/**
 * The engine on the real generated bank (the shipped seed bank, as `npm run bank -- sync` loads
 * it): per lesson, the test information of the lesson's items over ability -2..+2, flagging
 * lessons that do not cover that range; and the RMSE after 20 items of the API's constrained
 * engine (unit quotas, format quotas, template rule, exposure cap 0.25) against unconstrained
 * engines on the same simulated students. Writes the section "## The real bank" of
 * bench/cat/RESULTS.md (run.ts keeps it), or prints only (--quick).
 *
 *   node --import tsx bench/cat/real-bank.ts            1,000 students
 *   node --import tsx bench/cat/real-bank.ts --quick    200 students
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import {
  findLessonById,
  LESSONS,
  seedBankItems,
  SHIPPED_BANK_SEED,
  UNITS,
} from '../../packages/bank/src/index';
import { createCatEngine, information, type CatItem } from '../../packages/cat/src/index';
import type { CatOptions } from '../../packages/cat/src/index';
import { fixed, MASTERY_HEADING, REAL_BANK_HEADING, unconstrainedOptions } from './conditions';
import { maxExposure, statsAt, withinQuota } from './metrics';
import { engineRunner, type Trace } from './runners';
import { makeStudents } from './simulate';

const quick = process.argv.includes('--quick');
const seed = 2025;
const students = quick ? 200 : 1000;
const LENGTH = 20;
/** Abilities at which each lesson's information is reported. */
const THETAS = [-2, -1, 0, 1, 2];
/**
 * A lesson "covers" an ability when its three most informative items there give at least this
 * much information together: about what three items of a = 1 with difficulties within two logits
 * of it give (0.105 each). A lesson below it cannot tell students apart at that level even if
 * the exam gave it three items.
 */
const COVER_BEST3 = 0.3;
const RESULTS = fileURLToPath(new URL('./RESULTS.md', import.meta.url));

const generated = seedBankItems({ seed: SHIPPED_BANK_SEED });
const unitOfLesson = (lessonId: string): string => findLessonById(lessonId)?.unit ?? 'other';
const bank: CatItem[] = generated.map((item, i) => ({
  id: `${item.templateId}#${i}`,
  a: item.irt.a,
  b: item.irt.b,
  c: item.irt.c,
  lesson: item.lessonId,
  unit: unitOfLesson(item.lessonId),
  format: item.type,
  template: item.templateId,
}));
const lessonsInBank = LESSONS.filter((lesson) => bank.some((item) => item.lesson === lesson.id));
const unitTargets: Record<string, number> = {};
for (const lesson of lessonsInBank) unitTargets[lesson.unit] = (unitTargets[lesson.unit] ?? 0) + 1;
const lessonTargets = Object.fromEntries(lessonsInBank.map((lesson) => [lesson.id, 1]));
const formatTargets = { MCQ: 1, short_answer: 1 };

/** The API's exam engine (apps/api/src/modules/exam/exam.engine.ts) at a fixed length. */
const apiOptions = (content: Partial<CatOptions>): Partial<CatOptions> => ({
  ...fixed(LENGTH),
  ...content,
  formatTargets,
  maxExposure: 0.25,
});

function lessonInformation(): string[] {
  const rows: string[] = [
    `| lesson | unit | items | b range | ${THETAS.map((t) => `I(${t})`).join(' | ')} | best 3 at ${THETAS.join(' / ')} | covers -2..+2 |`,
    `|---|---|---|---|${THETAS.map(() => '---').join('|')}|---|---|`,
  ];
  for (const lesson of lessonsInBank) {
    const items = bank.filter((item) => item.lesson === lesson.id);
    const bs = items.map((item) => item.b);
    const total = THETAS.map((t) =>
      items.reduce((sum, item) => sum + information(t, item.a, item.b, item.c, 1), 0),
    );
    const best3 = THETAS.map((t) =>
      items
        .map((item) => information(t, item.a, item.b, item.c, 1))
        .sort((x, y) => y - x)
        .slice(0, 3)
        .reduce((sum, v) => sum + v, 0),
    );
    const gaps = THETAS.filter((_, k) => (best3[k] as number) < COVER_BEST3);
    rows.push(
      `| ${lesson.id} | ${lesson.unit} | ${items.length} | ${Math.min(...bs).toFixed(2)} to ${Math.max(...bs).toFixed(2)} | ${total.map((v) => v.toFixed(1)).join(' | ')} | ${best3.map((v) => v.toFixed(2)).join(' / ')} | ${gaps.length === 0 ? 'yes' : `**no** (below ${COVER_BEST3} at ${gaps.join(', ')})`} |`,
    );
  }
  return rows;
}

function main(): Promise<string> {
  const started = performance.now();
  const thetas = makeStudents(students, seed);
  const run = (name: string, options: Partial<CatOptions>, withTemplates: boolean): Trace[] => {
    const items = withTemplates ? bank : bank.map(({ template: _template, ...item }) => item);
    const runner = engineRunner(name, createCatEngine(items, options), bank, seed);
    return Array.from({ length: students }, (_, s) => runner.run(s, thetas[s] as number));
  };
  const engines = [
    {
      name: 'unconstrained, MFI at the EAP (jsCAT rule)',
      traces: run('mfi', { ...fixed(LENGTH), maxExposure: 1, posteriorItems: 0 }, false),
    },
    {
      name: 'unconstrained, 2-step EPV over 10 items',
      traces: run('free', unconstrainedOptions(LENGTH), false),
    },
    {
      name: 'unit quotas only (no exposure cap, formats or template rule)',
      traces: run('units', { ...fixed(LENGTH), maxExposure: 1, unitTargets }, false),
    },
    {
      name: 'lesson quotas only (no exposure cap, formats or template rule)',
      traces: run('lessons', { ...fixed(LENGTH), maxExposure: 1, lessonTargets }, false),
    },
    {
      name: 'exposure 0.25 only',
      traces: run('exposure', { ...fixed(LENGTH), maxExposure: 0.25 }, false),
    },
    {
      name: 'unit quotas + template rule',
      traces: run('units-templates', { ...fixed(LENGTH), maxExposure: 1, unitTargets }, true),
    },
    {
      name: 'unit + format quotas',
      traces: run(
        'units-formats',
        { ...fixed(LENGTH), maxExposure: 1, unitTargets, formatTargets },
        false,
      ),
    },
    {
      name: 'unit + format quotas, template rule, no exposure cap',
      traces: run('api-free', { ...apiOptions({ unitTargets }), maxExposure: 1 }, true),
    },
    {
      name: '**API exam**: unit + format quotas, template rule, exposure 0.25',
      traces: run('api-units', apiOptions({ unitTargets }), true),
    },
    {
      name: 'API exam without the format quota',
      traces: run('api-no-formats', { ...apiOptions({ unitTargets }), formatTargets: {} }, true),
    },
    {
      name: 'before: lesson + format quotas, template rule, exposure 0.25',
      traces: run('api-lessons', apiOptions({ lessonTargets }), true),
    },
  ];
  const reference = statsAt(engines[0]?.traces ?? [], thetas, LENGTH).rmse;
  const f = (x: number, d = 3): string => x.toFixed(d);
  const lessonsMet = (traces: readonly Trace[]): number =>
    traces.reduce((sum, t) => sum + new Set(t.items.map((i) => bank[i]?.lesson)).size, 0) /
    traces.length;
  const rmseRows = [
    `| engine | RMSE @10 | RMSE @${LENGTH} | vs unconstrained MFI @${LENGTH} | SE/RMSE @${LENGTH} | max exposure | within unit quotas | lessons met (mean of ${lessonsInBank.length}) |`,
    '|---|---|---|---|---|---|---|---|',
    ...engines.map(({ name, traces }) => {
      const at = statsAt(traces, thetas, LENGTH);
      return `| ${name} | ${f(statsAt(traces, thetas, 10).rmse)} | ${f(at.rmse)} | ${at.rmse >= reference ? '+' : ''}${f((100 * at.rmse) / reference - 100, 1)}% | ${f(at.seRatio, 2)} | ${f(maxExposure(traces, bank.length, LENGTH), 2)} | ${f(
        100 *
          withinQuota(
            traces,
            bank.map((item) => ({ ...item, lesson: item.unit ?? '' })),
            unitTargets,
            LENGTH,
          ),
        0,
      )}% | ${f(lessonsMet(traces), 1)} |`;
    }),
  ];
  const goal = (): string => {
    const api = engines.find((engine) => engine.name.startsWith('**API exam**'));
    const rmse = statsAt(api?.traces ?? [], thetas, LENGTH).rmse;
    const ratio = (100 * rmse) / reference - 100;
    return `Goal: the API exam's RMSE @${LENGTH} within 5% of the unconstrained engine (MFI): ${f(rmse)} vs ${f(reference)}, ${ratio >= 0 ? '+' : ''}${f(ratio, 1)}%: ${ratio <= 5 ? 'met' : '**not met**'}.`;
  };
  const seconds = (performance.now() - started) / 1000;
  const command = `node --import tsx bench/cat/real-bank.ts${quick ? ' --quick' : ''}`;
  const units = UNITS.filter((unit) => unitTargets[unit.id] !== undefined)
    .map((unit) => `${unit.id} ${unitTargets[unit.id]}`)
    .join(', ');
  return Promise.resolve(
    [
      REAL_BANK_HEADING,
      '',
      `Command: \`${command}\` (seed ${seed}; ${seconds.toFixed(0)} s on this machine, Node ${process.version}). Written by that command; \`run.ts\` keeps this section.`,
      '',
      `Bank: the shipped seed bank (\`seedBankItems({ seed: SHIPPED_BANK_SEED })\`), ${bank.length} items in ${lessonsInBank.length} lessons, with each template's nominal a, b, c (the parameters the API starts from). Units and their shares (lessons per unit): ${units}.`,
      '',
      '### Information per lesson',
      '',
      `Fisher information of the lesson's items at each ability (the sum over the lesson, and over its three most informative items there). A lesson covers an ability when its best three items give at least ${COVER_BEST3} together.`,
      '',
      ...lessonInformation(),
      '',
      `### Accuracy after ${LENGTH} items`,
      '',
      `${students} simulated students, theta ~ N(0, 1), answering with the bank's parameters (the same student answers an item the same way whichever engine asks); fixed ${LENGTH}-item tests.`,
      '',
      ...rmseRows,
      '',
      goal(),
      '',
      'Reading: on this bank the content quotas themselves cost no accuracy (rows "unit quotas only" and "lesson quotas only", within the run-to-run spread of about 2 %), and the template rule and the exposure cap little. The cost of the API exam is its half-and-half answer-format quota (docs/product.md §11.4): a multiple-choice item (c = 0.25) carries less information than a short answer, so each one the quota forces in is a less informative item (row "API exam without the format quota"). The format quota stays: without it the exam serves almost only short answers. docs/decisions/037.',
      '',
    ].join('\n'),
  );
}

const section = await main();
console.log(section);
if (!quick) {
  const current = readFileSync(RESULTS, 'utf8');
  const at = current.indexOf(REAL_BANK_HEADING);
  const head = (at < 0 ? current : current.slice(0, at)).trimEnd();
  // The lesson-mastery section (bench/cat/mastery.ts, written by hand) follows and is kept.
  const masteryAt = current.indexOf(MASTERY_HEADING);
  const tail = masteryAt < 0 ? '' : `\n\n${current.slice(masteryAt)}`;
  writeFileSync(RESULTS, await format(`${head}\n\n${section}${tail}`, { parser: 'markdown' }));
}
