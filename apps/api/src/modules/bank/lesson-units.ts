import { findLessonByName, UNITS } from '@exam/bank';

/**
 * The unit of a lesson as the bank's `LESSONS` name it (matched by name, as the bank sync
 * does). A lesson the bank does not know (imported) belongs to no unit: students see it under
 * "Other lessons" and the exam balances such lessons together as one more unit
 * (docs/decisions/037).
 */
export const OTHER_UNIT = { id: 'other', name: 'Other lessons' } as const;

export interface LessonUnit {
  id: string;
  name: string;
  /** Position among the units (the bank's order; "Other lessons" last). */
  position: number;
}

export function unitOfLesson(lessonName: string): LessonUnit {
  const unitId = findLessonByName(lessonName)?.unit;
  const position = UNITS.findIndex((unit) => unit.id === unitId);
  const unit = UNITS[position];
  return unit === undefined
    ? { ...OTHER_UNIT, position: UNITS.length }
    : { id: unit.id, name: unit.name, position };
}

/** The one line a student sees under a lesson's name ('' for a lesson the bank does not know). */
export function lessonDescription(lessonName: string): string {
  return findLessonByName(lessonName)?.description ?? '';
}

/**
 * Lessons grouped by unit: units in the bank's order ("Other lessons" last), each unit's lessons
 * in the order given (the caller's teaching order), each with its description. Units without a
 * lesson are left out.
 */
export function groupByUnit<T extends { id: string; name: string; questions: number | string }>(
  lessons: readonly T[],
): {
  id: string;
  name: string;
  lessons: { id: string; name: string; description: string; questions: number }[];
}[] {
  const units = new Map<string, { unit: LessonUnit; lessons: T[] }>();
  for (const lesson of lessons) {
    const unit = unitOfLesson(lesson.name);
    const entry = units.get(unit.id) ?? { unit, lessons: [] };
    entry.lessons.push(lesson);
    units.set(unit.id, entry);
  }
  return [...units.values()]
    .sort((x, y) => x.unit.position - y.unit.position)
    .map(({ unit, lessons: members }) => ({
      id: unit.id,
      name: unit.name,
      lessons: members.map((lesson) => ({
        id: lesson.id,
        name: lesson.name,
        description: lessonDescription(lesson.name),
        questions: Number(lesson.questions),
      })),
    }));
}
