import { describe, expect, it } from 'vitest';
import { curriculumMinutes, curriculumTotals, LessonItemType, lessonLength } from './lecture.js';

describe('the curriculum figures (issue 25: one source for counts and lengths)', () => {
  const course = [
    { itemType: LessonItemType.VIDEO, durationSeconds: 24 },
    { itemType: LessonItemType.TEXT, durationSeconds: 180 },
    { itemType: LessonItemType.VIDEO, durationSeconds: 36 },
    { itemType: LessonItemType.QUIZ, durationSeconds: 600 },
    { itemType: LessonItemType.TEXT, durationSeconds: 300 },
    { itemType: LessonItemType.QUIZ, durationSeconds: 1200 },
  ];

  it('counts every item the player lists as a lesson, quizzes among them, and sums their seconds', () => {
    expect(curriculumTotals(course)).toEqual({ lessons: 6, quizzes: 2, seconds: 2340, minutes: 39 });
    expect(curriculumTotals([])).toEqual({ lessons: 0, quizzes: 0, seconds: 0, minutes: 0 });
    expect(curriculumTotals([{ itemType: LessonItemType.VIDEO, durationSeconds: Number.NaN }])).toEqual({ lessons: 1, quizzes: 0, seconds: 0, minutes: 0 });
  });

  it('rounds a length to whole minutes, never showing a short course as 0', () => {
    expect([0, 1, 29, 30, 89, 90, 16020].map(curriculumMinutes)).toEqual([0, 1, 1, 1, 1, 2, 267]);
    expect(curriculumMinutes(-5)).toBe(0);
  });

  it('shows a video by its clock and other lessons by their minutes, the same on the course page and in the player', () => {
    expect(lessonLength(LessonItemType.VIDEO, 24, 'id')).toBe('0:24');
    expect(lessonLength(LessonItemType.VIDEO, 3725, 'en')).toBe('1:02:05');
    expect(lessonLength(LessonItemType.TEXT, 180, 'en')).toBe('3m');
    expect(lessonLength(LessonItemType.QUIZ, 4200, 'id')).toBe('1j 10m');
    expect(lessonLength(LessonItemType.QUIZ, 4200, 'en')).toBe('1h 10m');
  });
});
