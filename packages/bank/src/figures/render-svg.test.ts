import { describe, expect, it } from 'vitest';
import { describeFigure } from './describe';
import { figureDisagreements } from './figure-agreement';
import type { Figure } from './figure-model';
import { FigureSchema } from './figure-model';
import { pt } from './geometry';
import { computeLayout } from './layout';
import { renderFigureSvg } from './render-svg';
import { checkXmlWellFormed } from './xml-check';

const triangle345: Figure = {
  caption: 'Right triangle ABC with the right angle at C.',
  elements: [
    { kind: 'polygon', points: [pt(0, 3), pt(4, 0), pt(0, 0)] },
    { kind: 'segment', from: pt(0, 0), to: pt(4, 0), label: '4 cm' },
    { kind: 'segment', from: pt(0, 3), to: pt(0, 0), label: '3 cm' },
    { kind: 'segment', from: pt(0, 3), to: pt(4, 0), label: '5 cm' },
    { kind: 'right-angle', vertex: pt(0, 0), from: pt(4, 0), to: pt(0, 3) },
    { kind: 'angle', vertex: pt(4, 0), from: pt(0, 0), to: pt(0, 3), label: '36.87°' },
    { kind: 'point', at: pt(0, 3), label: 'A' },
    { kind: 'point', at: pt(4, 0), label: 'B' },
    { kind: 'point', at: pt(0, 0), label: 'C' },
  ],
};

describe('renderFigureSvg', () => {
  it('renders a standalone, well-formed SVG of the requested size', () => {
    const svg = renderFigureSvg(triangle345, { width: 350, height: 150 });
    expect(checkXmlWellFormed(svg).ok).toBe(true);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="350" height="150"/);
    expect(svg).toContain('viewBox="0 0 350 150"');
    expect(svg).toContain('<title>Right triangle ABC');
    expect(svg).toContain('font-family="system-ui');
  });

  it('keeps the 3-4-5 proportions (one scale for both axes)', () => {
    const layout = computeLayout(triangle345, 600, 350);
    expect(layout.transform.sx).toBeCloseTo(layout.transform.sy, 9);
    expect(figureDisagreements(triangle345)).toEqual([]);
  });

  it('finds labels that disagree with the drawing', () => {
    const wrong: Figure = {
      elements: [
        { kind: 'segment', from: pt(0, 0), to: pt(4, 0), label: '4' },
        { kind: 'segment', from: pt(0, 0), to: pt(0, 3), label: '6' },
        { kind: 'angle', vertex: pt(0, 0), from: pt(4, 0), to: pt(0, 3), label: '60°' },
        { kind: 'right-angle', vertex: pt(4, 0), from: pt(0, 0), to: pt(0, 3) },
      ],
    };
    expect(figureDisagreements(wrong)).toHaveLength(3);
  });

  it('escapes label text and never emits scripts or links', () => {
    const figure: Figure = {
      elements: [
        { kind: 'segment', from: pt(0, 0), to: pt(1, 0) },
        { kind: 'label', at: pt(0.5, 0.5), text: '<script>x</script> & "q"' },
      ],
    };
    const svg = renderFigureSvg(figure, { width: 600 });
    expect(checkXmlWellFormed(svg).ok).toBe(true);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;x&lt;/script&gt; &amp; &quot;q&quot;');
  });

  it('fits long labels inside narrow pictures', () => {
    const figure: Figure = {
      elements: [
        { kind: 'segment', from: pt(0, 0), to: pt(10, 0), label: 'a fairly long label 12 cm' },
        { kind: 'point', at: pt(0, 0), label: 'P(-12, -35)' },
        { kind: 'point', at: pt(10, 0), label: 'Q(120, 350)' },
      ],
    };
    expect(figureDisagreements(figure, 350, 150)).toEqual([]);
  });
});

describe('describeFigure', () => {
  it('names the marked parts for screen readers', () => {
    const text = describeFigure(triangle345);
    expect(text).toContain('Right triangle ABC with the right angle at C.');
    expect(text).toContain('CB is labelled 4 cm');
    expect(text).toContain('Right angle at C.');
    expect(text).toContain('Angle CBA is marked 36.87°.');
  });

  it('accepts only valid descriptions', () => {
    expect(FigureSchema.safeParse(triangle345).success).toBe(true);
    expect(
      FigureSchema.safeParse({ elements: [{ kind: 'circle', center: pt(0, 0), radius: -1 }] })
        .success,
    ).toBe(false);
  });
});
