/**
 * The questions of a quiz or an assessment while answering: one fieldset per question, radio
 * buttons for a single-choice question and check boxes for a multiple-choice one (keyboard: Tab
 * between questions, arrows between radio options, Space to tick).
 */
import { observer } from 'mobx-react-lite';
import { Checkbox, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { QuizQuestion } from '../../../common/contract/quizzes';
import { QuestionKind } from '../../../common/quiz';
import { palette } from '../../components/theme';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '16px' },
  card: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: '12px',
    padding: '16px',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { padding: 0, display: 'flex', flexDirection: 'column', gap: '4px', marginBottom: '8px' },
  number: { fontSize: '12px', fontWeight: 700, color: palette.tealDark, textTransform: 'uppercase' },
  text: { fontSize: '16px', lineHeight: '24px', fontWeight: 600, color: tokens.colorNeutralForeground1 },
  hint: { fontSize: '13px', color: tokens.colorNeutralForeground2 },
  options: { display: 'flex', flexDirection: 'column', gap: '2px' },
});

export interface QuestionListProps {
  questions: readonly QuizQuestion[];
  chosen(questionId: number): number[];
  onChoose(questionId: number, optionId: number, multiple: boolean): void;
  disabled?: boolean;
  /** Prefix of element ids (one list per page). */
  idPrefix: string;
}

export const QuestionList = observer(function QuestionList({ questions, chosen, onChoose, disabled, idPrefix }: QuestionListProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <ol className={styles.list} data-testid="quiz-questions">
      {questions.map((q, i) => {
        const multiple = q.kind === QuestionKind.MULTIPLE;
        const legendId = `${idPrefix}-q${q.id}`;
        const picked = chosen(q.id);
        return (
          <li key={q.id} className={styles.card} data-testid="quiz-question" data-question-id={q.id}>
            <fieldset className={styles.fieldset} disabled={disabled}>
              <legend className={styles.legend} id={legendId}>
                <span className={styles.number}>{t('quiz.questionN', { n: i + 1 })}</span>
                <span className={styles.text}>{q.text}</span>
                <span className={styles.hint}>{multiple ? t('quiz.multiple') : t('quiz.single')}</span>
              </legend>
              {multiple ? (
                <div className={styles.options}>
                  {q.options.map((o) => (
                    <Checkbox key={o.id} label={o.text} checked={picked.includes(o.id)} onChange={() => onChoose(q.id, o.id, true)} disabled={disabled} data-option-id={o.id} />
                  ))}
                </div>
              ) : (
                <RadioGroup
                  className={styles.options}
                  aria-labelledby={legendId}
                  value={picked[0] !== undefined ? String(picked[0]) : ''}
                  onChange={(_e, data) => onChoose(q.id, Number(data.value), false)}
                  disabled={disabled}
                >
                  {q.options.map((o) => (
                    <Radio key={o.id} value={String(o.id)} label={o.text} data-option-id={o.id} />
                  ))}
                </RadioGroup>
              )}
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
});
