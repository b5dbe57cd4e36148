/** The topic and its lessons, in teaching order. Lesson ids are stable; names may be polished. */
export const TOPIC = 'Geometry & Trigonometry';

export const LESSONS = [
  { id: 'angles-standard-position', name: 'Angles in standard position' },
  { id: 'degree-radian', name: 'Degree and radian measure, arc length' },
  {
    id: 'right-triangle-ratios',
    name: 'Trigonometric ratios in a right triangle and special angles',
  },
  { id: 'any-angle', name: 'Trigonometric functions of any angle and related angles' },
  { id: 'sine-cosine-graphs', name: 'Graphs of sine and cosine' },
  { id: 'angle-from-ratio', name: 'Finding an angle from a trigonometric ratio' },
  { id: 'basic-identities', name: 'Basic trigonometric identities' },
  { id: 'trig-equations', name: 'Trigonometric equations' },
  {
    id: 'solving-right-triangles',
    name: 'Solving right triangles, angles of elevation and depression',
  },
  { id: 'sector-segment', name: 'Circular sector and segment' },
  { id: 'similar-polygons', name: 'Similar polygons and triangles' },
  {
    id: 'triangle-proportionality',
    name: 'Triangle proportionality and the angle-bisector theorem',
  },
  { id: 'circle-angles', name: 'Circle: chords, tangents and inscribed angles' },
  { id: 'sine-rule', name: 'The sine rule' },
  { id: 'cosine-rule', name: 'The cosine rule' },
  { id: 'triangle-area', name: 'Area of a triangle' },
] as const;

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
