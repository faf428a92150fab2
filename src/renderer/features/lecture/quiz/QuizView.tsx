/**
 * The quiz of a QUIZ material inside the lecture page (agreement of issue 12: H4's page renders
 * it). The quiz itself — timer, questions, submission, result and review — is the assessments
 * feature's QuizPanel, with its texts; `onFinished` is called after each graded submission so
 * the page asks for the course's progress again.
 */
import type { JSX } from 'react';
import { QuizPanel } from '../../assessments';

export function QuizView(props: { courseUrl: string; materialId: number; onFinished(): void }): JSX.Element {
  return <QuizPanel key={`${props.courseUrl}:${props.materialId}`} courseUrl={props.courseUrl} materialId={props.materialId} onFinished={props.onFinished} />;
}
