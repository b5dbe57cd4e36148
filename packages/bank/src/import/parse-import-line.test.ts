import { describe, expect, it } from 'vitest';
import { readGraphFigure } from './graph-figure';
import { parseImportFile, parseImportLine } from './parse-import-file';

/** One line checked for the console (issue 23): the file import's reason, and each field's. */
describe('parseImportLine', () => {
  const good = { lesson: 'Sine rule', type: 'short_answer', question: 'Find $x$.', answer: '5' };

  it('gives the file import reason and the problems field by field', () => {
    const line = { ...good, type: 'MCQ', options: ['1', '1'], answer: '3', colour: 'red' };
    const result = parseImportLine(line);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const file = parseImportFile(JSON.stringify(line));
    expect(file.ok ? '' : file.errors[0]?.reason).toBe(result.reason);
    expect(result.issues).toEqual(
      expect.arrayContaining([
        { path: 'colour', message: 'unknown field colour' },
        { path: 'options', message: 'options must be distinct' },
        { path: 'answer', message: 'answer is not among the options' },
      ]),
    );
  });

  it('puts a help problem on the steps field', () => {
    const result = parseImportLine({ ...good, steps: ['So $x = 7$.'] });
    expect(result.ok ? [] : result.issues.map((issue) => issue.path)).toEqual(['steps']);
  });

  it('reads a figure description as a drawn figure, and refuses a broken one on graph', () => {
    const description = {
      elements: [{ kind: 'segment', from: { x: 0, y: 0 }, to: { x: 3, y: 4 }, label: '5 cm' }],
    };
    const read = readGraphFigure(JSON.stringify(description));
    expect(read.ok && read.figure.kind).toBe('described');
    expect(read.ok && read.figure.kind === 'described' ? read.figure.svg : '').toMatch(/^<svg/);
    expect(parseImportLine({ ...good, graph: JSON.stringify(description) }).ok).toBe(true);
    const broken = parseImportLine({ ...good, graph: '{"elements": [' });
    expect(broken.ok ? [] : broken.issues).toEqual([
      { path: 'graph', message: 'graph: a figure description must be valid JSON' },
    ]);
  });

  it('keeps other JSON (graph data with an xml pair) as given, as imports always did', () => {
    const graphData = JSON.stringify({
      properties: { imageUrl: 'f.svg', alt: 'A triangle' },
      xml: ['svg', 'f.svg'],
    });
    const read = readGraphFigure(graphData);
    expect(read.ok && read.figure).toEqual({ kind: 'other', value: graphData });
    expect(parseImportLine({ ...good, graph: graphData }).ok).toBe(true);
  });
});
