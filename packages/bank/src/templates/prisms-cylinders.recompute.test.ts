/**
 * Prisms and cylinders: every key computed a second way, 50 seeds per template. Prisms are built
 * as 3-D meshes: the volume is the sum of signed tetrahedra over the triangulated faces and the
 * surface area the sum of the triangles' cross products (no "cross-section × length"). Circles
 * come from a numerical integration of the unit disc and a sampled unit circle (no π in a
 * formula), unknowns from bisection, a count of cans from placing them one by one. Then every
 * gate runs on the lesson's items.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedItem } from '../model/item';
import { letterBlindKey } from '../quality/bank-gates';
import { runGates } from '../quality/gates';
import { createRng } from '../rng';
import { bisect, expectKey, grab, plain } from './mensuration-recompute';
import { prismCylinderTemplates } from './prisms-cylinders.templates';

const SEEDS = 50;

type V3 = [number, number, number];
const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: V3, b: V3): V3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** A right prism's closed mesh: the cross-section (x, y) at z = 0 and z = length, and its sides. */
function prismMesh(face: [number, number][], length: number): V3[][] {
  const front = face.map(([x, y]): V3 => [x, y, 0]);
  const back = face.map(([x, y]): V3 => [x, y, length]);
  const sides = face.map((_, i) => {
    const j = (i + 1) % face.length;
    return [front[i], front[j], back[j], back[i]] as V3[];
  });
  return [[...front].reverse(), back, ...sides];
}
/** Volume by signed tetrahedra from the origin over each fan-triangulated face. */
function meshVolume(faces: V3[][]): number {
  let sum = 0;
  for (const f of faces) {
    for (let i = 1; i + 1 < f.length; i += 1) {
      sum += dot(f[0] as V3, cross(f[i] as V3, f[i + 1] as V3)) / 6;
    }
  }
  return Math.abs(sum);
}
function meshArea(faces: V3[][]): number {
  let sum = 0;
  for (const f of faces) {
    for (let i = 1; i + 1 < f.length; i += 1) {
      const c = cross(sub(f[i] as V3, f[0] as V3), sub(f[i + 1] as V3, f[0] as V3));
      sum += Math.hypot(...c) / 2;
    }
  }
  return sum;
}
const boxVolume = (l: number, w: number, h: number): number =>
  meshVolume(
    prismMesh(
      [
        [0, 0],
        [l, 0],
        [l, h],
        [0, h],
      ],
      w,
    ),
  );

