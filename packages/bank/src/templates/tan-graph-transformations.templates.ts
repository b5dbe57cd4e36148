/**
 * Lesson: the tangent graph (period, asymptotes, zeros, values) and transformations of the sine,
 * cosine and tangent graphs: amplitude, period, phase shift and vertical shift, read from an
 * equation or from a drawn graph, in degrees and in radians, with tides, a Ferris wheel and
 * hours of daylight as contexts.
 */
import type { FigureElement } from '../figures/figure-model';
import type { Choice } from './define-template';
import { defineTemplate } from './define-template';
import { exactTrig, fixed, fmt, math, piFrac } from './exact';
import { redraw } from './redraw';
import { scale } from './right-triangle-ratios.templates';
import type { Wave } from './tan-graph-transformations-kit';
import {
  degTex,
  firstX,
  radianFigure,
  radianPhaseTex,
  radianTex,
  samples,
  tanFigure,
  waveAt,
  waveFigure,
  waveTex,
} from './tan-graph-transformations-kit';

const lesson = 'tan-graph-transformations' as const;
const DEG = Math.PI / 180;

const dollar = (tex: string): string => `$${tex}$`;
const deg = (x: number): string => dollar(degTex(x));

// ---------------------------------------------------------------- the tan graph's features

const tanFeatures = defineTemplate({
  id: `${lesson}/tan-period-asymptote-zero`,
  lesson,
  type: 'MCQ',
  b: -1.0,
  build(rng) {
    const a = rng.pick([1, 2, 3, -1, -2]);
    const b = rng.pick([2, 3, 4, 5, 6]);
    const frame = rng.pick(['period', 'asymptote', 'zero', 'period-radians'] as const);
    const eq = waveTex({ fn: 'tan', a, b, c: 0, d: 0 });
    const hints = [
      'The graph of $y = \\tan x$ repeats every $180^\\circ$ ($\\pi$ radians), not every $360^\\circ$.',
      `The coefficient of $x$ squeezes the graph: divide the basic value by $${b}$.`,
    ];
    if (frame === 'period-radians') {
      return {
        question: `Find the period of the graph of $${eq}$, where $x$ is in radians.`,
        answer: math(piFrac(1, b)),
        wrong: [
          { text: math(piFrac(2, b)), mistake: 'used the sine period 2π for tan' },
          { text: math(piFrac(b)), mistake: 'multiplied the period by b instead of dividing' },
          {
            text: math(piFrac(1, 2 * b)),
            mistake: 'took the distance from a zero to an asymptote',
          },
          { text: math(piFrac(1)), mistake: 'ignored the coefficient of x' },
        ],
        frame,
        hints,
        steps: [
          'The graph of $y = \\tan x$ has period $\\pi$.',
          `For $y = a\\tan bx$ the period is $\\frac{\\pi}{b} = ${piFrac(1, b).tex}$.`,
        ],
        explanation: `The period of $y = a\\tan bx$ is $\\frac{\\pi}{|b|} = ${piFrac(1, b).tex}$; the value of $a$ stretches the graph but does not change its period.`,
      };
    }
    if (frame === 'period') {
      return {
        question: `Find the period of the graph of $${eq}$.`,
        answer: deg(180 / b),
        wrong: [
          { text: deg(360 / b), mistake: 'used the sine period 360° for tan' },
          { text: deg(180 * b), mistake: 'multiplied the period by b instead of dividing' },
          { text: deg(90 / b), mistake: 'took the distance from a zero to an asymptote' },
          { text: deg(45 / b), mistake: 'took a quarter of the period' },
        ],
        frame,
        hints,
        steps: [
          'The graph of $y = \\tan x$ has period $180^\\circ$.',
          `For $y = a\\tan bx$ the period is $\\frac{180^\\circ}{${b}} = ${degTex(180 / b)}$.`,
        ],
        explanation: `The period of $y = a\\tan bx$ is $\\frac{180^\\circ}{|b|}$; $a$ does not change it.`,
      };
    }
    if (frame === 'asymptote') {
      const line = (x: number): string => dollar(`x = ${degTex(x)}`);
      return {
        question: `Which line is the first vertical asymptote of the graph of $${eq}$ to the right of the $y$-axis?`,
        answer: line(90 / b),
        wrong: [
          { text: line(180 / b), mistake: 'took a zero of the graph for an asymptote' },
          { text: line(90 * b), mistake: 'multiplied by b instead of dividing' },
          { text: line(45 / b), mistake: 'took the point where y = a for an asymptote' },
          { text: line(360 / b), mistake: 'used the period of sine' },
        ],
        frame,
        hints: [
          '$\\tan\\theta$ has no value when $\\theta = 90^\\circ, 270^\\circ, \\dots$',
          `Solve $${b}x = 90^\\circ$.`,
        ],
        steps: [
          `The graph has an asymptote where $\\tan ${b}x$ has no value: $${b}x = 90^\\circ$ first.`,
          `So $x = \\frac{90^\\circ}{${b}} = ${degTex(90 / b)}$.`,
        ],
        explanation: `$\\tan ${b}x$ has no value when $${b}x = 90^\\circ + 180^\\circ k$; the first positive one is $x = ${degTex(90 / b)}$.`,
      };
    }
    return {
      question: `Find the smallest positive value of $x$ at which the graph of $${eq}$ meets the $x$-axis.`,
      answer: deg(180 / b),
      wrong: [
        { text: deg(90 / b), mistake: 'took an asymptote for a zero' },
        { text: deg(360 / b), mistake: 'used the period of sine' },
        { text: deg(180 * b), mistake: 'multiplied by b instead of dividing' },
        { text: deg(45 / b), mistake: 'took the point where y = a for a zero' },
      ],
      frame,
      hints: [
        '$\\tan\\theta = 0$ when $\\theta = 0^\\circ, 180^\\circ, 360^\\circ, \\dots$',
        `Solve $${b}x = 180^\\circ$ (the first zero after $x = 0$).`,
      ],
      steps: [
        `$y = 0$ when $\\tan ${b}x = 0$, that is $${b}x = 0^\\circ, 180^\\circ, \\dots$`,
        `The smallest positive one: $x = \\frac{180^\\circ}{${b}} = ${degTex(180 / b)}$.`,
      ],
      explanation: `$\\tan ${b}x = 0$ when $${b}x$ is a multiple of $180^\\circ$; the first positive $x$ is $${degTex(180 / b)}$.`,
    };
  },
});

// ---------------------------------------------------------------- values on the tan graph

const TAN_ANGLES = [30, 45, 60, 120, 135, 150, 210, 225, 240, 300, 315, 330];
const RADIAN_TAN = [
  { k: 1, m: 4 },
  { k: 3, m: 4 },
  { k: 1, m: 3 },
  { k: 2, m: 3 },
  { k: 1, m: 6 },
  { k: 5, m: 6 },
  { k: 5, m: 4 },
  { k: 7, m: 6 },
];

