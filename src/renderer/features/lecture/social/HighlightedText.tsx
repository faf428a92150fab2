import { Fragment, type JSX } from 'react';
import { highlightSegments, type MarkRange } from '../../../../common/assistant';

/**
 * A passage's extract with the question's words in <mark> (issue 25). The marks are offsets sent
 * by the server; the text is rendered as text, so HTML in a passage is shown, never run.
 */
export function HighlightedText({ text, marks, className }: { text: string; marks: readonly MarkRange[]; className?: string }): JSX.Element {
  return <span className={className}>{highlightSegments(text, marks).map((s, i) => (s.marked ? <mark key={i}>{s.text}</mark> : <Fragment key={i}>{s.text}</Fragment>))}</span>;
}
