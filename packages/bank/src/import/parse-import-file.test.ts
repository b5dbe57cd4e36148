import { describe, expect, it } from 'vitest';
import { GRAPH_MAX_LENGTH, TEXT_MAX_LENGTH } from './import-schema';
import { parseImportFile } from './parse-import-file';
import type { ImportedItem } from './parse-import-file';
import { toExportLine } from './to-export-line';

const good = [
  {
    lesson: 'The sine rule',
    type: 'MCQ',
    question: 'In triangle $ABC$, $a = 10$, $A = 30^\\circ$. Find $2R$.',
    options: ['10', '20', '5', '40'],
    answer: '20',
    difficulty: 0.2,
  },
  {
    topic: 'Geometry & Trigonometry',
    lesson: 'the cosine rule',
    type: 'short_answer',
    question: 'Find $a$ when $b = 5$, $c = 8$ and $A = 60^\\circ$.',
    answer: '7',
    explanation: 'a² = 25 + 64 − 40 = 49',
  },
  {
    lesson: 'Trigonometric equations',
    type: 'short_answer',
    question: 'Solve $2\\sin x = 1$ for $0^\\circ \\le x < 360^\\circ$.',
    answer: '30°, 150°',
    tolerance: 0.5,
  },
];

const file = (lines: unknown[]): string =>
  lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n');