const tanValues = defineTemplate({
  id: `${lesson}/tan-values`,
  lesson,
  type: 'short_answer',
  b: -0.6,
  build(rng) {
    const frame = rng.pick(['value-degrees', 'find-a', 'value-radians'] as const);
    const a = rng.pick([2, 3, 4, 5, -2, -3]);
    if (frame === 'value-degrees') {
      const b = rng.pick([1, 2, 3]);
      const angle = rng.pick(TAN_ANGLES.filter((t) => t % b === 0));
      const x = angle / b;
      const exact = exactTrig('tan', angle);
      if (!exact) return redraw('tan undefined');
      const value = scale(exact, a);
      const bx = b === 1 ? 'x' : `${b}x`;
      return {
        question: `If $f(x) = ${a}\\tan ${bx}$, find the exact value of $f(${x}^\\circ)$.`,
        answer: value.text,
        exact: true,
        frame,
        hints: [
          `Substitute $x = ${x}^\\circ$ first: the angle of the tangent is $${b === 1 ? '' : `${b} \\times `}${x}^\\circ$.`,
          'Use the related acute angle and the sign of tan in that quadrant.',
        ],
        steps: [
          `$f(${x}^\\circ) = ${a}\\tan ${angle}^\\circ$.`,
          `$\\tan ${angle}^\\circ = ${exact.tex}$.`,
          `$f(${x}^\\circ) = ${a} \\times ${exact.tex} = ${value.tex}$`,
        ],
        explanation: `$f(${x}^\\circ) = ${a}\\tan ${angle}^\\circ = ${a} \\times ${exact.tex} = ${value.tex}$.`,
      };
    }
    if (frame === 'find-a') {
      // 45° multiples divided by 1, 3 or 5 stay whole degrees.
      const b = rng.pick([1, 3, 5]);
      const angle = rng.pick([45, 135, 225, 315]);
      const x = angle / b;
      const t = Math.round(Math.tan(angle * DEG));
      const d = rng.pick([-3, -2, -1, 1, 2, 4]);
      const y = a * t + d;
      const bx = b === 1 ? 'x' : `${b}x`;
      const shift = d > 0 ? ` + ${d}` : ` - ${-d}`;
      return {
        question: `The graph of $y = a\\tan ${bx}${shift}$ passes through the point $(${x}^\\circ, ${y})$. Find the value of $a$.`,
        answer: String(a),
        frame,
        multiStep: true,
        hints: [
          'Substitute the coordinates of the point into the equation.',
          `Find $\\tan ${angle}^\\circ$ first; it is $1$ or $-1$.`,
        ],
        steps: [
          `$${y} = a\\tan ${angle}^\\circ${shift} = ${t}a${shift}$.`,
          `$${t}a = ${y - d}$, so $a = ${a}$`,
        ],
        explanation: `At $x = ${x}^\\circ$: $${y} = a\\tan ${angle}^\\circ${shift} = ${t}a${shift}$, so $a = ${a}$.`,
      };
    }
    const { k, m } = rng.pick(RADIAN_TAN);
    const angle = (180 * k) / m;
    const exact = exactTrig('tan', angle);
    if (!exact) return redraw('tan undefined');
    const value = scale(exact, a);
    const x = piFrac(k, m);
    return {
      question: `If $f(x) = ${a}\\tan x$, where $x$ is in radians, find the exact value of $f\\left(${x.tex}\\right)$.`,
      answer: value.text,
      exact: true,
      frame,
      hints: [
        `Change $${x.tex}$ to degrees: $\\pi$ radians $= 180^\\circ$.`,
        'Use the related acute angle and the sign of tan in that quadrant.',
      ],
      steps: [
        `$${x.tex} = ${angle}^\\circ$, and $\\tan ${angle}^\\circ = ${exact.tex}$.`,
        `$f\\left(${x.tex}\\right) = ${a} \\times ${exact.tex} = ${value.tex}$`,
      ],
      explanation: `$${x.tex} = ${angle}^\\circ$ and $\\tan ${angle}^\\circ = ${exact.tex}$, so $f = ${value.tex}$.`,
    };
  },
});

// ---------------------------------------------------------------- reading a drawn tan graph

