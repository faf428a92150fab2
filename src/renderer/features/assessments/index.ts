/** What other features use of the assessments feature: the course quiz panel (the lecture page's QuizView). */
export { QuizPanel } from './QuizPanel';