describe('parseImportFile', () => {
  it('parses a valid file, ignoring blank lines', () => {
    const result = parseImportFile(file([good[0], '', '   ', good[1], good[2]]) + '\n');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.items).toHaveLength(3);
    expect(result.items[0]).toMatchObject({
      topic: 'Geometry & Trigonometry',
      lessonId: 'sine-rule',
      type: 'MCQ',
      answer: '20',
    });
    expect(result.items[1]?.lessonId).toBe('cosine-rule');
  });

  it('reports the one bad line and returns no items', () => {
    const bad = { ...good[0], answer: '30' };
    const result = parseImportFile(file([good[1], bad, good[2]]));
    expect(result).toEqual({
      ok: false,
      errors: [{ line: 2, reason: 'answer is not among the options' }],
    });
  });

  it('reports every bad line with its reason', () => {
    const result = parseImportFile(
      file([
        good[0],
        '{not json',
        { lesson: 'The sine rule', type: 'MCQ', answer: 'x', options: ['x', 'y'] },
        { ...good[0], lesson: 'x'.repeat(101) },
        { ...good[0], options: ['10', '10', '20'] },
        { ...good[1], answer: 'x^2 + 1' },
        { ...good[1], type: 'essay' },
        '[1, 2]',
        { ...good[0], options: ['20'] },
        { ...good[1], colour: 'red' },
      ]),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const byLine = new Map(result.errors.map((e) => [e.line, e.reason]));
    expect([...byLine.keys()]).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(byLine.get(2)).toBe('bad JSON');
    expect(byLine.get(3)).toContain('missing field "question"');
    expect(byLine.get(4)).toContain('lesson is longer than 100 characters');
    expect(byLine.get(5)).toContain('options must be distinct');
    expect(byLine.get(6)).toContain('cannot read this answer');
    expect(byLine.get(7)).toContain('type must be "MCQ" or "short_answer"');
    expect(byLine.get(8)).toBe('each line must be one JSON object');
    expect(byLine.get(9)).toContain('MCQ needs 2 to 6 options');
    expect(byLine.get(10)).toContain('unknown field colour');
  });

  it('takes a lesson new to the bank by its name, and a known one however it is spelt', () => {
    const result = parseImportFile(
      file([
        { ...good[1], lesson: '  Vectors   in the   plane ' },
        { ...good[1], lesson: 'THE COSINE RULE', decimals: 2 },
      ]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.items[0]).toMatchObject({ lessonId: null, lesson: 'Vectors in the plane' });
    expect(result.items[1]).toMatchObject({
      lessonId: 'cosine-rule',
      lesson: 'The cosine rule',
      decimals: 2,
    });
  });

  it('refuses control characters (NUL cannot be stored) in every text field, and says where', () => {
    const result = parseImportFile(
      file([
        { ...good[1], question: 'Find a\u0000' },
        { ...good[0], options: ['10', '2\u00070', '5'], answer: '10' },
        { ...good[1], explanation: 'see \u001b[31mred' },
        { ...good[1], graph: 'https://x.test/a.png\u0000' },
        { ...good[1], answer: '7\u007f' },
        { ...good[1], lesson: 'Vectors\u0000' },
        { ...good[1], question: 'Tabs\tand\r\nnew lines are fine' },
      ]),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { line: 1, reason: 'question contains control characters' },
      { line: 2, reason: 'options.1: an option contains control characters' },
      { line: 3, reason: 'explanation contains control characters' },
      { line: 4, reason: 'graph contains control characters' },
      {
        line: 5,
        reason:
          'answer contains control characters; the answer checker cannot read this answer (not a number, list, point, general solution or text)',
      },
      { line: 6, reason: 'lesson contains control characters' },
    ]);
  });

  it('bounds text and graph sizes', () => {
    const svg = (size: number) => `<svg>${'x'.repeat(size - 11)}</svg>`;
    expect(parseImportFile(file([{ ...good[1], graph: svg(GRAPH_MAX_LENGTH) }])).ok).toBe(true);
    const result = parseImportFile(
      file([
        { ...good[1], graph: svg(GRAPH_MAX_LENGTH + 1) },
        { ...good[1], question: 'q'.repeat(TEXT_MAX_LENGTH + 1) },
        { ...good[1], explanation: 'e'.repeat(TEXT_MAX_LENGTH + 1) },
        { ...good[0], options: ['10', 'o'.repeat(TEXT_MAX_LENGTH + 1)], answer: '10' },
      ]),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.reason)).toEqual([
      `graph is longer than ${GRAPH_MAX_LENGTH} characters`,
      `question is longer than ${TEXT_MAX_LENGTH} characters`,
      `explanation is longer than ${TEXT_MAX_LENGTH} characters`,
      `options.1: an option is longer than ${TEXT_MAX_LENGTH} characters`,
    ]);
  });

  it('checks an inline SVG figure before it is stored', () => {
    const bomb = `<svg xmlns="http://www.w3.org/2000/svg"><defs><g id="a"><rect/></g>${[
      1, 2, 3, 4, 5,
    ]
      .map(
        (level) =>
          `<g id="${'b'.repeat(level)}">${`<use href="#${level === 1 ? 'a' : 'b'.repeat(level - 1)}"/>`.repeat(8)}</g>`,
      )
      .join('')}</defs><use href="#bbbbb"/></svg>`;
    const result = parseImportFile(
      file([
        { ...good[1], graph: '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>' },
        { ...good[1], graph: '<svg onload=alert(1)><rect' },
        { ...good[1], graph: bomb },
      ]),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.line)).toEqual([2, 3]);
    expect(result.errors[0]?.reason).toContain('graph: the SVG is not well-formed XML');
    expect(result.errors[1]?.reason).toContain('graph: the SVG draws more than 10000 elements');
  });

  it('imports the answer kinds of a teacher’s own bank (text, points, general solutions, units, trig values)', () => {
    const teacher = [
      {
        answer: 'QII',
        question: 'In which quadrant is $\\theta$ if $\\sin\\theta > 0$ and $\\cos\\theta < 0$?',
      },
      { answer: 'No solution', question: 'Solve $\\sin x = 2$.' },
      { answer: '(3,-4)', question: 'Reflect $(3, 4)$ in the $x$-axis.' },
      { answer: 'π/4 + πk', question: 'Solve $\\tan x = 1$ for all real $x$.' },
      { answer: '25 miles', question: 'How far apart are the ships?' },
      {
        answer: '102.7 ft',
        question: 'How tall is the tower, to the nearest tenth of a foot?',
        decimals: 1,
      },
      { answer: 'cos 13°', question: 'Write $\\sin 77^\\circ$ as a cosine.' },
    ].map((line) => ({
      topic: 'Precalculus',
      lesson: 'Trigonometry review',
      type: 'short_answer',
      ...line,
    }));
    const result = parseImportFile(file(teacher));
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (!result.ok) return;
    expect(result.items.map((item) => item.topic)).toEqual(teacher.map(() => 'Precalculus'));
    expect(result.items[0]).toMatchObject({ lessonId: null, lesson: 'Trigonometry review' });
  });

  it('keeps the bank’s topic however it is spelt, and tidies a new topic’s spaces', () => {
    const result = parseImportFile(
      file([
        { ...good[1], topic: 'geometry & trigonometry' },
        { ...good[1], topic: '  Vectors   and  matrices ', lesson: 'The cosine rule' },
      ]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.items[0]).toMatchObject({
      topic: 'Geometry & Trigonometry',
      lessonId: 'cosine-rule',
    });
    // In another topic, a lesson of the same name is that topic's own lesson.
    expect(result.items[1]).toMatchObject({ topic: 'Vectors and matrices', lessonId: null });
  });

  it('checks the marking fields: a known unit, a kind the key can be read as, no rounding with exact', () => {
    const result = parseImportFile(
      file([
        { ...good[1], answer: '7', unit: 'furlongs' },
        { ...good[1], answer: '7', kind: 'point' },
        { ...good[1], answer: '3√2', exact: true, decimals: 2 },
        { ...good[1], answer: '4.24', trueValue: 4.2426 },
        { ...good[0], exact: true },
        { ...good[1], answer: 'sin x' },
        { ...good[1], answer: 'QII', kind: 'text', synonyms: ['second quadrant', ''] },
      ]),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { line: 1, reason: 'unknown unit "furlongs"' },
      { line: 2, reason: 'the answer checker cannot read this answer as a point like (3, -4)' },
      { line: 3, reason: 'a question cannot ask for an exact value and a rounding at once' },
      { line: 4, reason: 'trueValue goes with decimals (the rounding asked for)' },
      { line: 5, reason: 'exact applies to short answers only' },
      {
        line: 6,
        reason:
          'the answer checker cannot read this answer (not a number, list, point, general solution or text)',
      },
      { line: 7, reason: 'synonyms.1: a synonym is empty' },
    ]);
  });

  it('round-trips every marking field through export and import', () => {
    const items = [
      {
        lesson: 'The sine rule',
        type: 'short_answer' as const,
        question: 'Find $b$ to the nearest tenth, in cm.',
        answer: '7.3',
        decimals: 1,
        trueValue: 7.2951,
        unit: 'cm',
      },
      {
        lesson: 'Circular sector and segment',
        type: 'short_answer' as const,
        question: 'Find the exact area, in terms of $\\pi$.',
        answer: '4π',
        exact: true,
        unit: 'cm²',
      },
      {
        topic: 'Precalculus',
        lesson: 'Review',
        type: 'short_answer' as const,
        question: 'Which quadrant?',
        answer: 'QII',
        kind: 'text' as const,
        synonyms: ['the second one'],
      },
      {
        lesson: 'Trigonometric equations',
        type: 'short_answer' as const,
        question: 'Solve $\\tan x = 1$.',
        answer: 'π/4 + πk',
        kind: 'general' as const,
      },
    ];
    const result = parseImportFile(items.map((item) => toExportLine(item)).join('\n'));
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (!result.ok) return;
    expect(result.items[0]).toMatchObject({ decimals: 1, trueValue: 7.2951, unit: 'cm' });
    expect(result.items[1]).toMatchObject({ exact: true, unit: 'cm²' });
    expect(result.items[2]).toMatchObject({
      topic: 'Precalculus',
      kind: 'text',
      synonyms: ['the second one'],
    });
    expect(result.items[3]).toMatchObject({ kind: 'general', answer: 'π/4 + πk' });
    // And once more: the second export is the first, byte for byte.
    const again = result.items.map((item) => toExportLine(item));
    expect(again).toEqual(items.map((item) => toExportLine(item)));
  });

  it('rejects an empty file', () => {
    expect(parseImportFile('\n\n').ok).toBe(false);
  });

  it('round-trips export lines', () => {
    const line = toExportLine({
      lesson: 'the SINE rule',
      type: 'MCQ',
      question: 'Q $x$?',
      options: ['1', '2', '3', '4'],
      answer: '2',
      difficulty: 0.5,
    });
    const result = parseImportFile(line);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.items[0]).toMatchObject({ lessonId: 'sine-rule', answer: '2' });
  });

  describe('hints and worked steps (issue 21)', () => {
    const cosine = {
      lesson: 'The cosine rule',
      type: 'short_answer',
      question: 'Find $a$ when $b = 5$, $c = 8$ and $A = 60^\\circ$.',
      answer: '7',
    };
    const help = {
      hints: [
        'Two sides and the angle between them are known.',
        'Use $a^2 = b^2 + c^2 - 2bc\\cos A$.',
      ],
      steps: ['$a^2 = 5^2 + 8^2 - 2(5)(8)\\cos 60^\\circ = 49$', '$a = \\sqrt{49} = 7$'],
    };

    it('accepts an item with hints and steps, and one without them', () => {
      const result = parseImportFile(
        file([
          {
            ...cosine,
            ...help,
            templateId: 'cosine-rule/find-side',
            frame: 'sas',
            multiStep: true,
          },
          cosine,
        ]),
      );
      expect(result.ok, JSON.stringify(result)).toBe(true);
      if (!result.ok) return;
      expect(result.items[0]).toMatchObject({
        ...help,
        templateId: 'cosine-rule/find-side',
        frame: 'sas',
        multiStep: true,
      });
      expect(result.items[1]?.hints).toBeUndefined();
      expect(result.items[1]?.steps).toBeUndefined();
    });

    it('runs the help gate on every line and says which line fails and why', () => {
      const result = parseImportFile(
        file([
          { ...cosine, ...help },
          { ...cosine, steps: ['$a^2 = 49$', '$a = 8$'] },
          { ...cosine, hints: ['The answer is 7 units long.'] },
          { ...cosine, multiStep: true, steps: ['$a = 7$'] },
          { ...cosine, hints: ['Use the cosine rule.', 'use the cosine rule'] },
          {
            lesson: 'The sine rule',
            type: 'MCQ',
            question: 'Which rule links two sides and their opposite angles?',
            options: ['the sine rule', 'the cosine rule', 'the area rule'],
            answer: 'the sine rule',
            hints: ['Think of the sine rule and its ratios.'],
          },
        ]),
      );
      expect(result.ok).toBe(false);
      if (result.ok) return;
      const byLine = new Map(result.errors.map((e) => [e.line, e.reason]));
      expect([...byLine.keys()]).toEqual([2, 3, 4, 5, 6]);
      expect(byLine.get(2)).toContain("help: last step gives '8', not the key '7'");
      expect(byLine.get(3)).toBe("help: hint 1 prints the key's value 7");
      expect(byLine.get(4)).toBe(
        'help: a multi-step item needs a worked solution of two steps or more',
      );
      expect(byLine.get(5)).toBe('help: two hints are the same');
      expect(byLine.get(6)).toBe("help: hint 1 names the key 'the sine rule'");
    });

    it('bounds hints (1-3) and steps (1-12) with the text rules of every field', () => {
      const step = '$a^2 = 49$';
      const result = parseImportFile(
        file([
          { ...cosine, hints: [] },
          { ...cosine, hints: ['One nudge.', 'Two nudges.', 'Three nudges.', 'Four nudges.'] },
          { ...cosine, steps: [...Array<string>(12).fill(step), '$a = 7$'] },
          { ...cosine, steps: ['   ', '$a = 7$'] },
          { ...cosine, hints: ['Look at \u0007 the angle.'] },
          { ...cosine, steps: ['x'.repeat(2001), '$a = 7$'] },
          { ...cosine, hints: 'Use the cosine rule.' },
          { ...cosine, templateId: 'Cosine Rule' },
          { ...cosine, frame: 'Given Two Sides' },
          { ...cosine, multiStep: 'yes' },
          { ...cosine, steps: [...Array<string>(11).fill(step), '$a = 7$'] },
        ]),
      );
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.errors).toEqual([
        { line: 1, reason: 'hints, when given, are 1 to 3' },
        { line: 2, reason: 'hints, when given, are 1 to 3' },
        { line: 3, reason: 'steps, when given, are 1 to 12' },
        { line: 4, reason: 'steps.0: a step is empty' },
        { line: 5, reason: 'hints.0: a hint contains control characters' },
        { line: 6, reason: 'steps.0: a step is longer than 2000 characters' },
        { line: 7, reason: 'hints must be a list of texts' },
        { line: 8, reason: 'templateId must look like "lesson-id/what-it-asks"' },
        { line: 9, reason: 'frame must be a short kebab id ("given-two-angles")' },
        { line: 10, reason: 'multiStep must be true or false' },
      ]);
    });

    it('exports the template id, hints, steps, frame and flags, and reads them back unchanged', () => {
      const line = toExportLine({
        lesson: 'the cosine rule',
        type: 'short_answer',
        question: cosine.question,
        answer: '7',
        templateId: 'cosine-rule/find-side',
        ...help,
        frame: 'sas',
        multiStep: true,
        context: true,
      });
      expect(JSON.parse(line)).toMatchObject({
        templateId: 'cosine-rule/find-side',
        ...help,
        frame: 'sas',
        multiStep: true,
        context: true,
      });
      const result = parseImportFile(line);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(toExportLine(result.items[0] as ImportedItem)).toBe(line);
    });
  });
});
