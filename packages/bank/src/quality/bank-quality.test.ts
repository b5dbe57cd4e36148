/**
 * The quality gates on the whole bank (docs/decisions/026-question-quality-gates.md): every
 * template x 50 seeds, and the shipped seed bank. Each gate's own fixture test (gates.test.ts)
 * shows it fires; here nothing may be caught.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedItem } from '../model/item';
import { createRng } from '../rng';
import { seedBankItems } from '../seed/generate-seed-bank';
import { SHIPPED_BANK_SEED } from '../seed/shipped-bank';
import { ALL_TEMPLATES } from '../templates';
import { letterBlindKey, sameTextSameKeyFindings } from './bank-gates';
import { itemFindings, runGates } from './gates';

const SEEDS = 50;

describe.each(ALL_TEMPLATES.map((t) => [t.id, t] as const))('gates on %s', (_id, template) => {
  const items: GeneratedItem[] = Array.from({ length: SEEDS }, (_, seed) =>
    template.generate(createRng(`gates${seed}`)),
  );

  it('passes every item gate and the figure lint on 50 seeds', () => {
    const findings = itemFindings(items).map((f) => `${f.gate}: ${f.detail}`);
    expect(findings).toEqual([]);
  });

  it('gives the same key to the same text and options', () => {
    expect(sameTextSameKeyFindings(items)).toEqual([]);
  });

  it('makes at least 10 items that differ in more than their letters', () => {
    expect(new Set(items.map(letterBlindKey)).size).toBeGreaterThanOrEqual(10);
  });
});

describe('the shipped seed bank', () => {
  it('passes every gate, near-copies and same-key included', () => {
    const bank = seedBankItems({ seed: SHIPPED_BANK_SEED });
    const findings = runGates(bank).map((f) => `${f.templateId} ${f.gate}: ${f.detail}`);
    expect(findings).toEqual([]);
  });
});
