import { describe, expect, it } from 'vitest';
import { LessonFeedback, lessonFeedback, performanceLabel, sortLessonsByScore } from './results';

describe('exam result helpers', () => {
  it('labels the overall score at the spec thresholds', () => {
    expect(performanceLabel(0.8)).toBe('Excellent');
    expect(performanceLabel(1)).toBe('Excellent');
    expect(performanceLabel(0.79)).toBe('Good');
    expect(performanceLabel(0.6)).toBe('Good');
    expect(performanceLabel(0.59)).toBe('Fair');
    expect(performanceLabel(0.4)).toBe('Fair');
    expect(performanceLabel(0.39)).toBe('Needs Improvement');
    expect(performanceLabel(0)).toBe('Needs Improvement');
  });

  it('gives each lesson the spec feedback', () => {
    expect(lessonFeedback(0.49)).toBe('You need to learn this lesson from scratch');
    expect(lessonFeedback(0.5)).toBe('You need to practice it more');
    expect(lessonFeedback(0.79)).toBe(LessonFeedback.practiceMore);
    expect(lessonFeedback(0.8)).toBe('You are a master of the lesson');
  });

  it('sorts lessons weakest first and keeps the given order for ties', () => {
    const lessons = [
      { name: 'a', score: 0.9 },
      { name: 'b', score: 0.2 },
      { name: 'c', score: 0.5 },
      { name: 'd', score: 0.2 },
    ];
    expect(sortLessonsByScore(lessons).map((lesson) => lesson.name)).toEqual(['b', 'd', 'c', 'a']);
    expect(lessons.map((lesson) => lesson.name)).toEqual(['a', 'b', 'c', 'd']);
  });
});