const tanGraph = defineTemplate({
  id: `${lesson}/read-tan-graph-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.2,
  build(rng) {
    const frame = rng.pick(['period', 'find-b', 'asymptote'] as const);
    const a = rng.pick([1, 2, 3, 4, 5]);
    // A quarter period is read from the figure: whole degrees or halves only (no 11.25°).
    const b = rng.pick(frame === 'asymptote' ? [1, 2, 3] : [1, 2, 3, 4]);
    const period = 180 / b;
    const caption = `The graph of a tangent function for x from 0° to ${fmt(2 * period, 1)}°, with dashed vertical asymptotes.`;
    if (frame === 'asymptote') {
      return {
        question: `The graph of $y = ${a === 1 ? '' : a}\\tan bx$ ($b > 0$) is drawn with its asymptotes dashed. Find the $x$-coordinate of the first asymptote to the right of the $y$-axis.`,
        answer: `${fmt(90 / b, 2)}°`,
        figure: tanFigure(a, b, caption, { asymptoteLabel: false, pointTick: true }),
        frame,
        multiStep: true,
        facts: { figureCarriesData: 'the graph, which differs between items, holds the data' },
        hints: [
          `The marked point is where $y = ${a}$, that is where $\\tan bx = 1$, so $bx = 45^\\circ$.`,
          'The first asymptote is where $bx = 90^\\circ$: twice as far from the origin.',
        ],
        steps: [
          `At $x = ${degTex(period / 4)}$, $y = ${a}$, so $\\tan(${degTex(period / 4)}\\,b) = 1$ and $b \\times ${degTex(period / 4)} = 45^\\circ$.`,
          `The asymptote is where $bx = 90^\\circ$: $x = 2 \\times ${degTex(period / 4)} = ${degTex(90 / b)}$`,
        ],
        explanation: `The marked point is a quarter of a period from the origin; the asymptote is half a period away: $x = ${degTex(90 / b)}$.`,
      };
    }
    const figure = tanFigure(a, b, caption, { asymptoteLabel: true, pointTick: false });
    if (frame === 'period') {
      return {
        question: `The graph of $y = ${a === 1 ? '' : a}\\tan bx$ ($b > 0$) is drawn with its asymptotes dashed. Find its period.`,
        answer: `${fmt(period, 2)}°`,
        figure,
        frame,
        facts: { figureCarriesData: 'the graph, which differs between items, holds the data' },
        hints: [
          'The graph passes through the origin; the first asymptote is half a period from it.',
          'Neighbouring asymptotes are one period apart.',
        ],
        steps: [
          `The graph passes through $(0, 0)$ and the first asymptote is $x = ${degTex(90 / b)}$: half a period.`,
          `Period $= 2 \\times ${degTex(90 / b)} = ${degTex(period)}$`,
        ],
        explanation: `From the origin to the first asymptote is half a period, so the period is $${degTex(period)}$.`,
      };
    }
    return {
      question: `The graph of $y = ${a === 1 ? '' : a}\\tan bx$ ($b > 0$) is drawn with its asymptotes dashed. Find the value of $b$.`,
      answer: String(b),
      figure,
      frame,
      multiStep: true,
      facts: { figureCarriesData: 'the graph, which differs between items, holds the data' },
      hints: [
        'Find the period first: the first asymptote is half a period from the origin.',
        'The period of $y = a\\tan bx$ is $\\frac{180^\\circ}{b}$.',
      ],
      steps: [
        `The first asymptote is $x = ${degTex(90 / b)}$, so the period is $2 \\times ${degTex(90 / b)} = ${degTex(period)}$.`,
        `$\\frac{180^\\circ}{b} = ${degTex(period)}$, so $b = \\frac{180}{${fmt(period, 2)}} = ${b}$`,
      ],
      explanation: `The period is $${degTex(period)}$ and $\\frac{180^\\circ}{b} = ${degTex(period)}$ gives $b = ${b}$.`,
    };
  },
});

// ---------------------------------------------------------------- amplitude, period, middle line

const features = defineTemplate({
  id: `${lesson}/amplitude-period-midline`,
  lesson,
  type: 'MCQ',
  b: -1.5,
  build(rng) {
    const fn = rng.pick(['sin', 'cos'] as const);
    const a = rng.pick([2, 3, 4, 5, -2, -3, -4]);
    const b = rng.pick([2, 3, 4, 5, 6]);
    const d = rng.pick([-3, -2, -1, 1, 2, 3, 4]);
    const m = Math.abs(a);
    const frame = rng.pick([
      'amplitude',
      'period-degrees',
      'period-radians',
      'middle-line',
    ] as const);
    const n = (x: number): string => dollar(fmt(x));
    if (frame === 'period-radians') {
      const eq = radianTex(fn, a, b, d);
      return {
        question: `Find the period of $${eq}$, where $x$ is in radians.`,
        answer: math(piFrac(2, b)),
        wrong: [
          { text: math(piFrac(1, b)), mistake: 'used π, the period of tan' },
          { text: math(piFrac(2 * b)), mistake: 'multiplied 2π by b instead of dividing' },
          { text: math(piFrac(2, m)), mistake: 'divided by the amplitude instead of b' },
          { text: math(piFrac(2)), mistake: 'ignored the coefficient of x' },
        ],
        frame,
        hints: [
          `The period of $y = \\${fn} x$ is $2\\pi$.`,
          'Only the coefficient of $x$ changes the period.',
        ],
        steps: [
          `For $y = a\\${fn} bx + d$ the period is $\\frac{2\\pi}{|b|}$.`,
          `Here $b = ${b}$: period $= ${piFrac(2, b).tex}$`,
        ],
        explanation: `The period is $\\frac{2\\pi}{${b}} = ${piFrac(2, b).tex}$.`,
      };
    }
    const eq = waveTex({ fn, a, b, c: 0, d });
    if (frame === 'period-degrees') {
      return {
        question: `Find the period of $${eq}$.`,
        answer: deg(360 / b),
        wrong: [
          { text: deg(180 / b), mistake: 'used 180°, the period of tan' },
          { text: deg(360 * b), mistake: 'multiplied 360° by b instead of dividing' },
          { text: deg(360 / m), mistake: 'divided by the amplitude instead of b' },
          { text: deg(360), mistake: 'ignored the coefficient of x' },
        ],
        frame,
        hints: [
          `The period of $y = \\${fn} x$ is $360^\\circ$.`,
          'Only the coefficient of $x$ changes the period.',
        ],
        steps: [
          `For $y = a\\${fn} bx + d$ the period is $\\frac{360^\\circ}{|b|}$.`,
          `Here $b = ${b}$: period $= ${degTex(360 / b)}$`,
        ],
        explanation: `The period is $\\frac{360^\\circ}{${b}} = ${degTex(360 / b)}$.`,
      };
    }
    if (frame === 'amplitude') {
      return {
        question: `Find the amplitude of $${eq}$.`,
        answer: n(m),
        wrong: [
          ...(a < 0 ? [{ text: n(a), mistake: 'gave the amplitude a negative sign' }] : []),
          { text: n(m + d), mistake: 'added the vertical shift to the amplitude' },
          { text: n(2 * m), mistake: 'took the maximum minus the minimum' },
          { text: n(b), mistake: 'took the coefficient of x for the amplitude' },
          { text: n(d), mistake: 'took the vertical shift for the amplitude' },
        ],
        frame,
        facts: {
          keyPrinted: "the amplitude is the printed coefficient's size: reading it is the skill",
        },
        hints: [
          'The amplitude is half the distance from the minimum to the maximum.',
          'It is the size of the coefficient of the sine or cosine; $d$ moves the graph only.',
        ],
        steps: [
          `The graph goes from $${d - m}$ to $${d + m}$.`,
          `Amplitude $= \\frac{${d + m} - (${d - m})}{2} = ${m}$`,
        ],
        explanation: `The amplitude is $|a| = ${m}$; the vertical shift does not change it.`,
      };
    }
    const line = (y: number): string => dollar(`y = ${fmt(y)}`);
    return {
      question: `The middle line of a wave is the horizontal line half-way between its maximum and its minimum. Find the middle line of $${eq}$.`,
      answer: line(d),
      wrong: [
        { text: line(0), mistake: 'ignored the vertical shift' },
        { text: line(-d), mistake: 'took the wrong sign of the shift' },
        { text: line(d + m), mistake: 'took the maximum for the middle line' },
        { text: line(d - m), mistake: 'took the minimum for the middle line' },
      ],
      frame,
      facts: { keyPrinted: 'the shift is printed: knowing it is the middle line is the skill' },
      hints: [
        'Find the maximum and the minimum of $y$ first.',
        'The middle line is at their average.',
      ],
      steps: [
        `Maximum $= ${m} + (${d}) = ${d + m}$, minimum $= -${m} + (${d}) = ${d - m}$.`,
        `Middle line: $y = \\frac{${d + m} + (${d - m})}{2} = ${d}$`,
      ],
      explanation: `The maximum is $${d + m}$ and the minimum $${d - m}$; half-way is $y = ${d}$.`,
    };
  },
});

// ---------------------------------------------------------------- phase shift

const phaseShift = defineTemplate({
  id: `${lesson}/phase-shift`,
  lesson,
  type: 'MCQ',
  b: 0.4,
  build(rng) {
    const frame = rng.pick(['simple', 'factored', 'expanded', 'radians'] as const);
    const fn = rng.pick(['sin', 'cos'] as const);
    const sign = rng.pick([1, -1]);
    const dir = (s: number): string => (s > 0 ? 'to the right' : 'to the left');
    const keyPrinted = 'the size of the shift is printed; its direction is what is asked';
    if (frame === 'radians') {
      const m = rng.pick([2, 3, 4, 6]);
      const k = sign;
      const eq = radianPhaseTex(fn, rng.pick([1, 2, 3]), k, m);
      const size = piFrac(1, m).tex;
      const answer = `$${size}$ ${dir(k)}`;
      return {
        question: `The graph of $${eq}$ ($x$ in radians) is the graph of $y = ${eq.includes('2\\') ? '2' : eq.includes('3\\') ? '3' : ''}\\${fn} x$ moved how far, and which way?`,
        answer,
        wrong: [
          { text: `$${size}$ ${dir(-k)}`, mistake: 'read x − c as a move to the left' },
          { text: `$${size}$ units up`, mistake: 'took the phase shift for a vertical shift' },
          { text: `$${size}$ units down`, mistake: 'took the phase shift for a vertical shift' },
          { text: `$${piFrac(2, m).tex}$ ${dir(k)}`, mistake: 'doubled the shift' },
        ],
        frame,
        facts: { keyPrinted },
        hints: [
          'Replacing $x$ by $x - c$ moves a graph $c$ to the right.',
          `Write the bracket as $x - c$ and read $c$ with its sign.`,
        ],
        steps: [
          `The bracket is $x ${k > 0 ? '-' : '+'} ${size} = x - (${k > 0 ? '' : '-'}${size})$.`,
          `So the graph moves ${answer}.`,
        ],
        explanation: `$x - c$ with $c = ${k > 0 ? '' : '-'}${size}$: the graph moves ${answer}.`,
      };
    }
    const b = frame === 'simple' ? 1 : rng.pick([2, 3, 4]);
    // Below half a period, so no smaller shift the other way draws the same graph.
    const c = sign * rng.pick([15, 20, 30, 40, 45, 50, 60, 75].filter((v) => v < 180 / b));
    const a = rng.pick([1, 2, 3]);
    const d = frame === 'factored' ? rng.pick([-2, -1, 1, 2, 3]) : 0;
    const w: Wave = { fn, a, b, c, d };
    const eq = waveTex(w, frame === 'expanded' ? 'expanded' : 'factored');
    const size = Math.abs(c);
    const answer = `${deg(size)} ${dir(c)}`;
    const period = 360 / b;
    /** A horizontal move by `shift` (signed), unless it draws the same graph as the key. */
    const move = (shift: number, mistake: string): Choice[] =>
      (((shift - c) % period) + period) % period < 1e-9
        ? []
        : [{ text: `${deg(Math.abs(shift))} ${dir(shift)}`, mistake }];
    const wrong: Choice[] = [...move(-c, 'read x − c as a move to the left')];
    if (frame === 'expanded') {
      wrong.push(
        ...move(b * c, 'did not take the factor b out of the bracket'),
        ...move(-b * c, 'did not take b out and read the wrong direction'),
        { text: `${deg(size)} up`, mistake: 'took the phase shift for a vertical shift' },
      );
    } else if (frame === 'factored') {
      wrong.push(...move(b * c, 'multiplied the shift by b'), {
        text: `${fmt(Math.abs(d))} units ${d > 0 ? 'up' : 'down'}`,
        mistake: 'gave the vertical shift instead of the phase shift',
      });
    } else {
      wrong.push(
        { text: `${deg(size)} up`, mistake: 'took the phase shift for a vertical shift' },
        { text: `${deg(size)} down`, mistake: 'took the phase shift for a vertical shift' },
      );
    }
    const base = waveTex({ fn, a, b, c: 0, d: 0 });
    const factoredInner = `${b === 1 ? '' : b}(x ${c > 0 ? '-' : '+'} ${size}^\\circ)`;
    return {
      question:
        frame === 'factored'
          ? `Find the phase shift (the horizontal move) of the graph of $${eq}$ from the graph of $${waveTex({ fn, a, b, c: 0, d })}$.`
          : `The graph of $${eq}$ is the graph of $${base}$ moved how far, and which way?`,
      answer,
      wrong,
      frame,
      ...(frame === 'expanded' ? { multiStep: true } : {}),
      facts: { keyPrinted },
      hints: [
        'Replacing $x$ by $x - c$ moves a graph $c$ to the right; $x + c$ moves it to the left.',
        ...(frame === 'expanded'
          ? [`Take the coefficient $${b}$ out of the bracket first.`]
          : ['Read the number inside the bracket next to $x$, and its sign.']),
      ],
      steps: [
        ...(frame === 'expanded'
          ? [`$${b}x ${c > 0 ? '-' : '+'} ${size * b}^\\circ = ${factoredInner}$.`]
          : []),
        `The bracket is $x ${c > 0 ? '-' : '+'} ${size}^\\circ$, so $x$ has been replaced by $x - (${fmt(c)}^\\circ)$.`,
        `So the graph moves ${answer}.`,
      ],
      explanation: `In the form $a\\${fn}\\left(b(x - c)\\right) + d$, $c = ${fmt(c)}^\\circ$: the graph moves ${answer}.`,
    };
  },
});

// ---------------------------------------------------------------- maximum, minimum and where

const TARGET = {
  sin: { max: 90, min: 270 },
  cos: { max: 0, min: 180 },
} as const;

const extremes = defineTemplate({
  id: `${lesson}/maximum-minimum-and-where`,
  lesson,
  type: 'short_answer',
  b: 0.9,
  build(rng) {
    const fn = rng.pick(['sin', 'cos'] as const);
    const a = rng.pick([2, 3, 4, -2, -3]);
    const b = rng.pick([1, 2, 3]);
    const c = rng.pick([10, 15, 20, 30, -10, -15, -20, -30]);
    const d = rng.pick([-2, -1, 1, 2, 3]);
    const w: Wave = { fn, a, b, c, d };
    const eq = waveTex(w);
    const m = Math.abs(a);
    const frame = rng.pick(['minimum-value', 'x-of-maximum', 'x-of-minimum'] as const);
    if (frame === 'minimum-value') {
      return {
        question: `Find the minimum value of $${eq}$.`,
        answer: String(d - m),
        frame,
        hints: [
          `$\\${fn}$ of any angle lies between $-1$ and $1$; the shift inside the bracket does not change that.`,
          `So $${a}\\${fn}(\\dots)$ lies between $-${m}$ and $${m}$.`,
        ],
        steps: [
          `$-${m} \\le ${a}\\${fn}(\\dots) \\le ${m}$.`,
          `Adding $${d}$: the minimum is $-${m} + (${d}) = ${d - m}$`,
        ],
        explanation: `The least value of $${a}\\${fn}(\\dots)$ is $-${m}$, so the minimum of $y$ is $${d - m}$.`,
      };
    }
    const wantMax = frame === 'x-of-maximum';
    // a > 0: y is greatest where the function is 1; a < 0: where it is −1.
    const target = TARGET[fn][wantMax === a > 0 ? 'max' : 'min'];
    const x = firstX(target, b, c);
    if (x >= 360 - 1e-9) return redraw('beyond the interval');
    const word = wantMax ? 'maximum' : 'minimum';
    const fnValue = wantMax === a > 0 ? 1 : -1;
    const inner =
      b === 1
        ? `x ${c > 0 ? '-' : '+'} ${Math.abs(c)}^\\circ`
        : `${b}(x ${c > 0 ? '-' : '+'} ${Math.abs(c)}^\\circ)`;
    return {
      question: `Find the smallest value of $x$ with $0^\\circ \\le x < 360^\\circ$ at which $${eq}$ takes its ${word} value.`,
      answer: `${fmt(x, 2)}°`,
      frame,
      multiStep: true,
      hints: [
        `The ${word} of $y$ happens where $\\${fn}(\\dots) = ${fnValue}$ (mind the sign of $${a}$).`,
        `$\\${fn}\\theta = ${fnValue}$ when $\\theta = ${target}^\\circ + 360^\\circ k$.`,
        `Solve $${inner} = ${target}^\\circ + 360^\\circ k$ for $x$.`,
      ],
      steps: [
        `Since the coefficient is $${a}$, the ${word} is where $\\${fn}(${inner}) = ${fnValue}$.`,
        `$${inner} = ${target}^\\circ + 360^\\circ k$, so $x = ${fmt(c)}^\\circ + ${degTex(target / b)} + ${degTex(360 / b)}\\,k$.`,
        `The smallest such $x$ in the interval: $x = ${degTex(x)}$`,
      ],
      explanation: `The ${word} is where $\\${fn}(\\dots) = ${fnValue}$; solving gives $x = ${degTex(x)}$ first.`,
    };
  },
});

// ---------------------------------------------------------------- range and parameters

const rangeParams = defineTemplate({
  id: `${lesson}/range-and-parameters`,
  lesson,
  type: 'MCQ',
  b: 0.3,
  build(rng) {
    const frame = rng.pick(['range-degrees', 'range-radians', 'from-maximum-minimum'] as const);
    const fn = rng.pick(['sin', 'cos'] as const);
    const a = rng.pick([2, 3, 4, 5, -2, -3]);
    const b = rng.pick([2, 3, 4]);
    const d = rng.pick([-4, -2, -1, 1, 2, 3, 5]);
    const m = Math.abs(a);
    if (frame === 'from-maximum-minimum') {
      const hi = d + m;
      const lo = d - m;
      const pair = (p: number, q: number): string => `$a = ${fmt(p)},\\ d = ${fmt(q)}$`;
      return {
        question: `The graph of $y = a\\${fn} ${b}x + d$, where $a > 0$, has maximum value $${hi}$ and minimum value $${lo}$. Find $a$ and $d$.`,
        answer: pair(m, d),
        wrong: [
          {
            text: pair(hi - lo, d),
            mistake: 'took the maximum minus the minimum as the amplitude',
          },
          { text: pair(d, m), mistake: 'swapped the amplitude and the shift' },
          { text: pair(hi, lo), mistake: 'took a as the maximum and d as the minimum' },
          { text: pair(m, -d), mistake: 'took the wrong sign of the shift' },
          { text: pair(hi - lo, (hi - lo) / 2), mistake: 'mixed up the formulas for a and d' },
        ],
        frame,
        multiStep: true,
        hints: [
          'The maximum is $a + d$ and the minimum is $-a + d$.',
          'Add the two equations to find $d$; subtract them to find $a$.',
        ],
        steps: [
          `$a + d = ${hi}$ and $-a + d = ${lo}$.`,
          `Adding: $2d = ${hi + lo}$, so $d = ${fmt(d)}$; subtracting: $2a = ${hi - lo}$, so $a = ${fmt(m)}$.`,
          `So ${pair(m, d)}.`,
        ],
        explanation: `$a = \\frac{${hi} - (${lo})}{2} = ${m}$ and $d = \\frac{${hi} + (${lo})}{2} = ${d}$.`,
      };
    }
    const eq =
      frame === 'range-radians'
        ? radianTex(fn, a, b, d)
        : waveTex({ fn, a, b, c: rng.pick([0, 20, -30, 45]), d });
    const interval = (lo: number, hi: number): string => `$[${fmt(lo)}, ${fmt(hi)}]$`;
    return {
      question: `Find the range of $${eq}$${frame === 'range-radians' ? ', where $x$ is in radians' : ''}.`,
      answer: interval(d - m, d + m),
      wrong: [
        { text: interval(-m, m), mistake: 'ignored the vertical shift' },
        { text: interval(d - 1, d + 1), mistake: 'ignored the amplitude' },
        {
          text: interval(-m - Math.abs(d), m + Math.abs(d)),
          mistake: 'added the shift on both sides',
        },
        { text: interval(d - b, d + b), mistake: 'used the coefficient of x as the amplitude' },
      ],
      frame,
      hints: [
        `$\\${fn}$ of any angle lies between $-1$ and $1$: neither the coefficient of $x$ nor a shift inside the bracket changes that.`,
        `Multiply by $${a}$, then add $${d}$.`,
      ],
      steps: [
        `$-${m} \\le ${a}\\${fn}(\\dots) \\le ${m}$.`,
        `Adding $${d}$: $${d - m} \\le y \\le ${d + m}$, so the range is ${interval(d - m, d + m)}.`,
      ],
      explanation: `$-${m} \\le ${a}\\${fn}(\\dots) \\le ${m}$, so $${d - m} \\le y \\le ${d + m}$.`,
    };
  },
});

// ---------------------------------------------------------------- which equation is drawn

const identifyGraph = defineTemplate({
  id: `${lesson}/identify-transformed-graph-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 0.8,
  build(rng) {
    const frame = rng.pick(['vertical-shift', 'reflection', 'phase-shift'] as const);
    const fn = rng.pick(['sin', 'cos'] as const);
    const other = fn === 'sin' ? 'cos' : 'sin';
    let w: Wave;
    let wrong: Choice[];
    if (frame === 'phase-shift') {
      const a = rng.pick([1, 2, 3]);
      const c = rng.pick([30, 45, 60, -30, -45, -60]);
      w = { fn: 'sin', a, b: 1, c, d: 0 };
      wrong = [
        { text: math(waveTex({ ...w, c: -c })), mistake: 'read the shift in the wrong direction' },
        { text: math(waveTex({ ...w, fn: 'cos' })), mistake: 'used cos for sin' },
        { text: math(waveTex({ ...w, c: 2 * c })), mistake: 'doubled the shift' },
        { text: math(waveTex({ ...w, c: 0 })), mistake: 'ignored the shift' },
      ];
    } else {
      const a = rng.pick([1, 2, 3]) * (frame === 'reflection' ? -1 : 1);
      const b = rng.pick([1, 2]);
      const d = frame === 'vertical-shift' ? rng.pick([-2, -1, 1, 2, 3]) : rng.pick([0, 1, -1]);
      w = { fn, a, b, c: 0, d };
      wrong = [
        {
          text: math(waveTex({ ...w, a: -a })),
          mistake: 'missed (or added) the reflection in the x-axis',
        },
        ...(d !== 0
          ? [
              {
                text: math(waveTex({ ...w, d: -d })),
                mistake: 'took the wrong sign of the vertical shift',
              },
            ]
          : []),
        {
          text: math(waveTex({ ...w, fn: other })),
          mistake: `used ${other} for ${fn} (check the value at x = 0)`,
        },
        { text: math(waveTex({ ...w, b: 3 - b })), mistake: 'miscounted the cycles in 360°' },
        {
          text: math(waveTex({ ...w, a: a + (a > 0 ? 1 : -1) })),
          mistake: 'read the maximum as the amplitude',
        },
      ];
    }
    const answer = math(waveTex(w));
    const top = Math.abs(w.a) + w.d;
    const bottom = w.d - Math.abs(w.a);
    const caption = `A wave for x from 0° to 360° with maximum ${fmt(top)} and minimum ${fmt(bottom)}, starting at y = ${fmt(waveAt(w, 0), 2)}, making ${w.b} full cycle${w.b > 1 ? 's' : ''}${w.c ? ` with the first maximum at ${fmt(firstX(90, 1, w.c), 1)}°` : ''}.`;
    return {
      question: 'Which equation is shown by the graph for $0^\\circ \\le x \\le 360^\\circ$?',
      answer,
      wrong,
      figure: waveFigure(w, caption),
      frame,
      multiStep: true,
      facts: { figureCarriesData: 'the graph, which differs between items, holds the data' },
      hints: [
        'Read the maximum and the minimum: they give the amplitude and the middle line.',
        frame === 'phase-shift'
          ? 'Where is the first maximum? For $y = \\sin x$ it is at $90^\\circ$.'
          : 'Look at $x = 0$: sine starts on its middle line, cosine at a maximum or a minimum.',
      ],
      steps: [
        `Maximum $${fmt(top)}$, minimum $${fmt(bottom)}$: amplitude $${Math.abs(w.a)}$, middle line $y = ${fmt(w.d)}$.`,
        frame === 'phase-shift'
          ? `The first maximum is at $${degTex(firstX(90, 1, w.c))}$ instead of $90^\\circ$: the sine curve has moved ${Math.abs(w.c)}° ${w.c > 0 ? 'to the right' : 'to the left'}.`
          : `At $x = 0$ the graph is at $y = ${fmt(waveAt(w, 0), 2)}$ and it makes ${w.b} full cycle${w.b > 1 ? 's' : ''} in $360^\\circ$.`,
        `So the equation is ${answer}.`,
      ],
      explanation: `Amplitude $${Math.abs(w.a)}$, middle line $y = ${fmt(w.d)}$ and the start at $x = 0$ give ${answer}.`,
    };
  },
});

