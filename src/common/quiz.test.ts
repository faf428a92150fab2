import { describe, expect, it } from 'vitest';
import { attemptsLeft, gradeQuiz, mayRevealAnswers, QuestionKind, secondsLeft, submissionProblem } from './quiz';

const questions = [
  { id: 1, kind: QuestionKind.SINGLE, correct: [11] },
  { id: 2, kind: QuestionKind.MULTIPLE, correct: [21, 23] },
  { id: 3, kind: QuestionKind.SINGLE, correct: [31] },
];

describe('gradeQuiz', () => {
  it('counts a question right only when exactly its right options are chosen', () => {
    const g = gradeQuiz(
      questions,
      [
        { questionId: 1, optionIds: [11] },
        { questionId: 2, optionIds: [23, 21] },
        { questionId: 3, optionIds: [32] },
      ],
      67,
    );
    expect(g.questions.map((q) => q.isCorrect)).toEqual([true, true, false]);
    // 2 of 3 is 66 (rounded down): not a pass at 67.
    expect(g).toMatchObject({ correctCount: 2, totalCount: 3, score: 66, passed: false });
    expect(gradeQuiz(questions, [], 1)).toMatchObject({ score: 0, passed: false });
  });

  it('a subset or a superset of a multiple-choice answer is wrong; two options on a single-choice one too', () => {
    const g = gradeQuiz(
      questions,
      [
        { questionId: 1, optionIds: [11, 12] },
        { questionId: 2, optionIds: [21] },
        { questionId: 3, optionIds: [31, 31] },
      ],
      50,
    );
    expect(g.questions.map((q) => q.isCorrect)).toEqual([false, false, true]);
    expect(gradeQuiz(questions.slice(1, 2), [{ questionId: 2, optionIds: [21, 22, 23] }], 50).passed).toBe(false);
  });

  it('passes at the mark exactly; an empty quiz never passes', () => {
    const all = [
      { questionId: 1, optionIds: [11] },
      { questionId: 2, optionIds: [21, 23] },
      { questionId: 3, optionIds: [31] },
    ];
    expect(gradeQuiz(questions, all, 100)).toMatchObject({ score: 100, passed: true });
    expect(gradeQuiz([], [], 1).passed).toBe(false);
  });
});

describe('submissionProblem', () => {
  const qs = [
    { id: 1, kind: QuestionKind.SINGLE, optionIds: [11, 12] },
    { id: 2, kind: QuestionKind.MULTIPLE, optionIds: [21, 22] },
  ];
  it('names unknown and repeated questions, foreign options and two options for one answer', () => {
    expect(submissionProblem(qs, [{ questionId: 9, optionIds: [] }])).toEqual({ kind: 'unknownQuestion', questionId: 9 });
    expect(
      submissionProblem(qs, [
        { questionId: 1, optionIds: [] },
        { questionId: 1, optionIds: [] },
      ]),
    ).toEqual({ kind: 'repeatedQuestion', questionId: 1 });
    expect(submissionProblem(qs, [{ questionId: 1, optionIds: [21] }])).toEqual({ kind: 'unknownOption', questionId: 1 });
    expect(submissionProblem(qs, [{ questionId: 1, optionIds: [11, 12] }])).toEqual({ kind: 'tooManyOptions', questionId: 1 });
    expect(submissionProblem(qs, [{ questionId: 2, optionIds: [21, 22] }])).toBeNull();
  });
});

describe('what may be shown', () => {
  it('reveals answers once passed, or with no attempt left and none open', () => {
    expect(mayRevealAnswers(false, 1, false)).toBe(false);
    expect(mayRevealAnswers(true, 1, false)).toBe(true);
    expect(mayRevealAnswers(false, 0, false)).toBe(true);
    // The last attempt is counted when it starts: while it runs nothing is shown.
    expect(mayRevealAnswers(false, 0, true)).toBe(false);
    expect(mayRevealAnswers(false, null, false)).toBe(false);
  });
  it('counts attempts left and seconds left', () => {
    expect(attemptsLeft(3, 1)).toBe(2);
    expect(attemptsLeft(3, 5)).toBe(0);
    expect(attemptsLeft(null, 9)).toBeNull();
    expect(secondsLeft('2026-01-01T00:01:00Z', Date.parse('2026-01-01T00:00:00.500Z'))).toBe(60);
    expect(secondsLeft('2026-01-01T00:01:00Z', Date.parse('2026-01-01T00:02:00Z'))).toBe(0);
  });
});
