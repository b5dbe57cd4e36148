/**
 * Runs every quality gate over a list of generated items (docs/decisions/026-question-quality-gates.md):
 * the item gates on each item, the figure lint on each figure as shipped (600 x 350), and the
 * cross-item gates per template and over the whole list.
 */
import { renderFigureSvg } from '../figures/render-svg';
import type { GeneratedItem } from '../model/item';
import { nearCopyFindings, sameTextSameKeyFindings } from './bank-gates';
import { figureTextProblems } from './figure-text';
import { lintFigureSvg } from './figure-lint';
import { helpProblems } from './help-gates';
import {
  giveawayProblems,
  impossibleOptionProblems,
  lowestTermsProblems,
  wellPosedProblems,
  wordingProblems,
} from './item-gates';

export const GATE_NAMES = [
  'well-posed',
  'no-giveaway',
  'possible-options',
  'lowest-terms',
  'wording-marking',
  'figure-text',
  'figure-lint',
  'help',
  'near-copies',
  'same-text-same-key',
] as const;
export type GateName = (typeof GATE_NAMES)[number];

export interface Finding {
  gate: GateName;
  templateId: string;
  /** Index of the item in the list given. */
  index: number;
  detail: string;
}

export const SHIPPED_FIGURE_SIZE = { width: 600, height: 350 } as const;

const ITEM_GATES: [GateName, (item: GeneratedItem) => string[]][] = [
  ['well-posed', wellPosedProblems],
  ['no-giveaway', giveawayProblems],
  ['possible-options', impossibleOptionProblems],
  ['lowest-terms', lowestTermsProblems],
  ['wording-marking', wordingProblems],
  ['figure-text', figureTextProblems],
  ['help', helpProblems],
  [
    'figure-lint',
    (item) => (item.figure ? lintFigureSvg(renderFigureSvg(item.figure, SHIPPED_FIGURE_SIZE)) : []),
  ],
];

export function itemFindings(items: readonly GeneratedItem[]): Finding[] {
  const findings: Finding[] = [];
  items.forEach((item, index) => {
    for (const [gate, check] of ITEM_GATES) {
      for (const detail of check(item))
        findings.push({ gate, templateId: item.templateId, index, detail });
    }
  });
  return findings;
}

export function crossFindings(items: readonly GeneratedItem[]): Finding[] {
  return [
    ...nearCopyFindings(items).map((f) => ({ gate: 'near-copies' as const, ...f })),
    ...sameTextSameKeyFindings(items).map((f) => ({ gate: 'same-text-same-key' as const, ...f })),
  ];
}

export function runGates(items: readonly GeneratedItem[]): Finding[] {
  return [...itemFindings(items), ...crossFindings(items)];
}

/** Per gate: how many items are caught (an item counts once per gate) and in which templates. */
export function summarise(
  findings: readonly Finding[],
): Record<GateName, { items: number; templates: string[] }> {
  const out = Object.fromEntries(
    GATE_NAMES.map((gate) => [gate, { items: 0, templates: [] as string[] }]),
  ) as Record<GateName, { items: number; templates: string[] }>;
  for (const gate of GATE_NAMES) {
    const mine = findings.filter((f) => f.gate === gate);
    out[gate].items = new Set(mine.map((f) => `${f.templateId}#${f.index}`)).size;
    out[gate].templates = [...new Set(mine.map((f) => f.templateId))].sort();
  }
  return out;
}