// ---------------------------------------------------------------- a, b, d from a drawn wave

const paramsFromGraph = defineTemplate({
  id: `${lesson}/parameters-from-graph-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.1,
  build(rng) {
    const frame = rng.pick(['find-a', 'find-d', 'find-b'] as const);
    const fn = rng.pick(['sin', 'cos'] as const);
    const a = rng.pick([2, 3, 4]);
    const b = rng.pick([1, 2, 3]);
    const d = rng.pick([-2, -1, 1, 2, 3, 4]);
    const w: Wave = { fn, a, b, c: 0, d };
    const top = a + d;
    const bottom = d - a;
    const figure = waveFigure(
      w,
      `A ${fn === 'sin' ? 'wave starting on its middle line and rising' : 'wave starting at its maximum'}, with maximum ${fmt(top)} and minimum ${fmt(bottom)}, making ${b} full cycle${b > 1 ? 's' : ''} for x from 0° to 360°.`,
    );
    // The middle line's tick would print d: only the maximum and the minimum are marked.
    const axes = figure.elements[0];
    if (axes?.kind === 'axes') axes.yTicks = (axes.yTicks ?? []).filter((t) => t.value !== d);
    const question = `The graph of $y = a\\${fn} bx + d$, where $a > 0$ and $b > 0$, is drawn for $0^\\circ \\le x \\le 360^\\circ$.`;
    const facts = { figureCarriesData: 'the graph, which differs between items, holds the data' };
    if (frame === 'find-b') {
      const labelled = (axes?.kind === 'axes' ? (axes.xTicks ?? []) : []).filter((t) => t.label);
      const first = labelled[0]?.value;
      if (first === undefined) return redraw('no labelled x tick');
      return {
        question: `${question} Find the value of $b$.`,
        answer: String(b),
        figure,
        frame,
        multiStep: true,
        facts,
        hints: [
          'Find the period first: the length of one full cycle.',
          'The period of $y = a\\sin bx + d$ (or cosine) is $\\frac{360^\\circ}{b}$.',
        ],
        steps: [
          `The graph makes one full cycle every $${degTex(360 / b)}$ (count the cycles in $360^\\circ$, or use the marked ${fn === 'sin' ? 'turning points' : 'turning points'}).`,
          `$\\frac{360^\\circ}{b} = ${degTex(360 / b)}$, so $b = ${b}$`,
        ],
        explanation: `The period is $${degTex(360 / b)}$, so $b = \\frac{360}{${fmt(360 / b, 2)}} = ${b}$.`,
      };
    }
    if (frame === 'find-a') {
      return {
        question: `${question} Find the value of $a$.`,
        answer: String(a),
        figure,
        frame,
        multiStep: true,
        facts,
        hints: [
          'Read the maximum and the minimum from the graph.',
          'The amplitude is half the distance between them.',
        ],
        steps: [
          `Maximum $${top}$, minimum $${bottom}$.`,
          `$a = \\frac{${top} - (${bottom})}{2} = ${a}$`,
        ],
        explanation: `$a = \\frac{\\text{max} - \\text{min}}{2} = \\frac{${top} - (${bottom})}{2} = ${a}$.`,
      };
    }
    return {
      question: `${question} Find the value of $d$.`,
      answer: String(d),
      figure,
      frame,
      multiStep: true,
      facts,
      hints: [
        'Read the maximum and the minimum from the graph.',
        'The middle line $y = d$ is half-way between them.',
      ],
      steps: [
        `Maximum $${top}$, minimum $${bottom}$.`,
        `$d = \\frac{${top} + (${bottom})}{2} = ${d}$`,
      ],
      explanation: `$d = \\frac{\\text{max} + \\text{min}}{2} = \\frac{${top} + (${bottom})}{2} = ${d}$.`,
    };
  },
});

// ---------------------------------------------------------------- a graph in radians

const radianGraph = defineTemplate({
  id: `${lesson}/radian-graph-figure`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 0.6,
  build(rng) {
    const frame = rng.pick(['period', 'x-of-maximum', 'x-of-minimum'] as const);
    const a = rng.pick([1, 2, 3]);
    const b = rng.pick([1, 2, 3]);
    const d = rng.pick([0, 1, 2]);
    const facts = { figureCarriesData: 'the graph, which differs between items, holds the data' };
    // Quarter-period ticks k·π/(2b); a label at k marks the turning point there.
    if (frame === 'x-of-maximum') {
      // sin: maxima at k = 1, 5; minima at k = 3, 7. Only the first minimum is labelled.
      const key = piFrac(1, 2 * b);
      return {
        question: `The graph of $y = ${a === 1 ? '' : a}\\sin bx${d ? ` + ${d}` : ''}$ ($b > 0$, $x$ in radians) is drawn. Find the smallest positive value of $x$ at which $y$ is greatest. Give your answer in terms of $\\pi$.`,
        answer: key.text,
        exact: true,
        figure: radianFigure(
          'sin',
          a,
          b,
          d,
          'A sine wave starting on its middle line and rising, for x from 0 to 2π.',
          [3],
        ),
        frame,
        multiStep: true,
        facts,
        hints: [
          'The marked point is the first minimum.',
          'A sine curve reaches its maximum a quarter of a cycle from the start, and its minimum three quarters.',
        ],
        steps: [
          `The first minimum is at $x = ${piFrac(3, 2 * b).tex}$: three quarters of a cycle.`,
          `A quarter of a cycle is $\\frac{1}{3} \\times ${piFrac(3, 2 * b).tex} = ${key.tex}$`,
        ],
        explanation: `The first maximum is a third of the way to the first minimum: $x = ${key.tex}$.`,
      };
    }
    if (frame === 'x-of-minimum') {
      // cos: maxima at k = 4, 8; minima at k = 2, 6. Only the second maximum (k = 4) is labelled.
      const key = piFrac(1, b);
      return {
        question: `The graph of $y = ${a === 1 ? '' : a}\\cos bx${d ? ` + ${d}` : ''}$ ($b > 0$, $x$ in radians) is drawn. Find the smallest positive value of $x$ at which $y$ is least. Give your answer in terms of $\\pi$.`,
        answer: key.text,
        exact: true,
        figure: radianFigure(
          'cos',
          a,
          b,
          d,
          'A cosine wave starting at its maximum, for x from 0 to 2π.',
          [4],
        ),
        frame,
        multiStep: true,
        facts,
        hints: [
          'The marked point is the second maximum: one full cycle from the start.',
          'A cosine curve reaches its minimum half a cycle from the start.',
        ],
        steps: [
          `The graph is back at its maximum at $x = ${piFrac(2, b).tex}$: the period.`,
          `Half a period: $\\frac{1}{2} \\times ${piFrac(2, b).tex} = ${key.tex}$`,
        ],
        explanation: `The period is $${piFrac(2, b).tex}$, and the minimum is half a period from the start: $${key.tex}$.`,
      };
    }
    const fn = rng.pick(['sin', 'cos'] as const);
    // Label the first minimum: sin at k = 3, cos at k = 2.
    const k = fn === 'sin' ? 3 : 2;
    const key = piFrac(2, b);
    return {
      question: `The graph of $y = ${a === 1 ? '' : a}\\${fn} bx${d ? ` + ${d}` : ''}$ ($b > 0$, $x$ in radians) is drawn. Find its period in terms of $\\pi$.`,
      answer: key.text,
      exact: true,
      figure: radianFigure(
        fn,
        a,
        b,
        d,
        `A ${fn === 'sin' ? 'sine' : 'cosine'} wave for x from 0 to 2π with its first minimum marked.`,
        [k],
      ),
      frame: `period-${fn}`,
      multiStep: true,
      facts,
      hints: [
        'The marked point is the first minimum.',
        fn === 'sin'
          ? 'A sine curve reaches its first minimum three quarters of a cycle from the start.'
          : 'A cosine curve reaches its first minimum half a cycle from the start.',
      ],
      steps: [
        `The first minimum is at $x = ${piFrac(k, 2 * b).tex}$, ${fn === 'sin' ? 'three quarters' : 'half'} of a period.`,
        `Period $= ${fn === 'sin' ? '\\frac{4}{3}' : '2'} \\times ${piFrac(k, 2 * b).tex} = ${key.tex}$`,
      ],
      explanation: `The period is $${key.tex}$.`,
    };
  },
});

// ---------------------------------------------------------------- tides

const tides = defineTemplate({
  id: `${lesson}/tides-context`,
  lesson,
  type: 'short_answer',
  b: 1.2,
  build(rng) {
    const frame = rng.pick(['depth-at-time', 'first-high-tide', 'low-tide-depth'] as const);
    const D = rng.int(5, 9);
    const A = rng.pick([1.5, 2, 2.5, 3, 3.5]);
    const s = rng.pick([0, 1, 2, 4]);
    const bracket = s === 0 ? '30t' : `30(t - ${s})`;
    const model = `The depth of water in a harbour, $h$ metres, $t$ hours after midnight is modelled by $h = ${D} + ${A}\\sin\\left(${bracket}\\right)^\\circ$.`;
    const w: Wave = { fn: 'sin', a: A, b: 30, c: s, d: D };
    if (frame === 'depth-at-time') {
      const t = rng.pick([1, 2, 4, 5, 7, 8, 10, 11].filter((v) => v !== s));
      const h = waveAt(w, t);
      const angle = 30 * (t - s);
      const key = fixed(h, 1);
      return {
        question: `${model} Find the depth of the water at ${t} a.m. Give your answer in metres to 1 decimal place.`,
        answer: key,
        decimals: 1,
        trueValue: h,
        unit: 'm',
        frame,
        context: true,
        multiStep: true,
        hints: [
          'At $t$ a.m., $t$ hours have passed since midnight.',
          `Work out the angle $${bracket}$ first.`,
        ],
        steps: [
          `$t = ${t}$: the angle is $${s === 0 ? `30 \\times ${t}` : `30(${t} - ${s})`} = ${angle}^\\circ$.`,
          `$h = ${D} + ${A}\\sin ${angle}^\\circ \\approx ${key}$ m`,
        ],
        explanation: `$h = ${D} + ${A}\\sin ${angle}^\\circ \\approx ${key}$ m.`,
      };
    }
    if (frame === 'first-high-tide') {
      const t = s + 3;
      return {
        question: `${model} How many hours after midnight is the first high tide?`,
        answer: String(t),
        frame,
        context: true,
        multiStep: true,
        hints: [
          'High tide is when $h$ is greatest, so when the sine equals $1$.',
          '$\\sin\\theta = 1$ first when $\\theta = 90^\\circ$.',
        ],
        steps: [
          `The depth is greatest when $\\sin\\left(${bracket}\\right)^\\circ = 1$, so $${bracket} = 90$.`,
          `$t = ${s ? `${s} + ` : ''}\\frac{90}{30} = ${t}$ hours`,
        ],
        explanation: `$${bracket} = 90$ gives $t = ${t}$.`,
      };
    }
    return {
      question: `${model} Find the depth of the water at low tide, in metres.`,
      answer: fmt(D - A),
      unit: 'm',
      frame,
      context: true,
      hints: [
        'Low tide is when $h$ is least.',
        'The least value of the sine of any angle is $-1$.',
      ],
      steps: [
        `$h$ is least when $\\sin\\left(${bracket}\\right)^\\circ = -1$.`,
        `$h = ${D} + ${A} \\times (-1) = ${fmt(D - A)}$ m`,
      ],
      explanation: `The least depth is $${D} - ${A} = ${fmt(D - A)}$ m.`,
    };
  },
});

// ---------------------------------------------------------------- a Ferris wheel

const ferrisWheel = defineTemplate({
  id: `${lesson}/ferris-wheel-context`,
  lesson,
  type: 'short_answer',
  figure: true,
  b: 1.6,
  build(rng) {
    const frame = rng.pick(['height-at-time', 'first-time-at-height', 'find-k'] as const);
    const r = rng.int(8, 20);
    const g = rng.pick([1, 2, 3]);
    const H = r + g;
    const T = rng.pick([4, 5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30]);
    const k = 360 / T;
    const O = { x: 0, y: H };
    const P = { x: 0, y: g };
    const elements: FigureElement[] = [
      { kind: 'segment', from: { x: -r - 4, y: 0 }, to: { x: r + 4, y: 0 } },
      { kind: 'circle', center: O, radius: r },
      { kind: 'segment', from: O, to: P, label: `${r} m` },
      { kind: 'segment', from: { x: -0.35 * r, y: 0 }, to: O },
      { kind: 'segment', from: { x: 0.35 * r, y: 0 }, to: O },
      { kind: 'dimension', from: { x: r + 2, y: 0 }, to: { x: r + 2, y: H }, label: `${H} m` },
      { kind: 'point', at: O, label: 'O', dot: true },
      { kind: 'point', at: P, label: 'P', dot: true },
    ];
    const figure = {
      scale: 'equal' as const,
      caption: `A Ferris wheel of radius ${r} m with centre O ${H} m above the ground; the rider boards at P, the lowest point.`,
      elements,
    };
    const intro = `A Ferris wheel of radius ${r} m turns at a steady speed, making one turn every ${T} minutes. Its centre $O$ is ${H} m above the ground, and a rider boards at the lowest point $P$.`;
    const model = `h = ${H} - ${r}\\cos(${fmt(k, 2)}t)^\\circ`;
    if (frame === 'find-k') {
      return {
        question: `${intro} The rider's height, $h$ m, $t$ minutes after boarding is $h = p - q\\cos(kt)^\\circ$. Find $k$, the angle in degrees that the wheel turns through each minute.`,
        answer: fmt(k, 2),
        figure,
        frame,
        context: true,
        multiStep: true,
        hints: [
          `One turn, $360^\\circ$, takes ${T} minutes.`,
          'The period of $\\cos(kt)^\\circ$ is $\\frac{360}{k}$.',
        ],
        steps: [
          `The period is ${T} minutes, so $\\frac{360}{k} = ${T}$.`,
          `$k = \\frac{360}{${T}} = ${fmt(k, 2)}$`,
        ],
        explanation: `$\\frac{360}{k} = ${T}$ gives $k = ${fmt(k, 2)}$.`,
      };
    }
    if (frame === 'height-at-time') {
      const t = rng.int(1, 2 * T - 1);
      if (t % T === 0 || (2 * t) % T === 0) return redraw('at the top or the bottom');
      const h = H - r * Math.cos(k * t * DEG);
      const key = fixed(h, 1);
      return {
        question: `${intro} The rider's height, $h$ m, $t$ minutes after boarding is $${model}$. Find the rider's height ${t} minutes after boarding, in metres to 1 decimal place.`,
        answer: key,
        decimals: 1,
        trueValue: h,
        unit: 'm',
        figure,
        frame,
        context: true,
        multiStep: true,
        hints: [
          `Substitute $t = ${t}$ into the model.`,
          `Work out the angle $${fmt(k, 2)} \\times ${t}$ first.`,
        ],
        steps: [
          `The angle is $${fmt(k, 2)} \\times ${t} = ${fmt(k * t, 2)}^\\circ$.`,
          `$h = ${H} - ${r}\\cos ${fmt(k * t, 2)}^\\circ \\approx ${key}$ m`,
        ],
        explanation: `$h = ${H} - ${r}\\cos ${fmt(k * t, 2)}^\\circ \\approx ${key}$ m.`,
      };
    }
    const h0 = rng.int(g + 2, H + r - 2);
    if (h0 === H) return redraw('the height of the centre');
    const angle = Math.acos((H - h0) / r) / DEG;
    const t = (angle / 360) * T;
    const key = fixed(t, 1);
    return {
      question: `${intro} The rider's height, $h$ m, $t$ minutes after boarding is $${model}$. How many minutes after boarding is the rider first ${h0} m above the ground, to 1 decimal place?`,
      answer: key,
      decimals: 1,
      trueValue: t,
      figure,
      frame,
      context: true,
      multiStep: true,
      hints: [
        `Set $h = ${h0}$ and make the cosine the subject.`,
        `$\\cos(${fmt(k, 2)}t)^\\circ = \\frac{${H} - ${h0}}{${r}}$; the first solution has $${fmt(k, 2)}t$ between $0$ and $180$.`,
      ],
      steps: [
        `$${h0} = ${H} - ${r}\\cos(${fmt(k, 2)}t)^\\circ$, so $\\cos(${fmt(k, 2)}t)^\\circ = \\frac{${H - h0}}{${r}}$.`,
        `$${fmt(k, 2)}t = \\cos^{-1}\\left(\\frac{${H - h0}}{${r}}\\right) \\approx ${fmt(angle, 2)}$.`,
        `$t \\approx \\frac{${fmt(angle, 2)}}{${fmt(k, 2)}} \\approx ${key}$ minutes`,
      ],
      explanation: `$\\cos(${fmt(k, 2)}t)^\\circ = \\frac{${H - h0}}{${r}}$ gives $t \\approx ${key}$ minutes.`,
    };
  },
});

