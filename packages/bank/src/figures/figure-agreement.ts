/**
 * Checks that a figure agrees with its own labels: numeric side labels are proportional to the
 * drawn lengths (one scale for the whole figure), numeric angle labels match the drawn angles
 * within 1°, right-angle marks sit on right angles, and every label fits inside the picture.
 */
import { parseMathValue } from '../checker/parse-math';
import type { Figure } from './figure-model';
import { angleAt, distance } from './geometry';
import { computeLayout } from './layout';

export function figureDisagreements(figure: Figure, width = 600, height = 350): string[] {
  const problems: string[] = [];
  const ratios: { label: string; ratio: number }[] = [];
  for (const element of figure.elements) {
    if ((element.kind === 'segment' || element.kind === 'dimension') && element.label) {
      const value = parseMathValue(element.label);
      if (value && value.angleUnit === null && value.value > 0) {
        ratios.push({
          label: element.label,
          ratio: value.value / distance(element.from, element.to),
        });
      }
    }
    if (element.kind === 'angle' && element.label) {
      const value = parseMathValue(element.label);
      if (value && value.angleUnit !== null) {
        const labelled = value.angleUnit === 'deg' ? value.value : (value.value * 180) / Math.PI;
        const inner = angleAt(element.vertex, element.from, element.to);
        const drawn = element.reflex ? 360 - inner : inner;
        if (Math.abs(drawn - labelled) > 1) {
          problems.push(`angle labelled ${element.label} is drawn as ${drawn.toFixed(2)}°`);
        }
      }
    }
    if (element.kind === 'right-angle') {
      const drawn = angleAt(element.vertex, element.from, element.to);
      if (Math.abs(drawn - 90) > 0.5) problems.push(`right-angle mark on ${drawn.toFixed(2)}°`);
    }
  }
  if (!figure.notToScale && figure.scale !== 'fill' && ratios.length >= 2) {
    const first = ratios[0]?.ratio ?? 1;
    for (const r of ratios) {
      if (Math.abs(r.ratio / first - 1) > 0.01) {
        problems.push(`side labelled ${r.label} is not drawn to the same scale`);
      }
    }
  }
  const layout = computeLayout(figure, width, height);
  for (const label of layout.labels) {
    if (
      label.x - label.width / 2 < -0.5 ||
      label.x + label.width / 2 > layout.width + 0.5 ||
      label.y - label.height / 2 < -0.5 ||
      label.y + label.height / 2 > layout.height + 0.5
    ) {
      problems.push(`label ${label.text} is clipped`);
    }
  }
  return problems;
}
