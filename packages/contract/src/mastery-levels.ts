/**
 * The mastery levels and their labels (issue 22, decision 040), in a module without zod: the web
 * app's dashboard and practice screens show them, and importing them from learning.ts would
 * bring its schemas (and zod, 25 kB gzip) into those screens' first download. learning.ts builds
 * its schemas on these and re-exports them.
 */

/** The five levels, weakest first (the order of the chart's stacks and of the legend). */
export const MASTERY_LEVELS = [
  'not-started',
  'attempted',
  'familiar',
  'proficient',
  'mastered',
] as const;
export type MasteryLevel = (typeof MASTERY_LEVELS)[number];

/** What the student reads for each level. */
export const MasteryLevelLabels: Record<MasteryLevel, string> = {
  'not-started': 'Not started',
  attempted: 'Attempted',
  familiar: 'Familiar',
  proficient: 'Proficient',
  mastered: 'Mastered',
};