/** The area of the unit disc by Simpson's rule on 2√(1 − x²), and the unit circle's length. */
const DISC = (() => {
  const n = 2_000_000;
  const f = (x: number): number => 2 * Math.sqrt(Math.max(0, 1 - x * x));
  const step = 2 / n;
  let sum = f(-1) + f(1);
  for (let i = 1; i < n; i += 1) sum += (i % 2 ? 4 : 2) * f(-1 + i * step);
  return (sum * step) / 3;
})();
const CIRCLE = (() => {
  const n = 2_000_000;
  let length = 0;
  for (let i = 0; i < n; i += 1) {
    const a = (2 * Math.PI * i) / n;
    const b = (2 * Math.PI * (i + 1)) / n;
    length += Math.hypot(Math.cos(b) - Math.cos(a), Math.sin(b) - Math.sin(a));
  }
  return length;
})();
const cylinderVolume = (r: number, h: number): number => DISC * r * r * h;
const curvedArea = (r: number, h: number): number => CIRCLE * r * h;
const NUM = '(\\d+(?:\\.\\d+)?)';
const re = (source: string): RegExp => new RegExp(source.replace(/#/g, NUM));

type Solver = (q: string, item: GeneratedItem) => number;

const SOLVERS: Record<string, Record<string, Solver>> = {
  'prisms-cylinders/cuboid-figure': {
    'box-volume': (q) => {
      const [l = 0, w = 0, h = 0] = grab(q, re('cuboid # cm long, # cm wide and # cm high'));
      return boxVolume(l, w, h);
    },
    'surface-area': (q) => {
      const [l = 0, w = 0, h = 0] = grab(q, re('is # cm long, # cm wide and # cm high'));
      return meshArea(
        prismMesh(
          [
            [0, 0],
            [l, 0],
            [l, h],
            [0, h],
          ],
          w,
        ),
      );
    },
    'missing-edge': (q) => {
      const [l = 0, w = 0, V = 0] = grab(
        q,
        re('is # cm long and # cm wide, and its volume is # cm'),
      );
      return bisect((h) => boxVolume(l, w, h), V, 0, 1000);
    },
  },
  'prisms-cylinders/triangular-prism-figure': {
    'wedge-volume': (q) => {
      const [a = 0, b = 0, L = 0] = grab(q, re('legs # cm and # cm\\. The wedge is # cm long'));
      return meshVolume(
        prismMesh(
          [
            [0, 0],
            [a, 0],
            [0, b],
          ],
          L,
        ),
      );
    },
    'surface-area': (q) => {
      const [a = 0, b = 0, L = 0] = grab(q, re('legs # cm and # cm, and the prism is # cm long'));
      return meshArea(
        prismMesh(
          [
            [0, 0],
            [a, 0],
            [0, b],
          ],
          L,
        ),
      );
    },
    'length-from-volume': (q) => {
      const [a = 0, b = 0, V = 0] = grab(q, re('legs # cm and # cm, and its volume is # cm'));
      return bisect(
        (L) =>
          meshVolume(
            prismMesh(
              [
                [0, 0],
                [a, 0],
                [0, b],
              ],
              L,
            ),
          ),
        V,
        0,
        1000,
      );
    },
  },
  'prisms-cylinders/cross-section-prism-figure': {
    'house-volume': (q) => {
      const [w = 0, h = 0, t = 0, L = 0] = grab(
        q,
        re(
          'rectangle # cm wide and # cm high with a triangle of height # cm on top\\. The prism is # cm long',
        ),
      );
      return meshVolume(
        prismMesh(
          [
            [0, 0],
            [w, 0],
            [w, h],
            [w / 2, h + t],
            [0, h],
          ],
          L,
        ),
      );
    },
    'trapezium-volume': (q) => {
      const [a = 0, b = 0, h = 0, L = 0] = grab(
        q,
        re('parallel sides # cm and # cm, # cm apart\\. The prism is # cm long'),
      );
      return meshVolume(
        prismMesh(
          [
            [0, 0],
            [a, 0],
            [1 + b, h],
            [1, h],
          ],
          L,
        ),
      );
    },
    'length-from-area': (q) => {
      const [area = 0, V = 0] = grab(q, re('area # cm\\^2, and the prism.s volume is # cm'));
      // Any cross-section of that area: a square of side √area.
      const s = Math.sqrt(area);
      return bisect(
        (L) =>
          meshVolume(
            prismMesh(
              [
                [0, 0],
                [s, 0],
                [s, s],
                [0, s],
              ],
              L,
            ),
          ),
        V,
        0,
        10000,
      );
    },
  },
  'prisms-cylinders/cylinder-volume-figure': {
    'tin-from-radius': (q) => {
      const [r = 0, h = 0] = grab(q, re('radius # cm and height # cm'));
      return cylinderVolume(r, h);
    },
    'glass-from-diameter': (q) => {
      const [d = 0, h = 0] = grab(q, re('diameter of # cm and an inside height of # cm'));
      return cylinderVolume(d / 2, h);
    },
    'height-from-volume': (q) => {
      const [r = 0, V = 0] = grab(q, re('radius # cm and volume # cm'));
      return bisect((h) => cylinderVolume(r, h), V, 0, 1000);
    },
  },
  'prisms-cylinders/cylinder-surface-figure': {
    closed: (q) => {
      const [r = 0, h = 0] = grab(q, re('radius # cm and height # cm'));
      return 2 * DISC * r * r + curvedArea(r, h);
    },
    'open-top-tin': (q) => {
      const [r = 0, h = 0] = grab(q, re('radius # cm and height # cm'));
      return DISC * r * r + curvedArea(r, h);
    },
    'curved-label': (q) => {
      const [r = 0, h = 0] = grab(q, re('radius # cm and height # cm'));
      return curvedArea(r, h);
    },
  },
  'prisms-cylinders/cylinder-working-backwards': {
    'radius-from-volume': (q) => {
      const [h = 0, V = 0] = grab(q, re('height # cm has volume # cm'));
      return bisect((r) => cylinderVolume(r, h), V, 0, 1000);
    },
    'height-from-curved': (q) => {
      const [r = 0, A = 0] = grab(q, re('radius # cm has area # cm'));
      return bisect((h) => curvedArea(r, h), A, 0, 1000);
    },
    'radius-from-curved': (q) => {
      const [h = 0, A = 0] = grab(q, re('height # cm has area # cm'));
      return bisect((r) => curvedArea(r, h), A, 0, 1000);
    },
  },
  'prisms-cylinders/pipe-in-context': {
    'water-inside': (q) => {
      const [L = 0, r = 0] = grab(q, re('is # cm long\\. Its inner radius is # cm'));
      return cylinderVolume(r, L);
    },
    'metal-from-radii': (q) => {
      const [L = 0, R = 0, r = 0] = grab(
        q,
        re('is # cm long, with outer radius # cm and inner radius # cm'),
      );
      return cylinderVolume(R, L) - cylinderVolume(r, L);
    },
    'metal-from-thickness': (q) => {
      const [L = 0, D = 0, t = 0] = grab(
        q,
        re('is # cm long\\. Its outer diameter is # cm and the metal is # cm thick'),
      );
      return cylinderVolume(D / 2, L) - cylinderVolume(D / 2 - t, L);
    },
  },
  'prisms-cylinders/tank-in-context': {
    'fill-cuboid-tank': (q) => {
      const [l = 0, w = 0, h = 0, rate = 0] = grab(
        q,
        re('cuboid # cm long, # cm wide and # cm high\\. A tap fills it at # litres'),
      );
      return boxVolume(l, w, h) / 1000 / rate;
    },
    'fill-cylinder-tank': (q) => {
      const [r = 0, h = 0, rate = 0] = grab(
        q,
        re('radius # cm and height # cm\\. A pump fills it at # litres'),
      );
      return cylinderVolume(r, h) / 1000 / rate;
    },
    'pour-into-cylinder': (q) => {
      const [l = 0, w = 0, d = 0, r = 0] = grab(
        q,
        re('container # cm long and # cm wide holds water # cm deep.*radius # cm'),
      );
      return bisect((h) => cylinderVolume(r, h), boxVolume(l, w, d), 0, 10000);
    },
  },
  'prisms-cylinders/packaging-in-context': {
    'cans-in-box': (q) => {
      const [r = 0, L = 0, W = 0] = grab(
        q,
        re('radius # cm and height \\d+ cm stand upright.*inside is # cm long, # cm wide'),
      );
      let count = 0;
      for (let x = r; x + r <= L; x += 2 * r) for (let y = r; y + r <= W; y += 2 * r) count += 1;
      return count;
    },
    'empty-space': (q) => {
      const [L = 0, W = 0, H = 0, n = 0, r = 0] = grab(
        q,
        re('box # cm long, # cm wide and # cm high holds # cans, each a cylinder of radius # cm'),
      );
      return boxVolume(L, W, H) - n * cylinderVolume(r, H);
    },
    'label-with-overlap': (q) => {
      const [r = 0, h = 0, overlap = 0] = grab(
        q,
        re('radius # cm and covers its full height of # cm, with the ends overlapping by # cm'),
      );
      return (CIRCLE * r + overlap) * h;
    },
  },
  'prisms-cylinders/composite-solid': {
    'two-tier-cake': (q) => {
      const [r1 = 0, h1 = 0, r2 = 0, h2 = 0] = grab(
        q,
        re('radius # cm and height # cm; the top tier has radius # cm and height # cm'),
      );
      return cylinderVolume(r1, h1) + cylinderVolume(r2, h2);
    },
    'cylinder-on-cuboid': (q) => {
      const [l = 0, w = 0, h = 0, r = 0, hc = 0] = grab(
        q,
        re(
          'base # cm long, # cm wide and # cm high with a solid cylinder of radius # cm and height # cm',
        ),
      );
      return boxVolume(l, w, h) + cylinderVolume(r, hc);
    },
    'hole-through-cuboid': (q) => {
      const [l = 0, w = 0, h = 0, r = 0] = grab(
        q,
        re('cuboid # cm long, # cm wide and # cm high\\. A hole of radius # cm'),
      );
      return boxVolume(l, w, h) - cylinderVolume(r, l);
    },
  },
};

describe('prisms-cylinders: every key computed a second way', () => {
  it('has a solver for every template and frame it draws', () => {
    for (const template of prismCylinderTemplates) {
      const frames = new Set(
        Array.from({ length: SEEDS }, (_, s) => template.generate(createRng(`pc${s}`)).frame ?? ''),
      );
      expect(frames.size, template.id).toBeGreaterThanOrEqual(3);
      for (const frame of frames)
        expect(SOLVERS[template.id]?.[frame], `${template.id} ${frame}`).toBeDefined();
    }
  });

  describe.each(prismCylinderTemplates.map((t) => [t.id, t] as const))('%s', (id, template) => {
    it('agrees on 50 seeds', () => {
      for (let seed = 0; seed < SEEDS; seed += 1) {
        const item = template.generate(createRng(`recompute${seed}`));
        const solve = SOLVERS[id]?.[item.frame ?? ''];
        if (!solve) throw new Error(`no solver for ${id} ${item.frame}`);
        // For an MCQ in terms of π, the value is compared with each option's value.
        expectKey(item, solve(plain(item), item), 1e-8);
      }
    });
  });
});

describe('prisms-cylinders: the gates', () => {
  const items = prismCylinderTemplates.flatMap((template) =>
    Array.from({ length: SEEDS }, (_, seed) => template.generate(createRng(`gates${seed}`))),
  );

  it('finds nothing on 50 seeds per template (near copies counted apart)', () => {
    const findings = runGates(items)
      .filter((f) => f.gate !== 'near-copies')
      .map((f) => `${f.templateId} ${f.gate}: ${f.detail}`);
    expect(findings).toEqual([]);
  });

  it('makes at least 45 items in 50 that differ in more than their letters', () => {
    for (const template of prismCylinderTemplates) {
      const mine = items.filter((item) => item.templateId === template.id);
      expect(new Set(mine.map(letterBlindKey)).size, template.id).toBeGreaterThanOrEqual(45);
    }
  });

  it('has hints and worked steps on every item, and the lesson mix the issue asks for', () => {
    for (const item of items) {
      expect(item.hints?.length ?? 0, item.question).toBeGreaterThanOrEqual(1);
      expect(item.steps?.length ?? 0, item.question).toBeGreaterThanOrEqual(1);
    }
    const share = (p: (item: GeneratedItem) => boolean): number =>
      items.filter(p).length / items.length;
    expect(share((item) => item.multiStep === true)).toBeGreaterThanOrEqual(0.3);
    expect(share((item) => item.context === true)).toBeGreaterThanOrEqual(0.15);
    expect(
      prismCylinderTemplates.filter((t) => t.hasFigure).length / prismCylinderTemplates.length,
    ).toBeGreaterThanOrEqual(0.4);
    const bs = prismCylinderTemplates.map((t) => t.b);
    expect(Math.min(...bs)).toBeLessThanOrEqual(-1.2);
    expect(Math.max(...bs)).toBeGreaterThanOrEqual(1.5);
  });
});
