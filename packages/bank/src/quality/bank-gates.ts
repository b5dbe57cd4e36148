/**
 * Quality gates across items: no two items of a template identical up to letters (point names,
 * the variable's name), and the same text with the same options always has the same key.
 */
import { describeFigure } from '../figures/describe';
import type { GateItem } from './item-gates';

export interface CrossFinding {
  templateId: string;
  /** Index in the list given of the item that is caught. */
  index: number;
  detail: string;
}

/**
 * The item with its letters blanked: capital letters (point names), Greek variables and
 * one-letter lower-case names all read the same, so "triangle ABC" and "triangle PQR" match.
 */
export function letterBlindKey(item: Pick<GateItem, 'question' | 'options' | 'figure'>): string {
  const blind = (text: string): string =>
    text
      .replace(/\\(?:theta|alpha|beta|gamma|phi)(?![a-zA-Z])/g, 'v')
      .replace(/[θαβγφ]/g, 'v')
      .replace(/[A-Z]/g, 'X')
      .replace(/(?<![A-Za-z\\])[a-z](?![A-Za-z])/g, 'v');
  const figure = item.figure ? `\n${describeFigure(item.figure)}` : '';
  const options = item.options ? `\n${[...item.options].sort().join('\n')}` : '';
  return blind(`${item.question}${options}${figure}`);
}

/** Items of one template that repeat an earlier item up to letters. */
export function nearCopyFindings(items: readonly GateItem[]): CrossFinding[] {
  const seen = new Map<string, number>();
  const findings: CrossFinding[] = [];
  items.forEach((item, index) => {
    const key = `${item.templateId}\n${letterBlindKey(item)}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else {
      findings.push({
        templateId: item.templateId,
        index,
        detail: `differs from item ${first} only in its letters`,
      });
    }
  });
  return findings;
}

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Items with the same text and the same options must have the same key: otherwise only the
 * figure tells them apart. A template may say why its figure carries the data (a graph to read);
 * its items must then differ in the figure's description.
 */
export function sameTextSameKeyFindings(items: readonly GateItem[]): CrossFinding[] {
  const byText = new Map<string, { index: number; answer: string; figure: string }>();
  const findings: CrossFinding[] = [];
  items.forEach((item, index) => {
    const options = [...(item.options ?? [])].map(normalise).sort().join('\u0001');
    const key = `${normalise(item.question)}\u0000${options}`;
    const figure = item.figure ? describeFigure(item.figure) : '';
    const first = byText.get(key);
    if (!first) {
      byText.set(key, { index, answer: normalise(item.answer), figure });
      return;
    }
    if (first.answer === normalise(item.answer)) return;
    if (item.facts?.figureCarriesData && first.figure !== figure) return;
    findings.push({
      templateId: item.templateId,
      index,
      detail: `same text and options as item ${first.index} but the key ${item.answer} differs from ${first.answer}`,
    });
  });
  return findings;
}
