/**
 * Prints the quality gates' counts: over the shipped seed bank (10 variants per template) and
 * over 50 seeds of every template. `node --import tsx packages/bank/scripts/quality-report.ts
 * [--details GATE]`.
 */
import { createRng } from '../src/rng';
import { seedBankItems } from '../src/seed/generate-seed-bank';
import { ALL_TEMPLATES } from '../src/templates';
import { GATE_NAMES, runGates, summarise } from '../src/quality/gates';
import type { Finding } from '../src/quality/gates';
import type { GeneratedItem } from '../src/model/item';

const SEED_BANK_SEED = 'exam-prep-seed-bank-v1';
const args = process.argv.slice(2);
const details = args.includes('--details') ? args[args.indexOf('--details') + 1] : undefined;

const bank = seedBankItems({ seed: SEED_BANK_SEED });
const sampled: GeneratedItem[] = ALL_TEMPLATES.flatMap((template) =>
  Array.from({ length: 50 }, (_, seed) => template.generate(createRng(`t${seed}`))),
);

function report(title: string, items: GeneratedItem[], findings: Finding[]): void {
  const summary = summarise(findings);
  const caught = new Set(findings.map((f) => `${f.templateId}#${f.index}`)).size;
  console.log(`\n${title}: ${items.length} items, ${caught} caught by at least one gate`);
  const content = new Set(
    findings
      .filter((f) => !['wording-marking', 'figure-lint', 'figure-text'].includes(f.gate))
      .map((f) => `${f.templateId}#${f.index}`),
  ).size;
  console.log(`  content gates (data, key, options, terms, copies, keys): ${content} items`);
  for (const gate of GATE_NAMES) {
    const s = summary[gate];
    console.log(
      `  ${gate.padEnd(20)} ${String(s.items).padStart(5)} items  ${s.templates.length} templates`,
    );
  }
  const lintRules: [string, RegExp][] = [
    ['text under 11 CSS px', /CSS px at 320/],
    ['label outside the margin', /not inside the picture/],
    ['labels overlap', /overlap/],
    ['label crossed by a line', /crossed by a drawn line/],
    ['angle mark too small', /angle mark of radius/],
  ];
  for (const [rule, pattern] of lintRules) {
    const hit = findings.filter((f) => f.gate === 'figure-lint' && pattern.test(f.detail));
    const n = new Set(hit.map((f) => `${f.templateId}#${f.index}`)).size;
    console.log(`    figure-lint: ${rule.padEnd(26)} ${String(n).padStart(5)} items`);
  }
  if (details) {
    for (const f of findings.filter((x) => x.gate === details)) {
      console.log(`    ${f.templateId} #${f.index}: ${f.detail}`);
    }
  }
}

report('Seed bank', bank, runGates(bank));
// Cross-item gates on the 50-seed sample run per template (the bank's selection is what ships).
const sampleFindings = ALL_TEMPLATES.flatMap((template, t) => {
  const mine = sampled.slice(t * 50, t * 50 + 50);
  return runGates(mine)
    .filter((f) => f.gate !== 'near-copies')
    .map((f) => ({ ...f, index: f.index + t * 50 }));
});
report('50 seeds x every template', sampled, sampleFindings);
