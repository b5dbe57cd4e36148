/**
 * The spread of generated trials: one student takes 100 trials in a row on the shipped seed bank
 * (each trial avoiding the questions and templates of the student's 3 latest, as the server
 * does), and this reports how each form covers the lessons, the difficulty range and the answer
 * formats, and how much consecutive forms overlap. Pure: the server's blueprint function on the
 * bank's own generator, no database.
 *
 *   node --import tsx bench/trial/blueprint-spread.ts            # prints
 *   node --import tsx bench/trial/blueprint-spread.ts --write    # also rewrites RESULTS.md
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { format } from 'prettier';
import { generateSeedBank, LESSONS } from '@exam/bank';
import { TRIAL_QUESTIONS } from '@exam/contract';
import type { BlueprintItem } from '../../apps/api/src/modules/trial/trial.blueprint';
import { drawTrialBlueprint } from '../../apps/api/src/modules/trial/trial.blueprint';
import { SEED_BANK_SEED } from '../../apps/api/src/modules/bank/bank.service';

const { values: args } = parseArgs({
  options: {
    trials: { type: 'string', default: '100' },
    seed: { type: 'string', default: '20261123' },
    write: { type: 'boolean', default: false },
  },
});
const TRIALS = Number(args.trials);
const SEED = Number(args.seed);
const RECENT_TRIALS = 3;

const bank = generateSeedBank({ seed: SEED_BANK_SEED });
const pool: BlueprintItem[] = bank.map((item, index) => ({
  id: `q${index}`,
  lessonId: item.lessonId,
  templateId: item.templateId,
  type: item.type,
  b: item.irt.b,
}));
const lessonIds = LESSONS.map((lesson) => lesson.id);
const lessonName = new Map(LESSONS.map((lesson) => [lesson.id, lesson.name]));
const sortedB = pool.map((item) => item.b).sort((x, y) => x - y);
const medianB = sortedB[Math.floor(sortedB.length / 2)] ?? 0;

const forms: BlueprintItem[][] = [];
for (let trial = 0; trial < TRIALS; trial += 1) {
  const recent = forms.slice(-RECENT_TRIALS).flat();
  forms.push(
    drawTrialBlueprint({
      pool,
      lessonIds,
      count: TRIAL_QUESTIONS,
      recentQuestionIds: new Set(recent.map((item) => item.id)),
      recentTemplateIds: new Set(recent.map((item) => item.templateId ?? item.id)),
      seed: SEED + trial,
    }),
  );
}

const range = (values: readonly number[]) => `${Math.min(...values)}-${Math.max(...values)}`;
const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const fixed = (value: number, digits = 2) => value.toFixed(digits);

const lessonsPerTrial = forms.map((form) => new Set(form.map((item) => item.lessonId)).size);
const lengths = forms.map((form) => form.length);
const mcqPerTrial = forms.map((form) => form.filter((item) => item.type === 'MCQ').length);
const ascending = forms.filter((form) =>
  form.every((item, index) => index === 0 || (form[index - 1]?.b ?? -Infinity) <= item.b),
).length;
const easierHalf = forms.map((form) => form.filter((item) => item.b < medianB).length);
const repeatedTemplates = forms.filter(
  (form) => new Set(form.map((item) => item.templateId)).size !== form.length,
).length;
const overlapWithPrevious = forms
  .slice(1)
  .map(
    (form, index) => form.filter((item) => forms[index]?.some((old) => old.id === item.id)).length,
  );
const overlapWithRecent = forms.slice(1).map((form, index) => {
  const recent = new Set(forms.slice(Math.max(0, index + 1 - RECENT_TRIALS), index + 1).flat());
  return form.filter((item) => recent.has(item)).length;
});
const distinctSeen = new Set(forms.flat().map((item) => item.id)).size;

const lessonRows = lessonIds.map((id) => {
  const perTrial = forms.map((form) => form.filter((item) => item.lessonId === id).length);
  const all = forms.flat().filter((item) => item.lessonId === id);
  const bankB = pool.filter((item) => item.lessonId === id).map((item) => item.b);
  return `| ${lessonName.get(id) ?? id} | ${range(perTrial)} | ${all.length} | ${fixed(
    mean(all.map((item) => item.b)),
  )} | ${fixed(Math.min(...bankB))} to ${fixed(Math.max(...bankB))} |`;
});

const positionRows: string[] = [];
for (let start = 0; start < TRIAL_QUESTIONS; start += 5) {
  const bs = forms.flatMap((form) => form.slice(start, start + 5).map((item) => item.b));
  positionRows.push(
    `| ${start + 1}-${start + 5} | ${fixed(mean(bs))} | ${fixed(Math.min(...bs))} | ${fixed(
      Math.max(...bs),
    )} |`,
  );
}

const report = `# Trial blueprint spread

Command: \`node --import tsx bench/trial/blueprint-spread.ts --write\` (seed ${SEED}). One
student takes ${TRIALS} trials of ${TRIAL_QUESTIONS} questions in a row on the shipped seed bank
(${pool.length} questions, ${lessonIds.length} lessons, difficulty b from ${fixed(
  sortedB[0] ?? 0,
)} to ${fixed(sortedB.at(-1) ?? 0)}, median ${fixed(medianB)}); each trial avoids the questions and
templates of the ${RECENT_TRIALS} before it, as the server does
(\`apps/api/src/modules/trial/trial.blueprint.ts\`, docs/decisions/015-trial-blueprint.md).

| measure | over ${TRIALS} trials |
| --- | --- |
| questions per trial | ${range(lengths)} |
| lessons per trial (of ${lessonIds.length}) | ${range(lessonsPerTrial)} |
| trials asked easy to hard (b never decreasing) | ${ascending} |
| questions from the easier half of the bank, per trial | ${range(easierHalf)} (mean ${fixed(
  mean(easierHalf),
  1,
)}) |
| multiple-choice questions per trial | ${range(mcqPerTrial)} |
| trials with a template twice | ${repeatedTemplates} |
| questions shared with the previous trial | ${range(overlapWithPrevious)} |
| questions shared with the ${RECENT_TRIALS} previous trials | ${range(overlapWithRecent)} |
| distinct questions met in all ${TRIALS} trials | ${distinctSeen} of ${pool.length} |

## Difficulty by position

| positions | mean b | min b | max b |
| --- | --- | --- | --- |
${positionRows.join('\n')}

## Lessons

| lesson | questions per trial | questions in ${TRIALS} trials | mean b asked | b in the bank |
| --- | --- | --- | --- | --- |
${lessonRows.join('\n')}
`;

const formatted = await format(report, { parser: 'markdown', proseWrap: 'preserve' });
console.log(formatted);
if (args.write) {
  await writeFile(new URL('./RESULTS.md', import.meta.url), formatted);
  console.log('wrote bench/trial/RESULTS.md');
}
