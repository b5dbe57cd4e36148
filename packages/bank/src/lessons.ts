/** The topic, its units and its lessons. Lesson ids are stable; names may be polished. */
export const TOPIC = 'Geometry & Trigonometry';

/**
 * Units group lessons for students (the practice list) and for the exam's content balance: a
 * 16-40 question exam cannot visit every lesson, so it balances units instead.
 */
export const UNITS = [
  { id: 'angles-trig-functions', name: 'Angles and trigonometric functions' },
  { id: 'trig-graphs-equations', name: 'Trigonometric graphs, identities and equations' },
  { id: 'solving-triangles', name: 'Solving triangles' },
  { id: 'triangles-polygons', name: 'Triangles, polygons and similarity' },
  { id: 'circles', name: 'Circles' },
  { id: 'mensuration', name: 'Mensuration' },
  { id: 'coordinates-vectors', name: 'Coordinates, vectors and transformations' },
] as const;

export type Unit = (typeof UNITS)[number];
export type UnitId = Unit['id'];

/** Lessons in teaching order; `description` is the one line a student sees under the name. */
export const LESSONS = [
  {
    id: 'angles-standard-position',
    name: 'Angles in standard position',
    unit: 'angles-trig-functions',
    description: 'Directed angles, quadrants and coterminal angles.',
  },
  {
    id: 'degree-radian',
    name: 'Degree and radian measure, arc length',
    unit: 'angles-trig-functions',
    description: 'Converting between degrees and radians, and the length of an arc.',
  },
  {
    id: 'right-triangle-ratios',
    name: 'Trigonometric ratios in a right triangle and special angles',
    unit: 'angles-trig-functions',
    description: 'sin, cos and tan from the sides, and exact values for 30°, 45° and 60°.',
  },
  {
    id: 'any-angle',
    name: 'Trigonometric functions of any angle and related angles',
    unit: 'angles-trig-functions',
    description: 'Signs in each quadrant, the unit circle and related angles.',
  },
  {
    id: 'angle-from-ratio',
    name: 'Finding an angle from a trigonometric ratio',
    unit: 'angles-trig-functions',
    description:
      'Inverse ratios to the nearest degree or tenth, exact special angles, quadrants, and the angles of ramps, ladders, roads and roofs.',
  },
  {
    id: 'sine-cosine-graphs',
    name: 'Graphs of sine and cosine',
    unit: 'trig-graphs-equations',
    description: 'Maximum, minimum, period and range of the sine and cosine curves.',
  },
  {
    id: 'tan-graph-transformations',
    name: 'The tangent graph and transformed trigonometric graphs',
    unit: 'trig-graphs-equations',
    description:
      'The tan graph and its asymptotes, and stretched or shifted sine, cosine and tan graphs.',
  },
  {
    id: 'basic-identities',
    name: 'Basic trigonometric identities',
    unit: 'trig-graphs-equations',
    description: 'Reciprocal, quotient and Pythagorean identities used to simplify.',
  },
  {
    id: 'trig-equations',
    name: 'Trigonometric equations',
    unit: 'trig-graphs-equations',
    description: 'Solving equations in sin, cos and tan within an interval.',
  },
  {
    id: 'solving-right-triangles',
    name: 'Solving right triangles, angles of elevation and depression',
    unit: 'solving-triangles',
    description: 'Missing sides and angles, heights and distances from angles of elevation.',
  },
  {
    id: 'bearings',
    name: 'Bearings',
    unit: 'solving-triangles',
    description: 'Three-figure bearings, back bearings, and journeys solved with trigonometry.',
  },
  {
    id: 'sine-rule',
    name: 'The sine rule',
    unit: 'solving-triangles',
    description: 'Sides and angles from the sine rule, the circumradius and the ambiguous case.',
  },
  {
    id: 'cosine-rule',
    name: 'The cosine rule',
    unit: 'solving-triangles',
    description: 'A side from two sides and the included angle, an angle from three sides.',
  },
  {
    id: 'triangle-area',
    name: 'Area of a triangle',
    unit: 'solving-triangles',
    description: 'Half the product of two sides and the sine of the included angle.',
  },
  {
    id: 'triangle-problems',
    name: 'Triangle problems: the ambiguous case and several rules',
    unit: 'solving-triangles',
    description:
      'Both triangles of the ambiguous case, and problems that need the sine rule, the cosine rule and the area formula together.',
  },
  {
    id: 'three-d-trigonometry',
    name: 'Trigonometry in three dimensions',
    unit: 'solving-triangles',
    description: 'Diagonals of cuboids and pyramids, the angle between a line and a plane.',
  },
  {
    id: 'angles-parallel-polygons',
    name: 'Angles with parallel lines and in polygons',
    unit: 'triangles-polygons',
    description:
      'Corresponding, alternate and co-interior angles, and the interior and exterior angles of polygons.',
  },
  {
    id: 'congruent-triangles',
    name: 'Congruent triangles',
    unit: 'triangles-polygons',
    description:
      'The conditions SSS, SAS, ASA and RHS, corresponding parts, and proofs with congruent triangles.',
  },
  {
    id: 'similar-polygons',
    name: 'Similar polygons and triangles',
    unit: 'triangles-polygons',
    description: 'Scale factors, similar triangles and the ratio of their areas.',
  },
  {
    id: 'triangle-proportionality',
    name: 'Triangle proportionality and the angle-bisector theorem',
    unit: 'triangles-polygons',
    description: 'Parallel lines cutting sides in proportion, and the angle-bisector theorem.',
  },
  {
    id: 'sector-segment',
    name: 'Circular sector and segment',
    unit: 'circles',
    description:
      'Arc length, perimeter and area of a sector in degrees and radians; area and perimeter of a segment.',
  },
  {
    id: 'circle-angles',
    name: 'Circle: chords, tangents and inscribed angles',
    unit: 'circles',
    description:
      'Chords and their distance from the centre, tangent and radius, inscribed and central angles.',
  },
  {
    id: 'circle-theorems',
    name: 'Circle theorems',
    unit: 'circles',
    description:
      'Angles in the same segment and in a semicircle, cyclic quadrilaterals, the alternate segment.',
  },
  {
    id: 'tangents-secants',
    name: 'Tangents and secants',
    unit: 'circles',
    description: 'Equal tangents, tangent and radius, and the products of chord and secant parts.',
  },
  {
    id: 'plane-areas',
    name: 'Areas of plane figures',
    unit: 'mensuration',
    description:
      'Areas of parallelograms, trapeziums, rhombuses, kites and regular polygons, and shapes made with sectors and semicircles.',
  },
  {
    id: 'prisms-cylinders',
    name: 'Prisms and cylinders',
    unit: 'mensuration',
    description:
      'Volume and surface area of prisms and cylinders, with tanks, pipes and packaging.',
  },
  {
    id: 'cones-pyramids-spheres',
    name: 'Cones, pyramids and spheres',
    unit: 'mensuration',
    description:
      'Volume and surface area of cones, pyramids, spheres, hemispheres and frustums, and solids made from them.',
  },
  {
    id: 'similar-figures-solids',
    name: 'Similar figures and solids',
    unit: 'mensuration',
    description:
      'Scale factor k: lengths × k, areas × k², volumes × k³, with maps, models, mass and paint.',
  },
  {
    id: 'coordinate-geometry',
    name: 'Coordinate geometry: distance, midpoint and gradient',
    unit: 'coordinates-vectors',
    description:
      'Distance, midpoint and gradient from coordinates, collinear points, and figures drawn from their vertices.',
  },
  {
    id: 'equations-of-lines',
    name: 'Equations of straight lines',
    unit: 'coordinates-vectors',
    description:
      'The equation of a line from its gradient, two points or a graph; parallel and perpendicular lines, where lines meet, and the distance from a point to a line.',
  },
  {
    id: 'vectors',
    name: 'Vectors in two dimensions',
    unit: 'coordinates-vectors',
    description:
      'Column vectors, magnitude and direction, position vectors, and vectors in ratios.',
  },
  {
    id: 'transformations',
    name: 'Transformations',
    unit: 'coordinates-vectors',
    description:
      'Reflections, rotations, translations and enlargements on a grid: images, the transformation that maps one shape to another, and areas after enlarging.',
  },
] as const satisfies readonly {
  id: string;
  name: string;
  unit: UnitId;
  description: string;
}[];

export type Lesson = (typeof LESSONS)[number];
export type LessonId = Lesson['id'];

export const LESSON_IDS = LESSONS.map((lesson) => lesson.id) as readonly LessonId[];

export function findLessonById(id: string): Lesson | undefined {
  return LESSONS.find((lesson) => lesson.id === id);
}

/** Case- and spacing-insensitive lookup by name (import files name lessons, not ids). */
export function findLessonByName(name: string): Lesson | undefined {
  const key = normaliseName(name);
  return LESSONS.find(
    (lesson) => normaliseName(lesson.name) === key || normaliseName(lesson.id) === key,
  );
}

function normaliseName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The units that have lessons, in order, each with its lessons. */
export function unitsWithLessons(): { unit: Unit; lessons: Lesson[] }[] {
  return UNITS.map((unit) => ({
    unit,
    lessons: LESSONS.filter((lesson) => lesson.unit === unit.id),
  })).filter((entry) => entry.lessons.length > 0);
}