// ---------------------------------------------------------------- hours of daylight

const daylight = defineTemplate({
  id: `${lesson}/daylight-context-figure`,
  lesson,
  type: 'MCQ',
  figure: true,
  b: 1.0,
  build(rng) {
    const frame = rng.pick(['equation-from-graph', 'hours-at-month', 'months-above'] as const);
    const A = rng.pick([1.5, 2, 2.5, 3, 3.5, 4]);
    const s = rng.pick([2, 3]);
    const w: Wave = { fn: 'sin', a: A, b: 30, c: s, d: 12 };
    const top = 12 + A;
    const bottom = 12 - A;
    const figure = {
      scale: 'fill' as const,
      caption: `Hours of daylight L against months t: a wave between ${fmt(bottom)} and ${fmt(top)} hours with period 12 months, highest at t = ${s + 3}.`,
      elements: [
        {
          kind: 'axes' as const,
          xMin: 0,
          xMax: 13,
          yMin: 0,
          yMax: top + 2,
          xTicks: Array.from({ length: 12 }, (_, i) => ({
            value: i + 1,
            label: i + 1 === s + 3 || i + 1 === s + 9 ? String(i + 1) : '',
          })),
          yTicks: [
            { value: bottom, label: fmt(bottom) },
            { value: 12, label: '12' },
            { value: top, label: fmt(top) },
          ],
          xLabel: 't',
          yLabel: 'L',
        },
        { kind: 'plot' as const, points: samples(w, 0, 12, 0.1) },
      ],
    };
    const setting =
      'In a city, the number of hours of daylight, $L$, $t$ months after the start of the year is shown by the graph.';
    const facts = { figureCarriesData: 'the graph, which differs between items, holds the data' };
    if (frame === 'equation-from-graph') {
      const eq = (amp: number, shift: number, fn = 'sin', mid = 12): string =>
        `$L = ${fmt(mid)} + ${fmt(amp)}\\${fn}\\left(30(t - ${shift})\\right)^\\circ$`;
      return {
        question: `${setting} Which equation models the graph?`,
        answer: eq(A, s),
        wrong: [
          { text: eq(2 * A, s), mistake: 'took the maximum minus the minimum as the amplitude' },
          { text: eq(A, s + 3), mistake: 'took the time of the maximum as the phase shift' },
          {
            text: eq(A, s, 'cos'),
            mistake: 'used cos although the graph crosses its middle line at the shift',
          },
          { text: eq(A, s, 'sin', top), mistake: 'took the maximum as the middle line' },
        ],
        figure,
        frame,
        context: true,
        multiStep: true,
        facts,
        hints: [
          'The middle line is half-way between the greatest and least values; the amplitude is half their difference.',
          'A sine curve rises through its middle line a quarter of a period before its maximum.',
        ],
        steps: [
          `Middle line $\\frac{${fmt(top)} + ${fmt(bottom)}}{2} = 12$, amplitude $\\frac{${fmt(top)} - ${fmt(bottom)}}{2} = ${fmt(A)}$, period 12 months, so $b = 30$.`,
          `The maximum is at $t = ${s + 3}$, a quarter period (3 months) after the curve rises through its middle line at $t = ${s}$.`,
          `So the model is ${eq(A, s)}.`,
        ],
        explanation: `Middle line 12, amplitude ${fmt(A)}, period 12 months and a rise through the middle line at $t = ${s}$: ${eq(A, s)}.`,
      };
    }
    if (frame === 'months-above') {
      const level = 12 + A / 2;
      const n = (x: number): string => `${fmt(x)} months`;
      return {
        question: `${setting} Its model is $L = 12 + ${fmt(A)}\\sin\\left(30(t - ${s})\\right)^\\circ$. For how many months of the year is there more than ${fmt(level)} hours of daylight?`,
        answer: n(4),
        wrong: [
          { text: n(6), mistake: 'took the months above the middle line' },
          { text: n(2), mistake: 'took only the months on one side of the maximum' },
          { text: n(8), mistake: 'counted the months below the level' },
          { text: n(3), mistake: 'took a quarter of the year' },
        ],
        figure,
        frame,
        context: true,
        multiStep: true,
        facts,
        hints: [
          `Solve $12 + ${fmt(A)}\\sin\\theta = ${fmt(level)}$, where $\\theta = 30(t - ${s})$.`,
          '$\\sin\\theta = \\frac{1}{2}$ when $\\theta = 30^\\circ$ or $150^\\circ$.',
        ],
        steps: [
          `$${fmt(A)}\\sin\\theta > ${fmt(A / 2)}$ means $\\sin\\theta > \\frac{1}{2}$, so $30^\\circ < \\theta < 150^\\circ$.`,
          `$30 < 30(t - ${s}) < 150$ gives $${s + 1} < t < ${s + 5}$.`,
          `That lasts $${s + 5} - ${s + 1} = 4$ months.`,
        ],
        explanation: `$\\sin\\theta > \\frac{1}{2}$ for $30^\\circ < \\theta < 150^\\circ$, a third of the cycle: 4 months.`,
      };
    }
    const t = rng.pick([1, 2, 4, 7, 8, 10, 11].filter((v) => v !== s && v !== s + 6));
    const angle = 30 * (t - s);
    const L = waveAt(w, t);
    const h = (x: number): string => `$${fixed(x, 1)}$ hours`;
    return {
      question: `${setting} Its model is $L = 12 + ${fmt(A)}\\sin\\left(30(t - ${s})\\right)^\\circ$. Find the number of hours of daylight when $t = ${t}$, to 1 decimal place.`,
      answer: h(L),
      wrong: [
        { text: h(12 + A * Math.sin(30 * t * DEG)), mistake: 'left out the phase shift' },
        {
          text: h(12 + A * Math.sin((30 * t - s) * DEG)),
          mistake: 'subtracted the shift after multiplying by 30',
        },
        { text: h(12 + A * Math.cos(angle * DEG)), mistake: 'used cos for sin' },
        { text: h(12 - A * Math.sin(angle * DEG)), mistake: 'took the wrong sign of the sine' },
        {
          text: h(12 + A * Math.sin(30 * (t + s) * DEG)),
          mistake: 'added the shift instead of subtracting',
        },
      ],
      figure,
      frame,
      context: true,
      multiStep: true,
      facts,
      hints: [
        `Work out the angle $30(${t} - ${s})$ first.`,
        'Then multiply its sine by the amplitude and add 12.',
      ],
      steps: [
        `The angle is $30(${t} - ${s}) = ${angle}^\\circ$.`,
        `$L = 12 + ${fmt(A)}\\sin ${angle}^\\circ \\approx ${fixed(L, 1)}$ hours`,
      ],
      explanation: `$L = 12 + ${fmt(A)}\\sin ${angle}^\\circ \\approx ${fixed(L, 1)}$ hours.`,
    };
  },
});

export const tanGraphTransformationTemplates = [
  tanFeatures,
  tanValues,
  tanGraph,
  features,
  phaseShift,
  extremes,
  rangeParams,
  identifyGraph,
  paramsFromGraph,
  radianGraph,
  tides,
  ferrisWheel,
  daylight,
];
