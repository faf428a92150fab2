/** Course quizzes, and the question kit the assessments share. */
export { default } from './routes.js';
export { checkSubmission, gradable, loadQuestions, publicQuestions, reviewedQuestions, type StoredQuestion } from './questions.js';
export { t as quizText } from './messages.js';
